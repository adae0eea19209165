/// Splits Objective-C (and C, C++, Objective-C++) source into tokens, skipping comments and
/// keeping literals whole.
///
/// It skips line and block comments (which do not nest in C), and keeps whole C strings, `@"…"`
/// strings, character literals, C++ raw strings (`R"x(…)x"`) and the `<…>` header name of an
/// `#import` or `#include`. A string or character literal left open ends with its line, so a
/// stray apostrophe (say in an `#error` message) cannot swallow the rest of the file. Directives
/// (`#if`, `@interface`, `@end`) are single tokens; the preprocessor is not run, so code in every
/// branch of an `#if` is lexed.
struct ObjCLexer {
  private var cursor: LexerCursor
  private var text: SourceBytes { cursor.text }
  /// The offset of the next byte to read.
  private var index: Int {
    get { cursor.index }
    set { cursor.index = newValue }
  }

  private init(text: SourceBytes, reusing storage: TokenizedSource) {
    self.cursor = LexerCursor(text: text, reusing: storage)
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
    var lexer = ObjCLexer(text: text, reusing: storage)
    lexer.run()
    lexer.cursor.finish()
    return lexer.cursor.output
  }

  /// Tokenizes `text` into `storage`, whose arrays are emptied and refilled in place (their
  /// capacity kept), so a caller that lexes many files allocates only when a file needs more.
  static func tokenize(_ text: SourceBytes, into storage: inout TokenizedSource) {
    var lexer = ObjCLexer(text: text, reusing: TokenizedSource())
    swap(&lexer.cursor.output, &storage)
    lexer.cursor.output.tokens.removeAll(keepingCapacity: true)
    lexer.cursor.output.blockComments.removeAll(keepingCapacity: true)
    lexer.run()
    lexer.cursor.finish()
    swap(&lexer.cursor.output, &storage)
  }

  private mutating func run() {
    let count = text.count
    cursor.skipByteOrderMark()
    let classes = ByteClass.table
    while index < count {
      let byte = text[index]
      let bits = classes[Int(byte)]
      if bits & ByteClass.identifierStart != 0 {
        lexIdentifier()
        continue
      }
      if bits & (ByteClass.blank | ByteClass.lineEnd) != 0 {
        cursor.skipSpace()  // a lone CR ends a line too
        continue
      }
      switch byte {
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
    index += 1
    cursor.skipIdentifierBody()
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
    switch (text[start], length == 2 ? text[start + 1] : 0) {
    case (0x4C, 0), (0x75, 0), (0x55, 0), (0x75, 0x38): return true  // L u U u8
    default: return false
    }
  }

  /// Lexes a C++ raw string `R"delimiter( … )delimiter"`; `index` is at the opening quote.
  private mutating func lexRawString(start: Int) {
    let count = text.count
    index += 1
    let delimiterStart = index
    while index < count, text[index] != ASCII.openParen, !ASCII.isLineEnd(text[index]),
      index - delimiterStart <= 16
    {
      index += 1
    }
    guard text[index] == ASCII.openParen else {
      cursor.emit(.string, from: start)
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
      cursor.skip(
        untilAnyOf: ASCII.slash, ASCII.star, ASCII.newline, ASCII.carriageReturn)
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
        cursor.skip(until: ByteClass.quotedStop)
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
      cursor.skipIdentifierBody()
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
    guard isHeaderDirective(name) else { return }
    while index < count, ASCII.isBlank(text[index]) { index += 1 }
    guard text[index] == ASCII.less else { return }
    let headerStart = index
    while index < count, text[index] != ASCII.greater, !ASCII.isLineEnd(text[index]) { index += 1 }
    if text[index] == ASCII.greater { index += 1 }
    cursor.emit(.string, from: headerStart)
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
