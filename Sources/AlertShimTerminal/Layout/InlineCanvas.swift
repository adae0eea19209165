/// Draws successive frames of lines in place, below the cursor, rewriting
/// only the lines that changed; inline, or on the alternate screen when the
/// renderer has switched to it (the canvas draws the same way on both).
///
/// The canvas remembers what each row shows and moves with relative cursor
/// motions only, so it works wherever the drawing starts, including the
/// bottom of the screen (the first frame scrolls the terminal as ordinary
/// output would). Between frames the cursor rests at the start of the
/// frame's top row. So the frame is erased from where the cursor is, and a
/// terminal that loses rows (its window made shorter) drops the rows below
/// the cursor, which are the frame's, instead of pushing the frame into its
/// scrollback; a terminal that rewraps its lines on a new width keeps the
/// cursor at the start of what was the frame. The renderer never draws a
/// frame taller than the terminal, so no row of a frame scrolls out of
/// reach.
struct InlineCanvas: Sendable {
  static let escape = "\u{1B}["
  /// Hides the cursor while an alert is up.
  static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor again.
  static let showCursor = "\u{1B}[?25h"
  /// Saves the cursor and switches to the alternate screen, cleared; the
  /// cursor stays where it was, so a canvas draws there as it would inline.
  static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Switches back to the normal screen as it was and restores the cursor.
  static let leaveAlternateScreen = "\u{1B}[?1049l"

  /// The encoded text of each row as drawn.
  private var rows: [String] = []
  /// The row the cursor is on, counted from the top of the frame.
  private var cursorRow = 0
  /// How many rows below the top exist on screen (written at least once),
  /// which the cursor can reach without scrolling.
  private var createdRows = 0

  init() {}

  /// The number of rows the last frame occupies.
  var height: Int { rows.count }

  /// The bytes that turn the previous frame into `lines`: each changed row
  /// is rewritten (cleared to its end), rows no longer used are cleared.
  mutating func draw(_ lines: [StyledLine]) -> String {
    let encoded = lines.map(\.ansi)
    var output = ""
    for (row, line) in encoded.enumerated() where row >= rows.count || rows[row] != line {
      output += move(to: row)
      output += "\r" + line + Self.escape + "K"
    }
    if encoded.isEmpty && !rows.isEmpty {
      output += move(to: 0) + Self.clearFromTop
    } else if encoded.count < rows.count {
      output += move(to: encoded.count) + "\r" + Self.escape + "J"
    }
    // The cursor rests at the start of the top row, so the bytes that erase
    // a frame are the same for every frame.
    if !output.isEmpty { output += move(to: 0) + "\r" }
    rows = encoded
    return output
  }

  /// The bytes that clear the screen from the start of the row the cursor
  /// is on (the frame's top) to its end.
  ///
  /// Not a clear below alone: tmux (its `scroll-on-clear` option, on by
  /// default) keeps a screen cleared from its top-left corner in its
  /// scrollback, and that corner is where the frame's top is when the frame
  /// fills the screen. So the top row is cleared on its own, then the rest
  /// from the row below, with the cursor saved and restored around the move
  /// (a move down may not happen on the last row). The sequence still ends,
  /// as the erase always has, with a clear below, now of blank rows.
  static let clearFromTop =
    "\r" + escape + "K" + "\u{1B}7" + escape + "B" + "\r" + escape + "J" + "\u{1B}8" + "\r"
    + escape + "J"

  /// The bytes that clear the frame and leave the cursor where the frame
  /// began; the next `draw` starts afresh there.
  mutating func erase() -> String {
    guard !rows.isEmpty || cursorRow != 0 else { return "" }
    let output = move(to: 0) + Self.clearFromTop
    rows = []
    createdRows = 1
    return output
  }

  /// The bytes ``erase()`` would write now, without forgetting the frame.
  var eraseSequence: String {
    guard !rows.isEmpty || cursorRow != 0 else { return "" }
    return (cursorRow > 0 ? Self.escape + "\(cursorRow)A" : "") + Self.clearFromTop
  }

  /// The bytes that redraw `lines` in full (after the window changed size,
  /// when the terminal may have moved or cut what was there).
  mutating func redraw(_ lines: [StyledLine]) -> String {
    erase() + draw(lines)
  }

  private mutating func move(to row: Int) -> String {
    var output = ""
    if row < cursorRow {
      output = Self.escape + "\(cursorRow - row)A"
    } else if row > cursorRow {
      // Rows already on screen are reached by moving down; new rows are
      // made by newlines, which scroll at the bottom of the screen.
      let existing = min(row, max(createdRows - 1, cursorRow)) - cursorRow
      if existing > 0 { output = Self.escape + "\(existing)B" }
      output += String(repeating: "\n", count: row - cursorRow - existing)
    }
    cursorRow = row
    createdRows = max(createdRows, row + 1)
    return output
  }
}
