import AlertShimTesting
import Testing

@Suite @MainActor struct LegacyAlertViewDelegateRecorderTests {
  func makeView(
    delegate: any LegacyAlertViewDelegate, cancel: String? = "Cancel"
  ) -> LegacyAlertView {
    LegacyAlertView(
      title: "Retry?", message: nil, delegate: delegate, cancelButtonTitle: cancel,
      otherButtonTitles: "Retry", buttonOrder: .objectiveC)
  }

  // SEMANTICS L7, L8
  @Test func tap_recordsTheWholeTrace() throws {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder()
    makeView(delegate: recorder).show(in: spy.host)

    try spy.tap("Retry")

    #expect(
      recorder.events == [
        .willPresent, .shouldEnableFirstOtherButton, .didPresent,
        .clicked(1), .willDismiss(1), .didDismiss(1),
      ])
  }

  // SEMANTICS L10
  @Test func systemCancel_withoutWrapped_clicksTheCancelButton_likeTheProtocolDefault() throws {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder()
    makeView(delegate: recorder).show(in: spy.host)
    recorder.removeAllEvents()

    try spy.cancelBySystem()

    #expect(recorder.events == [.systemCancel, .clicked(0), .willDismiss(0), .didDismiss(0)])
  }

  // SEMANTICS L10
  @Test func systemCancel_withoutACancelButton_clicksIndexMinusOne() throws {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder()
    makeView(delegate: recorder, cancel: nil).show(in: spy.host)
    recorder.removeAllEvents()

    try spy.cancelBySystem()

    #expect(recorder.events == [.systemCancel, .clicked(-1), .willDismiss(-1), .didDismiss(-1)])
  }

  // SEMANTICS L10
  @Test func systemCancel_withWrapped_forwardsIt_andTheWrappedDefaultClicksCancel() throws {
    let spy = AlertSpy()
    let wrapped = ClickLog()
    let recorder = LegacyAlertViewDelegateRecorder(forwardingTo: wrapped)
    makeView(delegate: recorder).show(in: spy.host)
    recorder.removeAllEvents()

    try spy.cancelBySystem()

    #expect(recorder.events == [.systemCancel, .willDismiss(0), .didDismiss(0)])
    #expect(wrapped.clicked == [0])
  }

  @Test func systemCancel_withWrapped_reachesItsOwnAlertViewCancel() throws {
    let spy = AlertSpy()
    let wrapped = LegacyAlertViewDelegateRecorder(forwardingTo: ClickLog())
    let recorder = LegacyAlertViewDelegateRecorder(forwardingTo: wrapped)
    makeView(delegate: recorder).show(in: spy.host)

    try spy.cancelBySystem()

    #expect(wrapped.events.contains(.systemCancel))
  }

  @Test func everyCallback_isForwarded_inOrder() throws {
    let spy = AlertSpy()
    let wrapped = LegacyAlertViewDelegateRecorder()
    let recorder = LegacyAlertViewDelegateRecorder(forwardingTo: wrapped)
    makeView(delegate: recorder).show(in: spy.host)

    try spy.tap("Cancel")

    #expect(wrapped.events == recorder.events)
    #expect(wrapped.events.count == 6)
  }

  // SEMANTICS L13
  @Test func fixedAnswerNo_disablesTheFirstOtherButton() {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder(enablesFirstOtherButton: false)
    makeView(delegate: recorder).show(in: spy.host)

    #expect(
      spy.lastPresentation?.actions == [.cancel("Cancel"), .default("Retry", isEnabled: false)])
    #expect(throws: AlertSpyError.buttonDisabled("Retry")) { try spy.tap("Retry") }
  }

  // SEMANTICS L13
  @Test func noFixedAnswer_givesTheWrappedDelegatesAnswer() {
    let spy = AlertSpy()
    let wrapped = LegacyAlertViewDelegateRecorder(enablesFirstOtherButton: false)
    let recorder = LegacyAlertViewDelegateRecorder(forwardingTo: wrapped)
    makeView(delegate: recorder).show(in: spy.host)

    #expect(spy.lastPresentation?.actions[1].isEnabled == false)
  }

  // SEMANTICS L13
  @Test func fixedAnswer_overridesTheWrappedDelegate_whichIsStillAsked() {
    let spy = AlertSpy()
    let wrapped = LegacyAlertViewDelegateRecorder(enablesFirstOtherButton: false)
    let recorder = LegacyAlertViewDelegateRecorder(
      forwardingTo: wrapped, enablesFirstOtherButton: true)
    makeView(delegate: recorder).show(in: spy.host)

    #expect(spy.lastPresentation?.actions[1].isEnabled == true)
    #expect(wrapped.events.contains(.shouldEnableFirstOtherButton))
  }

  // SEMANTICS L13
  @Test func noAnswerAndNoWrapped_enablesTheButton() {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder()
    makeView(delegate: recorder).show(in: spy.host)

    #expect(spy.lastPresentation?.actions[1].isEnabled == true)
  }

  // SEMANTICS L13
  @Test func typing_asksAgain() throws {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder(enablesFirstOtherButton: false)
    let view = makeView(delegate: recorder)
    view.alertViewStyle = .plainTextInput
    view.show(in: spy.host)
    recorder.removeAllEvents()
    recorder.enablesFirstOtherButton = true

    try spy.typeText("ok", intoTextFieldAt: 0)

    #expect(recorder.events == [.shouldEnableFirstOtherButton])
    #expect(spy.presentedAlert?.actions[1].isEnabled == true)
  }

  // SEMANTICS L9
  @Test func dismissFromCode_recordsNoClick() {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder()
    let view = makeView(delegate: recorder)
    view.show(in: spy.host)
    recorder.removeAllEvents()

    view.dismiss(withClickedButtonIndex: 1, animated: true)

    #expect(recorder.events == [.willDismiss(1), .didDismiss(1)])
  }

  @Test func description_listsTheEvents() throws {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder()
    makeView(delegate: recorder).show(in: spy.host)
    try spy.tap("Retry")

    #expect(
      recorder.description
        == "[.willPresent, .shouldEnableFirstOtherButton, .didPresent, .clicked(1),"
        + " .willDismiss(1), .didDismiss(1)]")
  }

  @Test func eventDescriptions_readLikeSource() {
    let events: [LegacyAlertViewDelegateRecorder.Event] = [.systemCancel, .didDismiss(2)]

    #expect(events.map(\.description) == [".systemCancel", ".didDismiss(2)"])
  }
}

/// A delegate that implements only `alertView(_:clickedButtonAt:)`, so it gets
/// the protocol's default `alertViewCancel(_:)`.
@MainActor
final class ClickLog: LegacyAlertViewDelegate {
  private(set) var clicked: [Int] = []

  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    clicked.append(buttonIndex)
  }
}
