/// The interpreter: runs the schedule's effects, one at a time, first decided
/// first. Everything that calls out (observers, handlers, the renderer)
/// happens here, and an input made from inside one of those calls only adds
/// effects behind the running one (DESIGN "The host's schedule").
extension AlertHost {
  typealias Schedule = HostSchedule<HostedAlert, ObjectIdentifier>

  /// Runs the queued effects unless they are being run already: then the
  /// running loop picks up the new ones in turn.
  func runEffects() {
    guard !isRunningEffects else { return }
    isRunningEffects = true
    defer { isRunningEffects = false }
    while let effect = schedule.nextEffect() {
      run(effect)
      while !afterRunningEffect.isEmpty { afterRunningEffect.removeFirst()() }
    }
  }

  /// Runs `work` once the running effect is over, before the next one; at
  /// once when no effect runs. For one legacy rule: a view
  /// shown again from its own `didDismiss` is shown once that callback has
  /// returned, on whichever host (SEMANTICS L7, P2). The work runs outside
  /// every callback of this host, so what it presents is held for nothing
  /// and is no teardown's target (R1).
  func afterRunningEffect(_ work: @escaping () -> Void) {
    guard isRunningEffects else { return work() }
    afterRunningEffect.append(work)
  }

  private func run(_ effect: Schedule.Effect) {
    switch effect {
    case .prepare(let alert, let isFirstShow):
      prepare(alert.controller, isFirstShow: isFirstShow)
    case .send(let alert, let event):
      let controller = alert.controller
      let event = alertEvent(event, of: controller)
      callback(of: alert) { controller.send(event) }
    case .show(let alert):
      // The completion holds the host: a host with an animation in flight stays alive.
      renderer.show(alert.controller, in: self) {
        self.schedule.didShow(alert)
        self.runEffects()
      }
    case .update(let alert):
      renderer.update(alert.controller, in: self)
    case .hide(let alert):
      renderer.hide(alert.controller, in: self) {
        self.schedule.didHide(alert)
        self.runEffects()
      }
    case .markHidden(let alert):
      alert.controller.isVisible = false
      alert.controller.isPopover = false
    case .runHandler(let alert, let resolution, let moment):
      runHandler(of: alert, resolution, moment)
    case .endDismissal(let alert):
      schedule.endDismissal(alert)
    case .release(let alert, let resolution):
      let controller = alert.controller
      // The host lets go unless the alert was presented here again.
      if controller.host === self, !schedule.holds(alert) { controller.host = nil }
      resume(controller, with: resolution.flatMap { action(for: $0, of: controller) })
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
    callback(of: alert) { handler(action) }
  }

  /// Calls out on behalf of `alert`: a present made meanwhile was made from its callback.
  private func callback(of alert: HostedAlert, _ body: () -> Void) {
    let outer = runningCallbackOf
    runningCallbackOf = alert
    defer { runningCallbackOf = outer }
    body()
  }

  private func alertResolution(
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
    alertResolution(resolution, of: alert).action(in: alert)
  }

  private func alertEvent(_ event: Schedule.Event, of alert: AlertController) -> AlertEvent {
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
