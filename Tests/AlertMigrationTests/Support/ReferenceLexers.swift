// The lexers as they were before the scan's fast paths (commit 9dbd310), kept only as the
// reference the fast lexers are compared with (LexerEquivalenceTests): the same tokens, the same
// block comments, on every input.

@testable import AlertMigration

/// Where a lexer is in a file and what it has emitted: the part the Swift and
/// the Objective-C lexer share.
struct ReferenceLexerCursor {
  /// The file's bytes.
  let text: SourceBytes
  /// The offset of the next byte to read.
  var index = 0
  /// Whether a line ended since the last token was emitted.
  var newlineBefore = false
  /// The tokens so far (and the block comments the Swift lexer records).
  var output: TokenizedSource

  /// A cursor at the start of `text`, emitting into `storage` (emptied, its
  /// capacity kept).
  init(text: SourceBytes, reusing storage: TokenizedSource) {
    self.text = text
    self.output = storage
    self.output.tokens.removeAll(keepingCapacity: true)
    self.output.blockComments.removeAll(keepingCapacity: true)
  }

  /// Steps over a UTF-8 byte order mark at the start of the file.
  mutating func skipByteOrderMark() {
    if text.count >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { index = 3 }
  }

  /// Emits a token of `kind` from `start` up to the cursor.
  mutating func emit(_ kind: Token.Kind, from start: Int) {
    output.tokens.append(
      Token(
        start: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: index - start),
        kind: kind, newlineBefore: newlineBefore))
    newlineBefore = false
  }

  /// Emits the byte at the cursor as a punctuation token.
  mutating func emitPunctuation() {
    let start = index
    index += 1
    emit(.punctuation, from: start)
  }

  /// Moves to the end of the line (its line break is not consumed).
  mutating func skipToLineEnd() {
    let count = text.count
    while index < count, !ASCII.isLineEnd(text[index]) { index += 1 }
  }
}
/// Splits Swift source into tokens, skipping comments and keeping literals whole.
///
/// The lexer knows what it must to never mistake text for code: line comments, nesting block
/// comments, single-line and multi-line string literals, raw strings with any number of `#`,
/// interpolations (whose code is lexed as code, so strings inside them are strings again),
/// extended regex literals (`#/…/#`), backticked names, a leading byte order mark and a shebang
/// line. It does not check that the source is valid Swift: malformed input still produces tokens
/// and never traps.
struct ReferenceSwiftLexer {
  /// One open string interpolation: the delimiter of its string and the depth of parentheses.
  private struct Interpolation {
    var hashes: Int
    var multiline: Bool
    var depth: Int
  }

  private var cursor: ReferenceLexerCursor
  private var text: SourceBytes { cursor.text }
  /// The offset of the next byte to read.
  private var index: Int {
    get { cursor.index }
    set { cursor.index = newValue }
  }
  private var interpolations: [Interpolation] = []
  private let recordsComments: Bool

  private init(text: SourceBytes, recordsComments: Bool, reusing storage: TokenizedSource) {
    self.recordsComments = recordsComments
    self.cursor = ReferenceLexerCursor(text: text, reusing: storage)
  }

  /// Tokenizes `text`.
  ///
  /// - Parameters:
  ///   - text: The bytes of a Swift file.
  ///   - recordsComments: Whether to record the byte ranges of block comments.
  ///   - storage: Arrays to reuse (their contents are replaced), to spare allocations.
  /// - Returns: The tokens (and block comment ranges when asked for).
  static func tokenize(
    _ text: SourceBytes, recordsComments: Bool = false,
    reusing storage: TokenizedSource = TokenizedSource()
  ) -> TokenizedSource {
    var lexer = ReferenceSwiftLexer(text: text, recordsComments: recordsComments, reusing: storage)
    lexer.run()
    return lexer.cursor.output
  }

