// Text broken into lines as ranges of the text, so that only the lines on
// screen are ever built, and the cache that keeps an alert's message broken
// for the widths it was drawn at.

/// A text broken into lines at most `width` columns wide, each line kept as
/// the range of the text it shows (``AlertLayout/wrap(_:width:)`` says where
/// lines break).
///
/// Breaking a text costs one pass over it; building a line costs that line
/// only. A message of any length is broken once per width and each frame
/// builds the lines it shows.
struct WrappedText: Sendable {
  /// The text broken (cleaned already: no control characters but newlines).
  let text: String
  /// The width the lines fit.
  let width: Int
  /// Each line's range of `text`: from its first character to its last,
  /// without the spaces at the break.
  let ranges: [Range<String.Index>]

  /// Breaks `text` into lines at most `width` columns wide (at least one).
  init(_ text: String, width: Int) {
    self.text = text
    self.width = max(width, 1)
    ranges = Self.lineRanges(of: text, width: self.width)
  }

  /// The number of lines.
  var count: Int { ranges.count }

  /// Line `index` as drawn: the characters of its range, each run of spaces
  /// between two words shown as one space.
  subscript(index: Int) -> String {
    let line = text[ranges[index]]
    guard line.contains("  ") else { return String(line) }
    var result = ""
    var lastWasSpace = false
    for character in line {
      let isSpace = character == " "
      if !(isSpace && lastWasSpace) { result.append(character) }
      lastWasSpace = isSpace
    }
    return result
  }

  /// The line that shows the character at `position` (or, for a position
  /// between lines, the line after it); the last line for the end.
  func line(containing position: String.Index) -> Int {
    // The last line whose range starts at or before `position`.
    var low = 0
    var high = ranges.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if ranges[middle].lowerBound <= position {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return low
  }

  /// Where line `index` starts in ``text``.
  func start(ofLine index: Int) -> String.Index {
    ranges[min(max(index, 0), ranges.count - 1)].lowerBound
  }

  /// The ranges of the lines of `text`: at spaces, and between wide
  /// characters; a word longer than a line is cut. Newlines start a line.
  private static func lineRanges(of text: String, width: Int) -> [Range<String.Index>] {
    var lines: [Range<String.Index>] = []
    var paragraphStart = text.startIndex
    while true {
      let paragraphEnd = text[paragraphStart...].firstIndex(of: "\n") ?? text.endIndex
      breakParagraph(text[paragraphStart..<paragraphEnd], width: width, into: &lines)
      guard paragraphEnd < text.endIndex else { break }
      paragraphStart = text.index(after: paragraphEnd)
    }
    return lines
  }

  /// Appends the lines of one paragraph (a text without newlines).
  private static func breakParagraph(
    _ paragraph: Substring, width: Int, into lines: inout [Range<String.Index>]
  ) {
    var lineStart: String.Index?
    var lineEnd = paragraph.startIndex
    var lineWidth = 0
    func finishLine() {
      lines.append((lineStart ?? lineEnd)..<lineEnd)
      lineStart = nil
      lineWidth = 0
    }
    var index = paragraph.startIndex
    var spaced = false
    while index < paragraph.endIndex {
      // The next word: a run of characters up to a space, or one wide
      // character (lines may break around it).
      let character = paragraph[index]
      if character == " " {
        spaced = true
        index = paragraph.index(after: index)
        continue
      }
      let wordStart = index
      var wordWidth = DisplayWidth.of(character)
      index = paragraph.index(after: index)
      if wordWidth != 2 {
        while index < paragraph.endIndex {
          let next = paragraph[index]
          if next == " " { break }
          let nextWidth = DisplayWidth.of(next)
          if nextWidth == 2 { break }
          wordWidth += nextWidth
          index = paragraph.index(after: index)
        }
      }
      let wordEnd = index
      let gap = spaced && lineWidth > 0 ? 1 : 0
      spaced = false
      if lineWidth > 0 && lineWidth + gap + wordWidth > width {
        finishLine()
      }
      if lineWidth + (lineWidth > 0 ? gap : 0) + wordWidth <= width {
        if lineWidth > 0 { lineWidth += gap }
        if lineStart == nil { lineStart = wordStart }
        lineEnd = wordEnd
        lineWidth += wordWidth
        continue
      }
      // A word wider than a line, on a line of its own: cut it.
      var position = wordStart
      while position < wordEnd {
        let characterWidth = DisplayWidth.of(paragraph[position])
        if lineWidth + characterWidth > width && lineWidth > 0 { finishLine() }
        if lineStart == nil { lineStart = position }
        position = paragraph.index(after: position)
        lineEnd = position
        lineWidth += characterWidth
      }
    }
    finishLine()
  }
}

/// What the layout keeps between frames of one alert: its message cleaned
/// once, its widest paragraph measured once, and its line breaks found once
/// for each of the last few widths. With it a frame costs what its visible
/// lines cost, whatever the message's length.
struct LayoutCache: Sendable {
  /// The message as the alert has it, to notice a change.
  private var source: String?
  /// The message cleaned of control characters (newlines kept).
  private(set) var message: String?
  /// The display width of the message's widest paragraph.
  private(set) var widestParagraph = 0
  /// The message broken for recent widths, the latest first.
  private var wrapped: [WrappedText] = []
  /// How many times the whole message was broken into lines (tests and the
  /// benchmark check it stays at one per width).
  private(set) var wrapCount = 0
  /// Incremented each time the message changes, so that a place in it
  /// (a `String.Index`) is known to belong to the text now cached.
  private(set) var generation = 0

