import AlertMigration
import Testing

/// Calls that compile as they are once renamed, so the migration lists no step for them.
@Suite struct UIKitEntryPointTests {
  // Semantics L1b: UIView's init() exists on the legacy classes with UIKit's indices.
  @Test(arguments: [
    "let a = UIAlertView()", "let s = UIActionSheet()", "let a = UIAlertView.init()",
  ])
  func L1b_creationWithNoArguments_isNoManualStep(source: String) {
    #expect(manualSteps(source).isEmpty)
    #expect(inventory(source).count == 1)
  }

  @Test func L1b_noArgumentCreation_isRenamedWithNoStep() {
    let source = "import UIKit\nlet a = UIAlertView()\na.title = \"T\"\n"
    let result = SwiftRewriter.rewrite(source)
    #expect(
      result.text
        == "import UIKit\nimport AlertShim\nlet a = LegacyAlertView()\na.title = \"T\"\n")
    #expect(result.manualSteps.isEmpty)
  }

  @Test func sheetShownInAView_addsTheUIKitImport_andNoStep() {
    let source = "import UIKit\nfunc share(_ sheet: UIActionSheet) { sheet.show(in: view) }\n"
    let result = SwiftRewriter.rewrite(source)
    #expect(
      result.text
        == "import UIKit\nimport AlertShim\nimport AlertShimUIKit\n"
        + "func share(_ sheet: LegacyActionSheet) { sheet.show(in: view) }\n")
    #expect(result.addedImport)
    #expect(result.addedUIKitImport)
    #expect(result.manualSteps.isEmpty)
  }

  @Test func fileImportingAlertShimAlready_getsOnlyTheUIKitImport() {
    let source =
      "import AlertShim\nfunc f(_ s: UIActionSheet) { s.show(from: item, animated: true) }\n"
    let result = SwiftRewriter.rewrite(source)
    #expect(
      result.text
        == "import AlertShim\nimport AlertShimUIKit\n"
        + "func f(_ s: LegacyActionSheet) { s.show(from: item, animated: true) }\n")
    #expect(!result.addedImport)
    #expect(result.addedUIKitImport)
  }

  @Test func fileImportingBoth_getsNoImport() {
    let source =
      "import AlertShim\nimport AlertShimUIKit\nfunc f(_ s: UIActionSheet) { s.show(from: bar) }\n"
    let result = SwiftRewriter.rewrite(source)
    #expect(!result.addedImport)
    #expect(!result.addedUIKitImport)
    #expect(result.renameCount == 1)
  }

  @Test func sheetShownWithShowOnly_getsNoUIKitImport() {
    let result = SwiftRewriter.rewrite("func f(_ s: UIActionSheet) { s.show() }\n")
    #expect(!result.addedUIKitImport)
    #expect(!result.text.contains("AlertShimUIKit"))
  }

  @Test func alertControllerCreation_isInformationOnly() {
    let source = "let c = UIAlertController(title: nil, message: nil, preferredStyle: .alert)"
    #expect(manualSteps(source).isEmpty)
    #expect(swiftFindings(source) == ["creation UIAlertController"])
    #expect(!SwiftRewriter.rewrite(source).isChanged)
  }
}
