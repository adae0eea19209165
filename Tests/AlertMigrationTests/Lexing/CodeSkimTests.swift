import Testing

@testable import AlertMigration

/// The skim that keeps a Swift file whose names of interest stand only in comments and literals
/// from being lexed, and the name search it asks: both must answer exactly as the full path.
@Suite struct CodeSkimTests {
  /// Pieces of the skim's corpus: names, every delimiter that opens or closes a comment or a
  /// literal (nested comments, raw strings, interpolations, extended regex literals), slashes
  /// that open nothing, and plain text.
  static let pieces = [
    "UIAlertView", "alertView", "didPresent", "textField", "UIActionSheetDelegate", " ", "\n",
    "\r", "\"", "\"\"\"", "#\"", "\"#", "##\"", "\"##", "#\"\"\"", "\"\"\"#", "\\(", "\\#(", "(",
    ")", "/*", "*/", "//", "/", "#/", "/#", "##/", "/##", "`", "\\", "x", "1e+", "#!", "#if", "'",
    "é", "\u{FEFF}", "a / b", "*/*", "+//", "let r = /a/\n", call, "a.show()\n",
  ]

  /// A call that is a finding.
  static let call = "UIAlertView(title: nil, message: nil, delegate: nil)"

  /// Random Swift-like text made of `pieces`, and names put inside and around every kind of
  /// comment and literal.
  static func skimCorpus() -> [[UInt8]] {
    var random = SplitMix(seed: 4_024)
    var result: [[UInt8]] = []
    for _ in 0..<4_000 {
      var text = ""
      for _ in 0..<Int(random.next() % 40) {
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      result.append(Array(text.utf8))
    }
    let wrappers = [
      "// %\n", "/* % */", "/* /* % */ */", "/* /* */ % */", "\"%\"", "\"\"\"\n%\n\"\"\"",
      "#\"%\"#", "#\" \"% \"#", "##\"\"#%\"##", "\"\\(%)\"", "\"\\((%))\"", "\"\\(\"%\")\"",
      "\"\\(f(\"\\(%)\"))\"", "#\"\\(%)\"#", "#\"\\#(%)\"#", "#/%/#", "##/ /# % /##", "`%`",
      "a / % / b", "/%/", "#!%\n", "#if %", "\"abc\n%", "\"\"\"\n\\(%)\"\"\"", "1e+%", "'%'",
    ]
    for wrapper in wrappers {
      for name in ["UIAlertView", "alertView", "textField", Self.call] {
        let inside = wrapper.split(separator: "%", omittingEmptySubsequences: false)
          .joined(separator: name)
        for around in ["", "x ", "UIAlertView ", "\n// c\n", "\"s\" "] {
          result.append(Array((around + inside).utf8))
          result.append(Array((inside + " " + around).utf8))
        }
      }
    }
    return result
  }

  /// Every start of a name of `prefilter` as a whole identifier, by the reference search.
  static func nameStarts(_ bytes: UnsafeBufferPointer<UInt8>, prefilter: Prefilter) -> [Int] {
    var starts: [Int] = []
    var from = 0
    while let start = prefilter.firstNameByteByByte(in: bytes, from: from) {
      starts.append(start)
      from = start + 1
    }
    return starts
  }

  /// The full path's answer: whether a token of `SwiftLexer.tokenize` other than a string
  /// covers the first byte of a name.
  static func tokensHaveNameInCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    SourceBytes.withCopy(of: bytes) { tokensHaveNameInCode($0) }
  }

  static func tokensHaveNameInCode(_ text: SourceBytes) -> Bool {
    let bytes = text.base
    let tokens = SwiftLexer.tokenize(text).tokens.filter { $0.kind != .string }
    let starts = nameStarts(bytes, prefilter: .swift)
    return starts.contains { start in
      tokens.contains { Int($0.start) <= start && start < $0.end }
    }
  }

  static func skimAnswer(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard let first = Prefilter.swift.firstName(in: bytes, from: 0) else { return nil }
    return SourceBytes.withCopy(of: bytes) {
      SwiftLexer.codeSpellsName($0, prefilter: .swift, first: first)
    }
  }

