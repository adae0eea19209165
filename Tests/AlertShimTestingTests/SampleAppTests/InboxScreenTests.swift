// AlertShimTesting.docc/Testing.md quotes these tests; DocsTests checks that the quotes match.

import AlertShimTesting
import Testing

@Suite @MainActor struct InboxScreenTests {
  @Test func delete_asksThenRemovesTheMessage() throws {
    let spy = AlertSpy()
    let screen = InboxScreen(messages: ["Hello", "Invoice"], host: spy.host)

    screen.deleteTapped(at: 1)

    spy.verify(
      title: "Delete \"Invoice\"?", message: "This cannot be undone.",
      actions: [.cancel("Cancel"), .destructive("Delete")])
    try spy.tap("Delete")
    #expect(screen.messages == ["Hello"])
  }

  @Test func deleteTapped_asksAboutThatMessage() {
    let spy = AlertSpy()
    let screen = InboxScreen(messages: ["Hello", "Invoice"], host: spy.host)

    screen.deleteTapped(at: 0)

    verifyDeleteConfirmation(on: spy, for: "Hello")
  }

  @Test func cancel_keepsTheMessage() throws {
    let spy = AlertSpy()
    let screen = InboxScreen(messages: ["Hello", "Invoice"], host: spy.host)

    screen.deleteTapped(at: 1)
    try spy.tap("Cancel")

    #expect(screen.messages == ["Hello", "Invoice"])
    #expect(spy.presentationCount == 1)
  }

  @Test func archive_fromTheActionSheet() throws {
    let spy = AlertSpy()
    let screen = InboxScreen(messages: ["Hello", "Invoice"], host: spy.host)

    screen.moreTapped(at: 0)

    spy.verify(
      title: "Hello", style: .actionSheet, actions: [.default("Archive"), .cancel("Cancel")])
    #expect(spy.lastPresentation?.anchor == .barItem("more"))
    try spy.tap("Archive")
    #expect(screen.archived == ["Hello"])
  }

  @Test func tapOutsideThePopover_cancels() throws {
    let spy = AlertSpy(traits: .regular)
    let screen = InboxScreen(messages: ["Hello", "Invoice"], host: spy.host)

    screen.moreTapped(at: 0)

    #expect(spy.lastPresentation?.isPopover == true)
    #expect(throws: AlertSpyError.buttonNotDisplayed("Cancel")) { try spy.tap("Cancel") }
    #expect(try spy.tapOutside())
    #expect(screen.messages == ["Hello", "Invoice"])
  }
}
