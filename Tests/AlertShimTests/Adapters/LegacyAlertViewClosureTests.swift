import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS A2, A3, A5 on `LegacyAlertView`: button and lifecycle closures,
/// `show(completion:)`, and the delegate-then-closure order.
@Suite @MainActor struct LegacyAlertViewClosureTests {
  let host = AlertHost()
  let log = EventLog()

  private func view(cancel: String? = "Cancel") -> LegacyAlertView {
    LegacyAlertView(title: "A", message: nil, delegate: nil, cancelButtonTitle: cancel)
  }

  // MARK: Button handlers (A3)

  @Test func addButtonWithHandler_returnsTheNextIndex() {  // SEMANTICS A3, L3
    let view = view()
    let index = view.addButton(withTitle: "Save") {}
    #expect(index == 1)
    #expect(view.numberOfButtons == 2)
    #expect(view.buttonTitle(at: 1) == "Save")
    #expect(view.cancelButtonIndex == 0)
  }

  @Test func buttonHandler_runsWhenItsButtonIsClicked() {  // SEMANTICS A3
    let view = view()
    view.addButton(withTitle: "Save") { log.record("Save") }
    view.addButton(withTitle: "Share") { log.record("Share") }
    view.show(in: host)
    host.select(actionAt: 2)
    #expect(log.entries == ["Share"])
  }

