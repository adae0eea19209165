/// Where a lexer is in a file and what it has emitted: the part the Swift and
/// the Objective-C lexer share.
struct LexerCursor {
  /// The file's bytes.
  let text: SourceBytes
  /// The offset of the next byte to read.
  var index = 0
  /// Whether a line ended since the last token was emitted.
  var newlineBefore = false
  /// The tokens so far (and the block comments the Swift lexer records), except the last
  /// ones emitted, which are staged until `finish()`.
  var output: TokenizedSource
  /// Tokens emitted since they were last moved into `output.tokens`, which takes them a block
  /// at a time (an append of one token checks the array's uniqueness and capacity each time).
  private let staged: UnsafeMutablePointer<Token>
  private var stagedCount = 0
  private static let stagedCapacity = 512

  /// A cursor at the start of `text`, emitting into `storage` (emptied, its
  /// capacity kept when nothing else holds its arrays). `finish()` must end its use.
  init(text: SourceBytes, reusing storage: consuming TokenizedSource) {
    self.text = text
    self.output = storage
    self.output.tokens.removeAll(keepingCapacity: true)
    self.output.blockComments.removeAll(keepingCapacity: true)
    staged = .allocate(capacity: LexerCursor.stagedCapacity)
  }

  /// A cursor at the start of `text` that emits nothing, for a lexer that only skims: it
  /// allocates nothing, and neither `emit` nor `finish` may be called on it.
  init(skimming text: SourceBytes) {
    self.text = text
    self.output = TokenizedSource()
    staged = LexerCursor.noStaging
  }

  /// The staging buffer of a skimming cursor, never written: `emit` is not called on one.
  nonisolated(unsafe) private static let noStaging = UnsafeMutablePointer<Token>.allocate(
    capacity: 1)

  /// Moves the staged tokens into `output` and frees the staging buffer: the lexers call it
  /// once, after the last token.
  mutating func finish() {
    flush()
    staged.deallocate()
  }

  private mutating func flush() {
    output.tokens.append(contentsOf: UnsafeBufferPointer(start: staged, count: stagedCount))
    stagedCount = 0
  }

  /// Steps over a UTF-8 byte order mark at the start of the file.
  mutating func skipByteOrderMark() {
    if text.count >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { index = 3 }
  }

  /// Emits a token of `kind` from `start` up to the cursor.
  mutating func emit(_ kind: Token.Kind, from start: Int) {
    if stagedCount == LexerCursor.stagedCapacity { flush() }
    (staged + stagedCount).initialize(
      to: Token(
        start: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: index - start),
        kind: kind, newlineBefore: newlineBefore))
    stagedCount += 1
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
    skip(untilAnyOf: ASCII.newline, ASCII.carriageReturn, ASCII.newline, ASCII.carriageReturn)
  }

  /// Moves to the next byte that is `a`, `b`, `c` or `d`, or to the end: what `skip(until:)`
  /// does for a class of those bytes, 16 bytes at a time (comments and string text are long
  /// runs).
  @inline(__always)
  mutating func skip(untilAnyOf a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
    let count = text.count
    guard let base = text.base.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    let (first, second) = (SIMD16<UInt8>(repeating: a), SIMD16<UInt8>(repeating: b))
    let (third, fourth) = (SIMD16<UInt8>(repeating: c), SIMD16<UInt8>(repeating: d))
    var offset = index
    while offset + 16 <= count {
      let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let stops = block .== first .| block .== second .| block .== third .| block .== fourth
      // The mask as two words, each stop a 0xFF byte (`any` is not inlined here).
      let words = unsafeBitCast(stops, to: SIMD2<UInt64>.self)
      if words[0] != 0 {
        index = offset + words[0].trailingZeroBitCount >> 3
        return
      }
      if words[1] != 0 {
        index = offset + 8 + words[1].trailingZeroBitCount >> 3
        return
      }
      offset += 16
    }
    while offset < count {
      let byte = base[offset]
      if byte == a || byte == b || byte == c || byte == d { break }
      offset += 1
    }
    index = offset
  }

  /// Steps over blanks and line breaks from the cursor, noting a line break.
  @inline(__always)
  mutating func skipSpace() {
    let count = text.count
    guard let base = text.base.baseAddress else { return }
    let classes = ByteClass.table
    var offset = index
    var sawLineEnd = false
    while offset < count {
      let bits = classes[Int(base[offset])]
      if bits & ByteClass.blank != 0 {
        offset += 1
      } else if bits & ByteClass.lineEnd != 0 {
        sawLineEnd = true
        offset += 1
      } else {
        break
      }
    }
    if sawLineEnd { newlineBefore = true }
    index = offset
  }

  /// Moves past the identifier bytes from the cursor.
  @inline(__always)
  mutating func skipIdentifierBody() {
    let count = text.count
    guard let base = text.base.baseAddress else { return }
    let classes = ByteClass.table
    var offset = index
    while offset < count, classes[Int(base[offset])] & ByteClass.identifierBody != 0 {
      offset += 1
    }
    index = offset
  }

  /// Moves to the next byte that has a bit of `stops`, or to the end.
  @inline(__always)
  mutating func skip(until stops: UInt8) {
    let count = text.count
    guard let base = text.base.baseAddress else { return }
    let classes = ByteClass.table
    var offset = index
    while offset < count, classes[Int(base[offset])] & stops == 0 { offset += 1 }
    index = offset
  }
}
