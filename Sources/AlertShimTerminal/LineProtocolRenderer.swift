import AlertShim
import Dispatch

/// Shows alerts when there is no terminal to draw on: the alert is described
/// on an output stream, then read from an input stream one line per text
/// field, then one line naming a button by exact title or by index (into
/// ``AlertController/actions``, which is the legacy button index). Buttons
/// are listed in the order the terminal draws them: a sheet's cancel button
/// last, whatever its index.
///
/// ```
/// Delete file?
/// This cannot be undone.
///   [0] Cancel (cancel)
///   [1] Delete (destructive)
/// Type a button's index or title.
/// ```
///
/// A line that names no button, a disabled one or one a popover does not
/// show gets a message on the output and the next line is read. End of
/// input, SIGINT, SIGTERM and SIGHUP are a system cancel. Lines left over
/// when an alert is dismissed are kept for the next one. Text typed into a
/// secure field is never written anywhere (SEMANTICS T1).
@MainActor
final class LineProtocolRenderer: TerminalBackend {
  private struct Presented {
    let alert: AlertController
    weak var host: AlertHost?
    /// How many text fields have been answered.
    var fieldsAnswered = 0
  }

  private let input: Int32
  private let output: Int32
  private var reader: InputReader?
  private var watcher: SignalWatcher?
  private var presented: Presented?
  /// Bytes after the last complete line.
  private var partialLine: [UInt8] = []
  private var lines: [String] = []
  private var inputEnded = false
  /// The input terminal's settings while echo is off for a secure line.
  private var echoingSettings: Platform.Attributes?

