import Foundation

// https://developer.apple.com/documentation/uikit/uialertaction
/// `@MainActor class UIAlertAction : NSObject`
@MainActor
open class UIAlertAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  /// `enum Style`
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  // https://developer.apple.com/documentation/uikit/uialertaction/title
  /// `var title: String? { get }`
  open private(set) var title: String?

  // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  /// `var style: UIAlertAction.Style { get }`
  open private(set) var style: Style = .default

  // https://developer.apple.com/documentation/uikit/uialertaction/isenabled
  /// `var isEnabled: Bool { get set }`
  open var isEnabled = true

  var handler: ((UIAlertAction) -> Void)?

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// `override init()`: NSObject's. Apple's UIAlertAction page lists only
  /// `init(title:style:handler:)` for making an action; the shadow's, below, calls this one.
  public override init() {
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  /// `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)`
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    self.title = title
    self.style = style
    self.handler = handler
  }
}

// https://developer.apple.com/documentation/uikit/uialertcontroller
/// `@MainActor class UIAlertController : UIViewController`
///
/// An action sheet is presented with the `.popover` style, which UIKit adapts
/// to a full-width sheet when the presenter is horizontally compact; an alert
/// uses a custom presentation and has no popover presentation controller.
@MainActor
open class UIAlertController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uialertcontroller/style
  /// `enum Style`
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/message
  /// `var message: String? { get set }`
  open var message: String?

  // https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  /// `var preferredStyle: UIAlertController.Style { get }`
  open private(set) var preferredStyle: Style = .alert

  // https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  /// `var actions: [UIAlertAction] { get }`
  open private(set) var actions: [UIAlertAction] = []

  // https://developer.apple.com/documentation/uikit/uialertcontroller/textfields
  // iPhoneOS18.2 SDK UIAlertController.h: `@property (nullable, nonatomic, readonly)
  // NSArray<UITextField *> *textFields;`, so the Swift type is optional. The value is never
  // nil: decompiled iOS 18.2 UIKitCore `UIAlertController.m` `-initWithNibName:bundle:`
  // creates its `_UIAlertControllerTextFieldViewController` at init, and
  // `_UIAlertControllerTextFieldViewController.m` allocates the array of fields in its init;
  // `textFields` returns that array, empty when there are none.
  /// `var textFields: [UITextField]? { get }`: an empty array when there are none.
  open var textFields: [UITextField]? {
    storedTextFields
  }

  private var storedTextFields: [UITextField] = []
  private var storedPreferredAction: UIAlertAction?

  // Decompiled iOS 18.2 UIKitCore `UIAlertController.m`: `-setModalPresentationStyle:` passes
  // `_modalPresentationStyleForResolvedStyle` to super whatever it is given. That is `.custom`
  // for an alert, and for an action sheet `.popover` when `UIDevice.currentDevice`'s idiom is
  // pad or mac, else `.custom`: an iPhone's sheet has no popover presentation controller, even
  // in regular width.
  /// `var modalPresentationStyle: UIModalPresentationStyle { get set }`: what is assigned is
  /// ignored; the style follows the preferred style and the device idiom.
  open override var modalPresentationStyle: UIModalPresentationStyle {
    get {
      guard preferredStyle == .actionSheet else { return .custom }
      switch UIDevice.current.userInterfaceIdiom {
      case .pad, .mac: return .popover
      default: return .custom
      }
    }
    set {}
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction
  /// `var preferredAction: UIAlertAction? { get set }`: UIKit raises for an
  /// action that was not added first.
  open var preferredAction: UIAlertAction? {
    get { storedPreferredAction }
    set {
      if let newValue, !actions.contains(where: { $0 === newValue }) {
        UIKitShadow.raise(
          "The -preferredAction of an alert controller must be contained in the -actions array"
            + " or be nil.")
        return
      }
      storedPreferredAction = newValue
    }
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  /// `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  // Decompiled iOS 18.2 UIKitCore `UIAlertController.m` `-viewWillAppear:` asserts
  // `_hasContentToDisplay`: "UIAlertController must have a title, a message or an action to
  // display". The assertion ends the app; here it ends the test process.
  /// `func viewWillAppear(_ animated: Bool)`: fails for an alert with nothing to display.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if (title ?? "").isEmpty, (message ?? "").isEmpty, actions.isEmpty {
      UIKitShadow.fail("UIAlertController must have a title, a message or an action to display")
    }
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  /// `func addAction(_ action: UIAlertAction)`: UIKit raises for a second cancel action.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      UIKitShadow.raise(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
  /// `func addTextField(configurationHandler: ((UITextField) -> Void)? = nil)`:
  /// UIKit raises on an action sheet.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      UIKitShadow.raise(
        "Text fields can only be added to an alert controller of style"
          + " UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField(frame: .zero)
    storedTextFields.append(field)
    configurationHandler?(field)
  }
}

extension UIAlertController {
  /// Test hook, not UIKit: the user taps `action`, in UIKit's order: the alert is
  /// dismissed, and the action's handler runs from the dismissal's completion
  /// (decompiled iOS 18.2 UIKitCore `UIAlertController.m`,
  /// `_dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:`).
  ///
  /// Ignored when the alert is not on screen (not presented, or its
  /// presentation or dismissal is still running), when the action is not one
  /// of its actions, is disabled, or is the cancel action of a popover (which
  /// UIKit does not display). Otherwise the alert is dismissed, and the
  /// action's handler runs once the dismissal has finished.
  ///
  /// Shadow choice for the popover's cancel action: that a popover does not display
  /// it is shipped iPad behaviour (SEMANTICS S6), not found on Apple's pages; the
  /// shadow ignores the tap so that no test taps a button a user cannot see.
  public func shadowTap(_ action: UIAlertAction) {
    guard isOnScreen, actions.contains(where: { $0 === action }), action.isEnabled else { return }
    if isShownAsPopover, action.style == .cancel { return }
    dismiss(animated: true) { action.handler?(action) }
  }

  /// Test hook, not UIKit: the user taps outside the alert.
  ///
  /// A popover (decompiled iOS 18.2 UIKitCore `UIAlertController.m`,
  /// `_dismissFromPopoverDimmingView` and
  /// `_dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:`):
  /// the popover's own dismissal starts, the cancel action's handler, when
  /// there is one, runs at once while that dismissal is still running, and the
  /// popover's delegate gets `presentationControllerDidDismiss(_:)` when it
  /// ends, with or without a cancel action. A full-width action sheet: the
  /// cancel action as a tap, else nothing. An alert: nothing.
  public func shadowTapOutside() {
    guard isOnScreen, preferredStyle == .actionSheet else { return }
    let cancel = actions.first { $0.style == .cancel }
    guard isShownAsPopover, let popover = popoverPresentationController else {
      if let cancel { dismiss(animated: true) { cancel.handler?(cancel) } }
      return
    }
    // The dismissal is running while the handler runs, even when transitions are not held.
    let held = UIKitShadow.holdsTransitions
    UIKitShadow.holdsTransitions = true
    dismiss(animated: true) { popover.delegate?.presentationControllerDidDismiss(popover) }
    if let cancel { cancel.handler?(cancel) }
    UIKitShadow.holdsTransitions = held
    if !held { UIKitShadow.finishTransitions() }
  }

  private var isOnScreen: Bool {
    presentingViewController != nil && transition == nil
  }
}
