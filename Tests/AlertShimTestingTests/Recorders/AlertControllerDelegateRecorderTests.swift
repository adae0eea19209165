import AlertShimTesting
import Testing

@Suite @MainActor struct AlertControllerDelegateRecorderTests {
  /// An alert whose actions report indices 5 ("Cancel") and 7 ("Reset").
  func makeAlert(delegate: any AlertControllerDelegate, tag: Int = 0) -> AlertController {
    let alert = AlertController(title: "Reset?", message: nil, preferredStyle: .alert)
    alert.tag = tag
    alert.delegate = delegate
    alert.addAction(title: "Cancel", style: .cancel, index: 5)
    alert.addAction(title: "Reset", style: .destructive, index: 7)
    return alert
  }

  // SEMANTICS A1
  @Test func tap_recordsTheCallersIndex_notThePosition() throws {
    let spy = AlertSpy()
    let recorder = AlertControllerDelegateRecorder()
    spy.host.present(makeAlert(delegate: recorder))

    try spy.tap("Reset")

    #expect(recorder.events == [.tapped(index: 7)])
  }

  // SEMANTICS A1
  @Test func tap_recordsTheControllersTag() throws {
    let spy = AlertSpy()
    let recorder = AlertControllerDelegateRecorder()
    spy.host.present(makeAlert(delegate: recorder, tag: 3))

    try spy.tap("Reset")

    #expect(recorder.events == [.tapped(index: 7, tag: 3)])
  }

  // SEMANTICS A1, M7
  @Test func systemCancel_recordsTheCancelActionsIndex() throws {
    let spy = AlertSpy()
    let recorder = AlertControllerDelegateRecorder()
    spy.host.present(makeAlert(delegate: recorder))

    try spy.cancelBySystem()

    #expect(recorder.events == [.tapped(index: 5)])
  }

  @Test func actionAddedWithoutAnIndex_callsNothing() throws {
    let spy = AlertSpy()
    let recorder = AlertControllerDelegateRecorder()
    let alert = makeAlert(delegate: recorder)
    alert.addAction(AlertAction(title: "Later", style: .default))
    spy.host.present(alert)

    try spy.tap("Later")

    #expect(recorder.events.isEmpty)
  }

  @Test func everyCall_isForwarded() throws {
    let spy = AlertSpy()
    let wrapped = AlertControllerDelegateRecorder()
    let recorder = AlertControllerDelegateRecorder(forwardingTo: wrapped)
    spy.host.present(makeAlert(delegate: recorder, tag: 2))

    try spy.tap("Cancel")

    #expect(wrapped.events == [.tapped(index: 5, tag: 2)])
  }

  @Test func removeAllEvents_forgetsThem() throws {
    let spy = AlertSpy()
    let recorder = AlertControllerDelegateRecorder()
    spy.host.present(makeAlert(delegate: recorder))
    try spy.tap("Reset")

    recorder.removeAllEvents()

    #expect(recorder.events.isEmpty)
  }

  @Test func descriptions_leaveOutTagZero() {
    let recorder = AlertControllerDelegateRecorder()
    let events: [AlertControllerDelegateRecorder.Event] = [
      .tapped(index: 1), .tapped(index: 0, tag: 4),
    ]

    #expect(events.map(\.description) == [".tapped(index: 1)", ".tapped(index: 0, tag: 4)"])
    #expect(recorder.description == "[]")
  }
}
