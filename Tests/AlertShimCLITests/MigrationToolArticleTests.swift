import AlertShimTestSupport
import Foundation
import Testing

/// The worked example of the Migration Tool article runs: the tree it describes is written out
/// (`Screens/ShareScreen.swift` taken from the article's own block), and each command the
/// article shows prints exactly the output shown under it.
@Suite struct MigrationToolArticleTests {
  static let articlePath = "Sources/AlertShim/AlertShim.docc/MigrationTool.md"

  /// The files of the example that the article describes without showing them whole.
  static let files: [(path: String, text: String)] = [
    (
      "Legacy/LoginController.h",
      #"""
      #import <UIKit/UIKit.h>

      @interface LoginController : UIViewController <UIAlertViewDelegate>
      @end

      """#
    ),
    (
      "Legacy/LoginController.m",
      #"""
      #import "LoginController.h"

      @implementation LoginController
      - (void)ask {
        UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Sign in"
                                                        message:nil
                                                       delegate:self
                                              cancelButtonTitle:@"Cancel"
                                              otherButtonTitles:@"Sign In", nil];
        alert.alertViewStyle = UIAlertViewStyleSecureTextInput;
        [alert show];
      }

      - (void)alertView:(UIAlertView *)alertView
          clickedButtonAtIndex:(NSInteger)buttonIndex {
        if (buttonIndex != alertView.cancelButtonIndex) {
          NSString *password = [alertView textFieldAtIndex:0].text;
          NSLog(@"%@", password);
        }
      }
      @end

      """#
    ),
    (
      "Screens/SettingsScreen.swift",
      #"""
      import Foundation

      final class SettingsScreen: NSObject, UIAlertViewDelegate {
        func confirmReset() {
          let alert = UIAlertView(
            title: "Reset all settings?", message: "This cannot be undone.", delegate: self,
            cancelButtonTitle: "Cancel", otherButtonTitles: "Reset")
          alert.tag = 7
          alert.show()
        }

        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
          if alertView.tag == 7, buttonIndex != alertView.cancelButtonIndex { reset() }
        }

        func reset() {}
      }

      """#
    ),
  ]

  /// The fenced blocks of the article, each as its lines.
  static func blocks() throws -> [[String]] {
    let text = try String(
      contentsOf: Toolchain.packageRoot.appendingPathComponent(articlePath), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if current == nil, line.hasPrefix("```") {
        current = []
      } else if let block = current, line == "```" {
        blocks.append(block)
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The output the article shows under the command `$ command`.
  static func shownOutput(
    of command: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let block = try #require(
      try blocks().first { $0.first == "$ " + command }, sourceLocation: sourceLocation)
    return block.dropFirst().map { $0 + "\n" }.joined()
  }

  /// Writes the example tree as `MyApp` in a new directory.
  static func writeTree(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> TemporaryDirectory
  {
    let directory = try TemporaryDirectory()
    for file in files { try directory.write("MyApp/" + file.path, file.text) }
    let share = try #require(
      try blocks().first {
        $0.first == "import UIKit" && $0.contains { $0.contains("ShareScreen") }
      }, sourceLocation: sourceLocation)
    try directory.write("MyApp/Screens/ShareScreen.swift", share.map { $0 + "\n" }.joined())
    return directory
  }

  @Test func inventory_isAsShown() throws {
    let directory = try Self.writeTree()
    let run = try MigrateRun(["migrate", "MyApp"], directory: directory.url(""))
    #expect(run.status == 0)
    #expect(run.stdout == (try Self.shownOutput(of: "alertshim migrate MyApp")))
  }

  @Test func dryRun_isAsShown_diffThenSummary() throws {
    let directory = try Self.writeTree()
    let run = try MigrateRun(
      ["migrate", "rewrite", "--dry-run", "MyApp"], directory: directory.url(""))
    #expect(run.status == 0)
    #expect(
      run.stdout + run.stderr
        == (try Self.shownOutput(of: "alertshim migrate rewrite --dry-run MyApp")))
    #expect(run.stderr.hasSuffix("(dry run: nothing written).\n"))
  }

  @Test func rewrite_isAsShown() throws {
    let directory = try Self.writeTree()
    let run = try MigrateRun(["migrate", "rewrite", "."], directory: directory.url("MyApp"))
    #expect(run.status == 0)
    #expect(
      run.stdout + run.stderr
        == (try Self.shownOutput(of: "cd MyApp && alertshim migrate rewrite .")))
    #expect(try directory.read("MyApp/Legacy/LoginController.h").contains("<ASAlertViewDelegate>"))
  }

  @Test func jsonTotals_areAsShown() throws {
    let directory = try Self.writeTree()
    let run = try MigrateRun(["migrate", "scan", "--json", "MyApp"], directory: directory.url(""))
    let shown = try #require(
      try Self.blocks().first { $0.first == "{" && $0.contains { $0.contains("\"totals\"") } })
    for key in ["\"bytesScanned\"", "\"findings\"", "\"byKind\"", "\"byClassification\""] {
      let line = try #require(shown.first { $0.contains(key) }).trimmingCharacters(in: .whitespaces)
      let value = line.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
      #expect(
        run.stdout.contains(
          key + ": " + value.trimmingCharacters(in: CharacterSet(charactersIn: ","))), "\(key)")
    }
  }
}
