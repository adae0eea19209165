/// Gives the terminal back when the process ends while raw mode is on and
/// the normal path (hiding the alert) cannot run:
///
/// - when the process calls `exit` (from a delegate callback, say), an
///   `atexit` function puts the saved settings back;
/// - when a signal that ends the process arrives (SIGUSR1, SIGALRM, SIGPIPE,
///   a crash such as SIGSEGV or SIGABRT, a real-time signal…), a handler
///   erases the box (or leaves the alternate screen it is drawn on), shows
///   the cursor and puts the settings back, then lets the signal have its
///   previous effect;
/// - on SIGQUIT, the same, then the process exits with status 131 (128 + 3),
///   so no alert is left waiting in a terminal nobody can see.
///
/// SIGINT, SIGTERM and SIGHUP are not among them: they cancel the alert
/// through the host (``SignalRelay``). Signals that are ignored when raw mode
/// begins (`nohup`, a background job) are left alone.
///
/// Everything a handler reads lives in storage allocated once, and the
/// handlers call only async-signal-safe functions (`write`, `tcsetattr`,
/// `sigaction`, `raise`, `_exit`).
enum TerminalRestoration {
  // Written on the main actor, read by the handlers and the atexit function
  // (which run on whatever thread the signal or `exit` picked). A handler
  // that runs while the main actor updates them sees either value of each
  // field: at worst it erases a row too few.
  nonisolated(unsafe) private static var active = false
  nonisolated(unsafe) private static var input: Int32 = -1
  nonisolated(unsafe) private static var output: Int32 = -1
  nonisolated(unsafe) private static var showsCursor = true
  /// Whether the alert is on the alternate screen, which the handlers then
  /// leave (``leaveAlternateScreen``) after the erase.
  nonisolated(unsafe) private static var onAlternateScreen = false
  nonisolated(unsafe) private static let attributes = UnsafeMutablePointer<Platform.Attributes>
    .allocate(capacity: 1)
  private static let eraseCapacity = 64
  // Two buffers for the erase bytes: a new sequence is written into the one
  // the handlers do not read, then `eraseSlot` switches to it. A signal that
  // comes while the bytes are written (on this thread or another) erases
  // with the previous, complete sequence, never with none or half of one.
  nonisolated(unsafe) private static let erase = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 2 * eraseCapacity)
  nonisolated(unsafe) private static let eraseCounts: UnsafeMutablePointer<Int> = {
    let counts = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    counts.initialize(repeating: 0, count: 2)
    return counts
  }()
  nonisolated(unsafe) private static var eraseSlot = 0
  /// The action each handled signal had before, indexed by signal number.
  private static let signalSlots = 65
  nonisolated(unsafe) private static let previous = UnsafeMutablePointer<Platform.SignalAction>
    .allocate(capacity: signalSlots)

  @MainActor private static var registered = false
  @MainActor private static var handled: [Int32] = []

  /// The exit status after SIGQUIT.
  static let quitStatus: Int32 = 131

  /// Raw mode began on `descriptor` (drawing on `output`); `attributes` are
  /// the settings to put back.
  /// With `escapes` false (a dumb terminal) nothing but the settings is
  /// restored: no escape sequence is written.
  @MainActor
  static func remember(
    _ attributes: Platform.Attributes, of descriptor: Int32, output: Int32, escapes: Bool = true
  ) {
    self.attributes.pointee = attributes
    input = descriptor
    self.output = output
    showsCursor = escapes
    eraseCounts[eraseSlot] = 0
    active = true
    if !registered {
      registered = true
      Platform.atExit {
        TerminalRestoration.restoreFromSignalHandler()
      }
    }
    installHandlers()
  }

  /// The bytes that erase what is drawn now (``InlineCanvas/eraseSequence``).
  @MainActor
  static func setErase(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count <= eraseCapacity else { return }
    let next = 1 - eraseSlot
    let buffer = erase + next * eraseCapacity
    for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    eraseCounts[next] = bytes.count
    publishErase(next)
  }

  /// Makes `slot` the erase sequence the handlers write. Not inlined, so the
  /// switch is a store of its own, after the bytes and the count.
  @inline(never)
  private static func publishErase(_ slot: Int) {
    eraseSlot = slot
  }

  /// Whether the alert is on the alternate screen now. Set before the
  /// bytes that enter it are written and cleared after those that leave it,
  /// so a handler never misses a screen to leave (a leave too many, when a
  /// signal comes in between, does nothing on the normal screen).
  @MainActor
  static func setAlternateScreen(_ on: Bool) {
    onAlternateScreen = on
  }

  /// Raw mode ended normally: nothing to restore any more.
  @MainActor
  static func forget() {
    active = false
    eraseCounts[eraseSlot] = 0
    onAlternateScreen = false
    for signalNumber in handled {
      Platform.restoreAction(previous[Int(signalNumber)], of: signalNumber)
    }
    handled = []
  }

  @MainActor
  private static func installHandlers() {
    guard handled.isEmpty else { return }
    for signalNumber in Platform.fatalSignals + [Platform.quitSignal]
    where signalNumber < signalSlots && !Platform.isIgnored(signalNumber) {
      let slot = previous + Int(signalNumber)
      if signalNumber == Platform.quitSignal {
        Platform.setFatalHandler(signalNumber, previous: slot) { _ in
          TerminalRestoration.restoreFromSignalHandler()
          Platform.exitFromSignalHandler(TerminalRestoration.quitStatus)
        }
      } else {
        Platform.setFatalHandler(signalNumber, previous: slot) { caught in
          TerminalRestoration.restoreFromSignalHandler()
          guard caught >= 0 && caught < TerminalRestoration.signalSlots else { return }
          Platform.resendFromSignalHandler(caught, with: TerminalRestoration.previous + Int(caught))
        }
      }
      handled.append(signalNumber)
    }
  }

  /// Erases the box, leaves the alternate screen when the alert is on it,
  /// shows the cursor and puts the settings back, once.
  /// Async-signal-safe.
  static func restoreFromSignalHandler() {
    guard active else { return }
    active = false
    let slot = eraseSlot
    let count = eraseCounts[slot]
    if count > 0 {
      Platform.writeFromSignalHandler(erase + slot * eraseCapacity, count: count, to: output)
    }
    if onAlternateScreen {
      let leave: StaticString = "\u{1B}[?1049l"
      Platform.writeFromSignalHandler(leave.utf8Start, count: leave.utf8CodeUnitCount, to: output)
    }
    if showsCursor {
      let showCursor: StaticString = "\u{1B}[?25h"
      Platform.writeFromSignalHandler(
        showCursor.utf8Start, count: showCursor.utf8CodeUnitCount, to: output)
    }
    Platform.setAttributesFromSignalHandler(attributes, of: input)
  }
}
