// The sample app's tests in XCTest. AlertShimTesting.docc/Testing.md quotes this file;
// DocsTests checks that the quotes match.

import AlertShimTesting
import XCTest

final class InboxScreenXCTests: XCTestCase {
  @MainActor
  func testDeleteAsksThenRemovesTheMessage() async throws {
    let spy = AlertSpy()
    let screen = InboxScreen(messages: ["Hello", "Invoice"], host: spy.host)

    screen.deleteTapped(at: 1)

    spy.verify(
      title: "Delete \"Invoice\"?", message: "This cannot be undone.",
      actions: [.cancel("Cancel"), .destructive("Delete")])
    try spy.tap("Delete")
    XCTAssertEqual(screen.messages, ["Hello"])
  }

  @MainActor
  func testLegacyDeleteSendsTheDelegateTrace() async throws {
    let spy = AlertSpy()
    let screen = LegacyInboxScreen(messages: ["Hello", "Invoice"], host: spy.host)
    let recorder = LegacyAlertViewDelegateRecorder(forwardingTo: screen)
    let alert = screen.makeDeleteAlert(forMessageAt: 1)
    alert.delegate = recorder
    alert.show(in: spy.host)

    try spy.tap("Delete")

    XCTAssertEqual(
      recorder.events,
      [.willPresent, .didPresent, .clicked(1), .willDismiss(1), .didDismiss(1)])
    XCTAssertEqual(screen.messages, ["Hello"])
  }

  @MainActor
  func testTappingAMissingButtonThrows() async {
    let spy = AlertSpy()
    let screen = InboxScreen(messages: ["Hello"], host: spy.host)

    screen.deleteTapped(at: 0)

    XCTAssertThrowsError(try spy.tap("Remove")) { error in
      XCTAssertEqual(
        error as? AlertSpyError, .buttonNotFound("Remove", available: ["Cancel", "Delete"]))
    }
  }
}
