import AlertMigration
import AlertShimTestSupport
import Foundation
import Testing

@Suite struct MigrationScannerTests {
  @Test func scan_listsFilesWithFindings_sortedByRelativePath() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(
      report.files.map(\.path) == [
        "App/SettingsScreen.swift", "App/ShareScreen.swift", "Legacy/LoginController.h",
        "Legacy/LoginController.m",
      ])
  }

  @Test func scan_classifiesEachFile() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(
      report.files.map(\.classification) == [
        .renameOnly, .manualSteps, .objectiveC, .objectiveC,
      ])
  }

  @Test func scan_findsEveryPatternOfTheObjectiveCFile() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationScanner().scan(path: directory.path)
    let file = try #require(report.files.first { $0.path == "Legacy/LoginController.m" })
    #expect(
      file.findings.map(\.description) == [
        "5:26: creation: UIAlertView", "8:9: text-field: alertViewStyle", "9:10: show: show",
        "12:9: delegate-method: alertView:clickedButtonAtIndex:",
        "14:27: text-field: textFieldAtIndex:",
      ])
  }

  @Test func scan_skipsHiddenDirectoriesAndOtherFiles() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.filesScanned == 5)
    #expect(report.bytesScanned == FixtureTree.sourceBytes)
  }

  @Test func scan_skipsSymbolicLinksInsideTheTree() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    try FileManager.default.createSymbolicLink(
      atPath: directory.url("Loop").path, withDestinationPath: directory.path)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.filesScanned == 5)
  }

  @Test func scan_ofOneFile_usesItsNameAsThePath() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationScanner().scan(path: directory.url("App/ShareScreen.swift").path)
    #expect(report.files.map(\.path) == ["ShareScreen.swift"])
    #expect(report.rootDirectory == directory.url("App").resolvingSymlinksInPath().path)
  }

  // A file given as the root is named as the walk names it: a backslash in its name is doubled
  // (the report writes a byte that is not UTF-8 as `\xHH`), so the two reports agree.
  @Test func scan_ofOneFile_namesItAsTheWalkDoes() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"A\B.swift"#, FixtureTree.settingsScreen)
    let alone = try MigrationScanner().scan(path: directory.url(#"A\B.swift"#).path)
    let walked = try MigrationScanner().scan(path: directory.path)
    #expect(alone.files.map(\.path) == [#"A\\B.swift"#])
    #expect(walked.files.map(\.path) == [#"A\\B.swift"#])
    #expect(alone.files.first?.findings.isEmpty == false)
  }

  @Test func scan_ofAMissingPath_throws() {
    #expect(throws: MigrationError("no such file or directory: /nonexistent/alertshim")) {
      try MigrationScanner().scan(path: "/nonexistent/alertshim")
    }
  }

  @Test func scan_givesTheSameReportOnOneCoreAndOnMany() throws {
    let directory = try TemporaryDirectory()
    for index in 0..<40 {
      try directory.write("F\(index % 7)/File\(index).swift", FixtureTree.settingsScreen)
      try directory.write("F\(index % 5)/Other\(index).m", FixtureTree.loginController)
    }
    let one = try MigrationScanner(concurrency: 1).scan(path: directory.path)
    let many = try MigrationScanner(concurrency: 8).scan(path: directory.path)
    #expect(one.files == many.files)
    #expect(one.files.count == 80)
  }

  @Test func totals_countKindsAndClassifications() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let totals = try MigrationScanner().scan(path: directory.path).totals
    #expect(totals.filesWithFindings == 4)
    #expect(totals.byKind[.creation] == 3)
    #expect(totals.byKind[.delegateMethod] == 3)
    #expect(totals.byKind[.conformance] == 3)
    #expect(totals.byKind[.manualStep] == 1)
    #expect(
      totals.byClassification == [
        .renameOnly: 1, .manualSteps: 1, .objectiveC: 2, .alertController: 0,
      ])
  }

  @Test func invalidUTF8_isStillScanned() throws {
    // A Latin-1 "café" in a string literal.
    var bytes = Array("let a = UIAlertView(title: \"caf".utf8)
    bytes += [0xE9]
    bytes += Array("\", message: nil, delegate: nil, cancelButtonTitle: nil)\n".utf8)
    let findings = bytes.withUnsafeBufferPointer {
      MigrationScanner.findings(in: $0, language: .swift)
    }
    #expect(findings.map(\.description) == ["1:9: creation: UIAlertView"])
  }
}
