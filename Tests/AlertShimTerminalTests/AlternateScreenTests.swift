import AlertShim
import AlertShimTesting
import Testing

@testable import AlertShimTerminal

/// When the alert leaves the normal screen for the alternate one, and that it
/// leaves it again on every way out, on a fake terminal that models tmux's
/// rewrapping and the alternate screen.
@MainActor
@Suite struct AlternateScreenTests {
  static let enter = "\u{1B}[?1049h"
  static let leave = "\u{1B}[?1049l"
  /// The shell's lines: one column wide, so that no width cuts or rewraps
  /// them, and digits, which the alert's text has none of.
  static let shellLines = ["1", "2", "3"]
  let recorder = LegacyAlertViewDelegateRecorder()

  /// A terminal with three lines of the shell's on it, and a host drawing on it.
  func terminal(
    columns: Int = 40, rows: Int = 12, rewraps: Bool = false, alternateScreen: Bool = true
  ) -> (FakeTerminal, AlertHost, TerminalRenderer) {
    let terminal = FakeTerminal(
      columns: columns, rows: rows, bounded: true, rewraps: rewraps,
      alternateScreen: alternateScreen)
    terminal.screen.print(Self.shellLines)
    let renderer = TerminalRenderer(device: terminal, usesColor: true)
    return (terminal, AlertHost(renderer: renderer), renderer)
  }

  @discardableResult
  func showDeleteAlert(on host: AlertHost, message: String = "This cannot be undone.")
    -> LegacyAlertView
  {
    let view = LegacyAlertView(
      title: "Delete file?", message: message, delegate: recorder,
      cancelButtonTitle: "Cancel", otherButtonTitles: "OK", buttonOrder: .objectiveC)
    view.show(in: host)
    return view
  }

  /// The rows of the scrollback that are not the shell's own: pieces of the box.
  func piecesOfTheBox(in terminal: FakeTerminal) -> [String] {
    terminal.screen.scrollback.filter { !$0.isEmpty && !Self.shellLines.contains($0) }
  }

  func count(_ sequence: String, in text: String) -> Int {
    text.split(separator: sequence, omittingEmptySubsequences: false).count - 1
  }

  // MARK: Which screen

