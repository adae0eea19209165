import Testing

@testable import AlertMigration

/// Migrated code is turned away unlexed when its bytes show it has no finding: a delegate
/// method that takes an AlertShim class and has no manual step, and text-field uses in a file
/// whose code spells `LegacyAlertView` (`SwiftScanner.place`, `isQuietMigratedMethod`,
/// `usesOnlyMirroredMembers`, `codeSpellsLegacyAlertView`). It must never turn away a file the
/// full scan has a finding in.
@Suite struct MigratedPlaceTests {
  /// What may stand before a delegate method's name: `func` with modifiers and attributes
  /// (`@objc` among them, spelled and hidden in several ways), and what only looks like it.
  static let befores = [
    "func ", "func  ", "func\t", "public func ", "@objc func ", "@objc\nfunc ", "@objc // c\nfunc ",
    "@ objc func ", "@objc(name) func ", "@MainActor func ", "func /* c */ ", "static func ",
    "`func` ", "x.func ", "#func ", "override func ", "@`objc` func ", "func\n",
  ]

  static let names = [
    "alertView", "actionSheet", "alertViewCancel", "actionSheetCancel", "willPresent", "didPresent",
    "alertViewShouldEnableFirstOtherButton", "willPresentAlertView", "didPresentActionSheet",
  ]

  /// Signatures: the migrated ones, each manual step (Swift 2 name, labelled first parameter,
  /// wrong types, `@objc` above), requirements, and layouts the reader must not accept.
  static let signatures = [
    "(_ a: LegacyAlertView, clickedButtonAt i: Int) {}",
    "(_ a: LegacyAlertView, clickedButtonAtIndex i: Int) {}",
    "(a: LegacyAlertView, clickedButtonAt i: Int) {}",
    "(_ a: LegacyAlertView, clickedButtonAt i: String) {}",
    "(_ a: LegacyAlertView, clickedButtonAt i: Swift.Int) {}",
    "(_ a: LegacyAlertView, didDismissWithButtonIndex i: Int) {}",
    "(_ a: LegacyAlertView, willDismissWithButtonIndex i: Int) {}",
    "(_ a: LegacyAlertView) {}", "(_ a: LegacyActionSheet) {}",
    "(_ a: AlertShim.LegacyAlertView!) {}", "(_ a: LegacyAlertView?) {}",
    "(_ a: LegacyAlertView) -> Bool { true }", "(_ a: LegacyAlertView) -> Bool\n{ true }",
    "(_ a: LegacyAlertView) -> Bool // c\n{ true }",
    "(_ a: LegacyAlertView) -> Swift.Bool { true }",
    "(_ a: LegacyAlertView) -> Bool?{ nil }", "(_ a: LegacyAlertView) -> Bool\n",
    "(_ a: LegacyAlertView)\n", "(_ a: LegacyAlertView) // c\n{}",
    "(_ a: LegacyAlertView) /* c */ {}",
    "(_ a: LegacyAlertView) async {}", "(_ a: LegacyAlertView)\nasync {}",
    "(_ a: LegacyAlertView) throws(E) {}", "(_ a: LegacyAlertView) async throws -> Bool { true }",
    "(_ a: LegacyAlertView) async\n", "(_ a: LegacyAlertView) rethrows where T: P {}",
    "(_ a: LegacyAlertView) throws {}", "(_ a: LegacyAlertView) where T: P {}",
    "(_ a: LegacyAlertView) -> Bool where T: P { true }",
    "(_ a: LegacyAlertView) -> Bool\nwhere T: P { true }", "(_ a: LegacyAlertView) -> Bool x {}",
    "(_ a: LegacyAlertView)\n@MainActor func f() {}", "(_ a: LegacyAlertView)\n}",
    "(_ a: UIAlertView) {}", "(_ a: FancyAlertView) {}", "(_ a: X) {}", "() {}", "() async {}",
    "(title: String) {}", "(_ a: LegacyAlertView, clickedButtonAt i: Int) -> Void {}",
    "(_ a: LegacyAlertView,\n  clickedButtonAt i: Int\n) {\n}",
    "( _ a : LegacyAlertView , clickedButtonAt i : Int ) {}", "(_ a: LegacyAlertView = x) {}",
    "(_ a: inout LegacyAlertView) {}", "(_ a: @escaping LegacyAlertView) {}",
    "(_ a: Legacy$AlertView) {}", "(_ a: LegacyAlertViewé) {}",
    "(_ a: LegacyAlertView, `clickedButtonAt` i: Int) {}", "(_ a: LegacyAlertView) { a.tag }",
    "(_ a: LegacyAlertView, clickedButtonAt i: Int)",
    "(_ a: LegacyAlertView, clickedButtonAt i: Int",
  ]

