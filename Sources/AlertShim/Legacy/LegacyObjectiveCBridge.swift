/// A method of `UIAlertViewDelegate` or `UIActionSheetDelegate` that an
/// Objective-C delegate may or may not implement (every one is `@optional`).
package enum LegacyDelegateMethod: Sendable, Hashable, CaseIterable {
  /// `alertView:clickedButtonAtIndex:` / `actionSheet:clickedButtonAtIndex:`.
  case clicked
  /// `alertViewCancel:` / `actionSheetCancel:`.
  case cancel
  /// `willPresentAlertView:` / `willPresentActionSheet:`.
  case willPresent
  /// `didPresentAlertView:` / `didPresentActionSheet:`.
  case didPresent
  /// `alertView:willDismissWithButtonIndex:` / `actionSheet:willDismissWithButtonIndex:`.
  case willDismiss
  /// `alertView:didDismissWithButtonIndex:` / `actionSheet:didDismissWithButtonIndex:`.
  case didDismiss
  /// `alertViewShouldEnableFirstOtherButton:` (alerts only).
  case shouldEnableFirstOtherButton
}

/// The delegate of a legacy view as AlertShimObjC sees an Objective-C
/// delegate: it asks, when a method would be sent, whether the object
/// implements it (`respondsToSelector:`), and decides what UIKit did when it
/// does not (Semantics O4, O6).
///
/// The Objective-C glue gives it two closures, `implements` and `send`, that
/// only translate a ``LegacyDelegateMethod`` into a selector; every decision
/// is made here:
///
/// - a method the delegate does not implement is not sent;
/// - a system cancel without `alertViewCancel:` / `actionSheetCancel:` is a
///   click on the cancel button (`clickedButtonAtIndex:` with
///   `cancelButtonIndex`, Semantics L10);
/// - without `alertViewShouldEnableFirstOtherButton:` the first other button
///   is enabled (Semantics L13);
/// - the delegate is held weakly: once it is released nothing is sent
///   (Semantics L16).
@MainActor
package final class LegacyObjectiveCDelegate<Delegate: AnyObject> {
  /// The Objective-C delegate; held weakly.
  package private(set) weak var delegate: Delegate?
  private let implements: @MainActor (Delegate, LegacyDelegateMethod) -> Bool
  private let send: @MainActor (Delegate, LegacyDelegateMethod, Int) -> Bool

  /// Wraps `delegate`.
  ///
  /// - Parameters:
  ///   - implements: Whether the delegate implements a method (`respondsToSelector:`).
  ///   - send: Sends a method with a button index (ignored by methods without
  ///     one) and returns its `BOOL` answer (true for `void` methods).
  package init(
    _ delegate: Delegate,
    implements: @escaping @MainActor (Delegate, LegacyDelegateMethod) -> Bool,
    send: @escaping @MainActor (Delegate, LegacyDelegateMethod, Int) -> Bool
  ) {
    self.delegate = delegate
    self.implements = implements
    self.send = send
  }

  /// Sends `method` when the delegate is alive and implements it; returns
  /// its answer, or nil when nothing was sent.
  @discardableResult
  private func forward(_ method: LegacyDelegateMethod, _ index: Int = -1) -> Bool? {
    guard let delegate, implements(delegate, method) else { return nil }
    return send(delegate, method, index)
  }

  /// A system cancel: the cancel method when implemented, else a click on the
  /// cancel button (Semantics L10, O4).
  private func systemCancel(cancelButtonIndex: Int) {
    guard let delegate else { return }
    if implements(delegate, .cancel) {
      _ = send(delegate, .cancel, -1)
    } else {
      forward(.clicked, cancelButtonIndex)
    }
  }
}

