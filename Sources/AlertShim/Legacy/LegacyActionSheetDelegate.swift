/// The delegate of a ``LegacyActionSheet``, mirroring `UIActionSheetDelegate`.
///
/// Every method has a default implementation, like the optional methods of
/// the Objective-C protocol. The order of callbacks is that of
/// ``LegacyAlertViewDelegate`` (SEMANTICS S4).
@preconcurrency @MainActor
public protocol LegacyActionSheetDelegate: AnyObject {
  /// The user tapped the button at `buttonIndex` (or outside a popover: the cancel index).
  func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int)
  /// The system cancelled the sheet. By default this calls
  /// `actionSheet(_:clickedButtonAt:)` with the cancel button's index (SEMANTICS L10, S4).
  func actionSheetCancel(_ actionSheet: LegacyActionSheet)
  /// The sheet is about to be shown.
  func willPresent(_ actionSheet: LegacyActionSheet)
  /// The sheet is on screen.
  func didPresent(_ actionSheet: LegacyActionSheet)
  /// The sheet is about to be hidden.
  func actionSheet(_ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int)
  /// The sheet is hidden.
  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension LegacyActionSheetDelegate {
  /// Does nothing by default.
  public func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {}

  /// By default, clicks the cancel button: `actionSheet(_:clickedButtonAt:)` with ``LegacyActionSheet/cancelButtonIndex`` (SEMANTICS L10).
  public func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    self.actionSheet(actionSheet, clickedButtonAt: actionSheet.cancelButtonIndex)
  }

  /// Does nothing by default.
  public func willPresent(_ actionSheet: LegacyActionSheet) {}
  /// Does nothing by default.
  public func didPresent(_ actionSheet: LegacyActionSheet) {}

  /// Does nothing by default.
  public func actionSheet(
    _ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int
  ) {}

  /// Does nothing by default.
  public func actionSheet(
    _ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int
  ) {}
}
