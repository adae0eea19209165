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

/// The tokens of one file, with the byte ranges of its block comments when they were asked for,
/// and what the scanners need of them when the file is lexed for a scan.
struct TokenizedSource {
  /// The tokens, in source order.
  var tokens: [Token] = []
  /// The byte ranges of block comments, in source order; empty unless recorded.
  var blockComments: [Range<Int>] = []
  /// What the lexer noted for a scanner; empty unless the file was lexed for one.
  var marks = ScanMarks()
}

/// What a lexer notes for a scanner as it emits the tokens (`marking`), so the scanner need not
/// walk the tokens again to find them: the tokens that spell a word of the vocabulary, the
/// bracket pairs and the events.
struct ScanMarks {
  /// Whether the tokens were lexed with marking (the lists are then complete).
  var isMarked = false
  /// The tokens (identifiers; in Objective-C, `@` directives too) that spell a word, in order,
  /// each with its word.
  var words: [(index: Int32, word: Word)] = []
  /// Whether one of `words` is a name of interest (`Word.isInterest`).
  var mentionsInterest = false
  /// The bracket pairs (a closer is paired with the last unpaired opener of its kind, when
  /// there is one), as (opener, closer) token indices (Swift).
  var pairs: [(open: Int32, close: Int32)] = []
  /// The tokens a Swift scanner's passes act on, in order: braces, words, and dots that are
  /// not part of an operator.
  var events: [Int32] = []

  /// Empties the lists, their capacity kept.
  mutating func removeAll(marking: Bool) {
    isMarked = marking
    words.removeAll(keepingCapacity: true)
    mentionsInterest = false
    pairs.removeAll(keepingCapacity: true)
    events.removeAll(keepingCapacity: true)
  }
}

extension Token {
  /// A token that stands for "no token" past either end of a file; it matches nothing.
  static let none = Token(start: 0, length: 0, kind: .punctuation, newlineBefore: true)
}
