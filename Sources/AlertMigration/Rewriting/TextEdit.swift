/// One replacement of a byte range of a source file; an empty range is an insertion.
///
/// Both rewriters (``SwiftRewriter``, ``ObjCRewriter``) collect their renames and the added
/// import as edits and apply them here, in one pass over the original bytes.
struct TextEdit {
  /// The bytes replaced, as offsets into the original text.
  var range: Range<Int>
  /// The text written in their place.
  var replacement: String

  /// The bytes of `text` with `edits` applied; empty when there are no edits.
  ///
  /// The edits are sorted by range first: an insertion at the start of a renamed name goes
  /// before it. They must not overlap.
  static func apply(_ edits: inout [TextEdit], to text: SourceBytes) -> [UInt8] {
    guard !edits.isEmpty else { return [] }
    edits.sort {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
    var output: [UInt8] = []
    output.reserveCapacity(text.count + edits.count * 8 + 48)
    var position = 0
    for edit in edits {
      output.append(contentsOf: text.base[position..<edit.range.lowerBound])
      output.append(contentsOf: edit.replacement.utf8)
      position = edit.range.upperBound
    }
    output.append(contentsOf: text.base[position..<text.count])
    return output
  }

  /// Where `offset` of the original text is once `edits` are applied: moved by every edit that
  /// ends at or before it (an insertion at `offset` included).
  static func shifted(_ offset: Int, by edits: [TextEdit]) -> Int {
    var shifted = offset
    for edit in edits where edit.range.upperBound <= offset {
      shifted += edit.replacement.utf8.count - edit.range.count
    }
    return shifted
  }
}
