import AlertShim

/// Shows alerts and action sheets in a terminal, for real use on Linux and
/// macOS.
///
/// When standard input is a terminal, the alert is drawn inline below the
/// cursor (on the alternate screen inside tmux, and when it does not fit the
/// terminal, so that no piece of it stays in the scrollback) on the terminal
/// itself, never on standard output, so `choice=$(tool)` works; keys are
/// read in raw mode:
///
/// | key | does |
/// |---|---|
/// | ←/→, ↑/↓, Tab, Shift-Tab | move focus (disabled buttons are skipped) |
/// | Return | choose the focused button |
/// | 1–9 | choose the nth button as shown |
/// | Esc | an alert's cancel button; elsewhere a tap outside (`AlertHost/tapOutside()`) |
/// | Ctrl-C, Ctrl-D | a system cancel (`AlertHost/cancelBySystem()`) |
/// | Ctrl-Z | suspend (as SIGTSTP): the terminal is given back until `fg` |
/// | Ctrl-\ | quit (as SIGQUIT): the terminal is restored, exit status 131 |
///
/// Text fields are edited in place; every edit goes through
/// `AlertHost/typeText(_:intoTextFieldAt:)`, so delegates that enable
/// buttons as the user types are consulted live. Secure fields show one
/// bullet per character (SEMANTICS T1). The terminal's settings are
/// restored when the alert goes away, on SIGINT, SIGTERM and SIGHUP (each a
/// system cancel), on SIGTSTP (until SIGCONT), on SIGQUIT (then exit 131),
/// before any other catchable fatal signal takes effect, and, as a last
/// resort, when the process calls `exit`.
///
/// When standard input is not a terminal, the renderer speaks a line
/// protocol instead: it describes the alert on standard error, then reads
/// one line per text field and one line naming a button by index or title.
///
/// ```swift
/// AlertHost.main = AlertHost(renderer: TerminalRenderer())
/// ```
///
/// The renderer never resolves an alert itself: every key becomes a call on
/// the host's input door.
@MainActor
public final class TerminalRenderer: AlertRenderer {
  /// How the renderer talks to the user.
  public enum Mode: Sendable, Hashable {
    /// Drawn on a terminal, keys read in raw mode.
    case interactive
    /// Described on standard error, answered by lines on standard input.
    case lineProtocol
  }

  /// How the renderer talks to the user, chosen when it was created.
  public var mode: Mode { backend.mode }

  private let backend: any TerminalBackend

  /// A renderer on the process's terminal: interactive when standard input
  /// is a terminal that can draw, the line protocol otherwise. A terminal
  /// whose `TERM` is `dumb`, empty or unset gets no escape sequences: the
  /// line protocol runs on it, and a secure field's line is read without
  /// echo.
  ///
  /// - Parameter usesColor: Whether to draw destructive buttons in red; by
  ///   default true unless the `NO_COLOR` environment variable is set to a
  ///   non-empty value.
  public init(usesColor: Bool? = nil) {
    let color = usesColor ?? Platform.colorAllowed
    if Platform.terminalCanDraw, let terminal = SystemTerminal() {
      backend = InteractiveRenderer(device: terminal, usesColor: color)
    } else if Platform.isTerminal(Platform.standardInput) {
      // TERM=dumb or unset: no escape sequences at all, so the line protocol,
      // on the terminal, with a secure field's line read without echo.
      let output =
        Platform.isTerminal(Platform.standardError)
        ? Platform.standardError
        : Platform.openTerminal(sameAs: Platform.standardInput) ?? Platform.standardError
      backend = LineProtocolRenderer(input: Platform.standardInput, output: output)
    } else {
      backend = LineProtocolRenderer(
        input: Platform.standardInput, output: Platform.standardError)
    }
  }

  /// A renderer that speaks the line protocol on the given file descriptors.
  public init(lineInput: Int32, lineOutput: Int32) {
    backend = LineProtocolRenderer(input: lineInput, output: lineOutput)
  }

  /// A renderer drawing on `device` (tests and the benchmark; not for use
  /// outside AlertShim).
  package init(device: any TerminalDevice, usesColor: Bool) {
    backend = InteractiveRenderer(device: device, usesColor: usesColor)
  }

  /// Draws the alert (or describes it, in the line protocol) and starts reading input.
  public func show(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    backend.show(alert, in: host, completion: completion)
  }

  /// Erases the alert and gives the terminal back.
  public func hide(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    backend.hide(alert, in: host, completion: completion)
  }

  /// Redraws the alert after a change to its title, message, actions or fields.
  public func update(_ alert: AlertController, in host: AlertHost) {
    backend.update(alert, in: host)
  }

  /// Erases whatever is drawn and restores the terminal's settings now.
  ///
  /// Hiding an alert does this already; call it on an exit path that skips
  /// the host, such as an error thrown while an alert is up. Calling it
  /// when nothing is drawn does nothing.
  public func restoreTerminal() {
    backend.tearDown()
  }
}

/// One way of showing alerts in a terminal: ``InteractiveRenderer`` or
/// ``LineProtocolRenderer``.
@MainActor
protocol TerminalBackend: AlertRenderer {
  var mode: TerminalRenderer.Mode { get }
  /// Ends whatever is shown and gives the terminal back as it was found.
  func tearDown()
}