  private mutating func run() {
    let count = text.count
    cursor.skipByteOrderMark()
    if text[index] == ASCII.hash, text[index + 1] == ASCII.exclamation { cursor.skipToLineEnd() }
    while index < count {
      let byte = text[index]
      if ASCII.isIdentifierStart(byte) {
        let start = index
        index += 1
        while index < count, ASCII.isIdentifierBody(text[index]) { index += 1 }
        cursor.emit(.identifier, from: start)
        continue
      }
      switch byte {
      case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed, 0:
        index += 1
      case ASCII.newline, ASCII.carriageReturn:  // a lone CR ends a line too
        cursor.newlineBefore = true
        index += 1
      case ASCII.slash:
        if text[index + 1] == ASCII.slash {
          cursor.skipToLineEnd()
        } else if text[index + 1] == ASCII.star {
          skipBlockComment()
        } else {
          lexOperator()
        }
      case ASCII.quote:
        lexString(start: index, hashes: 0)
      case ASCII.hash:
        lexHash()
      case ASCII.openParen:
        if !interpolations.isEmpty { interpolations[interpolations.count - 1].depth += 1 }
        cursor.emitPunctuation()
      case ASCII.closeParen:
        if let last = interpolations.last {
          if last.depth == 1 {
            interpolations.removeLast()
            let start = index
            index += 1
            lexStringBody(start: start, hashes: last.hashes, multiline: last.multiline)
            continue
          }
          interpolations[interpolations.count - 1].depth -= 1
        }
        cursor.emitPunctuation()
      case ASCII.backtick:
        let start = index
        index += 1
        while index < count, text[index] != ASCII.backtick, !ASCII.isLineEnd(text[index]) {
          index += 1
        }
        if text[index] == ASCII.backtick { index += 1 }
        cursor.emit(.identifier, from: start)
      case ASCII.zero...ASCII.nine:
        lexNumber()
      case ASCII.dot:
        if text[index + 1] == ASCII.dot { lexOperator() } else { cursor.emitPunctuation() }
      case ASCII.equals, ASCII.minus, ASCII.plus, ASCII.exclamation, ASCII.star, 0x25, ASCII.less,
        ASCII.greater, 0x26, 0x7C, 0x5E, 0x7E, ASCII.question:
        lexOperator()
      default:
        cursor.emitPunctuation()
      }
    }
  }

