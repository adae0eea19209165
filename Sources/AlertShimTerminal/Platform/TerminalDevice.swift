import Dispatch

/// Something that happens to the terminal while an alert is up.
///
/// `package` so the benchmark can drive a renderer without a terminal; not
/// for use outside AlertShim.
package enum TerminalEvent: Sendable, Equatable {
  /// Bytes typed (or pasted).
  case input([UInt8])
  /// Input ended or the terminal went away.
  case endOfInput
  /// The window changed size.
  case resized
  /// SIGINT, SIGTERM or SIGHUP arrived.
  case cancelSignal(Int32)
  /// SIGTSTP arrived (`kill -TSTP`; Ctrl-Z is a key in raw mode).
  case suspend
  /// SIGCONT arrived: the process was stopped and goes on (`fg`).
  case continued
}

/// The terminal an alert is drawn on: the seam between the renderer and the
/// operating system, so tests and the benchmark can drive the renderer with
/// a fake. `package`: not for use outside AlertShim.
@MainActor
package protocol TerminalDevice: AnyObject {
  /// Columns and rows.
  var size: (columns: Int, rows: Int) { get }
  /// Whether the terminal has an alternate screen (`ESC[?1049h` enters it,
  /// saving the cursor; `ESC[?1049l` leaves it, restoring the screen and the
  /// cursor). False: the alert is always drawn inline.
  var canUseAlternateScreen: Bool { get }
  /// Whether the terminal rewraps its lines when the window gets narrower,
  /// before the program hears of the resize, and moves what no longer fits
  /// into its scrollback (tmux). An alert drawn inline there could leave
  /// pieces of itself in the scrollback, so it goes on the alternate screen
  /// from its first frame.
  var rewrapsLines: Bool { get }
  /// Switches to raw mode and starts delivering events.
  func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void)
  /// Stops delivering events and restores the settings `start` found.
  func stop()
  /// Writes to the terminal.
  func write(_ text: String)
  /// The bytes that would erase what is drawn now, for a signal that ends
  /// the process before the box can be hidden normally.
  func noteErase(_ text: String)
  /// Whether the alert is on the alternate screen, for a signal that ends
  /// the process: told before the bytes that enter it are written and after
  /// those that leave it.
  func noteAlternateScreen(_ on: Bool)
  /// Gives the terminal back and stops the process, as SIGTSTP would; when
  /// it goes on, raw mode again. The caller erased the box before.
  func suspend()
  /// Raw mode again after the process was stopped by someone else.
  func resume()
  /// Ctrl-\: what SIGQUIT does (``TerminalRestoration``).
  func quit()
}

extension TerminalDevice {
  package var canUseAlternateScreen: Bool { false }
  package var rewrapsLines: Bool { false }
  package func noteErase(_ text: String) {}
  package func noteAlternateScreen(_ on: Bool) {}
  package func suspend() {}
  package func resume() {}
  package func quit() {}
}

/// Watches the signals that cancel an alert (and, for a terminal, window
/// changes) while it is up; afterwards they have their previous effect again.
@MainActor
final class SignalWatcher {
  private var id: Int?

  init(signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
    id = SignalRelay.shared.subscribe(signals, handler)
  }

  /// Stops watching.
  func cancel() {
    if let id { SignalRelay.shared.unsubscribe(id) }
    id = nil
  }
}

/// Keeps SIGINT, SIGTERM and SIGHUP from ending the process while held, and
/// records the first that arrives, so a command can give the terminal back
/// and write a result already chosen before it honours a late signal.
///
/// Alerts shown meanwhile still take each of these signals as a system
/// cancel. `package`: for the `alertshim` tool, not for use outside
/// AlertShim.
@MainActor
package final class CancellingSignalHold {
  private let watcher: SignalWatcher

  /// Starts holding: from now on these signals are caught.
  package init() {
    SignalRelay.resetCaughtCancel()
    watcher = SignalWatcher(signals: Platform.cancellingSignals) { _ in }
  }

  /// The first of SIGINT, SIGTERM and SIGHUP that arrived since the hold
  /// began, if any: handled already, or sent and still pending (a signal
  /// sent to the process may wait for a thread that takes it).
  package var caughtSignal: Int32? {
    let caught = SignalRelay.caughtCancel
    if caught != 0 { return caught }
    return Platform.pendingSignal(among: Platform.cancellingSignals)
  }

  /// Stops holding: the signals have their previous effect again, and one
  /// still pending then has it at once. A command that honours
  /// ``caughtSignal`` by exiting does not release.
  package func release() {
    watcher.cancel()
  }
}