  @Test(arguments: [1, 8, 11, 20, 30])
  func rewrappingTerminal_narrowed_leavesNothingOfTheBoxInItsScrollback(width: Int) {
    // tmux rewraps the lines before the tool hears of the resize: an inline
    // box wider than the new width became several rows each, and those that
    // no longer fitted went into the scrollback for good.
    let (terminal, host, _) = terminal(rewraps: true)
    showDeleteAlert(on: host)
    #expect(terminal.screen.isOnAlternateScreen)
    terminal.resize(columns: width, rows: 12)
    #expect(terminal.screen.isOnAlternateScreen)
    terminal.type("\r")
    #expect(recorder.events.suffix(1) == [.didDismiss(1)])
    #expect(!terminal.screen.isOnAlternateScreen)
    #expect(piecesOfTheBox(in: terminal) == [])
    #expect(
      terminal.screen.text.split(separator: "\n").allSatisfy {
        Self.shellLines.contains(String($0))
      })
    #expect(terminal.screen.cursorVisible)
  }

  @Test func rewrappingTerminal_withoutAnAlternateScreen_staysInline() {
    // A device that cannot switch (GNU screen without `altscreen on`, say)
    // never gets the sequences.
    let (terminal, host, _) = terminal(rewraps: true, alternateScreen: false)
    showDeleteAlert(on: host)
    terminal.resize(columns: 8, rows: 12)
    terminal.type("\r")
    #expect(!terminal.written.contains(Self.enter))
    #expect(!terminal.written.contains(Self.leave))
  }

  @Test func roomyTerminal_drawsInline() {
    let (terminal, host, _) = terminal(columns: 80, rows: 24)
    showDeleteAlert(on: host)
    #expect(!terminal.screen.isOnAlternateScreen)
    #expect(!terminal.written.contains(Self.enter))
    #expect(terminal.screen.line(0) == "1")
    #expect(terminal.screen.line(3).hasPrefix("╭"))
    terminal.type("\r")
    #expect(!terminal.written.contains(Self.leave))
    #expect(terminal.screen.text == Self.shellLines.joined(separator: "\n"))
  }

  @Test func narrowedBelowABox_switchesToTheAlternateScreen_andNeverBack() {
    // A terminal that cuts its lines (no rewrap): inline while the box fits,
    // then, under 12 columns, the alternate screen for the rest of the alert.
    let (terminal, host, _) = terminal()
    showDeleteAlert(on: host)
    #expect(!terminal.screen.isOnAlternateScreen)
    terminal.resize(columns: 8, rows: 12)
    #expect(terminal.screen.isOnAlternateScreen)
    #expect(terminal.screen.text.contains(">OK"))
    #expect(terminal.notedAlternateScreen)
    terminal.resize(columns: 40, rows: 12)
    #expect(terminal.screen.isOnAlternateScreen)
    #expect(terminal.screen.text.contains("╭"))
    terminal.type("\r")
    #expect(!terminal.screen.isOnAlternateScreen)
    #expect(!terminal.notedAlternateScreen)
    // The inline box was erased before the switch: the normal screen is the shell's.
    #expect(terminal.screen.text == Self.shellLines.joined(separator: "\n"))
    #expect(terminal.screen.cursorRow == 3)
    #expect(count(Self.enter, in: terminal.written) == 1)
    #expect(count(Self.leave, in: terminal.written) == 1)
    #expect(terminal.screen.scrollback == [])
  }

  @Test func formAsTallAsTheTerminal_isOnTheAlternateScreen_fromTheFirstFrame() {
    // Inline, the frame would have scrolled the shell's lines off the top.
    let (terminal, host, _) = terminal(columns: 40, rows: 10)
    showDeleteAlert(on: host, message: (1...30).map { "Line \($0)" }.joined(separator: "\n"))
    #expect(terminal.screen.isOnAlternateScreen)
    #expect(terminal.written.hasPrefix("\u{1B}[?25l" + Self.enter))
    #expect(terminal.screen.text.contains("more below"))
    terminal.type("\r")
    #expect(terminal.screen.scrollback == [])
    #expect(terminal.screen.text == Self.shellLines.joined(separator: "\n"))
  }

  // MARK: Every way out

  @Test(arguments: ["Return", "Ctrl-C", "SIGTERM", "end of input", "restoreTerminal"])
  func everyWayOut_leavesTheAlternateScreen_andShowsTheCursor(way: String) {
    let (terminal, host, renderer) = terminal(columns: 8, rows: 12)
    showDeleteAlert(on: host)
    #expect(terminal.screen.isOnAlternateScreen)
    #expect(terminal.notedAlternateScreen)
    // A signal handler would leave the screen; no erase is needed before.
    #expect(terminal.notedErase == "")
    switch way {
    case "Return": terminal.type("\r")
    case "Ctrl-C": terminal.type("\u{3}")
    case "SIGTERM": terminal.send(.cancelSignal(15))
    case "end of input": terminal.send(.endOfInput)
    default: renderer.restoreTerminal()
    }
    #expect(!terminal.screen.isOnAlternateScreen)
    #expect(!terminal.notedAlternateScreen)
    #expect(terminal.screen.cursorVisible)
    #expect(!terminal.isRaw)
    #expect(terminal.written.hasSuffix(Self.leave + "\u{1B}[?25h"))
    #expect(terminal.screen.text == Self.shellLines.joined(separator: "\n"))
  }

  @Test func suspend_leavesTheAlternateScreen_whileStopped_andEntersItAgain() {
    let (terminal, host, _) = terminal(columns: 8, rows: 12)
    showDeleteAlert(on: host)
    terminal.send(.suspend)
    let stopped = terminal.whileSuspended
    #expect(stopped?.alternate == false)
    #expect(stopped?.text == Self.shellLines.joined(separator: "\n"))
    #expect(stopped?.cursorVisible == true)
    // Continued: on the alternate screen again, the alert drawn there.
    #expect(terminal.screen.isOnAlternateScreen)
    #expect(terminal.notedAlternateScreen)
    #expect(terminal.screen.text.contains(">OK"))
    #expect(!terminal.screen.cursorVisible)
    terminal.send(.continued)
    terminal.type("\r")
    #expect(recorder.events.suffix(1) == [.didDismiss(1)])
    #expect(!terminal.screen.isOnAlternateScreen)
    #expect(count(Self.enter, in: terminal.written) == 2)
    #expect(count(Self.leave, in: terminal.written) == 2)
  }

  @Test func continueAfterAStopFromOutside_entersTheAlternateScreenAfresh() {
    // SIGSTOP left the alert on the alternate screen, where the shell wrote.
    let (terminal, host, _) = terminal(columns: 8, rows: 12)
    showDeleteAlert(on: host)
    terminal.screen.feed("\r\n[1]+ Stopped\r\n$ fg\r\n")
    terminal.send(.continued)
    #expect(terminal.screen.isOnAlternateScreen)
    #expect(!terminal.screen.text.contains("Stopped"))
    #expect(terminal.screen.text.contains(">OK"))
    terminal.type("\r")
    #expect(!terminal.screen.isOnAlternateScreen)
    #expect(terminal.screen.text == Self.shellLines.joined(separator: "\n"))
  }

  @Test func eachAlertOfAQueue_leavesTheAlternateScreen() {
    let (terminal, host, _) = terminal(rewraps: true)
    showDeleteAlert(on: host)
    let second = LegacyAlertView(
      title: "Second", message: nil, delegate: recorder, cancelButtonTitle: "OK")
    second.show(in: host)
    terminal.type("\r")
    #expect(second.isVisible)
    #expect(terminal.screen.isOnAlternateScreen)
    #expect(terminal.screen.text.contains("Second"))
    terminal.type("\r")
    #expect(!terminal.screen.isOnAlternateScreen)
    #expect(count(Self.enter, in: terminal.written) == 2)
    #expect(count(Self.leave, in: terminal.written) == 2)
    #expect(terminal.screen.text == Self.shellLines.joined(separator: "\n"))
  }

  // MARK: Which terminals

  @Test func terminalNames_withAnAlternateScreen_andThoseThatRewrap() {
    #expect(Platform.hasAlternateScreen(term: "xterm-256color", tmux: nil))
    #expect(Platform.hasAlternateScreen(term: "tmux-256color", tmux: nil))
    #expect(Platform.hasAlternateScreen(term: "screen", tmux: nil))
    #expect(Platform.hasAlternateScreen(term: "linux", tmux: "/tmp/tmux-0/default,1,0"))
    #expect(!Platform.hasAlternateScreen(term: "linux", tmux: nil))
    #expect(!Platform.hasAlternateScreen(term: "vt100", tmux: nil))
    #expect(!Platform.hasAlternateScreen(term: nil, tmux: nil))
    #expect(Platform.rewrapsLines(term: "screen-256color", tmux: nil))
    #expect(Platform.rewrapsLines(term: "tmux-256color", tmux: nil))
    #expect(Platform.rewrapsLines(term: "xterm-256color", tmux: "/tmp/tmux-0/default,1,0"))
    #expect(!Platform.rewrapsLines(term: "xterm-256color", tmux: nil))
  }
}
