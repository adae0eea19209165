import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS M6 (handler timing), M7 (exactly once) and P2 (presenting from callbacks).
@Suite @MainActor struct ResolutionTests {
  /// A manual renderer's host and its log, new for each test.
  let stage = HostStage()

  // MARK: M6

  @Test func handler_runsAfterRendererHid_M6() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    var seen: [String] = []
    alert.addAction(
      AlertAction(title: "OK", style: .default) { _ in
        seen.append("calls \(renderer.calls.map(\.description))")
        seen.append("visible \(alert.isVisible)")
        seen.append("presented \(host.presentedAlert?.title ?? "nil")")
      })
    host.present(alert)
    host.select(actionTitled: "OK")
    #expect(seen == ["calls [\"show(A)\", \"hide(A)\"]", "visible false", "presented nil"])
  }

  @Test func handler_waitsForHideAnimation_M6() {
    let (renderer, host, log) = stage.parts
    let alert = stage.present(actions: [("OK", .default)])
    host.select(actionTitled: "OK")
    #expect(log.entries.last == "A: willDismiss(selected(\"OK\"))")
    #expect(host.presentedAlert === alert)
    #expect(alert.isVisible)
    #expect(renderer.pendingAnimations == 1)
    renderer.finishAnimations()
    #expect(log.entries == selectedTrace("A", "OK"))
    #expect(!alert.isVisible)
  }

  @Test func beforeDismissalTiming_runsHandlerBeforeHiding_M6() {
    let (renderer, host, log) = stage.parts
    let alert = stage.present(actions: [("OK", .default)]) { $0.handlerTiming = .beforeDismissal }
    host.select(actionTitled: "OK")
    #expect(
      log.entries.suffix(2) == ["A: willDismiss(selected(\"OK\"))", "A: handler(OK)"])
    #expect(host.presentedAlert === alert)
    renderer.finishAnimations()
    #expect(log.count(of: "A: handler(OK)") == 1)
    #expect(log.entries.last == "A: didDismiss(selected(\"OK\"))")
  }

  @Test func beforeDismissalTiming_withImmediateRenderer_runsBeforeHide_M6() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.handlerTiming = .beforeDismissal
    var callsSeen: [HeadlessRenderer.Call] = []
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in callsSeen = renderer.calls })
    host.present(alert)
    host.select(actionTitled: "OK")
    #expect(callsSeen == [.show(title: "A")])
    #expect(renderer.calls == [.show(title: "A"), .hide(title: "A")])
  }

  // MARK: M7

  @Test func doubleSelect_runsOneHandlerOnce_M7() {
    let (renderer, host, log) = stage.parts
    stage.present()
    #expect(host.select(actionTitled: "OK"))
    #expect(!expectNoIssues { host.select(actionTitled: "OK") })
    #expect(!expectNoIssues { host.select(actionTitled: "Cancel") })
    renderer.finishAnimations()
    #expect(log.entries == selectedTrace("A", "OK"))
  }

  @Test func doubleSelect_withImmediateRenderer_secondFindsNoAlert_M7() {
    let (_, host, log) = HostStage(.immediate).parts
    host.present(log.alert("A"))
    #expect(host.select(actionAt: 0))
    #expect(!expectIssue(.noAlertPresented) { host.select(actionAt: 0) })
    #expect(log.count(of: "A: handler(OK)") == 1)
  }

  @Test func selectThenCancel_runsSelectedHandlerOnly_M7() {
    let (renderer, host, log) = stage.parts
    let alert = stage.present()
    host.select(actionTitled: "OK")
    #expect(!host.cancelBySystem())
    #expect(!host.tapOutside())
    #expect(!expectNoIssues { host.dismiss(alert) })
    renderer.finishAnimations()
    #expect(log.entries == selectedTrace("A", "OK"))
  }

  @Test func cancelThenSelect_runsCancelHandlerOnly_M7() {
    let (renderer, host, log) = stage.parts
    stage.present()
    #expect(host.cancelBySystem())
    #expect(!host.select(actionTitled: "OK"))
    #expect(!host.cancelBySystem())
    renderer.finishAnimations()
    #expect(log.entries == systemCancelTrace("A"))
  }

  @Test func systemCancel_runsCancelActionHandler_M7() {
    let (_, host, log) = HostStage(.immediate).parts
    host.present(log.alert("A", actions: [("OK", .default), ("Cancel", .cancel)]))
    #expect(host.cancelBySystem())
    #expect(log.count(of: "A: handler(Cancel)") == 1)
    #expect(log.count(of: "A: handler(OK)") == 0)
  }

  @Test func systemCancel_withoutCancelAction_runsNoHandler_M7() {
    let (_, host, log) = HostStage(.immediate).parts
    host.present(log.alert("A", actions: [("OK", .default), ("Delete", .destructive)]))
    #expect(host.cancelBySystem())
    #expect(
      log.entries == [
        "A: willPresent", "A: didPresent", "A: willDismiss(systemCancel)",
        "A: didDismiss(systemCancel)",
      ])
  }

  @Test func systemCancel_withDisabledCancelAction_stillRunsIt_M7() {
    let (_, host, log) = HostStage(.immediate).parts
    let alert = log.alert("A", actions: [("OK", .default), ("Cancel", .cancel)])
    alert.actions[1].isEnabled = false
    host.present(alert)
    host.cancelBySystem()
    #expect(log.count(of: "A: handler(Cancel)") == 1)
  }

  @Test func systemCancel_whileAppearing_resolvesOnceShown_M7() {
    let (renderer, host, log) = stage.parts
    stage.present(actions: [("Cancel", .cancel)], appeared: false)
    #expect(host.cancelBySystem())
    #expect(!host.cancelBySystem())
    renderer.finishAnimations()
    #expect(log.entries == systemCancelTrace("A"))
  }

  @Test func cancelWhileAppearing_winsOverASelectionInDidPresent_M7() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    var selectedInDidPresent: Bool?
    let observation = alert.observe { _, event in
      if case .didPresent = event { selectedInDidPresent = host.select(actionAt: 1) }
    }
    host.present(alert)
    #expect(host.cancelBySystem())
    renderer.finishAnimations()
    observation.cancel()
    // The cancel was accepted first: the alert is already resolving when didPresent arrives.
    #expect(selectedInDidPresent == false)
    #expect(log.entries == systemCancelTrace("A"))
  }

  /// A dismissal asked while the alert appears is carried out once it is
  /// shown; a system cancel or a second dismissal asked meanwhile is refused.
  @Test(arguments: [false, true])
  func dismiss_whileAppearing_resolvesOnceShown_andKeepsTheDismissal_M7(askAgain: Bool) {
    let (renderer, host, log) = stage.parts
    let alert = stage.present(actions: [("Cancel", .cancel)], appeared: false)
    #expect(host.dismiss(alert))
    if askAgain {
      #expect(!host.cancelBySystem())
      #expect(!expectNoIssues { host.dismiss(alert) })
    }
    renderer.finishAnimations()
    #expect(log.entries == dismissedTrace("A"))
    #expect(host.isIdle)
  }

  @Test func everyPresentation_endsInExactlyOneResolution_M7() {
    let (_, host, log) = HostStage(.immediate).parts
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    let reported = issues {
      for _ in 0..<3 {
        host.present(alert)
        host.select(actionTitled: "OK")
        host.select(actionTitled: "OK")
        host.cancelBySystem()
      }
    }
    #expect(reported.map(\.kind) == Array(repeating: .noAlertPresented, count: 3))
    #expect(log.entries.filter { $0.hasPrefix("A: didDismiss") }.count == 3)
    #expect(log.count(of: "A: handler(OK)") == 3)
    #expect(log.count(of: "A: handler(Cancel)") == 0)
  }

  // MARK: P2

  @Test func hostHoldsAlertWhileItsHandlerRuns_P2_P4() {
    let host = AlertHost()
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    var seen: [String] = []
    alert.addAction(
      AlertAction(title: "OK", style: .default) { [weak alert] _ in
        guard let alert else { return }
        seen.append("holds \(host.holds(alert)) idle \(host.isIdle)")
      })
    host.present(alert)
    host.select(actionTitled: "OK")
    #expect(seen == ["holds true idle false"])
    #expect(!host.holds(alert))
    #expect(host.isIdle)
  }

  @Test func presentOwnAlertFromHandler_showsItAgainAfterDismissal_P2() {
    let (_, host, log) = HostStage(.immediate).parts
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    var attempts = 0
    alert.addAction(
      AlertAction(title: "Retry", style: .default) { [weak alert] _ in
        attempts += 1
        if attempts == 1, let alert { host.present(alert) }
      })
    log.observe(alert, as: "A")
    host.present(alert)
    expectNoIssues { host.select(actionTitled: "Retry") }
    #expect(host.presentedAlert === alert)
    #expect(
      log.entries == [
        "A: willPresent", "A: didPresent", "A: willDismiss(selected(\"Retry\"))",
        "A: didDismiss(selected(\"Retry\"))", "A: willPresent", "A: didPresent",
      ])
    host.select(actionTitled: "Retry")
    #expect(attempts == 2)
    #expect(host.isIdle)
  }

  @Test func presentOwnAlertFromDidDismissObserver_showsItAgain_P2() {
    let (_, host, log) = HostStage(.immediate).parts
    let alert = log.alert("A")
    var shows = 0
    alert.observe { alert, event in
      guard case .didDismiss = event else { return }
      shows += 1
      if shows == 1 { host.present(alert) }
    }
    host.present(alert)
    expectNoIssues { host.select(actionTitled: "OK") }
    #expect(host.presentedAlert === alert)
    #expect(log.entries == selectedTrace("A", "OK") + ["A: willPresent", "A: didPresent"])
  }

  // The withdrawal happens at once (the alert is never shown again) but is
  // reported after the running dismissal: nothing ends inside another dismissal.
  @Test func dismissOwnAlertPresentedAgainFromHandler_withdrawsIt_P3() {
    let (_, host, log) = HostStage(.immediate).parts
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(
      AlertAction(title: "OK", style: .default) { [weak alert] _ in
        guard let alert else { return }
        host.present(alert)
        log.record("dismissed again: \(host.dismiss(alert))")
      })
    log.observe(alert, as: "A")
    host.present(alert)
    expectNoIssues { host.select(actionTitled: "OK") }
    #expect(
      log.entries == [
        "A: willPresent", "A: didPresent", "A: willDismiss(selected(\"OK\"))",
        "dismissed again: true", "A: didDismiss(selected(\"OK\"))", "A: withdrawn",
      ])
    #expect(host.isIdle)
  }

  @Test func presentFromHandler_showsAfterDismissalCompleted_P2() {
    let (_, host, log) = HostStage(.immediate).parts
    let second = log.alert("B")
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.addAction(
      AlertAction(title: "OK", style: .default) { _ in
        host.present(second)
        log.record("A handler: B visible \(second.isVisible)")
      })
    log.observe(first, as: "A")
    host.present(first)
    host.select(actionTitled: "OK")
    #expect(
      log.entries == [
        "A: willPresent", "A: didPresent", "A: willDismiss(selected(\"OK\"))",
        "A handler: B visible false", "A: didDismiss(selected(\"OK\"))", "B: willPresent",
        "B: didPresent",
      ])
    #expect(host.presentedAlert === second)
  }

  @Test func presentFromBeforeDismissalHandler_waitsForHide_P2() {
    let (renderer, host, log) = stage.parts
    let second = log.alert("B")
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.handlerTiming = .beforeDismissal
    first.addAction(AlertAction(title: "OK", style: .default) { _ in host.present(second) })
    log.observe(first, as: "A")
    host.present(first)
    renderer.finishAnimations()
    host.select(actionTitled: "OK")
    #expect(host.queuedAlerts.first === second)
    #expect(!log.entries.contains("B: willPresent"))
    renderer.finishAnimations()
    #expect(
      log.entries.suffix(3) == [
        "A: didDismiss(selected(\"OK\"))", "B: willPresent", "B: didPresent",
      ])
  }

  /// The observer event of the first alert that the second is presented from.
  enum ObservedEvent: String, CaseIterable, Sendable {
    case willPresent, didPresent, willDismiss, didDismiss

    func matches(_ event: AlertEvent) -> Bool {
      switch (self, event) {
      case (.willPresent, .willPresent), (.didPresent, .didPresent),
        (.willDismiss, .willDismiss), (.didDismiss, .didDismiss):
        true
      default: false
      }
    }
  }

  /// A present made from any observer event of the first alert shows the
  /// second one after the first's dismissal has completed; made from the
  /// presentation events, it waits in the queue meanwhile.
  @Test(arguments: ObservedEvent.allCases)
  func presentFromAnObserver_showsAfterTheFirstAlertsDismissal_P2(_ observed: ObservedEvent) {
    let (_, host, log) = HostStage(.immediate).parts
    let second = log.alert("B")
    let first = log.alert("A")
    first.observe { _, event in
      if observed.matches(event) { host.present(second) }
    }
    host.present(first)
    #expect(host.presentedAlert === first)
    let presentedFromPresentation = observed == .willPresent || observed == .didPresent
    #expect(host.queuedAlerts.first === (presentedFromPresentation ? second : nil))
    host.select(actionTitled: "OK")
    #expect(log.entries == selectedTrace("A", "OK") + ["B: willPresent", "B: didPresent"])
  }
}