  private mutating func skipBlockComment() {
    let start = index
    let count = text.count
    var depth = 0
    while index < count {
      let byte = text[index]
      if byte == ASCII.slash, text[index + 1] == ASCII.star {
        depth += 1
        index += 2
      } else if byte == ASCII.star, text[index + 1] == ASCII.slash {
        depth -= 1
        index += 2
        if depth == 0 { break }
      } else {
        if ASCII.isLineEnd(byte) { cursor.newlineBefore = true }
        index += 1
      }
    }
    if recordsComments { cursor.output.blockComments.append(start..<index) }
  }

  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case ASCII.slash, ASCII.equals, ASCII.minus, ASCII.plus, ASCII.exclamation, ASCII.star, 0x25,
      ASCII.less, ASCII.greater, 0x26, 0x7C, 0x5E, 0x7E, ASCII.question:
      return true
    default:
      return false
    }
  }

  /// Lexes an operator. `?` and `!` stand alone (optional chaining, force unwrap) unless they
  /// begin `??` or `!=`; an operator that starts with `.` may contain dots (`...`, `..<`); an
  /// operator stops before the start of a comment.
  private mutating func lexOperator() {
    let start = index
    let first = text[index]
    index += 1
    if first == ASCII.question, text[index] != ASCII.question {
      cursor.emit(.operator, from: start)
      return
    }
    if first == ASCII.exclamation, text[index] != ASCII.equals {
      cursor.emit(.operator, from: start)
      return
    }
    let allowsDots = first == ASCII.dot
    let count = text.count
    while index < count {
      let byte = text[index]
      if byte == ASCII.slash, text[index + 1] == ASCII.slash || text[index + 1] == ASCII.star {
        break
      }
      if ReferenceSwiftLexer.isOperatorByte(byte) || allowsDots && byte == ASCII.dot {
        index += 1
      } else {
        break
      }
    }
    cursor.emit(.operator, from: start)
  }

  private mutating func lexNumber() {
    let start = index
    let count = text.count
    let isHex = text[index] == ASCII.zero && text[index + 1] | 0x20 == 0x78
    index += 1
    while index < count {
      let byte = text[index]
      if ASCII.isIdentifierBody(byte) {
        index += 1
      } else if byte == ASCII.dot, ASCII.isDigit(text[index + 1]) {
        index += 2
      } else if byte == ASCII.plus || byte == ASCII.minus,
        text[index - 1] | 0x20 == (isHex ? 0x70 : 0x65)
      {
        index += 1
      } else {
        break
      }
    }
    cursor.emit(.number, from: start)
  }

  /// Lexes what starts with `#`: a raw string, an extended regex literal, or a directive.
  private mutating func lexHash() {
    let start = index
    var hashes = 0
    while text[index + hashes] == ASCII.hash { hashes += 1 }
    let after = text[index + hashes]
    if after == ASCII.quote {
      lexString(start: start, hashes: hashes)
    } else if after == ASCII.slash {
      lexExtendedRegex(start: start, hashes: hashes)
    } else {
      index += 1
      let count = text.count
      while index < count, ASCII.isIdentifierBody(text[index]) { index += 1 }
      cursor.emit(index - start > 1 ? .directive : .punctuation, from: start)
    }
  }

  private mutating func lexExtendedRegex(start: Int, hashes: Int) {
    index = start + hashes + 1
    let count = text.count
    while index < count {
      let byte = text[index]
      if byte == ASCII.backslash {
        index += 2
      } else if byte == ASCII.slash, closes(at: index + 1, hashes: hashes) {
        index += 1 + hashes
        break
      } else {
        index += 1
      }
    }
    index = min(index, count)
    cursor.emit(.string, from: start)
  }

  /// Whether `hashes` `#` characters follow at `offset`.
  @inline(__always)
  private func closes(at offset: Int, hashes: Int) -> Bool {
    var matched = 0
    while matched < hashes {
      if text[offset + matched] != ASCII.hash { return false }
      matched += 1
    }
    return true
  }

  /// Lexes a string literal whose opening delimiter starts at `start` (`hashes` `#` characters
  /// then `"` or `"""`).
  private mutating func lexString(start: Int, hashes: Int) {
    index = start + hashes
    let multiline = text[index + 1] == ASCII.quote && text[index + 2] == ASCII.quote
    index += multiline ? 3 : 1
    lexStringBody(start: start, hashes: hashes, multiline: multiline)
  }

  /// Lexes string content from `index` up to the closing delimiter or the start of an
  /// interpolation, and emits it as one string token beginning at `start`.
  private mutating func lexStringBody(start: Int, hashes: Int, multiline: Bool) {
    let count = text.count
    while index < count {
      let byte = text[index]
      if byte == ASCII.backslash, closes(at: index + 1, hashes: hashes) {
        let escaped = index + 1 + hashes
        if text[escaped] == ASCII.openParen {
          index = escaped + 1
          cursor.emit(.string, from: start)
          interpolations.append(Interpolation(hashes: hashes, multiline: multiline, depth: 1))
          return
        }
        index = escaped + 1
      } else if byte == ASCII.quote {
        if multiline {
          if text[index + 1] == ASCII.quote, text[index + 2] == ASCII.quote,
            closes(at: index + 3, hashes: hashes)
          {
            index += 3 + hashes
            break
          }
          index += 1
        } else if closes(at: index + 1, hashes: hashes) {
          index += 1 + hashes
          break
        } else {
          index += 1
        }
      } else if ASCII.isLineEnd(byte), !multiline {
        break  // unterminated: the literal ends with its line
      } else {
        index += 1
      }
    }
    index = min(index, count)
    cursor.emit(.string, from: start)
  }
}
/// Splits Objective-C (and C, C++, Objective-C++) source into tokens, skipping comments and
/// keeping literals whole.
///
/// It skips line and block comments (which do not nest in C), and keeps whole C strings, `@"…"`
/// strings, character literals, C++ raw strings (`R"x(…)x"`) and the `<…>` header name of an
/// `#import` or `#include`. A string or character literal left open ends with its line, so a
/// stray apostrophe (say in an `#error` message) cannot swallow the rest of the file. Directives
/// (`#if`, `@interface`, `@end`) are single tokens; the preprocessor is not run, so code in every
/// branch of an `#if` is lexed.
struct ReferenceObjCLexer {
  private var cursor: ReferenceLexerCursor
  private var text: SourceBytes { cursor.text }
  /// The offset of the next byte to read.
  private var index: Int {
    get { cursor.index }
    set { cursor.index = newValue }
  }

