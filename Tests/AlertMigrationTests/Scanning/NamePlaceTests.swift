import Testing

@testable import AlertMigration

/// A Swift file whose names of interest in code all stand where they cannot lead to a finding
/// (`.actionSheet` as a style, `var alertViewStyle`, `let textField`) is not lexed: the places
/// must never turn away a file the full scan has findings in.
@Suite struct NamePlaceTests {
  /// What may stand before a name: the tokens the places rule looks for (`func`, `.`), what may
  /// hide them (comments, backticks, line ends), and other tokens.
  static let befores = [
    "", " ", ".", " . ", "?.", "!.", "func ", "func\n", "func\t", "func /* c */ ", "func // c.\n",
    "func /* . */\n", "private func ", "x.", "x\n  .", "case .", "let ", "var ", "`", "(", ", ",
    "= ", "c ", "\"s\".", "\u{FEFF}", "#", "@objc func ", "static func ",
    // Before a line: the token that ends the line before, or a comment that may hide it.
    "x.\n", "x. // c\n", "func\n\n  ", "let a = b\n", "s /* . */\n", "`x`\n", "f(\"//\")\n",
    // Before UIAlertController: a superclass, a type, a cast.
    "class X: ", "final class X: ", "class X<T>: ", "class X: Base, ", "class /* c */ X: ",
    "class `X`: ", "class X:\n", "class\nX: ", "enum X: ", "struct X: ", "let a: ", "(a: ",
    "x as? ", "x is ", "UIKit.", "[", "myclass X: ",
    // Before UIAlertController: casts inside and outside parentheses, patterns, headers.
    "let c = x as? ", "case let c as ", "case (let c as ", "let c = (x as? ", "f(x as! ",
    "(f(x) as? ", "y is\n", "@MainActor ", "inout ", "extension ", "struct X<T: ", "-> ",
    "let c = (x, y as? ", "{ (c: ", "let c = x as\n", "let c = x as?/* c */",
    "let c = \"\\(y as! ", "let c = #\"\\#(y as! ", "let c: @is ", "let c: @class ", "let c: @( ",
    "let c: @escaping ", "let c: @\"s\" ", "let c: @1e+ ", "let c: @\n\"s\"\n",
    "let e = \"a@ b\"\n",
    "d?.", "d!.", "d.", "d?.\n", "(d as? UIAlertViewDelegate)?.",
    // Before `textField`: what its call may initialise.
    "let f = a.", "let f =\n  a.", "let f: UITextField? = a.", "guard let f = self.a.",
    "let f = /* c */ a.", "x == a.",
  ]

  /// What may follow a name: a delegate method's signature and body, a call, an assignment.
  static let afters = [
    "", " ", "(_ a: UIAlertView, clickedButtonAt i: Int) {}",
    "(_ a: LegacyAlertView, clickedButtonAt buttonIndex: Int) { if a.tag == 1 {} }",
    "(_ sheet: LegacyActionSheet) { sheet.tag }", "(_ a: X) {}", "(at: 0)?.keyboardType",
    "(at: 0)", "(0)", " = .plainTextInput", ": Int = 0", "`", "(_ a: Foo) -> Bool { true }",
    ")", ".tag", " { x.tag }",
    // After `textField`, `textFieldAtIndex` and UIAlertController: calls and what may hide one.
    "(at /* c */ : 0)", "( at : 0)", "(\nat: 0)", "(`at`: 0)", "(0, at: 1)", "(atIndex: 0)",
    "(at 0)", "(at: 0", "(", "?(at: 0)", " // (at: 0)\n", "\n(at: 0)",
    ".init(title: nil, message: nil, preferredStyle: .alert)", ".init", ".Style", ". init()",
    ".\ninit()", ". /* c */ init()", ".initialize()", " (title: nil)", "\n(title: nil)",
    "?.addAction(a)", ".addAction(x)", "? = nil", "?", "\nc.addAction(b)\n", ", _): c.addAction(b)",
    "...\nc.addAction(b)\n", "..<X\nc.addAction(b)\n", ")\"\nc.addAction(b)\n",
    // After a delegate method's name: a call as an optional requirement.
    "?(a, clickedButtonAt: i)", "!(a)", "?(s)", "? (a, didDismissWithButtonIndex: 0)",
    "?/* c */(a)", "?\n(a)",
    // After `textField`: a name that holds the field, used for another member.
    "(at: 0)\nf?.keyboardType = .x\n", "(at: 0) {\nf.resignFirstResponder()\n}\n",
    "(at: 0) else { return }\nf.text = nil\n", "(at: 0); f!.delegate = nil\n",
  ]