  /// Lines around the method: `objc` spelled in other ways, alert creations (which decide
  /// `alertViewShouldEnableFirstOtherButton`'s step) spelled and hidden in several ways, and the
  /// types a method may be declared in.
  static let contexts = [
    "", "let objc = 1\n", "// @objc\n", "let a = LegacyAlertView(title: nil)\n",
    "let a = LegacyAlertView(title: nil, buttonOrder: .objectiveC)\n",
    "let a = LegacyAlertView /* c */ (title: nil)\n", "let a = `LegacyAlertView`(title: nil)\n",
    "let a = LegacyAlertView\n  .init(title: nil)\n",
    "let a = LegacyAlertView // c\n  .init(title: nil)\n",
    "/// ``LegacyAlertView``\n", "let a = LegacyAlertView/x\n", "let a = UIAlertView(title: nil)\n",
    "protocol P {\n", "extension LegacyAlertViewDelegate {\n", "class C: UIAlertViewDelegate {\n",
    "let a = LegacyAlertView(title: nil) // LegacyAlertView\n", "\u{C}", "\u{B}\n", "`x`\u{0}",
    "let `x LegacyAlertView(title: nil)` = 1\n", "let v = [`x`LegacyAlertView(title: nil)]\n",
    "let v = [#\"x\"#LegacyAlertView(title: nil)]\n", "let v = LegacyAlertView\u{C}(title: nil)\n",
    // Creations in the Objective-C order, surely or only seemingly, each beside one in Swift's
    // order (so that `alertViewShouldEnableFirstOtherButton` is never called unless the first
    // counts).
    "let a = LegacyAlertView(title: \"t\", message: f(x), buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: \"\\(x)\", buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, x: f(buttonOrder: 1))\nlet b = LegacyAlertView(t: 1)\n",
    "// let a = LegacyAlertView(title: nil, buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = \"LegacyAlertView(title: nil, buttonOrder: .objectiveC)\"\nlet b = LegacyAlertView(t: 1)\n",
    "let a = AlertShim.LegacyAlertView(title: nil, buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView (title: nil, buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, buttonOrder: .objectiveC\nlet b = LegacyAlertView(t: 1)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: [1, 2), buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, buttonOrder : .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, { x, y in y }, buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: \"\"\"\n,buttonOrder: \n\"\"\", x: 1)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: \"a, buttonOrder: b\")\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, /* c */ buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, x: f(1, buttonOrder: 1))\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, x: { a, buttonOrder: 1 })\nlet b = LegacyAlertView(t: 1)\n",
    "let a = LegacyAlertView(title: nil, x: [1, buttonOrder: 1])\nlet b = LegacyAlertView(t: 1)\n",
    "let a = x.LegacyAlertView(title: nil, buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = #LegacyAlertView(title: nil, buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
    "let a = `LegacyAlertView`(title: nil, buttonOrder: .objectiveC)\nlet b = LegacyAlertView(t: 1)\n",
  ]

  /// Text-field uses: calls whose result is used for a member AlertTextField has or lacks,
  /// hidden or not, with plain and other arguments; `alertViewStyle`; the Swift 2 name.
  static let uses = [
    ".textField(at: 0)", ".textField(at: 0)?.text", ".textField(at: 0)!.text",
    ".textField(at: 0)?.keyboardType", ".textField(at: $0)?.displayText",
    ".textField(at: 0)\n  .keyboardType", ".textField(at: 0) // c\n  .keyboardType",
    ".textField(at: 0) /* c */ .keyboardType", ".textField(at: 0)?.`keyboardType`",
    ".textField(at: i + 1)?.text", ".textField(at: f(0))?.keyboardType",
    ".textField(at: 0) ?? .init()", ".textField(at: 0)?.text ?? \"\"",
    ".textField(at: 0)?.textColor",
    ".textField (at: 0)?.keyboardType", ".textField(at: 0)?.texts", ".textField(at: 0)?.\ntext",
    ".alertViewStyle = .plainTextInput", ".alertViewStyle", ".textFieldAtIndex(0)",
    ".textField(at: \"x\")?.keyboardType", ".textField(at: 0)?.isSecureTextEntry = true",
    ".textField(at: 0)?\n\u{C}\n.keyboardType", ".textField(at: 0)\u{B}.keyboardType",
  ]

