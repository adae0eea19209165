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
  static let corpus = splicedFixtures + namesBetweenNeighbours()

  /// The fixtures, and each cut at random and spliced with another's end.
  static let splicedFixtures = spliceFixtures()

  static func spliceFixtures() -> [(bytes: [UInt8], language: SourceLanguage)] {
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
    return result
  }

  static func namesBetweenNeighbours() -> [(bytes: [UInt8], language: SourceLanguage)] {
    var result: [(bytes: [UInt8], language: SourceLanguage)] = []
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

  /// Inputs for the block search: the corpus; each name at every offset of a 64-position round
  /// and of the file's end (and just past a whole identifier), beside look-alikes (the anchor's
  /// key or window without the name, names cut or run on), NUL, non-ASCII, CR and control bytes;
  /// and random text of the bytes the first stage passes and of those around them.
  static func searchInputs() -> [[UInt8]] {
    // The fixtures' part of the corpus (its names between neighbours are here beside `around`).
    var inputs = splicedFixtures.map(\.bytes)
    let names = Set(
      (Vocabulary.swift.interestNames + Vocabulary.objectiveC.interestNames).map(\.description))
    let around: [[UInt8]] = [
      [], [0x20], [0x0A], [0x0D], [0x0D, 0x0A], [0x00], [0x01], Array("é".utf8),
      [0xEF, 0xBB, 0xBF],
      Array("x".utf8), Array("_".utf8), Array("1".utf8), Array("$".utf8), [0x80], [0xFF],
      Array("`".utf8), Array("@".utf8), Array("#".utf8), Array(".".utf8),
    ]
    for name in names.sorted() {
      let bytes = Array(name.utf8)
      for offset in 0..<80 {  // every start and every end in a round of 64
        let spaced = Array(repeating: UInt8(ascii: " "), count: offset)
        let letters = Array(repeating: UInt8(ascii: "x"), count: offset)
        inputs.append(spaced + bytes)
        inputs.append(spaced + bytes + spaced)
        inputs.append(letters + bytes)  // not a whole identifier
        inputs.append(spaced + bytes + [UInt8(ascii: "x")])  // nor this
        inputs.append(Array(bytes.dropLast()) + spaced)
        inputs.append(spaced + bytes.dropFirst() + spaced)
      }
      // The name with one byte changed: its length, its anchor and its window, but no name.
      for index in [1, bytes.count / 2, bytes.count - 2, bytes.count - 1] {
        var changed = bytes
        changed[index] = changed[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        inputs.append([0x20] + changed + [0x20])
      }
      for before in around {
        for after in around {
          inputs.append(before + bytes + after)
          inputs.append(before + bytes + after + bytes + before)
        }
      }
    }
    // The keys and windows of the anchors without their names, and names side by side.
    for piece in [
      "tVie", "lertView", "UIAlertC", "IAle", "ctionShe", "nShe", "textFiel", "tFie", "willPres",
      "didPrese", "lPre", "dPre", "alertViews", "UIAlertViewX", "xUIAlertView", "AlertView",
      "alertview", "UIActionSheet_", "didPresentx", "alertView0", "textField\u{0}",
      "alertView alertView", "alertView,actionSheet", "UIAlertView.UIAlertController",
    ] {
      let bytes = Array(piece.utf8)
      for offset in [0, 1, 2, 13, 14, 15, 16, 17, 47, 48, 61, 62, 63, 64, 65, 66, 127, 128] {
        inputs.append(Array(repeating: UInt8(ascii: " "), count: offset) + bytes)
        inputs.append(Array(repeating: 0, count: offset) + bytes + [0])
      }
    }
    var random = SplitMix(seed: 16)
    // `V S A F P @ C W` pass the first stage as anchors, `e a d` and space as followers; 0xD6,
    // 0xC1 and 0xD3 are `V`, `A` and `S` with the high bit set: no letters. The rest are
    // neighbours in the names, and bytes a key's low six bits may share with a name's.
    let letters =
      Array("VSAFPCWeadtnlIUx .(\nhm`@BGRTilrv4".utf8) + [0xD6, 0xC1, 0xD3, 0x00, 0x01, 0x0D]
    for _ in 0..<3_000 {
      let length = Int(random.next() % 200)
      inputs.append((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
    }
    return inputs
  }

  // The block search answers as the byte-by-byte one: whether there is a name, the first name
  // from 0, from each name, just past each and from offsets at random, and all the names, on
  // padded views and on plain buffers (whose last bytes are searched in a copy).
  @Test func blockSearch_agreesWithTheByteByByteSearch() {
    var random = SplitMix(seed: 61)
    var found = 0
    var without = 0
    for input in Self.searchInputs() {
      for prefilter in [Prefilter.swift, Prefilter.objectiveC] {
        input.withUnsafeBufferPointer { bytes in
          SourceBytes.withCopy(of: bytes) { text in
            var expected: [Int] = []
            var from = 0
            while let start = prefilter.firstNameByteByByte(in: bytes, from: from) {
              expected.append(start)
              from = start + 1
            }
            // Built only for a failure's message.
            func description() -> String { String(decoding: input, as: UTF8.self).debugDescription }
            // Backwards: the last name before the end and before each name.
            for end in [bytes.count, bytes.count + 1] + expected {
              let last = expected.last { $0 < end }
              #expect(prefilter.lastName(in: text, before: end) == last, "\(end) \(description())")
            }
            #expect(prefilter.mayHaveFindings(bytes) == !expected.isEmpty, "\(description())")
            #expect(prefilter.mayHaveFindings(text) == !expected.isEmpty, "\(description())")
            #expect(prefilter.mayHaveFindingsByteByByte(bytes) == !expected.isEmpty)
            var froms = [0, 1, bytes.count, bytes.count + 1] + expected + expected.map { $0 + 1 }
            for _ in 0..<3 { froms.append(Int(random.next() % UInt64(bytes.count + 2))) }
            for from in froms {
              let first = expected.first { $0 >= from }
              #expect(
                prefilter.firstName(in: bytes, from: from) == first, "\(from) \(description())")
              #expect(
                prefilter.firstName(in: text, from: from) == first, "\(from) \(description())")
            }
            if expected.isEmpty { without += 1 } else { found += expected.count }
          }
        }
      }
    }
    #expect(found > 20_000)
    #expect(without > 5_000)
    #expect(Prefilter.swift.searchesInBlocks && Prefilter.objectiveC.searchesInBlocks)
  }

  // A prefilter bounded by a name finds none after it, in the text (whose padding it reads when
  // it is passed as a buffer) and in other bytes alike.
  @Test func bounded_findsNoNameAfterTheLast() {
    let source = Array("alertView UIAlertView x textField alertView".utf8)
    source.withUnsafeBufferPointer { bytes in
      SourceBytes.withCopy(of: bytes) { text in
        let bounded = Prefilter.swift.bounded(by: 24, in: text)
        let cases: [(Int, Int?)] = [(0, 0), (1, 10), (10, 10), (11, 24), (24, 24), (25, nil)]
        for (from, expected) in cases {
          #expect(bounded.firstName(in: text.base, from: from) == expected)
          #expect(bounded.firstName(in: text, from: from) == expected)
          #expect(bounded.firstName(in: bytes, from: from) == expected)
        }
        #expect(Prefilter.swift.firstName(in: text.base, from: 25) == 34)
      }
    }
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
