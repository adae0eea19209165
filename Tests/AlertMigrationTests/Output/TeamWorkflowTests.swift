import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// The tool for a team migrating a large app: fingerprints and baselines, the gate,
/// the plan, wrappers and headers, excludes, long lines, encodings, SARIF.
@Suite struct TeamWorkflowTests {
  static let settings = """
    import UIKit

    final class SettingsViewController: UIViewController, UIAlertViewDelegate {
      func confirmReset() {
        let alert = UIAlertView(
          title: "Reset?", message: nil, delegate: self, cancelButtonTitle: "Cancel",
          otherButtonTitles: "Reset")
        alert.tag = kResetTag
        alert.show()
      }
    }

    extension SettingsViewController {
      func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        if alertView.tag == kResetTag { reset() }
      }
    }

    """

  static func findings(_ source: String, path: String = "A.swift") -> [Finding] {
    var source = source
    let language = SourceLanguage(path: path) ?? .swift
    let raw = source.withUTF8 { MigrationScanner.findings(in: $0, language: language) }
    return FileReport.scanned(path: path, language: language, findings: raw).findings
  }

  // MARK: Fingerprints (item 2)

  @Test func fingerprint_survivesMovingAndReindentingCode() {
    let before = TeamWorkflowTests.findings(TeamWorkflowTests.settings)
    let moved = TeamWorkflowTests.settings.replacingOccurrences(
      of: "import UIKit\n", with: "import UIKit\n\n// MARK: - Settings\n\n\n"
    )
    .replacingOccurrences(of: "        alert.show()", with: "            alert.show()")
    let after = TeamWorkflowTests.findings(moved)
    #expect(before.map(\.line) != after.map(\.line))
    #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
    #expect(Set(before.map(\.fingerprint)).count == before.count)
    #expect(before.allSatisfy { $0.fingerprint.count == 16 })
  }

  @Test func fingerprint_tellsIdenticalFindingsApart_andNamesTheFile() {
    let source = """
      func a() { UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil).show() }
      func b() { UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil).show() }
      """
    let one = TeamWorkflowTests.findings(source)
    #expect(Set(one.map(\.fingerprint)).count == 4)
    let other = TeamWorkflowTests.findings(source, path: "B.swift")
    #expect(Set(one.map(\.fingerprint)).isDisjoint(with: other.map(\.fingerprint)))
  }