  private init(text: SourceBytes, reusing storage: TokenizedSource) {
    self.cursor = ReferenceLexerCursor(text: text, reusing: storage)
  }

  /// Tokenizes `text`.
  ///
  /// - Parameters:
  ///   - text: The bytes of an Objective-C file.
  ///   - storage: Arrays to reuse (their contents are replaced), to spare allocations.
  /// - Returns: The tokens.
  static func tokenize(_ text: SourceBytes, reusing storage: TokenizedSource = TokenizedSource())
    -> TokenizedSource
  {
    var lexer = ReferenceObjCLexer(text: text, reusing: storage)
    lexer.run()
    return lexer.cursor.output
  }

  private mutating func run() {
    let count = text.count
    cursor.skipByteOrderMark()
    while index < count {
      let byte = text[index]
      if ASCII.isIdentifierStart(byte) {
        lexIdentifier()
        continue
      }
      switch byte {
      case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed, 0:
        index += 1
      case ASCII.newline, ASCII.carriageReturn:  // a lone CR ends a line too
        cursor.newlineBefore = true
        index += 1
      case ASCII.slash:
        if text[index + 1] == ASCII.slash {
          cursor.skipToLineEnd()
        } else if text[index + 1] == ASCII.star {
          skipBlockComment()
        } else {
          lexOperator()
        }
      case ASCII.quote:
        let start = index
        index += 1
        lexQuoted(until: ASCII.quote, start: start)
      case ASCII.apostrophe:
        let start = index
        index += 1
        lexQuoted(until: ASCII.apostrophe, start: start)
      case ASCII.at:
        lexAt()
      case ASCII.hash:
        lexDirective()
      case ASCII.zero...ASCII.nine:
        lexNumber()
      case ASCII.dot:
        if ASCII.isDigit(text[index + 1]) { lexNumber() } else { cursor.emitPunctuation() }
      case ASCII.equals, ASCII.minus, ASCII.plus, ASCII.exclamation, ASCII.star, 0x25, ASCII.less,
        ASCII.greater, 0x26, 0x7C, 0x5E, 0x7E:
        lexOperator()
      default:
        cursor.emitPunctuation()
      }
    }
  }

  private mutating func lexIdentifier() {
    let start = index
    let count = text.count
    index += 1
    while index < count, ASCII.isIdentifierBody(text[index]) { index += 1 }
    let next = text[index]
    if next == ASCII.quote || next == ASCII.apostrophe {
      // An encoding prefix (L, u, U, u8) or a C++ raw string prefix (R, LR, uR, UR, u8R).
      let length = index - start
      if text[index - 1] == 0x52, next == ASCII.quote,
        length == 1 || isEncodingPrefix(start: start, length: length - 1)
      {
        lexRawString(start: start)
        return
      }
      if length <= 2, isEncodingPrefix(start: start, length: length) {
        index += 1
        lexQuoted(until: next, start: start)
        return
      }
    }
    cursor.emit(.identifier, from: start)
  }

