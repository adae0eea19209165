import AlertShim
import Testing

@testable import AlertShimTerminal

/// A terminal for renderer tests: records what is written into a
/// ``ScreenModel``, delivers events on demand, and tracks raw mode.
@MainActor
final class FakeTerminal: TerminalDevice {
  var size: (columns: Int, rows: Int)
  private(set) var isRaw = false
  private(set) var startCount = 0
  private(set) var written = ""
  let screen = ScreenModel()
  private var handler: (@MainActor (TerminalEvent) -> Void)?

  init(columns: Int = 80, rows: Int = 24) {
    size = (columns, rows)
  }

  func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    self.handler = handler
    isRaw = true
    startCount += 1
  }

  func stop() {
    handler = nil
    isRaw = false
  }

  func write(_ text: String) {
    written += text
    screen.feed(text)
  }

  /// Types `text` as one read.
  func type(_ text: String) {
    handler?(.input(Array(text.utf8)))
  }

  func send(_ event: TerminalEvent) {
    handler?(event)
  }

  /// What is written from now on, to measure one step.
  func clearWritten() { written = "" }
}

/// Interprets the escape sequences the canvas uses (CR, LF, cursor up and
/// down, erase line and erase below, SGR, cursor visibility) into rows of
/// text, so tests can read the screen the way a user would.
@MainActor
final class ScreenModel {
  private var rows: [[String]] = [[]]
  private var row = 0
  private var column = 0
  private(set) var cursorVisible = true

  /// The rows with trailing blanks removed, without empty rows at the end.
  var text: String {
    var lines = rows.map { cells in
      String(cells.joined().reversed().drop { $0 == " " }.reversed())
    }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  func feed(_ text: String) {
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\r": column = 0
      case "\n": moveTo(row: row + 1)
      case "\u{1B}":
        guard scalars.popFirst() == "[" else { continue }
        var parameters = ""
        while let next = scalars.popFirst() {
          if (0x40...0x7E).contains(next.value) {
            apply(parameters, final: next)
            break
          }
          parameters.unicodeScalars.append(next)
        }
      default:
        put(Character(scalar))
      }
    }
  }

  private func apply(_ parameters: String, final: Unicode.Scalar) {
    let count = Int(parameters) ?? 1
    switch final {
    case "A": row = max(row - count, 0)
    case "B": moveTo(row: row + count)
    case "K": rows[row].removeSubrange(min(column, rows[row].count)...)
    case "J":
      rows[row].removeSubrange(min(column, rows[row].count)...)
      rows.removeSubrange((row + 1)...)
    case "h",
      "l" where parameters == "?25":
      cursorVisible = final == "h"
    default: break  // SGR and the like do not change the text
    }
  }

  private func moveTo(row newRow: Int) {
    row = newRow
    while rows.count <= row { rows.append([]) }
  }

  private func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    if width == 0, column > 0, !rows[row].isEmpty {
      rows[row][min(column, rows[row].count) - 1] += String(character)
      return
    }
    while rows[row].count < column + width { rows[row].append(" ") }
    rows[row][column] = String(character)
    if width == 2 { rows[row][column + 1] = "" }
    column += width
  }
}

/// The app's rule for a login alert: its first other button (Log In) is
/// enabled once both fields have text (SEMANTICS L13). Wrapped by a
/// `LegacyAlertViewDelegateRecorder`, which records the calls.
@MainActor
final class LoginRule: LegacyAlertViewDelegate {
  func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    (0..<2).allSatisfy { !(alertView.textField(at: $0)?.text ?? "").isEmpty }
  }
}
