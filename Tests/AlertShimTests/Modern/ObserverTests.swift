import AlertShim
import AlertShimTestSupport
import Testing

/// Observers of a controller: the order of `AlertEvent`s, and cancelling an observation.
@Suite @MainActor struct ObserverTests {
  @Test func events_comeInLifecycleOrder() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    let alert = log.alert("A")
    alert.addTextField()
    host.present(alert)
    log.record("shown")
    renderer.finishAnimations()
    host.typeText("a", intoTextFieldAt: 0)
    host.typeText("ab", intoTextFieldAt: 0)
    host.select(actionTitled: "OK")
    log.record("hidden")
    renderer.finishAnimations()
    #expect(
      log.entries == [
        "A: willPresent", "shown", "A: didPresent", "A: textDidChange(0)", "A: textDidChange(0)",
        "A: willDismiss(selected(\"OK\"))", "hidden", "A: handler(OK)",
        "A: didDismiss(selected(\"OK\"))",
      ])
  }

  @Test func willPresent_isSentWhenPresentationStarts() {
    let host = AlertHost()
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    var seen: [String] = []
    alert.observe { alert, event in
      seen.append("\(event) visible=\(alert.isVisible) presented=\(host.presentedAlert === alert)")
    }
    host.present(alert)
    #expect(
      seen == ["willPresent visible=true presented=true", "didPresent visible=true presented=true"])
  }

  @Test func observers_areCalledInTheOrderAdded() {
    let host = AlertHost()
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    var seen: [String] = []
    alert.observe { _, event in seen.append("1 \(event)") }
    alert.observe { _, event in seen.append("2 \(event)") }
    host.present(alert)
    #expect(seen == ["1 willPresent", "2 willPresent", "1 didPresent", "2 didPresent"])
  }

  @Test func cancelledObservation_getsNoMoreEvents() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("A")
    var other: [String] = []
    let observation = alert.observe { _, event in other.append("\(event)") }
    host.present(alert)
    observation.cancel()
    host.select(actionTitled: "OK")
    #expect(other == ["willPresent", "didPresent"])
    #expect(log.entries == selectedTrace("A", "OK"))
  }

  @Test func systemCancel_isReportedAsSuch() {
    let host = AlertHost()
    let log = EventLog()
    host.present(log.alert("A", actions: [("Cancel", .cancel)]))
    host.cancelBySystem()
    #expect(log.entries == systemCancelTrace("A"))
  }

  @Test func resolution_namesTheActionThatRuns() {
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    let ok = AlertAction(title: "OK", style: .default)
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    alert.addAction(ok)
    alert.addAction(cancel)
    #expect(AlertResolution.selected(ok).action(in: alert) === ok)
    #expect(AlertResolution.systemCancel.action(in: alert) === cancel)
    #expect(AlertResolution.tappedOutside.action(in: alert) == nil)
    #expect(AlertResolution.dismissed.action(in: alert) == nil)
  }
}

/// The headless renderer's own bookkeeping, which tests rely on.
@Suite @MainActor struct HeadlessRendererTests {
  @Test func immediateMode_finishesAtOnce() {
    let renderer = HeadlessRenderer()
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    #expect(renderer.visibleAlert === alert)
    #expect(renderer.pendingAnimations == 0)
    host.select(actionAt: 0)
    #expect(renderer.visibleAlert == nil)
    #expect((renderer.showCount, renderer.hideCount, renderer.updateCount) == (1, 1, 0))
  }

  @Test func manualMode_finishesOneAnimationAtATime() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    #expect(renderer.pendingAnimations == 1)
    #expect(renderer.visibleAlert == nil)
    #expect(renderer.finishNextAnimation())
    #expect(renderer.visibleAlert === alert)
    #expect(!renderer.finishNextAnimation())
  }

  @Test func callsAreNotRecordedByDefault() {
    let renderer = HeadlessRenderer()
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    #expect(renderer.calls.isEmpty)
    #expect(renderer.showCount == 1)
  }

  // An observation cancelled by an earlier observer during an event does not get
  // that event (it used to: the event went to a copy of the observer list).
  @Test func observationCancelledDuringAnEvent_doesNotGetIt() {
    let host = AlertHost()
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    var received: [String] = []
    var second: AlertObservation?
    let first = alert.observe { _, event in
      received.append("first: \(event)")
      if case .willPresent = event { second?.cancel() }
    }
    second = alert.observe { _, event in received.append("second: \(event)") }
    host.present(alert)
    #expect(received == ["first: willPresent", "first: didPresent"])
    first.cancel()
  }

  // An observer added during an event gets the events after it, not that one.
  @Test func observerAddedDuringAnEvent_getsTheNextEvents() {
    let host = AlertHost()
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    var received: [String] = []
    var late: AlertObservation?
    let first = alert.observe { controller, event in
      guard case .willPresent = event, late == nil else { return }
      late = controller.observe { _, event in received.append("late: \(event)") }
    }
    host.present(alert)
    #expect(received == ["late: didPresent"])
    first.cancel()
    late?.cancel()
  }
}
