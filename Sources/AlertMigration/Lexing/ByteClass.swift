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

  /// How many of two bytes are identifier body bytes from the first on (0, 1 or 2), by the
  /// two bytes read as a little-endian `UInt16`: a name's bytes are passed two at a time with
  /// one load, one lookup and one add, and the sum ends exactly at the first other byte.
  ///
  /// 64 KB, built once (256 copies of one of two rows of 256, one per second byte) and never
  /// written again, so sharing it between threads is safe.
  nonisolated(unsafe) static let identifierPairs: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
    var ones = [UInt8](repeating: 0, count: 256)
    for value in 0..<256 where ByteClass.table[value] & identifierBody != 0 { ones[value] = 1 }
    let twos = ones.map { $0 * 2 }
    for second in 0..<256 {
      let row = ByteClass.table[second] & identifierBody != 0 ? twos : ones
      (table + second << 8).initialize(from: row, count: 256)
    }
    return UnsafePointer(table)
  }()

  /// The offset just past the identifier body bytes from `offset`, two bytes a step
  /// (`identifierPairs`). `base` must be followed by a byte that is not one (the padding's
  /// zero bytes).
  @inline(__always)
  static func pastIdentifierBody(
    from offset: Int, in base: UnsafePointer<UInt8>, pairs: UnsafePointer<UInt8>
  ) -> Int {
    let raw = UnsafeRawPointer(base)
    var offset = offset
    while true {
      let two = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
      let step = pairs[Int(two)]
      offset &+= Int(step)
      if step != 2 { return offset }
    }
  }
}
