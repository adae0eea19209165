// AlertShimTesting.docc/Testing.md quotes these tests; DocsTests checks that the quotes match.

import AlertShimTesting
import Testing

@Suite @MainActor struct HalfwayInboxScreenTests {
  @Test func delete_tellsTheDelegateTheLegacyIndexAndTag() throws {
    let spy = AlertSpy()
    let screen = HalfwayInboxScreen(messages: ["Hello", "Invoice"], host: spy.host)
    let recorder = AlertControllerDelegateRecorder(forwardingTo: screen)
    let alert = screen.makeDeleteAlert(forMessageAt: 1)
    alert.delegate = recorder
    spy.host.present(alert)

    try spy.tap("Delete")

    #expect(recorder.events == [.tapped(index: 1, tag: 1)])
    #expect(screen.messages == ["Hello"])
  }

  @Test func deleteTapped_showsTheSameAlertAsBefore() throws {
    let spy = AlertSpy()
    let screen = HalfwayInboxScreen(messages: ["Hello", "Invoice"], host: spy.host)

    screen.deleteTapped(at: 0)

    verifyDeleteConfirmation(on: spy, for: "Hello")
    try spy.tap("Delete")
    #expect(screen.messages == ["Invoice"])
  }
}
