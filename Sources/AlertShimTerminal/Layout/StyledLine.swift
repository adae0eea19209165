/// Text attributes of a span of a terminal line.
public struct TextStyle: OptionSet, Sendable, Hashable {
  /// The attributes as bits.
  public let rawValue: UInt8
  /// The attributes with these bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (SGR 1): the title and the button Return chooses.
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Dim (SGR 2): disabled buttons, placeholders and markers.
  public static let dim = TextStyle(rawValue: 1 << 1)
  /// Underlined (SGR 4): destructive buttons when colour is off.
  public static let underline = TextStyle(rawValue: 1 << 2)
  /// Reverse video (SGR 7): the focused button and the cursor cell.
  public static let reverse = TextStyle(rawValue: 1 << 3)
  /// Red foreground: the one colour the layout uses. Never set when colour
  /// is off (`NO_COLOR`).
  public static let red = TextStyle(rawValue: 1 << 4)

  /// The SGR parameters that switch these attributes on, in a fixed order.
  var selectGraphicRendition: String {
    var codes: [String] = []
    if contains(.bold) { codes.append("1") }
    if contains(.dim) { codes.append("2") }
    if contains(.underline) { codes.append("4") }
    if contains(.reverse) { codes.append("7") }
    if contains(.red) { codes.append("31") }
    return codes.joined(separator: ";")
  }
}

/// A run of text with one style.
public struct StyledSpan: Sendable, Hashable {
  /// The text of the run.
  public var text: String
  /// The attributes of the whole run.
  public var style: TextStyle

  /// A run of `text` drawn with `style`.
  public init(_ text: String, _ style: TextStyle = []) {
    self.text = text
    self.style = style
  }
}

/// One terminal line: spans drawn left to right.
public struct StyledLine: Sendable, Hashable, CustomStringConvertible {
  /// The runs, left to right.
  public var spans: [StyledSpan]

  /// A line made of `spans`.
  public init(_ spans: [StyledSpan] = []) {
    self.spans = spans
  }

  /// The text without styles.
  public var text: String { spans.map(\.text).joined() }

  /// The number of columns the line occupies.
  public var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  /// The text without styles (``text``).
  public var description: String { text }

  /// The style of the first span whose text contains `text`, or nil.
  public func style(of text: String) -> TextStyle? {
    spans.first { $0.text.contains(text) }?.style
  }

  /// Appends a span, merging it into the last one when the styles match.
  mutating func append(_ text: String, _ style: TextStyle = []) {
    guard !text.isEmpty else { return }
    if !spans.isEmpty && spans[spans.count - 1].style == style {
      spans[spans.count - 1].text += text
    } else {
      spans.append(StyledSpan(text, style))
    }
  }

  mutating func append(_ line: StyledLine) {
    for span in line.spans { append(span.text, span.style) }
  }

  /// The line as bytes for a terminal: SGR sequences around styled spans,
  /// attributes reset after each one.
  public var ansi: String {
    var result = ""
    for span in spans {
      if span.style.isEmpty {
        result += span.text
      } else {
        result += "\u{1B}[\(span.style.selectGraphicRendition)m\(span.text)\u{1B}[0m"
      }
    }
    return result
  }
}
