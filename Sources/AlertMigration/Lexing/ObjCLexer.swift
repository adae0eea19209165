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
  /// The text's first byte: the lexer reads at most a few bytes past the end, in the padding.
  private var base: UnsafePointer<UInt8> { cursor.base }
  /// The offset of the next byte to read.
  private var index: Int {
    get { cursor.index }
    set { cursor.index = newValue }
  }

  /// Whether the lexer notes the words for the scanner (`TokenizedSource.marks`).
  private let marking: Bool

  private init(text: SourceBytes, marking: Bool = false, reusing storage: TokenizedSource) {
    self.marking = marking
    self.cursor = LexerCursor(text: text, reusing: storage)
  }

  /// Tokenizes `text`.
  ///
  /// - Parameters:
  ///   - text: The bytes of an Objective-C file.
  ///   - storage: Arrays to reuse (their contents are replaced), to spare allocations.
  /// - Returns: The tokens.
  static func tokenize(
    _ text: SourceBytes, marking: Bool = false,
    reusing storage: TokenizedSource = TokenizedSource()
  ) -> TokenizedSource {
    var lexer = ObjCLexer(text: text, marking: marking, reusing: storage)
    lexer.cursor.output.marks.removeAll(marking: marking)
    lexer.run()
    lexer.cursor.finish()
    return lexer.cursor.output
  }

  /// Tokenizes `text` into `storage`, whose arrays are emptied and refilled in place (their
  /// capacity kept), so a caller that lexes many files allocates only when a file needs more.
  ///
  /// - Parameter marking: Whether to note for the scanner (`storage.marks`) the tokens that
  ///   spell a word (identifiers and `@` directives) as they are emitted.
  static func tokenize(
    _ text: SourceBytes, marking: Bool = false, into storage: inout TokenizedSource
  ) {
    var lexer = ObjCLexer(text: text, marking: marking, reusing: TokenizedSource())
    swap(&lexer.cursor.output, &storage)
    lexer.cursor.output.tokens.removeAll(keepingCapacity: true)
    lexer.cursor.output.blockComments.removeAll(keepingCapacity: true)
    lexer.cursor.output.marks.removeAll(marking: marking)
    lexer.run()
    lexer.cursor.finish()
    swap(&lexer.cursor.output, &storage)
  }

  /// What the lexer does at a byte that starts a token or a gap between tokens.
  private enum Code: UInt8 {
    case identifier, blank, lineEnd, zero, punctuation, slash, quote, apostrophe, at, hash
    case digit, dot, `operator`
  }

  /// The code of each byte value. Built once, never written again, so sharing it between
  /// threads is safe.
  nonisolated(unsafe) private static let codes: UnsafePointer<Code> = {
    let table = UnsafeMutablePointer<Code>.allocate(capacity: 256)
    for value in 0..<256 {
      let byte = UInt8(value)
      let code: Code
      switch byte {
      case _ where ASCII.isIdentifierStart(byte): code = .identifier
      case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed: code = .blank
      case ASCII.newline, ASCII.carriageReturn: code = .lineEnd
      case 0: code = .zero
      case ASCII.slash: code = .slash
      case ASCII.quote: code = .quote
      case ASCII.apostrophe: code = .apostrophe
      case ASCII.at: code = .at
      case ASCII.hash: code = .hash
      case ASCII.zero...ASCII.nine: code = .digit
      case ASCII.dot: code = .dot
      case ASCII.equals, ASCII.minus, ASCII.plus, ASCII.exclamation, ASCII.star, 0x25, ASCII.less,
        ASCII.greater, 0x26, 0x7C, 0x5E, 0x7E:
        code = .operator
      default: code = .punctuation
      }
      table[value] = code
    }
    return UnsafePointer(table)
  }()

  /// The lexer's loop, as `SwiftLexer.run()`: the offset and staging slot live in locals and
  /// are handed to the cursor around the calls that read literals and directives, and the
  /// padding's first zero byte ends the loop.
  private mutating func run() {
    cursor.reserveTokens()
    cursor.skipByteOrderMark()
    let base = cursor.base
    let codes = ObjCLexer.codes
    let limit = cursor.limit
    var offset = index
    var slot = cursor.next
    let marking = self.marking
    let vocabulary = Vocabulary.objectiveC
    // Emits a token from `offset` to `end`, and moves to `end`.
    @inline(__always) func emit(_ kind: Token.Kind, to end: Int) {
      slot = LexerCursor.put(kind, from: offset, to: end, at: slot)
      // A space after a token (the most common gap) is passed here, not by a turn of the loop.
      offset = base[end] == ASCII.space ? end &+ 1 : end
      if slot == limit {
        cursor.next = slot
        cursor.flush()
        slot = cursor.next
      }
    }
    // Runs `body` on the cursor, with the state handed over and taken back.
    @inline(__always) func handOver(_ body: (inout ObjCLexer) -> Void) {
      cursor.index = offset
      cursor.next = slot
      body(&self)
      offset = cursor.index
      slot = cursor.next
    }
    // Lexes a quoted literal from `start` whose text begins at `opening`: one without escapes
    // on one line, the most common, here; the rest from its first backslash or line break as
    // `lexQuoted` does.
    @inline(__always) func quoted(from start: Int, opening: Int, until close: UInt8) {
      let stop = cursor.firstOf(
        ASCII.backslash, close, ASCII.newline, ASCII.carriageReturn, from: opening)
      if base[stop] == close {
        emit(.string, to: stop &+ 1)
      } else {
        offset = stop
        handOver { $0.lexQuoted(until: close, start: start) }
      }
    }
    // Each case leaves `offset` as it is until the token's end is known.
    loop: while true {
      switch codes[Int(base[offset])] {
      case .identifier:
        let end = ByteClass.pastIdentifierBody(from: offset &+ 1, in: base)
        // A quote or an apostrophe may follow a prefix (`#` and `&` pass this test too, and
        // `lexPrefixed` tells them apart).
        if base[end] | 5 == ASCII.apostrophe {
          let start = offset
          offset = end
          handOver { $0.lexPrefixed(start: start) }
        } else {
          if marking {
            cursor.markWord(from: offset, to: end, at: slot, in: vocabulary, isEvent: false)
          }
          emit(.identifier, to: end)
        }
      case .blank:
        offset &+= 1
      case .lineEnd:  // a lone CR ends a line too
        LexerCursor.markLineEnd(at: slot)
        offset &+= 1
        if base[offset] == ASCII.space { offset = LexerCursor.pastSpaces(from: offset, in: base) }
      case .zero:
        if offset >= cursor.count { break loop }
        offset &+= 1
      case .punctuation:
        emit(.punctuation, to: offset &+ 1)
      case .slash:
        let next = base[offset &+ 1]
        if next == ASCII.slash {
          offset = cursor.firstOf(ASCII.newline, ASCII.carriageReturn, from: offset &+ 2)
        } else if next == ASCII.star {
          handOver { $0.skipBlockComment() }
        } else {
          emit(.operator, to: ObjCLexer.operatorEnd(from: offset &+ 1, in: base, codes: codes))
        }
      case .quote:
        quoted(from: offset, opening: offset &+ 1, until: ASCII.quote)
      case .apostrophe:
        quoted(from: offset, opening: offset &+ 1, until: ASCII.apostrophe)
      case .at:  // `@"…"` is a string, `@name` a directive, a lone `@` punctuation
        let next = base[offset &+ 1]
        if next == ASCII.quote {
          quoted(from: offset, opening: offset &+ 2, until: ASCII.quote)
        } else if codes[Int(next)] == .identifier {
          let end = ByteClass.pastIdentifierBody(from: offset &+ 2, in: base)
          if marking {
            cursor.markWord(from: offset, to: end, at: slot, in: vocabulary, isEvent: false)
          }
          emit(.directive, to: end)
        } else {
          emit(.punctuation, to: offset &+ 1)
        }
      case .hash:
        handOver { $0.lexDirective() }
      case .digit:
        emit(.number, to: ObjCLexer.numberEnd(from: offset, in: base))
      case .dot:
        if ASCII.isDigit(base[offset &+ 1]) {
          emit(.number, to: ObjCLexer.numberEnd(from: offset, in: base))
        } else {
          emit(.punctuation, to: offset &+ 1)
        }
      case .operator:
        emit(.operator, to: ObjCLexer.operatorEnd(from: offset &+ 1, in: base, codes: codes))
      }
    }
    cursor.index = offset
    cursor.next = slot
  }

  /// An identifier from `start` up to the cursor, followed by a quote or an apostrophe: an
  /// encoding prefix (L, u, U, u8) or a C++ raw string prefix (R, LR, uR, UR, u8R) starts a
  /// literal; any other name is an identifier.
  private mutating func lexPrefixed(start: Int) {
    let next = base[index]
    guard next == ASCII.quote || next == ASCII.apostrophe else {
      emitIdentifier(from: start)
      return
    }
    let length = index - start
    if base[index - 1] == 0x52, next == ASCII.quote,
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
    emitIdentifier(from: start)
  }

  /// Emits the identifier from `start` to the cursor (noting its word when marking).
  private mutating func emitIdentifier(from start: Int) {
    if marking {
      cursor.markWord(
        from: start, to: index, at: cursor.next, in: .objectiveC, isEvent: false)
    }
    cursor.emit(.identifier, from: start)
  }

  private func isEncodingPrefix(start: Int, length: Int) -> Bool {
    guard length == 1 || length == 2 else { return false }
    switch (base[start], length == 2 ? base[start + 1] : 0) {
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
    while index < count, base[index] != ASCII.openParen, !ASCII.isLineEnd(base[index]),
      index - delimiterStart < 16
    {
      index += 1
    }
    guard base[index] == ASCII.openParen else {
      index = delimiterStart
      lexQuoted(until: ASCII.quote, start: start)
      return
    }
    let delimiter = delimiterStart..<index
    index += 1
    while index < count {
      if base[index] == ASCII.closeParen, matchesDelimiter(delimiter, at: index + 1),
        base[index + 1 + delimiter.count] == ASCII.quote
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
    where base[offset + position] != base[delimiterOffset] {
      return false
    }
    return true
  }

  /// Steps over a block comment (C's do not nest): from one slash, star or line break to the
  /// next, 16 bytes at a time (a line break in it counts as one before the next token).
  private mutating func skipBlockComment() {
    let count = text.count
    index += 2
    while index < count {
      if base[index] == ASCII.star, base[index + 1] == ASCII.slash {
        index += 2
        return
      }
      if ASCII.isLineEnd(base[index]) { cursor.newlineBefore = true }
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
      let byte = base[index]
      if byte == ASCII.backslash {
        index += 2
      } else if byte == close {
        index += 1
        break
      } else if ASCII.isLineEnd(byte) {
        break
      } else {
        index = cursor.firstOf(
          ASCII.backslash, close, ASCII.newline, ASCII.carriageReturn, from: index + 1)
      }
    }
    index = min(index, count)
    cursor.emit(.string, from: start)
  }

  /// Lexes `#name` as one directive; after `#import`, `#include` or `#include_next`, a `<…>`
  /// header name on the same line is one string token; after `#pragma`, `#warning` or `#error`,
  /// the rest of the line is free text, which gives no token (`skipFreeText`).
  private mutating func lexDirective() {
    let start = index
    let count = text.count
    index += 1
    while index < count, ASCII.isBlank(base[index]) { index += 1 }
    let nameStart = index
    while index < count, ASCII.isIdentifierBody(base[index]) { index += 1 }
    guard index > nameStart else {
      index = start + 1
      cursor.emit(.punctuation, from: start)
      return
    }
    cursor.emit(.directive, from: start)
    let name = nameStart..<index
    if isFreeTextDirective(name) {
      skipFreeText()
      return
    }
    guard isHeaderDirective(name) else { return }
    while index < count, ASCII.isBlank(base[index]) { index += 1 }
    guard base[index] == ASCII.less else { return }
    let headerStart = index
    while index < count, base[index] != ASCII.greater, !ASCII.isLineEnd(base[index]) { index += 1 }
    if base[index] == ASCII.greater { index += 1 }
    cursor.emit(.string, from: headerStart)
  }

  private func isHeaderDirective(_ name: Range<Int>) -> Bool {
    let bytes = UnsafeBufferPointer(rebasing: text.base[name])
    return bytes.elementsEqual("import".utf8) || bytes.elementsEqual("include".utf8)
      || bytes.elementsEqual("include_next".utf8)
  }

  /// Whether the directive's text is free text, not code: `#pragma mark - UIAlertViewDelegate`
  /// and `#warning Replace UIAlertView` name nothing (SEMANTICS L17).
  private func isFreeTextDirective(_ name: Range<Int>) -> Bool {
    let bytes = UnsafeBufferPointer(rebasing: text.base[name])
    return bytes.elementsEqual("pragma".utf8) || bytes.elementsEqual("warning".utf8)
      || bytes.elementsEqual("error".utf8)
  }

  /// Steps over the rest of a directive's line without a token, up to its line end: a line end
  /// after a backslash continues the line, a block comment is stepped over as one (it may span
  /// lines), and a line comment ends the line.
  private mutating func skipFreeText() {
    let count = text.count
    while index < count {
      let byte = base[index]
      if ASCII.isLineEnd(byte) {
        var before = index - 1
        if byte == ASCII.newline, base[before] == ASCII.carriageReturn { before -= 1 }
        guard base[before] == ASCII.backslash else { return }
        index += 1
      } else if byte == ASCII.slash, base[index + 1] == ASCII.star {
        skipBlockComment()
      } else if byte == ASCII.slash, base[index + 1] == ASCII.slash {
        cursor.skipToLineEnd()
        return
      } else {
        index += 1
      }
    }
  }

  /// The end of an operator whose bytes go on at `offset`: it stops before the start of a
  /// comment.
  @inline(__always)
  private static func operatorEnd(
    from offset: Int, in base: UnsafePointer<UInt8>, codes: UnsafePointer<Code>
  ) -> Int {
    var offset = offset
    while true {
      switch codes[Int(base[offset])] {
      case .slash:
        let next = base[offset &+ 1]
        if next == ASCII.slash || next == ASCII.star { return offset }
      case .operator:
        break
      default:
        return offset
      }
      offset &+= 1
    }
  }

  /// The end of the number that starts at `start`, including suffixes, exponents with a sign
  /// and C++14 digit separators.
  @inline(__always)
  private static func numberEnd(
    from start: Int, in base: UnsafePointer<UInt8>
  ) -> Int {
    let isHex = base[start] == ASCII.zero && base[start &+ 1] | 0x20 == 0x78
    var offset = start &+ 1
    while true {
      let byte = base[offset]
      if ByteClass.isIdentifierBody(byte) || byte == ASCII.dot {
        offset &+= 1
      } else if byte == ASCII.apostrophe, ByteClass.isIdentifierBody(base[offset &+ 1]) {
        offset &+= 1
      } else if byte == ASCII.plus || byte == ASCII.minus,
        base[offset &- 1] | 0x20 == (isHex ? 0x70 : 0x65)
      {
        offset &+= 1
      } else {
        return offset
      }
    }
  }
}
