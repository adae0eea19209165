import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS P1, `.stack` policy: the newest alert on top, covered ones re-shown.
@Suite @MainActor struct StackPolicyTests {
  @Test func present_whileShown_coversCurrentAlert_P1() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer, policy: .stack)
    let log = EventLog()
    let bottom = log.alert("A")
    let top = log.alert("B")
    host.present(bottom)
    expectNoIssues { host.present(top) }
    #expect(host.presentedAlert === top)
    #expect(host.coveredAlerts.count == 1)
    #expect(host.coveredAlerts.first === bottom)
    #expect(host.queuedAlerts.isEmpty)
    #expect(renderer.calls == [.show(title: "A"), .hide(title: "A"), .show(title: "B")])
    #expect(log.entries == ["A: willPresent", "A: didPresent", "B: willPresent", "B: didPresent"])
  }

  @Test func coveredAlert_isReshownWithoutSecondPresentEvents_P1() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer, policy: .stack)
    let log = EventLog()
    let bottom = log.alert("A")
    host.present(bottom)
    host.present(log.alert("B"))
    host.select(actionTitled: "OK")
    #expect(host.presentedAlert === bottom)
    #expect(host.coveredAlerts.isEmpty)
    #expect(renderer.calls.last == .show(title: "A"))
    #expect(
      log.entries == ["A: willPresent", "A: didPresent"] + selectedTrace("B", "OK"))
    host.select(actionTitled: "OK")
    #expect(
      log.entries.suffix(3) == [
        "A: willDismiss(selected(\"OK\"))", "A: handler(OK)", "A: didDismiss(selected(\"OK\"))",
      ])
    #expect(host.isIdle)
  }

  @Test func coveredAlert_getsNoCallbacksWhileCovered_P1() {
    let host = AlertHost(policy: .stack)
    let log = EventLog()
    let bottom = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    bottom.addTextField()
    let top = log.alert("B", actions: [("Cancel", .cancel), ("OK", .default)])
    host.present(bottom)
    host.present(top)
    log.clear()
    host.select(actionTitled: "Cancel")
    #expect(log.entries.allSatisfy { $0.hasPrefix("B:") })
    #expect(bottom.isVisible)
    #expect(bottom.textFields.first?.text == nil)
  }

  @Test func coveredAlert_isVisibleButNotPresented_P1() {
    let host = AlertHost(policy: .stack)
    let bottom = AlertController(title: "A", message: nil, preferredStyle: .alert)
    bottom.addAction(AlertAction(title: "OK", style: .default))
    let top = AlertController(title: "B", message: nil, preferredStyle: .alert)
    top.addAction(AlertAction(title: "OK", style: .default))
    host.present(bottom)
    host.present(top)
    #expect(bottom.isVisible)
    #expect(host.holds(bottom))
    #expect(host.presentedAlert === top)
  }

  @Test func threeAlerts_unwindInLIFOOrder_P1() {
    let host = AlertHost(policy: .stack)
    let log = EventLog()
    let alerts = ["A", "B", "C"].map { log.alert($0) }
    for alert in alerts { host.present(alert) }
    #expect(host.coveredAlerts.map(\.title) == ["A", "B"])
    var order: [String?] = []
    while let shown = host.presentedAlert {
      order.append(shown.title)
      host.select(actionTitled: "OK")
    }
    #expect(order == ["C", "B", "A"])
    #expect(host.isIdle)
  }

  @Test func presentingCoveredAlertAgain_isIgnored_P3() {
    let host = AlertHost(policy: .stack)
    let bottom = AlertController(title: "A", message: nil, preferredStyle: .alert)
    bottom.addAction(AlertAction(title: "OK", style: .default))
    let top = AlertController(title: "B", message: nil, preferredStyle: .alert)
    top.addAction(AlertAction(title: "OK", style: .default))
    host.present(bottom)
    host.present(top)
    expectIssue(.alreadyPresented) { host.present(bottom) }
    #expect(host.presentedAlert === top)
    #expect(host.coveredAlerts.count == 1)
  }

  @Test func dismiss_coveredAlert_resolvesItWithoutShowing() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer, policy: .stack)
    let log = EventLog()
    let bottom = log.alert("A")
    host.present(bottom)
    host.present(log.alert("B"))
    #expect(expectNoIssues { host.dismiss(bottom) })
    #expect(host.coveredAlerts.isEmpty)
    #expect(!bottom.isVisible)
    #expect(log.entries.suffix(2) == ["A: willDismiss(dismissed)", "A: didDismiss(dismissed)"])
    host.select(actionTitled: "OK")
    #expect(host.isIdle)
    #expect(!renderer.calls.dropFirst(2).contains(.show(title: "A")))
  }

  @Test func dismissCoveredFromTopsHandler_endsItAfterTopsDidDismiss_P2() {
    let host = AlertHost(policy: .stack)
    let log = EventLog()
    let bottom = log.alert("A")
    host.present(bottom)
    let top = AlertController(title: "B", message: nil, preferredStyle: .alert)
    top.addAction(
      AlertAction(title: "OK", style: .default) { _ in
        log.record("B: handler(OK)")
        host.dismiss(bottom)
      })
    log.observe(top, as: "B")
    host.present(top)
    log.clear()
    host.select(actionTitled: "OK")
    // Decided inside B's handler, carried out once B's dismissal callbacks are over.
    #expect(
      log.entries == [
        "B: willDismiss(selected(\"OK\"))", "B: handler(OK)", "B: didDismiss(selected(\"OK\"))",
        "A: willDismiss(dismissed)", "A: didDismiss(dismissed)",
      ])
    #expect(host.isIdle)
  }

  @Test func cancelAll_resolvesTopThenCovered_P5() {
    let host = AlertHost(policy: .stack)
    let log = EventLog()
    for name in ["A", "B", "C"] {
      host.present(log.alert(name, actions: [("Cancel", .cancel), ("OK", .default)]))
    }
    log.clear()
    host.cancelAll()
    #expect(
      log.entries.filter { $0.contains("handler") } == [
        "C: handler(Cancel)", "B: handler(Cancel)", "A: handler(Cancel)",
      ])
    #expect(host.isIdle)
  }

  @Test func cancelAll_withManualRenderer_resolvesTopThenCovered_P5() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer, policy: .stack)
    let log = EventLog()
    for name in ["A", "B", "C"] {
      host.present(log.alert(name, actions: [("Cancel", .cancel), ("OK", .default)]))
      renderer.finishAnimations()
    }
    host.cancelAll()
    renderer.finishAnimations()
    #expect(
      log.entries.filter { $0.contains("handler") } == [
        "C: handler(Cancel)", "B: handler(Cancel)", "A: handler(Cancel)",
      ])
    #expect(host.isIdle)
  }

  @Test func stackWithManualRenderer_showsTopAfterCoverFinished_P1() {
    let renderer = HeadlessRenderer(mode: .manual, recordsCalls: true)
    let host = AlertHost(renderer: renderer, policy: .stack)
    let log = EventLog()
    let bottom = log.alert("A")
    let top = log.alert("B")
    host.present(bottom)
    renderer.finishAnimations()
    host.present(top)
    #expect(host.presentedAlert == nil)
    #expect(renderer.calls == [.show(title: "A"), .hide(title: "A")])
    renderer.finishAnimations()
    #expect(host.presentedAlert === top)
    host.select(actionTitled: "OK")
    renderer.finishAnimations()
    #expect(host.presentedAlert === bottom)
    #expect(log.count(of: "A: willPresent") == 1)
    #expect(log.count(of: "A: didPresent") == 1)
  }

  // SEMANTICS P2 under `.stack`: an alert presented from a callback of the shown
  // alert waits for that alert's dismissal instead of covering it.
  @Test func presentFromDidPresent_waitsForDismissal_P2() {
    let host = AlertHost(policy: .stack)
    let log = EventLog()
    let first = log.alert("A")
    let second = log.alert("B")
    first.observe { _, event in
      if case .didPresent = event { host.present(second) }
    }
    host.present(first)
    #expect(host.presentedAlert === first)
    #expect(host.coveredAlerts.isEmpty)
    #expect(host.queuedAlerts.first === second)
    host.select(actionTitled: "OK")
    #expect(host.presentedAlert === second)
    #expect(
      log.entries == [
        "A: willPresent", "A: didPresent", "A: willDismiss(selected(\"OK\"))", "A: handler(OK)",
        "A: didDismiss(selected(\"OK\"))", "B: willPresent", "B: didPresent",
      ])
  }

  // SEMANTICS P1 under `.stack`: outside callbacks a new alert still covers at once.
  @Test func presentAfterCallbacks_stillCovers_P1() {
    let host = AlertHost(policy: .stack)
    let log = EventLog()
    let first = log.alert("A")
    let second = log.alert("B")
    let third = log.alert("C")
    first.observe { _, event in
      if case .didPresent = event { host.present(second) }
    }
    host.present(first)
    host.select(actionTitled: "OK")
    host.present(third)
    #expect(host.presentedAlert === third)
    #expect(host.coveredAlerts.first === second)
  }
}