  /// Names and words the rule is about: the delegate method names, the three members, a class
  /// name and a word that is no name of interest.
  static let words = [
    "alertView", "actionSheet", "alertViewCancel", "actionSheetCancel",
    "alertViewShouldEnableFirstOtherButton", "willPresentAlertView", "didPresentAlertView",
    "willPresentActionSheet", "didPresentActionSheet", "alertViewStyle", "textFieldAtIndex",
    "textField", "willPresent", "didPresent", "UIAlertController", "tag",
  ]

  /// Each word between every `before` and `after`, beside a name in a place where it leads to
  /// nothing; and random sequences of such pieces, so several names and words meet in one file.
  static func corpus() -> [[UInt8]] {
    var result: [[UInt8]] = []
    for word in words {
      for before in befores {
        for after in afters {
          let piece = before + word + after
          result.append(Array(piece.utf8))
          result.append(Array(("let s = x.style == .actionSheet\n" + piece).utf8))
          result.append(Array((piece + "\nvar alertViewStyle = 0 // .\n").utf8))
        }
      }
    }
    var random = SplitMix(seed: 3_187)
    let pieces =
      befores + afters + words + [
        "\n", " ", "{", "}", "// ", "/* ", " */", "\"", "x.addAction(a)\n",
        "func f(c: UIAlertController) {", "let c: UIAlertController = f()\n",
      ]
    for _ in 0..<6_000 {
      var text = ""
      for _ in 0..<Int(random.next() % 24) {
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      result.append(Array(text.utf8))
    }
    return result
  }

  /// Whether the skim alone (every name in code counts) would have the file lexed.
  static func skimPasses(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    CodeSkimTests.skimAnswer(bytes) ?? false
  }

  /// Whether the prefilter, the skim and the rules let the Swift file `bytes` through to the
  /// lexer, and the full scan's findings in it; expects none in a file turned away.
  static func passesWithNoFindingMissed(
    _ bytes: UnsafeBufferPointer<UInt8>, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (passes: Bool, findings: [Finding]) {
    let passes = MigrationScanner.mayHaveFindings(bytes, language: .swift)
    let findings = MigrationScanner.findings(in: bytes, language: .swift)
    #expect(
      passes || findings.isEmpty,
      """
      turned away \(String(decoding: Array(bytes), as: UTF8.self).debugDescription) \
      with \(findings.map(\.description))
      """, sourceLocation: sourceLocation)
    return (passes, findings)
  }

  // A file turned away has no finding in the full scan: on this corpus, the skim's, the
  // prefilter's, the lexer tests' inputs and the project's sources. And the places turn away
  // many files the skim alone would have lexed, some of them with words that are no names of
  // interest.
  @Test func places_neverTurnAwayAFileWithFindings() {
    var turnedAway = 0
    var passedWithFindings = 0
    for input in Self.corpus() + CodeSkimTests.skimCorpus() + LexerEquivalenceTests.inputs() {
      input.withUnsafeBufferPointer { bytes in
        let (passes, findings) = Self.passesWithNoFindingMissed(bytes)
        // The places only ever turn away more than the skim: a file the skim turns away stays so.
        #expect(!passes || Self.skimPasses(bytes))
        if !passes, Self.skimPasses(bytes) { turnedAway += 1 }
        if passes, !findings.isEmpty { passedWithFindings += 1 }
      }
    }
    #expect(turnedAway > 2_000)
    #expect(passedWithFindings > 2_000)
  }

  // The rule on examples, with what the full scan finds in each.
  @Test func places_examples() {
    let cases: [(source: String, lexed: Bool, findings: Bool)] = [
      // A style, a comparison, a case: no place for a finding.
      ("let c = x.style == .actionSheet\n", false, false),
      ("switch s { case .alertView, .actionSheet: break }\n", false, false),
      ("var alertViewStyle = 0\n", false, false),
      ("delegate.alertView(self, clickedButtonAt: 1)\n", false, false),
      // A creation of UIAlertController is a finding: its name counts anywhere.
      (
        "let c = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)\n",
        true, true
      ),
      // A member after a dot, a delegate method after `func`.
      ("alert.alertViewStyle = .plainTextInput\n", true, true),
      ("func alertView(_ a: X, clickedButtonAt i: Int) {}\n", true, true),
      // What may hide `func` or a dot: a block comment, a line comment ending in a dot.
      ("func /* c */ alertView(_ a: X, clickedButtonAt i: Int) {}\n", true, true),
      ("func // c.\nalertView(_ a: X, clickedButtonAt i: Int) {}\n", true, true),
      ("alert. /* c */ alertViewStyle = .plainTextInput\n", true, true),
      // `textField`, `willPresent` and `didPresent` have places too.
      ("let s = .actionSheet\nlet t = f.textField(at: 0)\n", true, true),
      ("let s = .actionSheet\nfunc willPresent(_ s: UIActionSheet) {}\n", true, true),
      ("let s = .actionSheet\nfunc didPresent(_ a: UIAlertView) {}\n", true, true),
      // Migrated: the method takes an AlertShim class and has no manual step
      // (`MigratedPlaceTests`).
      ("let s = .actionSheet\nfunc willPresent(_ s: LegacyActionSheet) {}\n", false, false),
      ("let s = .actionSheet\nlet textField = UITextField()\n", false, false),
      ("let s = .actionSheet\ncontroller.willPresent = true\n", false, false),
      // `textField` leads to a finding only called with `at:`, `textFieldAtIndex` only called.
      ("case .textField(let index):\n", false, false),
      ("let f = focus == .textField(0, cursor: 2)\n", false, false),
      ("let t = x.textFieldAtIndex(0)\n", true, true),
      ("x.textFieldAtIndex = 1\n", false, false),
      ("let t = x.textField /* c */ (at: 0)\n", true, true),
      // UIAlertController: a creation, or a value whose addAction is called (a superclass is
      // modern code, no finding).
      (
        "let c = UIAlertController.init(title: nil, message: nil, preferredStyle: .alert)\n", true,
        true
      ),
      ("final class Sheet: UIAlertController {}\n", false, false),
      ("class Sheet: NSObject, UIAlertController {}\n", false, false),
      ("struct Sheet: UIAlertController {}\n", false, false),
      ("var shown: UIAlertController?\n", false, false),
      ("let s = UIAlertController.Style.alert\n", false, false),
      ("let c = x as? UIAlertController\n", false, false),
      ("func f(c: UIAlertController) { c.addAction(b) }\n", true, true),
      ("func f(c: UIAlertController) { c.add(b) } // addAction\n", true, false),
      // Only where a name can be bound to it: a cast outside parentheses, a pattern.
      ("let c = x as? UIAlertController\nc.addAction(b)\n", true, true),
      ("let c = (x as? UIAlertController)\nc.addAction(b)\n", false, false),
      ("switch x { case let c as UIAlertController: c.addAction(b) }\n", true, true),
      ("switch (x, y) { case (let c as UIAlertController, _): c.addAction(b) }\n", true, true),
      ("if x is UIAlertController { c.addAction(b) }\n", false, false),
      ("class UIAlertController: UIViewController { func addAction(_ a: A) {} }\n", false, false),
      ("extension UIAlertController { func f() { addAction(a) } }\n", false, false),
      ("func f(s: UIAlertController.Style) { s.addAction(b) }\n", false, false),
      ("func f(s: UIAlertController /* c */ .Style) { s.addAction(b) }\n", true, false),
      // At the start of a line, the token before ends the line before.
      ("let a = x.\n  alertViewStyle = .plainTextInput\n", true, true),
      ("let a = b\nalertViewStyle = 1\n", false, false),
      ("let a = b // x.\nalertViewStyle = 1\n", true, false),
    ]
    Self.expect(cases)
  }

  /// Expects of each source whether the prefilter, the skim and the places let it through to
  /// the lexer (`lexed`), and whether the full scan has findings in it.
  static func expect(
    _ cases: [(source: String, lexed: Bool, findings: Bool)], language: SourceLanguage = .swift,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (source, lexed, findings) in cases {
      let bytes = Array(source.utf8)
      bytes.withUnsafeBufferPointer {
        #expect(
          MigrationScanner.mayHaveFindings($0, language: language) == lexed,
          "\(source.debugDescription)", sourceLocation: sourceLocation)
        #expect(
          !MigrationScanner.findings(in: $0, language: language).isEmpty == findings,
          "\(source.debugDescription)", sourceLocation: sourceLocation)
      }
    }
  }

  // The byte before a name: past blanks, and at a line's start the last byte of the line before
  // (a `/` when that line has a comment or a quoted name); a line feed at the file's start.
  @Test func byteBefore_examples() {
    let cases: [(String, UInt8)] = [
      ("x.name", ASCII.dot), ("func  \tname", UInt8(ascii: "c")), ("a\n  name", UInt8(ascii: "a")),
      ("a\r\nname", UInt8(ascii: "a")), ("x.\n\n \n\tname", ASCII.dot), ("name", ASCII.newline),
      ("*/ name", ASCII.slash), ("\u{0}\u{B}\u{C}name", ASCII.newline),
      ("x. // c\nname", ASCII.slash), ("`a`\n name", ASCII.slash), ("\n\n name", ASCII.newline),
    ]
    for (source, expected) in cases {
      let bytes = Array(source.utf8)
      SourceBytes.withCopy(of: bytes) {
        #expect(
          SwiftScanner.byteBefore(bytes.count - 4, in: $0) == expected,
          "\(source.debugDescription)")
      }
    }
  }

  // The search for `addAction` (16 bytes at a time) answers as a byte-by-byte one, with the
  // name at every offset of a block and of the text's end, look-alikes, and random text.
  @Test func spellsAddAction_agreesWithTheByteByByteSearch() {
    func reference(_ bytes: [UInt8]) -> Bool {
      let name = Array("addAction".utf8)
      guard bytes.count >= name.count else { return false }
      return (0...bytes.count - name.count).contains { start in
        Array(bytes[start..<start + name.count]) == name
          && (start == 0 || !ASCII.isIdentifierBody(bytes[start - 1]))
          && (start + name.count == bytes.count
            || !ASCII.isIdentifierBody(bytes[start + name.count]))
      }
    }
    var inputs: [[UInt8]] = []
    for piece in ["addAction", "addActions", "xaddAction", "addActio", "AddAction", "addAction_"] {
      for offset in 0..<40 {
        let padding = Array(repeating: UInt8(ascii: " "), count: offset)
        inputs.append(padding + Array(piece.utf8))
        inputs.append(padding + Array(piece.utf8) + [UInt8(ascii: "(")] + padding)
        inputs.append(Array(repeating: UInt8(ascii: "a"), count: offset) + Array(piece.utf8))
      }
    }
    var random = SplitMix(seed: 9)
    let letters = Array("adAction ._(\n".utf8)
    for _ in 0..<3_000 {
      inputs.append(
        (0..<Int(random.next() % 80)).map { _ in
          letters[Int(random.next() % UInt64(letters.count))]
        })
    }
    var found = 0
    for input in inputs {
      SourceBytes.withCopy(of: input) { text in
        let expected = reference(input)
        #expect(
          SwiftScanner.spellsAddAction(text) == expected,
          "\(String(decoding: input, as: UTF8.self).debugDescription)")
        if expected { found += 1 }
      }
    }
    #expect(found > 60)
  }

  // A tree of the corpus scans as without the prefilter, the skim and the places.
  @Test func scanWithPlaces_equalsTheFullScan() throws {
    let scans = try fullAndDefaultScans(ofSwiftFiles: Self.corpus(), every: 27)
    #expect(scans.findings > 250)
    #expect(scans.scan == scans.full)
  }
}
