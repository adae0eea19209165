// Measuring and shaping text for the layout: cleaning, wrapping and cutting
// by display width, padding and centring.

extension AlertLayout {
  /// `text` with control characters removed (tabs become spaces), so a
  /// title cannot move the cursor or change colours. Newlines are kept
  /// when asked for.
  static func clean(_ text: String?, keepingNewlines: Bool = false) -> String? {
    guard let text else { return nil }
    if !text.unicodeScalars.contains(where: DisplayWidth.isControl) { return text }
    var result = ""
    for character in text {
      if character == "\n" || character == "\r\n" {
        result.append(keepingNewlines ? "\n" : " ")
      } else if character == "\t" {
        result.append(" ")
      } else if let first = character.unicodeScalars.first, DisplayWidth.isControl(first) {
        continue
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Breaks `text` into lines at most `width` columns wide: at spaces, and
  /// between wide characters (CJK text has no spaces); a word longer than a
  /// line is cut. Newlines start a new line. (``WrappedText`` does the work,
  /// and the renderer keeps its result.)
  static func wrap(_ text: String, width: Int) -> [String] {
    let wrapped = WrappedText(text, width: width)
    return (0..<wrapped.count).map { wrapped[$0] }
  }

  /// `text` cut to `width` columns, ending in an ellipsis when cut.
  static func truncate(_ text: String, width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "\u{2026}"
  }

  /// `count` spaces (none when `count` is negative).
  static func spaces(_ count: Int) -> String {
    repeated(" ", count)
  }

  /// `text` repeated `count` times, written in one go (faster than
  /// `String(repeating:count:)`, which appends one copy at a time).
  static func repeated(_ text: String, _ count: Int) -> String {
    guard count > 0 else { return "" }
    let bytes = Array(text.utf8)
    return String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
      var offset = 0
      for _ in 0..<count {
        for byte in bytes {
          buffer[offset] = byte
          offset += 1
        }
      }
      return offset
    }
  }

  /// `spans` centred in `width` columns (the extra column, if any, goes
  /// right).
  static func centered(_ spans: [StyledSpan], width: Int) -> StyledLine {
    let free = max(width - spans.reduce(0) { $0 + DisplayWidth.of($1.text) }, 0)
    var line = StyledLine()
    line.spans.reserveCapacity(spans.count + 2)
    line.append(spaces(free / 2))
    for span in spans { line.append(span.text, span.style) }
    line.append(spaces(free - free / 2))
    return line
  }
}
