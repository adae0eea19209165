import AlertShimTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// End-to-end tests of `alertshim alert` and `alertshim sheet`: the built
/// executable runs on a pseudo-terminal (its controlling terminal, as in a
/// shell), the test types keys and reads the screen bytes, and checks
/// standard output, the exit status, and that the terminal's settings after
/// the run equal those before it.
@Suite(.timeLimit(.minutes(2)))
struct TerminalCommandTests {
  /// The README's command.
  static let deleteAlert = TerminalRun.deleteAlert
  static let photoSheet = [
    "sheet", "--title", "Photo", "--destructive", "Delete", "--button", "Share", "--cancel",
    "Cancel",
  ]
  static let loginAlert = [
    "alert", "--title", "Log In", "--cancel", "Cancel", "--button", "Log In", "--text-field",
    "Login", "--secure-field", "Password",
  ]
  let deleteAlert = Self.deleteAlert
  let photoSheet = Self.photoSheet
  let loginAlert = Self.loginAlert

  /// A run on a terminal: once the screen shows each step's text, its keys are typed; then
  /// the exit status and standard output, and the terminal's settings restored.
  struct KeyRun: Sendable, CustomTestStringConvertible {
    var name: String
    var command: [String]
    var steps: [(awaiting: String, keys: String)]
    var status: Int32
    var stdout: String

    var testDescription: String { name }
  }

  static let keyRuns = [
    // Delete is the default action (SEMANTICS M5) but destructive, so focus
    // starts on Cancel and a bare Return cancels.
    KeyRun(
      name: "focus starts on Cancel, not on the destructive default, so Return is safe",
      command: deleteAlert, steps: [("> Cancel <", "\r")], status: 1, stdout: "0\tCancel\n"),
    // A non-destructive default action keeps the focus, as gum and whiptail do.
    KeyRun(
      name: "OK and Cancel: focus starts on OK and Return takes it",
      command: ["alert", "--title", "Save?", "--cancel", "Cancel", "--button", "OK"],
      steps: [("> OK <", "\r")], status: 0, stdout: "1\tOK\n"),
    KeyRun(
      name: "a digit chooses the nth button, Cancel exits 1",
      command: deleteAlert, steps: [("> Cancel <", "1")], status: 1, stdout: "0\tCancel\n"),
    KeyRun(
      name: "an arrow then Enter chooses the other button",
      command: deleteAlert, steps: [("> Cancel <", "\u{1B}[C"), ("> Delete <", "\r")],
      status: 0, stdout: "1\tDelete\n"),
    // SEMANTICS S6: on a compact host a tap outside is the cancel button.
    KeyRun(
      name: "Esc on a sheet chooses its cancel button",
      command: photoSheet, steps: [("> Cancel <", "\u{1B}")], status: 1, stdout: "2\tCancel\n"),
    KeyRun(
      name: "Esc on an alert with a cancel button chooses it",
      command: deleteAlert, steps: [("> Cancel <", "\t"), ("> Delete <", "\u{1B}")],
      status: 1, stdout: "0\tCancel\n"),
    KeyRun(
      name: "Ctrl-C is a system cancel, exit 130",
      command: deleteAlert, steps: [("> Cancel <", "\u{3}")], status: 130, stdout: ""),
    KeyRun(
      name: "end of input is a system cancel, exit 130",
      command: deleteAlert, steps: [("> Cancel <", "\u{4}")], status: 130, stdout: ""),
    KeyRun(
      name: "--preferred starts the focus there",
      command: photoSheet + ["--preferred", "Share"], steps: [("> Share <", "\r")],
      status: 0, stdout: "1\tShare\n"),
    KeyRun(
      name: "--json prints one object",
      command: deleteAlert + ["--json"], steps: [("> Cancel <", "\u{1B}[C"), ("> Delete <", "\r")],
      status: 0,
      stdout: "{\"buttonIndex\":1,\"buttonTitle\":\"Delete\",\"cancel\":false,\"textFields\":[]}\n"),
  ]

