/// One callback of a legacy view, in a vocabulary shared by alerts and sheets.
///
/// Every event goes first to the delegate, then to the closures attached by
/// the adapters (SEMANTICS A5). The order for one presentation is
/// `willPresent`, `didPresent`, then `clicked` (or `systemCancel`),
/// `willDismiss`, `didDismiss` (SEMANTICS L7–L10).
enum LegacyEvent: Sendable, Hashable, CustomStringConvertible {
  /// Presentation starts (`willPresent(_:)`).
  case willPresent
  /// The view is on screen (`didPresent(_:)`).
  case didPresent
  /// A button was clicked (`alertView(_:clickedButtonAt:)`).
  case clicked(Int)
  /// The system cancelled the view (`alertViewCancel(_:)`).
  case systemCancel
  /// The view is about to be hidden (`alertView(_:willDismissWithButtonIndex:)`).
  case willDismiss(Int)
  /// The view is hidden (`alertView(_:didDismissWithButtonIndex:)`).
  case didDismiss(Int)

  var description: String {
    switch self {
    case .willPresent: return "willPresent"
    case .didPresent: return "didPresent"
    case .clicked(let index): return "clicked(\(index))"
    case .systemCancel: return "cancel"
    case .willDismiss(let index): return "willDismiss(\(index))"
    case .didDismiss(let index): return "didDismiss(\(index))"
    }
  }
}
