import Dispatch

/// Something that happens to the terminal while an alert is up.
enum TerminalEvent: Sendable, Equatable {
  /// Bytes typed (or pasted).
  case input([UInt8])
  /// Input ended or the terminal went away.
  case endOfInput
  /// The window changed size.
  case resized
  /// SIGINT, SIGTERM or SIGHUP arrived.
  case cancelSignal(Int32)
}

/// The terminal an alert is drawn on: the seam between the renderer and the
/// operating system, so tests can drive the renderer with a fake.
@MainActor
protocol TerminalDevice: AnyObject {
  /// Columns and rows.
  var size: (columns: Int, rows: Int) { get }
  /// Switches to raw mode and starts delivering events.
  func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void)
  /// Stops delivering events and restores the settings `start` found.
  func stop()
  /// Writes to the terminal.
  func write(_ text: String)
}

/// Watches the signals that cancel an alert (and, for a terminal, window
/// changes) while it is up, and puts their default actions back afterwards.
@MainActor
final class SignalWatcher {
  private var sources: [any DispatchSourceSignal] = []
  private var signals: [Int32] = []

  init(signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
    self.signals = signals
    for signalNumber in signals {
      Platform.setIgnored(signalNumber, true)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated { handler(signalNumber) }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops watching and restores the default actions.
  func cancel() {
    for source in sources { source.cancel() }
    for signalNumber in signals { Platform.setIgnored(signalNumber, false) }
    sources = []
    signals = []
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
    if let attributes = Platform.attributes(of: input) {
      original = attributes
      TerminalRestoration.remember(attributes, of: input, output: output)
      Platform.setAttributes(Platform.rawAttributes(from: attributes), of: input)
    }
    watcher = SignalWatcher(signals: Platform.cancellingSignals + [Platform.windowChangeSignal]) {
      handler($0 == Platform.windowChangeSignal ? .resized : .cancelSignal($0))
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
    watcher?.cancel()
    watcher = nil
    if let original {
      Platform.setAttributes(original, of: input)
      TerminalRestoration.forget()
      self.original = nil
    }
  }

  func write(_ text: String) {
    Platform.write(Array(text.utf8), to: output)
  }
}

/// The last resort for restoring the terminal: when the process calls
/// `exit` while raw mode is on (from a delegate callback, say), an `atexit`
/// function puts the saved settings back.
enum TerminalRestoration {
  private struct Saved {
    var attributes: Platform.Attributes
    var descriptor: Int32
    var output: Int32
  }

  // Written only on the main actor, read by the atexit function, which runs
  // on the thread that calls exit; the alertshim tool calls exit on the
  // main thread, so there is no concurrent access.
  nonisolated(unsafe) private static var saved: Saved?
  nonisolated(unsafe) private static var registered = false

  @MainActor
  static func remember(_ attributes: Platform.Attributes, of descriptor: Int32, output: Int32) {
    saved = Saved(attributes: attributes, descriptor: descriptor, output: output)
    if !registered {
      registered = true
      Platform.atExit {
        TerminalRestoration.restoreAtExit()
      }
    }
  }

  @MainActor
  static func forget() {
    saved = nil
  }

  private static func restoreAtExit() {
    guard let saved else { return }
    Platform.write(Array(InlineCanvas.showCursor.utf8), to: saved.output)
    Platform.setAttributes(saved.attributes, of: saved.descriptor)
    TerminalRestoration.saved = nil
  }
}
