import AlertShimTestSupport
import Testing

@testable import AlertMigration

/// The output stage against the code as it was (ReferenceLocator.swift): lines and columns,
/// located findings with their fingerprints, per-file reports and totals, on random texts with
/// every kind of line end, multi-byte characters, invalid UTF-8, byte order marks, long lines,
/// a long single line with thousands of findings, and many findings that hash the same.
@Suite struct LocatorEquivalenceTests {
  /// Pieces of the random texts: line ends of every kind (and a `\r` before them), blanks,
  /// multi-byte characters, a byte order mark in the middle, and code.
  static let pieces: [[UInt8]] =
    [
      "a", "bc", " ", "\t", "\u{0B}", "\u{0C}", "\n", "\r", "\r\n", "\n\r", "\r\r\n", "\n\n",
      "é", "😀", "\u{2028}", "日本", "\u{FEFF}", "UIAlertView", "alert.show()\n",
      "    let a = UIAlertView(title: nil)\r\n", "é\r", "\r😀",
      String(repeating: " ", count: 40),
    ].map { Array($0.utf8) } + [[0x80], [0xBF], [0xC3], [0xE2, 0x80], [0xFF], [0x00]]

  /// A random text of up to `pieces` pieces, sometimes with a byte order mark, sometimes with a
  /// long line (ASCII, multi-byte, or with line ends every few hundred bytes) in it.
  static func text(_ random: inout SplitMix, pieces count: Int) -> [UInt8] {
    var text: [UInt8] = random.next() % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []
    for _ in 0..<Int(random.next() % UInt64(count + 1)) {
      switch random.next() % 40 {
      case 0:
        let length = 100 + Int(random.next() % 3_000)
        text += Array(repeating: UInt8(ascii: "x"), count: length)
      case 1:
        let length = 50 + Int(random.next() % 800)
        for _ in 0..<length { text += Array("é日😀".utf8) }
      case 2:
        let length = 200 + Int(random.next() % 2_000)
        for index in 0..<length {
          text.append(index % 97 == 96 ? UInt8(ascii: "\r") : UInt8(ascii: "y"))
        }
      default:
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
    }
    return text
  }

  /// Increasing targets from 0 to past the end: repeated ones, steps of 1 to thousands, and
  /// (rarely) ones inside a leading byte order mark.
  static func targets(_ random: inout SplitMix, count: Int) -> [Int] {
    var targets: [Int] = []
    var target = random.next() % 8 == 0 ? Int(random.next() % 3) : 0
    while target <= count + 3 {
      targets.append(target)
      switch random.next() % 6 {
      case 0: break
      case 1: target += 1
      case 2: target += Int(random.next() % 17)
      case 3: target += Int(random.next() % 300)
      case 4: target += Int(random.next() % 5_000)
      default: target += Int(random.next() % 64)
      }
    }
    return targets
  }

  @Test func location_isTheReferences() {
    var random = SplitMix(seed: 0x10CA7E)
    var compared = 0
    var longLines = 0
    for round in 0..<1_500 {
      let bytes = Self.text(&random, pieces: round % 10 == 0 ? 400 : 60)
      SourceBytes.withCopy(of: bytes) { text in
        var locator = LineLocator(text: text)
        var reference = ReferenceLineLocator(text: text)
        for target in Self.targets(&random, count: bytes.count) {
          let found = locator.location(of: target)
          let expected = reference.location(of: target)
          #expect(found == expected, "\(target) in \(bytes.count) bytes, round \(round)")
          compared += 1
          if expected.column > 1_000 { longLines += 1 }
        }
      }
    }
    #expect(compared > 20_000)
    #expect(longLines > 500)
  }

  /// Names, types, members and tags of the random findings: few, so many findings hash alike.
  static let names = [
    "UIAlertView", "show()", "alertView(_:clickedButtonAt:)", "tag", "é名", "",
    String(repeating: "a long manual step ", count: 20),
  ]
  static let types: [String?] = [nil, "C", "ViewController", "Ä"]
  static let members: [String?] = [nil, "viewDidLoad()", "f(a:)"]
  static let tags: [String?] = [nil, "1", "index + 1"]

  /// Up to `count` random raw findings in a text of `length` bytes, in random order, with
  /// copies of earlier ones (the same place or another).
  static func rawFindings(_ random: inout SplitMix, count: Int, length: Int) -> [RawFinding] {
    var raw: [RawFinding] = []
    for _ in 0..<Int(random.next() % UInt64(count + 1)) {
      if !raw.isEmpty, random.next() % 4 == 0 {
        var copy = raw[Int(random.next() % UInt64(raw.count))]
        if random.next() % 2 == 0 { copy.offset = Int(random.next() % UInt64(length + 1)) }
        raw.append(copy)
        continue
      }
      func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
      raw.append(
        RawFinding(
          kind: pick(Finding.Kind.allCases), name: pick(names),
          offset: Int(random.next() % UInt64(length + 1)), enclosingType: pick(types),
          member: pick(members), tag: pick(tags), usesUIKitEntryPoint: random.next() % 2 == 0))
    }
    if random.next() % 3 == 0 { raw.sort { $0.offset < $1.offset } }
    return raw
  }

  /// The base hash of a finding as the reference computes it (before the occurrence).
  static func baseHash(_ finding: RawFinding, in text: SourceBytes) -> UInt64 {
    ReferenceLineLocator.baseFingerprint(finding, in: text).value
  }

  @Test func locate_andTheFileReport_areTheReferences() {
    var random = SplitMix(seed: 0xF1_4E_E7)
    var findings = 0
    var repeated = 0
    for round in 0..<1_200 {
      let bytes = Self.text(&random, pieces: round % 10 == 0 ? 300 : 50)
      SourceBytes.withCopy(of: bytes) { text in
        let raw = Self.rawFindings(
          &random, count: round % 20 == 0 ? 600 : 40, length: bytes.count)
        let expected = ReferenceLineLocator.locate(raw, in: text)
        let found = LineLocator.locate(raw, in: text)
        #expect(found == expected, "round \(round)")
        #expect(found.map(\.fingerprint) == expected.map(\.fingerprint), "round \(round)")
        let path = round % 2 == 0 ? "Sources/A.swift" : "é/\(round).m"
        let language: SourceLanguage = round % 2 == 0 ? .swift : .objectiveC
        let report = FileReport.scanned(path: path, language: language, findings: found)
        #expect(
          report == referenceScannedReport(path: path, language: language, findings: expected))
        findings += raw.count
        var seen: Set<UInt64> = []
        for finding in raw where !seen.insert(Self.baseHash(finding, in: text)).inserted {
          repeated += 1
        }
      }
    }
    #expect(findings > 40_000)
    #expect(repeated > 5_000)
  }

