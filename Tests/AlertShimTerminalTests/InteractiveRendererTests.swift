import AlertShim
import AlertShimTesting
import Testing

@testable import AlertShimTerminal

/// The terminal renderer on a fake terminal, driven through a real host and
/// legacy views: what is drawn, and what each key makes the host do.
@MainActor
@Suite struct InteractiveRendererTests {
  let terminal = FakeTerminal(columns: 80, rows: 24)
  let recorder = LegacyAlertViewDelegateRecorder()
  let sheetRecorder = LegacyActionSheetDelegateRecorder()
  let loginRecorder = LegacyAlertViewDelegateRecorder(forwardingTo: LoginRule())
  let renderer: InteractiveRenderer
  let host: AlertHost

  init() {
    renderer = InteractiveRenderer(device: terminal, usesColor: true)
    host = AlertHost(renderer: renderer)
  }

  func showDeleteAlert() -> LegacyAlertView {
    let view = LegacyAlertView(
      title: "Delete file?", message: "This cannot be undone.", delegate: recorder,
      cancelButtonTitle: "Cancel", otherButtonTitles: "Delete", buttonOrder: .objectiveC)
    view.show(in: host)
    return view
  }

  func showPhotoSheet(on host: AlertHost? = nil, cancel: String? = "Cancel") -> LegacyActionSheet {
    let sheet = LegacyActionSheet(
      title: "Photo", delegate: sheetRecorder, cancelButtonTitle: cancel,
      destructiveButtonTitle: "Delete", otherButtonTitles: "Share", buttonOrder: .objectiveC)
    sheet.show(in: host ?? self.host)
    return sheet
  }

  func showLoginAlert() -> LegacyAlertView {
    let view = LegacyAlertView(
      title: "Log In", message: nil, delegate: loginRecorder, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Log In", buttonOrder: .objectiveC)
    view.alertViewStyle = .loginAndPasswordInput
    view.show(in: host)
    return view
  }

  // MARK: Drawing

  @Test func show_drawsTheBoxInRawMode_withTheCursorHidden() {
    _ = showDeleteAlert()
    #expect(
      terminal.screen.text == """
        ╭──────────────────────────╮
        │       Delete file?       │
        │  This cannot be undone.  │
        │                          │
        │  [ Cancel ]  > Delete <  │
        ╰──────────────────────────╯
        """)
    #expect(terminal.isRaw)
    #expect(!terminal.screen.cursorVisible)
  }

  @Test func choosing_erasesTheBox_showsTheCursor_andRestoresTheTerminal() {
    _ = showDeleteAlert()
    terminal.type("\r")
    #expect(terminal.screen.text == "")
    #expect(terminal.screen.cursorVisible)
    #expect(!terminal.isRaw)
  }

