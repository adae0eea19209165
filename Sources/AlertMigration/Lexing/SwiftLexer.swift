/// Splits Swift source into tokens, skipping comments and keeping literals whole.
///
/// The lexer knows what it must to never mistake text for code: line comments, nesting block
/// comments, single-line and multi-line string literals, raw strings with any number of `#`,
/// interpolations (whose code is lexed as code, so strings inside them are strings again),
/// extended regex literals (`#/…/#`), backticked names, a leading byte order mark and a shebang
/// line. It does not check that the source is valid Swift: malformed input still produces tokens
/// and never traps.
struct SwiftLexer {
  /// One open string interpolation: the delimiter of its string and the depth of parentheses.
  private struct Interpolation {
    var hashes: Int
    var multiline: Bool
    var depth: Int
  }

  private var cursor: LexerCursor
  private var text: SourceBytes { cursor.text }
  /// The offset of the next byte to read.
  private var index: Int {
    get { cursor.index }
    set { cursor.index = newValue }
  }
  private var interpolations: [Interpolation] = []
  private let recordsComments: Bool
  /// Whether the lexer only skims (`codeSpellsName`): it emits no tokens.
  private let skims: Bool

  private init(text: SourceBytes, recordsComments: Bool, reusing storage: TokenizedSource) {
    self.recordsComments = recordsComments
    self.skims = false
    self.cursor = LexerCursor(text: text, reusing: storage)
  }

  private init(skimming text: SourceBytes) {
    self.recordsComments = false
    self.skims = true
    self.cursor = LexerCursor(skimming: text)
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
    var lexer = SwiftLexer(text: text, recordsComments: recordsComments, reusing: storage)
    lexer.run()
    lexer.cursor.finish()
    return lexer.cursor.output
  }

  /// Tokenizes `text` into `storage`, whose arrays are emptied and refilled in place (their
  /// capacity kept), so a caller that lexes many files allocates only when a file needs more.
  static func tokenize(
    _ text: SourceBytes, recordsComments: Bool = false, into storage: inout TokenizedSource
  ) {
    var lexer = SwiftLexer(
      text: text, recordsComments: recordsComments, reusing: TokenizedSource())
    swap(&lexer.cursor.output, &storage)
    lexer.cursor.output.tokens.removeAll(keepingCapacity: true)
    lexer.cursor.output.blockComments.removeAll(keepingCapacity: true)
    lexer.run()
    lexer.cursor.finish()
    swap(&lexer.cursor.output, &storage)
  }

  /// Whether a name that `prefilter` finds in `text` stands in code, not in a comment, a
  /// string literal (its interpolations are code) or a regex literal: whether the tokens of
  /// `tokenize` have a token other than a string that covers a name's first byte (one that
  /// `counts`, when given).
  ///
  /// The file is skimmed, not tokenized: the code between comments and literals is passed over
  /// 16 bytes at a time up to the next byte that can open one (`/`, `"`, `#`, and a backtick,
  /// whose name is stepped over whole), or byte by byte inside an interpolation, where
  /// parentheses count; comments and literals are read by the same functions as in `tokenize`,
  /// so the two agree on where each ends. At each comment or literal, the name found last is
  /// known to be before it (in code: the answer is yes, if it counts) or inside it, and then the
  /// next name after it is looked for.
  ///
  /// - Parameters:
  ///   - text: The bytes of a Swift file.
  ///   - prefilter: The names' search.
  ///   - first: The offset of the first name in `text`, as `prefilter.firstName(in:from: 0)`.
  ///   - counts: Asked of each name found in code, by its offset, until it says yes: a name it
  ///     says no of is passed over as if it stood in a comment. Nil counts every name.
  static func codeSpellsName(
    _ text: SourceBytes, prefilter: Prefilter, first: Int, counting counts: ((Int) -> Bool)? = nil
  ) -> Bool {
    var lexer = SwiftLexer(skimming: text)
    return lexer.skim(prefilter: prefilter, first: first, counts: counts ?? { _ in true })
  }

