import AlertShimTesting
import Testing

@Suite @MainActor struct LegacyActionSheetDelegateRecorderTests {
  /// Delete = 0, Cancel = 1, Share = 2 (SEMANTICS S1: the Swift order).
  func makeSheet(delegate: any LegacyActionSheetDelegate) -> LegacyActionSheet {
    LegacyActionSheet(
      title: "Photo", delegate: delegate, cancelButtonTitle: "Cancel",
      destructiveButtonTitle: "Delete", otherButtonTitles: "Share")
  }

  // SEMANTICS S4
  @Test func tap_recordsTheWholeTrace() throws {
    let spy = AlertSpy()
    let recorder = LegacyActionSheetDelegateRecorder()
    makeSheet(delegate: recorder).show(in: spy.host)

    try spy.tap("Share")

    #expect(
      recorder.events == [.willPresent, .didPresent, .clicked(2), .willDismiss(2), .didDismiss(2)])
  }

  // SEMANTICS S4, L10
  @Test func systemCancel_withoutWrapped_clicksTheCancelButton_likeTheProtocolDefault() throws {
    let spy = AlertSpy()
    let recorder = LegacyActionSheetDelegateRecorder()
    makeSheet(delegate: recorder).show(in: spy.host)
    recorder.removeAllEvents()

    try spy.cancelBySystem()

    #expect(recorder.events == [.systemCancel, .clicked(1), .willDismiss(1), .didDismiss(1)])
  }

  // SEMANTICS S4, L10
  @Test func systemCancel_withWrapped_forwardsIt() throws {
    let spy = AlertSpy()
    let wrapped = LegacyActionSheetDelegateRecorder()
    let recorder = LegacyActionSheetDelegateRecorder(forwardingTo: wrapped)
    makeSheet(delegate: recorder).show(in: spy.host)
    recorder.removeAllEvents()
    wrapped.removeAllEvents()

    try spy.cancelBySystem()

    #expect(recorder.events == [.systemCancel, .willDismiss(1), .didDismiss(1)])
    #expect(wrapped.events == [.systemCancel, .clicked(1), .willDismiss(1), .didDismiss(1)])
  }

  // SEMANTICS S6
  @Test func tapOutsideAPopover_clicksTheCancelIndex() throws {
    let spy = AlertSpy(traits: .regular)
    let recorder = LegacyActionSheetDelegateRecorder()
    makeSheet(delegate: recorder).show(from: .barItem("photo"), in: spy.host)
    recorder.removeAllEvents()

    try spy.tapOutside()

    #expect(recorder.events == [.clicked(1), .willDismiss(1), .didDismiss(1)])
  }

  @Test func everyCallback_isForwarded_inOrder() throws {
    let spy = AlertSpy()
    let wrapped = LegacyActionSheetDelegateRecorder()
    let recorder = LegacyActionSheetDelegateRecorder(forwardingTo: wrapped)
    makeSheet(delegate: recorder).show(in: spy.host)

    try spy.tap("Delete")

    #expect(wrapped.events == recorder.events)
    #expect(wrapped.events.count == 5)
  }

  @Test func description_listsTheEvents() throws {
    let spy = AlertSpy()
    let recorder = LegacyActionSheetDelegateRecorder()
    makeSheet(delegate: recorder).show(in: spy.host)
    try spy.tap("Delete")

    #expect(
      recorder.description
        == "[.willPresent, .didPresent, .clicked(0), .willDismiss(0), .didDismiss(0)]")
  }
}