  // One line of 600 KB with 20,000 findings, half of them alike, and 3,000 equal lines with
  // an equal finding on each: the files the locator and the occurrence count must stay linear
  // on. (Compared, not timed.)
  @Test func denseFiles_areTheReferences() {
    var random = SplitMix(seed: 0xDE45E)
    var line: [UInt8] = []
    while line.count < 600_000 {
      line += Array("UIAlertView(title: \"é\").show(); ".utf8)
      if random.next() % 8 == 0 { line += Array("😀\t".utf8) }
    }
    let lines = Array(
      repeating: Array("    alert.show() // 日本\r\n".utf8), count: 3_000
    ).joined()
    for bytes in [line, Array(lines)] {
      SourceBytes.withCopy(of: bytes) { text in
        var raw: [RawFinding] = []
        var offset = 0
        let step = max(1, bytes.count / 20_000)
        while offset < bytes.count {
          let alike = random.next() % 2 == 0
          raw.append(
            RawFinding(
              kind: alike ? .show : .creation, name: alike ? "show()" : "UIAlertView",
              offset: alike ? offset - offset % 35 : offset, enclosingType: "C",
              member: alike ? nil : "f()", tag: nil))
          offset += 1 + Int(random.next() % UInt64(2 * step))
        }
        let found = LineLocator.locate(raw, in: text)
        #expect(found == ReferenceLineLocator.locate(raw, in: text))
        #expect(found.count > 2_900)
      }
    }
  }

