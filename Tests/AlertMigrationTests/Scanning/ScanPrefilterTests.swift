import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// The prefilter that keeps files without a name of interest from being lexed, and the parallel
/// scan: neither may change a report.
@Suite struct ScanPrefilterTests {
  /// The project's fixtures: every source of the fixture tree and the type-check fixtures.
  static let fixtures: [(text: String, language: SourceLanguage)] =
    [
      (FixtureTree.settingsScreen, .swift), (FixtureTree.shareScreen, .swift),
      (FixtureTree.plain, .swift), (FixtureTree.loginController, .objectiveC),
      (FixtureTree.loginHeader, .objectiveC),
    ] + TypeCheckFixture.all.map { ($0.source, SourceLanguage.swift) }

  /// Fragments that put a name of interest next to every kind of neighbour a lexer may see.
  static let neighbours = [
    "", " ", "\n", "(", ")", ".", ":", "`", "@", "#", "$", "_", "x", "1", "\"", "'", "/*", "*/",
    "//", "\\", "\u{FEFF}", "é", "[", "]", "<", ">", ",", ";", "-", "=",
  ]

  /// A deterministic corpus: the fixtures cut at many points and spliced, and each name of
  /// interest between every pair of neighbours, inside and outside comments and strings.
  static let corpus = makeCorpus()

  static func makeCorpus() -> [(bytes: [UInt8], language: SourceLanguage)] {
    var random = SplitMix(seed: 24)
    var result: [(bytes: [UInt8], language: SourceLanguage)] = []
    for (text, language) in fixtures {
      let bytes = Array(text.utf8)
      result.append((bytes, language))
      for _ in 0..<40 {
        let start = Int(random.next() % UInt64(bytes.count))
        let end = start + Int(random.next() % UInt64(bytes.count - start + 1))
        let other = fixtures[Int(random.next() % UInt64(fixtures.count))].text.utf8
        let cut = Int(random.next() % UInt64(other.count))
        result.append((Array(bytes[start..<end]) + Array(other.dropFirst(cut)), language))
      }
    }
    let names = Set(
      (Vocabulary.swift.interestNames + Vocabulary.objectiveC.interestNames).map {
        $0.description
      })
    for name in names.sorted() {
      for before in neighbours {
        for after in neighbours {
          for wrapper in ["%(title: nil)", "[% show];"] {
            let text = wrapper.replacingOccurrences(of: "%", with: before + name + after)
            result.append((Array(text.utf8), .swift))
            result.append((Array(text.utf8), .objectiveC))
          }
        }
      }
    }
    return result
  }

