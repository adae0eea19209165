/// What each byte value can be to the lexers, as bits in a 256-entry table: one load tells
/// whether a byte continues an identifier, is white space, or ends a run of comment or string
/// text, where the same test written as comparisons takes several branches.
enum ByteClass {
  /// A byte that can start an identifier (letters, `_`, `$`, any non-ASCII byte).
  static let identifierStart: UInt8 = 1
  /// A byte that can continue an identifier (those and the digits).
  static let identifierBody: UInt8 = 2
  /// Space, tab, vertical tab, form feed and NUL: skipped between tokens.
  static let blank: UInt8 = 4
  /// `\n` and `\r`.
  static let lineEnd: UInt8 = 8
  /// What stops a run of string text: `\`, `"`, `\n`, `\r`.
  static let stringStop: UInt8 = 16
  /// What stops a run of block comment text: `/`, `*`, `\n`, `\r`.
  static let commentStop: UInt8 = 32
  /// What stops a run of C string or character text: `\`, `"`, `'`, `\n`, `\r`.
  static let quotedStop: UInt8 = 64

  /// The table, indexed by byte value. It is built once and never written again, so sharing
  /// it between threads is safe.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for value in 0..<256 {
      let byte = UInt8(value)
      var bits: UInt8 = 0
      if ASCII.isIdentifierStart(byte) { bits |= identifierStart }
      if ASCII.isIdentifierBody(byte) { bits |= identifierBody }
      if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.verticalTab
        || byte == ASCII.formFeed || byte == 0
      {
        bits |= blank
      }
      if ASCII.isLineEnd(byte) { bits |= lineEnd | stringStop | commentStop | quotedStop }
      if byte == ASCII.backslash || byte == ASCII.quote { bits |= stringStop | quotedStop }
      if byte == ASCII.apostrophe { bits |= quotedStop }
      if byte == ASCII.slash || byte == ASCII.star { bits |= commentStop }
      table[value] = bits
    }
    return UnsafePointer(table)
  }()

  /// Whether `byte` can continue an identifier (`identifierBody`): one load from the table.
  @inline(__always)
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    table[Int(byte)] & identifierBody != 0
  }

  /// The offset just past the identifier body bytes from `offset`, eight bytes a step
  /// (`nonIdentifierBytes`). `base` must be followed by at least eight bytes that are not
  /// identifier bytes (the padding's zero bytes).
  ///
  /// A step is a few operations on one 64-bit word, and the next step's load (eight bytes on)
  /// waits for none of them. With a table looked up a byte or a pair at a time, each load's
  /// address depended on the lookup before it, so each step waited for the one before.
  @inline(__always)
  static func pastIdentifierBody(from offset: Int, in base: UnsafePointer<UInt8>) -> Int {
    let raw = UnsafeRawPointer(base)
    var offset = offset
    while true {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      let others = nonIdentifierBytes(word)
      if others != 0 { return offset &+ others.trailingZeroBitCount &>> 3 }
      offset &+= 8
    }
  }

  /// The high bit of each of the eight bytes of `word` (the first in the low byte) that is not
  /// an identifier body byte: not a letter, a digit, `_`, `$` or a non-ASCII byte. Byte by byte
  /// in one 64-bit word: each test adds to the low seven bits of every byte, which carry into
  /// that byte's high bit and no further.
  @inline(__always)
  static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low = word & ~high
    // A letter: the byte with bit 0x20 set is in 0x61...0x7A.
    let folded = low | 0x20 &* ones
    let letter = (folded &+ (0x80 - 0x61) &* ones) & ~(folded &+ (0x80 - 0x7B) &* ones)
    let digit = (low &+ (0x80 - 0x30) &* ones) & ~(low &+ (0x80 - 0x3A) &* ones)
    // Exactly `_` or `$`: the byte xor it is zero.
    @inline(__always) func equal(_ byte: UInt64) -> UInt64 {
      let difference = low ^ byte &* ones
      return ~((difference &+ 0x7F &* ones) | difference)
    }
    let body = word | letter | digit | equal(0x5F) | equal(0x24)
    return ~body & high
  }
}