  /// Lines that spell `LegacyAlertView` in code or only seem to, and UIKit names.
  static let spellings = [
    "", "let v = LegacyAlertView()\n", "let v: LegacyAlertView\n", "// LegacyAlertView\n",
    "let s = \"LegacyAlertView\"\n", "let s = \"\\(LegacyAlertView.self)\"\n", "#LegacyAlertView\n",
    "let n = 1e+LegacyAlertView\n", "let n = 0x1p-LegacyAlertView\n", "`LegacyAlertView`\n",
    "let u: UIAlertView\n", "let u: UIAlertViewStyle\n", "/* LegacyAlertView */\n",
    "let a = b+LegacyAlertView\n", "typealias A = AlertShim.LegacyAlertView\n",
    "let v = LegacyAlertViewDelegate.self\n", "#if LegacyAlertView\n#endif\n",
    "let a = `my LegacyAlertView`\n", "let a = `LegacyAlertView\n", "\u{C}\n\u{B}",
  ]

  static func corpus() -> [[UInt8]] {
    var result: [[UInt8]] = []
    for name in names {
      for signature in signatures {
        for before in befores {
          result.append(Array((before + name + signature + "\n").utf8))
        }
        for context in contexts {
          result.append(Array((context + "func " + name + signature + "\n").utf8))
          result.append(Array(("func " + name + signature + "\n" + context).utf8))
        }
      }
    }
    for use in uses {
      for receiver in ["v", "v?", "self.v", "f()"] {
        for spelling in spellings {
          let line = "let t = " + receiver + use + "\n"
          result.append(Array((spelling + line).utf8))
          result.append(Array((line + spelling).utf8))
        }
      }
    }
    return result
  }

  // A file turned away has no finding in the full scan. And the rules turn away many files
  // that the places before them had lexed.
  @Test func migratedPlaces_neverTurnAwayAFileWithFindings() {
    var turnedAway = 0
    var passedWithFindings = 0
    for input in Self.corpus() {
      input.withUnsafeBufferPointer { bytes in
        let (passes, findings) = NamePlaceTests.passesWithNoFindingMissed(bytes)
        if !passes, NamePlaceTests.skimPasses(bytes) { turnedAway += 1 }
        if passes, !findings.isEmpty { passedWithFindings += 1 }
      }
    }
    #expect(turnedAway > 2_000)
    #expect(passedWithFindings > 2_000)
  }

  // A tree of the corpus scans as without the prefilter, the skim and the places.
  @Test func scanWithMigratedPlaces_equalsTheFullScan() throws {
    let scans = try fullAndDefaultScans(ofSwiftFiles: Self.corpus(), every: 7)
    #expect(scans.findings > 250)
    #expect(scans.scan == scans.full)
  }