  init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
  }

  /// On a terminal, a prompt names the field the next line answers
  /// ("Login: ", "Password (hidden): "), once echo is set for it.
  private func promptForNextField() {
    guard Platform.isTerminal(input), let current = presented,
      current.fieldsAnswered < current.alert.textFields.count
    else { return }
    let field = current.alert.textFields[current.fieldsAnswered]
    let name =
      AlertLayout.clean(field.placeholder).flatMap { $0.isEmpty ? nil : $0 }
      ?? "text field \(current.fieldsAnswered)"
    write(name + (field.isSecureTextEntry ? " (hidden): " : ": "))
  }

  /// On a terminal, echo is off from the moment the alert is shown while a
  /// secure field is still to be answered (SEMANTICS T1): a secret typed or
  /// pasted ahead, before its prompt, is never echoed. The lines that answer
  /// plain fields meanwhile are echoed by the renderer (`answer`). The settings
  /// come back afterwards, and on every way out.
  private func updateEcho() {
    let secureAhead: Bool = {
      guard let current = presented else { return false }
      return current.alert.textFields.dropFirst(current.fieldsAnswered).contains {
        $0.isSecureTextEntry
      }
    }()
    if secureAhead, echoingSettings == nil, let settings = Platform.attributes(of: input) {
      echoingSettings = settings
      TerminalRestoration.remember(settings, of: input, output: output, escapes: false)
      Platform.setAttributes(Platform.withoutEcho(settings), of: input)
    } else if !secureAhead, let settings = echoingSettings {
      echoingSettings = nil
      Platform.setAttributes(settings, of: input)
      TerminalRestoration.forget()
    }
  }

  var mode: TerminalRenderer.Mode { .lineProtocol }

  // MARK: AlertRenderer

  func show(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    presented = Presented(alert: alert, host: host)
    write(Self.describe(alert))
    if reader == nil {
      reader = InputReader(descriptor: input) { [weak self] event in self?.receive(event) }
    }
    watcher = SignalWatcher(signals: Platform.cancellingSignals) { [weak self] _ in
      self?.presented?.host?.cancelBySystem()
    }
    updateEcho()
    promptForNextField()
    completion()
    // Lines typed ahead, or the end of input, may already be here.
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.process() }
    }
  }

  func hide(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    if presented?.alert === alert {
      presented = nil
      updateEcho()
      watcher?.cancel()
      watcher = nil
    }
    completion()
  }

  func update(_ alert: AlertController, in host: AlertHost) {}

  func tearDown() {
    presented = nil
    updateEcho()
    watcher?.cancel()
    watcher = nil
    reader?.stop()
    reader = nil
  }

  // MARK: Input

  func receive(_ event: InputEvent) {
    switch event {
    case .bytes(let bytes):
      for byte in bytes {
        if byte == UInt8(ascii: "\n") {
          lines.append(decodeLine(partialLine))
          partialLine = []
        } else {
          partialLine.append(byte)
        }
      }
    case .end:
      if !partialLine.isEmpty {
        lines.append(decodeLine(partialLine))
        partialLine = []
      }
      inputEnded = true
    }
    process()
  }

  /// Answers the shown alert with the lines read so far; at the end of
  /// input, cancels it.
  private func process() {
    while let current = presented, !lines.isEmpty {
      answer(lines.removeFirst(), to: current)
    }
    if inputEnded, let host = presented?.host {
      host.cancelBySystem()
    }
  }

  private func answer(_ line: String, to current: Presented) {
    guard let host = current.host else { return }
    let alert = current.alert
    let fieldCount = alert.textFields.count
    if current.fieldsAnswered < fieldCount {
      if echoingSettings != nil {
        // The terminal did not echo the line: show a plain one as typed, a secret as
        // nothing, and the Return that ended it.
        let field = alert.textFields[current.fieldsAnswered]
        write((field.isSecureTextEntry ? "" : AlertLayout.clean(line) ?? "") + "\n")
      }
      presented?.fieldsAnswered += 1
      updateEcho()
      promptForNextField()
      host.typeText(line, intoTextFieldAt: current.fieldsAnswered)
      return
    }
    switch Self.choice(line, in: alert) {
    case .success(let index):
      host.select(actionAt: index)
    case .failure(let problem):
      write(problem.message + "\n")
    }
  }

  private struct Problem: Error {
    var message: String
  }

  /// The index of the action `line` names: an exact title first, else an
  /// index; or why it cannot be chosen.
  private static func choice(_ line: String, in alert: AlertController) -> Result<Int, Problem> {
    let displayed = alert.displayedActions
    let index: Int
    if let titled = alert.actions.firstIndex(where: { $0.title == line }) {
      index = titled
    } else if let number = Int(line.trimmingSpaces), alert.actions.indices.contains(number) {
      index = number
    } else {
      let range = alert.actions.isEmpty ? "" : " (0-\(alert.actions.count - 1))"
      return .failure(
        Problem(
          message: "No button \"\(clean(line))\": type a button's index\(range) or its exact"
            + " title."))
    }
    let action = alert.actions[index]
    let name = "\"\(clean(action.title ?? ""))\""
    guard displayed.contains(where: { $0 === action }) else {
      return .failure(
        Problem(message: "\(name) is not shown in a popover: end the input to cancel."))
    }
    guard action.isEnabled else {
      return .failure(Problem(message: "\(name) is disabled: choose another button."))
    }
    return .success(index)
  }

  // MARK: Output

  /// The description of `alert`: title, message, text fields, then the
  /// buttons with their indices.
  static func describe(_ alert: AlertController) -> String {
    var text = ""
    if let title = AlertLayout.clean(alert.title), !title.isEmpty { text += title + "\n" }
    if let message = AlertLayout.clean(alert.message, keepingNewlines: true), !message.isEmpty {
      text += message + "\n"
    }
    let fields = alert.textFields
    for (index, field) in fields.enumerated() {
      let name = AlertLayout.clean(field.placeholder).flatMap { $0.isEmpty ? nil : $0 }
      text += "  text field \(index)\(name.map { ": \($0)" } ?? "")"
      text += field.isSecureTextEntry ? " (secure)\n" : "\n"
    }
    // In the order the terminal draws them (a sheet's cancel button last,
    // whatever its index), each with its index into the actions.
    let displayed = alert.displayedActions
    let order = AlertLayout.buttonOrder(for: DisplayedAlert(alert.state)).map { displayed[$0] }
    for action in order {
      guard let index = alert.actions.firstIndex(where: { $0 === action }) else { continue }
      var notes: [String] = []
      if action.style != .default { notes.append("\(action.style)") }
      if !action.isEnabled { notes.append("disabled") }
      let suffix = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
      text += "  [\(index)] \(clean(action.title ?? ""))\(suffix)\n"
    }
    text +=
      fields.isEmpty
      ? "Type a button's index or title.\n"
      : "Type one line for each text field, then a button's index or title.\n"
    return text
  }

  private static func clean(_ text: String) -> String {
    AlertLayout.clean(text) ?? ""
  }

  /// The line `bytes` spell, without a final carriage return. Bytes that are not UTF-8 read as
  /// U+FFFD, and a note says so (never the line itself: it may answer a secure field).
  private func decodeLine(_ bytes: [UInt8]) -> String {
    var line: String
    if let valid = String(validating: bytes, as: UTF8.self) {
      line = valid
    } else {
      line = String(decoding: bytes, as: UTF8.self)
      write("A line was not valid UTF-8: its invalid bytes read as U+FFFD.\n")
    }
    if line.hasSuffix("\r") { line.removeLast() }
    return line
  }

  private func write(_ text: String) {
    Platform.write(Array(text.utf8), to: output)
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let start = firstIndex { !isSpace($0) } ?? endIndex
    let end = lastIndex { !isSpace($0) }.map { index(after: $0) } ?? endIndex
    return start < end ? self[start..<end] : ""
  }
}
