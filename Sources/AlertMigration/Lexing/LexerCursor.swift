/// Where a lexer is in a file and what it has emitted: the part the Swift and
/// the Objective-C lexer share.
///
/// The text is a `SourceBytes` view, followed by `SourceBytes.padding` zero bytes, so the
/// cursor reads `base[offset]` without a bounds check at any offset up to `count` and a few
/// bytes past it (the padding reads 0, as the checked subscript does past the end), and loads
/// 16-byte blocks from any offset before `count`.
struct LexerCursor {
  /// The file's bytes.
  let text: SourceBytes
  /// The address of the first byte: `count + SourceBytes.padding` bytes may be read from it.
  let base: UnsafePointer<UInt8>
  /// The number of bytes of the text.
  let count: Int
  /// The offset of the next byte to read.
  var index = 0
  /// Whether a line ended since the last token was emitted.
  var newlineBefore = false
  /// The tokens so far (and the block comments the Swift lexer records), except the last
  /// ones emitted, which are staged until `finish()`.
  var output: TokenizedSource
  /// Where the next token is staged. Tokens are staged, then moved into `output.tokens` a
  /// block at a time (an append of one token checks the array's uniqueness and capacity
  /// each time).
  var next: UnsafeMutablePointer<Token>
  /// The end of the staging buffer: `emit` flushes when `next` reaches it.
  let limit: UnsafeMutablePointer<Token>
  private let staged: UnsafeMutablePointer<Token>
  private static let stagedCapacity = 256

  /// A cursor at the start of `text`, emitting into `storage` (emptied, its
  /// capacity kept when nothing else holds its arrays). `finish()` must end its use.
  init(text: SourceBytes, reusing storage: consuming TokenizedSource) {
    self.text = text
    self.base = text.start
    self.count = text.count
    self.output = storage
    self.output.tokens.removeAll(keepingCapacity: true)
    self.output.blockComments.removeAll(keepingCapacity: true)
    assert(LexerCursor.layoutIsAsWritten, "LexerCursor: Token is not laid out as put writes it")
    staged = .allocate(capacity: LexerCursor.stagedCapacity)
    next = staged
    limit = staged + LexerCursor.stagedCapacity
  }

