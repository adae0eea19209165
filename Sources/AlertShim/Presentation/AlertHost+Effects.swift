/// The interpreter: runs the schedule's effects, one at a time, first decided
/// first, and decides nothing. Everything that calls out (observers, handlers,
/// the renderer) happens here. An input made from inside one of those calls
/// goes to the schedule, which only queues its effects behind the running
/// one: the loop's state (which effect runs) is the schedule's (the
/// Reliability article, "How the host decides").
extension AlertHost {
  typealias Schedule = HostSchedule<HostedAlert, ObjectIdentifier>

  /// Passes `input` to the schedule, then runs the effects it caused, unless
  /// an effect is running already: then the running loop picks them up in turn.
  @discardableResult
  func send(_ input: Schedule.Input) -> Schedule.Outcome {
    let outcome = schedule.receive(input)
    runEffects()
    return outcome
  }

  /// Runs the queued effects; returns at once when called from inside one.
  func runEffects() {
    while let effect = schedule.startNextEffect() {
      run(effect)
      schedule.endEffect()
    }
  }

  /// Defers `show`, a legacy view's show made from its own `didDismiss`,
  /// until that callback has returned (SEMANTICS L7, P2): the schedule runs
  /// it as an effect of its own, outside every callback of this host, so
  /// what it presents is held for nothing and is no teardown's target (R1).
  /// Returns false when a show of `owner` is deferred already.
  func deferLegacyShow(of owner: AnyObject, _ show: @escaping () -> Void) -> Bool {
    let lineage = ObjectIdentifier(owner)
    guard schedule.receive(.deferShow(lineage)) == .accepted else { return false }
    deferredShows[lineage] = show
    return true
  }

  /// Whether this host is delivering `alert`'s `didDismiss` now (SEMANTICS L7).
  func isDeliveringDidDismiss(of alert: AlertController) -> Bool {
    inspect { $0.isDeliveringDidDismiss(of: HostedAlert(alert)) }
  }

  /// Runs one effect; it is consumed, so its parts are moved out, not copied.
  private func run(_ effect: consuming Schedule.Effect) {
    switch consume effect {
    case .prepare(let alert, let isFirstShow):
      prepare(alert.controller, isFirstShow: isFirstShow)
    case .send(let alert, let event):
      alert.controller.send(event)
    case .show(let alert):
      if let headless, headless.mode == .immediate {
        headless.beginShow(alert.controller)
        send(.didShow(alert))
        return
      }
      // The completion holds the host: a host with an animation in flight stays alive.
      renderer.show(alert.controller, in: self) {
        self.send(.didShow(alert))
      }
    case .update(let alert):
      renderer.update(alert.controller, in: self)
    case .hide(let alert):
      if let headless, headless.mode == .immediate {
        headless.beginHide(alert.controller)
        send(.didHide(alert))
        return
      }
      renderer.hide(alert.controller, in: self) {
        self.send(.didHide(alert))
      }
    case .markHidden(let alert):
      alert.controller.isVisible = false
      alert.controller.isPopover = false
    case .runHandler(let alert, let resolution, let moment):
      runHandler(of: alert, resolution, moment)
    case .endDismissal:
      break  // carried out by the schedule itself
    case .release(let alert, let resolution, let isStillHeld):
      let controller = alert.controller
      // The host lets go unless the alert was presented here again.
      if controller.host === self, !isStillHeld { controller.host = nil }
      if !continuations.isEmpty {
        resume(controller, with: resolution.flatMap { action(for: $0, of: controller) })
      }
    case .showDeferred(let lineage):
      deferredShows.removeValue(forKey: lineage)?()
    }
  }

  /// Presentation starts (SEMANTICS P6, S5): visible to code, the renderer's
  /// traits, popover or not, and on a first show the anchor of a popover without one.
  private func prepare(_ alert: AlertController, isFirstShow: Bool) {
    alert.host = self
    alert.isVisible = true
    decidePresentationTraits(of: alert, reportingMissingAnchor: isFirstShow)
  }

  /// Runs the handler of the action `resolution` selects, if it runs at `moment` (SEMANTICS M6).
  private func runHandler(
    of alert: HostedAlert, _ resolution: Schedule.Resolution, _ moment: Schedule.HandlerMoment
  ) {
    let controller = alert.controller
    switch moment {
    case .beforeHiding: guard controller.handlerTiming == .beforeDismissal else { return }
    case .afterHiding: guard controller.handlerTiming == .afterDismissal else { return }
    case .offscreen: break
    }
    guard let action = action(for: resolution, of: controller), let handler = action.handler
    else { return }
    handler(action)
  }

  /// The public resolution of `resolution` on `alert`.
  static func alertResolution(
    _ resolution: Schedule.Resolution, of alert: AlertController
  ) -> AlertResolution {
    switch resolution {
    case .selected(let index):
      alert.actions.indices.contains(index) ? .selected(alert.actions[index]) : .dismissed
    case .tappedOutside: .tappedOutside
    case .systemCancel: .systemCancel
    case .dismissed: .dismissed
    }
  }

  /// The action whose handler runs for `resolution`: the selected one, or the cancel action.
  private func action(
    for resolution: Schedule.Resolution, of alert: AlertController
  ) -> AlertAction? {
    Self.alertResolution(resolution, of: alert).action(in: alert)
  }

  /// The public event of `event` on `alert`, for its observers.
  static func alertEvent(_ event: HostEvent, of alert: AlertController) -> AlertEvent {
    switch event {
    case .willPresent: .willPresent
    case .didPresent: .didPresent
    case .textDidChange(let field): .textDidChange(index: field)
    case .willDismiss(let resolution): .willDismiss(alertResolution(resolution, of: alert))
    case .didDismiss(let resolution): .didDismiss(alertResolution(resolution, of: alert))
    case .withdrawn: .withdrawn
    }
  }
}
