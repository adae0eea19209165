import AlertShim
import AlertShimTestSupport
import Testing

/// Callback order and lifetime of `LegacyAlertView` (SEMANTICS L7–L10, L14, L16).
@Suite @MainActor struct LegacyAlertViewLifecycleTests {
  /// "Cancel" = 0, "OK" = 1, the first other button: the Objective-C order, so
  /// that the delegate is asked to enable it (SEMANTICS L2a, L7).
  func makeView(_ delegate: (any LegacyAlertViewDelegate)?) -> LegacyAlertView {
    LegacyAlertView(
      title: "Title", message: nil, delegate: delegate, cancelButtonTitle: "Cancel",
      otherButtonTitles: "OK", buttonOrder: .objectiveC)
  }

  // SEMANTICS L7
  @Test func show_sendsWillPresent_thenShouldEnable_thenDidPresent() {
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = LegacyAlertView(
      title: "T", message: nil, delegate: delegate, cancelButtonTitle: "Cancel",
      otherButtonTitles: "OK", buttonOrder: .objectiveC)
    view.show(in: AlertHost())
    #expect(delegate.events == ["willPresent", "shouldEnable", "didPresent"])
    #expect(view.isVisible)
  }

  // SEMANTICS L7: didPresent waits for the renderer.
  @Test func show_withManualRenderer_sendsDidPresentWhenOnScreen() {
    let renderer = HeadlessRenderer(mode: .manual)
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: AlertHost(renderer: renderer))
    #expect(delegate.events == ["willPresent", "shouldEnable"])
    #expect(view.isVisible)
    renderer.finishAnimations()
    #expect(delegate.events == ["willPresent", "shouldEnable", "didPresent"])
  }

  // SEMANTICS L8
  @Test func tap_onCancel_sendsClickedThenWillThenDidDismiss() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: host)
    delegate.clear()
    #expect(host.select(actionAt: 0))
    #expect(delegate.events == ["clicked(0)", "willDismiss(0)", "didDismiss(0)"])
    #expect(!view.isVisible)
  }

  // SEMANTICS L8: isVisible is still true inside didDismiss.
  @Test func isVisible_isTrueDuringDidDismiss_andFalseAfter() {
    let host = AlertHost()
    let delegate = LegacyRecorder()
    var visibilityAtDidDismiss: Bool?
    delegate.on(.didDismiss) { visibilityAtDidDismiss = $0.isVisible }
    let view = makeView(delegate)
    view.show(in: host)
    host.select(actionTitled: "OK")
    #expect(visibilityAtDidDismiss == true)
    #expect(view.isVisible == false)
  }

  // SEMANTICS L8: the renderer hides the alert between willDismiss and didDismiss.
  @Test func tap_withManualRenderer_holdsBetweenWillAndDidDismiss() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: host)
    renderer.finishAnimations()
    delegate.clear()
    host.select(actionAt: 1)
    #expect(delegate.events == ["clicked(1)", "willDismiss(1)"])
    #expect(view.isVisible)
    #expect(host.presentedAlert === view.alertController)
    renderer.finishAnimations()
    #expect(delegate.events == ["clicked(1)", "willDismiss(1)", "didDismiss(1)"])
    #expect(host.presentedAlert == nil)
  }

  // SEMANTICS L8: once a tap is accepted, further input is ignored.
  @Test func doubleTap_firesEachCallbackOnce() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: host)
    renderer.finishAnimations()
    delegate.clear()
    #expect(host.select(actionAt: 1))
    #expect(!host.select(actionAt: 0))
    #expect(!host.cancelBySystem())
    view.dismiss(withClickedButtonIndex: 5, animated: true)
    renderer.finishAnimations()
    #expect(delegate.events == ["clicked(1)", "willDismiss(1)", "didDismiss(1)"])
  }

  // SEMANTICS L8: a dismiss from inside clickedButtonAt is ignored.
  @Test func dismiss_fromInsideClicked_isIgnored() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    delegate.on(.clicked) { view in view.dismiss(withClickedButtonIndex: 9, animated: true) }
    let view = makeView(delegate)
    view.show(in: host)
    delegate.clear()
    host.select(actionAt: 1)
    #expect(delegate.events == ["clicked(1)", "willDismiss(1)", "didDismiss(1)"])
  }

  // SEMANTICS L9
  @Test func dismissWithClickedButtonIndex_sendsWillAndDid_butNotClicked() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: host)
    delegate.clear()
    view.dismiss(withClickedButtonIndex: 1, animated: true)
    #expect(delegate.events == ["willDismiss(1)", "didDismiss(1)"])
    #expect(!view.isVisible)
    #expect(host.presentedAlert == nil)
  }

  // SEMANTICS L9: the index is passed through even when out of range.
  @Test(arguments: [-5, 17])
  func dismissWithClickedButtonIndex_passesOutOfRangeIndexThrough(index: Int) {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: host)
    delegate.clear()
    let kinds = issueKinds { view.dismiss(withClickedButtonIndex: index, animated: false) }
    #expect(delegate.events == ["willDismiss(\(index))", "didDismiss(\(index))"])
    #expect(kinds.isEmpty)
  }

  // SEMANTICS L9: on a view that was never shown nothing happens.
  @Test func dismiss_onNeverShownView_doesNothing() {
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    let kinds = issueKinds { view.dismiss(withClickedButtonIndex: 0, animated: true) }
    #expect(delegate.events.isEmpty)
    #expect(kinds.isEmpty)
    #expect(!view.isVisible)
  }

  // SEMANTICS L9: a queued view is withdrawn with no callbacks.
  @Test func dismiss_onQueuedView_withdrawsItWithNoCallbacks() {
    let host = AlertHost()
    let first = makeView(nil)
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let second = makeView(delegate)
    first.show(in: host)
    second.show(in: host)
    #expect(host.queuedAlerts.count == 1)
    second.dismiss(withClickedButtonIndex: 0, animated: true)
    #expect(host.queuedAlerts.isEmpty)
    #expect(delegate.events.isEmpty)
    host.select(actionAt: 0)
    #expect(delegate.events.isEmpty)
    #expect(host.presentedAlert == nil)
    #expect(second.alertController == nil)
  }

  // SEMANTICS L10: without alertViewCancel, the default simulates a click on cancel.
  @Test func systemCancel_withoutCancelMethod_simulatesCancelClick() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: host)
    delegate.clear()
    #expect(host.cancelBySystem())
    #expect(delegate.events == ["clicked(0)", "willDismiss(0)", "didDismiss(0)"])
  }

  // SEMANTICS L10: with alertViewCancel implemented, no click is simulated.
  @Test func systemCancel_withCancelMethod_sendsCancelInsteadOfClick() {
    let host = AlertHost()
    let delegate = LegacyRecorder(handlesSystemCancel: true)
    let view = makeView(delegate)
    view.show(in: host)
    delegate.clear()
    host.cancelBySystem()
    #expect(delegate.events == ["cancel", "willDismiss(0)", "didDismiss(0)"])
  }

  // SEMANTICS L10: without a cancel button the index is -1.
  @Test func systemCancel_withoutCancelButton_usesMinusOne() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = LegacyAlertView(
      title: nil, message: nil, delegate: delegate, cancelButtonTitle: nil,
      otherButtonTitles: "A", "B")
    view.show(in: host)
    delegate.clear()
    host.cancelBySystem()
    #expect(delegate.events == ["clicked(-1)", "willDismiss(-1)", "didDismiss(-1)"])
  }

  // SEMANTICS L10, P5: cancelAll cancels the shown and the queued legacy views in order.
  @Test func cancelAll_cancelsShownThenQueued() {
    let host = AlertHost()
    let first = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let second = LegacyRecorder(handlesSystemCancel: true)
    makeView(first).show(in: host)
    makeView(second).show(in: host)
    first.clear()
    host.cancelAll()
    #expect(first.events == ["clicked(0)", "willDismiss(0)", "didDismiss(0)"])
    #expect(second.events == ["cancel", "willDismiss(0)", "didDismiss(0)"])
    #expect(host.isIdle)
  }

  // SEMANTICS L14
  @Test func addButton_whileShown_isRefused_andNotShown() {
    let host = AlertHost()
    let view = makeView(nil)
    view.show(in: host)
    let (index, issues) = AlertDiagnostics.capture { view.addButton(withTitle: "Late") }
    #expect(index == -1)
    #expect(issues.map(\.kind) == [.buttonsFrozen])
    #expect(view.numberOfButtons == 2)
    #expect(view.alertController?.actions.count == 2)
  }

  // SEMANTICS L14
  @Test func cancelButtonIndex_whileShown_isRefused() {
    let host = AlertHost()
    let view = makeView(nil)
    view.show(in: host)
    let kinds = issueKinds { view.cancelButtonIndex = 1 }
    #expect(kinds == [.buttonsFrozen])
    #expect(view.cancelButtonIndex == 0)
    #expect(view.alertController?.actions.map(\.style) == [.cancel, .default])
  }

  // SEMANTICS L14: after dismissal the buttons can change again.
  @Test func addButton_afterDismissal_works() {
    let host = AlertHost()
    let view = makeView(nil)
    view.show(in: host)
    host.select(actionAt: 0)
    #expect(view.addButton(withTitle: "Again") == 2)
  }

  // SEMANTICS L16
  @Test func shownView_withoutReference_staysAliveUntilDidDismiss() {
    let host = AlertHost()
    weak var weakView: LegacyAlertView?
    weak var weakController: AlertController?
    do {
      let view = makeView(nil)
      weakView = view
      view.show(in: host)
      weakController = view.alertController
    }
    #expect(weakView != nil)
    #expect(weakController != nil)
    host.select(actionAt: 1)
    #expect(weakView == nil)
    #expect(weakController == nil)
  }

  // SEMANTICS L16: a controller the app keeps after the dismissal keeps its view, as an
  // associated object would, but the view hears nothing more from it.
  @Test func controllerKeptAfterDismissal_keepsItsView_whichGetsNoMoreEvents() throws {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    weak var weakView: LegacyAlertView?
    let controller: AlertController
    do {
      let view = makeView(delegate)
      weakView = view
      view.show(in: host)
      controller = try #require(view.alertController)
    }
    host.select(actionAt: 1)
    #expect(weakView != nil)
    #expect(weakView?.alertController == nil)
    let heard = delegate.events
    host.present(controller)
    host.select(actionAt: 0)
    #expect(delegate.events == heard)
    #expect(weakView?.isVisible == false)
  }

  // SEMANTICS L16: `LegacyAlertView(...).show(in:)` with no reference kept works.
  @Test func inlineShow_deliversCallbacks() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    LegacyAlertView(
      title: "Inline", message: nil, delegate: delegate, cancelButtonTitle: "Cancel",
      otherButtonTitles: "OK", buttonOrder: .objectiveC
    ).show(in: host)
    #expect(host.presentedAlert?.title == "Inline")
    host.select(actionTitled: "OK")
    #expect(delegate.events.suffix(3) == ["clicked(1)", "willDismiss(1)", "didDismiss(1)"])
  }

  // SEMANTICS L16: the delegate is weak; a released delegate gets nothing, and
  // the alert still dismisses normally.
  @Test func delegateReleasedMidPresentation_alertStillDismisses() {
    let host = AlertHost()
    let view = makeView(nil)
    weak var weakDelegate: LegacyRecorder?
    do {
      let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
      weakDelegate = delegate
      view.delegate = delegate
      view.show(in: host)
      #expect(delegate.events == ["willPresent", "shouldEnable", "didPresent"])
    }
    #expect(weakDelegate == nil)
    #expect(view.delegate == nil)
    #expect(host.select(actionAt: 1))
    #expect(!view.isVisible)
    #expect(host.presentedAlert == nil)
  }

  // SEMANTICS L16: a view can be shown again after dismissal.
  @Test func view_canBeShownAgain() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: host)
    host.select(actionAt: 0)
    delegate.clear()
    view.show(in: host)
    host.select(actionAt: 1)
    #expect(
      delegate.events == [
        "willPresent", "shouldEnable", "didPresent", "clicked(1)", "willDismiss(1)",
        "didDismiss(1)",
      ])
  }

  // SEMANTICS P3 for legacy views: showing twice is one diagnostic.
  @Test func show_twice_reportsOnce_andShowsOnce() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.show(in: host)
    let kinds = issueKinds { view.show(in: host) }
    #expect(kinds == [.alreadyPresented])
    #expect(delegate.events == ["willPresent", "shouldEnable", "didPresent"])
    #expect(host.queuedAlerts.isEmpty)
  }

  // SEMANTICS P1 (queue) with legacy views: the second waits for the first.
  @Test func queueHost_showsSecondViewAfterFirstIsDismissed() {
    let host = AlertHost()
    let first = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let second = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    makeView(first).show(in: host)
    makeView(second).show(in: host)
    #expect(second.events.isEmpty)
    host.select(actionAt: 1)
    #expect(second.events == ["willPresent", "shouldEnable", "didPresent"])
  }

  // SEMANTICS P1 (stack) with legacy views: the covered one gets no callbacks.
  @Test func stackHost_coversFirstView_withoutCallbacks_andReshowsIt() {
    let host = AlertHost(policy: .stack)
    let first = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let second = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let firstView = makeView(first)
    firstView.show(in: host)
    first.clear()
    makeView(second).show(in: host)
    #expect(first.events.isEmpty)
    #expect(firstView.isVisible)
    #expect(host.presentedAlert?.title == "Title")
    host.select(actionAt: 1)
    #expect(second.events.suffix(3) == ["clicked(1)", "willDismiss(1)", "didDismiss(1)"])
    #expect(first.events.isEmpty)
    #expect(host.presentedAlert === firstView.alertController)
    host.select(actionAt: 0)
    #expect(first.events == ["clicked(0)", "willDismiss(0)", "didDismiss(0)"])
  }

  // SEMANTICS P2 with legacy views: a view shown from didDismiss appears after.
  @Test func viewShownFromDidDismiss_appearsAfterDismissalCompleted() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let next = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    delegate.on(.didDismiss) { [self] _ in
      #expect(host.presentedAlert == nil)
      makeView(next).show(in: host)
      #expect(next.events.isEmpty)
    }
    makeView(delegate).show(in: host)
    host.select(actionAt: 1)
    #expect(next.events == ["willPresent", "shouldEnable", "didPresent"])
  }

  // SEMANTICS L16, P2: a view shown again from its own didDismiss is shown once
  // this presentation has ended, with a fresh set of callbacks.
  @Test func view_shownAgainFromItsOwnDidDismiss_isShownAfterwards() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    var reshows = 0
    delegate.on(.didDismiss) { view in
      guard reshows == 0 else { return }
      reshows += 1
      let kinds = issueKinds { view.show(in: host) }
      #expect(kinds.isEmpty)
    }
    let view = makeView(delegate)
    view.show(in: host)
    host.select(actionAt: 1)
    #expect(view.isVisible)
    #expect(host.presentedAlert === view.alertController)
    #expect(
      delegate.events == [
        "willPresent", "shouldEnable", "didPresent", "clicked(1)", "willDismiss(1)",
        "didDismiss(1)", "willPresent", "shouldEnable", "didPresent",
      ])
    host.select(actionAt: 0)
    #expect(!view.isVisible)
    #expect(host.isIdle)
  }

  // SEMANTICS L14: inside didDismiss the alert is gone, so its buttons may change again.
  @Test func addButton_insideDidDismiss_isAccepted() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    var added: Int?
    delegate.on(.didDismiss) { view in added = view.addButton(withTitle: "More") }
    makeView(delegate).show(in: host)
    host.select(actionAt: 0)
    #expect(added == 2)
  }
}
