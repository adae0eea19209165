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

/// When an action's handler runs relative to the alert being hidden (SEMANTICS M6).
public enum HandlerTiming: Sendable, Hashable {
  /// After the renderer has hidden the alert, as `UIAlertController` does (the default).
  case afterDismissal
  /// Before the alert is hidden.
  case beforeDismissal
}

/// A registration made with ``AlertController/observe(_:)``; cancel it to stop observing.
@MainActor
public final class AlertObservation {
  private weak var controller: AlertController?
  let id: Int

  init(controller: AlertController, id: Int) {
    self.controller = controller
    self.id = id
  }

  /// Stops the observation.
  public func cancel() {
    controller?.removeObserver(id: id)
  }
}