  /// A cursor at the start of `text` that emits nothing, for a lexer that only skims: it
  /// allocates nothing, and neither `emit` nor `finish` may be called on it.
  init(skimming text: SourceBytes) {
    self.text = text
    self.base = text.start
    self.count = text.count
    self.output = TokenizedSource()
    staged = LexerCursor.noStaging
    next = staged
    limit = staged
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

  /// Moves the staged tokens into `output.tokens`, and stages from the start again.
  @inline(never)
  mutating func flush() {
    output.tokens.append(contentsOf: UnsafeBufferPointer(start: staged, count: next - staged))
    next = staged
  }

  /// Steps over a UTF-8 byte order mark at the start of the file.
  mutating func skipByteOrderMark() {
    if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
  }

  /// Emits a token of `kind` from `start` up to the cursor.
  @inline(__always)
  mutating func emit(_ kind: Token.Kind, from start: Int) {
    next = LexerCursor.put(kind, from: start, to: index, newline: newlineBefore, at: next)
    newlineBefore = false
    if next == limit { flush() }
  }

  /// Writes a token at `slot` and returns the slot after it (the caller checks `limit`).
  @inline(__always)
  static func put(
    _ kind: Token.Kind, from start: Int, to end: Int, newline: Bool,
    at slot: UnsafeMutablePointer<Token>
  ) -> UnsafeMutablePointer<Token> {
    put(flags(kind, newline: newline ? newlineFlag : 0), from: start, to: end, at: slot)
  }

  /// `newlineBefore` in the two bytes `put(_:from:to:at:)` writes after the offsets.
  static let newlineFlag: UInt16 = 0x100

  /// A token's kind and line flag as `put(_:from:to:at:)` writes them: the kind in the low
  /// byte, `newline` (0 or `newlineFlag`) in the high byte.
  @inline(__always)
  static func flags(_ kind: Token.Kind, newline: UInt16) -> UInt16 {
    UInt16(kind.rawValue) | newline
  }

  /// Writes a token at `slot` and returns the slot after it: its offsets, then its kind and
  /// line flag (`flags(_:newline:)`) as one two-byte store. This relies on `Token`'s layout,
  /// which `LexerCursor.layoutIsAsWritten` checks (the tests assert it).
  @inline(__always)
  static func put(
    _ flags: UInt16, from start: Int, to end: Int, at slot: UnsafeMutablePointer<Token>
  ) -> UnsafeMutablePointer<Token> {
    let raw = UnsafeMutableRawPointer(slot)
    raw.storeBytes(of: Int32(truncatingIfNeeded: start), as: Int32.self)
    raw.storeBytes(of: Int32(truncatingIfNeeded: end &- start), toByteOffset: 4, as: Int32.self)
    raw.storeBytes(of: flags, toByteOffset: 8, as: UInt16.self)
    return slot + 1
  }

  /// Whether `Token` is laid out as `put(_:from:to:at:)` writes it: start, length, kind and
  /// line flag at offsets 0, 4, 8 and 9 (a little-endian two-byte store puts the kind first).
  static var layoutIsAsWritten: Bool {
    MemoryLayout<Token>.offset(of: \Token.start) == 0
      && MemoryLayout<Token>.offset(of: \Token.length) == 4
      && MemoryLayout<Token>.offset(of: \Token.kind) == 8
      && MemoryLayout<Token>.offset(of: \Token.newlineBefore) == 9
      && MemoryLayout<Token.Kind>.size == 1 && MemoryLayout<Bool>.size == 1
      && 1.littleEndian == 1
  }

  /// Emits the byte at the cursor as a punctuation token.
  @inline(__always)
  mutating func emitPunctuation() {
    let start = index
    index &+= 1
    emit(.punctuation, from: start)
  }

  /// Moves to the end of the line (its line break is not consumed).
  @inline(__always)
  mutating func skipToLineEnd() {
    index = firstOf(ASCII.newline, ASCII.carriageReturn, from: index)
  }

  /// Moves to the next byte that is `a`, `b`, `c` or `d`, or to the end.
  @inline(__always)
  mutating func skip(untilAnyOf a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
    index = firstOf(a, b, c, d, from: index)
  }

  /// The offset of the first byte at or after `offset` (at most `count`) that is `a` or `b`,
  /// or `count`: 16 bytes at a time (comments are long runs). None of the bytes may be 0:
  /// the padding after the text never matches, so a block that runs past the end finds a
  /// byte of the text or nothing.
  @inline(__always)
  func firstOf(_ a: UInt8, _ b: UInt8, from offset: Int) -> Int {
    let raw = UnsafeRawPointer(base)
    let (first, second) = (SIMD16<UInt8>(repeating: a), SIMD16<UInt8>(repeating: b))
    var offset = offset
    while offset < count {
      let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let words = unsafeBitCast(block .== first .| block .== second, to: SIMD2<UInt64>.self)
      if let found = LexerCursor.firstLane(words) { return offset &+ found }
      offset &+= 16
    }
    return count
  }

  /// `firstOf(_:_:from:)` for four bytes.
  @inline(__always)
  func firstOf(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, from offset: Int) -> Int {
    let raw = UnsafeRawPointer(base)
    let (first, second) = (SIMD16<UInt8>(repeating: a), SIMD16<UInt8>(repeating: b))
    let (third, fourth) = (SIMD16<UInt8>(repeating: c), SIMD16<UInt8>(repeating: d))
    var offset = offset
    while offset < count {
      let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let stops = block .== first .| block .== second .| block .== third .| block .== fourth
      if let found = LexerCursor.firstLane(unsafeBitCast(stops, to: SIMD2<UInt64>.self)) {
        return offset &+ found
      }
      offset &+= 16
    }
    return count
  }

  /// The first lane of a 16-lane mask (each lane 0 or 0xFF) that is set, or nil: the mask
  /// as two words (there is no byte mask instruction to count with on baseline x86-64).
  @inline(__always)
  static func firstLane(_ words: SIMD2<UInt64>) -> Int? {
    if words[0] != 0 { return words[0].trailingZeroBitCount &>> 3 }
    if words[1] != 0 { return 8 &+ words[1].trailingZeroBitCount &>> 3 }
    return nil
  }

  /// The offset of the first byte at or after `offset` that is not a space or a tab (the
  /// padding's zero bytes are neither).
  @inline(__always)
  func pastBlanks(from offset: Int) -> Int {
    let raw = UnsafeRawPointer(base)
    let (space, tab) = (SIMD16<UInt8>(repeating: ASCII.space), SIMD16<UInt8>(repeating: ASCII.tab))
    var offset = offset
    while true {
      let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let words = ~unsafeBitCast(block .== space .| block .== tab, to: SIMD2<UInt64>.self)
      if let found = LexerCursor.firstLane(words) { return offset &+ found }
      offset &+= 16
    }
  }

  /// Steps over blanks and line breaks from the cursor, noting a line break.
  @inline(__always)
  mutating func skipSpace() {
    let classes = ByteClass.table
    var offset = index
    var sawLineEnd = false
    while offset < count {
      let bits = classes[Int(base[offset])]
      if bits & ByteClass.blank != 0 {
        offset &+= 1
      } else if bits & ByteClass.lineEnd != 0 {
        sawLineEnd = true
        offset &+= 1
      } else {
        break
      }
    }
    if sawLineEnd { newlineBefore = true }
    index = offset
  }

  /// The offset just past the identifier bytes from `offset` (the padding stops it).
  @inline(__always)
  func pastIdentifierBody(from offset: Int) -> Int {
    let classes = ByteClass.table
    var offset = offset
    while classes[Int(base[offset])] & ByteClass.identifierBody != 0 { offset &+= 1 }
    return offset
  }

  /// Moves past the identifier bytes from the cursor.
  @inline(__always)
  mutating func skipIdentifierBody() {
    index = pastIdentifierBody(from: index)
  }

  /// Moves to the next byte that has a bit of `stops`, or to the end.
  @inline(__always)
  mutating func skip(until stops: UInt8) {
    let classes = ByteClass.table
    var offset = index
    while offset < count, classes[Int(base[offset])] & stops == 0 { offset &+= 1 }
    index = offset
  }
}
