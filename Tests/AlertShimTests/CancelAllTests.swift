import AlertShim
import Testing

/// SEMANTICS P5: tearing a host down resolves every alert as a system cancel, in order.
@Suite @MainActor struct CancelAllTests {
  private func presentThree(on host: AlertHost, log: EventLog) -> [AlertController] {
    let alerts = ["A", "B", "C"].map {
      log.alert($0, actions: [("Cancel", .cancel), ("OK", .default)])
    }
    for alert in alerts { host.present(alert) }
    return alerts
  }

  @Test func cancelAll_resolvesShownThenQueuedInOrder_P5() {
    let host = AlertHost()
    let log = EventLog()
    _ = presentThree(on: host, log: log)
    log.clear()
    expectNoIssues { host.cancelAll() }
    #expect(
      log.entries == [
        "A: willDismiss(systemCancel)", "A: handler(Cancel)", "A: didDismiss(systemCancel)",
        "B: willDismiss(systemCancel)", "B: handler(Cancel)", "B: didDismiss(systemCancel)",
        "C: willDismiss(systemCancel)", "C: handler(Cancel)", "C: didDismiss(systemCancel)",
      ])
    #expect(host.isIdle)
    #expect(host.queuedAlerts.isEmpty)
  }

  @Test func cancelAll_neverShowsQueuedAlerts_P5() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    let alerts = presentThree(on: host, log: log)
    host.cancelAll()
    #expect(renderer.calls == [.show(title: "A"), .hide(title: "A")])
    #expect(log.count(of: "B: willPresent") == 0)
    #expect(alerts.allSatisfy { !$0.isVisible })
  }

  @Test func cancelAll_runsEachCancelHandlerOnce_P5() {
    let host = AlertHost()
    let log = EventLog()
    _ = presentThree(on: host, log: log)
    host.cancelAll()
    host.cancelAll()
    #expect(!host.cancelBySystem())
    for name in ["A", "B", "C"] {
      #expect(log.count(of: "\(name): handler(Cancel)") == 1)
      #expect(log.count(of: "\(name): handler(OK)") == 0)
    }
  }

  @Test func cancelAll_withManualRenderer_waitsForShownAlertToHide_P5() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    let alerts = presentThree(on: host, log: log)
    renderer.finishAnimations()
    log.clear()
    host.cancelAll()
    #expect(log.entries == ["A: willDismiss(systemCancel)"])
    #expect(host.presentedAlert === alerts[0])
    renderer.finishAnimations()
    #expect(log.entries.count == 9)
    #expect(host.isIdle)
  }

  @Test func cancelAll_whileFirstAlertAppears_cancelsItOnceShown_P5() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    _ = presentThree(on: host, log: log)
    host.cancelAll()
    renderer.finishAnimations()
    #expect(
      log.entries.filter { $0.contains("handler") } == [
        "A: handler(Cancel)", "B: handler(Cancel)", "C: handler(Cancel)",
      ])
    #expect(host.isIdle)
  }

  @Test func cancelAll_withManualRenderer_keepsOrder_P5() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    _ = presentThree(on: host, log: log)
    renderer.finishAnimations()
    log.clear()
    host.cancelAll()
    renderer.finishAnimations()
    #expect(
      log.entries.filter { $0.contains("handler") } == [
        "A: handler(Cancel)", "B: handler(Cancel)", "C: handler(Cancel)",
      ])
    #expect(host.isIdle)
  }

  // An alert presented after cancelAll() returned is not part of the teardown,
  // even while the teardown waits for the shown alert to hide: it is shown afterwards.
  @Test func cancelAll_withManualRenderer_showsAlertPresentedAfterItReturned_P5() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    _ = presentThree(on: host, log: log)
    renderer.finishAnimations()
    host.cancelAll()
    let late = log.alert("D", actions: [("Cancel", .cancel)])
    host.present(late)
    renderer.finishAnimations()
    #expect(log.count(of: "D: didDismiss(systemCancel)") == 0)
    #expect(log.entries.last == "D: didPresent")
    #expect(host.presentedAlert === late)
    #expect(host.queuedAlerts.isEmpty)
  }

  @Test func cancelAll_cancelsAlertsPresentedByItsHandlers_P5() {
    let host = AlertHost()
    let log = EventLog()
    let late = log.alert("Late", actions: [("Cancel", .cancel)])
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in host.present(late) })
    host.present(first)
    host.cancelAll()
    #expect(
      log.entries == [
        "Late: willDismiss(systemCancel)", "Late: handler(Cancel)",
        "Late: didDismiss(systemCancel)",
      ])
    #expect(host.isIdle)
  }

  @Test func cancelAll_alertPresentingItselfAgain_isCancelledOnceThenShown_P3_P5() {
    let host = AlertHost()
    let log = EventLog()
    let alerts = ["A", "B"].map { log.alert($0, actions: [("Cancel", .cancel)]) }
    for alert in alerts {
      alert.observe { alert, event in
        if case .didDismiss = event { host.present(alert) }
      }
      host.present(alert)
    }
    log.clear()
    expectNoIssues { host.cancelAll() }
    #expect(log.count(of: "A: handler(Cancel)") == 1)
    #expect(log.count(of: "B: handler(Cancel)") == 1)
    #expect(host.presentedAlert === alerts[0])
    #expect(host.queuedAlerts.count == 1)
    #expect(host.queuedAlerts.first === alerts[1])
    #expect(log.entries.suffix(2) == ["A: willPresent", "A: didPresent"])
  }

  @Test func cancelAllFromHandler_thenPresent_waitsForDismissal_P2_P5() {
    let host = AlertHost()
    let log = EventLog()
    let loggedOut = log.alert("LoggedOut")
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.addAction(
      AlertAction(title: "Log out", style: .default) { _ in
        host.cancelAll()
        host.present(loggedOut)
        log.record("A handler: LoggedOut visible \(loggedOut.isVisible)")
      })
    log.observe(first, as: "A")
    host.present(first)
    host.present(log.alert("B", actions: [("Cancel", .cancel)]))
    host.select(actionTitled: "Log out")
    // The teardown waits for A's dismissal to complete (P2), then cancels B;
    // LoggedOut, presented after cancelAll() returned, is shown afterwards.
    #expect(
      log.entries == [
        "A: willPresent", "A: didPresent", "A: willDismiss(selected(\"Log out\"))",
        "A handler: LoggedOut visible false", "A: didDismiss(selected(\"Log out\"))",
        "B: willDismiss(systemCancel)", "B: handler(Cancel)", "B: didDismiss(systemCancel)",
        "LoggedOut: willPresent", "LoggedOut: didPresent",
      ])
  }

  @Test func cancelAll_withNothingShown_doesNothing_P5() {
    let host = AlertHost()
    expectNoIssues { host.cancelAll() }
    #expect(host.isIdle)
  }

  @Test func host_acceptsAlertsAgainAfterCancelAll_P5() {
    let host = AlertHost()
    let log = EventLog()
    _ = presentThree(on: host, log: log)
    host.cancelAll()
    log.clear()
    host.present(log.alert("D"))
    #expect(host.presentedAlert?.title == "D")
    #expect(log.entries == ["D: willPresent", "D: didPresent"])
  }
}
