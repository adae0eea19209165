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
  /// The tokens so far (and the block comments the Swift lexer records), except the last
  /// ones emitted, which are staged until `finish()`.
  var output: TokenizedSource
  /// The slot of the next token. Tokens are staged, then moved into `output.tokens` a block
  /// at a time (an append of one token checks the array's uniqueness and capacity each time).
  /// The staging slots are zero until written, so a token's kind need not be written when it
  /// is an identifier (0), and the next token's line flag is set where the line ends.
  var next: UnsafeMutablePointer<Token>
  /// The end of the staging buffer: `emit` flushes when `next` reaches it.
  let limit: UnsafeMutablePointer<Token>
  private let staged: UnsafeMutablePointer<Token>
  /// 340 tokens, 4,080 bytes: the C library copies a block under 4 KB, and clears one under
  /// 2 KB, with vector loads and stores (a larger one with a string instruction that takes
  /// one step a byte), so the buffer is copied in one call and cleared in two.
  private static let stagedCapacity = 340

  /// A cursor at the start of `text`, emitting into `storage` (emptied, its
  /// capacity kept when nothing else holds its arrays). `finish()` must end its use.
  init(text: SourceBytes, reusing storage: consuming TokenizedSource) {
    assert(LexerCursor.layoutIsAsWritten, "LexerCursor: Token is not laid out as put writes it")
    self.text = text
    self.base = text.start
    self.count = text.count
    self.output = storage
    self.output.tokens.removeAll(keepingCapacity: true)
    self.output.blockComments.removeAll(keepingCapacity: true)
    staged = .allocate(capacity: LexerCursor.stagedCapacity)
    LexerCursor.clear(staged)
    next = staged
    limit = staged + LexerCursor.stagedCapacity
  }

  /// A cursor at the start of `text` that emits nothing, for a lexer that only skims: it
  /// allocates nothing, and neither `emit`, `finish` nor `newlineBefore`'s setter may be
  /// called on it.
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

  /// Whether a line ended since the last token was emitted: the line flag of the next slot.
  var newlineBefore: Bool {
    get { next.pointee.newlineBefore }
    nonmutating set { next.pointee.newlineBefore = newValue }
  }

  /// Moves the staged tokens into `output` and frees the staging buffer: the lexers call it
  /// once, after the last token.
  mutating func finish() {
    output.tokens.append(contentsOf: UnsafeBufferPointer(start: staged, count: next - staged))
    staged.deallocate()
  }

  /// Moves the staged tokens into `output.tokens` (the buffer is full), and stages from the
  /// start again, the slots zero again.
  @inline(never)
  mutating func flush() {
    output.tokens.append(contentsOf: UnsafeBufferPointer(start: staged, count: next - staged))
    LexerCursor.clear(staged)
    next = staged
  }

  /// Sets the staging slots to zero bytes (an identifier with no line flag, once its offsets
  /// are written).
  private static func clear(_ staged: UnsafeMutablePointer<Token>) {
    let half = stagedCapacity / 2 * MemoryLayout<Token>.stride
    let raw = UnsafeMutableRawPointer(staged)
    clearBytes(raw, count: half)
    clearBytes(raw + half, count: half)
    _ = raw.bindMemory(to: Token.self, capacity: stagedCapacity)
  }

  /// Sets `count` bytes to zero: a call of its own, so that two calls on adjacent blocks are
  /// not merged into one clear over 2 KB.
  @inline(never)
  private static func clearBytes(_ bytes: UnsafeMutableRawPointer, count: Int) {
    bytes.initializeMemory(as: UInt8.self, repeating: 0, count: count)
  }

  /// Steps over a UTF-8 byte order mark at the start of the file.
  mutating func skipByteOrderMark() {
    if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
  }

  /// Emits a token of `kind` from `start` up to the cursor.
  @inline(__always)
  mutating func emit(_ kind: Token.Kind, from start: Int) {
    next = LexerCursor.put(kind, from: start, to: index, at: next)
    if next == limit { flush() }
  }

  /// Writes a token at `slot`, a staging slot whose line flag is already set, and returns the
  /// slot after it (the caller checks `limit`). An identifier's kind is already written: 0.
  @inline(__always)
  static func put(
    _ kind: Token.Kind, from start: Int, to end: Int, at slot: UnsafeMutablePointer<Token>
  ) -> UnsafeMutablePointer<Token> {
    let raw = UnsafeMutableRawPointer(slot)
    raw.storeBytes(of: Int32(truncatingIfNeeded: start), as: Int32.self)
    raw.storeBytes(of: Int32(truncatingIfNeeded: end &- start), toByteOffset: 4, as: Int32.self)
    if kind != .identifier { raw.storeBytes(of: kind.rawValue, toByteOffset: 8, as: UInt8.self) }
    return slot + 1
  }

  /// Sets the line flag of the token that `slot` will hold.
  @inline(__always)
  static func markLineEnd(at slot: UnsafeMutablePointer<Token>) {
    UnsafeMutableRawPointer(slot).storeBytes(of: 1 as UInt8, toByteOffset: 9, as: UInt8.self)
  }

  /// Whether `Token` is laid out as `put(_:from:to:at:)` and `markLineEnd(at:)` write it:
  /// start, length, kind and line flag at offsets 0, 4, 8 and 9, and an identifier's kind is 0.
  static var layoutIsAsWritten: Bool {
    MemoryLayout<Token>.offset(of: \Token.start) == 0
      && MemoryLayout<Token>.offset(of: \Token.length) == 4
      && MemoryLayout<Token>.offset(of: \Token.kind) == 8
      && MemoryLayout<Token>.offset(of: \Token.newlineBefore) == 9
      && MemoryLayout<Token.Kind>.size == 1 && MemoryLayout<Bool>.size == 1
      && Token.Kind.identifier.rawValue == 0
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

  /// `firstOf(_:_:_:_:from:)` 32 bytes a step: the code the skim passes over runs long
  /// between the bytes it stops at.
  @inline(__always)
  func firstOfTwoBlocksAStep(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, from offset: Int)
    -> Int
  {
    let raw = UnsafeRawPointer(base)
    let (first, second) = (SIMD16<UInt8>(repeating: a), SIMD16<UInt8>(repeating: b))
    let (third, fourth) = (SIMD16<UInt8>(repeating: c), SIMD16<UInt8>(repeating: d))
    @inline(__always) func stops(at offset: Int) -> SIMDMask<SIMD16<Int8>> {
      let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      return block .== first .| block .== second .| block .== third .| block .== fourth
    }
    var offset = offset
    while offset < count {
      // The second block may start past the end: it reads the padding, which stops nowhere.
      let (low, high) = (stops(at: offset), stops(at: offset &+ 16))
      let both = unsafeBitCast(low .| high, to: SIMD2<UInt64>.self)
      if both[0] | both[1] != 0 {
        if let found = LexerCursor.firstLane(unsafeBitCast(low, to: SIMD2<UInt64>.self)) {
          return offset &+ found
        }
        return offset &+ 16 &+ LexerCursor.firstLane(unsafeBitCast(high, to: SIMD2<UInt64>.self))!
      }
      offset &+= 32
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

  /// The offset of the first byte at or after `offset` that is not a space: four bytes a test
  /// while they are all spaces, then two, then one (indentation is mostly 2 to 8 spaces). The
  /// padding's zero bytes stop it.
  @inline(__always)
  static func pastSpaces(from offset: Int, in base: UnsafePointer<UInt8>) -> Int {
    let raw = UnsafeRawPointer(base)
    var offset = offset
    while raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == 0x2020_2020 {
      offset &+= 4
    }
    if raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self) == 0x2020 { offset &+= 2 }
    if base[offset] == ASCII.space { offset &+= 1 }
    return offset
  }

  /// Reserves room in `output.tokens` for the tokens of a file of `count` bytes (about one
  /// token in five bytes), so that the array does not grow, copying its tokens, as they come.
  /// The index the token written at `slot` has (or will have) in `output.tokens`.
  @inline(__always)
  func tokenIndex(at slot: UnsafeMutablePointer<Token>) -> Int32 {
    Int32(truncatingIfNeeded: output.tokens.count &+ (slot - staged))
  }

  /// Notes the identifier from `start` to `end`, about to be written at `slot`, when it
  /// spells a word of `vocabulary`.
  @inline(__always)
  mutating func markWord(
    from start: Int, to end: Int, at slot: UnsafeMutablePointer<Token>, in vocabulary: Vocabulary,
    isEvent: Bool
  ) {
    guard let word = vocabulary.word(at: start, length: end &- start, in: text) else { return }
    let index = tokenIndex(at: slot)
    output.marks.words.append((index, word))
    if isEvent { output.marks.events.append(index) }
    if word.isInterest { output.marks.mentionsInterest = true }
  }

  mutating func reserveTokens() {
    output.tokens.reserveCapacity(count / 4)
  }

  /// The offset just past the identifier bytes from `offset` (the padding stops it).
  @inline(__always)
  func pastIdentifierBody(from offset: Int) -> Int {
    ByteClass.pastIdentifierBody(from: offset, in: base)
  }

  /// Moves past the identifier bytes from the cursor.
  @inline(__always)
  mutating func skipIdentifierBody() {
    index = pastIdentifierBody(from: index)
  }
}
