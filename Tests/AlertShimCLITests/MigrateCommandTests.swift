import AlertShimTestSupport
import Foundation
import Testing

/// End-to-end tests of `alertshim migrate`, run as a process on a fixture tree.
@Suite struct MigrateCommandTests {
  // MARK: Usage

  @Test func help_printsUsageAndSucceeds() throws {
    let run = try MigrateRun(["migrate", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("USAGE: alertshim migrate [scan]"))
  }

  @Test(arguments: [["migrate"], ["migrate", "scan"], ["migrate", "rewrite"]])
  func help_onEachSubcommand_printsUsageAndSucceeds(command: [String]) throws {
    let run = try MigrateRun(command + ["--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("USAGE: alertshim migrate [scan]"))
    #expect(run.stdout.contains("\n  --version  "))
    #expect(run.stdout.contains("\n  74 the report could not be written"))
    #expect(run.stderr.isEmpty)
  }

  /// Help is read in terminals of 80 columns: no line of any command's help is wider.
  @Test(arguments: [[], ["demo"], ["alert"], ["sheet"], ["migrate"], ["migrate", "rewrite"]])
  func help_fitsEightyColumns(command: [String]) throws {
    let run = try MigrateRun(command + ["--help"])
    #expect(run.status == 0)
    let wide = run.stdout.split(separator: "\n").map(String.init).filter { $0.count > 80 }
    #expect(wide == [], "lines wider than 80 columns")
    #expect(run.stdout.count > 200)
  }

  @Test(arguments: [["migrate"], ["migrate", "scan"], ["migrate", "rewrite"]])
  func version_onEachSubcommand_printsTheVersionOfAlert_andSucceeds(command: [String]) throws {
    let alert = try MigrateRun(["alert", "--version"])
    #expect(alert.status == 0)
    #expect(alert.stdout.hasPrefix("alertshim "))
    let run = try MigrateRun(command + ["--version"])
    #expect(run.status == 0)
    #expect(run.stdout == alert.stdout)
    #expect(run.stderr.isEmpty)
  }

  @Test func missingPath_isAUsageError() throws {
    let run = try MigrateRun(["migrate"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("alertshim migrate: missing <path>\n"))
  }

  @Test func unknownFormat_isAUsageError() throws {
    let run = try MigrateRun(["migrate", "scan", "--format", "xml", "."])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("alertshim migrate: --format takes table, json, sarif or plan\n"))
  }

  @Test func nonexistentPath_exitsWithStatus2() throws {
    let run = try MigrateRun(["migrate", "/nonexistent/alertshim-tree"])
    #expect(run.status == 2)
    #expect(
      run.stderr == "alertshim migrate: no such file or directory: /nonexistent/alertshim-tree\n")
  }

  // MARK: Scan

  @Test func scan_printsTheTable() throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun(["migrate", tree.path])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        FILE                   LANGUAGE  CLASSIFICATION  CREATE  CONFORM  DELEGATE  TAG  SHOW  DISMISS  ACTION  TEXT  WRAP  MANUAL
        Sources/Confirm.swift  swift     rename-only          1        1         1    1     1        0       0     0     0       0
        Sources/Picker.swift   swift     manual-steps         1        0         0    0     1        0       0     0     0       1
        Sources/Prompt.m       objc      objective-c          1        1         1    0     1        0       0     1     0       0
        TOTAL                                                 3        2         2    1     3        0       0     1     0       1

        3 files with legacy alert code (1 rename-only, 1 manual-steps, 1 objective-c); 4 source files scanned (\(CLIFixtureTree.sourceBytes) bytes).

        Manual steps:
          Sources/Picker.swift:6:9: showFromBarButtonItem(_:animated:) is the Swift 2 spelling: call show(from:animated:), which AlertShimUIKit provides

        """)
  }

  @Test func scan_json_parsesBack() throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun(["migrate", "scan", "--json", tree.path])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(
      files.map { $0["path"] as? String } == [
        "Sources/Confirm.swift", "Sources/Picker.swift", "Sources/Prompt.m",
      ])
    let totals = try #require(object["totals"] as? [String: Any])
    #expect(totals["filesScanned"] as? Int == 4)
    #expect(totals["findings"] as? Int == 13)
  }

  @Test func scan_sarif_parsesBackWithAResultPerFinding() throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun(["migrate", "scan", "--format", "sarif", tree.path])
    #expect(run.status == 0)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let runObject = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((runObject["results"] as? [[String: Any]])?.count == 13)
    let base = (runObject["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
    let root = URL(fileURLWithPath: tree.path).resolvingSymlinksInPath().path
    #expect(base?["uri"] as? String == "file://\(root)/")
  }

  // MARK: Rewrite

  @Test func rewrite_rewritesSwiftAndListsManualSteps() throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun(["migrate", "rewrite", tree.path])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        rewrote Sources/Confirm.swift (3 renames, added import AlertShim)
        rewrote Sources/Picker.swift (2 renames, added import AlertShim)
        Sources/Picker.swift:7:9: manual step: showFromBarButtonItem(_:animated:) is the Swift 2 spelling: call show(from:animated:), which AlertShimUIKit provides
        rewrote Sources/Prompt.m (5 renames, added #import <AlertShimObjC/AlertShimObjC.h>)

        3 of 4 files (3 Swift, 1 Objective-C) rewritten, 1 manual step left.

        """)
    #expect(
      try tree.read("Sources/Picker.swift") == """
        import UIKit
        import AlertShim

        func pickColor(from item: UIBarButtonItem) -> LegacyActionSheet {
          let sheet = LegacyActionSheet(
            title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
          sheet.showFromBarButtonItem(item, animated: true)
          return sheet
        }

        """)
  }

  @Test func rewrite_dryRun_printsADiffAndWritesNothing() throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun([
      "migrate", "rewrite", "--dry-run", tree.path + "/Sources/Picker.swift",
    ])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        --- a/Picker.swift
        +++ b/Picker.swift
        @@ -1,7 +1,8 @@
         import UIKit
        +import AlertShim
         
        -func pickColor(from item: UIBarButtonItem) -> UIActionSheet {
        -  let sheet = UIActionSheet(
        +func pickColor(from item: UIBarButtonItem) -> LegacyActionSheet {
        +  let sheet = LegacyActionSheet(
             title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
           sheet.showFromBarButtonItem(item, animated: true)
           return sheet

        """)
    // The step is at the line of the file on disk, not shifted by the import the rewrite adds.
    #expect(
      run.stderr == "Picker.swift:6:9: manual step: showFromBarButtonItem(_:animated:) is the "
        + "Swift 2 spelling: call show(from:animated:), which AlertShimUIKit provides\n"
        + "1 of 1 Swift file would change, 1 manual step left (dry run: nothing written).\n")
    #expect(try tree.read("Sources/Picker.swift") == CLIFixtureTree.picker)
  }

  @Test func rewrite_ofInvalidUTF8_warnsAndExitsWith3() throws {
    let tree = try CLIFixtureTree()
    try tree.write(
      "Sources/Latin1.swift", bytes: Array("let a: UIAlertView? // \u{0}".utf8) + [0xFF])
    let run = try MigrateRun(["migrate", "rewrite", tree.path])
    #expect(run.status == 3)
    #expect(run.stderr == "warning: Sources/Latin1.swift: not valid UTF-8; left unchanged\n")
  }

  @Test func rewrite_twice_changesNothingTheSecondTime() throws {
    let tree = try CLIFixtureTree()
    _ = try MigrateRun(["migrate", "rewrite", tree.path])
    let second = try MigrateRun(["migrate", "rewrite", tree.path])
    #expect(second.status == 0)
    #expect(second.stdout.hasPrefix("0 of 4 files (3 Swift, 1 Objective-C) rewritten"))
  }
}

/// The CI workflow of `alertshim migrate scan`, run as a process: gates, baselines, plan,
/// excludes, output files, exit statuses.
@Suite struct MigrateGateTests {
  @Test func failOn_exitsWith1_onlyWhenSuchAFindingIsThere() throws {
    let tree = try CLIFixtureTree()
    let failing = try MigrateRun(["migrate", "scan", "--fail-on", "manual-step", tree.path])
    #expect(failing.status == 1)
    #expect(
      failing.stderr == "alertshim migrate: gate failed: 1 finding counted, at most 0 allowed\n")
    #expect(failing.stdout.hasPrefix("FILE "))
    let passing = try MigrateRun(["migrate", "scan", "--fail-on", "add-action,wrapper", tree.path])
    #expect(passing.status == 0)
    let classification = try MigrateRun(["migrate", "scan", "--fail-on", "objective-c", tree.path])
    #expect(classification.status == 1)
  }

  @Test func maxFindings_exitsWith1_overTheLimit() throws {
    let tree = try CLIFixtureTree()
    #expect(try MigrateRun(["migrate", "scan", "--max-findings", "13", tree.path]).status == 0)
    #expect(try MigrateRun(["migrate", "scan", "--max-findings", "12", tree.path]).status == 1)
  }

  @Test(arguments: [
    (["--fail-on", "nonsense"], "alertshim migrate: --fail-on: unknown kind 'nonsense'; use "),
    (["--max-findings", "-1"], "alertshim migrate: --max-findings takes a number of findings"),
    (
      ["--baseline", "/nonexistent.json"],
      "alertshim migrate: --baseline: cannot read /nonexistent.json"
    ),
  ])
  func badGateOptions_exitWith2(arguments: [String], message: String) throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun(["migrate", "scan"] + arguments + [tree.path])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message))
  }

  @Test(arguments: ["json", "sarif"])
  func baselineWorkflow_failsOnlyOnNewFindings(format: String) throws {
    let tree = try CLIFixtureTree()
    let baseline = tree.path + "/baseline." + format
    let first = try MigrateRun(
      ["migrate", "scan", "--format", format, "--output", baseline, tree.path + "/Sources"])
    #expect(first.status == 0)
    #expect(first.stdout.isEmpty)
    // Moving code is not new.
    try tree.write(
      "Sources/Confirm.swift", bytes: Array(("// moved\n\n" + CLIFixtureTree.confirm).utf8))
    let moved = try MigrateRun(["migrate", "scan", "--baseline", baseline, tree.path + "/Sources"])
    #expect(moved.status == 0)
    // A new alert is.
    try tree.write(
      "Sources/New.swift",
      bytes: Array(
        "func f() { UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil).show() }\n"
          .utf8))
    let added = try MigrateRun(["migrate", "scan", "--baseline", baseline, tree.path + "/Sources"])
    #expect(added.status == 1)
    #expect(
      added.stderr
        == "alertshim migrate: gate failed: 2 findings counted (not in the baseline), at most 0 allowed\n"
    )
    // The gate can still be narrowed to some kinds.
    let showsOnly = try MigrateRun(
      [
        "migrate", "scan", "--baseline", baseline, "--fail-on", "manual-step",
        tree.path + "/Sources",
      ])
    #expect(showsOnly.status == 0)
  }

  @Test func sarif_helpURIAndRoot_canBeChosen() throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun([
      "migrate", "scan", "--format", "sarif", "--sarif-root", tree.path,
      "--sarif-help-uri", "https://example.com/tool.md", tree.path + "/Sources",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"helpUri\": \"https://example.com/tool.md#creation\""))
    #expect(run.stdout.contains("\"uri\": \"Sources/Confirm.swift\""))
    let outside = try MigrateRun([
      "migrate", "scan", "--format", "sarif", "--sarif-root", tree.path + "/Sources", tree.path,
    ])
    #expect(outside.status == 2)
  }

  @Test func plan_isMarkdownByScreen() throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun(["migrate", "scan", "--format", "plan", tree.path])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("# Migration plan\n\n3 screens in 3 files"))
    #expect(run.stdout.contains("## 1. Confirm: rename only (1 point)"))
  }

  @Test func exclude_andGitignore_leaveFilesOut() throws {
    let tree = try CLIFixtureTree()
    try tree.write(".gitignore", bytes: Array("Prompt.m\n".utf8))
    let ignored = try MigrateRun([
      "migrate", "scan", "--json", "--exclude", "Picker.swift", tree.path,
    ])
    #expect(!ignored.stdout.contains("Picker.swift"))
    #expect(!ignored.stdout.contains("Prompt.m"))
    #expect(ignored.stdout.contains("Confirm.swift"))
    let all = try MigrateRun(["migrate", "scan", "--json", "--no-ignore", tree.path])
    #expect(all.stdout.contains("Prompt.m"))
  }

  @Test func unreadableInput_exitsWith3_withTheReport() throws {
    let tree = try CLIFixtureTree()
    try tree.write("Sources/Big.swift", bytes: Array(repeating: 0x20, count: 2 << 20))
    let run = try MigrateRun(["migrate", "scan", "--max-file-size", "1", tree.path])
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "warning: Sources/Big.swift: larger than the size limit (2097152 bytes, limit 1048576 "
        + "bytes); not read (raise it with --max-file-size)\n")
    #expect(run.stdout.contains("Sources/Confirm.swift"))
  }

  @Test func output_toAnUnwritablePlace_exitsWith74() throws {
    let tree = try CLIFixtureTree()
    let run = try MigrateRun([
      "migrate", "scan", "--output", "/nonexistent/dir/report.txt", tree.path,
    ])
    #expect(run.status == 74)
    #expect(
      run.stderr
        == "alertshim migrate: cannot write the report to /nonexistent/dir/report.txt: No such file or directory\n"
    )
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func progress_isShownOnATerminal_andErasedAtTheEnd() throws {
    let tree = try CLIFixtureTree()
    for index in 0..<600 {
      try tree.write("Many/F\(index).swift", bytes: Array("let x = \(index)\n".utf8))
    }
    // `script` runs the command on a pseudo-terminal: standard error is then a terminal.
    let command = "'\(try MigrateRun.executable().path)' migrate scan '\(tree.path)/Many'"
    let run = try MigrateRun(["-qec", command, "/dev/null"], executable: "/usr/bin/script")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("\r\u{1B}[K600/600 files, "))
    #expect(
      run.stdout.contains(" MB/s\r\u{1B}[KNo legacy alert code found. 600 source files scanned"))
  }

  @Test func progress_isNotShownWhenStandardErrorIsNotATerminal() throws {
    let tree = try CLIFixtureTree()
    for index in 0..<600 {
      try tree.write("Many/F\(index).swift", bytes: Array("let x = \(index)\n".utf8))
    }
    let run = try MigrateRun(["migrate", "scan", tree.path])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
  }
}

/// A fixture tree in a temporary directory, removed when released.
final class CLIFixtureTree {
  private let directory: TemporaryDirectory

  /// The tree's absolute path.
  var path: String { directory.path }

  static let confirm = """
    import Foundation

    @MainActor
    final class Confirm: UIAlertViewDelegate {
      func ask() {
        let alert = UIAlertView(
          title: "Sure?", message: nil, delegate: self, cancelButtonTitle: "No",
          otherButtonTitles: "Yes")
        alert.tag = 1
        alert.show()
      }

      func alertViewCancel(_ alertView: UIAlertView) {
        print(alertView.tag)
      }
    }

    """

  static let picker = """
    import UIKit

    func pickColor(from item: UIBarButtonItem) -> UIActionSheet {
      let sheet = UIActionSheet(
        title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
      sheet.showFromBarButtonItem(item, animated: true)
      return sheet
    }

    """

  static let prompt = """
    @interface Prompt () <UIAlertViewDelegate>
    @end

    @implementation Prompt
    - (void)ask {
      UIAlertView *a = [[UIAlertView alloc] initWithTitle:@"Name?" message:nil delegate:self
                                         cancelButtonTitle:@"OK" otherButtonTitles:nil];
      a.alertViewStyle = UIAlertViewStylePlainTextInput;
      [a show];
    }
    - (void)alertView:(UIAlertView *)a didDismissWithButtonIndex:(NSInteger)i {}
    @end

    """

  static let plain = "let answer = 42 // not an UIAlertView\n"

  static var sourceBytes: Int {
    [confirm, picker, prompt, plain].reduce(0) { $0 + $1.utf8.count }
  }

  init() throws {
    directory = try TemporaryDirectory(prefix: "MigrateCommandTests")
    try write("Sources/Confirm.swift", bytes: Array(CLIFixtureTree.confirm.utf8))
    try write("Sources/Picker.swift", bytes: Array(CLIFixtureTree.picker.utf8))
    try write("Sources/Prompt.m", bytes: Array(CLIFixtureTree.prompt.utf8))
    try write("Sources/Plain.swift", bytes: Array(CLIFixtureTree.plain.utf8))
    try write("README.md", bytes: Array("UIAlertView\n".utf8))
  }

  func write(_ relative: String, bytes: [UInt8]) throws {
    try directory.write(relative, bytes: bytes)
  }

  func read(_ relative: String) throws -> String {
    try directory.read(relative)
  }
}

/// One run of the built `alertshim` executable; output goes through files, so a large output
/// on either stream cannot block the child.
struct MigrateRun {
  struct ExecutableNotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "alertshim executable not found (build it first); looked in "
        + searched.joined(separator: ", ")
    }
  }

  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `alertshim` with `arguments`, in `directory` when given (else this process's).
  init(_ arguments: [String], executable: String? = nil, directory: URL? = nil) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("MigrateRun-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL =
      try executable.map(URL.init(fileURLWithPath:)) ?? MigrateRun.executable()
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    status = process.terminationStatus
    stdout = try String(contentsOf: outURL, encoding: .utf8)
    stderr = try String(contentsOf: errURL, encoding: .utf8)
  }

  /// `alertshim` beside the test bundle (SwiftPM builds executables the tests depend on into
  /// the same directory), else in `.build/debug` of the package this file belongs to.
  static func executable(filePath: String = #filePath) throws -> URL {
    var directories: [URL] = []
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      directories.append(executable.deletingLastPathComponent())
      directories.append(executable.deletingLastPathComponent().deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    directories.append(
      URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug"))
    let candidates = directories.map { $0.appendingPathComponent("alertshim") }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw ExecutableNotFound(searched: candidates.map(\.path))
  }
}
