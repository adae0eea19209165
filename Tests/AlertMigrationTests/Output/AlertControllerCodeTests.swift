import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// `UIAlertController` is modern code: its findings are information, a file with nothing else
/// is `alert-controller` (not legacy code), and neither a gate nor the plan counts it as work.
@Suite struct AlertControllerCodeTests {
  /// Swift with `UIAlertController` only: a subclass, a creation and an action.
  static let modernSwift = """
    import UIKit

    final class BrandedAlert: UIAlertController {}

    func confirm(on screen: UIViewController) {
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      screen.present(alert, animated: true)
    }

    """

  /// Objective-C with `UIAlertController` only.
  static let modernObjC = """
    #import <UIKit/UIKit.h>

    @implementation SavedScreen
    - (void)confirm {
      UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Saved"
          message:nil preferredStyle:UIAlertControllerStyleAlert];
      [alert addAction:[UIAlertAction actionWithTitle:@"OK"
          style:UIAlertActionStyleDefault handler:nil]];
    }
    @end

    """

  /// Swift with a legacy alert beside a controller.
  static let mixedSwift = """
    import UIKit

    final class MixedScreen {
      func ask() {
        let old = UIAlertView(
          title: "Old", message: nil, delegate: nil, cancelButtonTitle: "OK")
        old.show()
        let new = UIAlertController(title: "New", message: nil, preferredStyle: .alert)
        new.addAction(UIAlertAction(title: "OK", style: .default))
      }
    }

    """

  static func scan() throws -> (ScanReport, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    try directory.write("Modern.swift", modernSwift)
    try directory.write("SavedScreen.m", modernObjC)
    try directory.write("Mixed.swift", mixedSwift)
    return (try MigrationScanner().scan(path: directory.path), directory)
  }

  @Test func aSubclassOfUIAlertController_isNoManualStep() {
    #expect(swiftFindings("final class BrandedAlert: UIAlertController {}\n") == [])
    // A subclass of a legacy class still is one.
    #expect(
      manualSteps("final class BrandedAlert: UIAlertView {}\n") == [
        "subclass of UIAlertView: LegacyAlertView is final"
      ])
  }

  @Test func findingsAboutUIAlertController_areNotLegacy() {
    let findings = MigrationScanner.findings(in: Self.mixedSwift, language: .swift)
    #expect(
      findings.map { "\($0.kind.rawValue) \($0.name) \($0.isLegacy)" } == [
        "creation UIAlertView true", "show show() true", "creation UIAlertController false",
        "add-action addAction(_:) false",
      ])
  }

  @Test func aFileWithUIAlertControllerOnly_isClassifiedAlertController() throws {
    let (report, _) = try Self.scan()
    #expect(
      report.files.map { "\($0.path) \($0.classification.rawValue)" } == [
        "Mixed.swift rename-only", "Modern.swift alert-controller",
        "SavedScreen.m alert-controller",
      ])
    #expect(
      report.totals.byClassification == [
        .renameOnly: 1, .manualSteps: 0, .objectiveC: 0, .alertController: 2,
      ])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(
      files.compactMap { $0["classification"] as? String } == [
        "rename-only", "alert-controller", "alert-controller",
      ])
    let totals = try #require(json["totals"] as? [String: Any])
    #expect(
      (totals["byClassification"] as? [String: Int]) == [
        "rename-only": 1, "manual-steps": 0, "objective-c": 0, "alert-controller": 2,
      ])
  }

  @Test func table_countsOnlyLegacyFilesAsLegacyCode() throws {
    let (report, _) = try Self.scan()
    let summary = report.table().split(separator: "\n").first { $0.contains("legacy alert code") }
      .map(String.init)
    #expect(
      summary
        == "1 file with legacy alert code (1 rename-only, 0 manual-steps, 0 objective-c), "
        + "2 with UIAlertController only (alert-controller); 3 source files scanned "
        + "(\(report.bytesScanned) bytes).")
  }

  @Test func gate_countsUIAlertControllerFindingsOnlyWhereItNamesThem() throws {
    let (report, _) = try Self.scan()
    // Legacy: the UIAlertView's creation and show. UIAlertController: 3 creations, 3 actions.
    #expect(ScanGate(baseline: Baseline(fingerprints: [])).evaluate(report).counted == 2)
    #expect(ScanGate(maximum: 0).evaluate(report).counted == 2)
    #expect(ScanGate(kinds: ["creation"]).evaluate(report).counted == 1)
    #expect(ScanGate(kinds: ["objective-c"]).evaluate(report).counted == 0)
    #expect(ScanGate(kinds: ["rename-only"]).evaluate(report).counted == 2)
    #expect(ScanGate(kinds: ["add-action"]).evaluate(report).counted == 3)
    #expect(ScanGate(kinds: ["alert-controller"]).evaluate(report).counted == 4)
    #expect(ScanGate(kinds: ["alert-controller", "creation"]).evaluate(report).counted == 5)
  }

  @Test func plan_listsUIAlertControllerScreensApart_asNothingToMigrate() throws {
    let (report, _) = try Self.scan()
    let plan = report.plan()
    // 2 findings of legacy code: the file's 6 UIAlertController findings are not.
    #expect(
      plan.contains("\n1 screen in 1 file with legacy alert code, 2 findings of legacy code,"))
    #expect(plan.contains("## 1. MixedScreen: rename only (0 points)"))
    #expect(!plan.contains("## 2."))
    #expect(!plan.contains("rename onto AlertShimObjC"))
    #expect(plan.contains("Rename-only sites: 2 "))
    #expect(
      plan.hasSuffix(
        "## UIAlertController only\n\nModern code, nothing to migrate (each could adopt "
          + "AlertController to be testable without UIKit):\n\n"
          + "- SavedScreen: `SavedScreen.m`\n- `Modern.swift`: `Modern.swift`\n"))
  }
}
