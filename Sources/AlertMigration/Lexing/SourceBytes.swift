#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A read-only view of a file's bytes, with the token comparisons the scanners need.
///
/// The bytes are followed in memory by at least `padding` zero bytes, so a lexer or a search
/// may read a block of up to `padding` bytes from any offset before `count` without a bounds
/// check (the checked subscript reads 0 past the end, as the padding does). A view is made over
/// a buffer that has the padding (`init(padded:)`, the scan's read buffers) or over a padded
/// copy (`withCopy(of:_:)`).
///
/// The view does not own its memory: it is valid only inside the closure that lent the buffer.
struct SourceBytes {
  /// The bytes of the file.
  let base: UnsafeBufferPointer<UInt8>

  /// The number of zero bytes after the text that may be read.
  static let padding = 64

  /// A view of `base`, whose memory continues with `padding` zero bytes.
  init(padded base: UnsafeBufferPointer<UInt8>) {
    precondition(base.baseAddress != nil, "SourceBytes: a padded buffer has an address")
    self.base = base
  }

  /// Calls `body` with a view of a padded copy of `bytes`.
  static func withCopy<Result>(
    of bytes: UnsafeBufferPointer<UInt8>, _ body: (SourceBytes) throws -> Result
  ) rethrows -> Result {
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + padding)
    defer { storage.deallocate() }
    if let start = bytes.baseAddress { storage.initialize(from: start, count: bytes.count) }
    (storage + bytes.count).initialize(repeating: 0, count: padding)
    return try body(SourceBytes(padded: UnsafeBufferPointer(start: storage, count: bytes.count)))
  }

  /// Calls `body` with a view of a padded copy of `bytes`.
  static func withCopy<Result>(of bytes: [UInt8], _ body: (SourceBytes) throws -> Result)
    rethrows -> Result
  {
    try bytes.withUnsafeBufferPointer { try withCopy(of: $0, body) }
  }

  /// The number of bytes.
  var count: Int { base.count }

  /// The address of the first byte: `count + padding` bytes may be read from it.
  var start: UnsafePointer<UInt8> { base.baseAddress.unsafelyUnwrapped }

  /// The byte at `offset`, or 0 past the end.
  @inline(__always)
  subscript(offset: Int) -> UInt8 {
    offset < base.count ? base[offset] : 0
  }

  /// Whether the token's bytes are exactly `literal`.
  @inline(__always)
  func token(_ token: Token, is literal: StaticString) -> Bool {
    bytes(at: Int(token.start), length: Int(token.length), are: literal)
  }

  /// Whether the `length` bytes at `offset` are exactly `literal`.
  @inline(__always)
  func bytes(at offset: Int, length: Int, are literal: StaticString) -> Bool {
    guard length == literal.utf8CodeUnitCount, let start = base.baseAddress else { return false }
    // Byte by byte: the names are short, and most differ in their first bytes, where a call
    // to `memcmp` would cost more than the comparison.
    let bytes = start + offset
    let other = literal.utf8Start
    var offset = 0
    while offset < length {
      if bytes[offset] != other[offset] { return false }
      offset += 1
    }
    return true
  }

  /// Whether the token is the single byte `byte`.
  @inline(__always)
  func token(_ token: Token, isByte byte: UInt8) -> Bool {
    token.length == 1 && base[Int(token.start)] == byte
  }

  /// The token's bytes as a string (invalid UTF-8 is repaired).
  func text(of token: Token) -> String {
    text(in: Int(token.start)..<token.end)
  }

  /// The bytes in `range` as a string (invalid UTF-8 is repaired).
  func text(in range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: base[range]), as: UTF8.self)
  }
}

/// ASCII byte values the lexers and scanners compare against.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let verticalTab: UInt8 = 0x0B
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let exclamation: UInt8 = 0x21
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let apostrophe: UInt8 = 0x27
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let less: UInt8 = 0x3C
  static let equals: UInt8 = 0x3D
  static let greater: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let at: UInt8 = 0x40
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let backtick: UInt8 = 0x60
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  /// Whether `byte` can start an identifier (letters, `_`, `$`, any non-ASCII byte).
  @inline(__always)
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == underscore || byte == dollar
      || byte >= 0x80
  }

  /// Whether `byte` can continue an identifier.
  @inline(__always)
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  /// Whether `byte` ends a line: `\n`, or `\r` (alone, as in classic Mac files, or before `\n`).
  @inline(__always)
  static func isLineEnd(_ byte: UInt8) -> Bool {
    byte == newline || byte == carriageReturn
  }

  /// Whether `byte` is a decimal digit.
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= zero && byte <= nine
  }

  /// Whether `byte` is horizontal white space (or a carriage return, vertical tab or form feed).
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == carriageReturn || byte == verticalTab
      || byte == formFeed
  }
}

extension SIMD16 where Scalar == UInt8 {
  /// 0xFF in the first `count` lanes (0 to 16), 0 in the others: the bytes of a block that lie
  /// before an end inside it.
  @inline(__always)
  static func firstLanes(_ count: Int) -> SIMD16<UInt8> {
    let bits = UInt64(truncatingIfNeeded: count) &* 8
    let low: UInt64 = bits >= 64 ? ~0 : (1 &<< bits) &- 1
    let high: UInt64 = bits <= 64 ? 0 : bits >= 128 ? ~0 : (1 &<< (bits &- 64)) &- 1
    return unsafeBitCast(SIMD2<UInt64>(low, high), to: SIMD16<UInt8>.self)
  }
}