  @Test func buttonHandler_runsAtClickTime_beforeWillDismiss() {  // SEMANTICS A3
    let delegate = LegacyRecorder(log: log, prefix: "delegate: ", handlesSystemCancel: true)
    let view = view()
    view.delegate = delegate
    view.addButton(withTitle: "Save") { log.record("handler") }
    view.show(in: host)
    log.clear()
    host.select(actionAt: 1)
    #expect(
      log.entries == [
        "delegate: clicked(1)", "handler", "delegate: willDismiss(1)", "delegate: didDismiss(1)",
      ])
  }

  @Test func buttonHandler_seesTheViewStillVisible() {  // SEMANTICS A3, L7
    let view = view()
    view.addButton(withTitle: "Save") { [weak view] in
      log.record("visible: \(view?.isVisible ?? false)")
    }
    view.show(in: host)
    host.select(actionAt: 1)
    #expect(log.entries == ["visible: true"])
  }

  @Test func buttonHandler_runsOncePerClick_andAgainOnTheNextShowing() {  // SEMANTICS A3, L8
    let view = view()
    view.addButton(withTitle: "Save") { log.record("Save") }
    view.show(in: host)
    host.select(actionAt: 1)
    host.select(actionAt: 1)  // nothing is shown any more
    view.show(in: host)
    host.select(actionAt: 1)
    #expect(log.entries == ["Save", "Save"])
  }

  @Test func buttonWithNilHandler_isAddedWithoutAClosure() {  // SEMANTICS A3
    let view = view()
    let index = view.addButton(withTitle: "Later", handler: nil)
    view.show(in: host)
    #expect(host.select(actionAt: index))
    #expect(view.numberOfButtons == 2)
    #expect(!view.isVisible)
  }

  @Test func buttonWithNilTitle_addsNothing_andReturnsMinusOne() {  // SEMANTICS A3, L6
    let view = view()
    let index = adapterExpectIssues([.missingButtonTitle]) {
      view.addButton(withTitle: nil) { log.record("never") }
    }
    #expect(index == -1)
    #expect(view.numberOfButtons == 1)
  }

  @Test func addButtonWhileShown_isRefusedWithOneIssue_andRegistersNoHandler() {
    // SEMANTICS A3, L14
    let view = view()
    view.show(in: host)
    let index = adapterExpectIssues([.buttonsFrozen]) {
      view.addButton(withTitle: "Late") { log.record("Late") }
    }
    #expect(index == -1)
    #expect(view.numberOfButtons == 1)
    #expect(view.alertController?.actions.map(\.title) == ["Cancel"])
    host.select(actionAt: 0)
    #expect(log.entries.isEmpty)
  }

  @Test func setCancelButton_addsAButtonAndMakesItTheCancelButton() {  // SEMANTICS A3, L15
    let view = view(cancel: nil)
    view.addButton(withTitle: "Save", handler: nil)
    let index = view.setCancelButton(withTitle: "Cancel") {}
    #expect(index == 1)
    #expect(view.cancelButtonIndex == 1)
    view.show(in: host)
    #expect(view.alertController?.actions.map(\.style) == [.default, .cancel])
  }

  @Test func setCancelButton_afterAnInitCancelButton_leavesThatOneAnOrdinaryButton() {
    // SEMANTICS A3, L15
    let view = view(cancel: "Cancel")
    let index = view.setCancelButton(withTitle: "Close", handler: nil)
    #expect(index == 1)
    #expect(view.cancelButtonIndex == 1)
    view.show(in: host)
    #expect(view.alertController?.actions.map(\.title) == ["Cancel", "Close"])
    #expect(view.alertController?.actions.map(\.style) == [.default, .cancel])
  }

  @Test func setCancelButton_handlerRunsWhenClicked() {  // SEMANTICS A3
    let view = view(cancel: nil)
    view.setCancelButton(withTitle: "Cancel") { log.record("cancel button") }
    view.show(in: host)
    host.select(actionAt: 0)
    #expect(log.entries == ["cancel button"])
  }

  @Test func setCancelButtonWhileShown_changesNothing_withOneIssue() {  // SEMANTICS A3, L14
    let view = view(cancel: "Cancel")
    view.show(in: host)
    let index = adapterExpectIssues([.buttonsFrozen]) {
      view.setCancelButton(withTitle: "Close") { log.record("never") }
    }
    #expect(index == -1)
    #expect(view.cancelButtonIndex == 0)
    #expect(view.numberOfButtons == 1)
  }

  @Test func systemCancel_runsTheCancelHandlerThenTheCancelButtonsHandler_once() {
    // SEMANTICS A3, L10
    let view = view(cancel: nil)
    view.addButton(withTitle: "Save") { log.record("Save") }
    view.setCancelButton(withTitle: "Cancel") { log.record("cancel button") }
    view.cancelHandler = { view in log.record("cancelHandler(\(view.cancelButtonIndex))") }
    view.show(in: host)
    host.cancelBySystem()
    host.cancelBySystem()
    #expect(log.entries == ["cancelHandler(1)", "cancel button"])
  }

  @Test func systemCancel_withoutACancelButton_runsOnlyTheCancelHandler() {  // SEMANTICS A3, L10
    let view = view(cancel: nil)
    view.addButton(withTitle: "Save") { log.record("Save") }
    view.cancelHandler = { _ in log.record("cancelHandler") }
    view.didDismissHandler = { _, index in log.record("didDismiss(\(index))") }
    view.show(in: host)
    host.cancelBySystem()
    #expect(log.entries == ["cancelHandler", "didDismiss(-1)"])
  }

  @Test func dismissFromCode_runsNoButtonHandler() {  // SEMANTICS A3, L9
    let view = view()
    view.addButton(withTitle: "Save") { log.record("Save") }
    view.didDismissHandler = { _, index in log.record("didDismiss(\(index))") }
    view.show(in: host)
    view.dismiss(withClickedButtonIndex: 1, animated: true)
    #expect(log.entries == ["didDismiss(1)"])
  }

  // MARK: Lifecycle handlers (A3)

  @Test func lifecycleHandlers_areNilUntilSet() {  // SEMANTICS A3
    let view = view()
    #expect(view.willPresentHandler == nil)
    #expect(view.didPresentHandler == nil)
    #expect(view.willDismissHandler == nil)
    #expect(view.didDismissHandler == nil)
    #expect(view.cancelHandler == nil)
    #expect(view.associations.count == 0)
  }

  @Test func lifecycleHandlers_setToNil_runNothing() {  // SEMANTICS A3
    let view = view()
    adapterRecordLifecycle(of: view, in: log)
    view.willPresentHandler = nil
    view.didDismissHandler = nil
    view.show(in: host)
    host.select(actionAt: 0)
    #expect(log.entries == ["closure: didPresent", "closure: willDismiss(0)"])
  }

  @Test func lifecycleHandlers_runInOrder_withTheViewAndTheIndex() {  // SEMANTICS A3, L7, L8
    let view = view()
    view.addButton(withTitle: "Save", handler: nil)
    view.willPresentHandler = { view in log.record("willPresent \(view.title)") }
    view.didPresentHandler = { view in log.record("didPresent visible: \(view.isVisible)") }
    view.willDismissHandler = { _, index in log.record("willDismiss(\(index))") }
    view.didDismissHandler = { view, index in
      log.record("didDismiss(\(index)) visible: \(view.isVisible)")
    }
    view.show(in: host)
    host.select(actionAt: 1)
    #expect(
      log.entries == [
        "willPresent A", "didPresent visible: true", "willDismiss(1)",
        "didDismiss(1) visible: true",
      ])
    #expect(!view.isVisible)
  }

  @Test func didDismissHandler_runsAfterTheAlertIsHidden() {  // SEMANTICS A3, L8
    let view = view()
    view.willDismissHandler = { [host] _, _ in
      log.record("will: shown \(host.presentedAlert != nil)")
    }
    view.didDismissHandler = { [host] _, _ in log.record("did: shown \(host.presentedAlert != nil)")
    }
    view.show(in: host)
    host.select(actionAt: 0)
    #expect(log.entries == ["will: shown true", "did: shown false"])
  }

  // MARK: show(completion:) (A2)

  @Test func showCompletion_getsTheViewAndTheClickedIndex() {  // SEMANTICS A2
    let view = view()
    view.addButton(withTitle: "Save", handler: nil)
    view.show(in: host) { shown, index in
      log.record("completion(\(index)) same view: \(shown === view)")
    }
    host.select(actionAt: 1)
    #expect(log.entries == ["completion(1) same view: true"])
  }

  @Test func showCompletion_getsTheCancelButtonIndexForASystemCancel() {  // SEMANTICS A2, L10
    let view = view(cancel: nil)
    view.addButton(withTitle: "Save", handler: nil)
    view.setCancelButton(withTitle: "Cancel", handler: nil)
    view.show(in: host) { _, index in log.record("completion(\(index))") }
    host.cancelBySystem()
    #expect(log.entries == ["completion(1)"])
  }

  @Test func showCompletion_getsMinusOneForASystemCancelWithoutACancelButton() {  // SEMANTICS A2
    let view = view(cancel: nil)
    view.addButton(withTitle: "OK", handler: nil)
    view.show(in: host) { _, index in log.record("completion(\(index))") }
    host.cancelBySystem()
    #expect(log.entries == ["completion(-1)"])
  }

  @Test func showCompletion_getsTheIndexGivenToDismiss() {  // SEMANTICS A2, L9
    let view = view()
    view.show(in: host) { _, index in log.record("completion(\(index))") }
    view.dismiss(withClickedButtonIndex: 5, animated: false)
    #expect(log.entries == ["completion(5)"])
  }

  @Test func showCompletion_isCalledExactlyOnce() {  // SEMANTICS A2, L8
    let view = view()
    view.show(in: host) { _, index in log.record("completion(\(index))") }
    host.select(actionAt: 0)
    host.cancelBySystem()
    view.dismiss(withClickedButtonIndex: 0, animated: false)
    #expect(log.entries == ["completion(0)"])
  }

  @Test func showCompletion_belongsToOneShowing() {  // SEMANTICS A2
    let view = view()
    view.show(in: host) { _, index in log.record("first(\(index))") }
    host.select(actionAt: 0)
    view.show(in: host)
    host.select(actionAt: 0)
    view.show(in: host) { _, index in log.record("third(\(index))") }
    host.cancelBySystem()
    #expect(log.entries == ["first(0)", "third(0)"])
  }

  @Test func showCompletion_onAShownView_isReportedOnce_andNeverCalled() {  // SEMANTICS A2, P3
    let view = view()
    view.show(in: host) { _, _ in log.record("first") }
    adapterExpectIssues([.alreadyPresented]) {
      view.show(in: host) { _, _ in log.record("second") }
    }
    host.select(actionAt: 0)
    #expect(log.entries == ["first"])
  }

  @Test func showCompletion_isHeldUntilDismissal_thenReleased() {  // SEMANTICS A2
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let view = view()
    weak var captured: AdapterPayload?
    do {
      let payload = AdapterPayload(count: 1)
      captured = payload
      view.show(in: host) { _, _ in payload.count += 1 }
    }
    renderer.finishAnimations()
    host.select(actionAt: 0)
    #expect(captured?.count == 1)  // between willDismiss and didDismiss: still held
    renderer.finishAnimations()
    #expect(captured == nil)
  }

  @Test func showCompletion_ofAWithdrawnView_isReleasedWithoutBeingCalled() {  // SEMANTICS A2, L9
    let blocker = LegacyAlertView(
      title: "First", message: nil, delegate: nil, cancelButtonTitle: "OK")
    blocker.show(in: host)
    let view = view()
    weak var captured: AdapterPayload?
    do {
      let payload = AdapterPayload(count: 0)
      captured = payload
      view.show(in: host) { _, _ in
        payload.count += 1
        log.record("completion")
      }
    }
    #expect(captured != nil)
    view.dismiss(withClickedButtonIndex: 0, animated: false)  // waiting: withdrawn
    #expect(captured == nil)
    host.select(actionAt: 0)
    #expect(log.entries.isEmpty)
    #expect(host.isIdle)
  }

  @Test func showCompletion_withoutAHost_usesTheMainHost() {  // SEMANTICS A2
    let view = view()
    view.show { _, index in log.record("completion(\(index))") }
    let controller = view.alertController
    #expect(controller.map { AlertHost.main.holds($0) } == true)
    view.dismiss(withClickedButtonIndex: 0, animated: false)
    #expect(view.alertController == nil)
  }

  // MARK: Order (A5)

  @Test func delegateThenClosures_forEveryEventOfATap() {  // SEMANTICS A5
    let delegate = LegacyRecorder(log: log, prefix: "delegate: ", handlesSystemCancel: true)
    let view = view()
    adapterRecordLifecycle(of: view, in: log)
    view.delegate = delegate  // set after the closures: the order does not depend on that
    view.addButton(withTitle: "Save") { log.record("closure: button(1)") }
    view.show(in: host) { _, index in log.record("closure: completion(\(index))") }
    host.select(actionAt: 1)
    #expect(
      log.entries == [
        "delegate: willPresent", "closure: willPresent",
        "delegate: didPresent", "closure: didPresent",
        "delegate: clicked(1)", "closure: button(1)",
        "delegate: willDismiss(1)", "closure: willDismiss(1)",
        "delegate: didDismiss(1)", "closure: didDismiss(1)", "closure: completion(1)",
      ])
  }

  @Test func delegateThenClosures_forASystemCancel() {  // SEMANTICS A5, L10
    let delegate = LegacyRecorder(log: log, prefix: "delegate: ", handlesSystemCancel: true)
    let view = view()
    view.delegate = delegate
    adapterRecordLifecycle(of: view, in: log)
    view.setCancelButton(withTitle: "Close") { log.record("closure: button(1)") }
    view.show(in: host)
    log.clear()
    host.cancelBySystem()
    #expect(
      log.entries == [
        "delegate: cancel", "closure: cancel", "closure: button(1)",
        "delegate: willDismiss(1)", "closure: willDismiss(1)",
        "delegate: didDismiss(1)", "closure: didDismiss(1)",
      ])
  }

  @Test func systemCancel_withTheDefaultAlertViewCancel_clicksTheDelegateThenRunsTheClosures() {
    // SEMANTICS A5, L10
    let delegate = LegacyRecorder(log: log, prefix: "delegate: ")
    let view = view()
    view.delegate = delegate
    view.cancelHandler = { _ in log.record("closure: cancel") }
    view.setCancelButton(withTitle: "Close") { log.record("closure: button(1)") }
    view.show(in: host)
    log.clear()
    host.cancelBySystem()
    #expect(
      log.entries == [
        "delegate: clicked(1)", "closure: cancel", "closure: button(1)",
        "delegate: willDismiss(1)", "delegate: didDismiss(1)",
      ])
  }

  @Test func closures_stillRunWhenTheDelegateIsReleasedWhileShown() {  // SEMANTICS A5, L16
    let view = view()
    var delegate: LegacyRecorder? = LegacyRecorder(
      log: log, prefix: "delegate: ", handlesSystemCancel: true)
    view.delegate = delegate
    view.addButton(withTitle: "Save") { log.record("closure: button(1)") }
    view.show(in: host)
    delegate = nil
    log.clear()
    host.select(actionAt: 1)
    #expect(log.entries == ["closure: button(1)"])
    #expect(!view.isVisible)
  }

  // MARK: Associations (A7)

  @Test func closures_areKeptInTheViewsAssociations() {  // SEMANTICS A3, A7
    let view = view()
    #expect(view.associations.count == 0)
    view.addButton(withTitle: "Save") {}
    let afterFirst = view.associations.count
    view.addButton(withTitle: "Share") {}
    view.didDismissHandler = { _, _ in }
    #expect(afterFirst > 0)
    #expect(view.associations.count == afterFirst)  // one table, however many closures
  }
}
