import Foundation
import Testing

/// The Semantics article (Sources/AlertShim/AlertShim.docc/Semantics.md) names,
/// for every SEMANTICS id, the tests that pin it and the file that implements
/// it. These tests keep it honest: every named test exists, every id has a
/// section with a source, and every named file exists.
@Suite struct SemanticsTableTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let article = "Sources/AlertShim/AlertShim.docc/Semantics.md"

  static func table() throws -> String {
    try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
  }

  /// One statement: a `### id` heading, then `- Source:`, `- Tests:`,
  /// `- Implemented in:` and `- Status:` items.
  struct Row {
    var id: String
    var source = ""
    var tests: [String] = []
    var implementedIn: [String] = []
    var status = ""
  }

  /// The texts between backticks of `text`.
  static func codeSpans(_ text: Substring) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The statements of the article, in order.
  static func rows() throws -> [Row] {
    var rows: [Row] = []
    for line in try table().split(separator: "\n") {
      if line.hasPrefix("### ") {
        let id = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
        if id.first?.isUppercase == true, id.dropFirst().first?.isNumber == true {
          rows.append(Row(id: id))
        }
        continue
      }
      guard !rows.isEmpty, line.hasPrefix("- ") else { continue }
      let item = line.dropFirst(2)
      if let value = item.value(of: "Source:") {
        rows[rows.count - 1].source = String(value)
      } else if let value = item.value(of: "Tests:") {
        rows[rows.count - 1].tests = codeSpans(value).filter { $0.contains("/") }
      } else if let value = item.value(of: "Implemented in:") {
        rows[rows.count - 1].implementedIn = codeSpans(value)
      } else if let value = item.value(of: "Status:") {
        rows[rows.count - 1].status = String(value)
      }
    }
    return rows
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
    #expect(rows.filter { $0.status.isEmpty }.map(\.id) == [])
    #expect(Set(ids).count == ids.count, "an id has two sections")
  }

  @Test func everyId_namesTheOneFileThatImplementsIt_andTheFileExists() throws {
    let rows = try Self.rows()
    #expect(rows.filter { $0.implementedIn.count != 1 }.map(\.id) == [])
    let missing = rows.flatMap { row in
      row.implementedIn.filter {
        !$0.hasPrefix("Sources/")
          || !FileManager.default.fileExists(
            atPath: Self.root.appendingPathComponent($0).path)
      }.map { "\(row.id): \($0)" }
    }
    #expect(missing == [])
  }

  @Test func rowsAreParsed_fromTheirItems() throws {
    let rows = try Self.rows()
    let l8 = try #require(rows.first { $0.id == "L8" })
    #expect(l8.implementedIn == ["Sources/AlertShim/Legacy/LegacyPresenting.swift"])
    #expect(
      l8.tests.contains(
        "LegacyAlertViewLifecycleTests/tap_onCancel_sendsClickedThenWillThenDidDismiss"))
    #expect(l8.status == "pinned")
  }

  @Test func table_pointsAtNothingOutsideTheRepository() throws {
    let table = try Self.table()
    #expect(!table.contains("../shared"))
    #expect(!table.contains("SEMANTICS.md"))
  }
}

extension Substring {
  /// The rest of the line after `label`, if the line starts with it.
  fileprivate func value(of label: String) -> Substring? {
    hasPrefix(label) ? dropFirst(label.count).drop(while: { $0 == " " }) : nil
  }
}
