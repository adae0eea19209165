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

  // MARK: Small terminals

  @Test func tallMinimalForm_neverScrollsTheTerminal_andLeavesNothingBehind() {
    // Below 12 columns the minimal form (8 rows here) was drawn whole on a
    // 6-row terminal: it scrolled, and its top rows stayed in the scrollback.
    let terminal = FakeTerminal(columns: 8, rows: 6, bounded: true)
    let host = AlertHost(renderer: InteractiveRenderer(device: terminal, usesColor: true))
    let view = LegacyAlertView(
      title: "Delete file?", message: "This cannot be undone.", delegate: recorder,
      cancelButtonTitle: "Cancel", otherButtonTitles: "Delete", buttonOrder: .objectiveC)
    view.show(in: host)
    #expect(terminal.screen.scrollback == [])
    #expect(terminal.screen.text.split(separator: "\n").count == 6)
    #expect(terminal.screen.text.contains(">Delete"))
    terminal.type("\t")
    #expect(terminal.screen.text.contains(">Cancel"))
    terminal.type("\r")
    #expect(recorder.events.suffix(1) == [.didDismiss(0)])
    #expect(terminal.screen.text == "")
    #expect(terminal.screen.scrollback == [])
    #expect(terminal.screen.clearsFromTheCorner == 0)
  }

  @Test func formAtTheBottomOfTheScreen_scrollsOnlyTheLinesAboveIt() {
    // What stays after the alert: the shell's lines the frame pushed up, as
    // output does; none of the frame's own rows.
    let terminal = FakeTerminal(columns: 8, rows: 6, bounded: true)
    terminal.screen.print(["$ a", "$ b", "$ c", "$ d", "$ e"])
    let host = AlertHost(renderer: InteractiveRenderer(device: terminal, usesColor: true))
    let view = LegacyAlertView(
      title: "Delete file?", message: "This cannot be undone.", delegate: recorder,
      cancelButtonTitle: "Cancel", otherButtonTitles: "Delete", buttonOrder: .objectiveC)
    view.show(in: host)
    #expect(terminal.screen.scrollback == ["$ a", "$ b", "$ c", "$ d", "$ e"])
    terminal.type("\r")
    #expect(terminal.screen.text == "")
    #expect(terminal.screen.scrollback == ["$ a", "$ b", "$ c", "$ d", "$ e"])
  }

  /// 100,000 characters of numbered words (`w00001 w00002 …`), so that each
  /// line of the message says where it is.
  static let longMessage: String = {
    let words = (1...14_286).map { number -> String in
      let digits = String(number)
      return "w" + String(repeating: "0", count: 5 - digits.count) + digits
    }
    return String(words.joined(separator: " ").prefix(100_000))
  }()

  @Test func longMessage_resizedToOneColumn_leavesNothingBehind_andKeepsItsPlace() {
    // At one column the minimal form drew the whole message, a line per
    // character, and the scroll position went back to the top.
    let terminal = FakeTerminal(columns: 80, rows: 24, bounded: true)
    let host = AlertHost(renderer: InteractiveRenderer(device: terminal, usesColor: true))
    let alert = AlertController(title: "Log", message: Self.longMessage, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Close", style: .cancel))
    host.present(alert)
    terminal.type("\u{1B}[6~\u{1B}[6~\u{1B}[6~")  // PgDn three times
    // Border, title, "N more above", then the first line shown.
    let top = terminal.screen.line(3)
    #expect(top.contains("w00"))
    #expect(!top.contains("w00001 "))

    terminal.resize(columns: 1, rows: 24)
    #expect(terminal.screen.scrollback == [])
    #expect(terminal.screen.lowestRowReached < 24)
    #expect(terminal.screen.text.contains(">"))

    terminal.resize(columns: 80, rows: 24)
    #expect(terminal.screen.line(3) == top)
    terminal.resize(columns: 30, rows: 10)
    terminal.resize(columns: 80, rows: 24)
    #expect(terminal.screen.line(3) == top)
    #expect(terminal.screen.scrollback == [])

    terminal.type("\r")
    #expect(terminal.screen.text == "")
    #expect(terminal.screen.scrollback == [])
    // tmux would have kept a screen cleared from its corner in its scrollback.
    #expect(terminal.screen.clearsFromTheCorner == 0)
  }

  @Test func keyCost_doesNotGrowWithTheMessage() {
    // Each key broke the whole message into lines again (about 110 ms for
    // 100,000 characters in a release build); now only the visible lines
    // are built.
    func costPerKey(message: String) -> Duration {
      let terminal = FakeTerminal(columns: 80, rows: 24)
      let host = AlertHost(renderer: InteractiveRenderer(device: terminal, usesColor: true))
      let alert = AlertController(title: "Log", message: message, preferredStyle: .alert)
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "OK", style: .default))
      host.present(alert)
      let clock = ContinuousClock()
      var samples: [Duration] = []
      for _ in 0..<15 {
        let start = clock.now
        terminal.type("\t")
        samples.append(clock.now - start)
      }
      host.cancelAll()
      return samples.sorted()[samples.count / 2]
    }
    let short = costPerKey(message: String(Self.longMessage.prefix(100)))
    let long = costPerKey(message: Self.longMessage)
    #expect(long < short * 10, "per key: \(long) with 100,000 characters, \(short) with 100")
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
    // Esc backs out of an alert through its cancel button.
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
    // Focus starts on the first non-destructive button.
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

  @Test func paste_isOneEdit_whateverItsLength() {
    // The characters of one read (here a whole paste) are one edit, as UIKit makes of a paste:
    // L13 is asked once, not once a character.
    let view = showLoginAlert()
    let pasted = String(repeating: "é", count: 20_000)
    terminal.type("x")
    terminal.type(pasted + "y")
    #expect(view.textField(at: 0)?.text == "x" + pasted + "y")
    #expect(
      loginRecorder.events == [
        .willPresent, .shouldEnableFirstOtherButton, .didPresent, .shouldEnableFirstOtherButton,
        .shouldEnableFirstOtherButton,
      ])
    terminal.type("\u{7F}")  // Backspace: the cursor is after the paste
    #expect(view.textField(at: 0)?.text == "x" + pasted)
  }

  @Test func typing_editsTheFieldThroughTheHost_andEnablesTheButtonLive() {
    // SEMANTICS L13: every edit consults alertViewShouldEnableFirstOtherButton. Each key is
    // its own read, as when a person types.
    let view = showLoginAlert()
    terminal.type("a")
    terminal.type("l")
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
