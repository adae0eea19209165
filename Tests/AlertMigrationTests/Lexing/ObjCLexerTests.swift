import Testing

@testable import AlertMigration

@Suite struct ObjCLexerTests {
  @Test func objectiveCString_isOneToken() {
    #expect(objCTokens(#"x = @"UIAlertView \"q\"";"#) == ["x", "=", #"@"UIAlertView \"q\"""#, ";"])
  }

  @Test func cString_isOneToken() {
    #expect(objCIdentifiers(#"puts("[UIAlertView alloc]"); y"#) == ["puts", "y"])
  }

  @Test func characterLiteral_withQuoteInside_isOneToken() {
    #expect(objCIdentifiers(#"c = '"'; UIAlertView"#) == ["c", "UIAlertView"])
  }

  @Test func blockComments_doNotNest() {
    #expect(objCIdentifiers("a /* /* UIAlertView */ b */") == ["a", "b"])
  }

  @Test func lineComment_producesNoTokens() {
    #expect(objCIdentifiers("a // [UIAlertView alloc]\nb") == ["a", "b"])
  }

  @Test func importHeaderName_isOneString() {
    #expect(
      objCTokens("#import <UIKit/UIAlertView.h>\nx") == [
        "#import", "<UIKit/UIAlertView.h>", "x",
      ])
  }

  @Test func strayApostropheInDirective_endsWithItsLine() {
    #expect(objCIdentifiers("#if don't ship\nUIAlertView") == ["don", "UIAlertView"])
  }

  /// SEMANTICS L17: the text of `#pragma`, `#warning` and `#error` is free text, not code.
  @Test func freeTextOfPragmaWarningAndError_givesNoTokens() {
    #expect(
      objCTokens("#pragma mark - UIAlertViewDelegate\nx # warning don't UIAlertView\n#error y")
        == ["#pragma", "x", "# warning", "#error"])
  }

  @Test func freeText_goesOnPastAnEscapedLineEnd_andAroundABlockComment() {
    #expect(
      objCTokens("#warning a \\\r\nUIAlertView /* c\n */ UIActionSheet\nb // c\n#pragma d // e\nf")
        == ["#warning", "b", "#pragma", "f"])
  }

  @Test func cxxRawString_endsAtItsDelimiter() {
    let source = #"auto s = R"x(UIAlertView ")" still)x"; y"#
    #expect(objCIdentifiers(source) == ["auto", "s", "y"])
  }

  // C++ allows a raw string delimiter of 16 characters at most: without a `(` after 16, the
  // literal is an ordinary one, which ends at a quote or its line's end, not in a name.
  @Test func cxxRawString_withTooLongADelimiter_isAnOrdinaryString() {
    let sixteen = String(repeating: "a", count: 16)
    #expect(objCTokens("R\"\(sixteen)(x)\(sixteen)\" y") == ["R\"\(sixteen)(x)\(sixteen)\"", "y"])
    let seventeen = sixteen + "a"
    #expect(objCTokens("R\"\(seventeen)UIAlertView\nx") == ["R\"\(seventeen)UIAlertView", "x"])
    #expect(objCTokens("R\"\(seventeen)\" UIAlertView") == ["R\"\(seventeen)\"", "UIAlertView"])
    #expect(objCTokens("R\"\(seventeen)( \" x") == ["R\"\(seventeen)( \"", "x"])
  }

  // Only `L`, `u`, `U` and `u8` are encoding prefixes: a longer name before `R"` is an
  // identifier, and the quote starts an ordinary string.
  @Test func longNameBeforeRawStringPrefix_isAnIdentifier() {
    #expect(objCTokens("UIAlertViewR\"(x)\" y") == ["UIAlertViewR", "\"(x)\"", "y"])
    #expect(objCTokens("u8R\"(x)\" y") == ["u8R\"(x)\"", "y"])
  }

  @Test func digitSeparator_staysInTheNumber() {
    #expect(
      objCTokens("n = 1'000'000; UIAlertView") == ["n", "=", "1'000'000", ";", "UIAlertView"])
  }

  @Test func atDirective_isOneToken() {
    #expect(objCTokens("@interface A @end") == ["@interface", "A", "@end"])
  }

  @Test func methodStart_isASingleMinus() {
    #expect(objCTokens("-(void)show") == ["-", "(", "void", ")", "show"])
  }

  @Test func wideAndUTF8Strings_areOneToken() {
    #expect(objCIdentifiers(#"a = L"UIAlertView"; b = u8"UIAlertView";"#) == ["a", "b"])
  }
}
