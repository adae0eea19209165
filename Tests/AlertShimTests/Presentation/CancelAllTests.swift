import AlertShim
import AlertShimTestSupport
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

/// A teardown whose cancellations present alerts again (SEMANTICS P3, P5; rule R1).
@Suite @MainActor struct CancelAllRepresentationTests {
  /// An alert with OK (.default) and Cancel (.cancel); `onCancel` runs in Cancel's handler.
  private func alert(
    _ title: String, okCount: Counter, onCancel: @escaping @MainActor () -> Void = {}
  ) -> AlertController {
    let alert = AlertController(title: title, message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in okCount.bump(title) })
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in onCancel() })
    return alert
  }

  /// Alerts the handlers present, set once they exist.
  @MainActor final class LateAlerts {
    var a: AlertController?
    var d: AlertController?
  }

  @MainActor final class Counter {
    var oks: [String: Int] = [:]
    var presentations: [String: Int] = [:]
    func bump(_ title: String) { oks[title, default: 0] += 1 }
  }

  // SEMANTICS P3, P5: a's cancel handler presents a again (once), b's presents d,
  // d's presents a: a is accepted once and shown once; the second present is refused
  // while a waits. (Found by a bad-input hunt: chaos seed 0x2e845f8c6945e710.)
  @Test func cancellationsPresentingTheSameAlertTwice_showItOnce_P3() {
    let host = AlertHost()
    let counter = Counter()
    let late = LateAlerts()
    var aCancelled = 0
    let a = alert("a", okCount: counter) {
      aCancelled += 1
      if aCancelled == 1, let a = late.a { host.present(a) }
    }
    let d = alert("d", okCount: counter) { if let a = late.a { host.present(a) } }
    let b = alert("b", okCount: counter) { if let d = late.d { host.present(d) } }
    let x = alert("x", okCount: counter)
    late.a = a
    late.d = d
    for shown in [x, a, b, d] {
      shown.observe { controller, event in
        guard case .willPresent = event else { return }
        counter.presentations[controller.title ?? "", default: 0] += 1
      }
    }
    host.present(x)
    host.present(a)
    host.present(b)
    let issues = AlertDiagnostics.capture { host.cancelAll() }.issues
    #expect(issues.map(\.kind) == [.alreadyPresented])
    #expect(host.holds(a))
    #expect(host.presentedAlert === a)
    #expect(host.queuedAlerts.isEmpty)
    host.select(actionTitled: "OK")
    #expect(counter.oks["a"] == 1)
    #expect(counter.presentations["a"] == 1)
    #expect(host.isIdle)
  }
}
