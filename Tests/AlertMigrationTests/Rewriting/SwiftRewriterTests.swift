import AlertMigration
import Testing

@Suite struct SwiftRewriterTests {
  @Test func appsOwnEnumCases_inAFileWithoutLegacyAPI_areLeftAlone() {
    // `.BlackOpaque` is a Swift 2 style case only where the file uses the legacy API.
    let source = """
      enum BarLook { case BlackOpaque, BlackTranslucent }
      struct Theme {
        var look: BarLook = .BlackOpaque
        func isDark() -> Bool { look == .BlackTranslucent }
      }

      """
    let result = SwiftRewriter.rewrite(source)
    #expect(!result.isChanged)
    #expect(result.text == source)
    let legacy = "let alert = UIAlertView()\nvar style: UIActionSheetStyle = .BlackOpaque\n"
    #expect(SwiftRewriter.rewrite(legacy).text.contains("= .blackOpaque"))
  }

  @Test func legacyNames_areRenamed() {
    let source = """
      import Foundation

      final class Screen: UIAlertViewDelegate, UIActionSheetDelegate {
        var style: UIAlertViewStyle = .default
        var sheetStyle: UIActionSheetStyle = .automatic
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
        func actionSheetCancel(_ actionSheet: UIActionSheet) {}
      }
      """
    #expect(
      SwiftRewriter.rewrite(source).text == """
        import Foundation
        import AlertShim

        final class Screen: LegacyAlertViewDelegate, LegacyActionSheetDelegate {
          var style: LegacyAlertViewStyle = .default
          var sheetStyle: LegacyActionSheetStyle = .automatic
          func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {}
          func actionSheetCancel(_ actionSheet: LegacyActionSheet) {}
        }
        """)
  }

  @Test func renameCount_countsEachRenamedName() {
    let source = "import Foundation\nlet a: UIAlertView? = nil\nlet b: [UIActionSheet] = []\n"
    #expect(SwiftRewriter.rewrite(source).renameCount == 2)
  }

  @Test func namesInCommentsAndStrings_areLeftAlone() {
    let source = ##"""
      import Foundation
      // UIAlertView is deprecated
      /* UIAlertView /* nested UIActionSheet */ */
      let a: UIAlertView? = nil
      let s = "UIAlertView \(String(describing: UIAlertView.self)) \("UIAlertView")"
      let r = #"UIAlertView \(UIAlertView.self)"#

      """##
    #expect(
      SwiftRewriter.rewrite(source).text == ##"""
        import Foundation
        import AlertShim
        // UIAlertView is deprecated
        /* UIAlertView /* nested UIActionSheet */ */
        let a: LegacyAlertView? = nil
        let s = "UIAlertView \(String(describing: LegacyAlertView.self)) \("UIAlertView")"
        let r = #"UIAlertView \(UIAlertView.self)"#

        """##)
  }

  @Test func similarNames_areLeftAlone() {
    let source = "let a = UIAlertViewController()\nlet b = MyUIAlertView()\nlet c = x.UIAlertView\n"
    let result = SwiftRewriter.rewrite(source)
    #expect(result.text == source)
    #expect(!result.isChanged)
  }

  @Test func moduleQualifiedName_becomesAlertShimQualified() {
    #expect(
      SwiftRewriter.rewrite("import UIKit\nlet a: UIKit.UIAlertView\n").text == """
        import UIKit
        import AlertShim
        let a: AlertShim.LegacyAlertView

        """)
  }

  /// SEMANTICS L17: an import keeps UIKit's name; AlertShim has no `LegacyAlertView` submodule.
  @Test func importsOfALegacyClass_keepUIKitsName() {
    let imports = "import UIKit.UIAlertView\nimport class UIKit.UIActionSheet\n"
    #expect(!SwiftRewriter.rewrite(imports + "let x = 1\n").isChanged)
    #expect(
      SwiftRewriter.rewrite(imports + "let a = UIAlertView()\n").text
        == imports + "import AlertShim\nlet a = LegacyAlertView()\n")
  }

  @Test func nestedStyleName_becomesTheStyleEnum() {
    let source =
      "import UIKit\nlet s = UIAlertView.Style.secureTextInput\nlet t: UIActionSheet.Style\n"
    #expect(
      SwiftRewriter.rewrite(source).text == """
        import UIKit
        import AlertShim
        let s = LegacyAlertViewStyle.secureTextInput
        let t: LegacyActionSheetStyle

        """)
  }

  @Test func swift2StyleCases_areLowercased() {
    let source = """
      import UIKit
      alert.alertViewStyle = .LoginAndPasswordInput
      let s = UIAlertViewStyle.Default
      switch style { case .SecureTextInput: break; default: break }
      let other = Theme.Default

      """
    #expect(
      SwiftRewriter.rewrite(source).text == """
        import UIKit
        import AlertShim
        alert.alertViewStyle = .loginAndPasswordInput
        let s = LegacyAlertViewStyle.default
        switch style { case .secureTextInput: break; default: break }
        let other = Theme.Default

        """)
  }

  @Test func typeTheFileDeclares_isNotRenamedAndIsAManualStep() {
    let source = "class UIAlertView {}\nlet a = UIAlertView()\nlet d: UIAlertViewDelegate?\n"
    let result = SwiftRewriter.rewrite(source)
    #expect(
      result.text == """
        import AlertShim

        class UIAlertView {}
        let a = UIAlertView()
        let d: LegacyAlertViewDelegate?

        """)
    #expect(
      result.manualSteps.map(\.name).contains(
        "the file declares its own UIAlertView: its uses are not renamed"))
  }

  // MARK: The import

  @Test func import_goesAfterTheLastImport() {
    let source = "import Foundation\n@testable import Store\n\nlet a: UIAlertView? = nil\n"
    #expect(
      SwiftRewriter.rewrite(source).text == """
        import Foundation
        @testable import Store
        import AlertShim

        let a: LegacyAlertView? = nil

        """)
  }

  @Test func import_afterAConditionalImport_goesAfterItsEndif() {
    let source = """
      import Foundation
      #if canImport(UIKit)
        import UIKit
      #endif // UIKit
      let a: UIAlertView? = nil

      """
    #expect(
      SwiftRewriter.rewrite(source).text == """
        import Foundation
        #if canImport(UIKit)
          import UIKit
        #endif // UIKit
        import AlertShim
        let a: LegacyAlertView? = nil

        """)
  }

  @Test func import_withoutImports_goesBeforeTheFirstLineOfCode() {
    let source = "// Header\n// comment\n\nlet a: UIAlertView? = nil\n"
    #expect(
      SwiftRewriter.rewrite(source).text == """
        // Header
        // comment

        import AlertShim

        let a: LegacyAlertView? = nil

        """)
  }

  @Test func import_withoutImports_staysAfterAByteOrderMark() {
    #expect(
      SwiftRewriter.rewrite("\u{FEFF}let a: UIAlertView? = nil\n").text
        == "\u{FEFF}import AlertShim\n\nlet a: LegacyAlertView? = nil\n")
  }

  @Test func import_beforeANameAtTheStartOfALine_goesBeforeTheRenamedName() {
    #expect(
      SwiftRewriter.rewrite("import UIKit\nUIAlertView.self\n").text
        == "import UIKit\nimport AlertShim\nLegacyAlertView.self\n")
    #expect(
      SwiftRewriter.rewrite("UIAlertView.self").text
        == "import AlertShim\n\nLegacyAlertView.self")
  }

  @Test func import_isNotPlacedInsideABlockCommentAfterTheImport() {
    let source = "import UIKit /* a comment\n that goes on */\nlet a: UIAlertView? = nil\n"
    #expect(
      SwiftRewriter.rewrite(source).text == """
        import UIKit /* a comment
         that goes on */
        import AlertShim
        let a: LegacyAlertView? = nil

        """)
  }

  @Test func existingAlertShimImport_isNotDuplicated() {
    let source = "import AlertShim\nlet a: UIAlertView? = nil\n"
    let result = SwiftRewriter.rewrite(source)
    #expect(result.text == "import AlertShim\nlet a: LegacyAlertView? = nil\n")
    #expect(!result.addedImport)
  }

  @Test func fileWithoutLegacyNames_isUnchanged() {
    let source =
      "import UIKit\nlet alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n"
    let result = SwiftRewriter.rewrite(source)
    #expect(result.text == source)
    #expect(!result.isChanged)
  }

  // MARK: Guarantees

  @Test func rewrite_isIdempotent() {
    let source = """
      import UIKit
      final class S: UIActionSheetDelegate {
        func f(_ s: UIActionSheet) { s.show(in: view); s.actionSheetStyle = .BlackOpaque }
      }

      """
    let once = SwiftRewriter.rewrite(source)
    let twice = SwiftRewriter.rewrite(once.text)
    #expect(once.isChanged)
    #expect(twice.text == once.text)
    #expect(!twice.isChanged)
  }

  @Test func crlfLineEndings_arePreservedAndUsedForTheImport() {
    let source = "import UIKit\r\n\r\nlet a: UIAlertView? = nil\r\n"
    #expect(
      SwiftRewriter.rewrite(source).text
        == "import UIKit\r\nimport AlertShim\r\n\r\nlet a: LegacyAlertView? = nil\r\n")
  }

  @Test func missingFinalNewline_staysMissing() {
    let source = "import UIKit\nlet a: UIAlertView? = nil"
    #expect(
      SwiftRewriter.rewrite(source).text
        == "import UIKit\nimport AlertShim\nlet a: LegacyAlertView? = nil")
  }

  @Test func lastLineImportWithoutNewline_getsTheImportOnANewLine() {
    let source = "let a: UIAlertView? = nil; import UIKit"
    #expect(
      SwiftRewriter.rewrite(source).text
        == "let a: LegacyAlertView? = nil; import UIKit\nimport AlertShim")
  }

  @Test func manualSteps_areLocatedInTheRewrittenText() {
    let source = """
      import UIKit
      func share(_ sheet: UIActionSheet) { sheet.showInView(view) }

      """
    let steps = SwiftRewriter.rewrite(source).manualSteps
    // Line 3 (after the added import), column 48 (after the longer LegacyActionSheet name).
    #expect(
      steps.map(\.description) == [
        "3:48: manual-step: showInView(_:) is the Swift 2 spelling: call show(in:), which "
          + "AlertShimUIKit provides"
      ])
  }

  @Test func L17_aClassTestIsRenamed_andListedAsAManualStep() {
    let source = """
      import UIKit
      let shown = window.subviews.contains { $0.isKind(of: UIAlertView.self) }

      """
    let result = SwiftRewriter.rewrite(source)
    #expect(result.text.contains("$0.isKind(of: LegacyAlertView.self)"))
    // Line 3 (after the added import); the step stands at `isKind`, before the renamed name.
    #expect(
      result.manualSteps.map(\.description) == [
        "3:43: manual-step: `isKind(of: UIAlertView.self)` is always false after the rename for "
          + "UIKit's objects (subviews, windows, senders): LegacyAlertView is not a UIView; keep "
          + "a reference to the alerts you show instead"
      ])
  }
}
