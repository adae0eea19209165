import AlertMigration
import AlertShimTestSupport
import Foundation
import Testing

/// The baseline is read as a stream and capped.
@Suite struct BaselineReadingTests {
  static func report() throws -> ScanReport {
    let directory = try TemporaryDirectory()
    try directory.write("A.swift", FaultTests.alertFile)
    try directory.write("B.swift", "let s = UIActionSheet()\nlet t = UIActionSheet()\n")
    return try MigrationScanner().scan(path: directory.path)
  }

  @Test func streamedFile_hasTheFingerprintsOfTheJSONReportAndTheSARIFLog() throws {
    let report = try BaselineReadingTests.report()
    let expected = Set(report.files.flatMap { $0.findings.map(\.fingerprint) })
    #expect(expected.count == 3)
    let directory = try TemporaryDirectory()
    try directory.write("b.json", report.json())
    try directory.write("b.sarif", try report.sarif(toolVersion: "1"))
    for name in ["b.json", "b.sarif"] {
      let baseline = try Baseline(
        contentsOfFile: directory.url(name).path, maximumSize: 1 << 20)
      #expect(baseline.fingerprints == expected)
    }
  }

  @Test func fileOverTheSizeLimit_isAClearError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("b.json", try BaselineReadingTests.report().json())
    let path = directory.url("b.json").path
    #expect {
      try Baseline(contentsOfFile: path, maximumSize: 100)
    } throws: { error in
      (error as? MigrationError)?.message.contains("larger than the size limit") == true
        && (error as? MigrationError)?.message.contains("--max-file-size") == true
    }
  }

  @Test(arguments: ["{}", "no", "", "[1]", #"{"files": [{"findings": [{"fingerprint": "a"#])
  func textThatIsNotAWholeReport_isAnError(text: String) {
    #expect(throws: MigrationError.self) { try Baseline(reportBytes: Array(text.utf8)) }
  }

  @Test func fingerprintKeysOutsideTheirPlace_areIgnored() throws {
    let text =
      #"{"version": 1, "fingerprint": "x", "files": [{"fingerprint": "y", "#
      + #""findings": [{"name": "fingerprint", "fingerprint": "0123456789abcdef"}]}]}"#
    #expect(try Baseline(reportBytes: Array(text.utf8)).fingerprints == ["0123456789abcdef"])
  }
}
