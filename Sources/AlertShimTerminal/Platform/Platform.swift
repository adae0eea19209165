#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The operating system calls the terminal code needs (termios, window size,
/// file descriptors, signals, the environment), in one place, so the rest of
/// the module is free of `#if`.
enum Platform {
  /// Saved terminal settings.
  typealias Attributes = termios

  /// The request that reads a terminal's window size.
  #if canImport(Darwin)
    private static let windowSizeRequest = UInt(0x4008_7468)  // TIOCGWINSZ
  #else
    private static let windowSizeRequest = UInt(TIOCGWINSZ)
  #endif

  static let standardInput: Int32 = 0
  static let standardOutput: Int32 = 1
  static let standardError: Int32 = 2

  // MARK: Terminals

  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The terminal's current settings, or nil when `descriptor` is not a
  /// terminal.
  static func attributes(of descriptor: Int32) -> Attributes? {
    var attributes = Attributes()
    return tcgetattr(descriptor, &attributes) == 0 ? attributes : nil
  }

  /// Applies settings once pending output has been written.
  ///
  /// From a background process group the system stops the job (SIGTTOU) until it is brought to
  /// the foreground, then applies them: the settings of the shell that has the terminal are
  /// never changed. (The calling thread's block of SIGTTOU is lifted for the call: see
  /// ``withJobControlSignals(_:_:)``.)
  @discardableResult
  static func setAttributes(_ attributes: Attributes, of descriptor: Int32) -> Bool {
    var attributes = attributes
    return withJobControlSignals([SIGTTOU]) {
      while tcsetattr(descriptor, TCSADRAIN, &attributes) != 0 {
        guard errno == EINTR else { return false }
      }
      return true
    }
  }

  /// Runs `body` with the job-control `signals` unblocked on the calling thread, its signal mask
  /// put back afterwards.
  ///
  /// The threads Dispatch runs work on (the main actor's included, on Linux) block nearly every
  /// signal. With SIGTTIN blocked, a read of the terminal from a background process group fails
  /// with EIO (the alert took that for the end of input and was cancelled) instead of stopping
  /// the job until `fg`; with SIGTTOU blocked, `tcsetattr` from one goes through and changes the
  /// settings of the shell that has the terminal; with SIGTSTP blocked, a SIGTSTP the process
  /// sends itself waits for another thread to take it, while this one goes on.
  static func withJobControlSignals<T>(_ signals: [Int32], _ body: () -> T) -> T {
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signalNumber in signals { sigaddset(&unblocked, signalNumber) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &unblocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return body()
  }

  /// The signal that stops a process group that reads its terminal from the background.
  static let backgroundReadSignal: Int32 = SIGTTIN

  /// `attributes` changed for reading keys one at a time: no line editing,
  /// no echo, no signals from Ctrl-C/Ctrl-Z/Ctrl-\, no flow control, no
  /// translation of Return. Output processing stays on, so a stray line on
  /// standard error still starts at the left margin.
  static func rawAttributes(from attributes: Attributes) -> Attributes {
    var raw = attributes
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    return raw
  }

  /// Whether two settings are the same, byte for byte in the fields that
  /// matter (modes and control characters).
  static func sameAttributes(_ first: Attributes, _ second: Attributes) -> Bool {
    first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag
      && first.c_cflag == second.c_cflag && first.c_lflag == second.c_lflag
      && withUnsafeBytes(of: first.c_cc) { a in
        withUnsafeBytes(of: second.c_cc) { b in a.elementsEqual(b) }
      }
  }

  /// The window size of the terminal on `descriptor`, when it reports one.
  static func windowSize(of descriptor: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, windowSizeRequest, $0) }
    guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Opens the terminal that `descriptor` is connected to, for reading and
  /// writing, without making it the controlling terminal.
  static func openTerminal(sameAs descriptor: Int32) -> Int32? {
    guard let name = ttyname(descriptor) else { return nil }
    return open(path: String(cString: name))
  }

