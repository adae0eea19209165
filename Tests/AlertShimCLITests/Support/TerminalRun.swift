import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of `alertshim` on a fresh pseudo-terminal.
///
/// The child is a session leader whose controlling terminal is the pty, with
/// the pty as standard input and standard error and a pipe as standard
/// output, like `choice=$(alertshim …)` in a shell. The test keeps the
/// slave side open to read the terminal's settings before and after.
final class TerminalRun {
  /// The README's command: a "Delete file?" alert with Cancel and a destructive Delete.
  static let deleteAlert = [
    "alert", "--title", "Delete file?", "--message", "This cannot be undone.", "--cancel",
    "Cancel", "--destructive", "Delete",
  ]

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  enum StandardOutput {
    /// A pipe the test reads.
    case pipe
    /// The pty too.
    case terminal
    /// Closed (`>&-`).
    case closed
    /// A pipe already full when the run starts, so the first write blocks
    /// until the test reads (which ``finish()`` does).
    case fullPipe
  }

  struct Result {
    /// The exit status; 128 + the signal's number when a signal ended it.
    var status: Int32
    /// The signal that ended the run, if one did.
    var signal: Int32?
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
  private var masterClosed = false
  /// False while a full standard output must stay full (until ``finish()``).
  private var readsStdout = true

  /// Starts `alertshim arguments…`; standard output is a pipe unless
  /// `stdoutIsTerminal`, or as `stdout` says. With `shell`, `/bin/sh` runs
  /// that script as the session leader, with `alertshim` as `"$0"`.
  init(
    _ arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24,
    stdoutIsTerminal: Bool = false, stdout: StandardOutput = .pipe,
    environment: [String] = ["TERM=xterm-256color"], shell script: String? = nil
  ) throws {
    let stdout = stdoutIsTerminal ? .terminal : stdout
    var executable = try CLIProcess.executable().path
    var arguments = arguments
    if let script {
      // `sh -c script alertshim arguments…`: "$0" "$@" in the script runs it.
      arguments = ["-c", script, executable] + arguments
      executable = "/bin/sh"
    }
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
    readsStdout = stdout != .fullPipe
    if stdout == .fullPipe {
      // Fill the pipe: the child's first write then waits for the test.
      _ = fcntl(outputPipe[1], F_SETFL, fcntl(outputPipe[1], F_GETFL) | O_NONBLOCK)
      let filler = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
      while filler.withUnsafeBytes({ write(outputPipe[1], $0.baseAddress, $0.count) }) > 0 {}
      // Writes of up to 4096 bytes to a pipe are all or nothing: top it up.
      while filler.withUnsafeBytes({ write(outputPipe[1], $0.baseAddress, 1) }) > 0 {}
      _ = fcntl(outputPipe[1], F_SETFL, fcntl(outputPipe[1], F_GETFL) & ~O_NONBLOCK)
    }
    let childStdout: Int32? =
      switch stdout {
      case .pipe, .fullPipe: outputPipe[1]
      case .terminal: nil
      case .closed: -1
      }
    pid = try Self.spawn(
      executable, arguments: arguments, terminal: path, stdout: childStdout,
      sentinel: endPipe[1], environment: environment)
    close(outputPipe[1])
    close(endPipe[1])
  }

