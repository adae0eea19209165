import AlertMigration
import Foundation
import Testing

@Suite struct ReportFormatTests {
  /// A report built by hand, so the formats are tested apart from scanning.
  static let report = ScanReport(
    files: [
      FileReport(
        path: "App/Settings.swift", language: .swift,
        findings: [
          Finding(kind: .creation, name: "UIAlertView", line: 4, column: 17),
          Finding(kind: .show, name: "show()", line: 6, column: 11),
        ]),
      FileReport(
        path: "App/Share Sheet.swift", language: .swift,
        findings: [
          Finding(
            kind: .manualStep, name: "show(in:) presents from a \"UIKit\" view", line: 9,
            column: 5)
        ]),
      FileReport(
        path: "Legacy/Login.m", language: .objectiveC,
        findings: [
          Finding(
            kind: .delegateMethod, name: "alertView:clickedButtonAtIndex:", line: 12, column: 9)
        ]),
    ], filesScanned: 10, bytesScanned: 4096, rootDirectory: "/work/My App")

  // MARK: Table

  @Test func table_hasARowPerFileTotalsAndManualSteps() {
    #expect(
      ReportFormatTests.report.table() == """
        FILE                   LANGUAGE  CLASSIFICATION  CREATE  CONFORM  DELEGATE  TAG  SHOW  DISMISS  ACTION  TEXT  WRAP  MANUAL
        App/Settings.swift     swift     rename-only          1        0         0    0     1        0       0     0     0       0
        App/Share Sheet.swift  swift     manual-steps         0        0         0    0     0        0       0     0     0       1
        Legacy/Login.m         objc      objective-c          0        0         1    0     0        0       0     0     0       0
        TOTAL                                                 1        0         1    0     1        0       0     0     0       1

        3 files with legacy alert code (1 rename-only, 1 manual-steps, 1 objective-c); 10 source files scanned (4096 bytes).

        Manual steps:
          App/Share Sheet.swift:9:5: show(in:) presents from a "UIKit" view

        """)
  }

  @Test func table_withoutFindings_saysSo() {
    let report = ScanReport(files: [], filesScanned: 1, bytesScanned: 12)
    #expect(report.table() == "No legacy alert code found. 1 source file scanned (12 bytes).\n")
  }

  // MARK: JSON

  @Test func json_parsesBackWithTheDocumentedSchema() throws {
    let object = try jsonObject(ReportFormatTests.report.json())
    #expect(object["version"] as? Int == 1)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(
      files.map { $0["path"] as? String } == [
        "App/Settings.swift", "App/Share Sheet.swift", "Legacy/Login.m",
      ])
    #expect(files.map { $0["language"] as? String } == ["swift", "swift", "objc"])
    #expect(
      files.map { $0["classification"] as? String } == [
        "rename-only", "manual-steps", "objective-c",
      ])
    let finding = try #require((files[0]["findings"] as? [[String: Any]])?.first)
    #expect(finding["kind"] as? String == "creation")
    #expect(finding["name"] as? String == "UIAlertView")
    #expect(finding["line"] as? Int == 4)
    #expect(finding["column"] as? Int == 17)
  }

  @Test func json_escapesQuotesInNames() throws {
    let object = try jsonObject(ReportFormatTests.report.json())
    let files = try #require(object["files"] as? [[String: Any]])
    let finding = try #require((files[1]["findings"] as? [[String: Any]])?.first)
    #expect(finding["name"] as? String == "show(in:) presents from a \"UIKit\" view")
  }

  @Test func json_totalsCountEveryKindAndClassification() throws {
    let object = try jsonObject(ReportFormatTests.report.json())
    let totals = try #require(object["totals"] as? [String: Any])
    #expect(totals["filesScanned"] as? Int == 10)
    #expect(totals["filesWithFindings"] as? Int == 3)
    #expect(totals["bytesScanned"] as? Int == 4096)
    #expect(totals["findings"] as? Int == 4)
    let byKind = try #require(totals["byKind"] as? [String: Int])
    #expect(
      byKind == [
        "creation": 1, "conformance": 0, "delegate-method": 1, "tag-read": 0, "show": 1,
        "dismiss": 0, "add-action": 0, "text-field": 0, "wrapper": 0, "manual-step": 1,
      ])
    #expect(
      totals["byClassification"] as? [String: Int] == [
        "rename-only": 1, "manual-steps": 1, "objective-c": 1, "alert-controller": 0,
      ])
  }

  // MARK: SARIF

  @Test func sarif_isVersion210WithOneRunAndARulePerKind() throws {
    let log = try jsonObject(ReportFormatTests.report.sarif(toolVersion: "9.9.9"))
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "alertshim migrate")
    #expect(driver["version"] as? String == "9.9.9")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Finding.Kind.allCases.map(\.rawValue))
  }

  @Test func sarif_resultsPointAtTheirRulesAndLocations() throws {
    let log = try jsonObject(ReportFormatTests.report.sarif(toolVersion: "1"))
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 4)
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      #expect((result["message"] as? [String: Any])?["text"] is String)
    }
    let manual = results[2]
    #expect(manual["ruleId"] as? String == "manual-step")
    #expect(manual["level"] as? String == "warning")
    let location = try #require(
      (manual["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    let artifact = try #require(location["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "App/Share%20Sheet.swift")
    #expect(artifact["uriBaseId"] as? String == "SRCROOT")
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 9)
    #expect(region["startColumn"] as? Int == 5)
  }

  @Test func sarif_resolvesTheRootAsAFileURI() throws {
    let log = try jsonObject(ReportFormatTests.report.sarif(toolVersion: "1"))
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let bases = try #require(run["originalUriBaseIds"] as? [String: Any])
    #expect((bases["SRCROOT"] as? [String: Any])?["uri"] as? String == "file:///work/My%20App/")
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
  }

  @Test func sarif_listsUnreadableFilesAsNotifications() throws {
    var report = ReportFormatTests.report
    report.problems = [ScanProblem(path: "Locked.swift", message: "cannot open: Permission denied")]
    let log = try jsonObject(report.sarif(toolVersion: "1"))
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(
      (notification["message"] as? [String: Any])?["text"] as? String
        == "Locked.swift: cannot open: Permission denied")
  }

  private func jsonObject(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any], sourceLocation: sourceLocation)
  }
}
