/// Every misuse AlertShim reports, as a typed case with what its message
/// needs (SEMANTICS D1): the one place where the messages are written.
///
/// A call site names the case and its payload:
/// `AlertDiagnostics.report(.alreadyPresented(alert.diagnosticName))`.
/// ``kind`` is the public ``AlertShimIssue/Kind`` tests and apps match on;
/// several cases may share a kind, their messages differ.
package enum Diagnostic: Sendable, Hashable {
  // Modern/
  /// An action added to a second controller.
  case actionAlreadyAdded(action: String, owner: String, alert: String)
  /// A second `.cancel` action (M2).
  case duplicateCancelAction(alert: String, action: String)
  /// `preferredAction` set to an action the controller does not hold (M4).
  case invalidPreferredAction(action: String, alert: String)
  /// A text field that belongs to another shown alert.
  case textFieldAlreadyAdded(field: String, owner: String, alert: String)
  /// A text field added to an action sheet (M3).
  case textFieldOnActionSheet(alert: String)

  // Presentation/
  /// A legacy `show()` on an Apple UI platform before `AlertHost.main` was set up (U11).
  case mainHostNotSetUp(caller: String)
  /// A popover without an anchor, shown from the centre (M8, S5).
  case missingPopoverAnchor(alert: String)
  /// A controller presented again while shown or waiting (P3).
  case alreadyPresented(alert: String)
  /// A controller with no actions presented: only code can close it.
  case presentedWithoutActions(alert: String)
  /// A controller dismissed on a host that does not hold it.
  case alertNotPresented(alert: String)
  /// `select(actionAt:)` out of range.
  case actionIndexOutOfRange(alert: String, index: Int, count: Int)
  /// `select(actionTitled:)` with no such action; `titles` are the displayed ones.
  case actionTitleNotFound(alert: String, title: String, titles: [String])
  /// The hidden cancel action of a popover selected (M8, S6).
  case actionNotDisplayed(action: String, alert: String)
  /// A disabled action selected (M1).
  case actionDisabled(action: String, alert: String)
  /// `typeText(_:intoTextFieldAt:)` out of range.
  case textFieldIndexOutOfRange(alert: String, index: Int, count: Int)
  /// Input while no alert is presented.
  case noAlertPresented(input: String)
  /// Input while the alert is still appearing.
  case alertNotOnScreen(input: String, alert: String)

  // Legacy/ and Adapters/
  /// Buttons or special indices changed while the legacy view is shown (L14).
  case buttonsFrozen(change: String, view: String)
  /// `addButton(withTitle: nil)` (L6).
  case missingButtonTitle(view: String)
  /// `buttonTitle(at:)` out of range (L5).
  case buttonTitleIndexOutOfRange(view: String, index: Int, count: Int)
  /// A cancel closure set while `cancelButtonIndex` names no button.
  case cancelIndexNamesNoButton(call: String, view: String, index: Int)
  /// `show()` on a legacy view already shown or waiting.
  case legacyAlreadyShown(view: String)
  /// `show()` on a legacy view with no title, message or button (U12).
  case legacyNothingToDisplay(view: String)
  /// `textField(at:)` out of range for the view's style (L12).
  case legacyTextFieldIndexOutOfRange(view: String, style: String, index: Int, count: Int)
  /// `AlertDialog.addButton(title:handler:)` while it is shown.
  case dialogItemsFrozen(title: String, dialog: String)
  /// `AlertDialog.show(in:)` while it is shown.
  case dialogAlreadyShown(dialog: String)

  // Support/
  /// A value that is not an object attached with the `.weak` policy.
  case weakValueNotObject(owner: String, key: String)

  // AlertShimUIKit (U2, U3, U6, U13, U14)
  /// The controller to present on has no view in a window (U2).
  case presenterNotInWindow(alert: String, presenter: String)
  /// UIKit dropped the present, and the presenter's view left its window (U13).
  case presentDroppedNotInWindow(alert: String, presenter: String)
  /// The app's presenter returned nil (U2).
  case presenterReturnedNil
  /// No key window with a root view controller in a foreground-active scene (U2).
  case noKeyWindow
  /// Several scenes have a key window and none is known to be the last (U14).
  case severalKeyWindows(count: Int)
  /// UIKit removed the alert with the controller under it, and its window is gone (U3).
  case removedWithItsWindowGone(alert: String)
  /// A sheet shown from a bar button item in no bar on screen (U6, M8).
  case barItemInNoBar(alert: String, item: String, presenter: String)
  /// A sheet whose bar button item or view was released before it appeared (U6, M8).
  case popoverSourceReleased(alert: String, source: String, presenter: String)
  /// A sheet shown from a view in no window (U6).
  case anchorViewNotInWindow(alert: String, presenter: String)
  /// A sheet anchored to a bar item name that names no `UIBarButtonItem` (U6).
  case barItemNameNamesNoItem(alert: String, name: String)

  /// The public kind of this diagnostic.
  package var kind: AlertShimIssue.Kind {
    switch self {
    case .actionAlreadyAdded: .actionAlreadyAdded
    case .duplicateCancelAction: .duplicateCancelAction
    case .invalidPreferredAction: .invalidPreferredAction
    case .textFieldAlreadyAdded: .textFieldAlreadyAdded
    case .textFieldOnActionSheet: .textFieldOnActionSheet
    case .mainHostNotSetUp: .mainHostNotSetUp
    case .missingPopoverAnchor: .missingPopoverAnchor
    case .alreadyPresented, .legacyAlreadyShown, .dialogAlreadyShown: .alreadyPresented
    case .presentedWithoutActions, .legacyNothingToDisplay: .alertWithoutActions
    case .alertNotPresented: .alertNotPresented
    case .actionIndexOutOfRange: .actionIndexOutOfRange
    case .actionTitleNotFound: .actionTitleNotFound
    case .actionNotDisplayed: .actionNotDisplayed
    case .actionDisabled: .actionDisabled
    case .textFieldIndexOutOfRange, .legacyTextFieldIndexOutOfRange: .textFieldIndexOutOfRange
    case .noAlertPresented: .noAlertPresented
    case .alertNotOnScreen: .alertNotOnScreen
    case .buttonsFrozen, .dialogItemsFrozen: .buttonsFrozen
    case .missingButtonTitle: .missingButtonTitle
    case .buttonTitleIndexOutOfRange, .cancelIndexNamesNoButton: .buttonIndexOutOfRange
    case .weakValueNotObject: .weakValueNotObject
    case .presenterNotInWindow, .presentDroppedNotInWindow, .presenterReturnedNil, .noKeyWindow,
      .severalKeyWindows, .removedWithItsWindowGone:
      .noPresenter
    case .barItemInNoBar, .popoverSourceReleased, .barItemNameNamesNoItem: .missingPopoverAnchor
    case .anchorViewNotInWindow: .anchorViewNotInWindow
    }
  }

  /// What the issue says: what happened, and what to do instead.
  package var message: String {
    switch self {
    case .actionAlreadyAdded(let action, let owner, let alert):
      "\(action) already belongs to \(owner); create a new AlertAction for \(alert)."
    case .duplicateCancelAction(let alert, let action):
      "\(alert) can only have one action with a style of cancel; \(action) was not added."
        + " Use .default for the other action."
    case .invalidPreferredAction(let action, let alert):
      "\(action) is not an action of \(alert); add it with addAction(_:) before making it the"
        + " preferredAction."
    case .textFieldAlreadyAdded(let field, let owner, let alert):
      "\(field) belongs to \(owner), which is shown; add it to \(alert) after that alert is"
        + " dismissed."
    case .textFieldOnActionSheet(let alert):
      "\(alert) is an action sheet; text fields can only be added to an alert"
        + " (preferredStyle: .alert)."
    case .mainHostNotSetUp(let caller):
      "\(caller) uses AlertHost.main, which draws nothing: add `AlertHost.main = .uiKit()`"
        + " (import AlertShimUIKit) in your app or scene delegate before showing alerts."
    case .missingPopoverAnchor(let alert):
      "\(alert) is shown as a popover without an anchor; it was shown from the centre. Set its"
        + " anchor to a rect or a bar item."
    case .alreadyPresented(let alert):
      "\(alert) is already presented; wait for its dismissal before presenting it again."
    case .presentedWithoutActions(let alert):
      "\(alert) has no actions, so the user cannot close it; add an action, or close it with"
        + " AlertHost.dismiss(_:). (With no title and no message either, UIKit cannot display"
        + " it: AlertShimUIKit cancels it.)"
    case .alertNotPresented(let alert):
      "\(alert) is not presented on this host; there is nothing to dismiss."
    case .actionIndexOutOfRange(let alert, let index, let count):
      count == 0
        ? "\(alert) has no actions; select(actionAt: \(index)) has nothing to select. Close it"
          + " with dismiss(_:) or cancelBySystem()."
        : "\(alert) has \(count) actions; index \(index) is out of range. Use an index from 0"
          + " to \(count - 1)."
    case .actionTitleNotFound(let alert, let title, let titles):
      "\(alert) has no action titled \"\(title)\"; its actions are [\(Self.list(titles))]."
    case .actionNotDisplayed(let action, let alert):
      "\(action) of \(alert) is not displayed: a popover hides its cancel action. Use"
        + " tapOutside() instead."
    case .actionDisabled(let action, let alert):
      "\(action) of \(alert) is disabled and cannot be selected; enable it first."
    case .textFieldIndexOutOfRange(let alert, let index, let count):
      "\(alert) has \(count) text fields; there is no field at index \(index)."
    case .noAlertPresented(let input):
      "\(input) on AlertHost: no alert is presented; present one first."
    case .alertNotOnScreen(let input, let alert):
      "\(input): \(alert) is not on screen yet; let the renderer finish showing it."
    case .buttonsFrozen(let change, let view):
      "\(change) on \(view) while it is shown: the buttons were fixed when show() was called."
        + " Change them before showing, or after didDismiss."
    case .missingButtonTitle(let view):
      "Buttons added must have a title: addButton(withTitle: nil) on \(view) added nothing and"
        + " returned -1."
    case .buttonTitleIndexOutOfRange(let view, let index, let count):
      "buttonTitle(at: \(index)) on \(view), which has \(count) buttons; use an index from 0 to"
        + " numberOfButtons - 1."
    case .cancelIndexNamesNoButton(let call, let view, let index):
      "\(call) on \(view), whose cancelButtonIndex \(index) names no button; add the cancel"
        + " button first, with a cancel title or setCancelButton(withTitle:handler:)."
    case .legacyAlreadyShown(let view):
      "show() on \(view), which is already shown or waiting to be shown; wait for didDismiss"
        + " before showing it again."
    case .legacyNothingToDisplay(let view):
      "show() on \(view), which has no title, no message and no button: UIKit cannot display"
        + " it, so nothing was shown. Give it a title, a message or a button."
    case .legacyTextFieldIndexOutOfRange(let view, let style, let index, let count):
      "textField(at: \(index)) on \(view) with style .\(style), which has \(count) text fields."
    case .dialogItemsFrozen(let title, let dialog):
      "addButton(title: \"\(title)\") on \(dialog) while it is shown: its items were fixed when"
        + " show(in:) was called. Add items before showing, or after it closes."
    case .dialogAlreadyShown(let dialog):
      "show(in:) on \(dialog), which is already shown or about to be; wait for it to close"
        + " before showing it again."
    case .weakValueNotObject(let owner, let key):
      "\(owner): the value for association '\(key)' is not an object and cannot be held"
        + " weakly; use the .strong policy."
    case .presenterNotInWindow(let alert, let presenter):
      "\(alert): the view controller to present on (\(presenter)) has no view in a window; the"
        + " alert was cancelled. Present from a controller on screen."
    case .presentDroppedNotInWindow(let alert, let presenter):
      "\(alert): UIKit did not present it on \(presenter), whose view is in no window; the alert"
        + " was cancelled. Present from a controller on screen."
    case .presenterReturnedNil:
      "The presenter of UIKitRenderer returned nil; the alert was cancelled. Return a view"
        + " controller whose view is in a window."
    case .noKeyWindow:
      "No key window with a root view controller in a foreground-active scene, so the alert"
        + " was cancelled. Show alerts once the window is visible, or give UIKitRenderer a"
        + " presenter."
    case .severalKeyWindows(let count):
      "\(count) foreground-active scenes have a key window and none of them became key since"
        + " AlertShim was set up, so the alert was cancelled rather than shown in an arbitrary"
        + " one. Give UIKitRenderer a presenter."
    case .removedWithItsWindowGone(let alert):
      "\(alert) was removed by UIKit with the controller under it, and its window is gone, so"
        + " it was cancelled. Keep a controller on screen while it shows."
    case .barItemInNoBar(let alert, let item, let presenter):
      "\(alert) was shown from the bar button item \"\(item)\", which is in no navigation bar"
        + " or toolbar on screen; it points at the centre of \(presenter)'s view instead. Put"
        + " the item in a bar first."
    case .popoverSourceReleased(let alert, let source, let presenter):
      "\(alert) was shown from a \(source) that was released before it appeared; it points at"
        + " the centre of \(presenter)'s view instead. Keep what the sheet is shown from alive"
        + " while it is on screen."
    case .anchorViewNotInWindow(let alert, let presenter):
      "\(alert) was shown from a view that is in no window; it points at the centre of"
        + " \(presenter)'s view instead. Show it from a view on screen."
    case .barItemNameNamesNoItem(let alert, let name):
      "\(alert) is anchored to the bar item \"\(name)\", which names no UIBarButtonItem; it"
        + " points at the centre of the view. Use show(from: UIBarButtonItem, animated:)."
    }
  }

  /// At most 20 quoted titles, then how many more.
  private static func list(_ titles: [String]) -> String {
    var shown = titles.prefix(20).map { "\"\($0)\"" }
    if titles.count > 20 { shown.append("… and \(titles.count - 20) more") }
    return shown.joined(separator: ", ")
  }
}

extension AlertDiagnostics {
  /// Reports one typed diagnostic (its kind and its message).
  package static func report(_ diagnostic: Diagnostic) {
    report(AlertShimIssue(kind: diagnostic.kind, message: diagnostic.message))
  }
}
