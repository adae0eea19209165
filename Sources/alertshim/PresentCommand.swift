import AlertMigration
import AlertShim
import AlertShimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `alertshim alert` and `alertshim sheet`: one alert or action sheet in the
/// terminal, so a run exercises the whole stack (an `AlertController` or a
/// `LegacyActionSheet` with a delegate, the host, the terminal renderer).
@MainActor
enum PresentCommand {
  enum Kind {
    case alert, sheet

    var name: String { self == .alert ? "alert" : "sheet" }
  }

  /// Exit statuses.
  static let chosenStatus: Int32 = 0
  static let cancelStatus: Int32 = 1
  static let usageStatus: Int32 = 2
  static let systemCancelStatus: Int32 = 130

  static func usage(_ kind: Kind) -> String {
    let synopsis: String
    let options: String
    switch kind {
    case .alert:
      synopsis = """
        USAGE: alertshim alert [--title <text>] [--message <text>] [--cancel <title>]
                               [--destructive <title>] [--button <title> ...]
                               [--preferred <title>] [--text-field <placeholder>]
                               [--secure-field <placeholder>] [--json]

        Shows an alert (an AlertController) and prints the chosen button's index
        and title, tab-separated, then each text field's value on its own line.
        Indices are those of a LegacyAlertView: cancel 0, then the others.
        """
      options = """
          --cancel <title>          The cancel button: index 0.
          --destructive <title>     The button that does the damage, drawn in red:
                                    the first after cancel.
          --button <title>          Another button; repeat for more, in order.
          --text-field <placeholder>
                                    A plain text field.
          --secure-field <placeholder>
                                    A secure text field. With --text-field, a login
                                    and password alert; the first --button is enabled
                                    only while every field has text.
        """
    case .sheet:
      synopsis = """
        USAGE: alertshim sheet [--title <text>] [--destructive <title>]
                               [--button <title> ...] [--cancel <title>]
                               [--preferred <title>] [--regular] [--anchor <where>]
                               [--json]

        Shows an action sheet (a LegacyActionSheet with a delegate) and prints the
        chosen button's index and title, tab-separated. Indices follow UIKit's
        Objective-C order, destructive, the others, cancel last, which is the
        order on screen (UIKit's Swift overlay would put cancel right after
        destructive).
        """
      options = """
          --destructive <title>     The destructive button: index 0.
          --button <title>          Another button; repeat for more, in order.
          --cancel <title>          The cancel button: the last index, drawn last.
          --regular                 An iPad-like host: the sheet is a popover, its
                                    cancel button is hidden and Esc stands for it.
          --anchor <where>          Where the sheet points: X,Y,WIDTH,HEIGHT or the
                                    name of a bar item (recorded; drawn as a popover
                                    with --regular).
        """
    }
    return """
      \(synopsis)

      OPTIONS:
        --title <text>            The title, bold at the top.
      \(kind == .alert ? "  --message <text>          The message under the title.\n" : "")\
      \(options)
        --preferred <title>       The button Return chooses; focus starts on it.
        --json                    Print one JSON object instead.
        --help                    Show this help.
        --version                 Show the version.

      KEYS: arrows, Tab and Shift-Tab move; Return chooses; 1-9 choose the nth
      button; PgUp and PgDn scroll a message taller than the terminal; Esc
      chooses an alert's cancel button, on a sheet it taps outside; Ctrl-C and
      Ctrl-D cancel; Ctrl-Z suspends (fg resumes); Ctrl-\\ quits (exit 131).
      Focus starts on --preferred, else on the default button unless it is
      destructive, else on cancel.

      With TERM=dumb or unset, no escape sequences: the alert is described and
      answered line by line on the terminal.

      When standard input is not a terminal, the alert is described on standard
      error and read from standard input: one line per text field, then one line
      with a button's index or exact title.

      EXIT STATUS: 0 for a button, 1 for the cancel button, 130 for a system
      cancel (Ctrl-C, end of input, SIGINT, SIGTERM, SIGHUP; a signal that comes
      after the choice is honoured once the result is written), 131 for SIGQUIT,
      2 for a usage error, 74 when the result cannot be written to standard
      output (closed, full, or a pipe nobody reads).
      """
  }

