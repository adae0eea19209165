/// One token of a source file: a span of bytes and what kind of span it is.
///
/// Tokens never own text. They point into the file's bytes, so lexing a file allocates only the
/// token array. Comments and whitespace produce no tokens; `newlineBefore` records whether a line
/// break separated a token from the one before it.
struct Token: Equatable, Sendable {
  /// What a token is.
  enum Kind: UInt8, Sendable {
    /// A name or keyword, including a backticked name.
    case identifier
    /// A number literal.
    case number
    /// A string or character literal, or one segment of an interpolated Swift string.
    case string
    /// A single bracket, brace, comma, colon, semicolon, dot, `@` or backslash.
    case punctuation
    /// A run of operator characters, such as `=`, `==`, `->`, `?` or `*`.
    case `operator`
    /// A `#` or `@` directive with its name, such as `#if`, `#endif` or `@interface`.
    case directive
  }

  /// The byte offset of the first byte.
  var start: Int32
  /// The number of bytes.
  var length: Int32
  /// The kind of the token.
  var kind: Kind
  /// Whether a line break comes between the previous token and this one.
  var newlineBefore: Bool

  /// The byte offset just past the last byte.
  var end: Int { Int(start) + Int(length) }
}

/// The tokens of one file, with the byte ranges of its block comments when they were asked for.
struct TokenizedSource {
  /// The tokens, in source order.
  var tokens: [Token] = []
  /// The byte ranges of block comments, in source order; empty unless recorded.
  var blockComments: [Range<Int>] = []
}

extension Token {
  /// A token that stands for "no token" past either end of a file; it matches nothing.
  static let none = Token(start: 0, length: 0, kind: .punctuation, newlineBefore: true)
}