/// Catches the watched signals for the whole process while anyone watches,
/// and hands each one to the main actor.
///
/// A C handler writes the signal number to a pipe (the self-pipe trick) and
/// an ``InputReader`` reads it back. This works whichever thread the kernel
/// picks, unlike a dispatch signal source, which on Linux misses a signal
/// delivered to a thread that does not block it.
@MainActor
final class SignalRelay {
  static let shared = SignalRelay()

  /// The write end of the current pipe, read by the C handler; -1 when no
  /// handler is installed. Written only on the main actor, before the
  /// handlers are installed and after they are removed, so the handler never
  /// sees a torn or stale value.
  nonisolated(unsafe) private static var pipeWriteEnd: Int32 = -1

  /// The first cancelling signal caught since ``resetCaughtCancel()``, 0 for
  /// none. Set by the C handler itself, so it is known even before the main
  /// actor hears of it (an `Int32` store: a torn value is impossible).
  nonisolated(unsafe) private(set) static var caughtCancel: Int32 = 0

  /// While ``stopProcessUntilContinued()`` waits: the pipe the SIGCONT
  /// handler wakes it through; -1 otherwise.
  nonisolated(unsafe) private static var continuedWriteEnd: Int32 = -1

  /// Stops the process (SIGTSTP with its default action) and returns once
  /// it is continued. SIGCONT must be watched meanwhile.
  func stopProcessUntilContinued() {
    guard let wake = Platform.makePipe() else { return }
    Self.continuedWriteEnd = wake.write
    Platform.stopProcess(untilReadable: wake.read)
    Self.continuedWriteEnd = -1
    Platform.close(wake.read)
    Platform.close(wake.write)
  }

  /// Forgets the cancelling signals caught so far.
  static func resetCaughtCancel() {
    caughtCancel = 0
  }

  private var subscribers: [(id: Int, signals: [Int32], handler: @MainActor (Int32) -> Void)] = []
  private var nextID = 0
  /// The signals handled now, with the action each had before.
  private var previousActions: [Int32: Platform.SignalAction] = [:]
  private var reader: InputReader?
  private var pipe: (read: Int32, write: Int32)?

  func subscribe(_ signals: [Int32], _ handler: @escaping @MainActor (Int32) -> Void) -> Int {
    nextID += 1
    subscribers.append((nextID, signals, handler))
    updateHandlers()
    return nextID
  }

  func unsubscribe(_ id: Int) {
    subscribers.removeAll { $0.id == id }
    updateHandlers()
  }

  /// Handles exactly the signals someone watches: a signal nobody watches
  /// (SIGTSTP once the alert is gone, say) has its previous effect.
  private func updateHandlers() {
    let watched = Set(subscribers.flatMap(\.signals))
    if !watched.isEmpty && pipe == nil { openPipe() }
    for signalNumber in watched.sorted() where previousActions[signalNumber] == nil {
      previousActions[signalNumber] = Platform.setHandler(signalNumber) { caught in
        if Platform.isCancellingSignal(caught) && SignalRelay.caughtCancel == 0 {
          SignalRelay.caughtCancel = caught
        }
        if caught == Platform.continueSignal && SignalRelay.continuedWriteEnd >= 0 {
          Platform.writeByteFromSignalHandler(0, to: SignalRelay.continuedWriteEnd)
        }
        let descriptor = SignalRelay.pipeWriteEnd
        if descriptor >= 0 {
          Platform.writeByteFromSignalHandler(UInt8(truncatingIfNeeded: caught), to: descriptor)
        }
      }
    }
    for (signalNumber, action) in previousActions where !watched.contains(signalNumber) {
      Platform.restoreAction(action, of: signalNumber)
      previousActions[signalNumber] = nil
    }
    if watched.isEmpty { closePipe() }
  }

  private func openPipe() {
    guard let pipe = Platform.makePipe() else { return }
    self.pipe = pipe
    Self.pipeWriteEnd = pipe.write
    reader = InputReader(descriptor: pipe.read, closesDescriptor: true) { [weak self] event in
      guard case .bytes(let bytes) = event else { return }
      for byte in bytes { self?.deliver(Int32(byte)) }
    }
  }