  // The skim answers as the tokens do, on the fixtures, the prefilter's corpus, the lexer
  // tests' random text and raw bytes, the project's sources and the skim's own corpus; and a
  // file it turns away has no finding.
  @Test func skim_answersAsTheTokens() {
    var inCode = 0
    var outside = 0
    for input in LexerEquivalenceTests.inputs() + Self.skimCorpus() {
      input.withUnsafeBufferPointer { bytes in
        let expected = Self.tokensHaveNameInCode(bytes)
        let answer = Self.skimAnswer(bytes)
        #expect(
          (answer ?? false) == expected,
          "\(String(decoding: input, as: UTF8.self).debugDescription)")
        if answer == true { inCode += 1 }
        if answer == false {
          outside += 1
          #expect(MigrationScanner.findings(in: bytes, language: .swift).isEmpty)
        }
        // The scan lexes a file only when the skim finds a name in code (and not always then:
        // `NamePlaceTests`).
        #expect(!MigrationScanner.mayHaveFindings(bytes, language: .swift) || answer == true)
      }
    }
    // Both answers are common.
    #expect(inCode > 3_000)
    #expect(outside > 1_500)
  }

  @Test func skim_examples() {
    let cases: [(String, Bool)] = [
      ("// UIAlertView\n", false), ("/* /* UIAlertView */ */ x", false),
      ("/* /* */ UIAlertView */", false), ("/* /* */ */ UIAlertView", true),
      ("\"UIAlertView\"", false), ("\"\\(UIAlertView())\"", true),
      ("\"\\(\"UIAlertView\")\"", false), ("#\"UIAlertView\"#", false),
      ("#\"\\(UIAlertView)\"#", false), ("#\"\\#(UIAlertView)\"#", true),
      ("#/UIAlertView/#", false), ("a / UIAlertView / b", true), ("`UIAlertView`", true),
      ("\"abc\nUIAlertView", true), ("#!UIAlertView\n", false),
      ("\"\"\"\nUIAlertView\"\"\"", false),
      ("\"\\((a)) UIAlertView\"", false), ("\"\\((a) UIAlertView)\"", true),
    ]
    for (source, expected) in cases {
      let bytes = Array(source.utf8)
      bytes.withUnsafeBufferPointer {
        #expect(Self.skimAnswer($0) == expected, "\(source.debugDescription)")
        #expect(Self.tokensHaveNameInCode($0) == expected, "\(source.debugDescription)")
      }
    }
  }

  // The block search for the first name from an offset finds the reference's first name, from
  // 0, from just past each name and from offsets at random, with names at every offset of a
  // 64-position round and every pair of names side by side.
  @Test func firstName_isTheReferencesFirstName() {
    var inputs =
      ScanPrefilterTests.corpus.enumerated().filter { $0.offset % 4 == 0 }.map(\.element.bytes)
      + Self.skimCorpus()
    let names = Set(
      (Vocabulary.swift.interestNames + Vocabulary.objectiveC.interestNames).map(\.description))
    for name in names.sorted() {
      for offset in 0..<72 {
        let spaced = Array(repeating: UInt8(ascii: " "), count: offset)
        inputs.append(spaced + Array(name.utf8) + [0x20] + Array("UIAlertView".utf8))
        inputs.append(Array("tag ".utf8) + spaced + Array(name.utf8))
      }
      for other in names.sorted() {
        inputs.append(Array((name + " " + other + "(" + name + ")").utf8))
      }
    }
    var random = SplitMix(seed: 64)
    var found = 0
    for input in inputs {
      input.withUnsafeBufferPointer { bytes in
        for prefilter in [Prefilter.swift, Prefilter.objectiveC] {
          let starts = Self.nameStarts(bytes, prefilter: prefilter)
          #expect((starts.first != nil) == prefilter.mayHaveFindingsByteByByte(bytes))
          var froms = [0, bytes.count] + starts.map { $0 + 1 }
          for _ in 0..<4 { froms.append(Int(random.next() % UInt64(bytes.count + 1))) }
          for from in froms {
            let expected = starts.first { $0 >= from }
            #expect(
              prefilter.firstName(in: bytes, from: from) == expected,
              "from \(from) in \(String(decoding: input, as: UTF8.self).debugDescription)")
            if expected != nil { found += 1 }
          }
        }
      }
    }
    #expect(found > 50_000)
  }

  // A tree of the skim's corpus scans with the prefilter and the skim as without them.
  @Test func scanWithSkim_equalsTheFullScan() throws {
    let scans = try fullAndDefaultScans(ofSwiftFiles: Self.skimCorpus(), every: 7)
    #expect(scans.findings > 100)
    #expect(scans.scan == scans.full)
  }
}
