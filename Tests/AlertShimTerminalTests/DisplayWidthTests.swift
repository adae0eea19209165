import Testing

@testable import AlertShimTerminal

/// Terminal columns of text (`DisplayWidth`).
@Suite struct DisplayWidthTests {
  @Test func ascii_takesOneColumnPerCharacter() {
    #expect(DisplayWidth.of("Delete file?") == 12)
  }

  @Test(arguments: [
    ("削除", 4),  // Chinese/Japanese ideographs
    ("ファイル", 8),  // Katakana
    ("ひらがな", 8),  // Hiragana
    ("파일", 4),  // Hangul syllables
    ("ＡＢＣ", 6),  // Fullwidth Latin
    ("。、", 4),  // CJK punctuation
    ("𠀋", 2),  // Supplementary Ideographic Plane
  ])
  func eastAsianWide_takesTwoColumns(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func combiningMarks_takeNoColumns() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("a\u{300}\u{316}") == 1)
    #expect(DisplayWidth.of(Character("\u{301}")) == 0)
  }

  @Test func decomposedHangul_takesTwoColumns() {
    // U+1112 U+1161 U+11AB: an initial, a medial vowel and a final consonant.
    #expect(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}") == 2)
  }

  @Test func emoji_takeTwoColumns_evenWhenJoined() {
    #expect(DisplayWidth.of("😀") == 2)
    #expect(DisplayWidth.of("👩‍💻") == 2)  // joined by U+200D
    #expect(DisplayWidth.of("❤\u{FE0F}") == 2)  // text symbol with emoji presentation
    #expect(DisplayWidth.of("❤") == 1)
  }

  @Test func controlAndFormatCharacters_takeNoColumns() {
    #expect(DisplayWidth.of("\u{1B}") == 0)
    #expect(DisplayWidth.of("\u{7}") == 0)
    #expect(DisplayWidth.of("\u{200B}") == 0)  // ZERO WIDTH SPACE
    #expect(DisplayWidth.of("\u{9B}") == 0)  // C1 CSI
  }

  @Test func ambiguousCharacters_takeOneColumn() {
    #expect(DisplayWidth.of("•─│") == 3)
  }

  @Test func wideTable_isSortedAndDisjoint() {
    let ranges = DisplayWidth.wideRanges
    for (first, second) in zip(ranges, ranges.dropFirst()) {
      #expect(first.upperBound < second.lowerBound, "\(first) and \(second)")
    }
  }
}