  private func isEncodingPrefix(start: Int, length: Int) -> Bool {
    guard length == 1 || length == 2 else { return false }
    switch (text[start], length == 2 ? text[start + 1] : 0) {
    case (0x4C, 0), (0x75, 0), (0x55, 0), (0x75, 0x38): return true  // L u U u8
    default: return false
    }
  }

  /// Lexes a C++ raw string `R"delimiter( … )delimiter"`; `index` is at the opening quote.
  /// Without a `(` after at most 16 bytes of delimiter on the quote's line, there is no raw
  /// string (C++ allows no longer delimiter): the literal is read as an ordinary one, so it
  /// ends at a quote or its line's end, never inside an identifier.
  private mutating func lexRawString(start: Int) {
    let count = text.count
    index += 1
    let delimiterStart = index
    while index < count, text[index] != ASCII.openParen, !ASCII.isLineEnd(text[index]),
      index - delimiterStart < 16
    {
      index += 1
    }
    guard text[index] == ASCII.openParen else {
      index = delimiterStart
      lexQuoted(until: ASCII.quote, start: start)
      return
    }
    let delimiter = delimiterStart..<index
    index += 1
    while index < count {
      if text[index] == ASCII.closeParen, matchesDelimiter(delimiter, at: index + 1),
        text[index + 1 + delimiter.count] == ASCII.quote
      {
        index += 2 + delimiter.count
        break
      }
      index += 1
    }
    index = min(index, count)
    cursor.emit(.string, from: start)
  }

  private func matchesDelimiter(_ delimiter: Range<Int>, at offset: Int) -> Bool {
    for (position, delimiterOffset) in delimiter.enumerated()
    where text[offset + position] != text[delimiterOffset] {
      return false
    }
    return true
  }

  private mutating func skipBlockComment() {
    let count = text.count
    index += 2
    while index < count {
      if text[index] == ASCII.star, text[index + 1] == ASCII.slash {
        index += 2
        return
      }
      if ASCII.isLineEnd(text[index]) { cursor.newlineBefore = true }
      index += 1
    }
  }

  /// Lexes the rest of a quoted literal after its opening quote. A backslash escapes the next
  /// byte (including a line break); an unescaped line break ends an unterminated literal.
  private mutating func lexQuoted(until close: UInt8, start: Int) {
    let count = text.count
    while index < count {
      let byte = text[index]
      if byte == ASCII.backslash {
        index += 2
      } else if byte == close {
        index += 1
        break
      } else if ASCII.isLineEnd(byte) {
        break
      } else {
        index += 1
      }
    }
    index = min(index, count)
    cursor.emit(.string, from: start)
  }

  /// Lexes `@"…"` as one string, `@name` as one directive, and a lone `@` as punctuation.
  private mutating func lexAt() {
    let start = index
    index += 1
    if text[index] == ASCII.quote {
      index += 1
      lexQuoted(until: ASCII.quote, start: start)
    } else if ASCII.isIdentifierStart(text[index]) {
      let count = text.count
      while index < count, ASCII.isIdentifierBody(text[index]) { index += 1 }
      cursor.emit(.directive, from: start)
    } else {
      cursor.emit(.punctuation, from: start)
    }
  }

  /// Lexes `#name` as one directive; after `#import`, `#include` or `#include_next`, a `<…>`
  /// header name on the same line is one string token.
  private mutating func lexDirective() {
    let start = index
    let count = text.count
    index += 1
    while index < count, ASCII.isBlank(text[index]) { index += 1 }
    let nameStart = index
    while index < count, ASCII.isIdentifierBody(text[index]) { index += 1 }
    guard index > nameStart else {
      index = start + 1
      cursor.emit(.punctuation, from: start)
      return
    }
    cursor.emit(.directive, from: start)
    let name = nameStart..<index
    let directive = String(decoding: UnsafeBufferPointer(rebasing: text.base[name]), as: UTF8.self)
    if ["pragma", "warning", "error"].contains(directive) {
      skipFreeText()
      return
    }
    guard isHeaderDirective(name) else { return }
    while index < count, ASCII.isBlank(text[index]) { index += 1 }
    guard text[index] == ASCII.less else { return }
    let headerStart = index
    while index < count, text[index] != ASCII.greater, !ASCII.isLineEnd(text[index]) { index += 1 }
    if text[index] == ASCII.greater { index += 1 }
    cursor.emit(.string, from: headerStart)
  }