  private mutating func skim(prefilter: Prefilter, first: Int, counts: (Int) -> Bool) -> Bool {
    let count = text.count
    var name = first
    cursor.skipByteOrderMark()
    if text[index] == ASCII.hash, text[index + 1] == ASCII.exclamation { cursor.skipToLineEnd() }
    // `name` is at or after the start of the code being skimmed (`index`, past the comment or
    // literal just read), or `count` when there is no name left.
    func passed(_ end: Int) -> Bool {
      guard name < end else { return true }
      name = prefilter.firstName(in: text.base, from: end) ?? count
      return name < count
    }
    // Whether a name before `end`, all in code, counts; those that do not are passed.
    func countedBefore(_ end: Int) -> Bool {
      while name < end {
        if counts(name) { return true }
        name = prefilter.firstName(in: text.base, from: name + 1) ?? count
      }
      return false
    }
    guard passed(index) else { return false }
    while true {
      if interpolations.isEmpty {
        cursor.skip(untilAnyOf: ASCII.slash, ASCII.quote, ASCII.hash, ASCII.backtick)
      } else {
        while index < count {
          let byte = text[index]
          if byte == ASCII.slash || byte == ASCII.quote || byte == ASCII.hash
            || byte == ASCII.backtick || byte == ASCII.openParen || byte == ASCII.closeParen
          {
            break
          }
          index += 1
        }
      }
      // The code from the last comment or literal up to `index` holds the name, if it is
      // before `index`.
      if index >= count { return countedBefore(count) }
      let start = index
      switch text[index] {
      case ASCII.slash:
        if text[index + 1] == ASCII.slash {
          if countedBefore(start) { return true }
          cursor.skipToLineEnd()
        } else if text[index + 1] == ASCII.star {
          if countedBefore(start) { return true }
          skipBlockComment()
        } else {
          index += 1
          continue
        }
      case ASCII.quote:
        if countedBefore(start) { return true }
        lexString(start: start, hashes: 0)
      case ASCII.hash:
        var hashes = 0
        while text[index + hashes] == ASCII.hash { hashes += 1 }
        let after = text[index + hashes]
        if after == ASCII.quote {
          if countedBefore(start) { return true }
          lexString(start: start, hashes: hashes)
        } else if after == ASCII.slash {
          if countedBefore(start) { return true }
          lexExtendedRegex(start: start, hashes: hashes)
        } else {
          index += 1  // a directive's name is code; `lexHash` reads one `#` too
          continue
        }
      case ASCII.backtick:
        index += 1
        while index < count, text[index] != ASCII.backtick, !ASCII.isLineEnd(text[index]) {
          index += 1
        }
        if text[index] == ASCII.backtick { index += 1 }
        continue
      case ASCII.openParen:
        interpolations[interpolations.count - 1].depth += 1
        index += 1
        continue
      default:  // a close parenthesis in an interpolation
        let last = interpolations[interpolations.count - 1]
        if last.depth > 1 {
          interpolations[interpolations.count - 1].depth -= 1
          index += 1
          continue
        }
        if countedBefore(start) { return true }
        interpolations.removeLast()
        index += 1
        lexStringBody(start: start, hashes: last.hashes, multiline: last.multiline)
      }
      guard passed(index) else { return false }
    }
  }

  private mutating func run() {
    let count = text.count
    cursor.skipByteOrderMark()
    if text[index] == ASCII.hash, text[index + 1] == ASCII.exclamation { cursor.skipToLineEnd() }
    let classes = ByteClass.table
    while index < count {
      let byte = text[index]
      let bits = classes[Int(byte)]
      if bits & ByteClass.identifierStart != 0 {
        let start = index
        index += 1
        cursor.skipIdentifierBody()
        cursor.emit(.identifier, from: start)
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
        cursor.skip(
          untilAnyOf: ASCII.slash, ASCII.star, ASCII.newline, ASCII.carriageReturn)
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
      if SwiftLexer.isOperatorByte(byte) || allowsDots && byte == ASCII.dot {
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
      cursor.skipIdentifierBody()
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
    if !skims { cursor.emit(.string, from: start) }
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
          if !skims { cursor.emit(.string, from: start) }
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
        cursor.skip(
          untilAnyOf: ASCII.backslash, ASCII.quote, ASCII.newline, ASCII.carriageReturn)
      }
    }
    index = min(index, count)
    if !skims { cursor.emit(.string, from: start) }
  }
}
