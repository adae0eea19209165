@testable import AlertMigration

/// The texts of the tokens of Swift source.
func swiftTokens(_ source: String) -> [String] {
  var source = source
  return source.withUTF8 { bytes in
    SourceBytes.withCopy(of: bytes) { text in
      return SwiftLexer.tokenize(text).tokens.map { text.text(of: $0) }
    }
  }
}

/// The kinds and texts of the tokens of Swift source, as `kind:text`.
func swiftTokenKinds(_ source: String) -> [String] {
  var source = source
  return source.withUTF8 { bytes in
    SourceBytes.withCopy(of: bytes) { text in
      return SwiftLexer.tokenize(text).tokens.map { "\($0.kind):\(text.text(of: $0))" }
    }
  }
}

/// The texts of the tokens of Objective-C source.
func objCTokens(_ source: String) -> [String] {
  var source = source
  return source.withUTF8 { bytes in
    SourceBytes.withCopy(of: bytes) { text in
      return ObjCLexer.tokenize(text).tokens.map { text.text(of: $0) }
    }
  }
}

/// The identifiers of Swift source (names that a scanner could match).
func swiftIdentifiers(_ source: String) -> [String] {
  var source = source
  return source.withUTF8 { bytes in
    SourceBytes.withCopy(of: bytes) { text in
      return SwiftLexer.tokenize(text).tokens.filter { $0.kind == .identifier }.map {
        text.text(of: $0)
      }
    }
  }
}

/// The identifiers of Objective-C source.
func objCIdentifiers(_ source: String) -> [String] {
  var source = source
  return source.withUTF8 { bytes in
    SourceBytes.withCopy(of: bytes) { text in
      return ObjCLexer.tokenize(text).tokens.filter { $0.kind == .identifier }.map {
        text.text(of: $0)
      }
    }
  }
}