  // Runs of line ends longer than the counters' flush (4 a lane a round of 64 bytes, 63
  // rounds; 255 blocks of 16), with targets far apart and on every kind of line end.
  @Test func location_ofLongRunsOfLineEnds_isTheReferences() {
    for piece in ["\n", "\r", "\r\n", "é", "\n\r"] {
      for length in [4_030, 4_032, 4_095, 4_096, 4_097, 8_200, 17_000] {
        let bytes = Array(String(repeating: piece, count: length).utf8) + Array("x\n".utf8)
        SourceBytes.withCopy(of: bytes) { text in
          for step in [1, 4_000, 4_080, 4_096, 20_000] {
            var locator = LineLocator(text: text)
            var reference = ReferenceLineLocator(text: text)
            for target in stride(from: 0, through: bytes.count, by: step) + [bytes.count] {
              #expect(
                locator.location(of: target) == reference.location(of: target),
                "\(piece) x \(length), \(target)")
            }
          }
        }
      }
    }
  }

  // Fingerprints given by hand (any text) are hashed with the path as their text.
  @Test func fileReport_ofFindingsWithAnyFingerprint_isTheReferences() {
    let texts = ["", "x", "0123456789ABCDEF", "0123456789abcdef", "é", "ffffffffffffffff0"]
    let findings = texts.enumerated().map { index, text in
      Finding(kind: .show, name: "show()", line: index, column: 1, fingerprint: text)
    }
    for path in ["a.swift", "é/b.m", ""] {
      #expect(
        FileReport.scanned(path: path, language: .swift, findings: findings)
          == referenceScannedReport(path: path, language: .swift, findings: findings))
    }
  }

  // A baseline of a real scan's fingerprints (16 digits each): the JSON marks the findings
  // unchanged or new as the reference does, and the same with a baseline of other texts.
  @Test func json_withABaselineOfTheScansFingerprints_isTheReferences() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    var report = try MigrationScanner().scan(path: directory.path)
    let fingerprints = report.files.flatMap(\.findings).map(\.fingerprint)
    #expect(fingerprints.count > 10)
    for kept in [fingerprints.enumerated().filter { $0.offset % 3 == 0 }.map(\.element), []] {
      report.baseline = Baseline(fingerprints: Set(kept + ["not a fingerprint", "0123"]))
      let reference = referenceJSON(of: report)
      #expect(report.json() == reference)
      #expect(report.json(filesInParallelFrom: 2) == reference)
      #expect(reference.contains("\"unchanged\"") == !kept.isEmpty)
    }
  }

  @Test func snippetBounds_areTheReferences() {
    var random = SplitMix(seed: 0x5E1B)
    var compared = 0
    for _ in 0..<150 {
      let bytes = Self.text(&random, pieces: 80)
      SourceBytes.withCopy(of: bytes) { text in
        for offset in 0...bytes.count {
          let found = LineLocator.snippetBounds(around: offset, in: text)
          let expected = ReferenceLineLocator.snippetBounds(around: offset, in: text)
          #expect(found == expected, "\(offset) in \(bytes.count) bytes")
          compared += 1
        }
      }
    }
    #expect(compared > 40_000)
  }

  // A fingerprint of 16 lowercase hexadecimal digits is held as a number, any other as text:
  // the property gives back what was set, and findings compare and hash as their strings.
  @Test func fingerprint_keepsWhatWasSet_andComparesAsText() {
    var random = SplitMix(seed: 0x16)
    let digits = Array("0123456789abcdef")
    var texts = [
      "", "0", "0123456789abcdef", "0123456789ABCDEF", "0123456789abcde", "0123456789abcdef0",
      "g123456789abcdef", "0123456789abcdé", " 123456789abcdef", "ffffffffffffffff",
      "0000000000000000",
    ]
    for _ in 0..<300 {
      texts.append(String((0..<16).map { _ in digits[Int(random.next() % 16)] }))
    }
    for text in texts {
      let finding = Finding(kind: .show, name: "show()", line: 1, column: 1, fingerprint: text)
      #expect(finding.fingerprint == text)
      let isDigits = text.utf8.count == 16 && text.allSatisfy { digits.contains($0) }
      #expect((Fingerprint.value(ofHexadecimal: text) != nil) == isDigits, "\(text)")
      if let value = Fingerprint.value(ofHexadecimal: text) {
        #expect(Fingerprint.hexadecimal(value) == text)
        var hash = Fingerprint()
        hash.addHexadecimal(value)
        var reference = ReferenceFingerprint()
        reference.add(text)
        #expect(hash.value == reference.value)
      }
      for other in texts.prefix(20) {
        let second = Finding(kind: .show, name: "show()", line: 1, column: 1, fingerprint: other)
        #expect((finding == second) == (text == other))
        if text == other { #expect(finding.hashValue == second.hashValue) }
      }
      var changed = finding
      changed.fingerprint = "x"
      changed.fingerprint = text
      #expect(changed == finding)
    }
    var power: UInt64 = 1
    for _ in 0..<7 { power = power &* 0x100_0000_01B3 }
    #expect(power == Fingerprint.primeToTheSeventh)
    for number in Array(0...12_000) + [65_536, 99_999, 100_000, 1 << 40, Int.max] {
      var hash = Fingerprint()
      hash.addDecimal(number)
      var reference = ReferenceFingerprint()
      reference.add(String(number))
      #expect(hash.value == reference.value, "\(number)")
    }
  }

  @Test func totals_areTheReferences() {
    var random = SplitMix(seed: 0x7074)
    for _ in 0..<300 {
      let files = (0..<Int(random.next() % 8)).map { index in
        FileReport(
          path: "f\(index)", language: random.next() % 3 == 0 ? .objectiveC : .swift,
          findings: (0..<Int(random.next() % 12)).map { _ in
            Finding(
              kind: Finding.Kind.allCases[
                Int(random.next() % UInt64(Finding.Kind.allCases.count))],
              name: "n", line: 1, column: 1)
          })
      }
      let report = ScanReport(
        files: files, filesScanned: Int(random.next() % 100), bytesScanned: 7)
      #expect(report.totals == referenceTotals(of: report))
    }
  }

  // The order of the files of a scan made while listing: by the bytes of the relative paths,
  // as `Platform.precedes` sorts them, whatever the listing order. Paths shorter and longer
  // than the 16 bytes compared first, with equal first 16 bytes, prefixes of each other, and
  // bytes from 0x80 up (unsigned order).
  @Test func pathOrder_isTheOrderOfTheBytes() {
    var random = SplitMix(seed: 0x9A7)
    let parts: [[UInt8]] = [
      Array("Group6/".utf8), Array("Group6/270-Clicked".utf8), Array("a".utf8), Array("é".utf8),
      [0xFF], [0x80], Array("/".utf8), Array("-".utf8), Array("Sources/AlertMigration/".utf8),
      Array("x.swift".utf8), Array("x.m".utf8), Array("0123456789abcdef".utf8),
    ]
    var compared = 0
    for _ in 0..<300 {
      var seen: Set<[UInt8]> = []
      var files: [SourceTree.File] = []
      for _ in 0..<Int(random.next() % 60) {
        var bytes: [UInt8] = []
        for _ in 0..<(1 + Int(random.next() % 5)) {
          bytes += parts[Int(random.next() % UInt64(parts.count))]
        }
        guard seen.insert(bytes).inserted else { continue }
        files.append(
          SourceTree.File(
            relativeBytes: bytes, path: FilePath(bytes), language: .swift, companionHeader: nil))
      }
      let expected = files.indices.sorted {
        Platform.precedes(files[$0].relativeBytes, files[$1].relativeBytes)
      }
      #expect(MigrationScanner.pathOrder(files) == expected)
      compared += files.count
    }
    #expect(compared > 5_000)
  }

  // The JSON writer's digits (no loop below 10,000) are `String(_:)`'s.
  @Test func jsonIntegers_areTheirDescriptions() {
    var numbers = Array(-20...10_100) + [Int.min, Int.max, 99_999, 100_000, 1 << 40]
    var random = SplitMix(seed: 0x1A7)
    for _ in 0..<2_000 { numbers.append(Int(truncatingIfNeeded: random.next()) >> 20) }
    for number in numbers {
      #expect(JSONValue.int(number).text == "\(number)\n")
    }
  }

  @Test func kindOrder_isTheOrderOfTheCases() {
    let kinds = Finding.Kind.allCases
    #expect(kinds.map(\.rank) == Array(0..<Finding.Kind.count))
    for (left, lhs) in kinds.enumerated() {
      for (right, rhs) in kinds.enumerated() {
        #expect((lhs < rhs) == (left < right), "\(lhs) < \(rhs)")
      }
    }
  }
}
