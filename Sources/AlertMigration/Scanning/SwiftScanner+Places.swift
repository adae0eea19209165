// Where a name of interest can lead to a finding in Swift: what lets a file whose names in
// code all stand elsewhere go unlexed (`MigrationScanner.mayHaveFindings`).

extension SwiftScanner {
  /// Whether the name of interest at `offset` (a whole identifier, in code) can lead to a
  /// finding where it stands.
  ///
  /// The class and protocol names can anywhere. The others only in one place, which the byte
  /// before the name on its line, past blanks, rules out or not:
  /// - a delegate method's name (`alertView`, `actionSheet`, `willPresent`, ...) leads to a
  ///   finding only as the name of a `func` (`readFunction`, the only reader of these words), so
  ///   only after a token that ends in `c`;
  /// - `alertViewStyle`, `textField` and `textFieldAtIndex` only as a member (`visitMember`), so
  ///   only after a `.`.
  ///
  /// A `/` (the end of a block comment), a backtick, and the start of a line (a line comment
  /// may end the line before) are taken as that token: they may hide it.
  ///
  /// Every other finding needs a class or protocol name in code: the members of a legacy
  /// receiver and `addAction(_:)` need a receiver bound to one, a `tag` read the body of a
  /// delegate method. So a file whose names in code all stand where they cannot lead to a
  /// finding has none.
  static func nameCanLeadToFinding(at offset: Int, in text: SourceBytes) -> Bool {
    switch word(at: offset, in: text) {
    case .alertView, .actionSheet, .alertViewCancel, .actionSheetCancel, .willPresent,
      .didPresent, .alertViewShouldEnableFirstOtherButton, .willPresentAlertView,
      .didPresentAlertView, .willPresentActionSheet, .didPresentActionSheet:
      return mayFollowFunc(byteBefore(offset, in: text))
    case .alertViewStyle, .textField, .textFieldAtIndex:
      return mayFollowDot(byteBefore(offset, in: text))
    default:
      return true
    }
  }

  /// The word of the whole identifier that starts at `offset`.
  private static func word(at offset: Int, in text: SourceBytes) -> Word? {
    var end = offset
    while end < text.count, ASCII.isIdentifierBody(text[end]) { end += 1 }
    let token = Token(
      start: Int32(truncatingIfNeeded: offset), length: Int32(truncatingIfNeeded: end - offset),
      kind: .identifier, newlineBefore: false)
    return Vocabulary.swift.word(token, in: text)
  }

  /// The byte before `offset` on its line, past blanks (as `LexerCursor.skipSpace` passes
  /// them), or a line feed when only blanks come before it on its line.
  static func byteBefore(_ offset: Int, in text: SourceBytes) -> UInt8 {
    var index = offset - 1
    while index >= 0 {
      let byte = text[index]
      if ASCII.isLineEnd(byte) { return ASCII.newline }
      if ByteClass.table[Int(byte)] & ByteClass.blank == 0 { return byte }
      index -= 1
    }
    return ASCII.newline
  }

  /// Whether a `func` token may come just before a name that has `byte` before it.
  private static func mayFollowFunc(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "c") || mayHideToken(byte)
  }

  /// Whether a `.` token may come just before a name that has `byte` before it.
  private static func mayFollowDot(_ byte: UInt8) -> Bool {
    byte == ASCII.dot || mayHideToken(byte)
  }

  private static func mayHideToken(_ byte: UInt8) -> Bool {
    byte == ASCII.slash || byte == ASCII.backtick || byte == ASCII.newline
  }
}