  private func closePipe() {
    Self.pipeWriteEnd = -1
    reader?.stop()
    reader = nil
    if let pipe { Platform.close(pipe.write) }
    pipe = nil
  }

  private func deliver(_ signalNumber: Int32) {
    for subscriber in subscribers where subscriber.signals.contains(signalNumber) {
      subscriber.handler(signalNumber)
    }
  }
}

/// The process's own terminal: keys from standard input, drawing on the same
/// terminal opened afresh (or on standard error).
@MainActor
final class SystemTerminal: TerminalDevice {
  private let input: Int32
  private let output: Int32
  private let ownsOutput: Bool
  private var original: Platform.Attributes?
  private var reader: InputReader?
  private var watcher: SignalWatcher?
  let canUseAlternateScreen = Platform.terminalHasAlternateScreen
  let rewrapsLines = Platform.terminalRewrapsLines

  /// The terminal on standard input, or nil when standard input is not a
  /// terminal. Drawing goes to that terminal opened afresh (so standard
  /// output stays free for results), else the controlling terminal, else
  /// standard error.
  convenience init?() {
    let input = Platform.standardInput
    guard Platform.isTerminal(input) else { return nil }
    if let output = Platform.openTerminal(sameAs: input) ?? Platform.openControllingTerminal() {
      self.init(input: input, output: output, ownsOutput: true)
    } else {
      self.init(input: input, output: Platform.standardError, ownsOutput: false)
    }
  }

  /// A terminal read from `input` and drawn on `output`; `output` is closed
  /// with the terminal when `ownsOutput` is true.
  init(input: Int32, output: Int32, ownsOutput: Bool) {
    self.input = input
    self.output = output
    self.ownsOutput = ownsOutput
  }

  deinit {
    if ownsOutput { Platform.close(output) }
  }

  var size: (columns: Int, rows: Int) {
    Platform.windowSize(of: output) ?? Platform.windowSize(of: input) ?? (80, 24)
  }

  func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    guard reader == nil else { return }
    // Signals are watched before raw mode begins, so none can end the
    // process while the terminal is raw.
    let signals =
      Platform.cancellingSignals + [
        Platform.windowChangeSignal, Platform.suspendSignal, Platform.continueSignal,
      ]
    watcher = SignalWatcher(signals: signals) { signalNumber in
      switch signalNumber {
      case Platform.windowChangeSignal: handler(.resized)
      case Platform.suspendSignal: handler(.suspend)
      case Platform.continueSignal: handler(.continued)
      default: handler(.cancelSignal(signalNumber))
      }
    }
    if let attributes = Platform.attributes(of: input) {
      original = attributes
      TerminalRestoration.remember(attributes, of: input, output: output)
      Platform.setAttributes(Platform.rawAttributes(from: attributes), of: input)
    }
    reader = InputReader(descriptor: input) { event in
      switch event {
      case .bytes(let bytes): handler(.input(bytes))
      case .end: handler(.endOfInput)
      }
    }
  }

  func stop() {
    reader?.stop()
    reader = nil
    // Settings first: a signal that comes once the watcher is gone has its
    // default effect, which may end the process at once.
    if let original {
      Platform.setAttributes(original, of: input)
      TerminalRestoration.forget()
      self.original = nil
    }
    watcher?.cancel()
    watcher = nil
  }

  func write(_ text: String) {
    Platform.write(Array(text.utf8), to: output)
  }

  func noteErase(_ text: String) {
    TerminalRestoration.setErase(text)
  }

  func noteAlternateScreen(_ on: Bool) {
    TerminalRestoration.setAlternateScreen(on)
  }

  func suspend() {
    // The whole job stops (a script or subshell that runs the tool too). In
    // an orphaned process group the system discards the stop (nobody could
    // continue it): the settings come back and the alert simply stays.
    if let original { Platform.setAttributes(original, of: input) }
    SignalRelay.shared.stopProcessUntilContinued()
    if let original { Platform.setAttributes(Platform.rawAttributes(from: original), of: input) }
  }

  func resume() {
    // The shell may have put its own settings back while the process was
    // stopped. A process continued in the background is stopped again here
    // (SIGTTOU) until it is brought to the foreground.
    if let original { Platform.setAttributes(Platform.rawAttributes(from: original), of: input) }
  }

  func quit() {
    Platform.raiseQuit()
  }
}