  /// Which form a built message line belongs to: centred in the box, or
  /// left-aligned in the minimal form.
  enum Form: Sendable, Hashable {
    case box
    case minimal
  }

  /// Message lines already built, for one form and width.
  private var built: [Int: StyledLine] = [:]
  private var builtFor: (form: Form, width: Int)?

  init() {}

  /// Makes the cache describe `message` (raw, as the alert has it).
  /// Comparing a message with itself is cheap: a key never re-reads it.
  mutating func update(message raw: String?) {
    if generation > 0 && raw == source { return }
    source = raw
    generation += 1
    wrapped = []
    built = [:]
    builtFor = nil
    let cleaned = AlertLayout.clean(raw, keepingNewlines: true)
    message = cleaned?.isEmpty == false ? cleaned : nil
    widestParagraph = 0
    for paragraph in (message ?? "").split(separator: "\n") {
      widestParagraph = max(widestParagraph, DisplayWidth.of(paragraph))
    }
  }

  /// Line `index` of `message` (broken for this cache's message), drawn by
  /// `make` the first time it is asked for in this form and width: a key that
  /// leaves the message where it is builds none of its lines again.
  mutating func messageLine(
    _ index: Int, of message: WrappedText, form: Form, make: (String) -> StyledLine
  ) -> StyledLine {
    if builtFor?.form != form || builtFor?.width != message.width {
      built = [:]
      builtFor = (form, message.width)
    }
    if let line = built[index] { return line }
    let line = make(message[index])
    // A page or two is all a frame shows; a long scroll starts afresh.
    if built.count >= 512 { built = [:] }
    built[index] = line
    return line
  }

  /// The message broken into lines `width` columns wide, or nil without a
  /// message.
  mutating func message(width: Int) -> WrappedText? {
    guard let message else { return nil }
    let width = max(width, 1)
    if let index = wrapped.firstIndex(where: { $0.width == width }) {
      let found = wrapped[index]
      if index > 0 {
        wrapped.remove(at: index)
        wrapped.insert(found, at: 0)
      }
      return found
    }
    let text = WrappedText(message, width: width)
    wrapCount += 1
    wrapped.insert(text, at: 0)
    // A few widths: a resize back and forth costs nothing the second time.
    if wrapped.count > 4 { wrapped.removeLast() }
    return text
  }
}