  deinit {
    if !finished {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    if !masterClosed { close(master) }
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

  /// Sends `signal` to the terminal's foreground process group, as the
  /// terminal driver does for Ctrl-Z or Ctrl-C in cooked mode.
  func signalForeground(_ signal: Int32) {
    let group = tcgetpgrp(master)
    if group > 0 { kill(-group, signal) }
  }

  /// Closes the terminal's master side, as a terminal emulator does when
  /// its window is closed: the child's terminal hangs up.
  func hangUp() {
    guard !masterClosed else { return }
    masterClosed = true
    close(master)
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

  /// Like ``waitForScreen(_:)``, counting only what was written after the
  /// first `marker` (escape sequences left out).
  func waitForScreen(_ text: String, after marker: String) throws {
    let target = Array(text.utf8)
    let start = Array(marker.utf8)
    try pump(
      until: {
        let screen = Self.withoutEscapeSequences(self.screenBytes)
        guard let found = screen.firstRange(of: start) else { return false }
        return screen[found.upperBound...].firstRange(of: target) != nil
      }, waitingFor: "\(text) after \(marker)")
  }

  /// Waits for a line that is a decimal number, written after the first `marker`, and returns it.
  func waitForNumber(after marker: String) throws -> Int {
    var number: Int?
    let start = Array(marker.utf8)
    try pump(
      until: {
        let screen = Self.withoutEscapeSequences(self.screenBytes)
        guard let found = screen.firstRange(of: start) else { return false }
        let after = screen[found.upperBound...].drop { $0 == 13 || $0 == 10 }
        // The number counts once the line break after it has been written.
        guard let end = after.firstIndex(where: { $0 == 13 || $0 == 10 }) else { return false }
        number = Int(String(decoding: after[..<end], as: UTF8.self))
        return true
      }, waitingFor: "a number after \(marker)")
    guard let number else { throw Failure(description: "no number after \(marker)") }
    return number
  }

  /// Waits until the process `pid` is stopped (its state in `/proc` is `T`), reading the
  /// terminal meanwhile; fails after ``deadline``. Linux only.
  func waitUntilStopped(_ pid: pid_t) throws {
    func state() -> Character? {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      return stat[stat.index(after: close)...].first { $0 != " " }
    }
    let clock = ContinuousClock()
    let end = clock.now + Self.deadline
    // A state change sends nothing to wait on: the terminal is read for 1 ms between looks.
    while state() != "T" {
      guard clock.now < end else {
        throw Failure(description: "timed out waiting for process \(pid) to stop")
      }
      var descriptors = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
      if poll(&descriptors, 1, 1) > 0 { drain(master, into: &screenBytes) }
    }
  }

  /// The terminal's settings now equal those before the run.
  var settingsAreTheOriginal: Bool {
    var now = termios()
    tcgetattr(slave, &now)
    return Self.same(settingsBefore, now)
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
    readsStdout = true
    try pump(until: { self.exited }, waitingFor: "the end of the run")
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    finished = true
    // Whatever the child wrote last is already in the pty's buffer and the pipe.
    if !masterClosed { drain(master, into: &screenBytes) }
    drain(stdoutPipe, into: &stdoutBytes)
    var settingsAfter = termios()
    tcgetattr(slave, &settingsAfter)
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus, signal: (status & 0x7F) == 0 ? nil : status & 0x7F,
      stdout: String(decoding: stdoutBytes, as: UTF8.self),
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
        pollfd(fd: masterClosed ? -1 : master, events: Int16(POLLIN), revents: 0),
        pollfd(
          fd: stdoutEnded || !readsStdout ? -1 : stdoutPipe, events: Int16(POLLIN), revents: 0),
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
  /// Makes a spawned process start with every signal unblocked and at its
  /// default action (the test runner blocks some and ignores others), with
  /// `flags` set too.
  static func startWithDefaultSignals(_ attributes: inout posix_spawnattr_t, flags: Int16 = 0) {
    posix_spawnattr_setflags(
      &attributes, flags | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
  }

  /// Adds to `actions` the closing of every descriptor from `first` on (by default 4: the
  /// terminal runs keep a sentinel as 3), so a child keeps none that the test process holds
  /// without close-on-exec, such as those of Foundation's `Pipe` in tests running meanwhile.
  static func closeOtherDescriptors(
    _ actions: inout posix_spawn_file_actions_t, from first: Int32 = 4
  ) {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
      -> Int32
    // glibc 2.34+; not in the Swift module because it needs _GNU_SOURCE.
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
      return
    }
    for descriptor: Int32 in first..<1024 where fcntl(descriptor, F_GETFD) != -1 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }

  /// Starts `executable` in a new session whose controlling terminal is the
  /// pty at `terminal`, with `stdout` (or the pty) as standard output and
  /// `sentinel` held open as descriptor 3.
  private static func spawn(
    _ executable: String, arguments: [String], terminal: String, stdout: Int32?,
    sentinel: Int32, environment: [String]
  ) throws -> pid_t {
    // A new session first; opening the pty then makes it the controlling
    // terminal. Signals start with their default actions, unblocked.
    #if canImport(Darwin)
      let newSession = Int16(POSIX_SPAWN_SETSID)
    #else
      let newSession: Int16 = 0x80  // POSIX_SPAWN_SETSID
    #endif
    return try spawnWithDefaultSignals(
      executable, arguments: arguments,
      environment: environment + ["LANG=C.UTF-8", "PATH=/usr/bin:/bin"], flags: newSession
    ) { actions in
      posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
      if let stdout, stdout < 0 {
        posix_spawn_file_actions_addclose(&actions, 1)
      } else {
        posix_spawn_file_actions_adddup2(&actions, stdout ?? 0, 1)
      }
      posix_spawn_file_actions_adddup2(&actions, sentinel, 3)
    }
  }

  /// Starts `executable` with `environment`, every signal unblocked and at
  /// its default action (``startWithDefaultSignals(_:flags:)``), the
  /// descriptors `files` sets up and no other (``closeOtherDescriptors(_:)``).
  static func spawnWithDefaultSignals(
    _ executable: String, arguments: [String], environment: [String], flags: Int16 = 0,
    files: (inout posix_spawn_file_actions_t) -> Void
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    startWithDefaultSignals(&attributes, flags: flags)
    files(&actions)
    closeOtherDescriptors(&actions)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure(description: "posix_spawn failed: \(result)") }
    return pid
  }
}
