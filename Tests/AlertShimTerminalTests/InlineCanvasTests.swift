import Testing

@testable import AlertShimTerminal

/// Drawing frames in place and rewriting only what changed (`InlineCanvas`).
@Suite struct InlineCanvasTests {
  func lines(_ texts: [String]) -> [StyledLine] {
    texts.map { StyledLine([StyledSpan($0)]) }
  }

  let esc = "\u{1B}["
  /// Clears from the start of the top row: that row, then the rows below
  /// from the next one, the cursor saved and restored around the move.
  var clearFromTop: String { "\r\(esc)K\u{1B}7\(esc)B\r\(esc)J\u{1B}8\r\(esc)J" }

  @Test func firstFrame_drawsEveryLine_startingAtTheLeftMargin_thenRestsOnTheTopRow() {
    var canvas = InlineCanvas()
    let output = canvas.draw(lines(["one", "two", "three"]))
    #expect(output == "\rone\(esc)K\n\rtwo\(esc)K\n\rthree\(esc)K\(esc)2A\r")
    #expect(canvas.height == 3)
  }

  @Test func sameFrame_writesNothing() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one", "two"]))
    #expect(canvas.draw(lines(["one", "two"])) == "")
  }

  @Test func changedLine_isTheOnlyOneRewritten() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one", "two", "three"]))
    // The cursor rests at the start of the top row; row 2 is two down, and back.
    #expect(canvas.draw(lines(["ONE", "two", "three"])) == "\rONE\(esc)K\r")
    #expect(canvas.draw(lines(["ONE", "two", "THREE"])) == "\(esc)2B\rTHREE\(esc)K\(esc)2A\r")
    #expect(canvas.eraseSequence == clearFromTop)
  }

  @Test func shorterFrame_clearsTheRowsBelow() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one", "two", "three"]))
    #expect(canvas.draw(lines(["one"])) == "\(esc)1B\r\(esc)J\(esc)1A\r")
    #expect(canvas.height == 1)
  }

  @Test func longerFrame_makesNewRowsWithNewlines() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one"]))
    #expect(canvas.draw(lines(["one", "two"])) == "\n\rtwo\(esc)K\(esc)1A\r")
  }

  @Test func erase_clearsFromTheTop_andTheNextFrameStartsThere() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one", "two", "three"]))
    #expect(canvas.erase() == clearFromTop)
    #expect(canvas.height == 0)
    #expect(canvas.draw(lines(["new"])) == "\rnew\(esc)K\r")
  }

  @Test func redraw_erasesThenDrawsEverything() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one", "two"]))
    #expect(
      canvas.redraw(lines(["one", "two"]))
        == clearFromTop + "\rone\(esc)K\n\rtwo\(esc)K\(esc)1A\r")
  }

  @MainActor @Test func erasingAFrameThatFillsTheScreen_neverClearsFromTheCorner() {
    // A frame whose top is the screen's top row was erased
    // with a clear below from the top-left corner, which tmux answers by
    // keeping the whole screen (the frame) in its scrollback.
    let screen = ScreenModel(columns: 20, rows: 5)
    var canvas = InlineCanvas()
    screen.feed(canvas.draw(lines((1...5).map { "row \($0)" })))
    screen.feed(canvas.erase())
    #expect(screen.clearsFromTheCorner == 0)
    #expect(screen.text == "")
    #expect(screen.cursorRow == 0)
  }

  @MainActor @Test func shorterWindow_dropsTheFrameBelowTheCursor_nothingGoesToTheScrollback() {
    // With the cursor resting on the last row, a window
    // made shorter pushed the frame's top rows into the scrollback, where
    // no redraw could erase them.
    let screen = ScreenModel(columns: 20, rows: 24)
    screen.print(["$ alertshim alert"])
    var canvas = InlineCanvas()
    screen.feed(canvas.draw(lines((1...10).map { "row \($0)" })))
    screen.resize(columns: 20, rows: 5)
    screen.feed(canvas.redraw(lines((1...4).map { "row \($0)" })))
    #expect(screen.scrollback == [])
    screen.feed(canvas.erase())
    #expect(screen.text == "$ alertshim alert")
    #expect(screen.scrollback == [])
  }
}
