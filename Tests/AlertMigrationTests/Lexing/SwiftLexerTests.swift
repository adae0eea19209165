import Testing

@testable import AlertMigration

@Suite struct SwiftLexerTests {
  @Test func lineComment_producesNoTokens() {
    #expect(swiftIdentifiers("a // UIAlertView here\nb") == ["a", "b"])
  }

  @Test func blockComment_producesNoTokens() {
    #expect(swiftIdentifiers("a /* UIAlertView */ b") == ["a", "b"])
  }

  @Test func nestedBlockComment_endsAtItsOwnClose() {
    let source = "a /* outer /* inner UIAlertView */ still UIAlertView */ b"
    #expect(swiftIdentifiers(source) == ["a", "b"])
  }

  @Test func stringLiteral_isOneToken() {
    #expect(
      swiftTokens(#"let s = "UIAlertView \"quoted\" here""#) == [
        "let", "s", "=", #""UIAlertView \"quoted\" here""#,
      ])
  }

  @Test func multilineString_isOneToken() {
    let source = "let s = \"\"\"\n  UIAlertView \"\" \" inside\n  \"\"\"\nx"
    #expect(swiftIdentifiers(source) == ["let", "s", "x"])
  }

  @Test func rawString_ignoresQuotesAndBackslashesBeforeItsDelimiter() {
    let source = ##"let s = #"a "UIAlertView" \(UIAlertView) b"# + c"##
    #expect(swiftIdentifiers(source) == ["let", "s", "c"])
  }

  @Test func rawStringWithTwoHashes_needsTwoHashesToClose() {
    let source = ###"let s = ##"x "# UIAlertView "##; y"###
    #expect(swiftIdentifiers(source) == ["let", "s", "y"])
  }

  @Test func interpolation_lexesItsCodeAsCode() {
    let source = #"let s = "a \(UIAlertView.self) b""#
    #expect(swiftIdentifiers(source) == ["let", "s", "UIAlertView", "self"])
  }

  @Test func interpolationContainingString_doesNotEndTheOuterString() {
    let source = #"let s = "a \(f("UIAlertView)", g(1))) UIAlertView b"; z"#
    #expect(swiftIdentifiers(source) == ["let", "s", "f", "g", "z"])
  }

  @Test func rawInterpolation_isCodeOnlyWithItsHashes() {
    let source = ##"let s = #"\(UIAlertView) \#(shown) "#"##
    #expect(swiftIdentifiers(source) == ["let", "s", "shown"])
  }

  @Test func interpolationInMultilineString_isCode() {
    let source = "let s = \"\"\"\n  \\(title(\"UIAlertView\"))\n  \"\"\"\n"
    #expect(swiftIdentifiers(source) == ["let", "s", "title"])
  }

  @Test func extendedRegexLiteral_isOneToken() {
    #expect(swiftIdentifiers(##"let r = #/UIAlertView"/#; x"##) == ["let", "r", "x"])
  }

  @Test func backtickedName_isOneIdentifier() {
    #expect(swiftTokens("let `class` = 1") == ["let", "`class`", "=", "1"])
  }

  @Test func optionalChaining_splitsQuestionMarkFromDot() {
    #expect(swiftTokens("a?.show()") == ["a", "?", ".", "show", "(", ")"])
  }

  @Test func comparisonOperators_areWholeTokens() {
    #expect(swiftTokens("a != b ?? c == d") == ["a", "!=", "b", "??", "c", "==", "d"])
  }

  @Test func operatorBeforeComment_stopsAtTheComment() {
    #expect(swiftTokens("a =/* x */b") == ["a", "=", "b"])
  }

  @Test func directive_isOneToken() {
    #expect(
      swiftTokenKinds("#if os(iOS)") == [
        "directive:#if", "identifier:os", "punctuation:(", "identifier:iOS", "punctuation:)",
      ])
  }

  @Test func numbers_keepDotsAndExponents() {
    #expect(swiftTokens("1.5e-3 0x1p+4 x.0") == ["1.5e-3", "0x1p+4", "x", ".", "0"])
  }

  @Test func shebangAndByteOrderMark_areSkipped() {
    #expect(swiftIdentifiers("\u{FEFF}#!/usr/bin/swift UIAlertView\nx") == ["x"])
  }

  @Test func newlineBefore_isSetAfterLineBreaksAndMultilineComments() {
    var source = "a b\nc /*\n*/ d"
    let flags = source.withUTF8 { bytes in
      SourceBytes.withCopy(of: bytes) { SwiftLexer.tokenize($0).tokens.map(\.newlineBefore) }
    }
    #expect(flags == [false, false, true, true])
  }

  @Test func unterminatedString_endsAtItsLine() {
    #expect(swiftIdentifiers("let s = \"open\nUIAlertView") == ["let", "s", "UIAlertView"])
  }

  @Test func unterminatedBlockComment_consumesTheRest() {
    #expect(swiftIdentifiers("a /* UIAlertView") == ["a"])
  }

  @Test func blockCommentRanges_areRecordedWhenAskedFor() {
    var source = "a /* x */ b /* y /* z */ */"
    let ranges = source.withUTF8 { bytes in
      SourceBytes.withCopy(of: bytes) {
        SwiftLexer.tokenize($0, recordsComments: true).blockComments
      }
    }
    #expect(ranges == [2..<9, 12..<27])
  }
}
