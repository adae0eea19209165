import AlertShim
import Testing

/// The Swift decisions behind AlertShimObjC (Semantics O3, O4, O6): an
/// Objective-C delegate modelled as a set of implemented methods, the way the
/// glue answers `respondsToSelector:`.
@Suite @MainActor struct LegacyObjectiveCBridgeTests {
  /// A stand-in for an Objective-C delegate: it "responds to" `methods` only.
  @MainActor final class FakeObjCDelegate {
    var methods: Set<LegacyDelegateMethod>
    var enableFirstOther = true
    var sent: [String] = []
    var asked: [LegacyDelegateMethod] = []
    init(_ methods: Set<LegacyDelegateMethod>) { self.methods = methods }
  }

  func forwarder(_ delegate: FakeObjCDelegate) -> LegacyObjectiveCDelegate<FakeObjCDelegate> {
    LegacyObjectiveCDelegate(
      delegate,
      implements: { delegate, method in
        delegate.asked.append(method)
        return delegate.methods.contains(method)
      },
      send: { delegate, method, index in
        delegate.sent.append("\(method)(\(index))")
        return method == .shouldEnableFirstOtherButton ? delegate.enableFirstOther : true
      })
  }

  func makeAlert() -> LegacyAlertView {
    LegacyAlertView.objectiveC(
      title: "T", message: nil, cancelButtonTitle: "Cancel", otherButtonTitles: ["OK", "More"])
  }

  // Semantics O3, L2a
  @Test func objectiveCAlert_setsFirstOtherButtonIndex() {
    let alert = makeAlert()
    #expect(titles(of: alert) == ["Cancel", "OK", "More"])
    #expect(alert.cancelButtonIndex == 0)
    #expect(alert.firstOtherButtonIndex == 1)
  }

  // Semantics O3, S1a
  @Test func objectiveCSheet_putsCancelLast() {
    let sheet = LegacyActionSheet.objectiveC(
      title: nil, cancelButtonTitle: "C", destructiveButtonTitle: "D",
      otherButtonTitles: ["1", "2"])
    #expect(titles(of: sheet) == ["D", "1", "2", "C"])
    #expect(sheet.cancelButtonIndex == 3)
    #expect(sheet.destructiveButtonIndex == 0)
    #expect(sheet.firstOtherButtonIndex == 1)
  }

  // Semantics O4: only what the delegate implements is sent.
  @Test func tap_sendsOnlyImplementedMethods() {
    let objc = FakeObjCDelegate([.clicked, .didDismiss])
    let bridge = forwarder(objc)
    let alert = makeAlert()
    alert.delegate = bridge
    let host = AlertHost()
    alert.show(in: host)
    #expect(host.select(actionAt: 1))
    #expect(objc.sent == ["clicked(1)", "didDismiss(1)"])
  }

  // Semantics O4, L10: no alertViewCancel: makes a system cancel a click on cancel.
  @Test func systemCancel_withoutCancelMethod_clicksCancelButton() {
    let objc = FakeObjCDelegate([.clicked, .willDismiss])
    let bridge = forwarder(objc)
    let alert = makeAlert()
    alert.delegate = bridge
    let host = AlertHost()
    alert.show(in: host)
    #expect(host.cancelBySystem())
    #expect(objc.sent == ["clicked(0)", "willDismiss(0)"])
  }

  // Semantics O4, L10: with alertViewCancel: it is sent instead of the click.
  @Test func systemCancel_withCancelMethod_sendsCancelOnly() {
    let objc = FakeObjCDelegate([.clicked, .cancel])
    let bridge = forwarder(objc)
    let alert = makeAlert()
    alert.delegate = bridge
    let host = AlertHost()
    alert.show(in: host)
    #expect(host.cancelBySystem())
    #expect(objc.sent == ["cancel(-1)"])
  }

  // Semantics O4, L10: the same fallback for a sheet's actionSheetCancel:.
  @Test func sheetSystemCancel_withoutCancelMethod_clicksCancelButton() {
    let objc = FakeObjCDelegate([.clicked])
    let bridge = forwarder(objc)
    let sheet = LegacyActionSheet.objectiveC(
      title: nil, cancelButtonTitle: "C", destructiveButtonTitle: nil, otherButtonTitles: ["1"])
    sheet.delegate = bridge
    let host = AlertHost()
    sheet.show(in: host)
    #expect(host.cancelBySystem())
    #expect(objc.sent == ["clicked(1)"])
  }

  // Semantics O4, L13: an absent alertViewShouldEnableFirstOtherButton: enables the button.
  @Test func shouldEnable_absent_enablesFirstOtherButton() {
    let objc = FakeObjCDelegate([])
    let bridge = forwarder(objc)
    let alert = makeAlert()
    alert.delegate = bridge
    alert.show(in: AlertHost())
    #expect(alert.alertController?.actions[1].isEnabled == true)
    #expect(objc.sent.isEmpty)
  }

