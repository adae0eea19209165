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
  let deleteAlert = TerminalRun.deleteAlert
  let photoSheet = [
    "sheet", "--title", "Photo", "--destructive", "Delete", "--button", "Share", "--cancel",
    "Cancel",
  ]
  let loginAlert = [
    "alert", "--title", "Log In", "--cancel", "Cancel", "--button", "Log In", "--text-field",
    "Login", "--secure-field", "Password",
  ]

  // MARK: Keys

  @Test func focus_startsOnCancel_notOnTheDestructiveDefault_soReturnIsSafe() throws {
    // Issue 14 item 3: Delete is the default action (SEMANTICS M5) but
    // destructive, so focus starts on Cancel and a bare Return cancels.
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Cancel <")
    run.type("\r")
    let result = try run.finish()
    #expect(result.status == 1)
    #expect(result.stdout == "0\tCancel\n")
    #expect(result.settingsRestored)
  }

  @Test func okCancel_focusStartsOnOK_andReturnTakesIt() throws {
    // Issue 14 item 3: a non-destructive default action keeps the focus, as
    // gum and whiptail do.
    let run = try TerminalRun(["alert", "--title", "Save?", "--cancel", "Cancel", "--button", "OK"])
    try run.waitForScreen("> OK <")
    run.type("\r")
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(result.stdout == "1\tOK\n")
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

  @Test func digit_choosesTheNthButton_cancelExitsOne() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Cancel <")
    run.type("1")
    let result = try run.finish()
    #expect(result.status == 1)
    #expect(result.stdout == "0\tCancel\n")
    #expect(result.settingsRestored)
  }

  @Test func arrowThenEnter_choosesTheOtherButton() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Cancel <")
    run.type("\u{1B}[C")
    try run.waitForScreen("> Delete <")
    run.type("\r")
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(result.stdout == "1\tDelete\n")
  }

  @Test func escape_onASheet_choosesItsCancelButton() throws {
    // SEMANTICS S6: on a compact host a tap outside is the cancel button.
    let run = try TerminalRun(photoSheet)
    try run.waitForScreen("> Cancel <")
    run.type("\u{1B}")
    let result = try run.finish()
    #expect(result.status == 1)
    #expect(result.stdout == "2\tCancel\n")
    #expect(result.settingsRestored)
  }

  @Test func escape_onAnAlert_choosesCancel() throws {
    // Issue 14 item 4: Esc backs out of an alert that has a cancel button.
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Cancel <")
    run.type("\t")
    try run.waitForScreen("> Delete <")
    run.type("\u{1B}")
    let result = try run.finish()
    #expect(result.status == 1)
    #expect(result.stdout == "0\tCancel\n")
  }

  @Test func json_onATerminal_withholdsTheSecureValueAsNull() throws {
    // Issue 14 item 4, SEMANTICS T1: null, not "", so it cannot pass for an
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

  @Test func ctrlC_isASystemCancel_exit130() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Cancel <")
    run.type("\u{3}")
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.stdout == "")
    #expect(result.settingsRestored)
  }

  @Test func endOfInput_isASystemCancel_exit130() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Cancel <")
    run.type("\u{4}")
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.settingsRestored)
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

  @Test func alertButtons_indexedCancelDestructiveThenOthers_listedAsDrawn() throws {
    // SEMANTICS L1: cancel 0, then the others; three buttons are stacked with
    // cancel last, and the description lists them so.
    let output = try CLIProcess.run(
      ["alert", "--button", "Later", "--destructive", "Delete", "--cancel", "Cancel"],
      input: "Later\n")
    #expect(output.stdout == "2\tLater\n")
    #expect(
      output.stderr.contains("  [1] Delete (destructive)\n  [2] Later\n  [0] Cancel (cancel)\n"))
  }

  @Test func sheetIndices_followTheObjectiveCOrder_cancelLast() throws {
    // Issue 11 item 4: destructive 0, the others in order, cancel last
    // (SEMANTICS S1a), which is the order on screen.
    let output = try CLIProcess.run(
      [
        "sheet", "--cancel", "Cancel", "--destructive", "Delete", "--button", "Share", "--button",
        "Copy",
      ], input: "Cancel\n")
    #expect(output.stdout == "3\tCancel\n")
    #expect(output.status == 1)
    #expect(
      output.stderr.contains(
        "  [0] Delete (destructive)\n  [1] Share\n  [2] Copy\n  [3] Cancel (cancel)\n"))
  }

  @Test func json_printsOneObject() throws {
    let run = try TerminalRun(deleteAlert + ["--json"])
    try run.waitForScreen("> Cancel <")
    run.type("\u{1B}[C")
    try run.waitForScreen("> Delete <")
    run.type("\r")
    let result = try run.finish()
    #expect(
      result.stdout
        == "{\"buttonIndex\":1,\"buttonTitle\":\"Delete\",\"cancel\":false,\"textFields\":[]}\n")
  }

  @Test func preferred_startsTheFocusThere() throws {
    let run = try TerminalRun(photoSheet + ["--preferred", "Share"])
    try run.waitForScreen("> Share <")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "1\tShare\n")
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
    // Issue 14 item 4: TERM=dumb or unset, no escape sequences; SEMANTICS T1.
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

  // MARK: Window size

  @Test func resize_redrawsAtTheNewWidth() throws {
    let run = try TerminalRun(photoSheet, columns: 80)
    try run.waitForScreen("╭" + String(repeating: "─", count: 58) + "╮")
    run.resize(columns: 30, rows: 24)
    try run.waitForScreen("╭" + String(repeating: "─", count: 28) + "╮")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "2\tCancel\n")  // focus starts on cancel (issue 14 item 3)
  }

  // MARK: Without a terminal: the line protocol

  @Test func lineProtocol_readsAButtonByTitle() throws {
    let output = try CLIProcess.run(deleteAlert, input: "Delete\n")
    #expect(output.status == 0)
    #expect(output.stdout == "1\tDelete\n")
    #expect(output.stderr.contains("  [1] Delete (destructive)\n"))
  }

  @Test func lineProtocol_invalidLine_getsAMessage_thenTheNextLineIsRead() throws {
    let output = try CLIProcess.run(deleteAlert, input: "Remove\n0\n")
    #expect(output.status == 1)
    #expect(output.stdout == "0\tCancel\n")
    #expect(
      output.stderr.contains(
        "No button \"Remove\": type a button's index (0-1) or its exact title.\n"))
  }

  @Test func lineProtocol_endOfInput_isASystemCancel() throws {
    let output = try CLIProcess.run(deleteAlert, input: "")
    #expect(output.status == 130)
    #expect(output.stdout == "")
  }

  @Test func lineProtocol_fieldsThenButton_secretOnlyOnStandardOutput() throws {
    let output = try CLIProcess.run(loginAlert, input: "alice\nhunter2\nLog In\n")
    #expect(output.status == 0)
    #expect(output.stdout == "1\tLog In\nalice\nhunter2\n")
    #expect(!output.stderr.contains("hunter2"))
  }

  @Test func lineProtocol_popoverSheet_hidesCancel() throws {
    let output = try CLIProcess.run(
      photoSheet + ["--regular", "--anchor", "10,20,30,40"], input: "Share\n")
    #expect(output.stdout == "1\tShare\n")
    #expect(!output.stderr.contains("Cancel (cancel)"))
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
    // Issue 14 item 4.
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
