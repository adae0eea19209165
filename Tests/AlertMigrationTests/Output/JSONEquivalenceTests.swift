import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// The byte-level JSON writer against the writer as it was (ReferenceJSON.swift): the same
/// string literals, the same values' text and the same scan reports, byte for byte.
@Suite struct JSONEquivalenceTests {
  /// Pieces random strings are made of: every character the escaper treats apart, its
  /// neighbours, the lead byte of U+2028 in other characters, and plain text.
  static let pieces: [String] =
    (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
      "\u{7F}", "\u{80}", "\u{9F}", "\"", "\\", "/", "\u{2028}", "\u{2029}", "\u{2027}",
      "\u{202A}", "\u{2000}", "\u{2026}", "\u{20AC}", "\u{2FFF}", "\u{E2}", "\u{E280}", "é",
      "e\u{301}", "日本", "🙂", "👩‍👩‍👧", "\r\n", "\\xFF", "\\\\x", "abc", "UIAlertView", " ",
      "\u{FEFF}", "\u{FFFD}", "\u{10FFFF}", "A\\xE2\\x80.swift",
    ]

  static func randomStrings(count: Int, seed: UInt64) -> [String] {
    var random = SplitMix(seed: seed)
    return (0..<count).map { _ in
      var text = ""
      for _ in 0..<Int(random.next() % 24) {
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      return text
    }
  }

  @Test func quoted_matchesTheReferenceEscaper() {
    // Every scalar below U+3100 alone (U+2028, U+2029 and their neighbours), then random mixes.
    let singles = (0..<0x3100).compactMap { Unicode.Scalar($0).map { String($0) } }
    let inputs: [String] =
      [""] + singles + Self.pieces + Self.randomStrings(count: 20_000, seed: 2_028)
    var differences = 0
    for input in inputs where JSONValue.quoted(input) != ReferenceJSONValue.quoted(input) {
      differences += 1
      if differences <= 5 {
        let scalars = input.unicodeScalars.map(\.value)
        Issue.record(
          "\(scalars): \(JSONValue.quoted(input)) != \(ReferenceJSONValue.quoted(input))")
      }
    }
    #expect(differences == 0)
    #expect(inputs.count > 30_000)
  }

  @Test func quoted_escapesControlsQuotesAndLineSeparators() {
    #expect(JSONValue.quoted("a\"b\\c\n\r\t") == #""a\"b\\c\n\r\t""#)
    #expect(JSONValue.quoted("\u{0}\u{1F}\u{7F}\u{1B}[31m") == #""\u0000\u001f\u007f\u001b[31m""#)
    #expect(JSONValue.quoted("x\u{2028}y\u{2029}z\u{2027}") == "\"x\\u2028y\\u2029z\u{2027}\"")
    #expect(JSONValue.quoted("日本 🙂 \\xFF") == #""日本 🙂 \\xFF""#)
  }

  @Test func values_matchTheReferenceWriter() {
    var random = SplitMix(seed: 77)
    let strings = Self.randomStrings(count: 500, seed: 78)
    func value(depth: Int) -> (JSONValue, ReferenceJSONValue) {
      switch random.next() % (depth > 3 ? 3 : 5) {
      case 0:
        let text = strings[Int(random.next() % UInt64(strings.count))]
        return (.string(text), .string(text))
      case 1:
        let number = Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64)
        return (.int(number), .int(number))
      case 2:
        let flag = random.next() % 2 == 0
        return (.bool(flag), .bool(flag))
      case 3:
        let elements = (0..<Int(random.next() % 4)).map { _ in value(depth: depth + 1) }
        return (.array(elements.map(\.0)), .array(elements.map(\.1)))
      default:
        let inline = random.next() % 2 == 0
        let members = (0..<Int(random.next() % 4)).map { _ in
          (strings[Int(random.next() % UInt64(strings.count))], value(depth: depth + 1))
        }
        return (
          .object(members.map { ($0.0, $0.1.0) }, inline: inline),
          .object(members.map { ($0.0, $0.1.1) }, inline: inline)
        )
      }
    }
    var compared = 0
    for _ in 0..<3_000 {
      let (value, reference) = value(depth: 0)
      #expect(value.text == reference.text)
      compared += 1
    }
    #expect(JSONValue.int(Int.min).text == "\(Int.min)\n")
    #expect(JSONValue.int(Int.max).text == "\(Int.max)\n")
    #expect(compared == 3_000)
  }

  @Test func scanReports_matchTheReferenceJSON() throws {
    var random = SplitMix(seed: 4_096)
    let strings = Self.randomStrings(count: 300, seed: 4_097)
    func pick() -> String { strings[Int(random.next() % UInt64(strings.count))] }
    func maybe() -> String? { random.next() % 3 == 0 ? nil : pick() }
    var reports: [ScanReport] = [ScanReport(files: [], filesScanned: 0, bytesScanned: 0)]
    for _ in 0..<300 {
      let files = (0..<Int(random.next() % 6)).map { _ in
        FileReport(
          path: pick(), language: random.next() % 2 == 0 ? .swift : .objectiveC,
          findings: (0..<Int(random.next() % 8)).map { _ in
            Finding(
              kind: Finding.Kind.allCases[Int(random.next() % UInt64(Finding.Kind.allCases.count))],
              name: pick(), line: Int(random.next() % 100_000), column: Int(random.next() % 300),
              enclosingType: maybe(), member: maybe(), fingerprint: pick(), tag: maybe())
          })
      }
      var report = ScanReport(
        files: files, filesScanned: Int(random.next() % 10_000),
        bytesScanned: Int(random.next() % 100_000_000),
        problems: (0..<Int(random.next() % 3)).map { _ in
          ScanProblem(path: pick(), message: pick())
        })
      if random.next() % 3 == 0 {
        let known = files.flatMap(\.findings).map(\.fingerprint).filter { _ in
          random.next() % 2 == 0
        }
        report.baseline = Baseline(fingerprints: Set(known))
      }
      reports.append(report)
    }
    // And real scans: the fixture tree and the project's own sources.
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    reports.append(try MigrationScanner().scan(path: directory.path))
    reports.append(try MigrationScanner().scan(path: Toolchain.packageRoot.path))
    var compared = 0
    for report in reports {
      let reference = referenceJSON(of: report)
      #expect(report.json() == reference)
      // The files written in parallel runs, from two files on (`json()` does from 256).
      #expect(report.json(filesInParallelFrom: 2) == reference)
      compared += 1
    }
    #expect(compared == 303)
    // The project's own legacy fixtures (its LegacyAlertView code is migrated code, no finding).
    #expect(reports.last.map { $0.totals.findings > 50 } == true)
  }
}