extension LegacyObjectiveCDelegate: LegacyAlertViewDelegate {
  package func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    forward(.clicked, buttonIndex)
  }
  package func alertViewCancel(_ alertView: LegacyAlertView) {
    systemCancel(cancelButtonIndex: alertView.cancelButtonIndex)
  }
  package func willPresent(_ alertView: LegacyAlertView) { forward(.willPresent) }
  package func didPresent(_ alertView: LegacyAlertView) { forward(.didPresent) }
  package func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int)
  {
    forward(.willDismiss, buttonIndex)
  }
  package func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    forward(.didDismiss, buttonIndex)
  }
  package func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    forward(.shouldEnableFirstOtherButton) ?? true
  }
}

extension LegacyObjectiveCDelegate: LegacyActionSheetDelegate {
  package func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    forward(.clicked, buttonIndex)
  }
  package func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    systemCancel(cancelButtonIndex: actionSheet.cancelButtonIndex)
  }
  package func willPresent(_ actionSheet: LegacyActionSheet) { forward(.willPresent) }
  package func didPresent(_ actionSheet: LegacyActionSheet) { forward(.didPresent) }
  package func actionSheet(
    _ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int
  ) {
    forward(.willDismiss, buttonIndex)
  }
  package func actionSheet(
    _ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int
  ) {
    forward(.didDismiss, buttonIndex)
  }
}

private let objectiveCOwnerKey = AssociationKey<AnyObject>("LegacyPresenting.objectiveCOwner")

extension LegacyAlertView {
  /// An alert as UIKit's Objective-C initialiser builds it: the Objective-C
  /// order, always (Semantics L2a, O3). `firstOtherButtonIndex` is the first
  /// of `otherButtonTitles` and `alertViewShouldEnableFirstOtherButton:` is
  /// consulted live.
  package static func objectiveC(
    title: String?, message: String?, cancelButtonTitle: String?, otherButtonTitles: [String]
  ) -> LegacyAlertView {
    let view = LegacyAlertView(
      title: title, message: message, delegate: nil, cancelButtonTitle: nil)
    view.buttons = .alert(cancel: cancelButtonTitle, others: otherButtonTitles, order: .objectiveC)
    return view
  }
}

extension LegacyActionSheet {
  /// A sheet as UIKit's Objective-C initialiser builds it: destructive first,
  /// the others, cancel last, `firstOtherButtonIndex` the first other title
  /// (Semantics S1a, O3).
  package static func objectiveC(
    title: String?, cancelButtonTitle: String?, destructiveButtonTitle: String?,
    otherButtonTitles: [String]
  ) -> LegacyActionSheet {
    let sheet = LegacyActionSheet(
      title: title, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
    sheet.buttons = .sheet(
      cancel: cancelButtonTitle, destructive: destructiveButtonTitle,
      others: otherButtonTitles, order: .objectiveC)
    return sheet
  }
}

extension LegacyAlertView {
  /// The Objective-C `ASAlertView` that wraps this view; held weakly. While
  /// the view is shown or waiting, its controller holds the wrapper strongly,
  /// so `[[[ASAlertView alloc] initWith…] show]` works without a reference,
  /// and the wrapper is released after `didDismiss` (Semantics L16, O4).
  package var objectiveCOwner: AnyObject? {
    get { existingAssociations?[objectiveCOwnerKey] }
    set { associations.set(newValue, for: objectiveCOwnerKey, policy: .weak) }
  }
}

extension LegacyActionSheet {
  /// The Objective-C `ASActionSheet` that wraps this sheet; held weakly, and
  /// strongly while the sheet is shown or waiting (Semantics L16, O4).
  package var objectiveCOwner: AnyObject? {
    get { existingAssociations?[objectiveCOwnerKey] }
    set { associations.set(newValue, for: objectiveCOwnerKey, policy: .weak) }
  }
}

extension LegacyPresenting {
  /// Makes `controller`, the controller of this showing, keep the Objective-C
  /// wrapper (if any) alive until the showing ends (Semantics L16, O4).
  func retainObjectiveCOwner(in controller: AlertController) {
    guard let owner = existingAssociations?[objectiveCOwnerKey] else { return }
    controller.associations.set(owner, for: objectiveCOwnerKey, policy: .strong)
  }
}