  @Test func findings_carryTheirTypeAndMember() {
    let findings = TeamWorkflowTests.findings(TeamWorkflowTests.settings)
    #expect(
      findings.map { "\($0.kind.rawValue) \($0.enclosingType ?? "-") \($0.member ?? "-")" } == [
        "conformance SettingsViewController -",
        "creation SettingsViewController confirmReset()",
        "show SettingsViewController confirmReset()",
        "delegate-method SettingsViewController alertView(_:clickedButtonAt:)",
        "tag-read SettingsViewController alertView(_:clickedButtonAt:)",
      ])
    #expect(findings[1].tag == "kResetTag")
  }

  // MARK: Baseline and gate (items 1, 2)

  @Test func baseline_fromJSONOrSARIF_countsOnlyNewFindings() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Settings.swift", TeamWorkflowTests.settings)
    let old = try MigrationScanner().scan(path: directory.path)
    let fromJSON = try Baseline(reportBytes: Array(old.json().utf8))
    let fromSARIF = try Baseline(reportBytes: Array(try old.sarif(toolVersion: "1").utf8))
    #expect(fromJSON == fromSARIF)
    #expect(fromJSON.fingerprints.count == 5)

    // Code moves down and a new alert arrives.
    try directory.write(
      "App/Settings.swift",
      "// Settings\n\n" + TeamWorkflowTests.settings
        + "func later() { UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: nil, "
        + "destructiveButtonTitle: nil).show() }\n")
    var report = try MigrationScanner().scan(path: directory.path)
    let gate = ScanGate(baseline: fromJSON)
    #expect(gate.evaluate(report) == ScanGate.Outcome(counted: 2, limit: 0))
    report.baseline = fromJSON
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let findings = try #require(
      ((json["files"] as? [[String: Any]])?.first?["findings"]) as? [[String: Any]])
    #expect(
      findings.compactMap { $0["baselineState"] as? String } == [
        "unchanged", "unchanged", "unchanged", "unchanged", "unchanged", "new", "new",
      ])
  }

  @Test func baseline_ofSomethingElse_isAnError() {
    #expect(throws: MigrationError.self) { try Baseline(reportBytes: Array("{}".utf8)) }
    #expect(throws: MigrationError.self) { try Baseline(reportBytes: Array("no".utf8)) }
  }

  @Test func gate_countsKindsAndClassifications() throws {
    let directory = try TemporaryDirectory()
    try directory.write("A.swift", TeamWorkflowTests.settings)
    try directory.write("B.swift", FixtureTree.shareScreen)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(!ScanGate().isActive)
    #expect(!ScanGate().evaluate(report).failed)
    #expect(ScanGate(kinds: ["manual-step"]).evaluate(report).counted == 1)
    #expect(ScanGate(kinds: ["manual-steps"]).evaluate(report).counted == 5)  // all of B.swift
    #expect(ScanGate(kinds: ["creation", "show"]).evaluate(report).counted == 4)
    #expect(ScanGate(maximum: 10).evaluate(report) == ScanGate.Outcome(counted: 10, limit: 10))
    #expect(ScanGate(maximum: 9).evaluate(report).failed)
  }

  // MARK: Plan (item 3)

  @Test func plan_groupsByTypeAcrossFiles_easiestFirst() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Settings.swift", TeamWorkflowTests.settings)
    try directory.write("App/ShareScreen.swift", FixtureTree.shareScreen)
    try directory.write("Legacy/LoginController.m", FixtureTree.loginController)
    try directory.write("Legacy/LoginController.h", FixtureTree.loginHeader)
    let plan = try MigrationScanner().scan(path: directory.path).plan()
    let headings = plan.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(
      headings == [
        "## 1. SettingsViewController: rename only (1 point)",
        "## 2. ShareScreen: 1 manual step (3 points)",
        "## 3. LoginController: Objective-C, rename onto AlertShimObjC (6 points)",
      ])
    #expect(plan.contains("| UIAlertView | `App/Settings.swift:5` | `kResetTag` |"))
    #expect(
      plan.contains(
        "- `alertView(_:clickedButtonAt:)` at `App/Settings.swift:14`: switches on `tag`"))
    #expect(plan.contains("Files: `Legacy/LoginController.h`, `Legacy/LoginController.m`"))
    #expect(
      plan.contains(
        "- `App/ShareScreen.swift:8:11`: showInView(_:) is the Swift 2 spelling: call show(in:), "
          + "which AlertShimUIKit provides"))
  }

  // MARK: Completeness (item 4)

  static let photoHeader = """
    #import <UIKit/UIKit.h>

    @interface PhotoViewController : UIViewController <UIActionSheetDelegate>
    @property (nonatomic, strong) UIActionSheet *photoSheet;
    @property (nonatomic, strong, nullable) UIAlertView *deleteAlert;
    @end
    """

  static let photoImplementation = """
    #import "PhotoViewController.h"

    @interface PhotoViewController () {
      UIAlertView *_retryAlert;
    }
    @end

    @implementation PhotoViewController
    - (void)choose {
      [self.photoSheet showInView:self.view];
      [_deleteAlert show];
      [self.deleteAlert dismissWithClickedButtonIndex:0 animated:YES];
      [_retryAlert show];
      [UIAlertView showWithTitle:@"Saved" message:nil cancelButtonTitle:@"OK"];
      if ([UIAlertView class]) {}
    }
    @end
    """

  @Test func objectiveC_showsOnPropertiesOfTheHeader_andIvarsOfTheClassExtension() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Photo/PhotoViewController.h", TeamWorkflowTests.photoHeader)
    try directory.write("Photo/PhotoViewController.m", TeamWorkflowTests.photoImplementation)
    let report = try MigrationScanner().scan(path: directory.path)
    let implementation = try #require(report.files.first { $0.path.hasSuffix(".m") })
    #expect(
      implementation.findings.map { "\($0.line) \($0.kind.rawValue) \($0.name)" } == [
        "10 show showInView:",
        "11 show show",
        "12 dismiss dismissWithClickedButtonIndex:animated:",
        "13 show show",
        "14 wrapper +[UIAlertView showWithTitle:message:cancelButtonTitle:]",
      ])
    #expect(implementation.findings.allSatisfy { $0.enclosingType == "PhotoViewController" })
    #expect(implementation.findings.first?.member == "choose")
  }

  @Test func objectiveC_withoutItsHeader_missesThePropertyShows() throws {
    let directory = try TemporaryDirectory()
    try directory.write("PhotoViewController.m", TeamWorkflowTests.photoImplementation)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.files.first?.count(of: .show) == 1)  // only the class extension's ivar
  }

  @Test func categoryOnTheClass_isAWrapper_reportedOnce() {
    let source = """
      @interface UIAlertView (Blocks)
      + (void)showWithTitle:(NSString *)title handler:(void (^)(NSInteger))handler;
      @end
      @implementation UIAlertView (Blocks)
      + (void)showWithTitle:(NSString *)title handler:(void (^)(NSInteger))handler {}
      @end
      @interface UIActionSheet (Extras)
      @end
      """
    #expect(
      objCFindings(source) == ["wrapper UIAlertView (Blocks)", "wrapper UIActionSheet (Extras)"])
  }

  @Test func swiftStaticHelper_isAWrapperCallSite() {
    let source = """
      extension UIAlertView {
        static func show(title: String, message: String) {}
      }
      func saved() {
        UIAlertView.show(title: "Saved", message: "")
        _ = UIAlertView.appearance()
      }
      """
    // `appearance()` is no helper of the app's; the rename cannot carry it (L17).
    #expect(
      swiftFindings(source) == [
        "wrapper extension UIAlertView", "wrapper UIAlertView.show(title:message:)",
        "manual-step UIAlertView.appearance() is UIView's appearance proxy: LegacyAlertView is "
          + "not a view and has none; remove it (AlertShimUIKit shows a UIAlertController)",
      ])
  }

  // MARK: Trees (item 5)

  @Test func excludes_leaveOutMatchingFilesAndFolders() throws {
    let directory = try TemporaryDirectory()
    let alert = "let a = UIAlertView()\n"
    for path in [
      "App/A.swift", "Pods/Lib/B.swift", "App/Gen.generated.swift", "Vendor/X/Sources/C.swift",
      "Vendor/Y/D.swift",
    ] {
      try directory.write(path, alert)
    }
    var scanner = MigrationScanner()
    scanner.filter = TreeFilter(excludes: ["Pods", "*.generated.swift", "Vendor/X/**"])
    #expect(
      try scanner.scan(path: directory.path).files.map(\.path) == [
        "App/A.swift", "Vendor/Y/D.swift",
      ])
  }

  @Test func gitignore_isHonoured_withNegations_andNoIgnoreTurnsItOff() throws {
    let directory = try TemporaryDirectory()
    let alert = "let a = UIAlertView()\n"
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".gitignore", "Carthage/\n*.bak.swift\n/Generated\n")
    try directory.write("App/.gitignore", "Local*.swift\n!LocalKeep.swift\n")
    for path in [
      "App/A.swift", "App/Old.bak.swift", "App/LocalDebug.swift", "App/LocalKeep.swift",
      "Carthage/Checkouts/Lib.swift", "Generated/G.swift", "App/Generated/H.swift",
    ] {
      try directory.write(path, alert)
    }
    let honoured = try MigrationScanner().scan(path: directory.path).files.map(\.path)
    #expect(honoured == ["App/A.swift", "App/Generated/H.swift", "App/LocalKeep.swift"])
    // Scanning a subfolder still applies the repository's rules above it.
    let sub = try MigrationScanner().scan(path: directory.url("App").path).files.map(\.path)
    #expect(sub == ["A.swift", "Generated/H.swift", "LocalKeep.swift"])
    var scanner = MigrationScanner()
    scanner.filter.respectsGitignore = false
    #expect(try scanner.scan(path: directory.path).files.count == 7)
  }

  @Test func progress_countsEveryFile() throws {
    let directory = try TemporaryDirectory()
    for index in 0..<20 { try directory.write("F\(index).swift", "let x = \(index)\n") }
    let calls = Counter()
    var scanner = MigrationScanner(concurrency: 2)
    scanner.progress = { done, total, bytes in calls.record(done: done, total: total, bytes: bytes)
    }
    let report = try scanner.scan(path: directory.path)
    #expect(
      calls.snapshot
        == Counter.Snapshot(calls: 20, maxDone: 20, total: 20, maxBytes: report.bytesScanned))
  }

  // MARK: Long lines (item 6)

  @Test func denseLongLine_isLocatedInLinearTime() {
    let creation = "UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil); "
    func seconds(_ count: Int) -> Double {
      let source = "let all = [" + String(repeating: creation, count: count) + "]\n"
      let clock = ContinuousClock()
      let start = clock.now
      let findings = MigrationScanner.findings(in: source, language: .swift)
      let elapsed = clock.now - start
      #expect(findings.count == count)
      #expect(findings.last?.column == 12 + (count - 1) * creation.count)
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    _ = seconds(500)
    let small = seconds(5_000)
    let large = seconds(20_000)
    #expect(large < small * 9, "5,000 on one line: \(small) s; 20,000: \(large) s")
  }

  // MARK: Encodings (item 7)

  static let utf8Source =
    "import UIKit\n// é\nlet a = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)\n"

  static func encoded(_ text: String, _ encoding: String.Encoding) -> [UInt8] {
    Array(text.data(using: encoding) ?? Data())
  }

  @Test(arguments: [
    ("UTF-16LE with BOM", [0xFF, 0xFE] + encoded(utf8Source, .utf16LittleEndian)),
    ("UTF-16BE without BOM", encoded(utf8Source, .utf16BigEndian)),
    ("UTF-32LE with BOM", [0xFF, 0xFE, 0, 0] + encoded(utf8Source, .utf32LittleEndian)),
    ("UTF-32BE without BOM", encoded(utf8Source, .utf32BigEndian)),
  ])
  func wideEncodings_areScannedLikeUTF8(name: String, bytes: [UInt8]) throws {
    let directory = try TemporaryDirectory()
    try directory.write("Wide.swift", bytes: bytes)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.problems.isEmpty, "\(name)")
    #expect(
      report.files.first?.findings.map(\.description) == ["3:9: creation: UIAlertView"], "\(name)")
    let rewrite = try MigrationRewriter().rewrite(path: directory.path)
    #expect(
      rewrite.skipped.first?.message.hasSuffix(
        "; left unchanged (convert it to UTF-8 to rewrite it)") == true)
    #expect(try directory.bytes("Wide.swift") == bytes)
  }

  @Test func crOnlyFile_countsLines_andGetsACRImport() throws {
    let source =
      "import UIKit\r\rfunc f() {\r  // a comment\r  UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil).show()\r}\r"
    #expect(
      locatedSwiftFindings(source) == ["5:3 creation UIAlertView", "5:80 show show()"])
    let rewritten = SwiftRewriter.rewrite(source).text
    #expect(rewritten.hasPrefix("import UIKit\rimport AlertShim\r\rfunc f() {\r"))
    #expect(!rewritten.contains("\n"))
  }

  @Test func latin1File_isListedInProblems_andStillScanned() throws {
    let directory = try TemporaryDirectory()
    var bytes =
      Array("import UIKit\n// caf".utf8) + [0xE9]
      + Array(
        "\nlet a = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)\n"
          .utf8)
    try directory.write("Latin1.swift", bytes: bytes)
    bytes = []
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.files.first?.findings.map(\.description) == ["3:9: creation: UIAlertView"])
    #expect(
      report.problems.map(\.description) == [
        "Latin1.swift: not valid UTF-8 (line 2 has a byte that is not; Latin-1 or another 8-bit "
          + "encoding?): scanned as it is; the rewrite leaves it unchanged"
      ])
    #expect(report.filesScanned == 1)
  }

  // MARK: SARIF (item 8)

  @Test func sarif_rulesHaveHelp_resultsHaveFingerprints_andURIsCanStartAtTheRepositoryRoot()
    throws
  {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Settings.swift", TeamWorkflowTests.settings)
    let report = try MigrationScanner().scan(path: directory.url("Sources").path)
    let text = try report.sarif(toolVersion: "1", repositoryRoot: directory.path)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.count == Finding.Kind.allCases.count)
    for rule in rules {
      #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect(
        rule["helpUri"] as? String == ScanReport.defaultHelpURI + "#"
          + (rule["id"] as? String ?? ""))
    }
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let location =
      (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    #expect(
      (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "Sources/App/Settings.swift")
    let base = (run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
    let root = URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path
    #expect(base?["uri"] as? String == "file://\(root)/")
    #expect(
      (result["partialFingerprints"] as? [String: Any])?["alertshim/v1"] as? String
        == report.files.first?.findings.first?.fingerprint)
    #expect(throws: MigrationError.self) {
      try report.sarif(toolVersion: "1", repositoryRoot: directory.url("Sources/App").path)
    }
  }
}

/// Counts progress calls from the scanning threads.
final class Counter: @unchecked Sendable {
  struct Snapshot: Equatable {
    var calls = 0
    var maxDone = 0
    var total = 0
    var maxBytes = 0
  }

  // Safe: `value` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var value = Snapshot()

  func record(done: Int, total: Int, bytes: Int) {
    lock.lock()
    defer { lock.unlock() }
    value.calls += 1
    value.maxDone = max(value.maxDone, done)
    value.total = total
    value.maxBytes = max(value.maxBytes, bytes)
  }

  var snapshot: Snapshot {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