  /// Opens the process's controlling terminal.
  static func openControllingTerminal() -> Int32? {
    open(path: "/dev/tty")
  }

  private static func open(path: String) -> Int32? {
    let descriptor = path.withCString { systemOpen($0, O_RDWR | O_NOCTTY | O_CLOEXEC) }
    return descriptor >= 0 ? aboveStandardDescriptors(descriptor) : nil
  }

  // MARK: File descriptors

  /// Writes all of `bytes`, retrying after interruptions. Returns false when
  /// the descriptor fails (a terminal that hung up, a closed pipe).
  @discardableResult
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// Reads what is available, up to `limit` bytes: nil at end of input or
  /// on an error, an empty array when interrupted.
  static func read(from descriptor: Int32, limit: Int = 4096) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: limit)
    let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, limit) }
    if count > 0 { return Array(buffer[..<count]) }
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
    return nil
  }

  /// Waits until `descriptor` or `wake` is readable (or hung up). Returns
  /// false when woken through `wake`.
  static func waitUntilReadable(_ descriptor: Int32, orWokenBy wake: Int32) -> Bool {
    var descriptors = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let result = poll(&descriptors, 2, -1)
      if result < 0 && errno == EINTR { continue }
      if result < 0 { return true }  // let the read report the error
      if descriptors[1].revents != 0 { return false }
      if descriptors[0].revents != 0 { return true }
    }
  }

  /// A pipe whose ends close on exec, both above the standard descriptors.
  static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (aboveStandardDescriptors(ends[0]), aboveStandardDescriptors(ends[1]))
  }

  /// `descriptor` moved to 3 or above (close-on-exec), when it took the
  /// place of a closed standard input, output or error.
  ///
  /// A process started with `<&-` or `>&-` has a free slot there, and the
  /// next descriptor opened takes it: a wake-up pipe at 0 would be polled as
  /// if it were the input, a terminal at 1 would receive the result. So the
  /// module never keeps a descriptor below 3 that it opened itself.
  static func aboveStandardDescriptors(_ descriptor: Int32) -> Int32 {
    guard (0...2).contains(descriptor) else { return descriptor }
    let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, Int32(3))
    guard moved >= 0 else { return descriptor }
    _ = systemClose(descriptor)
    return moved
  }

  static func close(_ descriptor: Int32) {
    _ = systemClose(descriptor)
  }

  // MARK: Signals and environment

  /// Signals that end an alert with a system cancel: interrupt, terminate,
  /// hang-up.
  static let cancellingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  static let windowChangeSignal: Int32 = SIGWINCH

  /// Whether `signalNumber` is one of ``cancellingSignals`` (no allocation:
  /// called from signal handlers).
  static func isCancellingSignal(_ signalNumber: Int32) -> Bool {
    signalNumber == SIGINT || signalNumber == SIGTERM || signalNumber == SIGHUP
  }

  /// A signal's previous action, to put back.
  typealias SignalAction = sigaction

  /// Sends `signalNumber` to `handler`, which must be async-signal-safe;
  /// system calls it interrupts are restarted. Returns the previous action.
  static func setHandler(
    _ signalNumber: Int32, _ handler: @escaping @convention(c) (Int32) -> Void
  ) -> SignalAction {
    var action = signalAction(handler, flags: SA_RESTART)
    var previous = sigaction()
    sigaction(signalNumber, &action, &previous)
    return previous
  }

  /// Puts back an action returned by ``setHandler(_:_:)``.
  static func restoreAction(_ action: SignalAction, of signalNumber: Int32) {
    var action = action
    sigaction(signalNumber, &action, nil)
  }

  /// Writes one byte from a signal handler (`write` is async-signal-safe).
  static func writeByteFromSignalHandler(_ byte: UInt8, to descriptor: Int32) {
    var byte = byte
    _ = systemWrite(descriptor, &byte, 1)
  }

  /// The signals whose default action ends the process and that a handler
  /// can catch, besides the cancelling ones and SIGQUIT: each restores the
  /// terminal before the process dies (crashes included).
  static let fatalSignals: [Int32] = {
    var signals = [
      SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE, SIGALRM,
      SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
    ]
    #if canImport(Glibc) || canImport(Musl)
      signals += [SIGSTKFLT, SIGPOLL, SIGPWR]
      // The real-time signals also end the process by default.
      signals += Array(34...64)
    #endif
    return signals
  }()
  static let quitSignal: Int32 = SIGQUIT
  static let suspendSignal: Int32 = SIGTSTP
  static let continueSignal: Int32 = SIGCONT

  /// The first of `signals` that is pending (sent, not yet handled).
  static func pendingSignal(among signals: [Int32]) -> Int32? {
    var pending = sigset_t()
    sigemptyset(&pending)
    guard sigpending(&pending) == 0 else { return nil }
    return signals.first { sigismember(&pending, $0) == 1 }
  }

  /// Whether `signalNumber` is ignored now (as `nohup` or a shell's
  /// background job arranges): such a signal is left alone.
  static func isIgnored(_ signalNumber: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signalNumber, nil, &current) == 0 else { return true }
    #if canImport(Darwin)
      let handler = current.__sigaction_u.__sa_handler
    #else
      let handler = current.__sigaction_handler.sa_handler
    #endif
    return current.sa_flags & SA_SIGINFO == 0
      && unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Like ``setHandler(_:_:)``, without restarting interrupted calls and
  /// without blocking other signals: for handlers that end the process.
  static func setFatalHandler(
    _ signalNumber: Int32, previous: UnsafeMutablePointer<SignalAction>,
    _ handler: @escaping @convention(c) (Int32) -> Void
  ) {
    var action = signalAction(handler, flags: 0)
    sigaction(signalNumber, &action, previous)
  }

  /// An action that calls `handler` (nil: the default action) with `flags`
  /// and blocks no other signal.
  private static func signalAction(
    _ handler: (@convention(c) (Int32) -> Void)?, flags: Int32
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    action.sa_flags = flags
    sigemptyset(&action.sa_mask)
    return action
  }

  /// Puts back `action` and sends the signal again, from a signal handler:
  /// it is delivered, with that action, when the handler returns.
  static func resendFromSignalHandler(
    _ signalNumber: Int32, with action: UnsafeMutablePointer<SignalAction>
  ) {
    sigaction(signalNumber, action, nil)
    raise(signalNumber)
  }

  /// Applies terminal settings at once, from a signal handler (`tcsetattr`
  /// is async-signal-safe).
  static func setAttributesFromSignalHandler(
    _ attributes: UnsafePointer<Attributes>, of descriptor: Int32
  ) {
    _ = tcsetattr(descriptor, TCSANOW, attributes)
  }

  /// Writes bytes from a signal handler.
  static func writeFromSignalHandler(
    _ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32
  ) {
    var offset = 0
    while offset < count {
      let written = systemWrite(descriptor, bytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Ends the process at once with `status`, from a signal handler.
  static func exitFromSignalHandler(_ status: Int32) -> Never {
    _exit(status)
  }

  /// Sends SIGQUIT to the process (not to the calling thread: the main
  /// actor's thread may block signals, and one raised there would wait).
  static func raiseQuit() {
    kill(getpid(), SIGQUIT)
  }

  /// Stops the whole job as SIGTSTP does by default (the shell then says
  /// "Stopped"), as vim and less do: SIGTSTP, with its default action, goes
  /// to every process of the process group (`kill(0, SIGTSTP)`), so a script
  /// or subshell that runs the tool stops with it and the shell that started
  /// the job can continue it. The calling thread stops with the job, then
  /// waits until `continued` is readable (the SIGCONT handler, which may run
  /// on another thread, writes to it) or, when no stop happened, a second has
  /// passed: the system discards SIGTSTP for an orphaned process group, which
  /// nobody could continue, and the caller then simply goes on. The action
  /// SIGTSTP had is put back afterwards.
  static func stopProcess(untilReadable continued: Int32) {
    var defaultAction = signalAction(nil, flags: 0)  // SIG_DFL
    var previous = sigaction()
    sigaction(SIGTSTP, &defaultAction, &previous)
    // Unblocked here, so this thread stops with the job before `kill` returns, whichever
    // thread the system gives the signal to.
    withJobControlSignals([SIGTSTP]) {
      kill(0, SIGTSTP)
      var descriptors = [pollfd(fd: continued, events: Int16(POLLIN), revents: 0)]
      while poll(&descriptors, 1, 1000) < 0 && errno == EINTR {}
    }
    sigaction(SIGTSTP, &previous, nil)
  }

  /// Whether the terminal understands cursor movement and colours: `TERM`
  /// is set, not empty and not `dumb`.
  static var terminalCanDraw: Bool {
    guard let value = getenv("TERM") else { return false }
    let name = String(cString: value)
    return !name.isEmpty && name != "dumb"
  }

  /// Whether the terminal has an alternate screen (`ESC[?1049h` to enter it,
  /// `ESC[?1049l` to leave it): `TERM` names a terminal known to have one
  /// (xterm and the terminals that call themselves xterm, tmux, screen,
  /// rxvt, kitty, alacritty, foot, WezTerm, st, Konsole, VTE, iTerm), or the
  /// process runs inside tmux (`TMUX` set). Others (the Linux console, a
  /// vt100, an unknown name) are drawn on inline only.
  static var terminalHasAlternateScreen: Bool {
    hasAlternateScreen(term: environment("TERM"), tmux: environment("TMUX"))
  }

  /// ``terminalHasAlternateScreen`` for these values of `TERM` and `TMUX`
  /// (nil: unset or empty).
  static func hasAlternateScreen(term: String?, tmux: String?) -> Bool {
    if tmux != nil { return true }
    guard let name = term?.lowercased() else { return false }
    let known = [
      "xterm", "tmux", "screen", "rxvt", "kitty", "alacritty", "foot", "wezterm", "st-", "konsole",
      "gnome", "vte", "iterm", "contour",
    ]
    return name == "st" || known.contains { name.hasPrefix($0) }
  }

  /// Whether the terminal is a multiplexer that rewraps its lines when the
  /// window gets narrower and moves what no longer fits into its scrollback
  /// before the program hears of the resize: tmux (`TMUX` set, or a `TERM`
  /// of `tmux…`) and anything that calls itself `screen…` (tmux's default
  /// `TERM`, also what it reports over ssh, where `TMUX` is not passed on).
  static var terminalRewrapsLines: Bool {
    rewrapsLines(term: environment("TERM"), tmux: environment("TMUX"))
  }

  /// ``terminalRewrapsLines`` for these values of `TERM` and `TMUX` (nil:
  /// unset or empty).
  static func rewrapsLines(term: String?, tmux: String?) -> Bool {
    if tmux != nil { return true }
    guard let name = term?.lowercased() else { return false }
    return name.hasPrefix("tmux") || name.hasPrefix("screen")
  }

  /// The value of an environment variable, nil when unset or empty.
  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name), value.pointee != 0 else { return nil }
    return String(cString: value)
  }

  /// `attributes` without echo, for reading a secret line in cooked mode.
  static func withoutEcho(_ attributes: Attributes) -> Attributes {
    var quiet = attributes
    quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL)
    return quiet
  }

  /// Whether colour output is allowed: false when `NO_COLOR` is set to a
  /// non-empty value (https://no-color.org).
  static var colorAllowed: Bool {
    guard let value = getenv("NO_COLOR") else { return true }
    return value.pointee == 0
  }

  /// Registers a function to run when the process exits through `exit`.
  static func atExit(_ function: @convention(c) () -> Void) {
    _ = atexit(function)
  }
}

// The C functions whose names the wrappers above reuse.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
  open(path, flags)
}
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, bytes, count)
}
private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
