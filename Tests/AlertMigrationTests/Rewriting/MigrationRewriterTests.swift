import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

@Suite struct MigrationRewriterTests {
  @Test func rewrite_writesTheRenamedSwiftFiles() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationRewriter().rewrite(path: directory.path)
    #expect(
      report.files.map(\.path) == [
        "App/SettingsScreen.swift", "App/ShareScreen.swift", "Legacy/LoginController.h",
        "Legacy/LoginController.m",
      ])
    #expect(
      try directory.read("App/SettingsScreen.swift")
        == SwiftRewriter.rewrite(FixtureTree.settingsScreen).text)
  }

  @Test func rewrite_renamesObjectiveC_andLeavesUnchangedFilesAlone() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationRewriter().rewrite(path: directory.path)
    #expect(report.objectiveCFilesRead == 2)
    #expect(
      try directory.read("Legacy/LoginController.m")
        == ObjCRewriter.rewrite(FixtureTree.loginController).text)
    #expect(try directory.read("App/Plain.swift") == FixtureTree.plain)
  }

  @Test func rewrite_reportsManualStepsWithLocations() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationRewriter().rewrite(path: directory.path)
    let share = try #require(report.files.first { $0.path == "App/ShareScreen.swift" })
    #expect(
      share.manualSteps.map(\.description) == [
        "9:11: manual-step: showInView(_:) is the Swift 2 spelling: call show(in:), which AlertShimUIKit provides"
      ])
  }

  @Test func dryRun_locatesManualStepsInTheFileOnDisk() throws {
    // The import the rewrite would insert must not shift the lines: in a dry run the file on
    // disk is the original, so the steps are where the scan (and an editor) finds them.
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    let share = try #require(report.files.first { $0.path == "App/ShareScreen.swift" })
    #expect(share.addedImport)
    let scanned = MigrationScanner.findings(in: FixtureTree.shareScreen, language: .swift)
      .filter { $0.kind == .manualStep }
    #expect(share.manualSteps == scanned)
    #expect(
      share.manualSteps.map(\.description) == [
        "8:11: manual-step: showInView(_:) is the Swift 2 spelling: call show(in:), which AlertShimUIKit provides"
      ])
  }

  @Test func rewrite_preservesPermissions() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Run.swift", "import UIKit\nlet a: UIAlertView? = nil\n")
    let path = directory.url("Run.swift").path
    try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
    _ = try MigrationRewriter().rewrite(path: directory.path)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o751)
  }

  @Test func rewrite_replacesTheFileWhole_leavingNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("A.swift", "import UIKit\nlet a: UIAlertView? = nil\n")
    let path = directory.url("A.swift").path
    let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    _ = try MigrationRewriter().rewrite(path: directory.path)
    let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    #expect(before != after)  // a new file renamed into place, not the old one rewritten
    #expect(try directory.allEntries() == ["A.swift"])
    #expect(
      try directory.read("A.swift")
        == "import UIKit\nimport AlertShim\nlet a: LegacyAlertView? = nil\n")
  }

  @Test func rewrite_ofAFileThatNeedsNothing_doesNotTouchIt() throws {
    let directory = try TemporaryDirectory()
    try directory.write("A.swift", "let a = 1\n")
    let path = directory.url("A.swift").path
    let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    let report = try MigrationRewriter().rewrite(path: directory.path)
    let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    #expect(report.files.isEmpty)
    #expect(before == after)
  }

  @Test func rewrite_skipsInvalidUTF8WithAReason() throws {
    let directory = try TemporaryDirectory()
    let bytes = Array("let a: UIAlertView? = nil // caf".utf8) + [0xE9, 0x0A]
    try directory.write("Latin1.swift", bytes: bytes)
    let report = try MigrationRewriter().rewrite(path: directory.path)
    #expect(
      report.skipped == [
        ScanProblem(path: "Latin1.swift", message: "not valid UTF-8; left unchanged")
      ])
    #expect(try directory.bytes("Latin1.swift") == bytes)
  }

  @Test func rewrite_keepsCRLFAndAMissingFinalNewlineOnDisk() throws {
    let directory = try TemporaryDirectory()
    try directory.write("W.swift", "import UIKit\r\nlet a: UIAlertView? = nil")
    _ = try MigrationRewriter().rewrite(path: directory.path)
    #expect(
      try directory.bytes("W.swift")
        == Array("import UIKit\r\nimport AlertShim\r\nlet a: LegacyAlertView? = nil".utf8))
  }

  @Test func secondRun_changesNothing() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    _ = try MigrationRewriter().rewrite(path: directory.path)
    let first = try directory.read("App/ShareScreen.swift")
    let second = try MigrationRewriter().rewrite(path: directory.path)
    #expect(second.changedCount == 0)
    #expect(try directory.read("App/ShareScreen.swift") == first)
  }

  @Test func scanAfterRewrite_findsNothing_theStepsLeftAreTheRewritesReport() throws {
    // The migration's own result is not legacy code: delegate methods that take
    // LegacyAlertView or ASAlertView, ASAlertView's text fields. A baseline or `--fail-on`
    // gate passes on the change that migrates; what is left to do is the rewrite's report.
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let before = try MigrationScanner().scan(path: directory.path)
    #expect(before.files.map(\.path).contains("Legacy/LoginController.m"))
    let rewrite = try MigrationRewriter().rewrite(path: directory.path)
    #expect(rewrite.files.flatMap(\.manualSteps).map(\.kind) == [.manualStep])
    let after = try MigrationScanner().scan(path: directory.path)
    #expect(after.files.map(\.path) == [])
    #expect(after.filesScanned == before.filesScanned)
  }

  @Test func objectiveCCreationWithTheCallersDelegate_isAStep_onlyWhenSwiftConforms() throws {
    // A Swift delegate handed to Objective-C: after the rename it conforms to
    // LegacyAlertViewDelegate, and ASAlertView never calls it.
    let helper = """
      #import <UIKit/UIKit.h>
      @implementation AlertHelper
      + (void)confirmWithDelegate:(id)delegate {
        [[[UIAlertView alloc] initWithTitle:@"Delete?" message:nil delegate:delegate
                          cancelButtonTitle:@"Cancel" otherButtonTitles:@"Delete", nil] show];
      }
      @end

      """
    let screen = """
      import UIKit

      final class FilesScreen: UIViewController, UIAlertViewDelegate {
        func delete() { AlertHelper.confirm(withDelegate: self) }
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
      }

      """
    let mixed = try TemporaryDirectory()
    try mixed.write("AlertHelper.m", helper)
    try mixed.write("FilesScreen.swift", screen)
    let report = try MigrationRewriter(dryRun: true).rewrite(path: mixed.path)
    let steps = report.files.flatMap { file in file.manualSteps.map { (file.path, $0) } }
    #expect(steps.map(\.0) == ["AlertHelper.m"])
    #expect(steps.map(\.1.line) == [4])
    #expect(steps.first.flatMap { LegacyAPI.passedDelegateSubject(of: $0.1) } == .alert)
    // Without Swift code that conforms to UIAlertViewDelegate, every delegate is Objective-C.
    let objectiveCOnly = try TemporaryDirectory()
    try objectiveCOnly.write("AlertHelper.m", helper)
    try objectiveCOnly.write("FilesScreen.swift", "import UIKit\n")
    let alone = try MigrationRewriter(dryRun: true).rewrite(path: objectiveCOnly.path)
    #expect(alone.files.map(\.path) == ["AlertHelper.m"])
    #expect(alone.files.flatMap(\.manualSteps).isEmpty)
  }

  @Test func subclassDeclaredInItsHeader_withUIViewOverrides_isAStepInItsImplementation() throws {
    // The usual layout: `@interface FancyAlert : UIAlertView` in the header, the overrides in
    // the .m beside it. ASAlertView is no view: drawRect: would never be called.
    let directory = try TemporaryDirectory()
    try directory.write(
      "FancyAlert.h", "#import <UIKit/UIKit.h>\n@interface FancyAlert : UIAlertView\n@end\n")
    try directory.write(
      "FancyAlert.m",
      "#import \"FancyAlert.h\"\n@implementation FancyAlert\n"
        + "- (void)drawRect:(CGRect)rect {}\n@end\n")
    try directory.write(
      "Plain.m",
      "#import \"FancyAlert.h\"\n@implementation Plain\n- (void)drawRect:(CGRect)r {}\n@end\n")
    let report = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    let steps = report.files.flatMap { file in
      file.manualSteps.map { "\(file.path):\($0.line) \($0.name)" }
    }
    #expect(steps.count == 1)
    #expect(
      steps.first?.hasPrefix(
        "FancyAlert.m:2 FancyAlert subclasses UIAlertView (in its header) and the file uses UIView API"
      )
        == true)
  }

  @Test func prefixHeader_isScannedAndRewritten_asAHeader() throws {
    // A `.pch` macro that makes an alert crashes like any other creation under scenes.
    let directory = try TemporaryDirectory()
    let prefix = """
      #ifdef __OBJC__
      #import <UIKit/UIKit.h>
      #endif
      #define SHOW_ERROR(m) [[[UIAlertView alloc] initWithTitle:m message:nil delegate:nil \\
        cancelButtonTitle:@"OK" otherButtonTitles:nil] show]

      """
    try directory.write("App/App-Prefix.pch", prefix)
    try directory.write("App/App-Prefix.h", "@interface P : NSObject <UIAlertViewDelegate>\n@end\n")
    let scan = try MigrationScanner().scan(path: directory.path)
    let file = try #require(scan.files.first { $0.path == "App/App-Prefix.pch" })
    #expect(file.language == .objectiveC)
    #expect(file.findings.map(\.kind) == [.creation, .show])
    let rewrite = try MigrationRewriter().rewrite(path: directory.path)
    #expect(rewrite.files.map(\.path) == ["App/App-Prefix.h", "App/App-Prefix.pch"])
    #expect(try directory.read("App/App-Prefix.pch").contains("[[[ASAlertView alloc]"))
  }

  @Test func dryRun_writesNothingAndReturnsTheDiff() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sub/A.swift", "import UIKit\n\nlet a: UIAlertView? = nil\n")
    let report = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    #expect(try directory.read("Sub/A.swift") == "import UIKit\n\nlet a: UIAlertView? = nil\n")
    #expect(report.changedCount == 1)
    #expect(
      report.files.first?.diff == """
        --- a/Sub/A.swift
        +++ b/Sub/A.swift
        @@ -1,3 +1,4 @@
         import UIKit
        +import AlertShim
         
        -let a: UIAlertView? = nil
        +let a: LegacyAlertView? = nil

        """)
  }

  @Test func rewrite_ofOneFile_rewritesThatFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("A.swift", "import UIKit\nlet a: UIAlertView? = nil\n")
    try directory.write("B.swift", "import UIKit\nlet b: UIAlertView? = nil\n")
    let report = try MigrationRewriter().rewrite(path: directory.url("A.swift").path)
    #expect(report.files.map(\.path) == ["A.swift"])
    #expect(try directory.read("B.swift") == "import UIKit\nlet b: UIAlertView? = nil\n")
  }
}
