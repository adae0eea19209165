import Testing

@testable import AlertMigration

/// A Swift name that its line puts in a comment or a string whatever the lexer's state at the
/// line's start (`SwiftScanner.standsOutsideCode`) must never stand in code, and the scan that
/// passes over such names must report what the full scan reports.
@Suite struct NameLineTests {
  /// What may come before a line, so that the line starts in code (also in an interpolation),
  /// in a block comment, a multi-line string, an extended regex literal, a single-line string
  /// whose line end is escaped, or after a backticked name, a shebang or a byte order mark.
  static let states = [
    "", "let a = 1\n", "/* c\n", "/* /* c */\n", "\"\"\"\n", "#\"\"\"\n", "\"\"\"\n\\(f(\n",
    "\"a \\(f(\n", "\"abc\\\n", "#\"abc\\#\n", "#\"abc\\\n", "#/ re\n", "##/ re /#\n",
    "x = `ab\n", "#!/bin/swift\n", "\u{FEFF}", "\"\"\"\n\\#(\n", "#\"\"\"\n\\#(f(\n",
  ]
  /// What may start the line before `o`: also strings, closed or not, with what may end or
  /// interrupt them (`P` may hold none of them).
  static let prefixes = [
    "", "  ", "\t", "x ", "x)) ", "x) ", "f(", "`a` ", "`", "#if ", "a / b ", "\\(", "*", "\"s\" ",
    "'", "@", "é ", "1e+", ".", "-", "#", "a\\", "\\#(", "f(\"a\", ", "\"a\\nb\" ", "\"a)b\" ",
    "\"`\" ", "\"a\\\"b\" ", "\"\\(x)\" ", "#\"a\"# ", "\"a\"#", "\"a/#\" ", "\"*/\" ",
    "\"a\\u{1F}\" ", "\"\\\\\" ", "\"a\\tb\", ", "\"\" ", "\"a\u{0}\" ", "\"a\u{C}\" ", "\"/*\" ",
    "\"//\" ", "\"a\" \"", "\"a\\", "\"#\" ",
  ]
  /// `o`, and what else may stand there.
  static let openers = ["\"", "//", "///", "\"\"", "\"\"\"", "/", "/*", "#\"", "#/", "*/"]
  /// What may come between `o` and the name.
  static let middles = [
    "", " a ", " \" ", " \\ ", " * ", " # ", " / ", " ` ", "*/", "/#", "\\(", " ) ", "é", "\\#(",
    "\"#", "\"\"\"", "//",
  ]
  static let names = ["UIAlertView", "alertView", "textField"]
  /// What may follow the name: the rest of the line, and what ends the state before.
  static let afters = [
    "(title: nil)\n", "\n", "\"\n", ")\"\n", "*/ UIAlertView()\n", "\"\"\" UIAlertView()\n",
    "/# UIAlertView()\n", "\"# x\n", "\r\nlet a = UIAlertView()\n", "\rx",
  ]

  /// Lines of every kind after every state, with each line end; a sample of all the
  /// combinations, and all of them for the prefixes and middles that are most often wrong.
  static func lineCorpus() -> [[UInt8]] {
    var random = SplitMix(seed: 2_604)
    var result: [[UInt8]] = []
    func pick(_ pieces: [String]) -> String { pieces[Int(random.next() % UInt64(pieces.count))] }
    for _ in 0..<25_000 {
      var state = pick(states)
      let end = pick(["\n", "\r\n", "\r"])
      if state.hasSuffix("\n") { state = String(state.dropLast()) + end }
      let line = pick(prefixes) + pick(openers) + pick(middles) + pick(names) + pick(afters)
      result.append(Array((state + line).utf8))
    }
    // Long prefixes and middles, so that the bytes that matter stand anywhere in the blocks of
    // 16 the rule reads, and at the text's start.
    for state in ["", "/* c\n", "\"\"\"\n", "\"a \\(f(\n"] {
      for width in 0..<40 {
        let filler =
          String(repeating: "ab ", count: width / 3) + String(repeating: " ", count: width % 3)
        for (prefix, middle) in [(filler, ""), ("", filler), (filler, filler), ("x)" + filler, "")]
        {
          for opener in ["\"", "//"] {
            for stop in ["", "#", "*", "\\", ")", "`", "\""] {
              let line = prefix + stop + opener + middle + stop + "UIAlertView()\n"
              result.append(Array((state + line).utf8))
            }
          }
        }
      }
    }
    for state in states {
      for prefix in ["", "x)) ", "`", "#"] {
        for opener in ["\"", "//"] {
          for middle in ["", " \" ", " \\ ", " * ", " # "] {
            result.append(Array((state + prefix + opener + middle + "UIAlertView()\n").utf8))
          }
        }
      }
    }
    return result
  }

