import AlertMigration
import AlertShimTestSupport
import Foundation
import Testing

/// File names in reports: control characters are quoted as git
/// quotes them in human-readable outputs, and a name that is not UTF-8 never shares a spelling
/// with a name that is.
@Suite struct FileNameQuotingTests {
  static let escapeName = "x\u{1B}]2;PWNED\u{07}\u{1B}[2J.swift"

  @Test func quoted_escapesControlCharactersAsGitDoes() {
    #expect(
      PathQuoting.quoted(FileNameQuotingTests.escapeName) == #""x\033]2;PWNED\a\033[2J.swift""#)
    #expect(PathQuoting.quoted("a\nb.swift") == #""a\nb.swift""#)
    #expect(PathQuoting.quoted("tab\there \"q\".swift") == #""tab\there \"q\".swift""#)
    #expect(PathQuoting.quoted("c1\u{9B}.swift") == #""c1\302\233.swift""#)
  }

  @Test func quoted_leavesPlainAndUTF8NamesAlone() {
    #expect(PathQuoting.quoted("App/Écran.swift") == "App/Écran.swift")
    #expect(PathQuoting.quoted("A\u{FFFD}.swift") == "A\u{FFFD}.swift")
  }

  @Test func quoted_tellsARawByteFromItsLiteralLookAlike() {
    // Report paths: the byte 0xFF is `A\xFF.swift`; a literal backslash is doubled.
    #expect(PathQuoting.quoted(#"A\xFF.swift"#) == #""A\377.swift""#)
    #expect(PathQuoting.quoted(#"A\\xFF.swift"#) == #""A\\xFF.swift""#)
    #expect(PathQuoting.bytes(of: #"A\xFF.swift"#) == [0x41, 0xFF] + Array(".swift".utf8))
    #expect(PathQuoting.bytes(of: #"A\\xFF.swift"#) == Array(#"A\xFF.swift"#.utf8))
  }

  @Test func table_andManualSteps_neverPrintAControlCharacter() throws {
    let directory = try TemporaryDirectory()
    let source = "func f(_ s: UIAlertView) { s.show(in: v) }\n"
    try directory.write(FileNameQuotingTests.escapeName, source)
    try directory.write("a\nb.swift", source)
    let table = try MigrationScanner().scan(path: directory.path).table()
    #expect(!table.contains("\u{1B}"))
    #expect(!table.contains("\u{07}"))
    // Two files, a header and a total: four rows, then the summary and two steps.
    let rows = table.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.filter { $0.hasPrefix("\"") }.count == 2)
    #expect(rows.contains { $0.hasPrefix(#"  "a\nb.swift":1:30: "#) })
    #expect(rows.contains { $0.hasPrefix(#"  "x\033]2;PWNED\a\033[2J.swift":1:30: "#) })
  }

  @Test func plan_quotesTheName() throws {
    let directory = try TemporaryDirectory()
    try directory.write(FileNameQuotingTests.escapeName, "let a = UIAlertView()\n")
    let plan = try MigrationScanner().scan(path: directory.path).plan()
    #expect(!plan.contains("\u{1B}"))
    #expect(plan.contains(#"`"x\033]2;PWNED\a\033[2J.swift":1`"#))
  }

  @Test func diffHeaders_quoteANewline_andPatchAppliesThem() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a\nb.swift", "let a: UIAlertView? = nil\n")
    let report = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    let diff = report.files.map(\.diff).joined()
    #expect(diff.hasPrefix("--- \"a/a\\nb.swift\"\n+++ \"b/a\\nb.swift\"\n@@ "))
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
    #expect(try patch(diff, in: directory) == 0)
    #expect(try directory.read("a\nb.swift").contains("LegacyAlertView"))
  }

  @Test func diffHeaders_endANameWithASpaceInATab_andPatchAppliesThem() throws {
    let directory = try TemporaryDirectory()
    try directory.write("My Screens/A b.swift", "let a: UIAlertView? = nil\n")
    try directory.write("Plain.swift", "let a: UIAlertView? = nil\n")
    let report = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    let diff = report.files.map(\.diff).joined()
    #expect(diff.hasPrefix("--- a/My Screens/A b.swift\t\n+++ b/My Screens/A b.swift\t\n@@ "))
    #expect(diff.contains("--- a/Plain.swift\n+++ b/Plain.swift\n@@ "))
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
    #expect(try patch(diff, in: directory) == 0)
    #expect(try directory.read("My Screens/A b.swift").contains("LegacyAlertView"))
    #expect(try directory.read("Plain.swift").contains("LegacyAlertView"))
  }

  /// Runs `patch -p1` in `directory` on `diff`; its exit status.
  private func patch(_ diff: String, in directory: TemporaryDirectory) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
    process.arguments = ["-p1", "-s", "-d", directory.path]
    let input = Pipe()
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data(diff.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }

  // Item 11: `A<0xFF>.swift` and the literal `A\xFF.swift` stay two files.
  @Test func rawByteName_andItsLiteralLookAlike_stayTwoFilesInEveryFormat() throws {
    let directory = try TemporaryDirectory()
    try FaultTests.create(
      directory.path, name: [0x41, 0xFF] + Array(".swift".utf8), contents: FaultTests.alertFile)
    try directory.write(#"A\xFF.swift"#, FaultTests.alertFile)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.files.map(\.path) == [#"A\\xFF.swift"#, #"A\xFF.swift"#])
    let fingerprints = report.files.map { $0.findings.map(\.fingerprint) }
    #expect(Set(fingerprints[0]).isDisjoint(with: fingerprints[1]))
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let paths = (json["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
    #expect(paths == [#"A\\xFF.swift"#, #"A\xFF.swift"#])
    let sarif = try report.sarif(toolVersion: "1")
    #expect(sarif.contains(#""uri": "A%FF.swift""#))
    #expect(sarif.contains(#""uri": "A%5CxFF.swift""#))
    #expect(report.table().contains(#""A\377.swift""#))
    #expect(report.table().contains(#""A\\xFF.swift""#))
  }

  @Test func baselineEntry_ofTheLookAlike_doesNotHideTheOtherFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"A\xFF.swift"#, FaultTests.alertFile)
    let baseline = try Baseline(
      reportBytes: Array(try MigrationScanner().scan(path: directory.path).json().utf8))
    try FaultTests.create(
      directory.path, name: [0x41, 0xFF] + Array(".swift".utf8), contents: FaultTests.alertFile)
    var gate = ScanGate()
    gate.baseline = baseline
    let outcome = gate.evaluate(try MigrationScanner().scan(path: directory.path))
    #expect(outcome.counted == 1)
  }
}