  /// A run of the line protocol (no terminal): the lines given on standard input, then the
  /// exit status, standard output, and what standard error shows and never shows.
  struct LineRun: Sendable, CustomTestStringConvertible {
    var name: String
    var command: [String]
    var input: String
    var status: Int32
    var stdout: String
    var stderrShows: String? = nil
    var stderrNeverShows: String? = nil

    var testDescription: String { name }
  }

  static let lineRuns = [
    LineRun(
      name: "a button is read by its title", command: deleteAlert, input: "Delete\n", status: 0,
      stdout: "1\tDelete\n", stderrShows: "  [1] Delete (destructive)\n"),
    LineRun(
      name: "an invalid line gets a message, then the next line is read", command: deleteAlert,
      input: "Remove\n0\n", status: 1, stdout: "0\tCancel\n",
      stderrShows: "No button \"Remove\": type a button's index (0-1) or its exact title.\n"),
    LineRun(
      name: "end of input is a system cancel", command: deleteAlert, input: "", status: 130,
      stdout: ""),
    // SEMANTICS T1.
    LineRun(
      name: "fields then a button, the secret only on standard output", command: loginAlert,
      input: "alice\nhunter2\nLog In\n", status: 0, stdout: "1\tLog In\nalice\nhunter2\n",
      stderrNeverShows: "hunter2"),
    LineRun(
      name: "a popover sheet hides its cancel button",
      command: photoSheet + ["--regular", "--anchor", "10,20,30,40"], input: "Share\n", status: 0,
      stdout: "1\tShare\n", stderrNeverShows: "Cancel (cancel)"),
    // SEMANTICS L1: cancel 0, then the others; three buttons are stacked with
    // cancel last, and the description lists them so.
    LineRun(
      name: "alert buttons are indexed cancel, destructive, then the others, listed as drawn",
      command: ["alert", "--button", "Later", "--destructive", "Delete", "--cancel", "Cancel"],
      input: "Later\n", status: 0, stdout: "2\tLater\n",
      stderrShows: "  [1] Delete (destructive)\n  [2] Later\n  [0] Cancel (cancel)\n"),
    // Destructive 0, the others in order, cancel last (SEMANTICS S1a), which
    // is the order on screen.
    LineRun(
      name: "sheet indices follow the Objective-C order, cancel last",
      command: [
        "sheet", "--cancel", "Cancel", "--destructive", "Delete", "--button", "Share", "--button",
        "Copy",
      ], input: "Cancel\n", status: 1, stdout: "3\tCancel\n",
      stderrShows: "  [0] Delete (destructive)\n  [1] Share\n  [2] Copy\n  [3] Cancel (cancel)\n"),
  ]

  // MARK: Keys

  @Test(arguments: keyRuns)
  func keys_onATerminal_chooseAButtonOrCancel(_ keyRun: KeyRun) throws {
    let run = try TerminalRun(keyRun.command)
    for step in keyRun.steps {
      try run.waitForScreen(step.awaiting)
      run.type(step.keys)
    }
    let result = try run.finish()
    #expect(result.status == keyRun.status)
    #expect(result.stdout == keyRun.stdout)
    #expect(result.settingsRestored)
  }

