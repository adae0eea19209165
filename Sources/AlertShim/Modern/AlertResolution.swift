/// How a presentation of an alert ended. Every presentation ends exactly once (SEMANTICS M7).
@MainActor
public enum AlertResolution: @MainActor CustomStringConvertible {
  /// The user selected an action, or tapped outside a sheet whose cancel action stands for it.
  case selected(AlertAction)
  /// The system cancelled the alert; the `.cancel` action's handler runs when there is one.
  case systemCancel
  /// The user tapped outside a popover sheet that has no cancel action (SEMANTICS S6).
  case tappedOutside
  /// Code dismissed the alert through ``AlertHost/dismiss(_:)``; no handler runs.
  case dismissed

  /// The action whose handler runs for this resolution on `alert`, if any.
  public func action(in alert: AlertController) -> AlertAction? {
    switch self {
    case .selected(let action): return action
    case .systemCancel: return alert.cancelAction
    case .tappedOutside, .dismissed: return nil
    }
  }

  /// `selected("OK")`, `systemCancel`, `tappedOutside` or `dismissed`.
  public var description: String {
    switch self {
    case .selected(let action): return "selected(\(action.title.map { "\"\($0)\"" } ?? "nil"))"
    case .systemCancel: return "systemCancel"
    case .tappedOutside: return "tappedOutside"
    case .dismissed: return "dismissed"
    }
  }
}
