import AlertMigration
import AlertShim
import AlertShimTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `alertshim alert` and `alertshim sheet`: one alert or action sheet in the
/// terminal, built on the legacy layer with a delegate, so a run exercises
/// the whole stack (legacy view, controller, host, terminal renderer).
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

        Shows an alert (a LegacyAlertView with a delegate) and prints the chosen
        button's index and title, tab-separated, then each text field's value on
        its own line.
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
    let issues = IssueBuffer()
    let previousHandler = AlertDiagnostics.handler
    AlertDiagnostics.handler = { issues.append($0) }
    let outcome = await LegacyPrompt(options: options, kind: kind).run(on: host)
    renderer.restoreTerminal()
    AlertDiagnostics.handler = previousHandler
    for issue in issues.all { writeError(issue.description) }

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

  /// The JSON string literal of `text` (one escaping rule for the whole tool).
  static func jsonString(_ text: String) -> String {
    JSONValue.quoted(text)
  }
}

/// The options of `alertshim alert` and `alertshim sheet`.
struct PresentOptions: Equatable {
  struct Field: Equatable {
    var placeholder: String
    var isSecure: Bool
  }

  var title: String?
  var message: String?
  var cancel: String?
  var destructive: String?
  var buttons: [String] = []
  var preferred: String?
  var fields: [Field] = []
  var regular = false
  var anchor: AlertAnchor?
  var json = false

  enum Parsed: Equatable {
    case options(PresentOptions)
    case help
    case version
    case failure(String)
  }

  /// Parses `arguments`; the failure message names the bad flag.
  static func parse(_ arguments: [String], kind: PresentCommand.Kind) -> Parsed {
    var options = PresentOptions()
    var seen: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      let onlyFor: PresentCommand.Kind? =
        switch name {
        case "--message", "--text-field", "--secure-field": .alert
        case "--regular", "--anchor": .sheet
        default: nil
        }
      if let onlyFor, onlyFor != kind {
        let reason =
          onlyFor == .alert
          ? "is only for alerts (alertshim alert)" : "is only for sheets (alertshim sheet)"
        return .failure("option '\(name)' \(reason)")
      }
      switch name {
      case "--help", "-h": return .help
      case "--version": return .version
      case "--json", "--regular":
        if inlineValue != nil { return .failure("option '\(name)' takes no value") }
        if name == "--json" { options.json = true } else { options.regular = true }
        continue
      case "--title", "--message", "--cancel", "--destructive", "--button", "--preferred",
        "--text-field", "--secure-field", "--anchor":
        break
      default:
        return .failure(
          argument.hasPrefix("-")
            ? "unknown option '\(name)'" : "unexpected argument '\(argument)'")
      }
      guard let value = inlineValue ?? remaining.popFirst() else {
        return .failure("option '\(name)' needs a value")
      }
      let repeatable: Set = ["--button", "--text-field", "--secure-field"]
      if !repeatable.contains(name), !seen.insert(name).inserted {
        return .failure("option '\(name)' is given more than once")
      }
      switch name {
      case "--title": options.title = value
      case "--message": options.message = value
      case "--cancel": options.cancel = value
      case "--destructive": options.destructive = value
      case "--button": options.buttons.append(value)
      case "--preferred": options.preferred = value
      case "--text-field", "--secure-field":
        options.fields.append(Field(placeholder: value, isSecure: name == "--secure-field"))
      default:
        guard let anchor = Self.anchor(value) else {
          return .failure(
            "option '--anchor' needs X,Y,WIDTH,HEIGHT or the name of a bar item, not '\(value)'")
        }
        options.anchor = anchor
      }
    }
    if let problem = options.problem(kind: kind) { return .failure(problem) }
    return .options(options)
  }

  /// What is wrong with a set of options that each parsed.
  private func problem(kind: PresentCommand.Kind) -> String? {
    if cancel == nil && destructive == nil && buttons.isEmpty {
      return "\(kind == .alert ? "an alert" : "a sheet") needs a button: give '--cancel',"
        + " '--destructive' or '--button'"
    }
    let plain = fields.filter { !$0.isSecure }.count
    let secure = fields.count - plain
    if plain > 1 || secure > 1 {
      return "options '--text-field' and '--secure-field': an alert takes one plain field,"
        + " one secure field, or one of each (login and password)"
    }
    let allTitles = titles
    if let repeated = allTitles.enumerated().first(where: {
      allTitles[..<$0.offset].contains($0.element)
    })?.element {
      return "button title '\(repeated)' is given more than once: each button needs its own"
        + " title (the line protocol and --preferred name buttons by title)"
    }
    if let preferred, !titles.contains(preferred) {
      return "option '--preferred' names no button: '\(preferred)' is not among"
        + " \(titles.map { "'\($0)'" }.joined(separator: ", "))"
    }
    return nil
  }

  /// Every button title, in any order.
  var titles: [String] {
    [destructive, cancel].compactMap { $0 } + buttons
  }

  /// `X,Y,WIDTH,HEIGHT` as a rect, anything else as a bar item's name.
  private static func anchor(_ text: String) -> AlertAnchor? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    if numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
      let height = numbers[3]
    {
      return .rect(x: x, y: y, width: width, height: height)
    }
    return text.isEmpty || text.contains(",") ? nil : .barItem(text)
  }

  /// The legacy alert view style these fields make.
  var alertViewStyle: LegacyAlertViewStyle {
    switch (fields.contains { !$0.isSecure }, fields.contains { $0.isSecure }) {
    case (true, true): return .loginAndPasswordInput
    case (true, false): return .plainTextInput
    case (false, true): return .secureTextInput
    case (false, false): return .default
    }
  }
}

