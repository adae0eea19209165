import Testing

@testable import AlertShimTerminal

/// Drawing frames in place and rewriting only what changed (`InlineCanvas`).
@Suite struct InlineCanvasTests {
  func lines(_ texts: [String]) -> [StyledLine] {
    texts.map { StyledLine([StyledSpan($0)]) }
  }

  let esc = "\u{1B}["

  @Test func firstFrame_drawsEveryLine_startingAtTheLeftMargin() {
    var canvas = InlineCanvas()
    let output = canvas.draw(lines(["one", "two", "three"]))
    #expect(output == "\rone\(esc)K\n\rtwo\(esc)K\n\rthree\(esc)K")
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
    // The cursor rests on the last row (2); row 0 is two up, and back.
    #expect(canvas.draw(lines(["ONE", "two", "three"])) == "\(esc)2A\rONE\(esc)K\(esc)2B")
    #expect(canvas.draw(lines(["ONE", "two", "THREE"])) == "\rTHREE\(esc)K")
    #expect(canvas.eraseSequence == "\(esc)2A\r\(esc)J")
  }

  @Test func shorterFrame_clearsTheRowsBelow() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one", "two", "three"]))
    #expect(canvas.draw(lines(["one"])) == "\(esc)1A\r\(esc)J\(esc)1A")
    #expect(canvas.height == 1)
  }

  @Test func longerFrame_makesNewRowsWithNewlines() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one"]))
    #expect(canvas.draw(lines(["one", "two"])) == "\n\rtwo\(esc)K")
  }

  @Test func erase_clearsFromTheTop_andTheNextFrameStartsThere() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one", "two", "three"]))
    #expect(canvas.erase() == "\(esc)2A\r\(esc)J")
    #expect(canvas.height == 0)
    #expect(canvas.draw(lines(["new"])) == "\rnew\(esc)K")
  }

  @Test func redraw_erasesThenDrawsEverything() {
    var canvas = InlineCanvas()
    _ = canvas.draw(lines(["one", "two"]))
    #expect(canvas.redraw(lines(["one", "two"])) == "\(esc)1A\r\(esc)J\rone\(esc)K\n\rtwo\(esc)K")
  }
}