  static func run(_ arguments: [String], kind: Kind) async -> Int32 {
    // Before anything opens a descriptor: a closed standard descriptor must
    // not be taken by one (see StandardOutput.reserveStandardDescriptors).
    StandardOutput.reserveStandardDescriptors()
    let command = "alertshim \(kind.name)"
    let options: PresentOptions
    switch PresentOptions.parse(arguments, kind: kind) {
    case .help:
      return StandardOutput.emit(usage(kind) + "\n", command: command, status: 0)
    case .version:
      return StandardOutput.emit(
        "alertshim \(AlertShimCommand.version)\n", command: command, status: 0)
    case .failure(let message):
      writeError(
        "alertshim \(kind.name): \(message)\nRun 'alertshim \(kind.name) --help' for the options.")
      return usageStatus
    case .options(let parsed):
      options = parsed
    }

    // From here to the exit, SIGINT, SIGTERM and SIGHUP are caught: during
    // the alert they cancel it; once a button is chosen they wait until the
    // result is written (a hang-up can come just after the end of input).
    // The hold is never released: the process exits with the status this
    // returns, and a signal still pending must not end it before.
    StandardOutput.ignoreBrokenPipes()
    let hold = CancellingSignalHold()
    let renderer = TerminalRenderer()
    let host = AlertHost(renderer: renderer, traits: options.regular ? .regular : .compact)
    // An issue printed while the alert is drawn would break the drawing:
    // keep them until the terminal has been given back.
    let issues = Locked<[AlertShimIssue]>([])
    let previousHandler = AlertDiagnostics.handler
    AlertDiagnostics.handler = { issue in issues.withLock { $0.append(issue) } }
    let outcome = await Prompt(options: options, kind: kind).run(on: host)
    renderer.restoreTerminal()
    AlertDiagnostics.handler = previousHandler
    for issue in issues.withLock({ $0 }) { writeError(issue.description) }

    switch outcome {
    case .systemCancel:
      return systemCancelStatus
    case .button(let index, let title, let cancel, let fields):
      // A secret printed on a terminal would stay on the screen: withheld
      // (null in JSON, an empty line otherwise). Redirected, it is printed.
      let hideSecrets = isatty(1) == 1
      let values = fields.map { field in hideSecrets && field.isSecure ? nil : field.text }
      if hideSecrets && fields.contains(where: \.isSecure) {
        writeError(
          "alertshim: a secure field's text is not printed on a terminal; redirect or"
            + " capture standard output to get it.")
      }
      let result =
        options.json
        ? jsonObject(index: index, title: title, cancel: cancel, fields: values) + "\n"
        : "\(index)\t\(title ?? "")\n" + values.map { ($0 ?? "") + "\n" }.joined()
      let status = StandardOutput.emit(
        result, command: command, status: cancel ? cancelStatus : chosenStatus)
      // A signal that came after the choice is honoured now that the
      // result is out.
      if status != StandardOutput.writeFailureStatus && hold.caughtSignal != nil {
        return systemCancelStatus
      }
      return status
    }
  }

  /// `{"buttonIndex":1,"buttonTitle":"Delete","cancel":false,"textFields":[]}`
  /// A field withheld (nil) is `null`.
  static func jsonObject(index: Int, title: String?, cancel: Bool, fields: [String?]) -> String {
    let titleValue = title.map(jsonString) ?? "null"
    let fieldValues = fields.map { $0.map(jsonString) ?? "null" }.joined(separator: ",")
    return "{\"buttonIndex\":\(index),\"buttonTitle\":\(titleValue),\"cancel\":\(cancel),"
      + "\"textFields\":[\(fieldValues)]}"
  }

  /// The JSON string literal of `text`.
  static func jsonString(_ text: String) -> String {
    JSONValue.quoted(text)
  }
}
