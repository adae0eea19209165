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
  /// The text's first byte: the lexer reads at most a few bytes past the end, in the padding.
  private var base: UnsafePointer<UInt8> { cursor.base }
  /// The offset of the next byte to read.
  private var index: Int {
    get { cursor.index }
    set { cursor.index = newValue }
  }
  private var interpolations: [Interpolation] = []
  private let recordsComments: Bool
  /// Whether the lexer only skims (`codeSpellsName`): it emits no tokens.
  private let skims: Bool
  /// Whether the lexer notes the words, bracket pairs and events for the scanner
  /// (`TokenizedSource.marks`).
  private let marking: Bool
  /// The unpaired openers of each kind, by token index, while marking.
  private var openers: (parens: [Int32], brackets: [Int32], braces: [Int32]) = ([], [], [])

  private init(
    text: SourceBytes, recordsComments: Bool, marking: Bool = false,
    reusing storage: TokenizedSource
  ) {
    self.recordsComments = recordsComments
    self.skims = false
    self.marking = marking
    self.cursor = LexerCursor(text: text, reusing: storage)
  }

  private init(skimming text: SourceBytes) {
    self.recordsComments = false
    self.skims = true
    self.marking = false
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
    _ text: SourceBytes, recordsComments: Bool = false, marking: Bool = false,
    reusing storage: TokenizedSource = TokenizedSource()
  ) -> TokenizedSource {
    var lexer = SwiftLexer(
      text: text, recordsComments: recordsComments, marking: marking, reusing: storage)
    lexer.cursor.output.marks.removeAll(marking: marking)
    lexer.run()
    lexer.cursor.finish()
    return lexer.cursor.output
  }

  /// Tokenizes `text` into `storage`, whose arrays are emptied and refilled in place (their
  /// capacity kept), so a caller that lexes many files allocates only when a file needs more.
  ///
  /// - Parameter marking: Whether to note for the scanner (`storage.marks`) the words, the
  ///   bracket pairs and the events as the tokens are emitted.
  static func tokenize(
    _ text: SourceBytes, recordsComments: Bool = false, marking: Bool = false,
    into storage: inout TokenizedSource
  ) {
    var lexer = SwiftLexer(
      text: text, recordsComments: recordsComments, marking: marking,
      reusing: TokenizedSource())
    swap(&lexer.cursor.output, &storage)
    lexer.cursor.output.tokens.removeAll(keepingCapacity: true)
    lexer.cursor.output.blockComments.removeAll(keepingCapacity: true)
    lexer.cursor.output.marks.removeAll(marking: marking)
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
    if base[index] == ASCII.hash, base[index + 1] == ASCII.exclamation { cursor.skipToLineEnd() }
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
        index = cursor.firstOfTwoBlocksAStep(
          ASCII.slash, ASCII.quote, ASCII.hash, ASCII.backtick, from: index)
      } else {
        while index < count {
          let byte = base[index]
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
      switch base[index] {
      case ASCII.slash:
        if base[index + 1] == ASCII.slash {
          if countedBefore(start) { return true }
          cursor.skipToLineEnd()
        } else if base[index + 1] == ASCII.star {
          if countedBefore(start) { return true }
          skipBlockComment()
        } else {
          index += 1
          continue
        }
      case ASCII.quote:
        if countedBefore(start) { return true }
        // A string without escapes on one line, as in `run()`.
        if base[start + 1] != ASCII.quote {
          let stop = cursor.firstOf(
            ASCII.backslash, ASCII.quote, ASCII.newline, ASCII.carriageReturn, from: start + 1)
          index = stop
          if base[stop] == ASCII.quote { index += 1 } else { lexPlainStringBody(start: start) }
        } else {
          lexString(start: start, hashes: 0)
        }
      case ASCII.hash:
        var hashes = 0
        while base[index + hashes] == ASCII.hash { hashes += 1 }
        let after = base[index + hashes]
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
        while index < count, base[index] != ASCII.backtick, !ASCII.isLineEnd(base[index]) {
          index += 1
        }
        if base[index] == ASCII.backtick { index += 1 }
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

  /// What the lexer does at a byte that starts a token or a gap between tokens.
  private enum Code: UInt8 {
    case identifier, blank, lineEnd, zero, punctuation, slash, quote, hash, openParen
    case closeParen, backtick, digit, dot, question, exclamation, `operator`
    case openBracket, closeBracket, openBrace, closeBrace
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
      case ASCII.hash: code = .hash
      case ASCII.openParen: code = .openParen
      case ASCII.closeParen: code = .closeParen
      case ASCII.openBracket: code = .openBracket
      case ASCII.closeBracket: code = .closeBracket
      case ASCII.openBrace: code = .openBrace
      case ASCII.closeBrace: code = .closeBrace
      case ASCII.backtick: code = .backtick
      case ASCII.zero...ASCII.nine: code = .digit
      case ASCII.dot: code = .dot
      case ASCII.question: code = .question
      case ASCII.exclamation: code = .exclamation
      case _ where SwiftLexer.isOperatorByte(byte): code = .operator
      default: code = .punctuation
      }
      table[value] = code
    }
    return UnsafePointer(table)
  }()

  /// The lexer's loop. The cursor's offset and staging slot live in locals here and are
  /// handed to the cursor around the calls that read comments and literals (a line end marks
  /// the next slot, `LexerCursor.markLineEnd`). The
  /// padding ends the loop: its first zero byte has the code `zero`, which ends the text at
  /// `count` (and is a blank before it, as a NUL byte in the text is).
  private mutating func run() {
    cursor.reserveTokens()
    cursor.skipByteOrderMark()
    let base = cursor.base
    if base[index] == ASCII.hash, base[index &+ 1] == ASCII.exclamation { cursor.skipToLineEnd() }
    let codes = SwiftLexer.codes
    let limit = cursor.limit
    var offset = index
    var slot = cursor.next
    // Whether an interpolation is open (`interpolations` is not empty).
    var interpolating = false
    let marking = self.marking
    let vocabulary = Vocabulary.swift
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
    @inline(__always) func handOver(_ body: (inout SwiftLexer) -> Void) {
      cursor.index = offset
      cursor.next = slot
      body(&self)
      offset = cursor.index
      slot = cursor.next
      interpolating = !interpolations.isEmpty
    }
    // Each case leaves `offset` as it is until the token's end is known: the start of a token
    // is `offset`, and no copy of it is kept.
    loop: while true {
      switch codes[Int(base[offset])] {
      case .identifier:
        let end = ByteClass.pastIdentifierBody(from: offset &+ 1, in: base)
        if marking {
          cursor.markWord(from: offset, to: end, at: slot, in: vocabulary, isEvent: true)
        }
        emit(.identifier, to: end)
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
      case .openParen:
        if interpolating { interpolations[interpolations.count - 1].depth += 1 }
        if marking { openers.parens.append(cursor.tokenIndex(at: slot)) }
        emit(.punctuation, to: offset &+ 1)
      case .closeParen:
        if interpolating {
          handOver { $0.closeParenthesis() }
        } else {
          if marking { pairParenthesis(cursor.tokenIndex(at: slot)) }
          emit(.punctuation, to: offset &+ 1)
        }
      case .openBracket:
        if marking { openers.brackets.append(cursor.tokenIndex(at: slot)) }
        emit(.punctuation, to: offset &+ 1)
      case .closeBracket:
        if marking { pairBracket(cursor.tokenIndex(at: slot)) }
        emit(.punctuation, to: offset &+ 1)
      case .openBrace:
        if marking {
          let index = cursor.tokenIndex(at: slot)
          openers.braces.append(index)
          cursor.output.marks.events.append(index)
        }
        emit(.punctuation, to: offset &+ 1)
      case .closeBrace:
        if marking {
          let index = cursor.tokenIndex(at: slot)
          pairBrace(index)
          cursor.output.marks.events.append(index)
        }
        emit(.punctuation, to: offset &+ 1)
      case .slash:
        let next = base[offset &+ 1]
        if next == ASCII.slash {
          offset = cursor.firstOf(ASCII.newline, ASCII.carriageReturn, from: offset &+ 2)
        } else if next == ASCII.star {
          handOver { $0.skipBlockComment() }
        } else {
          emit(
            .operator, to: SwiftLexer.operatorEnd(from: offset &+ 1, allowsDots: false, in: base))
        }
      case .quote:
        // A string without escapes on one line, the most common, is read here; the rest from
        // its first backslash or line break as `lexPlainStringBody` does.
        let start = offset
        if base[start &+ 1] != ASCII.quote {
          let stop = cursor.firstOf(
            ASCII.backslash, ASCII.quote, ASCII.newline, ASCII.carriageReturn, from: start &+ 1)
          if base[stop] == ASCII.quote {
            emit(.string, to: stop &+ 1)
          } else {
            offset = stop
            handOver { $0.lexPlainStringBody(start: start) }
          }
        } else {
          handOver { $0.lexString(start: start, hashes: 0) }
        }
      case .hash:  // a directive here, as `lexHash`; a raw string or a regex there
        let next = base[offset &+ 1]
        if next != ASCII.hash, next != ASCII.quote, next != ASCII.slash {
          let end = ByteClass.pastIdentifierBody(from: offset &+ 1, in: base)
          emit(end &- offset > 1 ? .directive : .punctuation, to: end)
        } else {
          handOver { $0.lexHash() }
        }
      case .backtick:
        var end = offset &+ 1
        while end < cursor.count, base[end] != ASCII.backtick, !ASCII.isLineEnd(base[end]) {
          end &+= 1
        }
        if base[end] == ASCII.backtick { end &+= 1 }
        emit(.identifier, to: end)
      case .digit:
        emit(.number, to: SwiftLexer.numberEnd(from: offset, in: base))
      case .dot:
        if base[offset &+ 1] == ASCII.dot {
          emit(
            .operator, to: SwiftLexer.operatorEnd(from: offset &+ 1, allowsDots: true, in: base))
        } else {
          if marking { cursor.output.marks.events.append(cursor.tokenIndex(at: slot)) }
          emit(.punctuation, to: offset &+ 1)
        }
      case .question:
        emit(
          .operator,
          to: base[offset &+ 1] == ASCII.question
            ? SwiftLexer.operatorEnd(from: offset &+ 1, allowsDots: false, in: base)
            : offset &+ 1)
      case .exclamation:
        emit(
          .operator,
          to: base[offset &+ 1] == ASCII.equals
            ? SwiftLexer.operatorEnd(from: offset &+ 1, allowsDots: false, in: base)
            : offset &+ 1)
      case .operator:
        emit(.operator, to: SwiftLexer.operatorEnd(from: offset &+ 1, allowsDots: false, in: base))
      }
    }
    cursor.index = offset
    cursor.next = slot
  }

  /// At a close parenthesis in an interpolation: ends the interpolation (the string goes on
  /// from the parenthesis) or closes a parenthesis inside it.
  private mutating func closeParenthesis() {
    let last = interpolations[interpolations.count - 1]
    if last.depth == 1 {
      interpolations.removeLast()
      let start = index
      index += 1
      lexStringBody(start: start, hashes: last.hashes, multiline: last.multiline)
      return
    }
    interpolations[interpolations.count - 1].depth -= 1
    if marking { pairParenthesis(cursor.tokenIndex(at: cursor.next)) }
    cursor.emitPunctuation()
  }

  /// Pairs the closer about to be written as token `index` with the last unpaired opener of
  /// its kind, if there is one.
  @inline(__always)
  private mutating func pairParenthesis(_ index: Int32) {
    guard let opener = openers.parens.popLast() else { return }
    cursor.output.marks.pairs.append((opener, index))
  }

  @inline(__always)
  private mutating func pairBracket(_ index: Int32) {
    guard let opener = openers.brackets.popLast() else { return }
    cursor.output.marks.pairs.append((opener, index))
  }

  @inline(__always)
  private mutating func pairBrace(_ index: Int32) {
    guard let opener = openers.braces.popLast() else { return }
    cursor.output.marks.pairs.append((opener, index))
  }

  /// Steps over a block comment, nested ones counted: from one slash, star or line break to
  /// the next, 16 bytes at a time (a line break in it counts as one before the next token).
  private mutating func skipBlockComment() {
    let start = index
    let count = text.count
    var depth = 0
    while index < count {
      let byte = base[index]
      if byte == ASCII.slash, base[index + 1] == ASCII.star {
        depth += 1
        index += 2
      } else if byte == ASCII.star, base[index + 1] == ASCII.slash {
        depth -= 1
        index += 2
        if depth == 0 { break }
      } else {
        if !skims, ASCII.isLineEnd(byte) { cursor.newlineBefore = true }
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

  /// The end of an operator whose bytes go on at `offset` (after its first byte, or after a
  /// `?` or `!` that begins `??` or `!=`): operator bytes, and dots when it starts with one.
  /// An operator stops before the start of a comment. (`?` and `!` stand alone unless they
  /// begin `??` or `!=`: the loop checks that before calling.)
  @inline(__always)
  private static func operatorEnd(
    from offset: Int, allowsDots: Bool, in base: UnsafePointer<UInt8>
  ) -> Int {
    let codes = SwiftLexer.codes
    var offset = offset
    while true {
      let byte = base[offset]
      switch codes[Int(byte)] {
      case .slash:
        let next = base[offset &+ 1]
        if next == ASCII.slash || next == ASCII.star { return offset }
      case .operator, .question, .exclamation:
        break
      case .dot:
        if !allowsDots { return offset }
      default:
        return offset
      }
      offset &+= 1
    }
  }

  /// The end of the number that starts at `start`.
  @inline(__always)
  private static func numberEnd(
    from start: Int, in base: UnsafePointer<UInt8>
  ) -> Int {
    let isHex = base[start] == ASCII.zero && base[start &+ 1] | 0x20 == 0x78
    var offset = start &+ 1
    while true {
      let byte = base[offset]
      if ByteClass.isIdentifierBody(byte) {
        offset &+= 1
      } else if byte == ASCII.dot, ASCII.isDigit(base[offset &+ 1]) {
        offset &+= 2
      } else if byte == ASCII.plus || byte == ASCII.minus,
        base[offset &- 1] | 0x20 == (isHex ? 0x70 : 0x65)
      {
        offset &+= 1
      } else {
        return offset
      }
    }
  }

  /// Lexes what starts with `#`: a raw string, an extended regex literal, or a directive.
  private mutating func lexHash() {
    let start = index
    var hashes = 0
    while base[index + hashes] == ASCII.hash { hashes += 1 }
    let after = base[index + hashes]
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
      let byte = base[index]
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
      if base[offset + matched] != ASCII.hash { return false }
      matched += 1
    }
    return true
  }

  /// Lexes a string literal whose opening delimiter starts at `start` (`hashes` `#` characters
  /// then `"` or `"""`).
  private mutating func lexString(start: Int, hashes: Int) {
    index = start + hashes
    let multiline = base[index + 1] == ASCII.quote && base[index + 2] == ASCII.quote
    index += multiline ? 3 : 1
    lexStringBody(start: start, hashes: hashes, multiline: multiline)
  }

  /// Lexes string content from `index` up to the closing delimiter or the start of an
  /// interpolation, and emits it as one string token beginning at `start`.
  private mutating func lexStringBody(start: Int, hashes: Int, multiline: Bool) {
    if hashes == 0, !multiline {
      lexPlainStringBody(start: start)
      return
    }
    let count = text.count
    while index < count {
      let byte = base[index]
      if byte == ASCII.backslash, closes(at: index + 1, hashes: hashes) {
        let escaped = index + 1 + hashes
        if base[escaped] == ASCII.openParen {
          index = escaped + 1
          if !skims { cursor.emit(.string, from: start) }
          interpolations.append(Interpolation(hashes: hashes, multiline: multiline, depth: 1))
          return
        }
        index = escaped + 1
      } else if byte == ASCII.quote {
        if multiline {
          if base[index + 1] == ASCII.quote, base[index + 2] == ASCII.quote,
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

  /// `lexStringBody` of a string without `#` on one line, the most common: from one
  /// backslash, quote or line break to the next, 16 bytes at a time.
  private mutating func lexPlainStringBody(start: Int) {
    var offset = index
    while true {
      offset = cursor.firstOf(
        ASCII.backslash, ASCII.quote, ASCII.newline, ASCII.carriageReturn, from: offset)
      let byte = base[offset]
      if byte == ASCII.quote {
        offset &+= 1
        break
      }
      guard byte == ASCII.backslash else { break }  // a line break, or the end
      if base[offset &+ 1] == ASCII.openParen {
        index = offset &+ 2
        if !skims { cursor.emit(.string, from: start) }
        interpolations.append(Interpolation(hashes: 0, multiline: false, depth: 1))
        return
      }
      offset &+= 2  // `firstOf` from past the end is the end
    }
    index = offset
    if !skims { cursor.emit(.string, from: start) }
  }
}
