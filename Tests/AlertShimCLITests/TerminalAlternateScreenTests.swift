import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The alternate screen on a real pty: entered when the alert cannot be
/// drawn inline without leaving pieces behind, left on every way out.
@Suite(.timeLimit(.minutes(2)))
struct TerminalAlternateScreenTests {
  static let enter = "\u{1B}[?1049h"
  static let leave = "\u{1B}[?1049l"
  /// As inside tmux (the `TMUX` variable is what the tool looks at).
  static let tmux = ["TERM=xterm-256color", "TMUX=/tmp/tmux-0/default,1,0"]
  let deleteAlert = TerminalRun.deleteAlert

  func count(_ sequence: String, in text: String) -> Int {
    text.split(separator: sequence, omittingEmptySubsequences: false).count - 1
  }

  @Test func roomyTerminal_isDrawnInline() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Cancel <")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "0\tCancel\n")
    #expect(!result.screen.contains(Self.enter))
    #expect(!result.screen.contains(Self.leave))
  }

  @Test func insideTmux_theAlertIsOnTheAlternateScreen_fromItsFirstFrame() throws {
    let run = try TerminalRun(deleteAlert, environment: Self.tmux)
    try run.waitForScreen("> Cancel <")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "0\tCancel\n")
    #expect(result.screen.hasPrefix("\u{1B}[?25l" + Self.enter))
    #expect(result.screen.hasSuffix(Self.leave + "\u{1B}[?25h"))
    #expect(result.settingsRestored)
  }

  @Test func narrowedBelowABox_switchesToTheAlternateScreen_andLeavesItAtTheEnd() throws {
    let run = try TerminalRun(deleteAlert, columns: 40, rows: 12)
    try run.waitForScreen("> Cancel <")
    run.resize(columns: 8, rows: 12)
    try run.waitForScreen(">Cancel")
    run.resize(columns: 40, rows: 12)
    try run.waitForScreen("> Cancel <", after: ">Cancel")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "0\tCancel\n")
    #expect(count(Self.enter, in: result.screen) == 1)
    #expect(count(Self.leave, in: result.screen) == 1)
    #expect(result.screen.hasSuffix(Self.leave + "\u{1B}[?25h"))
  }

  // SIGUSR1 and SIGALRM end the process by their own effect, SIGQUIT with
  // status 131; SIGINT, SIGTERM and SIGHUP cancel the alert (exit 130).
  @Test(arguments: [SIGUSR1, SIGALRM, SIGQUIT, SIGINT, SIGTERM, SIGHUP])
  func signalThatEndsTheAlert_leavesTheAlternateScreen(signal: Int32) throws {
    let run = try TerminalRun(deleteAlert, environment: Self.tmux)
    try run.waitForFirstFrameSettled()
    run.signal(signal)
    let result = try run.finish()
    switch signal {
    case SIGQUIT: #expect(result.status == 131)
    case SIGINT, SIGTERM, SIGHUP: #expect(result.status == 130)
    default: #expect(result.signal == signal)
    }
    #expect(result.settingsRestored)
    #expect(result.screen.hasSuffix(Self.leave + "\u{1B}[?25h"))
  }

  @Test func suspend_leavesTheAlternateScreen_andFgEntersItAgain() throws {
    let run = try TerminalRun(
      deleteAlert, environment: Self.tmux, shell: TerminalRobustnessTests.jobShell)
    try run.waitForFirstFrameSettled()
    run.type("\u{1A}")  // Ctrl-Z
    try run.waitForScreen("[stopped 148]")
    #expect(run.settingsAreTheOriginal)
    run.type("\n")
    try run.waitForScreen("> Delete <", after: "[stopped 148]")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "1\tDelete\n")
    // The shell printed on the normal screen; `fg` entered the alternate one again.
    #expect(result.screen.contains(Self.leave + "\u{1B}[?25h[stopped 148]"))
    let afterStop = try #require(result.screen.range(of: "[stopped 148]"))
    #expect(result.screen[afterStop.upperBound...].contains("\u{1B}[?25l" + Self.enter))
    #expect(result.screen.hasSuffix(Self.leave + "\u{1B}[?25h"))
    #expect(result.settingsRestored)
  }
}