  @Test func drawing_goesToTheTerminal_andIsErasedAtTheEnd() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("╰──────────────────────────╯")
    run.type("\r")
    let result = try run.finish()
    #expect(!result.stdout.contains("Delete file?"))
    #expect(result.screen.contains("Delete file?"))
    #expect(result.screen.hasSuffix("\r\u{1B}[J\u{1B}[?25h"))
  }

  @Test func json_onATerminal_withholdsTheSecureValueAsNull() throws {
    // SEMANTICS T1: null, not "", so it cannot pass for an
    // empty password; a note says why.
    let run = try TerminalRun(loginAlert + ["--json"], stdoutIsTerminal: true)
    try run.waitForScreen("Password")
    run.type("alice\thunter2\r")
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(
      result.screen.contains(
        "{\"buttonIndex\":1,\"buttonTitle\":\"Log In\",\"cancel\":false,"
          + "\"textFields\":[\"alice\",null]}"))
    #expect(!result.screen.contains("hunter"))
  }

  @Test func json_redirected_printsTheSecureValue() throws {
    let output = try CLIProcess.run(loginAlert + ["--json"], input: "alice\nhunter2\nLog In\n")
    #expect(output.stdout.contains("\"textFields\":[\"alice\",\"hunter2\"]"))
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func signal_isASystemCancel_andRestoresTheTerminal(signal: Int32) throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Cancel <")
    run.signal(signal)
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.settingsRestored)
    #expect(result.screen.hasSuffix("\u{1B}[?25h"))
  }

  // MARK: Text fields

  @Test func loginAlert_enablesLogInLive_andPrintsTheFields() throws {
    // SEMANTICS L13: Log In is dim until both fields have text, then bold.
    let run = try TerminalRun(loginAlert)
    try run.waitForBytes("\u{1B}[2mLog In")
    run.type("alice\t")
    run.type("hunter2")
    try run.waitForBytes("\u{1B}[1mLog In")
    run.type("\r")
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(result.stdout == "1\tLog In\nalice\nhunter2\n")
    #expect(result.settingsRestored)
  }

  @Test func secureText_isNeverEchoed() throws {
    // SEMANTICS T1: bullets on the terminal, never the text.
    let run = try TerminalRun(loginAlert)
    try run.waitForScreen("Password")
    run.type("alice\thunter2")
    try run.waitForScreen("•••••••")
    run.type("\u{3}")
    let result = try run.finish()
    #expect(!result.screen.contains("hunter"))
    #expect(result.stdout == "")
  }

  // MARK: Dumb terminals

  @Test(arguments: [["TERM=dumb"], []])
  func dumbTerminal_getsTheLineProtocol_withoutEscapes_andNoEchoOfSecrets(
    environment: [String]
  ) throws {
    // TERM=dumb or unset, no escape sequences; SEMANTICS T1.
    let run = try TerminalRun(loginAlert, environment: environment)
    try run.waitForScreen("Login: ")
    run.type("alice\n")
    try run.waitForScreen("Password (hidden): ")
    run.type("hunter2\n")
    run.type("Log In\n")
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(result.stdout == "1\tLog In\nalice\nhunter2\n")
    #expect(!result.screen.contains("\u{1B}"))
    #expect(!result.screen.contains("hunter2"))
    #expect(result.screen.contains("  [1] Log In"))
    #expect(result.settingsRestored)
  }

  @Test func dumbTerminal_aSecretTypedAhead_isNeverEchoed() throws {
    // SEMANTICS T1: login and password pasted in one go, before the password's prompt. The
    // terminal echoes what it receives while echo is on, so echo is off from the start and
    // the renderer shows the plain line itself.
    let run = try TerminalRun(loginAlert, environment: ["TERM=dumb"])
    try run.waitForScreen("Login: ")
    run.type("alice\nhunter2\nLog In\n")
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(result.stdout == "1\tLog In\nalice\nhunter2\n")
    #expect(!result.screen.contains("hunter2"))
    let screen = result.screen.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(screen.contains("Login: alice\n"))
    #expect(screen.contains("Password (hidden): \n"))
    #expect(result.settingsRestored)
  }

  // MARK: Window size

  @Test func resize_redrawsAtTheNewWidth() throws {
    let run = try TerminalRun(photoSheet, columns: 80)
    try run.waitForScreen("╭" + String(repeating: "─", count: 58) + "╮")
    run.resize(columns: 30, rows: 24)
    try run.waitForScreen("╭" + String(repeating: "─", count: 28) + "╮")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "2\tCancel\n")  // focus starts on cancel
  }

  // MARK: Without a terminal: the line protocol

  @Test(arguments: lineRuns)
  func lineProtocol_readsTheInput(_ lineRun: LineRun) throws {
    let output = try CLIProcess.run(lineRun.command, input: lineRun.input)
    #expect(output.status == lineRun.status)
    #expect(output.stdout == lineRun.stdout)
    if let shown = lineRun.stderrShows { #expect(output.stderr.contains(shown)) }
    if let hidden = lineRun.stderrNeverShows { #expect(!output.stderr.contains(hidden)) }
  }

  @Test func lineProtocol_aLineThatIsNotUTF8_isNoted_neverShown() throws {
    // Invalid bytes read as U+FFFD; a note says so on standard error, without the line (it may
    // answer a secure field).
    let directory = try TemporaryDirectory(prefix: "LineProtocolUTF8")
    try directory.write("input", bytes: [0xFF, 0xFE] + Array("xyzzy\nOK\n".utf8))
    let output = try CLIProcess.run(
      ["alert", "--cancel", "C", "--button", "OK", "--secure-field", "PIN"],
      redirections: "< '\(directory.url("input").path)'")
    #expect(output.status == 0)
    #expect(output.stdout == "1\tOK\n\u{FFFD}\u{FFFD}xyzzy\n")
    #expect(output.stderr.contains("A line was not valid UTF-8: its invalid bytes read as U+FFFD."))
    #expect(!output.stderr.contains("xyzzy"))
  }

  // MARK: Usage

  @Test(arguments: [
    (["alert", "--cancel"], "option '--cancel' needs a value"),
    (["alert", "--bogus", "x"], "unknown option '--bogus'"),
    (["alert", "--cancel", "C", "--regular"], "option '--regular' is only for sheets"),
    (["sheet", "--cancel", "C", "--message", "M"], "option '--message' is only for alerts"),
    (["alert", "--title", "T"], "an alert needs a button"),
    (["alert", "--cancel", "C", "--preferred", "OK"], "option '--preferred' names no button"),
    (
      ["alert", "--cancel", "C", "--text-field", "A", "--text-field", "B"],
      "options '--text-field' and '--secure-field'"
    ),
    (["alert", "--title", "A", "--title", "B", "--cancel", "C"], "option '--title' is given more"),
    (["sheet", "--cancel", "C", "--anchor", "1,2"], "option '--anchor' needs X,Y,WIDTH,HEIGHT"),
    (["alert", "--cancel", "A", "--button", "A"], "button title 'A' is given more than once"),
    (["sheet", "--button", "A", "--destructive", "A"], "button title 'A' is given more than once"),
  ])
  func usageError_exitsTwo_namingTheFlag(arguments: [String], message: String) throws {
    let output = try CLIProcess.run(arguments)
    #expect(output.status == 2)
    #expect(output.stderr.contains(message))
    #expect(output.stdout == "")
  }

  // MARK: The demo

  @Test func demo_onATerminal_isInteractive() throws {
    let run = try TerminalRun(["demo"], stdoutIsTerminal: true)
    try run.waitForScreen("> Delete <")
    run.type("\r")
    try run.waitForScreen("alertView(_:clickedButtonAt: 1) \"Delete\", tag 1")
    try run.waitForScreen("2. The same alert after migration to closures")
    run.type("1")
    try run.waitForScreen("handler: Cancel (after the alert was hidden)")
    try run.waitForScreen(">Login")
    run.type("ann\thunter2\r")
    try run.waitForScreen("login: \"ann\"; password: 7 characters, never shown")
    try run.waitForScreen("[ Share ]")
    run.type("\u{1B}")
    try run.waitForScreen("actionSheet(_:clickedButtonAt: 1) \"Cancel\"")
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(result.screen.contains("Done."))
    #expect(!result.screen.contains("hunter"))
    #expect(result.settingsRestored)
  }

  @Test(arguments: ["alert", "sheet", "demo"])
  func everySubcommand_hasVersionAndHelp(subcommand: String) throws {
    let version = try CLIProcess.run([subcommand, "--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("alertshim "))
    let help = try CLIProcess.run([subcommand, "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("USAGE: alertshim \(subcommand)"))
  }

  @Test func help_listsTheOptionsAndExitCodes() throws {
    let output = try CLIProcess.run(["sheet", "--help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("--destructive <title>"))
    #expect(output.stdout.contains("130 for a system"))
  }
}
