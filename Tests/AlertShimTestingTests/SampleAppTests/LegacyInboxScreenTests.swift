// AlertShimTesting.docc/Testing.md quotes these tests; DocsTests checks that the quotes match.

import AlertShimTesting
import Testing

@Suite @MainActor struct LegacyInboxScreenTests {
  @Test func delete_sendsTheDelegateTraceAndRemovesTheMessage() throws {
    let spy = AlertSpy()
    let screen = LegacyInboxScreen(messages: ["Hello", "Invoice"], host: spy.host)
    let recorder = LegacyAlertViewDelegateRecorder(forwardingTo: screen)
    let alert = screen.makeDeleteAlert(forMessageAt: 1)
    alert.delegate = recorder
    alert.show(in: spy.host)

    try spy.tap("Delete")

    #expect(
      recorder.events == [
        .willPresent, .didPresent, .clicked(1), .willDismiss(1), .didDismiss(1),
      ])
    #expect(screen.messages == ["Hello"])
  }

  @Test func systemCancel_keepsTheMessage() throws {
    let spy = AlertSpy()
    let screen = LegacyInboxScreen(messages: ["Hello", "Invoice"], host: spy.host)
    let recorder = LegacyAlertViewDelegateRecorder(forwardingTo: screen)
    let alert = screen.makeDeleteAlert(forMessageAt: 1)
    alert.delegate = recorder
    alert.show(in: spy.host)

    try spy.cancelBySystem()

    #expect(recorder.events.suffix(3) == [.systemCancel, .willDismiss(0), .didDismiss(0)])
    #expect(screen.messages == ["Hello", "Invoice"])
  }

  @Test func deleteTapped_showsTheLegacyAlert() throws {
    let spy = AlertSpy()
    let screen = LegacyInboxScreen(messages: ["Hello", "Invoice"], host: spy.host)

    screen.deleteTapped(at: 1)

    spy.verify(
      title: "Delete \"Invoice\"?", message: "This cannot be undone.",
      actions: [.cancel("Cancel"), .default("Delete")])
    try spy.tap(at: 1)
    #expect(screen.messages == ["Hello"])
  }

  @Test func archive_fromTheLegacySheet() throws {
    let spy = AlertSpy()
    let actions = LegacyMessageActions(message: "Invoice")
    let recorder = LegacyActionSheetDelegateRecorder(forwardingTo: actions)
    let sheet = actions.makeSheet()
    sheet.delegate = recorder
    sheet.show(from: .barItem("more"), in: spy.host)

    try spy.tap("Archive")

    #expect(
      recorder.events == [.willPresent, .didPresent, .clicked(1), .willDismiss(1), .didDismiss(1)])
    #expect(actions.archived == ["Invoice"])
  }
}
