/// The tokens of one file and the words they spell, as the Swift and the
/// Objective-C scanner read them: every access is by token index, and an
/// index out of range reads as no token (never a trap).
protocol TokenStream {
  /// The file's bytes.
  var text: SourceBytes { get }
  /// The file's tokens, in order.
  var tokens: [Token] { get }
  /// The legacy name each token spells, if any, by token index.
  var words: [Word?] { get }
}

// The accessors are inlined: called from a scanner's mutating pass, an accessor that is not
// is handed a copy of the whole scanner (some 300 bytes) at each call.
extension TokenStream {
  /// The token at `index`, or `.none` out of range.
  @inline(__always)
  func token(_ index: Int) -> Token {
    index >= 0 && index < tokens.count ? tokens[index] : .none
  }

  /// The word of the token at `index`, or nil.
  @inline(__always)
  func word(_ index: Int) -> Word? {
    index >= 0 && index < words.count ? words[index] : nil
  }

  /// Whether the token at `index` is the punctuation `byte`.
  @inline(__always)
  func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    let token = token(index)
    return token.kind == .punctuation && text.token(token, isByte: byte)
  }

  /// Whether the token at `index` is an identifier.
  @inline(__always)
  func isIdentifier(_ index: Int) -> Bool {
    token(index).kind == .identifier
  }

  /// Whether the token at `index` is the identifier `name`.
  @inline(__always)
  func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
    let token = token(index)
    return token.kind == .identifier && text.token(token, is: name)
  }

  /// The text of the token at `index`.
  func string(_ index: Int) -> String {
    text.text(of: token(index))
  }
}