  // A file the prefilter rejects has no finding in the full scan.
  @Test func prefilter_neverRejectsAFileWithFindings() {
    var rejected = 0
    var withFindings = 0
    for (bytes, language) in Self.corpus {
      let findings = bytes.withUnsafeBufferPointer {
        MigrationScanner.findings(in: $0, language: language)
      }
      let passes = bytes.withUnsafeBufferPointer { Prefilter.of(language).mayHaveFindings($0) }
      if !passes { rejected += 1 }
      if !findings.isEmpty { withFindings += 1 }
      #expect(
        passes || findings.isEmpty,
        "rejected \(String(decoding: bytes, as: UTF8.self)) with \(findings.map(\.description))")
    }
    // The corpus exercises both sides.
    #expect(rejected > 1_000)
    #expect(withFindings > 500)
  }

  // The block search (its own anchors, 64 and 16 positions at a time) and the search eight
  // bytes at a time answer as the byte-by-byte one, with each name at every offset of a 64- and
  // 16-byte block, an 8-byte word and of the file's end, and on the corpus and random bytes.
  @Test func wordSearch_agreesWithTheByteByByteSearch() {
    var inputs = Self.corpus.map(\.bytes)
    let names = Set(
      (Vocabulary.swift.interestNames + Vocabulary.objectiveC.interestNames).map(\.description))
    for name in names.sorted() {
      for offset in 0..<72 {
        let padding = Array(repeating: UInt8(ascii: "x"), count: offset)
        let spaced = Array(repeating: UInt8(ascii: " "), count: offset)
        inputs.append(spaced + Array(name.utf8))
        inputs.append(spaced + Array(name.utf8) + spaced)
        inputs.append(padding + Array(name.utf8))  // not a whole identifier
        inputs.append(Array(name.utf8.dropLast()) + spaced)
      }
    }
    var random = SplitMix(seed: 16)
    // 0xD6, 0xC1 and 0xD3 are `V`, `A` and `S` with the high bit set: no letters. `a`, `h`,
    // `m`, `@`, `B`, `G`, `R` and `W` pass the block search's masks without starting or ending
    // one of its anchors.
    let letters = Array("VSCPFAtnldUIxe .(\nahm`@BGRW".utf8) + [0xD6, 0xC1, 0xD3]
    for _ in 0..<2_000 {
      let length = Int(random.next() % 100)
      inputs.append((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
    }
    var accepted = 0
    for input in inputs {
      for prefilter in [Prefilter.swift, Prefilter.objectiveC] {
        let expected = input.withUnsafeBufferPointer { prefilter.mayHaveFindingsByteByByte($0) }
        let answer = input.withUnsafeBufferPointer { prefilter.mayHaveFindings($0) }
        let inWords = input.withUnsafeBufferPointer { prefilter.mayHaveFindingsInWords($0) }
        let inBlocks = input.withUnsafeBufferPointer { prefilter.mayHaveFindingsInBlocks($0) }
        #expect(answer == expected, "\(String(decoding: input, as: UTF8.self))")
        #expect(inBlocks == expected, "\(String(decoding: input, as: UTF8.self))")
        #expect(inWords == expected, "\(String(decoding: input, as: UTF8.self))")
        if expected { accepted += 1 }
      }
    }
    #expect(accepted > 2_000)
    #expect(inputs.count - accepted / 2 > 2_000)
    #expect(Prefilter.swift.searchesInBlocks && Prefilter.objectiveC.searchesInBlocks)
  }

  // A Swift file without a class name is scanned without recording its names, and
  // one with a class name keeps only the declarations of names that can hold an alert, another
  // name or an untyped value; the findings are those of the scan that records them all
  // (fixtures, corpus, random text, scope samples and the project's own sources).
  /// Random Swift made of declarations that shadow, alias and type names as alerts, untyped
  /// values or anything else, in nested scopes, and the uses that look them up.
  static func scopeSamples() -> [[UInt8]] {
    let pieces = [
      "let a = UIAlertView(title: nil, message: nil, delegate: d, cancelButtonTitle: nil)\n",
      "var d: AnyObject?\n", "let d = 1\n", "weak var d: Any?\n", "let b = a\n", "a.show()\n",
      "b.show()\n", "func f(a: Int, d: Any?) {\n", "func g(_ a: UIAlertView) {\n", "}\n",
      "class C {\n", "extension C {\n", "var a: UIActionSheet?\n", "self.a.show()\n",
      "a = UIAlertView(title: nil, message: nil, delegate: self.d, cancelButtonTitle: nil)\n",
      "let alert = b\n", "alert.show()\n", "x.a.show()\n", "if let a = a {\n", "let a = 2\n",
      "let c = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n",
      "c.addAction(x)\n", "a.delegate = d\n", "let e = a as? UIAlertView\n", "e?.show()\n",
      "var a: Int\n", "b = UIActionSheet(title: nil, delegate: d, cancelButtonTitle: nil)\n",
    ]
    var random = SplitMix(seed: 17)
    return (0..<1_500).map { _ in
      var text = ""
      for _ in 0..<(5 + Int(random.next() % 25)) {
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      return Array(text.utf8)
    }
  }

  @Test func swiftScanWithoutClassNames_equalsTheScanRecordingAllNames() {
    var storage = TokenizedSource()
    var withFindings = 0
    var skipped = 0
    for input in LexerEquivalenceTests.inputs() + Self.scopeSamples() {
      SourceBytes.withCopy(of: input) { text in
        SwiftLexer.tokenize(text, marking: true, into: &storage)
        let all = LineLocator.locate(
          SwiftScanner.scan(text, source: storage, recordingAllNames: true), in: text)
        let fast = LineLocator.locate(
          SwiftScanner.scan(text, source: storage), in: text)
        #expect(fast == all, "\(String(decoding: input, as: UTF8.self))")
        if !all.isEmpty { withFindings += 1 }
        let classNames = storage.tokens.contains {
          $0.kind == .identifier
            && LegacyAPI.Subject(Vocabulary.swift.word($0, in: text)) != nil
        }
        if !all.isEmpty, !classNames { skipped += 1 }
      }
    }
    #expect(withFindings > 500)
    // Files with findings but no class name (delegate methods, `textField(at:)`) are among them.
    #expect(skipped > 20)
  }

  @Test func prefilter_rejectsCodeWithoutNames() {
    let text = Array("let alertViewer = 1 // textFields, UIAlertViews, didPresentX\n".utf8)
    #expect(!text.withUnsafeBufferPointer { Prefilter.swift.mayHaveFindings($0) })
  }

  @Test func prefilter_acceptsANameInAComment() {
    let text = Array("// UIAlertView\n".utf8)
    #expect(text.withUnsafeBufferPointer { Prefilter.swift.mayHaveFindings($0) })
  }

  @Test func prefilter_acceptsANameAfterAByteOrderMark() {
    let text = [0xEF, 0xBB, 0xBF] + Array("UIAlertView(title: \"\")".utf8)
    #expect(text.withUnsafeBufferPointer { Prefilter.swift.mayHaveFindings($0) })
  }

  /// A tree of the corpus's texts (the fixtures and their splices, and a sample of the rest),
  /// one file each, with Objective-C headers beside some files.
  static func writeCorpusTree(into directory: TemporaryDirectory) throws {
    for (index, entry) in corpus.enumerated() where index < fixtures.count * 41 || index % 29 == 0 {
      let name = "Group\(index % 5)/File\(index)"
      switch entry.language {
      case .swift: try directory.write(name + ".swift", bytes: entry.bytes)
      case .objectiveC:
        try directory.write(name + (index % 2 == 0 ? ".m" : ".h"), bytes: entry.bytes)
        if index % 3 == 0 {
          try directory.write(
            name + ".h", "@interface C\n@property UIAlertView *alert;\n@end\n")
        }
      }
    }
    try FixtureTree.write(into: directory)
  }

  // The scan with the prefilter reports exactly what the full scan reports.
  @Test func scanWithPrefilter_equalsTheFullScan() throws {
    let directory = try TemporaryDirectory()
    try Self.writeCorpusTree(into: directory)
    let scans = try fullAndDefaultScans(of: directory.path, concurrency: 1)
    #expect(scans.findings > 100)
    #expect(scans.scan == scans.full)
  }

  // Files in parallel give the bytes of a single-threaded run, in every format.
  @Test func parallelScan_isByteIdenticalToASingleThreadedOne() throws {
    let directory = try TemporaryDirectory()
    try Self.writeCorpusTree(into: directory)
    let single = try MigrationScanner(concurrency: 1).scan(path: directory.path)
    #expect(single.totals.findings > 100)
    for workers in [2, 3, 8] {
      let parallel = try MigrationScanner(concurrency: workers).scan(path: directory.path)
      #expect(parallel.json() == single.json(), "\(workers) workers")
      #expect(parallel.table() == single.table(), "\(workers) workers")
      #expect(
        try parallel.sarif(toolVersion: "1") == single.sarif(toolVersion: "1"),
        "\(workers) workers")
    }
  }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
