/// One callback of a legacy view's delegate, in one vocabulary for alerts and
/// sheets.
///
/// The legacy views send these, first to the delegate, then to the closures the
/// adapters attach (SEMANTICS A5), and the delegate recorders of AlertShimTesting
/// (`LegacyAlertViewDelegateRecorder`, `LegacyActionSheetDelegateRecorder`)
/// record them, so a trace reads the same for an alert and for a sheet:
/// `willPresent`, (`shouldEnableFirstOtherButton`,) `didPresent`, then `clicked`
/// (or `systemCancel`), `willDismiss`, `didDismiss` (SEMANTICS L7–L10).
public enum LegacyDelegateEvent: Sendable, Hashable, CustomStringConvertible {
  /// `willPresent(_:)`.
  case willPresent
  /// `alertViewShouldEnableFirstOtherButton(_:)`; alerts only, between
  /// `willPresent` and `didPresent` and after each edit (SEMANTICS L13). A
  /// question the view asks its delegate: recorded, never sent to closures.
  case shouldEnableFirstOtherButton
  /// `didPresent(_:)`.
  case didPresent
  /// `alertView(_:clickedButtonAt:)` or `actionSheet(_:clickedButtonAt:)` with the button index.
  case clicked(Int)
  /// `alertViewCancel(_:)` or `actionSheetCancel(_:)`: the system cancelled
  /// the view (SEMANTICS L10). A tap on the cancel button is `.clicked` with
  /// the cancel button's index.
  case systemCancel
  /// `alertView(_:willDismissWithButtonIndex:)` or
  /// `actionSheet(_:willDismissWithButtonIndex:)` with the button index.
  case willDismiss(Int)
  /// `alertView(_:didDismissWithButtonIndex:)` or
  /// `actionSheet(_:didDismissWithButtonIndex:)` with the button index.
  case didDismiss(Int)

  /// Source-like: `.clicked(1)`, `.systemCancel`.
  public var description: String {
    switch self {
    case .willPresent: return ".willPresent"
    case .shouldEnableFirstOtherButton: return ".shouldEnableFirstOtherButton"
    case .didPresent: return ".didPresent"
    case .clicked(let index): return ".clicked(\(index))"
    case .systemCancel: return ".systemCancel"
    case .willDismiss(let index): return ".willDismiss(\(index))"
    case .didDismiss(let index): return ".didDismiss(\(index))"
    }
  }
}
