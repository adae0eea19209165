import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The migration tool at scale and under faults: big files, bad trees, odd names, files that
/// change or cannot be written.
@Suite struct FaultTests {
  static let alertFile =
    "import UIKit\nlet a = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)\n"

  // MARK: Size

  @Test func fileOverTheSizeLimit_isAProblem_andTheOthersAreScanned() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "Big.swift", String(repeating: "// padding\n", count: 100) + FaultTests.alertFile)
    try directory.write("Small.swift", FaultTests.alertFile)
    let report = try MigrationScanner(maximumFileSize: 1_000).scan(path: directory.path)
    #expect(report.files.map(\.path) == ["Small.swift"])
    #expect(
      report.problems.map(\.description) == [
        "Big.swift: larger than the size limit (1198 bytes, limit 1000 bytes); not read "
          + "(raise it with --max-file-size)"
      ])
    #expect(report.filesScanned == 1)
  }

  @Test func fileOverTheSizeLimit_isLeftAloneByTheRewrite() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Big.swift", FaultTests.alertFile)
    let report = try MigrationRewriter(maximumFileSize: 10).rewrite(path: directory.path)
    #expect(report.skipped.map(\.path) == ["Big.swift"])
    #expect(try directory.read("Big.swift") == FaultTests.alertFile)
  }

  // MARK: Trees

  @Test func treeDeeperThanPATH_MAX_isAProblemForThatFolder_andTheRestIsScanned() throws {
    let directory = try TemporaryDirectory()
    defer { FaultTests.removeTree(directory.path) }
    try directory.write("Top.swift", FaultTests.alertFile)
    // 24 levels of 200-byte names: the deepest paths are longer than PATH_MAX (4096).
    let name = String(repeating: "d", count: 200)
    var descriptor = open(directory.path, O_RDONLY | O_DIRECTORY)
    try #require(descriptor >= 0)
    for _ in 0..<24 {
      #expect(mkdirat(descriptor, name, 0o755) == 0)
      let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
      try #require(descriptor >= 0)
    }
    let file = openat(descriptor, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
    close(file)
    close(descriptor)

    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.files.map(\.path) == ["Top.swift"])
    let problem = try #require(report.problems.first)
    #expect(report.problems.count == 1)
    #expect(problem.path.hasSuffix("/"))
    #expect(problem.message == "cannot read the directory: File name too long")
  }

  @Test(.enabled(if: getuid() != 0, "root reads any directory"))
  func unreadableSubdirectory_isAProblem_andTheRestIsScanned() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Locked/A.swift", FaultTests.alertFile)
    try directory.write("Open/B.swift", FaultTests.alertFile)
    chmod(directory.url("Locked").path, 0)
    defer { chmod(directory.url("Locked").path, 0o755) }
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.files.map(\.path) == ["Open/B.swift"])
    #expect(
      report.problems.map(\.description) == [
        "Locked/: cannot read the directory: Permission denied"
      ])
  }

  // MARK: Names

  @Test func nonUTF8FileName_isReadByItsBytes_andItsLookAlikeTwinIsAnotherFile() throws {
    let directory = try TemporaryDirectory()
    // "A\xFF.swift" and "A\u{FFFD}.swift", the name a repairing decoder would make of it.
    let invalid: [UInt8] = [0x41, 0xFF] + Array(".swift".utf8)
    try FaultTests.create(directory.path, name: invalid, contents: FaultTests.alertFile)
    try directory.write("A\u{FFFD}.swift", "import UIKit\nlet b = UIActionSheet()\n")

    let scan = try MigrationScanner().scan(path: directory.path)
    #expect(scan.problems.isEmpty)
    // Sorted by bytes: U+FFFD is EF BF BD, before FF.
    #expect(scan.files.map(\.path) == ["A\u{FFFD}.swift", "A\\xFF.swift"])
    #expect(scan.files.map { $0.findings.first?.name } == ["UIActionSheet", "UIAlertView"])

    let rewrite = try MigrationRewriter().rewrite(path: directory.path)
    #expect(rewrite.skipped.isEmpty)
    #expect(rewrite.files.map(\.path) == ["A\u{FFFD}.swift", "A\\xFF.swift"])
    #expect(rewrite.files.map(\.renameCount) == [1, 1])
    let renamed = try FaultTests.contents(directory.path, name: invalid)
    #expect(renamed.contains("LegacyAlertView("))
    #expect(try directory.read("A\u{FFFD}.swift").contains("LegacyActionSheet()"))
  }

  // MARK: Rewrite faults

  @Test func readOnlyFile_isLeftUnchanged() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Locked.swift", FaultTests.alertFile)
    let path = directory.url("Locked.swift").path
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    let report = try MigrationRewriter().rewrite(path: directory.path)
    #expect(report.skipped.map(\.description) == ["Locked.swift: read-only; left unchanged"])
    #expect(try directory.read("Locked.swift") == FaultTests.alertFile)
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
  }

  @Test func fileChangedDuringItsRewrite_isLeftAsItIsNow() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Busy.swift", FaultTests.alertFile)
    let path = directory.url("Busy.swift").path
    var rewriter = MigrationRewriter()
    rewriter.beforeReplace = { _ in
      // Another program appends while the rewrite has the new text ready.
      if let handle = FileHandle(forWritingAtPath: path) {
        handle.seekToEndOfFile()
        handle.write(Data("let appended = 1\n".utf8))
        try? handle.close()
      }
    }
    let report = try rewriter.rewrite(path: directory.path)
    #expect(
      report.skipped.map(\.description) == [
        "Busy.swift: changed while being rewritten; left as it is now (run the rewrite again)"
      ])
    #expect(try directory.read("Busy.swift") == FaultTests.alertFile + "let appended = 1\n")
    #expect(try directory.allEntries() == ["Busy.swift"])
  }

  @Test func fileReplacedDuringItsRewrite_isLeftAsItIsNow() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Busy.swift", FaultTests.alertFile)
    var rewriter = MigrationRewriter()
    let url = directory.url("Busy.swift")
    rewriter.beforeReplace = { _ in
      // Same size, new inode: an editor's save-by-rename.
      try? Data(FaultTests.alertFile.uppercased().utf8).write(to: url, options: .atomic)
    }
    let report = try rewriter.rewrite(path: directory.path)
    #expect(report.skipped.count == 1)
    #expect(try directory.read("Busy.swift") == FaultTests.alertFile.uppercased())
  }

  // MARK: Linear costs

  @Test func objectiveCBindingsOfOneName_scanInLinearTime() {
    let method = """
      - (void)ask {
        UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"T" message:nil delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil];
        [alert show];
      }

      """
    func seconds(_ count: Int) -> Double {
      let source = "@implementation A\n" + String(repeating: method, count: count) + "@end\n"
      let clock = ContinuousClock()
      let start = clock.now
      let findings = MigrationScanner.findings(in: source, language: .objectiveC)
      let elapsed = clock.now - start
      #expect(findings.count == 2 * count)
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    _ = seconds(1_000)
    let small = seconds(4_000)
    let large = seconds(16_000)
    #expect(large < small * 9, "4,000 methods: \(small) s; 16,000: \(large) s")
  }

  @Test func dryRunDiffOfAFileWhoseEveryLineChanges_isBoundedAndApplies() throws {
    // Every line renamed: the shortest-script search would need a trace quadratic in the lines
    // (27,000 lines took 15 GB); it gives way to one deletion and one insertion.
    let line = "let a: UIAlertView? = nil\n"
    let old = String(repeating: line, count: 27_000)
    let new = SwiftRewriter.rewrite(old).text
    let diff = UnifiedDiff.make(old: old, new: new, path: "f.swift")
    #expect(FaultTests.apply(diff, to: old) == new)
    #expect(diff.utf8.count < 3 * (old.utf8.count + new.utf8.count))
  }

  @Test func editScript_overItsTraceLimit_deletesThenInsertsTheMiddle() {
    let a = UnifiedDiff.lines(of: "keep\n1\n2\n3\nend\n")
    let b = UnifiedDiff.lines(of: "keep\nx\n2\ny\nend\n")
    let shortest = UnifiedDiff.editScript(a, b)
    let bounded = UnifiedDiff.editScript(a, b, traceLimit: 3)
    #expect(shortest.filter { $0.kind == .equal }.count == 3)  // keep, 2, end
    #expect(
      bounded.map { "\($0.kind)" } == [
        "equal", "delete", "delete", "delete", "insert", "insert", "insert", "equal",
      ])
    let old = "keep\n1\n2\n3\nend\n"
    #expect(
      FaultTests.apply(UnifiedDiff.make(old: old, new: "keep\nx\n2\ny\nend\n", path: "f"), to: old)
        == "keep\nx\n2\ny\nend\n")
  }

  // MARK: Helpers

  /// Applies a unified diff made by `UnifiedDiff.make` to `old`.
  static func apply(_ diff: String, to old: String) -> String {
    let oldLines = UnifiedDiff.lines(of: old).map(String.init)
    var output: [String] = []
    var next = 0
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("@@ -") {
        let start = Int(line.dropFirst(4).prefix { $0.isNumber }) ?? 1
        let count = line.dropFirst(4).drop { $0 != "," }.dropFirst().prefix { $0.isNumber }
        let from = Int(count) == 0 ? start : start - 1
        while next < from {
          output.append(oldLines[next])
          next += 1
        }
      } else if line.hasPrefix(" ") {
        output.append(oldLines[next])
        next += 1
      } else if line.hasPrefix("-"), !line.hasPrefix("--- ") {
        next += 1
      } else if line.hasPrefix("+"), !line.hasPrefix("+++ ") {
        output.append(String(line.dropFirst()) + "\n")
      }
    }
    while next < oldLines.count {
      output.append(oldLines[next])
      next += 1
    }
    return output.joined()
  }

  /// Creates `name` (any bytes) in `directory` with `contents`.
  static func create(
    _ directory: String, name: [UInt8], contents: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = Array(directory.utf8) + [0x2F] + name + [0]
    let descriptor = path.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    try #require(descriptor >= 0, sourceLocation: sourceLocation)
    let bytes = Array(contents.utf8)
    #expect(
      bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count,
      sourceLocation: sourceLocation)
    close(descriptor)
  }

  /// The text of `name` (any bytes) in `directory`.
  static func contents(
    _ directory: String, name: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let path = Array(directory.utf8) + [0x2F] + name + [0]
    let descriptor = path.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) }
    }
    try #require(descriptor >= 0, sourceLocation: sourceLocation)
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Removes a tree too deep for `FileManager`.
  static func removeTree(_ path: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/rm")
    process.arguments = ["-rf", path]
    try? process.run()
    process.waitUntilExit()
  }
}