  // Semantics O3, O4, L13: an implemented one is consulted live and its NO disables the button.
  @Test func shouldEnable_implemented_answerSetsFirstOtherButton() {
    let objc = FakeObjCDelegate([.shouldEnableFirstOtherButton])
    objc.enableFirstOther = false
    let bridge = forwarder(objc)
    let alert = makeAlert()
    alert.delegate = bridge
    alert.show(in: AlertHost())
    #expect(alert.alertController?.actions[1].isEnabled == false)
    #expect(objc.sent == ["shouldEnableFirstOtherButton(-1)"])
  }

  // Semantics O4: respondsToSelector: is asked when the method would be sent, not once.
  @Test func implements_isAskedLive() {
    let objc = FakeObjCDelegate([])
    let bridge = forwarder(objc)
    let alert = makeAlert()
    alert.delegate = bridge
    let host = AlertHost()
    alert.show(in: host)
    objc.methods = [.clicked]
    #expect(host.select(actionAt: 2))
    #expect(objc.sent == ["clicked(2)"])
  }

  // Semantics O4, L16: the Objective-C delegate is weak; once released nothing is sent.
  @Test func releasedDelegate_getsNothing_andAlertStillDismisses() {
    var objc: FakeObjCDelegate? = FakeObjCDelegate([.clicked])
    weak let weakObjC = objc
    let bridge = forwarder(objc!)
    let alert = makeAlert()
    alert.delegate = bridge
    let host = AlertHost()
    alert.show(in: host)
    objc = nil
    #expect(weakObjC == nil)
    #expect(bridge.delegate == nil)
    #expect(host.select(actionAt: 0))
    #expect(!alert.isVisible)
  }

  // Semantics O5, A5: the blocks of the Objective-C forms run once, after the delegate's
  // callback of the same event. Each block records what the delegate had been sent by then.
  @Test func blocks_runOnceAfterTheObjectiveCDelegate() {
    let objc = FakeObjCDelegate([.clicked, .didDismiss])
    let bridge = forwarder(objc)
    let alert = makeAlert()
    alert.delegate = bridge
    var log: [String] = []
    alert.addButton(withTitle: "Extra") { log.append("handler after \(objc.sent)") }
    let host = AlertHost()
    alert.show(in: host) { _, index in log.append("completion(\(index)) after \(objc.sent)") }
    #expect(host.select(actionAt: 3))
    #expect(objc.sent == ["clicked(3)", "didDismiss(3)"])
    #expect(
      log == [
        "handler after [\"clicked(3)\"]",
        "completion(3) after [\"clicked(3)\", \"didDismiss(3)\"]",
      ])
  }

  @MainActor final class ActionTarget {
    var received: [String] = []
    let objc: FakeObjCDelegate
    init(_ objc: FakeObjCDelegate) { self.objc = objc }
    func tapped(_ userInfo: Any?) {
      received.append("\(userInfo ?? "nil") after \(objc.sent)")
    }
  }

  // Semantics O5, A4: the target/selector/userInfo form runs once, after the delegate's
  // clickedButtonAtIndex:, with its user info.
  @Test func targetAction_runsOnceAfterTheObjectiveCDelegate() {
    let objc = FakeObjCDelegate([.clicked, .didDismiss])
    let alert = makeAlert()
    let bridge = forwarder(objc)
    alert.delegate = bridge
    let target = ActionTarget(objc)
    let index = alert.addButton(
      withTitle: "Extra", target: target, action: ActionTarget.tapped, userInfo: "file.txt")
    let host = AlertHost()
    alert.show(in: host)
    #expect(host.select(actionAt: index))
    #expect(target.received == ["file.txt after [\"clicked(3)\"]"])
    #expect(objc.sent == ["clicked(3)", "didDismiss(3)"])
  }

  @MainActor final class Wrapper {
    let alert: LegacyAlertView
    init(_ alert: LegacyAlertView) {
      self.alert = alert
      alert.objectiveCOwner = self
    }
  }

  // Semantics O4, L16: a shown view keeps its Objective-C wrapper alive until didDismiss.
  @Test func shownWrapper_staysAliveUntilDidDismiss_thenIsReleased() {
    let host = AlertHost()
    weak var weakWrapper: Wrapper?
    do {
      let wrapper = Wrapper(makeAlert())
      weakWrapper = wrapper
      wrapper.alert.show(in: host)
    }
    #expect(weakWrapper != nil)
    #expect(host.select(actionAt: 0))
    #expect(weakWrapper == nil)
  }

  // Semantics O4: the owner is held weakly while not shown, so wrapper and view make no cycle.
  @Test func wrapperNeverShown_isReleased() {
    weak var weakWrapper: Wrapper?
    do {
      let wrapper = Wrapper(makeAlert())
      weakWrapper = wrapper
    }
    #expect(weakWrapper == nil)
  }
}
