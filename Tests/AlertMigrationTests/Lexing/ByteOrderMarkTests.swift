import AlertMigration
import AlertShimTestSupport
import Testing

/// A byte order mark is not a column: line 1 counts the same with or without one.
@Suite struct ByteOrderMarkTests {
  static let line =
    "let a = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)\n"

  @Test func utf8Mark_doesNotShiftLineOneColumns() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Marked.swift", bytes: [0xEF, 0xBB, 0xBF] + Array(Self.line.utf8))
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.files.first?.findings.map(\.description) == ["1:9: creation: UIAlertView"])
  }

  @Test func utf8Mark_sarifStartColumnIsTheUnmarkedOne() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Marked.swift", bytes: [0xEF, 0xBB, 0xBF] + Array(Self.line.utf8))
    let sarif = try MigrationScanner().scan(path: directory.path).sarif(toolVersion: "1")
    #expect(sarif.contains("\"startLine\": 1, \"startColumn\": 9"))
    #expect(!sarif.contains("\"startColumn\": 10"))
  }

  @Test func utf8Mark_inAString_doesNotShiftColumns() {
    #expect(locatedSwiftFindings("\u{FEFF}" + Self.line) == ["1:9 creation UIAlertView"])
  }

  @Test func utf16Mark_doesNotShiftLineOneColumns() throws {
    let directory = try TemporaryDirectory()
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in Self.line.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try directory.write("Wide.swift", bytes: bytes)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.files.first?.findings.map(\.description) == ["1:9: creation: UIAlertView"])
  }

  @Test func utf8Mark_keepsTheSecondLinesColumns() {
    #expect(
      locatedSwiftFindings("\u{FEFF}import UIKit\n" + Self.line) == ["2:9 creation UIAlertView"])
  }
}
