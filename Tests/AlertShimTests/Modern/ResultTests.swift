import AlertShim
import Testing

/// `AlertHost.result(of:)`: presents an alert and waits for the action whose handler ran.
///
/// Input is given from an observer on `.didPresent`, so the tests do not depend
/// on scheduling.
@Suite @MainActor struct ResultTests {
  /// Runs `input` on the host once `alert` is on screen.
  private func onDidPresent(
    _ alert: AlertController, _ input: @escaping (AlertController) -> Void
  ) {
    alert.observe { alert, event in
      if case .didPresent = event { input(alert) }
    }
  }

  private func alert(_ title: String) -> AlertController {
    let alert = AlertController(title: title, message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "OK", style: .default))
    return alert
  }

  @Test func result_ofSelection_isSelectedAction_M7() async {
    let host = AlertHost()
    let alert = alert("A")
    onDidPresent(alert) { _ in host.select(actionTitled: "OK") }
    let action = await host.result(of: alert)
    #expect(action === alert.actions[1])
  }

  @Test func result_ofSystemCancel_isCancelAction_M7() async {
    let host = AlertHost()
    let alert = alert("A")
    onDidPresent(alert) { _ in host.cancelBySystem() }
    let action = await host.result(of: alert)
    #expect(action === alert.cancelAction)
  }

  @Test func result_ofSystemCancelWithoutCancelAction_isNil_M7() async {
    let host = AlertHost()
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    onDidPresent(alert) { _ in host.cancelBySystem() }
    #expect(await host.result(of: alert) == nil)
  }

  @Test func result_ofDismiss_isNil() async {
    let host = AlertHost()
    let alert = alert("A")
    onDidPresent(alert) { alert in host.dismiss(alert) }
    #expect(await host.result(of: alert) == nil)
  }

  @Test func result_ofAlreadyShownAlert_waitsForItsResolution() async {
    let host = AlertHost()
    let alert = alert("A")
    host.present(alert)
    // Runs once the test is suspended inside result(of:).
    let select = Task { host.select(actionTitled: "Cancel") }
    // The alert is shown: result(of:) does not present it again, so reports nothing.
    let (action, issues) = await AlertDiagnostics.capture { await host.result(of: alert) }
    #expect(await select.value)
    #expect(issues.isEmpty)
    #expect(action === alert.cancelAction)
  }

  @Test func result_ofQueuedAlert_isWithdrawnAsNil() async {
    let host = AlertHost()
    let first = alert("A")
    let second = alert("B")
    host.present(first)
    host.present(second)
    // Runs once the test is suspended inside result(of:).
    let withdraw = Task { host.dismiss(second) }
    let action = await host.result(of: second)
    #expect(await withdraw.value)
    #expect(action == nil)
    #expect(host.presentedAlert === first)
  }

  @Test func result_ofQueuedAlert_waitsForItsTurn() async {
    let host = AlertHost()
    let first = alert("A")
    let second = alert("B")
    host.present(first)
    onDidPresent(second) { _ in host.select(actionTitled: "OK") }
    // Runs once the test is suspended inside result(of:), with B queued.
    let selectFirst = Task { host.select(actionTitled: "Cancel") }
    let action = await host.result(of: second)
    #expect(await selectFirst.value)
    #expect(action === second.actions[1])
    #expect(host.isIdle)
  }

  // Chaos seed 0x8f1f947d203eaf1b: cancelled by a teardown, the alert's cancel
  // handler presents it again and dismisses that new presentation; the waiter
  // still gets the cancel action whose handler ran (M7), not the withdrawal's nil.
  @Test func result_whenHandlerReshowsAndDismissesDuringTeardown_isTheCancelAction() async {
    let host = AlertHost()
    let blocker = AlertController(title: "B", message: nil, preferredStyle: .alert)
    blocker.addAction(AlertAction(title: "OK", style: .cancel))
    host.present(blocker)
    let alert = AlertController(title: "R", message: nil, preferredStyle: .alert)
    var once = true
    let cancel = AlertAction(title: "Cancel", style: .cancel) { [weak alert] _ in
      guard once, let alert else { return }
      once = false
      host.present(alert)
      host.dismiss(alert)
    }
    alert.addAction(cancel)
    let waiter = Task { @MainActor in await host.result(of: alert) }
    // Drive the main actor until the waiter has presented the alert behind the blocker.
    while !host.queuedAlerts.contains(where: { $0 === alert }) { await Task.yield() }
    host.cancelAll()
    let value = await waiter.value
    #expect(value === cancel)
    #expect(host.isIdle)
  }

  // MARK: Task cancellation

  /// Starts `result(of:)` in a task and returns once the alert is on screen.
  private func startWaiting(
    for alert: AlertController, on host: AlertHost
  ) async -> Task<AlertAction?, Never> {
    var task: Task<AlertAction?, Never>?
    await withCheckedContinuation { (shown: CheckedContinuation<Void, Never>) in
      onDidPresent(alert) { _ in shown.resume() }
      task = Task { @MainActor in await host.result(of: alert) }
    }
    return task ?? Task { nil }
  }

  // A task cancelled before it calls result(of:) presents nothing.
  @Test func result_inACancelledTask_presentsNothing_andIsNil() async {
    let host = AlertHost()
    let alert = alert("A")
    let task = Task { @MainActor in await host.result(of: alert) }
    task.cancel()
    let action = await task.value
    #expect(action == nil)
    #expect(host.isIdle)
    #expect(!alert.isVisible)
  }

  // Cancelled while it waits: nil at once, and the alert is dismissed from code (no handler).
  @Test func result_cancelledWhileWaiting_isNil_andDismissesTheAlert() async {
    let host = AlertHost()
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    var handled: [String] = []
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in handled.append("Cancel") })
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in handled.append("OK") })
    var events: [String] = []
    alert.observe { _, event in events.append("\(event)") }
    let task = await startWaiting(for: alert, on: host)
    #expect(host.presentedAlert === alert)
    task.cancel()
    let action = await task.value
    #expect(action == nil)
    #expect(host.isIdle)
    #expect(handled.isEmpty)
    #expect(events.suffix(2) == ["willDismiss(dismissed)", "didDismiss(dismissed)"])
  }

  // Another call still waiting keeps the alert; it gets the action chosen later.
  @Test func result_cancelledWhileAnotherWaits_leavesTheAlertShown() async {
    let host = AlertHost()
    let alert = alert("A")
    let first = await startWaiting(for: alert, on: host)
    // The task registers its call before it first suspends, and only then does
    // this test resume (both run on the main actor).
    var second: Task<AlertAction?, Never>?
    await withCheckedContinuation { (started: CheckedContinuation<Void, Never>) in
      second = Task { @MainActor in
        started.resume()
        return await host.result(of: alert)
      }
    }
    first.cancel()
    #expect(await first.value == nil)
    #expect(host.presentedAlert === alert)
    host.select(actionTitled: "OK")
    #expect(await second?.value === alert.actions[1])
  }
}