  // The rules on examples, with what the full scan finds in each.
  @Test func migratedPlaces_examples() {
    let method = "func alertView(_ a: LegacyAlertView, clickedButtonAt i: Int) {}\n"
    let shouldEnable =
      "func alertViewShouldEnableFirstOtherButton(_ a: LegacyAlertView) -> Bool { true }\n"
    let cases: [(source: String, lexed: Bool, findings: Bool)] = [
      // A migrated delegate method: no finding, not lexed.
      (method, false, false),
      (
        "public func actionSheet(_ s: LegacyActionSheet, clickedButtonAt i: Int) {\n}\n", false,
        false
      ),
      // Its manual steps: `@objc`, the Swift 2 name, a labelled first parameter, wrong types.
      ("@objc " + method, true, true),
      ("@objc\n" + method, true, true),
      ("func alertView(_ a: LegacyAlertView, clickedButtonAtIndex i: Int) {}\n", true, true),
      ("func alertView(a: LegacyAlertView, clickedButtonAt i: Int) {}\n", true, true),
      ("func alertView(_ a: LegacyAlertView, clickedButtonAt i: String) {}\n", true, true),
      // `objc` that is no attribute; a requirement.
      ("let objc = 1\n" + method, false, false),
      ("func alertView(_ a: LegacyAlertView, clickedButtonAt i: Int)\n", false, false),
      (
        "func alertView(_ a: LegacyAlertView, clickedButtonAt i: Int) async throws {}\n", false,
        false
      ),
      ("private func actionSheet() async {}\n", false, false),
      // `alertViewShouldEnableFirstOtherButton`: never called in a file that creates alerts with
      // Swift's initialisers.
      (shouldEnable, false, false),
      ("/// ``LegacyAlertView``\n" + shouldEnable, false, false),
      ("let a = LegacyAlertView(title: nil)\n" + shouldEnable, true, true),
      (
        "let a = LegacyAlertView(title: nil, buttonOrder: .objectiveC)\n" + shouldEnable, false,
        false
      ),
      (
        "let a = LegacyAlertView(title: \"Hi\", message: nil, delegate: nil, cancelButtonTitle: "
          + "\"OK\", otherButtonTitles: [\"A\"], buttonOrder: .objectiveC)\n" + shouldEnable, false,
        false
      ),
      ("let a = LegacyAlertView(title: \"a, buttonOrder: b\")\n" + shouldEnable, true, true),
      (
        "// LegacyAlertView(buttonOrder: .objectiveC)\nlet a = LegacyAlertView()\n" + shouldEnable,
        true, true
      ),
      // Creations only in comments and strings, or no creation in code: no step.
      ("/// LegacyAlertView(title:)\nlet s = \"LegacyAlertView()\"\n" + shouldEnable, false, false),
      ("let t = LegacyAlertView.self\nlet u: LegacyAlertView? = nil\n" + shouldEnable, true, false),
      ("let u: LegacyAlertView? = nil\n" + shouldEnable, false, false),
      // Text fields in a file whose code spells LegacyAlertView.
      ("let v = LegacyAlertView()\nv.alertViewStyle = .plainTextInput\n", false, false),
      ("let v: LegacyAlertView\nlet t = v.textField(at: 0)?.text\n", false, false),
      ("// LegacyAlertView\nv.alertViewStyle = .plainTextInput\n", true, true),
      ("let s = \"LegacyAlertView\"\nv.alertViewStyle = .plainTextInput\n", true, true),
      ("#LegacyAlertView\nv.alertViewStyle = .plainTextInput\n", true, true),
      ("let n = 1e+LegacyAlertView\nv.alertViewStyle = .plainTextInput\n", true, true),
      ("let v: LegacyAlertView\nlet t = v.textField(at: 0)?.keyboardType\n", true, true),
      ("let v: LegacyAlertView\nlet t = v.textField(at: 0) // c\n  .keyboardType\n", true, true),
      ("let v: LegacyAlertView\nlet t = v.textFieldAtIndex(0)\n", true, true),
      (
        "let v: LegacyAlertView\nlet u: UIAlertView\nv.alertViewStyle = .plainTextInput\n", true,
        true
      ),
    ]
    NamePlaceTests.expect(cases)
  }

