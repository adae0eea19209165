import AlertMigration
import Testing

/// Malformed and cut-off sources must never trap: the tools run on whole trees of real code.
@Suite struct MalformedInputTests {
  static let sources = [
    FixtureTree.settingsScreen, FixtureTree.shareScreen, FixtureTree.loginController,
    TypeCheckFixture.login.source, TypeCheckFixture.photoActions.source,
    ##"let s = #"\#(UIAlertView()) "# + """\##n\(f("x")) \##n"""; /* /* */ x.alertViewStyle"##,
  ]

  @Test(arguments: sources)
  func everyPrefix_scansAndRewritesIdempotentlyWithoutTrapping(source: String) {
    let bytes = Array(source.utf8)
    var findings = 0
    for length in 0...bytes.count {
      let prefix = Array(bytes[0..<length])
      for language in SourceLanguage.allCases {
        findings += prefix.withUnsafeBufferPointer {
          MigrationScanner.findings(in: $0, language: language).count
        }
      }
      let once = SwiftRewriter.rewrite(String(decoding: prefix, as: UTF8.self)).text
      #expect(SwiftRewriter.rewrite(once).text == once, "prefix of \(length) bytes")
    }
    #expect(findings > 0)
  }

  @Test func byteSoup_scansAndRewritesIdempotentlyWithoutTrapping() {
    // A fixed pseudo-random sequence of the fragments that drive the lexers and the rewrite.
    let fragments = [
      "\"", "'", "#", "/", "\\", "*", "(", ")", "{", "}", "[", "]", "<", ">", ":", ";", ",", ".",
      "-", "=", "!", "?", "@", "`", "\n", "\r\n", " ", "\"\"\"", "/*", "*/", "//", "#if", "#endif",
      "é", "0", "x", "import", "UIKit", "Style", "UIAlertView", "UIActionSheet",
      "UIAlertViewDelegate", "SecureTextInput", "alertViewStyle", "func", "alertView", "class",
      "@interface", "alloc", "show", "tag", "- (void)", "clickedButtonAtIndex", "textField",
      "let a = ", "extension", "at",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var renames = 0
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<120 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += fragments[Int(state >> 33) % fragments.count]
      }
      let bytes = Array(text.utf8)
      for language in SourceLanguage.allCases {
        _ = bytes.withUnsafeBufferPointer { MigrationScanner.findings(in: $0, language: language) }
      }
      let once = SwiftRewriter.rewrite(text)
      renames += once.renameCount
      #expect(SwiftRewriter.rewrite(once.text).text == once.text)
    }
    #expect(renames > 0)
  }
}