  /// The rest of a logical line, comments stepped over (a block comment may end on a later
  /// line), without a token.
  private mutating func skipFreeText() {
    let count = text.count
    while index < count {
      if text[index] == ASCII.slash, text[index + 1] == ASCII.star {
        skipBlockComment()
        continue
      }
      if text[index] == ASCII.slash, text[index + 1] == ASCII.slash {
        cursor.skipToLineEnd()
        return
      }
      if ASCII.isLineEnd(text[index]) {
        let continued =
          text[index] == ASCII.newline && index >= 2 && text[index - 1] == ASCII.carriageReturn
          ? text[index - 2] == ASCII.backslash : index >= 1 && text[index - 1] == ASCII.backslash
        if !continued { return }
      }
      index += 1
    }
  }

  private func isHeaderDirective(_ name: Range<Int>) -> Bool {
    let bytes = UnsafeBufferPointer(rebasing: text.base[name])
    return bytes.elementsEqual("import".utf8) || bytes.elementsEqual("include".utf8)
      || bytes.elementsEqual("include_next".utf8)
  }

  private mutating func lexOperator() {
    let start = index
    let count = text.count
    index += 1
    while index < count {
      switch text[index] {
      case ASCII.slash where text[index + 1] == ASCII.slash || text[index + 1] == ASCII.star:
        cursor.emit(.operator, from: start)
        return
      case ASCII.equals, ASCII.minus, ASCII.plus, ASCII.exclamation, ASCII.star, 0x25, ASCII.less,
        ASCII.greater, 0x26, 0x7C, 0x5E, 0x7E, ASCII.slash:
        index += 1
      default:
        cursor.emit(.operator, from: start)
        return
      }
    }
    cursor.emit(.operator, from: start)
  }

  /// Lexes a number, including suffixes, exponents with a sign and C++14 digit separators.
  private mutating func lexNumber() {
    let start = index
    let count = text.count
    let isHex = text[index] == ASCII.zero && text[index + 1] | 0x20 == 0x78
    index += 1
    while index < count {
      let byte = text[index]
      if ASCII.isIdentifierBody(byte) || byte == ASCII.dot {
        index += 1
      } else if byte == ASCII.apostrophe, ASCII.isIdentifierBody(text[index + 1]) {
        index += 1
      } else if byte == ASCII.plus || byte == ASCII.minus,
        text[index - 1] | 0x20 == (isHex ? 0x70 : 0x65)
      {
        index += 1
      } else {
        break
      }
    }
    cursor.emit(.number, from: start)
  }
}

/// The UTF-8 check as it was before it passed over ASCII a block at a time (commit 8bfca17):
/// eight bytes at a time, each other byte checked as the start of a sequence.
enum ReferenceUTF8 {
  /// The offset of the first byte of `bytes` that is not part of well-formed UTF-8, or nil.
  static func firstInvalid(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length =
        lead >= 0xC2 && lead < 0xE0
        ? 2
        : lead >= 0xE0 && lead < 0xF0
          ? 3
          : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
      guard length > 0, index + length <= count else { return index }
      for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
      let second = bytes[index + 1]
      if lead == 0xE0 && second < 0xA0 || lead == 0xED && second >= 0xA0
        || lead == 0xF0 && second < 0x90 || lead == 0xF4 && second >= 0x90
      {
        return index
      }
      index += length
    }
    return nil
  }
}