  // Counterexamples an audit found in a first version of the rules: bytes the lexer passes over
  // as blanks (form feed, vertical tab) taken for tokens, names after a quoted name or a raw
  // string, names inside a quoted name, `...` taken for a member's dot, a cast inside an
  // interpolation taken for one in parentheses, an attribute before a keyword or a literal.
  @Test func migratedPlaces_auditedCounterexamples() {
    let shouldEnable =
      "  func alertViewShouldEnableFirstOtherButton(_ a: LegacyAlertView) -> Bool { true }\n"
    let creation =
      "LegacyAlertView(title: \"t\", message: nil, delegate: nil, cancelButtonTitle: nil)"
    let cases: [(source: String, lexed: Bool, findings: Bool)] = [
      ("class C {\n  func alertViewCancel(_ a: AnyObject)\n\u{C}\n  { }\n}\n", true, true),
      (
        "class C {\n  func alertView(_ a: AnyObject, clickedButtonAt i: Int) throws\u{B}{ }\n}\n",
        true, true
      ),
      (
        "class C {\n" + shouldEnable + "  func f() { let v = [`x`" + creation + "] }\n}\n", true,
        true
      ),
      (
        "class C {\n" + shouldEnable + "  func f() { let v = [#\"x\"#" + creation + "] }\n}\n",
        true, true
      ),
      (
        "class C {\n" + shouldEnable + "  func f() { let v = "
          + "LegacyAlertView\u{C}(title: \"t\", message: nil, delegate: nil, cancelButtonTitle: nil)"
          + " }\n}\n", true, true
      ),
      (
        "class C {\n" + shouldEnable
          + "  func f() {\n    let `x LegacyAlertView(buttonOrder: .objectiveC)` = 1\n    let v = "
          + creation + "\n  }\n}\n", true, true
      ),
      (
        "func f(a: LegacyAlertView) {\n  a.textField(at: 0)?\n\u{C}\n    .keyboardType = .numberPad\n}\n",
        true, true
      ),
      (
        "let a = `my LegacyAlertView`\nfunc f(x: AnyObject) { x.textField(at: 0)?.text = \"\" }\n",
        true, true
      ),
      ("func f(c: UIAlertController..., a: UIAlertAction) {\n  c.addAction(a)\n}\n", true, true),
      (
        "func f(y: Any, a: UIAlertAction) {\n  let c = \"\\(y as! UIAlertController)\"\n  c.addAction(a)\n}\n",
        true, true
      ),
      (
        "func f(a: UIAlertAction) {\n  let c: @is UIAlertController = make()\n  c.addAction(a)\n}\n",
        true, true
      ),
      // `typeHolds` passes over `@` and any token after it: a string, a number, an interpolation.
      (
        "func f(a: UIAlertAction) {\n  let c: @\"s\" UIAlertController = make()\n  c.addAction(a)\n}\n",
        true, true
      ),
      (
        "func f(y: Any, a: UIAlertAction) {\n  if let c = y as? @#\"s\"# UIAlertController { c.addAction(a) }\n}\n",
        true, true
      ),
      (
        "func f(c: @\"\"\"\n  s\n  \"\"\" UIAlertController, a: UIAlertAction) {\n  c.addAction(a)\n}\n",
        true, true
      ),
      (
        "func f(a: UIAlertAction) {\n  let c: @\"\\(UIAlertController)\" = make()\n  c.addAction(a)\n}\n",
        true, true
      ),
      (
        "func f(a: UIAlertAction) {\n  let c: @1e+ UIAlertController = make()\n  c.addAction(a)\n}\n",
        true, true
      ),
      (
        "func f(a: UIAlertAction) {\n  let c: @\n\"s\"\nUIAlertController = make()\n  c.addAction(a)\n}\n",
        true, true
      ),
      // A third audit's, against a rule for names after an odd number of quotes on their line
      // (measured, not kept): in a raw multi-line string, `\\` is text and `\#(` after it an
      // interpolation. With only text-field uses otherwise, the file is not turned away early.
      (
        "import AlertShim\nlet a = LegacyAlertView()\na.textField(at: 0)?.text\n"
          + "let s = #\"\"\"\n\"\\\\#(UIAlertView(title: nil))\n\"\"\"#\n", true, true
      ),
      ("let s = #\"\"\"\n  \"\\\\#(UIAlertView(title: nil))\"\n  \"\"\"#\n", true, true),
    ]
    NamePlaceTests.expect(cases)
  }

  // When the skim says the code spells `LegacyAlertView`, the lexer marks the word (what
  // `dropMigratedTextFieldUses` reads): on the skim's corpus with the name inside and around
  // every comment and literal, and on this suite's corpus.
  @Test func codeSpellsLegacyAlertView_impliesTheMarkedWord() {
    var inputs = Self.corpus()
    let wrappers = [
      "// %\n", "/* % */", "/* /* % */ */", "\"%\"", "\"\"\"\n%\n\"\"\"", "#\"%\"#", "\"\\(%)\"",
      "#\"\\#(%)\"#", "#/%/#", "`%`", "a / % / b", "/%/", "#!%\n", "#if %", "\"abc\n%", "1e+%",
      "0x1p-%", "#%", "##%", "@%", "\\%.x", "x.%", "'%'", "$%", "%$", "a+%", "a-%", "é%",
    ]
    for wrapper in wrappers {
      let inside = wrapper.split(separator: "%", omittingEmptySubsequences: false)
        .joined(separator: "LegacyAlertView")
      for around in ["", "x ", "\n// c\n", "\"s\" ", "LegacyAlertView "] {
        inputs.append(Array((around + inside).utf8))
        inputs.append(Array((inside + " " + around).utf8))
      }
    }
    var spelled = 0
    for input in inputs {
      SourceBytes.withCopy(of: input) { text in
        guard SwiftScanner.codeSpellsLegacyAlertView(text) else { return }
        spelled += 1
        let marked = SwiftLexer.tokenize(text, marking: true).marks.words.contains {
          $0.word == .legacyAlertView
        }
        #expect(marked, "\(String(decoding: input, as: UTF8.self).debugDescription)")
      }
    }
    #expect(spelled > 1_000)
  }
}
