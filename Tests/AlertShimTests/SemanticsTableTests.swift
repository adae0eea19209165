import Foundation
import Testing

/// Docs/Semantics.md names, for every SEMANTICS id, the tests that pin it.
/// These tests keep that table honest: every named test exists, and every id
/// has a row with a source.
@Suite struct SemanticsTableTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func table() throws -> String {
    try String(contentsOf: root.appendingPathComponent("Docs/Semantics.md"), encoding: .utf8)
  }

  /// The rows of the table: id, source and the `Suite/test` names.
  static func rows() throws -> [(id: String, source: String, tests: [String])] {
    try table().split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 7, cells[1].first?.isUppercase == true, cells[1] != "id" else {
        return nil
      }
      let tests = cells[4].split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        .filter { $0.contains("/") }
      return (cells[1], cells[3], tests)
    }
  }

  /// Every Swift source of the test targets, concatenated.
  static func testSources() throws -> String {
    let tests = root.appendingPathComponent("Tests")
    guard let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    else { return "" }
    var text = ""
    for case let url as URL in walker where url.pathExtension == "swift" {
      text += try String(contentsOf: url, encoding: .utf8)
    }
    return text
  }

  @Test func everyNamedTest_exists() throws {
    let sources = try Self.testSources()
    var missing: [String] = []
    for row in try Self.rows() {
      for name in row.tests {
        let parts = name.split(separator: "/")
        guard parts.count == 2 else { continue }
        let suite = parts[0]
        let test = parts[1]
        let suiteDeclared =
          sources.contains("struct \(suite)") || sources.contains("class \(suite)")
        if !suiteDeclared || !sources.contains("func \(test)(") {
          missing.append("\(row.id): \(name)")
        }
      }
    }
    #expect(missing == [])
  }

  @Test func everyLegacyAndSheetId_hasARowWithASource() throws {
    let rows = try Self.rows()
    let ids = rows.map(\.id)
    let expected =
      (1...17).map { "L\($0)" } + ["L2a"] + (1...6).map { "S\($0)" } + ["S1a"]
      + (1...8).map { "M\($0)" } + (1...6).map { "P\($0)" } + (1...7).map { "A\($0)" }
      + ["D1", "T1"]
    #expect(Set(expected).subtracting(ids) == [])
    #expect(rows.filter { $0.source.isEmpty }.map(\.id) == [])
    #expect(rows.filter { $0.tests.isEmpty }.map(\.id) == [])
  }

  @Test func table_pointsAtNothingOutsideTheRepository() throws {
    let table = try Self.table()
    #expect(!table.contains("../shared"))
    #expect(!table.contains("SEMANTICS.md"))
  }
}
