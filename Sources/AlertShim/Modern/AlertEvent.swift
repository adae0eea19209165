/// A step in the life of a presented ``AlertController``, as seen by its observers.
///
/// For one presentation the events come in this order:
/// `willPresent`, `didPresent`, any number of `textDidChange`, `willDismiss`,
/// `didDismiss`. An alert that waits on a host and is withdrawn before it was
/// shown gets only `withdrawn`; one cancelled by ``AlertHost/cancelAll()``
/// before it was shown gets `willDismiss` and `didDismiss`.
@MainActor
public enum AlertEvent: @MainActor CustomStringConvertible {
  /// Presentation starts: the alert is visible to code and about to be drawn.
  case willPresent
  /// The renderer reports the alert on screen.
  case didPresent
  /// The user edited text field `index` through ``AlertHost/typeText(_:intoTextFieldAt:)``.
  case textDidChange(index: Int)
  /// A resolution was accepted; the alert is about to be hidden.
  case willDismiss(AlertResolution)
  /// The alert is hidden and the handler (if any) has run.
  case didDismiss(AlertResolution)
  /// The alert was taken off the host's waiting list before it was shown.
  case withdrawn

  /// The event's name, with its index or resolution: `willDismiss(selected("OK"))`.
  public var description: String {
    switch self {
    case .willPresent: return "willPresent"
    case .didPresent: return "didPresent"
    case .textDidChange(let index): return "textDidChange(\(index))"
    case .willDismiss(let resolution): return "willDismiss(\(resolution))"
    case .didDismiss(let resolution): return "didDismiss(\(resolution))"
    case .withdrawn: return "withdrawn"
    }
  }
}
