import Testing

@testable import AlertMigration

@Suite struct SwiftScannerTests {
  // MARK: Creations

  @Test func initializerCall_isACreation() {
    let source = """
      let alert = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
      """
    #expect(swiftFindings(source) == ["creation UIAlertView"])
  }

  @Test func explicitInit_isACreation() {
    #expect(inventory("let sheet = UIActionSheet.init()") == ["creation UIActionSheet"])
  }

  @Test func moduleQualifiedName_isACreation() {
    #expect(inventory("let a = UIKit.UIAlertView()") == ["creation UIAlertView"])
  }

  // UIAlertController is not legacy code: information, never a manual step.
  @Test func alertController_isACreationAndNoManualStep() {
    let source = #"let c = UIAlertController(title: "T", message: nil, preferredStyle: .alert)"#
    #expect(swiftFindings(source) == ["creation UIAlertController"])
  }

  @Test func creation_isLocatedAtTheClassName() {
    #expect(
      locatedSwiftFindings(
        "func f() {\n\tlet a = UIAlertView(title: nil, message: nil, delegate: nil,"
          + " cancelButtonTitle: nil)\n}") == [
          "2:10 creation UIAlertView"
        ])
  }

  @Test func column_countsUnicodeScalars() {
    #expect(
      locatedSwiftFindings(
        "let é = (\"ü\", UIActionSheet.init(title: nil, delegate: nil, cancelButtonTitle: nil,"
          + " destructiveButtonTitle: nil))") == [
          "1:15 creation UIActionSheet"
        ])
  }

  @Test func typeAnnotationAlone_isNotACreation() {
    #expect(swiftFindings("var pending: UIAlertView?\nlet all = [UIAlertView]()").isEmpty)
  }

  @Test func callOnTheNextLine_isNotACreation() {
    #expect(swiftFindings("let type = UIAlertView\n(1, 2)").isEmpty)
  }

  @Test func appHelperThatBuildsAnAlert_isNotACreation() {
    #expect(
      swiftFindings("let a = makeUIAlertView(title: \"x\")\nlet b = Alerts.UIAlertView()")
        .isEmpty)
  }

  @Test func longerOrPrefixedNames_doNotMatch() {
    let source = """
      let a = UIAlertViewController()
      let b = MyUIAlertView()
      let c = UIActionSheetPresenter()
      """
    #expect(swiftFindings(source).isEmpty)
  }

  @Test func namesInCommentsAndStrings_doNotMatch() {
    let source = ##"""
      // let a = UIAlertView()
      /* outer /* nested */ UIAlertView() */
      let s = "UIAlertView()"
      let r = #"UIAlertView() \(UIAlertView())"#
      let m = """
        UIAlertView()
        """
      let i = "\(title("UIAlertView()"))"
      """##
    #expect(swiftFindings(source).isEmpty)
  }

  @Test func creationInsideInterpolation_isCode() {
    #expect(inventory(#"print("\(UIAlertView())")"#) == ["creation UIAlertView"])
  }

  @Test func bothBranchesOfAnIf_count() {
    let source = """
      #if os(iOS)
      let a = UIAlertView()
      #else
      let b = UIActionSheet()
      #endif
      """
    #expect(inventory(source) == ["creation UIAlertView", "creation UIActionSheet"])
  }

  // MARK: Conformances

  @Test func conformanceInClassDeclaration_isFound() {
    let source = "final class Screen: NSObject, UIAlertViewDelegate, UIActionSheetDelegate {}"
    #expect(
      swiftFindings(source) == [
        "conformance UIAlertViewDelegate", "conformance UIActionSheetDelegate",
      ])
  }

  @Test func conformanceInExtension_isFound() {
    #expect(
      swiftFindings("extension Screen: UIActionSheetDelegate {\n}") == [
        "conformance UIActionSheetDelegate"
      ])
  }

  @Test func conformanceOverSeveralLines_isFound() {
    let source = "class Screen:\n  Base,\n  UIAlertViewDelegate\n{\n}"
    #expect(swiftFindings(source) == ["conformance UIAlertViewDelegate"])
  }

  @Test func delegateTypeOutsideAnInheritanceClause_isNotAConformance() {
    #expect(swiftFindings("weak var delegate: UIAlertViewDelegate?").isEmpty)
  }

  @Test func subclass_isAManualStep() {
    #expect(
      manualSteps("class BlueAlert: UIAlertView {}") == [
        "subclass of UIAlertView: LegacyAlertView is final"
      ])
  }

  @Test func extensionOfTheClass_isAWrapperAndNotAManualStep() {
    #expect(
      swiftFindings("extension UIAlertView {\n  func go() { show() }\n}") == [
        "wrapper extension UIAlertView"
      ])
  }

  // MARK: Delegate methods

  @Test func everyAlertDelegateMethod_isFound() {
    let source = """
      func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
      func alertViewCancel(_ alertView: UIAlertView) {}
      func willPresent(_ alertView: UIAlertView) {}
      func didPresent(_ alertView: UIAlertView) {}
      func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
      func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
      func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
      """
    #expect(
      swiftFindings(source) == [
        "delegate-method alertView(_:clickedButtonAt:)", "delegate-method alertViewCancel(_:)",
        "delegate-method willPresent(_:)", "delegate-method didPresent(_:)",
        "delegate-method alertView(_:willDismissWithButtonIndex:)",
        "delegate-method alertView(_:didDismissWithButtonIndex:)",
        "delegate-method alertViewShouldEnableFirstOtherButton(_:)",
      ])
  }

  @Test func everyActionSheetDelegateMethod_isFound() {
    let source = """
      func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
      func actionSheetCancel(_ actionSheet: UIActionSheet) {}
      func willPresent(_ actionSheet: UIActionSheet) {}
      func didPresent(_ actionSheet: UIActionSheet) {}
      func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex index: Int) {}
      func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex index: Int) {}
      """
    #expect(
      swiftFindings(source) == [
        "delegate-method actionSheet(_:clickedButtonAt:)", "delegate-method actionSheetCancel(_:)",
        "delegate-method willPresent(_:)", "delegate-method didPresent(_:)",
        "delegate-method actionSheet(_:willDismissWithButtonIndex:)",
        "delegate-method actionSheet(_:didDismissWithButtonIndex:)",
      ])
  }

  @Test func delegateMethodWithoutDeclaredConformance_counts() {
    let source = """
      final class Loose {
        func alertViewCancel(_ alertView: UIAlertView) {}
      }
      """
    #expect(swiftFindings(source) == ["delegate-method alertViewCancel(_:)"])
  }

  @Test func delegateMethodTakingAnAlertShimClass_isMigratedCode_notAFinding() {
    // What `migrate rewrite` leaves: a scan after the rewrite must not count it again.
    let source = """
      final class Settings: NSObject, LegacyAlertViewDelegate, LegacyActionSheetDelegate {
        func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {}
        func alertViewCancel(_ alertView: LegacyAlertView) {}
        func actionSheet(_ sheet: LegacyActionSheet, didDismissWithButtonIndex index: Int) {}
        func willPresent(_ actionSheet: LegacyActionSheet) {}
      }
      """
    #expect(swiftFindings(source).isEmpty)
    // Migrated, but with a signature the protocol never calls: the step stays.
    #expect(
      swiftFindings("func alertViewCancel(_ alertView: AlertShim.LegacyAlertView!) {}") == [
        "manual-step alertViewCancel(_:) takes (AlertShim.LegacyAlertView!) where "
          + "LegacyAlertViewDelegate has (LegacyAlertView): it would never be called"
      ])
  }

  @Test func delegateMethodTakingAnAlertShimClass_underASwift2Name_isStillAStep() {
    // Renamed, but LegacyAlertViewDelegate never calls it: the step stays until it is fixed.
    let source = "func alertView(_ a: LegacyAlertView, clickedButtonAtIndex i: Int) {}"
    let findings = swiftFindings(source)
    #expect(findings.count == 1)
    #expect(
      findings.first?.hasPrefix(
        "manual-step alertView(_:clickedButtonAtIndex:) is a Swift 2 name") == true)
  }

  @Test func alertTextFieldsOwnMember_isNoStep() {
    // `displayText` is AlertTextField's own (the bullets of a secure field): not a UITextField
    // member that the rename loses.
    let source = "func f(_ a: LegacyAlertView) { print(a.textField(at: 1)?.displayText ?? \"\") }"
    #expect(swiftFindings(source) == [])
  }

  @Test func textFieldUses_ofMigratedCode_areNoFindings() {
    // `alertViewStyle` and `textField(at:)` are LegacyAlertView's too: in a file that names
    // LegacyAlertView and nothing of UIKit's legacy API they are migrated code.
    let migrated = """
      func ask(_ alert: LegacyAlertView) {
        alert.alertViewStyle = .plainTextInput
        print(alert.textField(at: 0)?.text ?? "")
        alert.textField(at: 0)?.keyboardType = .numberPad
      }
      """
    #expect(
      swiftFindings(migrated) == [
        "manual-step textField(at:).keyboardType is not mirrored: AlertTextField has text, "
          + "placeholder and isSecureTextEntry"
      ])
    let legacy = """
      func ask(_ alert: UIAlertView) {
        alert.alertViewStyle = .plainTextInput
        print(alert.textField(at: 0)?.text ?? "")
        alert.textField(at: 0)?.keyboardType = .numberPad
      }
      """
    #expect(
      swiftFindings(legacy).filter { $0.hasPrefix("text-field") } == [
        "text-field alertViewStyle", "text-field textField(at:)", "text-field textField(at:)",
      ])
  }

  @Test func tagReadInADelegateMethodTakingAnAlertShimClass_isNotAFinding() {
    let source = """
      func alertView(_ alertView: LegacyAlertView, clickedButtonAt index: Int) {
        if alertView.tag == 7 {}
      }
      func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex index: Int) {
        if alertView.tag == 7 {}
      }
      """
    #expect(
      swiftFindings(source) == [
        "delegate-method alertView(_:didDismissWithButtonIndex:)", "tag-read tag",
      ])
  }

  @Test func delegateMethodOfAnotherAlertLibrary_isNotADelegateMethod() {
    // A third-party alert view with a delegate method of the same name: not UIKit's.
    let source = """
      final class InboxScreen: UIViewController, FancyAlertDelegate {
        func alertView(_ alertView: FancyAlertView, clickedButtonAt buttonIndex: Int) {
          if alertView.tag == 2 { print(buttonIndex) }
        }
        func actionSheet(_ sheet: Pods.SIActionSheet!, clickedButtonAt index: Int) {}
      }
      """
    #expect(swiftFindings(source) == [])
    #expect(
      swiftFindings("func alertView(_ a: UIKit.UIAlertView!, clickedButtonAt i: Int) {}").first
        == "delegate-method alertView(_:clickedButtonAt:)")
  }

  @Test func willPresentOfSomethingElse_isNotADelegateMethod() {
    #expect(swiftFindings("func willPresent(_ controller: UISearchController) {}").isEmpty)
  }

  @Test func requirementWithAReturnType_endsAtItsLine_andIsNoStep() {
    // The return type stops before the next declaration: no garbled "takes (…) -> Bool}…" step.
    let source = """
      protocol AlertHandling: UIAlertViewDelegate {
        func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
      }
      extension AlertHandling where Self: AnyObject {
        func other() {}
      }
      protocol Sheets { func actionSheet(_ s: UIActionSheet, clickedButtonAt i: Int) -> Int; func x() }
      """
    #expect(swiftFindings(source).filter { $0.hasPrefix("manual-step") } == [])
    #expect(swiftFindings(source).filter { $0.hasPrefix("delegate-method") } == [])
  }

  @Test func protocolRequirementWithoutBody_isNotAnImplementation() {
    let source = """
      protocol Custom {
        func alertViewCancel(_ alertView: UIAlertView)
        var x: Int { get }
      }
      """
    #expect(swiftFindings(source).isEmpty)
  }

  @Test func implicitlyUnwrappedParameter_isAManualStep() {
    let source = "func alertView(_ alertView: UIAlertView!, clickedButtonAt index: Int) {}"
    #expect(
      manualSteps(source) == [
        "alertView(_:clickedButtonAt:) takes (UIAlertView!, Int) where LegacyAlertViewDelegate has "
          + "(LegacyAlertView, Int): it would never be called"
      ])
  }

  @Test func wrongReturnType_isAManualStep() {
    let source = "func alertViewShouldEnableFirstOtherButton(_ a: UIAlertView) -> ObjCBool { true }"
    #expect(
      manualSteps(source) == [
        "alertViewShouldEnableFirstOtherButton(_:) takes (UIAlertView) -> ObjCBool where "
          + "LegacyAlertViewDelegate has (LegacyAlertView) -> Bool: it would never be called"
      ])
  }

  @Test func swift2Name_isADelegateMethodAndAManualStep() {
    let source = "func alertView(alertView: UIAlertView, clickedButtonAtIndex i: Int) {}"
    #expect(
      swiftFindings(source) == [
        "delegate-method alertView(alertView:clickedButtonAtIndex:)",
        "manual-step alertView(alertView:clickedButtonAtIndex:) is a Swift 2 name: rename it "
          + "alertView(_:clickedButtonAt:) or LegacyAlertViewDelegate never calls it",
      ])
  }

  @Test func labelledFirstParameter_isAManualStep() {
    let source = "func actionSheetCancel(sheet: UIActionSheet) {}"
    #expect(
      manualSteps(source) == [
        "actionSheetCancel(sheet:) labels its first parameter: LegacyActionSheetDelegate never "
          + "calls it (declare it with _)"
      ])
  }

  // MARK: Tag reads

  @Test func tagReadInsideADelegateMethod_isFound() {
    let source = """
      func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        switch alertView.tag {
        case 1 where alertView.tag == 1: break
        default: alertView.tag = 0
        }
      }
      """
    #expect(
      swiftFindings(source) == [
        "delegate-method alertView(_:clickedButtonAt:)", "tag-read tag", "tag-read tag",
      ])
  }

  @Test func tagReadOutsideDelegateMethods_isNotFound() {
    let source = """
      func alertViewCancel(_ alertView: UIAlertView) {}
      func other(_ alert: UIAlertView) -> Int { alert.tag }
      """
    #expect(swiftFindings(source) == ["delegate-method alertViewCancel(_:)"])
  }

  // MARK: Show, actions, text fields

  @Test func showOnABoundName_isAShow() {
    let source = "let alert = UIAlertView()\nalert.show()"
    #expect(inventory(source) == ["creation UIAlertView", "show show()"])
  }

  @Test func showOnACreation_isAShow() {
    #expect(
      inventory("UIAlertView(title: nil).show()") == [
        "creation UIAlertView", "show show()",
      ])
  }

  @Test func showOnAnOptionalProperty_isAShow() {
    let source = "var pending: UIAlertView?\nfunc f() { self.pending?.show() }"
    #expect(swiftFindings(source) == ["show show()"])
  }

  @Test func showWithACompletion_isMirrored() {
    let source = """
      func f(_ alert: UIAlertView) {
        alert.show(completion: { _, _ in })
        alert.show { alert, index in print(index) }
      }
      """
    #expect(swiftFindings(source) == ["show show(completion:)", "show show(completion:)"])
  }

  @Test func showOnSomethingElse_isNotAShow() {
    let source = "let alert = UIAlertView()\nlet hud = Hud()\nhud.show()"
    #expect(inventory(source) == ["creation UIAlertView"])
  }

  // AlertShimUIKit has these entry points, so they compile as they are.
  @Test func showInView_isAShowWithNoManualStep() {
    let source = "func f(_ sheet: UIActionSheet) { sheet.show(in: view) }"
    #expect(swiftFindings(source) == ["show show(in:)"])
  }

  @Test(arguments: [
    "s.show(from: r, in: v, animated: true)", "s.show(from: item, animated: false)",
    "s.show(from: toolbar)", "s.show(from: tabBar)",
  ])
  func uiKitShapedSheetShows_areShowsWithNoManualStep(call: String) {
    let findings = swiftFindings("func f(_ s: UIActionSheet) { \(call) }")
    #expect(findings.count == 1)
    #expect(findings.first?.hasPrefix("show show(from:") == true)
  }

  @Test func showInViewOnAnAlert_isStillAManualStep() {
    // UIAlertView has no show(in:); AlertShimUIKit adds none.
    let source = "func f(_ alert: UIAlertView) { alert.show(in: view) }"
    #expect(
      swiftFindings(source) == [
        "show show(in:)",
        "manual-step show(in:) presents from a UIKit view: use show(in:) with an AlertHost",
      ])
  }

  @Test func showWithAnotherLabel_isTheAppsOwnMethod_aWrapper() {
    // `show(withCompletion:)` is no UIKit show: an extension of the app's, renamed with it.
    let source = """
      func f(_ alert: UIAlertView, _ sheet: UIActionSheet) {
        alert.show(withCompletion: { _ in })
        sheet.show(animated: true)
        alert.show { }
      }
      """
    #expect(
      swiftFindings(source) == [
        "wrapper show(withCompletion:)", "wrapper show(animated:)", "show show(completion:)",
      ])
  }

  @Test func nearestBindingDecidesTheReceiver() {
    let source = """
      if #available(iOS 8, *) {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(ok)
      } else {
        let alert = UIAlertView()
        alert.show()
      }
      """
    #expect(
      inventory(source) == [
        "creation UIAlertController", "add-action addAction(_:)", "creation UIAlertView",
        "show show()",
      ])
  }

  @Test func addActionOnSomethingElse_isNotFound() {
    #expect(swiftFindings("button.addAction(action, for: .touchUpInside)").isEmpty)
  }

  @Test func alertViewStyleAndTextField_areTextFieldUses() {
    let source = """
      alert.alertViewStyle = .secureTextInput
      let text = alert.textField(at: 0)?.text
      """
    #expect(swiftFindings(source) == ["text-field alertViewStyle", "text-field textField(at:)"])
  }

  @Test func unmirroredTextFieldMember_isAManualStep() {
    #expect(
      manualSteps("alert.textField(at: 0)?.keyboardType = .numberPad") == [
        "textField(at:).keyboardType is not mirrored: AlertTextField has text, placeholder and "
          + "isSecureTextEntry"
      ])
  }

  @Test func unmirroredMemberOfABoundAlert_isAManualStep() {
    let source = "var alert: UIAlertView\nalert.backgroundColor = .red\nalert.message = \"m\""
    #expect(
      manualSteps(source) == ["UIAlertView.backgroundColor is not mirrored by LegacyAlertView"])
  }

  @Test func swift2TextFieldCall_isOneManualStep_notAlsoAnUnmirroredMember() {
    let source = "let a = UIAlertView()\nlet t = a.textFieldAtIndex(0)\nlet f = a.textFieldAtIndex"
    #expect(
      manualSteps(source) == [
        "textFieldAtIndex(_:) is the Swift 2 name: use textField(at:)",
        "UIAlertView.textFieldAtIndex is not mirrored by LegacyAlertView",
      ])
  }

  @Test func qualifiedTypeAnnotation_doesNotMakeTheClassNameAnAlert() {
    // `UIAlertView = UIKit.UIAlertView()` here is the end of the annotation, not an assignment.
    let source = """
      let a: UIKit.UIAlertView = UIKit.UIAlertView()
      let st: UIAlertView.Style = .secureTextInput
      """
    #expect(manualSteps(source).isEmpty)
    // An assignment to a member chain still binds the member.
    #expect(
      manualSteps("self.alert = UIAlertView()\nself.alert.backgroundColor = .red") == [
        "UIAlertView.backgroundColor is not mirrored by LegacyAlertView"
      ])
  }

  @Test func actionSheetStyle_isMirrored() {
    let source = """
      func f(_ s: UIActionSheet) { s.actionSheetStyle = UIActionSheetStyle.blackOpaque }
      """
    #expect(manualSteps(source).isEmpty)
  }

  @Test func mirroredInitializer_isNotAManualStep() {
    let source = """
      let a = UIAlertView(
        title: "T", message: nil, delegate: self, cancelButtonTitle: nil,
        otherButtonTitles: "One", "Two")
      let s = UIActionSheet(
        title: nil, delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: nil)
      """
    #expect(manualSteps(source).isEmpty)
  }

  @Test func initializerAlertShimLacks_isAManualStep() {
    #expect(
      manualSteps("let a = UIAlertView(frame: .zero)") == [
        "UIAlertView(frame:) has no LegacyAlertView counterpart: use "
          + "init(title:message:delegate:cancelButtonTitle:otherButtonTitles:)"
      ])
  }

  @Test func swift2ShowName_isAManualStep() {
    let source = "func f(_ sheet: UIActionSheet) { sheet.showInView(view) }"
    #expect(
      swiftFindings(source) == [
        "show showInView(_:)",
        "manual-step showInView(_:) is the Swift 2 spelling: call show(in:), which AlertShimUIKit "
          + "provides",
      ])
  }

  // MARK: Names

  // A name is another name's alias when their bytes are the same, as for the Swift compiler:
  // `\u{212A}` (KELVIN SIGN) and `K` are equal Swift strings (one decomposes to the other) but
  // two identifiers, so `b` below holds nothing the file shows and its `show()` is no finding.
  @Test func names_areTheSameWhenTheirBytesAre() {
    let alias = "let K = UIAlertView()\nlet a = K\na.show()\n"
    #expect(inventory(alias) == ["creation UIAlertView", "show show()"])
    let lookAlike = "let K = UIAlertView()\nlet b = \u{212A}\nb.show()\n"
    #expect(inventory(lookAlike) == ["creation UIAlertView"])
  }

  // The byte search for a delegate parameter's type name answers as `String.contains`, which
  // compares characters: with marks that join the name's last letter, characters that join the
  // next one (U+0600 is a prepend), look-alikes and invalid bytes around it.
  @Test func typeNameSearch_answersAsStringContains() {
    let pieces = [
      "AlertView", "ActionSheet", "UI", "Legacy", "\u{301}", "\u{600}", "e", "\u{212A}", "?",
      "AlertVie", "w", "Alert", "View", "\u{FFFD}", "é", "\u{1F600}", ".",
    ]
    var random = SplitMix(seed: 71)
    var found = 0
    for _ in 0..<4_000 {
      var text = ""
      for _ in 0..<Int(random.next() % 6) { text += pieces[Int(random.next() % 17)] }
      for needle: StaticString in ["AlertView", "ActionSheet"] {
        let expected = text.contains(needle.description)
        #expect(SwiftScanner.contains(text, needle) == expected, "\(text.unicodeScalars)")
        if expected { found += 1 }
      }
    }
    #expect(found > 500)
  }
}
