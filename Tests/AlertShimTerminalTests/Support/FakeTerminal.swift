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
  let screen: ScreenModel
  private var handler: (@MainActor (TerminalEvent) -> Void)?

  /// A terminal of this size. With `bounded`, its screen is that size too:
  /// rows that scroll off the top go to a scrollback, as on a real terminal
  /// (else the screen grows as needed and nothing scrolls).
  init(columns: Int = 80, rows: Int = 24, bounded: Bool = false) {
    size = (columns, rows)
    screen = bounded ? ScreenModel(columns: columns, rows: rows) : ScreenModel()
  }

  /// The window changes size: the screen is cut as a terminal cuts it,
  /// then the renderer hears of it.
  func resize(columns: Int, rows: Int) {
    size = (columns, rows)
    screen.resize(columns: columns, rows: rows)
    handler?(.resized)
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
///
/// Unbounded by default: rows are added as needed. Bounded (a size given),
/// it is a terminal's screen: a newline on the last row scrolls the top row
/// into ``scrollback``, cursor motions stop at the edges, a character past
/// the last column wraps to the next row, and a resize cuts the screen the
/// way tmux does (a shorter window drops the rows below the cursor first,
/// then pushes rows from the top into the scrollback; a narrower one cuts
/// the rows).
@MainActor
final class ScreenModel {
  private var rows: [[String]] = [[]]
  private var row = 0
  private var column = 0
  private(set) var cursorVisible = true
  /// The screen's size when bounded.
  private var columns: Int?
  private var height: Int?
  /// The rows scrolled off the top, oldest first, trailing blanks removed.
  private(set) var scrollback: [String] = []
  /// The highest row the cursor was on (0 is the top of the screen).
  private(set) var lowestRowReached = 0
  /// The cursor position saved by ESC 7 (DECSC), restored by ESC 8.
  private var saved: (row: Int, column: Int)?
  /// How many times the screen was cleared below with the cursor in its
  /// top-left corner, which tmux answers by keeping the screen in its
  /// scrollback (`scroll-on-clear`) while something was on it.
  private(set) var clearsFromTheCorner = 0

  init() {}

  init(columns: Int, rows: Int) {
    self.columns = columns
    height = rows
  }

  /// The row the cursor is on, from the top of the screen.
  var cursorRow: Int { row }

  /// The rows with trailing blanks removed, without empty rows at the end.
  var text: String {
    var lines = rows.map(Self.trimmed)
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Row `index` of the screen, trailing blanks removed.
  func line(_ index: Int) -> String {
    index < rows.count ? Self.trimmed(rows[index]) : ""
  }

  private static func trimmed(_ cells: [String]) -> String {
    String(cells.joined().reversed().drop { $0 == " " }.reversed())
  }

  /// Writes `lines` as a shell would, one per row, leaving the cursor at
  /// the start of the row after the last.
  func print(_ lines: [String]) {
    feed(lines.map { $0 + "\r\n" }.joined())
  }

  func feed(_ text: String) {
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\r": column = 0
      case "\n": lineFeed()
      case "\u{1B}":
        let next = scalars.popFirst()
        if next == "7" { saved = (row, column) }
        if next == "8", let saved { (row, column) = saved }
        guard next == "[" else { continue }
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

  /// The window changes size (see the type's summary).
  func resize(columns newColumns: Int, rows newRows: Int) {
    guard columns != nil else { return }
    columns = newColumns
    height = newRows
    while rows.count > newRows && rows.count - 1 > row { rows.removeLast() }
    while rows.count > newRows {
      scrollback.append(Self.trimmed(rows.removeFirst()))
      row -= 1
    }
    for index in rows.indices where rows[index].count > newColumns {
      rows[index].removeSubrange(newColumns...)
    }
    column = min(column, newColumns - 1)
  }

  private func apply(_ parameters: String, final: Unicode.Scalar) {
    let count = Int(parameters) ?? 1
    switch final {
    case "A": row = max(row - count, 0)
    case "B": moveTo(row: min(row + count, (height ?? Int.max) - 1))
    case "K": rows[row].removeSubrange(min(column, rows[row].count)...)
    case "J":
      if row == 0 && column == 0 && height != nil && rows.contains(where: { !$0.isEmpty }) {
        clearsFromTheCorner += 1
      }
      rows[row].removeSubrange(min(column, rows[row].count)...)
      rows.removeSubrange((row + 1)...)
    case "h",
      "l" where parameters == "?25":
      cursorVisible = final == "h"
    default: break  // SGR and the like do not change the text
    }
  }

  /// Down a row; on the last row of a bounded screen, the screen scrolls.
  private func lineFeed() {
    if let height, row == height - 1 {
      scrollback.append(Self.trimmed(rows.removeFirst()))
      rows.append([])
      return
    }
    moveTo(row: row + 1)
  }

  private func moveTo(row newRow: Int) {
    row = newRow
    lowestRowReached = max(lowestRowReached, row)
    while rows.count <= row { rows.append([]) }
  }

  private func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    if width == 0, column > 0, !rows[row].isEmpty {
      rows[row][min(column, rows[row].count) - 1] += String(character)
      return
    }
    if let columns, column + width > columns {
      // Past the last column: the terminal wraps to the next row.
      column = 0
      lineFeed()
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