  @Test func focusMove_rewritesOnlyTheButtonRow() {
    _ = showDeleteAlert()
    terminal.clearWritten()
    terminal.type("\t")
    // One line rewritten: one erase-to-end-of-line.
    #expect(
      terminal.written.split(separator: "\u{1B}[K", omittingEmptySubsequences: false).count == 2)
    #expect(terminal.screen.text.contains("│  > Cancel <  [ Delete ]  │"))
  }

  @Test func resize_redrawsAtTheNewWidth() {
    _ = showPhotoSheet()
    terminal.size = (30, 24)
    terminal.send(.resized)
    #expect(
      terminal.screen.text == """
        ╭────────────────────────────╮
        │           Photo            │
        │                            │
        │         [ Delete ]         │
        │         [ Share ]          │
        ├────────────────────────────┤
        │         > Cancel <         │
        ╰────────────────────────────╯
        """)
  }

  @Test func restoreTerminal_erasesTheBox_andGivesTheTerminalBack() {
    // The exit path for an error thrown while an alert is up.
    let device = FakeTerminal()
    let renderer = TerminalRenderer(device: device, usesColor: true)
    let host = AlertHost(renderer: renderer)
    _ = showPhotoSheet(on: host)
    #expect(device.isRaw)
    renderer.restoreTerminal()
    #expect(!device.isRaw)
    #expect(device.screen.text == "")
    #expect(device.screen.cursorVisible)
  }

  @Test func noColor_writesNoColourSequences() {
    let plain = FakeTerminal()
    let host = AlertHost(renderer: InteractiveRenderer(device: plain, usesColor: false))
    _ = showPhotoSheet(on: host)
    #expect(!plain.written.contains("\u{1B}[31m"))
    #expect(plain.written.contains("\u{1B}[4mDelete"))
  }

  // MARK: Keys through the host

  @Test func enter_clicksTheFocusedButton() {
    // SEMANTICS L8: clicked, then didDismiss with the same index.
    _ = showDeleteAlert()
    terminal.type("\r")
    #expect(
      recorder.events == [
        .willPresent, .shouldEnableFirstOtherButton, .didPresent, .clicked(1), .willDismiss(1),
        .didDismiss(1),
      ])
  }

  @Test func digit_clicksTheNthButtonAsShown() {
    _ = showDeleteAlert()
    terminal.type("1")
    #expect(recorder.events.suffix(3) == [.clicked(0), .willDismiss(0), .didDismiss(0)])
  }

  @Test func arrowSplitAcrossReads_stillMovesFocus() {
    _ = showDeleteAlert()
    terminal.type("\u{1B}")
    terminal.type("[D")
    terminal.type("\r")
    #expect(recorder.events.suffix(3) == [.clicked(0), .willDismiss(0), .didDismiss(0)])
  }

  @Test func escape_onAnAlertWithCancel_clicksCancel() {
    // Issue 14 item 4: Esc backs out of an alert through its cancel button.
    _ = showDeleteAlert()
    terminal.type("\u{1B}")
    renderer.flushPendingEscape()
    #expect(
      recorder.events == [
        .willPresent, .shouldEnableFirstOtherButton, .didPresent, .clicked(0), .willDismiss(0),
        .didDismiss(0),
      ])
  }

  @Test func escape_onAnAlertWithoutCancel_doesNothing() {
    // SEMANTICS M8: alerts ignore taps outside.
    let view = LegacyAlertView(
      title: "Done", message: nil, delegate: recorder, cancelButtonTitle: nil,
      otherButtonTitles: "OK")
    view.show(in: host)
    terminal.type("\u{1B}")
    renderer.flushPendingEscape()
    #expect(view.isVisible)
    #expect(recorder.events == [.willPresent, .didPresent])
  }

  @Test func escape_onACompactSheet_clicksItsCancelButton() {
    // SEMANTICS S6: on a compact host a tap outside acts as the cancel button.
    _ = showPhotoSheet()
    terminal.type("\u{1B}")
    renderer.flushPendingEscape()
    #expect(sheetRecorder.events.suffix(3) == [.clicked(2), .willDismiss(2), .didDismiss(2)])
  }

  @Test func escape_onAPopoverWithoutCancel_clicksMinusOne() {
    // SEMANTICS S6: a tap outside a popover gives cancelButtonIndex, -1 here.
    let host = AlertHost(renderer: renderer, traits: .regular)
    _ = showPhotoSheet(on: host, cancel: nil)
    terminal.type("\u{1B}")
    renderer.flushPendingEscape()
    #expect(sheetRecorder.events.suffix(3) == [.clicked(-1), .willDismiss(-1), .didDismiss(-1)])
  }

  @Test func popover_hidesItsCancelButton() {
    // SEMANTICS S6: the cancel button of a popover is not displayed.
    let host = AlertHost(renderer: renderer, traits: .regular)
    _ = showPhotoSheet(on: host)
    #expect(!terminal.screen.text.contains("Cancel"))
    // Focus starts on the first non-destructive button (issue 14 item 3).
    #expect(terminal.screen.text.contains("> Share <"))
  }

  @Test func ctrlC_isASystemCancel() {
    // SEMANTICS L10: alertViewCancel, then didDismiss with cancelButtonIndex.
    _ = showDeleteAlert()
    terminal.type("\u{3}")
    #expect(
      recorder.events.suffix(4) == [.systemCancel, .clicked(0), .willDismiss(0), .didDismiss(0)])
    #expect(!terminal.isRaw)
  }

  @Test func endOfInput_isASystemCancel() {
    _ = showDeleteAlert()
    terminal.send(.endOfInput)
    #expect(
      recorder.events.suffix(4) == [.systemCancel, .clicked(0), .willDismiss(0), .didDismiss(0)])
  }

  @Test func terminationSignal_isASystemCancel() {
    _ = showDeleteAlert()
    terminal.send(.cancelSignal(15))
    #expect(
      recorder.events.suffix(4) == [.systemCancel, .clicked(0), .willDismiss(0), .didDismiss(0)])
    #expect(!terminal.isRaw)
  }

  @Test func keysAfterAChoice_doNotReachTheNextAlert() {
    let first = showDeleteAlert()
    let second = LegacyAlertView(
      title: "Second", message: nil, delegate: recorder, cancelButtonTitle: "OK")
    second.show(in: host)
    terminal.type("\r\r")
    #expect(!first.isVisible)
    #expect(second.isVisible)
    #expect(terminal.screen.text.contains("Second"))
  }

  // MARK: Text fields

  @Test func typing_editsTheFieldThroughTheHost_andEnablesTheButtonLive() {
    // SEMANTICS L13: every edit consults alertViewShouldEnableFirstOtherButton.
    let view = showLoginAlert()
    terminal.type("al")
    #expect(view.textField(at: 0)?.text == "al")
    #expect(view.alertController?.actions[1].isEnabled == false)
    terminal.type("\t")
    terminal.type("p")
    #expect(view.alertController?.actions[1].isEnabled == true)
    #expect(
      loginRecorder.events == [
        .willPresent, .shouldEnableFirstOtherButton, .didPresent, .shouldEnableFirstOtherButton,
        .shouldEnableFirstOtherButton, .shouldEnableFirstOtherButton,
      ])
    #expect(
      terminal.screen.text == """
        ╭────────────────────────────╮
        │           Log In           │
        │                            │
        │ [al                      ] │
        │ >•                       < │
        │                            │
        │  [ Cancel ]   [ Log In ]   │
        ╰────────────────────────────╯
        """)
  }

  @Test func enter_inThePasswordField_logsIn_onceEnabled() {
    let view = showLoginAlert()
    terminal.type("al\tpw\r")
    #expect(loginRecorder.events.suffix(3) == [.clicked(1), .willDismiss(1), .didDismiss(1)])
    #expect(view.textField(at: 1)?.text == "pw")
  }

  @Test func secureText_isNeverWrittenToTheTerminal() {
    // SEMANTICS T1.
    _ = showLoginAlert()
    terminal.type("al\thunter2")
    #expect(!terminal.written.contains("hunter2"))
    #expect(!terminal.written.contains("hunter"))
    #expect(terminal.screen.text.contains(">•••••••"))
  }
}
