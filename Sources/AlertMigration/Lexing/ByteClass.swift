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
}
