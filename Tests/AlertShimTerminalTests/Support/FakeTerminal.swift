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
  var canUseAlternateScreen: Bool
  var rewrapsLines: Bool
  /// What the renderer last told of the alternate screen
  /// (``TerminalDevice/noteAlternateScreen(_:)``), which a signal handler
  /// would act on.
  private(set) var notedAlternateScreen = false
  /// The erase bytes the renderer last told (``TerminalDevice/noteErase(_:)``).
  private(set) var notedErase = ""
  /// The screen while the process was stopped (``suspend()``).
  private(set) var whileSuspended: (alternate: Bool, text: String, cursorVisible: Bool)?
  private var handler: (@MainActor (TerminalEvent) -> Void)?

  /// A terminal of this size. With `bounded`, its screen is that size too:
  /// rows that scroll off the top go to a scrollback, as on a real terminal
  /// (else the screen grows as needed and nothing scrolls). With `rewraps`,
  /// a bounded screen rewraps its lines when narrowed, as tmux does, and
  /// the device says so (``rewrapsLines``). `alternateScreen`: whether the
  /// device has one (the screen always models it).
  init(
    columns: Int = 80, rows: Int = 24, bounded: Bool = false, rewraps: Bool = false,
    alternateScreen: Bool = false
  ) {
    size = (columns, rows)
    screen =
      bounded ? ScreenModel(columns: columns, rows: rows, rewraps: rewraps) : ScreenModel()
    rewrapsLines = rewraps
    canUseAlternateScreen = alternateScreen
  }

  func noteErase(_ text: String) {
    notedErase = text
  }

  func noteAlternateScreen(_ on: Bool) {
    notedAlternateScreen = on
  }

  func suspend() {
    whileSuspended = (screen.isOnAlternateScreen, screen.text, screen.cursorVisible)
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
/// the rows, or, with `rewraps`, rewraps them as tmux does: a row wider than
/// the window becomes several, the screen keeps the last rows, the others
/// go to the scrollback; rows are not joined again when the window widens).
///
/// `ESC[?1049h` switches to an alternate screen (blank, the cursor where it
/// was), `ESC[?1049l` back to the normal one as it was, cursor included. The
/// alternate screen keeps no scrollback and is cut, never rewrapped, on a
/// resize; the normal screen under it is resized as usual.
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
  /// Whether rows are rewrapped when the window is narrowed.
  private var rewraps = false
  /// The normal screen while the alternate one is shown.
  private var normal: (rows: [[String]], row: Int, column: Int)?

  init() {}

  init(columns: Int, rows: Int, rewraps: Bool = false) {
    self.columns = columns
    height = rows
    self.rewraps = rewraps
  }

  /// Whether the alternate screen is shown.
  var isOnAlternateScreen: Bool { normal != nil }

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
    if var normal {
      resize(&rows, &row, &column, columns: newColumns, rows: newRows, alternate: true)
      resize(
        &normal.rows, &normal.row, &normal.column, columns: newColumns, rows: newRows,
        alternate: false)
      self.normal = normal
    } else {
      resize(&rows, &row, &column, columns: newColumns, rows: newRows, alternate: false)
    }
  }

  private func resize(
    _ rows: inout [[String]], _ row: inout Int, _ column: inout Int, columns newColumns: Int,
    rows newRows: Int, alternate: Bool
  ) {
    while rows.count > newRows && rows.count - 1 > row { rows.removeLast() }
    while rows.count > newRows {
      let top = rows.removeFirst()
      if !alternate { scrollback.append(Self.trimmed(top)) }
      row -= 1
    }
    if rewraps && !alternate {
      rewrap(&rows, &row, &column, columns: newColumns, rows: newRows)
      return
    }
    for index in rows.indices where rows[index].count > newColumns {
      rows[index].removeSubrange(newColumns...)
    }
    column = min(column, newColumns - 1)
  }

  /// tmux's rewrap: each row wider than `columns` is cut into rows of that
  /// width; the blank rows below count, and the last `rows` rows stay on
  /// screen, the others go to the scrollback.
  private func rewrap(
    _ rows: inout [[String]], _ row: inout Int, _ column: inout Int, columns: Int, rows height: Int
  ) {
    while rows.count < height { rows.append([]) }
    var wrapped: [[String]] = []
    var cursor = (row: 0, column: 0)
    for (index, cells) in rows.enumerated() {
      let pieces =
        cells.count <= columns
        ? [cells]
        : stride(from: 0, to: cells.count, by: columns).map {
          Array(cells[$0..<min($0 + columns, cells.count)])
        }
      if index == row {
        let piece = min(column / columns, pieces.count - 1)
        cursor = (wrapped.count + piece, min(column - piece * columns, columns - 1))
      }
      wrapped += pieces
    }
    while wrapped.count > height {
      scrollback.append(Self.trimmed(wrapped.removeFirst()))
      cursor.row -= 1
    }
    if cursor.row < 0 { cursor = (0, 0) }
    rows = wrapped
    (row, column) = cursor
  }

  private func apply(_ parameters: String, final: Unicode.Scalar) {
    let count = Int(parameters) ?? 1
    switch final {
    case "A": row = max(row - count, 0)
    case "B": moveTo(row: min(row + count, (height ?? Int.max) - 1))
    case "K": rows[row].removeSubrange(min(column, rows[row].count)...)
    case "J":
      if row == 0 && column == 0 && height != nil && normal == nil
        && rows.contains(where: { !$0.isEmpty })
      {
        clearsFromTheCorner += 1
      }
      rows[row].removeSubrange(min(column, rows[row].count)...)
      rows.removeSubrange((row + 1)...)
    case "h" where parameters == "?25", "l" where parameters == "?25":
      cursorVisible = final == "h"
    case "h" where parameters == "?1049":
      guard normal == nil else { break }
      normal = (rows, row, column)
      rows = Array(repeating: [], count: row + 1)
    case "l" where parameters == "?1049":
      guard let normal else { break }
      (rows, row, column) = normal
      self.normal = nil
    default: break  // SGR and the like do not change the text
    }
  }

  /// Down a row; on the last row of a bounded screen, the screen scrolls.
  private func lineFeed() {
    if let height, row == height - 1 {
      let top = rows.removeFirst()
      // The alternate screen keeps nothing that scrolls off it.
      if normal == nil { scrollback.append(Self.trimmed(top)) }
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
