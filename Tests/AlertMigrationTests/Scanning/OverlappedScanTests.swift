import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// With more than one worker and no progress callback, the workers share the walk: each lists
/// directories and scans runs of the files listed (`scanWalkingInParallel`); one worker, or a
/// progress callback, lists the whole tree first. Both give the same report.
@Suite struct OverlappedScanTests {
  /// A tree with files in many folders, one with more files than a job reads, a deep chain of
  /// folders, files with and without findings, a file over the size limit, one that is not
  /// UTF-8, Objective-C files with headers beside them, a folder excluded by `.gitignore` and
  /// one with a `.gitignore` of its own.
  static func writeTree(into directory: TemporaryDirectory) throws {
    for index in 0..<120 {
      let folder = "Group\(index % 6)/Sub\(index % 4)"
      try directory.write("\(folder)/Plain\(index).swift", FixtureTree.plain)
      if index % 3 == 0 {
        try directory.write("\(folder)/Alert\(index).swift", FixtureTree.settingsScreen)
      }
      if index % 10 == 0 {
        try directory.write("\(folder)/Login\(index).m", FixtureTree.loginController)
        try directory.write("\(folder)/Login\(index).h", FixtureTree.loginHeader)
      }
    }
    for index in 0..<(3 * MigrationScanner.filesPerJob + 5) {
      try directory.write("Wide/File\(index).swift", FixtureTree.settingsScreen)
      if index % 7 == 0 {
        try directory.write("Wide/Login\(index).m", FixtureTree.loginController)
        try directory.write("Wide/Login\(index).h", FixtureTree.loginHeader)
      }
    }
    try directory.write("Deep/A/B/C/D/E/F/G/Alert.swift", FixtureTree.settingsScreen)
    try directory.write("Deep/A/B/.gitignore", "C/D/E/\n")
    try directory.write("Deep/A/B/C/Alert.swift", FixtureTree.shareScreen)
    try directory.write("Big/Big.swift", String(repeating: "let a = UIAlertView()\n", count: 400))
    try directory.write(
      "Latin1.swift", bytes: Array("let a: UIAlertView? // caf".utf8) + [0xE9, 0x0A])
    try directory.write(".gitignore", "Ignored/\n")
    try directory.write("Ignored/Alert.swift", FixtureTree.settingsScreen)
    try FixtureTree.write(into: directory)
  }

  @Test(arguments: [2, 3, 8])
  func parallelWalk_givesTheReportOfTheScanAfterListing(workers: Int) throws {
    let directory = try TemporaryDirectory()
    try Self.writeTree(into: directory)
    for respectsGitignore in [true, false] {
      var single = MigrationScanner(concurrency: 1, maximumFileSize: 5_000)
      single.filter.respectsGitignore = respectsGitignore
      var listedFirst = MigrationScanner(concurrency: workers, maximumFileSize: 5_000)
      listedFirst.filter.respectsGitignore = respectsGitignore
      listedFirst.progress = { _, _, _ in }
      var overlapped = MigrationScanner(concurrency: workers, maximumFileSize: 5_000)
      overlapped.filter.respectsGitignore = respectsGitignore
      let expected = try single.scan(path: directory.path)
      #expect(expected.totals.findings > 100)
      #expect(expected.problems.count == 2)
      for report in [
        try listedFirst.scan(path: directory.path), try overlapped.scan(path: directory.path),
      ] {
        #expect(report.json() == expected.json())
        #expect(report.table() == expected.table())
        #expect(try report.sarif(toolVersion: "1") == expected.sarif(toolVersion: "1"))
        #expect(report.filesScanned == expected.filesScanned)
        #expect(report.bytesScanned == expected.bytesScanned)
      }
    }
  }

  @Test func parallelWalk_ofAMissingPathOrAFile_isTheScanAfterListing() throws {
    #expect(throws: MigrationError("no such file or directory: /nonexistent/alertshim")) {
      try MigrationScanner(concurrency: 2).scan(path: "/nonexistent/alertshim")
    }
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let path = directory.url("App/ShareScreen.swift").path
    let overlapped = try MigrationScanner(concurrency: 2).scan(path: path)
    let single = try MigrationScanner(concurrency: 1).scan(path: path)
    #expect(overlapped.files.map(\.path) == ["ShareScreen.swift"])
    #expect(overlapped.json() == single.json())
    try directory.write("Empty/.keep", "")
    let empty = try MigrationScanner(concurrency: 2).scan(path: directory.url("Empty").path)
    #expect(empty.filesScanned == 0 && empty.files.isEmpty)
  }
}