/// Shows one legacy alert view or action sheet and waits for the delegate to
/// hear how it ended.
@MainActor
final class LegacyPrompt: LegacyAlertViewDelegate, LegacyActionSheetDelegate {
  struct FieldValue {
    var text: String
    var isSecure: Bool
  }

  enum Outcome {
    case button(index: Int, title: String?, cancel: Bool, fields: [FieldValue])
    case systemCancel
  }

  private let options: PresentOptions
  private let kind: PresentCommand.Kind
  private var systemCancelled = false
  private var continuation: CheckedContinuation<Outcome, Never>?

  init(options: PresentOptions, kind: PresentCommand.Kind) {
    self.options = options
    self.kind = kind
  }

  /// Shows the alert or sheet on `host` and returns how it ended.
  func run(on host: AlertHost) async -> Outcome {
    await withCheckedContinuation { continuation in
      self.continuation = continuation
      switch kind {
      case .alert: makeAlertView().show(in: host)
      case .sheet:
        let sheet = makeActionSheet()
        if let anchor = options.anchor {
          sheet.show(from: anchor, in: host)
        } else {
          sheet.show(in: host)
        }
      }
    }
  }

  private func makeAlertView() -> LegacyAlertView {
    // The first other button goes through the Objective-C-order initialiser
    // so that it is the "first other button" the delegate can enable
    // (SEMANTICS L2a, L13); the indices are those of the Swift order (L1). A
    // --destructive button comes first among the others.
    let others = [options.destructive].compactMap { $0 } + options.buttons
    let view: LegacyAlertView
    if let first = others.first {
      view = LegacyAlertView(
        title: options.title, message: options.message, delegate: self,
        cancelButtonTitle: options.cancel, otherButtonTitles: first, buttonOrder: .objectiveC)
    } else {
      view = LegacyAlertView(
        title: options.title, message: options.message, delegate: self,
        cancelButtonTitle: options.cancel)
    }
    for title in others.dropFirst() { view.addButton(withTitle: title) }
    if options.destructive != nil { view.destructiveButtonIndex = view.firstOtherButtonIndex }
    view.alertViewStyle = options.alertViewStyle
    // Fields of the login style come plain first, then secure.
    let ordered = options.fields.filter { !$0.isSecure } + options.fields.filter(\.isSecure)
    for (index, field) in ordered.enumerated() {
      view.textField(at: index)?.placeholder = field.placeholder
    }
    return view
  }

  private func makeActionSheet() -> LegacyActionSheet {
    // The Objective-C order (SEMANTICS S1a): destructive first, the others in
    // order, cancel last, so an index is the button's place on screen, top
    // to bottom (the cancel button is drawn last in any order), and does not
    // move when a cancel button is added. The Objective-C-order initialiser
    // takes no more than the first other title here; the rest and the cancel
    // button are appended, which gives the same indices.
    let sheet: LegacyActionSheet
    if let first = options.buttons.first {
      sheet = LegacyActionSheet(
        title: options.title, delegate: self, cancelButtonTitle: nil,
        destructiveButtonTitle: options.destructive, otherButtonTitles: first,
        buttonOrder: .objectiveC)
    } else {
      sheet = LegacyActionSheet(
        title: options.title, delegate: self, cancelButtonTitle: nil,
        destructiveButtonTitle: options.destructive)
    }
    for title in options.buttons.dropFirst() { sheet.addButton(withTitle: title) }
    if let cancel = options.cancel { sheet.cancelButtonIndex = sheet.addButton(withTitle: cancel) }
    return sheet
  }

  private func makePreferred(_ controller: AlertController?) {
    guard let preferred = options.preferred, let controller else { return }
    controller.preferredAction = controller.actions.first { $0.title == preferred }
  }

  private func finish(_ outcome: Outcome) {
    continuation?.resume(returning: outcome)
    continuation = nil
  }

  // MARK: LegacyAlertViewDelegate

  func willPresent(_ alertView: LegacyAlertView) {
    makePreferred(alertView.alertController)
  }

  func alertViewCancel(_ alertView: LegacyAlertView) {
    systemCancelled = true
  }

  /// With text fields, the first other button waits until every field has
  /// text: the classic login alert.
  func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    (0..<options.fields.count).allSatisfy { !(alertView.textField(at: $0)?.text ?? "").isEmpty }
  }

  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    if systemCancelled { return finish(.systemCancel) }
    let fields = (0..<options.fields.count).compactMap { alertView.textField(at: $0) }.map {
      FieldValue(text: $0.text ?? "", isSecure: $0.isSecureTextEntry)
    }
    let title =
      (0..<alertView.numberOfButtons).contains(buttonIndex)
      ? alertView.buttonTitle(at: buttonIndex) : nil
    finish(
      .button(
        index: buttonIndex, title: title, cancel: buttonIndex == alertView.cancelButtonIndex,
        fields: fields))
  }

  // MARK: LegacyActionSheetDelegate

  func willPresent(_ actionSheet: LegacyActionSheet) {
    makePreferred(actionSheet.alertController)
  }

  func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    systemCancelled = true
  }

  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    if systemCancelled { return finish(.systemCancel) }
    let title =
      (0..<actionSheet.numberOfButtons).contains(buttonIndex)
      ? actionSheet.buttonTitle(at: buttonIndex) : nil
    finish(
      .button(
        index: buttonIndex, title: title, cancel: buttonIndex == actionSheet.cancelButtonIndex,
        fields: []))
  }
}

/// Issues held back while the terminal is in use.
final class IssueBuffer: @unchecked Sendable {
  // @unchecked: `issues` is only touched under `lock`.
  private let lock = NSLock()
  private var issues: [AlertShimIssue] = []

  func append(_ issue: AlertShimIssue) { lock.withLock { issues.append(issue) } }
  var all: [AlertShimIssue] { lock.withLock { issues } }
}
