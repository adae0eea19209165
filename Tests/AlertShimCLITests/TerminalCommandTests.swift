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
  let deleteAlert = [
    "alert", "--title", "Delete file?", "--message", "This cannot be undone.", "--cancel",
    "Cancel", "--destructive", "Delete",
  ]
  let photoSheet = [
    "sheet", "--title", "Photo", "--destructive", "Delete", "--button", "Share", "--cancel",
    "Cancel",
  ]
  let loginAlert = [
    "alert", "--title", "Log In", "--cancel", "Cancel", "--button", "Log In", "--text-field",
    "Login", "--secure-field", "Password",
  ]

  // MARK: Keys

  @Test func enter_printsTheFocusedButton_andExitsZero() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Delete <")  // focus starts on the return-key button
    run.type("\r")
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(result.stdout == "1\tDelete\n")
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

  @Test func digit_choosesTheNthButton_cancelExitsOne() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Delete <")
    run.type("1")
    let result = try run.finish()
    #expect(result.status == 1)
    #expect(result.stdout == "0\tCancel\n")
    #expect(result.settingsRestored)
  }

  @Test func arrowThenEnter_choosesTheOtherButton() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Delete <")
    run.type("\u{1B}[D")
    try run.waitForScreen("> Cancel <")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "0\tCancel\n")
  }

  @Test func escape_onASheet_choosesItsCancelButton() throws {
    // SEMANTICS S6: on a compact host a tap outside is the cancel button.
    let run = try TerminalRun(photoSheet)
    try run.waitForScreen("[ Cancel ]")
    run.type("\u{1B}")
    let result = try run.finish()
    #expect(result.status == 1)
    #expect(result.stdout == "2\tCancel\n")
    #expect(result.settingsRestored)
  }

  @Test func escape_onAnAlert_doesNothing() throws {
    // SEMANTICS M8: an alert ignores a tap outside; Return still works after.
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Delete <")
    run.type("\u{1B}")
    run.type("\t")
    try run.waitForScreen("> Cancel <")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "0\tCancel\n")
  }

  @Test func ctrlC_isASystemCancel_exit130() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Delete <")
    run.type("\u{3}")
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.stdout == "")
    #expect(result.settingsRestored)
  }

  @Test func endOfInput_isASystemCancel_exit130() throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Delete <")
    run.type("\u{4}")
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.settingsRestored)
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func signal_isASystemCancel_andRestoresTheTerminal(signal: Int32) throws {
    let run = try TerminalRun(deleteAlert)
    try run.waitForScreen("> Delete <")
    run.signal(signal)
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.settingsRestored)
    #expect(result.screen.hasSuffix("\u{1B}[?25h"))
  }

  @Test func alertButtons_comeCancelDestructiveThenOthers() throws {
    let output = try CLIProcess.run(
      ["alert", "--button", "Later", "--destructive", "Delete", "--cancel", "Cancel"],
      input: "Later\n")
    #expect(output.stdout == "2\tLater\n")
    #expect(
      output.stderr.contains("  [0] Cancel (cancel)\n  [1] Delete (destructive)\n  [2] Later\n"))
  }

  @Test func json_printsOneObject() throws {
    let run = try TerminalRun(deleteAlert + ["--json"])
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

  // MARK: Window size

  @Test func resize_redrawsAtTheNewWidth() throws {
    let run = try TerminalRun(photoSheet, columns: 80)
    try run.waitForScreen("╭" + String(repeating: "─", count: 58) + "╮")
    run.resize(columns: 30, rows: 24)
    try run.waitForScreen("╭" + String(repeating: "─", count: 28) + "╮")
    run.type("\r")
    let result = try run.finish()
    #expect(result.stdout == "0\tDelete\n")
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

  @Test func help_listsTheOptionsAndExitCodes() throws {
    let output = try CLIProcess.run(["sheet", "--help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("--destructive <title>"))
    #expect(output.stdout.contains("130 for a system"))
  }
}

// MARK: - The pseudo-terminal harness

/// One run of `alertshim` on a fresh pseudo-terminal.
///
/// The child is a session leader whose controlling terminal is the pty, with
/// the pty as standard input and standard error and a pipe as standard
/// output, like `choice=$(alertshim …)` in a shell. The test keeps the
/// slave side open to read the terminal's settings before and after.
final class TerminalRun {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  struct Result {
    var status: Int32
    var stdout: String
    /// Everything written to the terminal.
    var screen: String
    var settingsRestored: Bool
  }

  /// How long to wait for the screen to show something or the run to end.
  static let deadline: Duration = .seconds(20)

  private let master: Int32
  private let slave: Int32
  private let stdoutPipe: Int32
  /// Held open by the child, and only by it: its end means the child ended.
  private let exitPipe: Int32
  private let pid: pid_t
  private let settingsBefore: termios
  private var screenBytes: [UInt8] = []
  private var stdoutBytes: [UInt8] = []
  private var exited = false
  private var stdoutEnded = false
  private var finished = false

  /// Starts `alertshim arguments…`; standard output is a pipe unless
  /// `stdoutIsTerminal`.
  init(
    _ arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24,
    stdoutIsTerminal: Bool = false
  ) throws {
    let executable = try CLIProcess.executable().path
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    var name = [CChar](repeating: 0, count: 256)
    guard openpty(&master, &slave, &name, nil, &size) == 0 else {
      throw Failure(description: "openpty failed: errno \(errno)")
    }
    var outputPipe: [Int32] = [-1, -1]
    var endPipe: [Int32] = [-1, -1]
    guard pipe(&outputPipe) == 0, pipe(&endPipe) == 0 else {
      throw Failure(description: "pipe failed")
    }
    for descriptor in [master, slave] + outputPipe + endPipe {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    self.master = master
    self.slave = slave
    self.stdoutPipe = outputPipe[0]
    self.exitPipe = endPipe[0]
    var settings = termios()
    tcgetattr(slave, &settings)
    settingsBefore = settings

    let path = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    pid = try Self.spawn(
      executable, arguments: arguments, terminal: path,
      stdout: stdoutIsTerminal ? nil : outputPipe[1], sentinel: endPipe[1])
    close(outputPipe[1])
    close(endPipe[1])
  }

  deinit {
    if !finished {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
    close(slave)
    close(stdoutPipe)
    close(exitPipe)
  }

  /// Sends bytes as if typed.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  func signal(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Changes the window size, as a terminal emulator does: the new size,
  /// then SIGWINCH.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
    kill(pid, SIGWINCH)
  }

  /// Reads the terminal until the text written to it since the start,
  /// escape sequences left out, contains `text`; fails after ``deadline``.
  func waitForScreen(_ text: String) throws {
    let target = Array(text.utf8)
    try pump(
      until: { Self.withoutEscapeSequences(self.screenBytes).firstRange(of: target) != nil },
      waitingFor: text)
  }

  /// Reads the terminal until the bytes written to it, escape sequences
  /// included, contain `bytes`; fails after ``deadline``.
  func waitForBytes(_ bytes: String) throws {
    let target = Array(bytes.utf8)
    try pump(until: { self.screenBytes.firstRange(of: target) != nil }, waitingFor: bytes)
  }

  /// `bytes` without CSI sequences (`ESC [ … final`).
  static func withoutEscapeSequences(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        index += 2
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        index += 1
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// Waits for the run to end and returns what it did.
  func finish() throws -> Result {
    try pump(until: { self.exited }, waitingFor: "the end of the run")
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    finished = true
    // Whatever the child wrote last is already in the pty's buffer and the pipe.
    drain(master, into: &screenBytes)
    drain(stdoutPipe, into: &stdoutBytes)
    var settingsAfter = termios()
    tcgetattr(slave, &settingsAfter)
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus, stdout: String(decoding: stdoutBytes, as: UTF8.self),
      screen: String(decoding: screenBytes, as: UTF8.self),
      settingsRestored: Self.same(settingsBefore, settingsAfter))
  }

  /// Polls the terminal, standard output and the exit sentinel until `done`
  /// or the deadline.
  private func pump(until done: () -> Bool, waitingFor what: String) throws {
    let clock = ContinuousClock()
    let end = clock.now + Self.deadline
    while !done() {
      let remaining = clock.now.duration(to: end)
      guard remaining > .zero else {
        throw Failure(
          description: "timed out waiting for \(what); the terminal showed: "
            + String(reflecting: String(decoding: screenBytes, as: UTF8.self)))
      }
      let milliseconds = Int32(remaining.components.seconds * 1000 + 1)
      // A negative descriptor is skipped: ended pipes would wake poll at once.
      var descriptors = [
        pollfd(fd: master, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stdoutEnded ? -1 : stdoutPipe, events: Int16(POLLIN), revents: 0),
        pollfd(fd: exited ? -1 : exitPipe, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&descriptors, 3, milliseconds) > 0 else { continue }
      if descriptors[0].revents != 0 { drain(master, into: &screenBytes) }
      if descriptors[1].revents != 0, !drain(stdoutPipe, into: &stdoutBytes) {
        stdoutEnded = true
      }
      if descriptors[2].revents != 0 { exited = true }
    }
  }

  /// Reads what is available; false at end of input.
  @discardableResult
  private func drain(_ descriptor: Int32, into bytes: inout [UInt8]) -> Bool {
    var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    var buffer = [UInt8](repeating: 0, count: 4096)
    while poll(&descriptors, 1, 0) > 0 {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return false }
      bytes += buffer[..<count]
    }
    return true
  }

  private static func same(_ first: termios, _ second: termios) -> Bool {
    first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag
      && first.c_cflag == second.c_cflag && first.c_lflag == second.c_lflag
      && withUnsafeBytes(of: first.c_cc) { a in
        withUnsafeBytes(of: second.c_cc) { b in a.elementsEqual(b) }
      }
  }

  /// Closes every descriptor above 3 in the child, so it holds no copy of
  /// the pipes of processes that other tests start at the same time (which
  /// would keep their output open until this child ends).
  private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
      -> Int32
    // glibc 2.34+; not in the Swift module because it needs _GNU_SOURCE.
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 4)
      return
    }
    for descriptor: Int32 in 4..<1024 where fcntl(descriptor, F_GETFD) != -1 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }

  /// Starts `executable` in a new session whose controlling terminal is the
  /// pty at `terminal`, with `stdout` (or the pty) as standard output and
  /// `sentinel` held open as descriptor 3.
  private static func spawn(
    _ executable: String, arguments: [String], terminal: String, stdout: Int32?,
    sentinel: Int32
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // A new session first; opening the pty then makes it the controlling
    // terminal. Signals start with their default actions, unblocked.
    #if canImport(Darwin)
      let newSession = Int16(POSIX_SPAWN_SETSID)
    #else
      let newSession: Int16 = 0x80  // POSIX_SPAWN_SETSID
    #endif
    posix_spawnattr_setflags(
      &attributes, newSession | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_adddup2(&actions, stdout ?? 0, 1)
    posix_spawn_file_actions_adddup2(&actions, sentinel, 3)
    closeOtherDescriptors(&actions)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure(description: "posix_spawn failed: \(result)") }
    return pid
  }
}
