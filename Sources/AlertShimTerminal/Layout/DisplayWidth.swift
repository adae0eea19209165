/// How many terminal columns text occupies.
///
/// East Asian wide and fullwidth characters (Chinese, Japanese, Korean, and
/// emoji shown as pictures) take two columns; combining marks, zero-width
/// format characters and control characters take none; everything else takes
/// one. East Asian *ambiguous* characters count as one column, as in a
/// terminal set up for a Western locale.
///
/// The wide ranges are written out here from the Unicode Character Database
/// (EastAsianWidth.txt, classes W and F), so the result does not depend on
/// the C library's `wcwidth` or on the locale.
enum DisplayWidth {
  /// The number of columns `text` occupies.
  static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, the common case, is one column a byte.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
  ///
  /// A cluster is as wide as the sum of its scalars, at most two columns
  /// (so an emoji sequence joined by U+200D counts as one picture). A text
  /// symbol followed by the emoji presentation selector U+FE0F is shown as
  /// a picture and takes two columns.
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count == 1 { return of(first) }
    if isControl(first) { return 0 }
    var total = 0
    var asEmoji = false
    for scalar in scalars {
      total += of(scalar)
      if scalar.value == 0xFE0F { asEmoji = true }
    }
    if asEmoji && first.properties.isEmoji { return 2 }
    return min(total, 2)
  }

  /// The number of columns one Unicode scalar occupies on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    // Latin-1 and Latin Extended hold no combining or wide characters.
    if value < 0x300 { return value < 0xA0 ? 0 : 1 }
    if isControl(scalar) || isZeroWidth(scalar) { return 0 }
    if scalar.properties.isEmojiPresentation || isWide(value) { return 2 }
    return 1
  }

  /// Whether the scalar is a C0 or C1 control character, or DEL.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// Combining marks, format characters (such as U+200D ZERO WIDTH JOINER)
  /// and Hangul medial vowels and final consonants, which join the
  /// preceding syllable.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
    if value == 0x00AD { return false }  // SOFT HYPHEN is printed as a hyphen
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// East Asian Width W or F, outside the emoji-presentation pictographs
  /// (which Unicode properties already report).
  static func isWide(_ value: UInt32) -> Bool {
    if value < 0x1100 { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Sorted, non-overlapping ranges of East Asian Wide and Fullwidth code
  /// points (Unicode 15), emoji pictographs aside.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A,  // watch, hourglass; angle brackets
    0x2E80...0x2E99, 0x2E9B...0x2EF3,  // CJK Radicals Supplement
    0x2F00...0x2FD5,  // Kangxi Radicals
    0x2FF0...0x2FFF,  // Ideographic Description Characters
    0x3000...0x303E,  // CJK Symbols and Punctuation (3000 is fullwidth)
    0x3041...0x3096, 0x3099...0x30FF,  // Hiragana, Katakana
    0x3105...0x312F,  // Bopomofo
    0x3131...0x318E,  // Hangul Compatibility Jamo
    0x3190...0x31E3,  // Kanbun, Bopomofo Extended, CJK Strokes
    0x31EF...0x321E,  // Katakana Phonetic Extensions, Enclosed CJK
    0x3220...0x3247, 0x3250...0x4DBF,  // Enclosed CJK, CJK Compatibility, Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA48C, 0xA490...0xA4C6,  // Yi Syllables and Radicals
    0xA960...0xA97C,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul Syllables
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0xFE10...0xFE19,  // Vertical Forms
    0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B,  // CJK Compatibility, Small Forms
    0xFF01...0xFF60, 0xFFE0...0xFFE6,  // Fullwidth Forms
    0x16FE0...0x16FE4, 0x16FF0...0x16FF1,  // Ideographic Symbols
    0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,  // Tangut, Khitan
    0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,  // Kana Extended-B
    0x1B000...0x1B122, 0x1B132...0x1B132, 0x1B150...0x1B152,  // Kana Supplement
    0x1B155...0x1B155, 0x1B164...0x1B167, 0x1B170...0x1B2FB,  // Small Kana, Nushu
    0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,  // Enclosed Ideographic
    0x1F250...0x1F251, 0x1F260...0x1F265,
    0x20000...0x2FFFD,  // Supplementary Ideographic Plane
    0x30000...0x3FFFD,  // Tertiary Ideographic Plane
  ]
}
