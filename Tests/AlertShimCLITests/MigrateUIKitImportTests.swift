import Foundation
import Testing

/// `migrate rewrite` on UIKit-shaped sheet shows: the import is added and no
/// step is listed.
@Suite struct MigrateUIKitImportTests {
  @Test func rewrite_ofASheetShownInAView_addsTheUIKitImportAndListsNoStep() throws {
    let tree = try CLIFixtureTree()
    try tree.write(
      "Sources/Share.swift",
      bytes: Array(
        "import UIKit\nfunc share(_ sheet: UIActionSheet, _ v: UIView) { sheet.show(in: v) }\n"
          .utf8))
    let run = try MigrateRun(["migrate", "rewrite", tree.path + "/Sources/Share.swift"])
    #expect(run.status == 0)
    #expect(
      run.stdout
        == "rewrote Share.swift (1 rename, added import AlertShim, added import AlertShimUIKit)\n\n"
        + "1 of 1 Swift file rewritten, 0 manual steps left.\n")
    #expect(
      try tree.read("Sources/Share.swift")
        == "import UIKit\nimport AlertShim\nimport AlertShimUIKit\n"
        + "func share(_ sheet: LegacyActionSheet, _ v: UIView) { sheet.show(in: v) }\n")
  }
}
