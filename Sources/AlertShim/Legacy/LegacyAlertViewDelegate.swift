/// The delegate of a ``LegacyAlertView``, mirroring `UIAlertViewDelegate`.
///
/// Every method has a default implementation, like the optional methods of
/// the Objective-C protocol, so a delegate implements only what it needs.
/// Callbacks for one showing come in this order (SEMANTICS L7–L10):
/// `willPresent(_:)`, `alertViewShouldEnableFirstOtherButton(_:)`,
/// `didPresent(_:)`, then `alertView(_:clickedButtonAt:)` (or
/// `alertViewCancel(_:)`), `alertView(_:willDismissWithButtonIndex:)`,
/// `alertView(_:didDismissWithButtonIndex:)`.
@preconcurrency @MainActor
public protocol LegacyAlertViewDelegate: AnyObject {
  /// The user tapped the button at `buttonIndex`.
  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int)
  /// The system cancelled the alert. By default this calls
  /// `alertView(_:clickedButtonAt:)` with the cancel button's index (-1 when
  /// there is none) (SEMANTICS L10).
  func alertViewCancel(_ alertView: LegacyAlertView)
  /// The alert is about to be shown.
  func willPresent(_ alertView: LegacyAlertView)
  /// The alert is on screen.
  func didPresent(_ alertView: LegacyAlertView)
  /// The alert is about to be hidden.
  func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int)
  /// The alert is hidden.
  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int)
  /// Whether the first other button is enabled; asked when the alert is shown
  /// and after every edit of its text fields. True by default (SEMANTICS L13).
  func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool
}

extension LegacyAlertViewDelegate {
  /// Does nothing by default.
  public func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {}

  /// By default, clicks the cancel button: `alertView(_:clickedButtonAt:)` with ``LegacyAlertView/cancelButtonIndex`` (SEMANTICS L10).
  public func alertViewCancel(_ alertView: LegacyAlertView) {
    self.alertView(alertView, clickedButtonAt: alertView.cancelButtonIndex)
  }

  /// Does nothing by default.
  public func willPresent(_ alertView: LegacyAlertView) {}
  /// Does nothing by default.
  public func didPresent(_ alertView: LegacyAlertView) {}
  /// Does nothing by default.
  public func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
  }
  /// Does nothing by default.
  public func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {}

  /// True by default: the first other button stays enabled (SEMANTICS L13).
  public func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    true
  }
}
