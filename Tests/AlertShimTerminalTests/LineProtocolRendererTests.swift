import AlertShim
import AlertShimTesting
import Testing

@testable import AlertShimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The line protocol used when standard input is not a terminal, through
/// pipes: the description written, and what each line makes the host do.
@MainActor
@Suite(.timeLimit(.minutes(1)))
final class LineProtocolRendererTests {
  let input: (read: Int32, write: Int32)
  let output: (read: Int32, write: Int32)
  let host: AlertHost
  let recorder = LegacyAlertViewDelegateRecorder()

  init() throws {
    input = try #require(Platform.makePipe())
    output = try #require(Platform.makePipe())
    _ = fcntl(output.read, F_SETFL, O_NONBLOCK)
    host = AlertHost(renderer: TerminalRenderer(lineInput: input.read, lineOutput: output.write))
  }

  deinit {
    // The input's read end stays open: the renderer's reader may still be
    // between two reads of it, and a closed number can be reused at once.
    Platform.close(output.read)
    Platform.close(output.write)
  }

  /// Writes `lines` to the renderer's input, then ends it when asked.
  func send(_ text: String, end: Bool = true) {
    Platform.write(Array(text.utf8), to: input.write)
    if end { Platform.close(input.write) }
  }

  /// Everything written to the output so far (writes are synchronous, so
  /// it is all in the pipe).
  func written() -> String {
    var bytes: [UInt8] = []
    while let chunk = Platform.read(from: output.read), !chunk.isEmpty { bytes += chunk }
    return String(decoding: bytes, as: UTF8.self)
  }

  func deleteAlert() -> LegacyAlertView {
    LegacyAlertView(
      title: "Delete file?", message: "This cannot be undone.", delegate: recorder,
      cancelButtonTitle: "Cancel", otherButtonTitles: "Delete", buttonOrder: .objectiveC)
  }

  /// Shows `view` and waits until it is dismissed.
  func run(
    _ view: LegacyAlertView, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    view.show(in: host)
    let controller = try #require(view.alertController, sourceLocation: sourceLocation)
    _ = await host.result(of: controller)
  }

  @Test func describesTheAlert_withButtonIndices() async throws {
    send("Delete\n")
    try await run(deleteAlert())
    #expect(
      written() == """
        Delete file?
        This cannot be undone.
          [0] Cancel (cancel)
          [1] Delete
        Type a button's index or title.

        """)
  }

  @Test func sheetInTheSwiftOrder_listsCancelLast_withItsIndex() async throws {
    // SEMANTICS S1: the buttons are listed as the terminal
    // draws them (cancel last), each with its legacy index (cancel is 1).
    let sheet = LegacyActionSheet(
      title: "Photo", delegate: nil, cancelButtonTitle: "Cancel",
      destructiveButtonTitle: "Delete", otherButtonTitles: "Share")
    send("1\n")
    sheet.show(in: host)
    let controller = try #require(sheet.alertController)
    _ = await host.result(of: controller)
    #expect(
      written() == """
        Photo
          [0] Delete (destructive)
          [2] Share
          [1] Cancel (cancel)
        Type a button's index or title.

        """)
  }

  @Test func exactTitle_clicksThatButton() async throws {
    send("Delete\n")
    try await run(deleteAlert())
    #expect(recorder.events.suffix(3) == [.clicked(1), .willDismiss(1), .didDismiss(1)])
  }

  @Test func index_clicksThatButton() async throws {
    send("0\n")
    try await run(deleteAlert())
    #expect(recorder.events.suffix(3) == [.clicked(0), .willDismiss(0), .didDismiss(0)])
  }

  @Test func invalidLine_getsAMessage_andTheNextLineIsRead() async throws {
    send("Remove\n7\n\r\nDelete\r\n")
    try await run(deleteAlert())
    #expect(recorder.events.suffix(3) == [.clicked(1), .willDismiss(1), .didDismiss(1)])
    #expect(
      written().hasSuffix(
        """
        No button "Remove": type a button's index (0-1) or its exact title.
        No button "7": type a button's index (0-1) or its exact title.
        No button "": type a button's index (0-1) or its exact title.

        """))
  }

  @Test func endOfInput_isASystemCancel() async throws {
    // SEMANTICS L10.
    send("")
    try await run(deleteAlert())
    #expect(
      recorder.events.suffix(4) == [.systemCancel, .clicked(0), .willDismiss(0), .didDismiss(0)])
  }

  @Test func unterminatedLastLine_isStillAnswered() async throws {
    send("Delete")
    try await run(deleteAlert())
    #expect(recorder.events.suffix(3) == [.clicked(1), .willDismiss(1), .didDismiss(1)])
  }

  @Test func textFieldLines_comeFirst_andEnableTheButtonLive() async throws {
    // SEMANTICS L13: each field line is an edit through the host.
    let recorder = LegacyAlertViewDelegateRecorder(forwardingTo: LoginRule())
    let view = LegacyAlertView(
      title: "Log In", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Log In", buttonOrder: .objectiveC)
    view.alertViewStyle = .loginAndPasswordInput
    send("alice\nhunter2\nLog In\n")
    try await run(view)
    #expect(view.textField(at: 0)?.text == "alice")
    #expect(view.textField(at: 1)?.text == "hunter2")
    #expect(
      recorder.events.suffix(4) == [
        .shouldEnableFirstOtherButton, .clicked(1), .willDismiss(1), .didDismiss(1),
      ])
    let text = written()
    #expect(text.contains("  text field 1: Password (secure)\n"))
    #expect(text.contains("  [1] Log In (disabled)\n"))
    #expect(!text.contains("hunter2"))  // SEMANTICS T1
  }

  @Test func disabledButton_getsAMessage() async throws {
    recorder.enablesFirstOtherButton = false
    send("Delete\n")
    try await run(deleteAlert())
    #expect(written().contains("\"Delete\" is disabled: choose another button.\n"))
    #expect(
      recorder.events.suffix(4) == [.systemCancel, .clicked(0), .willDismiss(0), .didDismiss(0)])
  }

  @Test func popoverCancel_isNotListed_andCannotBeChosen() async throws {
    // SEMANTICS S6.
    let host = AlertHost(renderer: host.renderer, traits: .regular)
    let sheetRecorder = LegacyActionSheetDelegateRecorder()
    let sheet = LegacyActionSheet(
      title: "Photo", delegate: sheetRecorder, cancelButtonTitle: "Cancel",
      destructiveButtonTitle: nil, otherButtonTitles: "Share", buttonOrder: .objectiveC)
    send("Cancel\n")
    sheet.show(in: host)
    _ = await host.result(of: try #require(sheet.alertController))
    let text = written()
    #expect(!text.contains("[1] Cancel"))
    #expect(text.contains("\"Cancel\" is not shown in a popover: end the input to cancel.\n"))
  }

  @Test func linesLeftOver_areKeptForTheNextAlert() async throws {
    send("Delete\n0\n")
    try await run(deleteAlert())
    try await run(deleteAlert())
    #expect(
      recorder.events.filter { $0.description.hasPrefix(".clicked") } == [.clicked(1), .clicked(0)])
  }
}