  /// The name starts of `bytes` by the reference search, and whether each stands in code: a
  /// token other than a string covers its first byte.
  static func names(_ text: SourceBytes) -> [(start: Int, inCode: Bool)] {
    let tokens = SwiftLexer.tokenize(text).tokens.filter { $0.kind != .string }
    var result: [(start: Int, inCode: Bool)] = []
    var from = 0
    while let start = Prefilter.swift.firstNameByteByByte(in: text.base, from: from) {
      result.append((start, tokens.contains { Int($0.start) <= start && start < $0.end }))
      from = start + 1
    }
    return result
  }

  // No name the rule puts outside code stands in code: on the line corpus, the skim's, the
  // places', the lexer tests' inputs (the fixtures, random text and the project's sources).
  // The rule holds for many names, and many names stand outside code where it does not hold.
  @Test func standsOutsideCode_neverHoldsForANameInCode() {
    var held = 0
    var missed = 0
    let inputs =
      Self.lineCorpus() + CodeSkimTests.skimCorpus() + NamePlaceTests.corpus()
      + LexerEquivalenceTests.inputs()
    for input in inputs {
      SourceBytes.withCopy(of: input) { text in
        for (start, inCode) in Self.names(text) {
          let outside = SwiftScanner.standsOutsideCode(start, in: text)
          #expect(
            !(outside && inCode),
            "\(start) in \(String(decoding: input, as: UTF8.self).debugDescription)")
          if outside { held += 1 } else if !inCode { missed += 1 }
        }
      }
    }
    #expect(held > 4_000)
    #expect(missed > 20_000)
  }

  // The backward search for the bytes the rule stops at (16 bytes at a time) finds the last
  // one before every end, as a byte-by-byte search does.
  @Test func lastStop_isTheLastStopByte() {
    let stops = Array("\"/\\*#)`\n\r".utf8)
    var random = SplitMix(seed: 77)
    let letters = Array("ab \"/\\*#)`(\n\r'é".utf8)
    for length in 0..<80 {
      for _ in 0..<12 {
        let spread = 1 + Int(random.next() % 12)
        let input: [UInt8] = (0..<length).map { _ in
          random.next() % UInt64(spread) == 0
            ? letters[Int(random.next() % UInt64(letters.count))] : UInt8(ascii: "x")
        }
        SourceBytes.withCopy(of: input) { text in
          for end in 0...length {
            let expected = input[..<end].lastIndex { stops.contains($0) } ?? -1
            #expect(
              SwiftScanner.lastStop(before: end, in: text) == expected,
              "\(end) in \(String(decoding: input, as: UTF8.self).debugDescription)")
          }
        }
      }
    }
  }

  // With a floor, the search answers as without one when the byte it finds is at or after the
  // floor, and `Int.min` when there is none there.
  @Test func lastStop_withAFloor_stopsThere() {
    var random = SplitMix(seed: 78)
    let letters = Array("ab \"/\\*#)`(\n\r'é".utf8)
    for length in 0..<80 {
      let input: [UInt8] = (0..<length).map { _ in
        random.next() % 9 == 0 ? letters[Int(random.next() % UInt64(letters.count))] : 0x78
      }
      SourceBytes.withCopy(of: input) { text in
        for end in 0...length {
          for floor in 1...max(1, end) {
            let plain = SwiftScanner.lastStop(before: end, in: text)
            let bounded = SwiftScanner.lastStop(before: end, in: text, notBefore: floor)
            #expect(
              bounded == plain || plain < floor && bounded == Int.min,
              "\(end), \(floor) in \(String(decoding: input, as: UTF8.self).debugDescription)")
          }
        }
      }
    }
  }

  // The rule on examples: each source's last `UIAlertView`.
  @Test func standsOutsideCode_examples() {
    let cases: [(String, Bool)] = [
      ("// UIAlertView", true), ("  /// a UIAlertView", true), ("x = 1 // UIAlertView", true),
      ("\"UIAlertView", true), ("f(\"a UIAlertView", true), ("f(\"s\", \"UIAlertView", false),
      ("/ UIAlertView", false), ("UIAlertView", false), ("x. UIAlertView", false),
      // An interpolation closed before the quote: the quote may end a string.
      ("\"a \\(f(\nx)) \"UIAlertView", false), ("x) // UIAlertView", false),
      // A backticked name may swallow the quote; `#` may open a raw string or a regex.
      ("`a \"UIAlertView", false), ("#\"UIAlertView", false), ("#if x // UIAlertView", false),
      // A quote after an escaped line end may end the string the line is in.
      ("\"abc\\\n\"UIAlertView", false), ("\"abc\\\r\n\"UIAlertView", false),
      ("#\"abc\\#\n\"UIAlertView", false), ("\"abc\\\n// UIAlertView", true),
      ("\"abc\n\"UIAlertView", true),
      // What `M` may not hold: the end of a string, a comment, a regex; an interpolation.
      ("// */ UIAlertView", false), ("\" \" UIAlertView", false), ("\" \\(UIAlertView", false),
      ("// a /# UIAlertView", false), ("// a / UIAlertView", false),
      // Two quotes open a multi-line string or end one.
      ("\"\"UIAlertView", false), ("\"\"\"\nUIAlertView", false),
      // Line ends of every kind start the line.
      ("x\r// UIAlertView", true), ("x\r\n\"UIAlertView", true), ("a\"\n// UIAlertView", true),
      // More than `lineReach` bytes back, the rule answers no (the skim tells).
      ("// " + String(repeating: "a", count: 1_000) + " UIAlertView", true),
      ("// " + String(repeating: "a", count: 1_100) + " UIAlertView", false),
      ("\n// " + String(repeating: "a", count: 1_100) + " UIAlertView", false),
    ]
    for (source, expected) in cases {
      let bytes = Array(source.utf8)
      let offset = bytes.count - "UIAlertView".utf8.count
      SourceBytes.withCopy(of: bytes) { text in
        #expect(
          SwiftScanner.standsOutsideCode(offset, in: text) == expected,
          "\(source.debugDescription)")
        if expected {
          #expect(!Self.names(text).contains { $0.start == offset && $0.inCode })
        }
      }
    }
  }

  // A file turned away has no finding in the full scan, on the line corpus; a tree of it scans
  // as without the prefilter, the skim and the rules.
  @Test func linesScan_asTheFullScan() throws {
    var turnedAway = 0
    for input in Self.lineCorpus() {
      input.withUnsafeBufferPointer { bytes in
        if !NamePlaceTests.passesWithNoFindingMissed(bytes).passes { turnedAway += 1 }
      }
    }
    #expect(turnedAway > 3_000)
    let scans = try fullAndDefaultScans(ofSwiftFiles: Self.lineCorpus(), every: 11)
    #expect(scans.findings > 200)
    #expect(scans.scan == scans.full)
  }
}
