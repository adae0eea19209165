/// Turns byte offsets into 1-based lines and columns (columns count Unicode scalars).
///
/// Offsets must be asked for in increasing order; the locator walks the bytes once.
struct LineLocator {
  private let text: SourceBytes
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(text: SourceBytes) {
    self.text = text
  }

  /// The line and column of `target`, which must not be before the previous target.
  mutating func location(of target: Int) -> (line: Int, column: Int) {
    precondition(target >= offset, "LineLocator: offsets must be asked for in increasing order")
    let end = min(target, text.count)
    while offset < end {
      if text[offset] == ASCII.newline {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }
    var column = 1
    var position = lineStart
    while position < end {
      if text[position] & 0xC0 != 0x80 { column += 1 }
      position += 1
    }
    return (line, column)
  }

  /// Sorts raw findings by position and gives each its line and column.
  static func locate(_ raw: [RawFinding], in text: SourceBytes) -> [Finding] {
    var locator = LineLocator(text: text)
    return raw.sorted { ($0.offset, $0.kind) < ($1.offset, $1.kind) }.map { finding in
      let (line, column) = locator.location(of: finding.offset)
      return Finding(kind: finding.kind, name: finding.name, line: line, column: column)
    }
  }
}
