import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// The renames that compile but change meaning, or stop compiling, are manual steps (L17), and
/// the scanner keeps names in their scopes. The sources are shaped like app code written against
/// UIKit's Swift interface.
@Suite struct RenameTrapTests {
  // MARK: alertViewShouldEnableFirstOtherButton (L2, L2a, L13)

  /// A login prompt as Swift apps wrote it: the enabling method never ran on UIKit, because the
  /// overlay's initialiser leaves firstOtherButtonIndex at -1 (L2).
  static let loginPrompt = """
    final class LoginViewController: UIViewController, UIAlertViewDelegate {
      func askPassword() {
        let alertView = UIAlertView(
          title: "", message: "Password", delegate: self, cancelButtonTitle: "Cancel",
          otherButtonTitles: "Log in")
        alertView.alertViewStyle = .secureTextInput
        alertView.show()
      }

      func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
        return !(alertView.textField(at: 0)?.text ?? "").isEmpty
      }
    }
    """

  @Test func L2_shouldEnableFirstOtherButton_withSwiftInitialisers_isNeverCalled() {
    #expect(
      locatedSwiftFindings(RenameTrapTests.loginPrompt).filter { $0.contains("manual-step") } == [
        "10:8 manual-step alertViewShouldEnableFirstOtherButton(_:) is never called: alerts made "
          + "with Swift's initialisers have firstOtherButtonIndex -1, on UIKit as after the "
          + "rename; remove it, or create the alerts with buttonOrder: .objectiveC to enable the "
          + "first other button live"
      ])
  }

  @Test func L2_shouldEnableFirstOtherButton_isStillReportedAfterTheRename() {
    let renamed = SwiftRewriter.rewrite(RenameTrapTests.loginPrompt).text
    #expect(renamed.contains("LegacyAlertView("))
    #expect(manualSteps(renamed).count == 1)
    #expect(manualSteps(renamed).first?.hasPrefix("alertViewShouldEnableFirstOtherButton") == true)
  }

  @Test func L2a_shouldEnableFirstOtherButton_withObjectiveCOrder_isCalled() {
    let source = """
      final class LoginViewController: LegacyAlertViewDelegate {
        func askPassword() {
          LegacyAlertView(
            title: "", message: "Password", delegate: self, cancelButtonTitle: "Cancel",
            otherButtonTitles: "Log in", buttonOrder: .objectiveC
          ).show()
        }

        func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool { true }
      }
      """
    #expect(manualSteps(source).isEmpty)
    // Migrated code: no finding at all.
    #expect(inventory(source) == [])
  }

  @Test func shouldEnableFirstOtherButton_withNoCreationInTheFile_isNotReported() {
    // The alerts may come from Objective-C code that sets firstOtherButtonIndex.
    let source = """
      extension LoginViewController: UIAlertViewDelegate {
        func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
      }
      """
    #expect(manualSteps(source).isEmpty)
  }

  // MARK: Renames that stop compiling (L17)

  @Test func L17_delegateParameterTypedAnyObject_isAManualStep() {
    let source = """
      enum Alerts {
        static func confirmDelete(delegate: AnyObject?, tag: Int) {
          let alertView = UIAlertView(
            title: "", message: "Delete this photo?", delegate: delegate,
            cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
          alertView.tag = tag
          alertView.show()
        }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") } == [
        "4:59 manual-step the delegate delegate is typed AnyObject?: LegacyAlertView takes "
          + "(any LegacyAlertViewDelegate)?, so the renamed file does not compile; declare it "
          + "with that type"
      ])
  }

  /// UIKit's initialiser took `delegate: Any?`, so a controller that never declared the protocol
  /// could pass `self`; AlertShim's takes the protocol.
  static let selfDelegate = """
    final class NoticeViewController: UIViewController {
      func warn() {
        let alert = UIAlertView(
          title: "Offline", message: nil, delegate: self, cancelButtonTitle: "OK")
        alert.show()
      }
    }
    """

  @Test func L17_selfAsTheDelegateOfATypeThatCannotConform_isAManualStep() throws {
    #expect(
      manualSteps(RenameTrapTests.selfDelegate) == [
        "the delegate self is a NoticeViewController, which does not declare UIAlertViewDelegate "
          + "in this tree: LegacyAlertView takes (any LegacyAlertViewDelegate)?, so the renamed "
          + "file does not compile; declare the conformance"
      ])
    // Declared, or possibly inherited from an app's own superclass: no step.
    let declared = RenameTrapTests.selfDelegate.replacingOccurrences(
      of: "UIViewController {", with: "UIViewController, UIAlertViewDelegate {")
    #expect(manualSteps(declared) == [])
    let inherited = RenameTrapTests.selfDelegate.replacingOccurrences(
      of: ": UIViewController {", with: ": BaseViewController {")
    #expect(manualSteps(inherited) == [])
    // Declared in another file of the tree: the scan drops the step.
    let directory = try TemporaryDirectory()
    try directory.write("Notice.swift", RenameTrapTests.selfDelegate)
    try directory.write(
      "Notice+Alerts.swift", "extension NoticeViewController: UIAlertViewDelegate {}\n")
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(report.totals.byKind[.manualStep] == 0)
  }

  @Test func L17_delegateCastToAnyObject_isAManualStep() {
    let source = """
      final class Screen: UIViewController {
        let wrapper = Wrapper()
        func ask() {
          let alert = UIAlertView(
            title: "T", message: nil, delegate: wrapper as AnyObject, cancelButtonTitle: "OK")
          alert.delegate = (wrapper) as! Any
          alert.delegate = wrapper
          alert.show()
        }
      }
      """
    let step = { (type: String) in
      "the delegate is cast to \(type): LegacyAlertView takes (any LegacyAlertViewDelegate)?, so "
        + "the renamed file does not compile; declare the conformance and pass the delegate "
        + "without the cast"
    }
    #expect(manualSteps(source) == [step("AnyObject"), step("Any")])
  }

  @Test func L17_delegateSetInAnExtensionOfTheLegacyClass_isChecked() {
    // A completion-handler extension, as legacy code often has: the view sets its own delegate.
    let source = """
      final class CompletionRelay: NSObject {
        var completion: ((Int) -> Void)?
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
          completion?(buttonIndex)
        }
      }
      extension UIAlertView {
        func show(then completion: @escaping (Int) -> Void) {
          let relay = CompletionRelay()
          relay.completion = completion
          delegate = relay as AnyObject
          show()
        }
      }
      extension UIKit.UIActionSheet {
        func attach(_ handler: NSObject, fallback: AnyObject?) {
          self.delegate = handler as Any
          delegate = fallback
        }
      }
      extension UIViewController {
        func keep(_ handler: NSObject) { delegate = handler as AnyObject }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") } == [
        "11:25 manual-step the delegate is cast to AnyObject: LegacyAlertView takes (any "
          + "LegacyAlertViewDelegate)?, so the renamed file does not compile; declare the "
          + "conformance and pass the delegate without the cast",
        "17:32 manual-step the delegate is cast to Any: LegacyActionSheet takes (any "
          + "LegacyActionSheetDelegate)?, so the renamed file does not compile; declare the "
          + "conformance and pass the delegate without the cast",
        "18:16 manual-step the delegate fallback is typed AnyObject?: LegacyActionSheet takes (any "
          + "LegacyActionSheetDelegate)?, so the renamed file does not compile; declare it with "
          + "that type",
      ])
  }

  @Test func L17_delegatePropertyTypedAny_assignedToTheAlert_isAManualStep() {
    let source = """
      final class SheetPresenter {
        weak var target: AnyObject?
        var observer: Any?

        func present() {
          let sheet = UIActionSheet(
            title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
          sheet.delegate = self.observer
          sheet.show()
        }
      }
      """
    #expect(
      manualSteps(source) == [
        "the delegate observer is typed Any?: LegacyActionSheet takes "
          + "(any LegacyActionSheetDelegate)?, so the renamed file does not compile; declare it "
          + "with that type"
      ])
  }

  @Test func delegateTypedWithTheProtocol_isNotAManualStep() {
    let source = """
      func alertViewDeletePicture(_ delegate: UIAlertViewDelegate?) -> UIAlertView {
        let alertView = UIAlertView(
          title: "", message: "Delete?", delegate: delegate, cancelButtonTitle: "Cancel",
          otherButtonTitles: "Delete")
        return alertView
      }
      """
    #expect(manualSteps(source).isEmpty)
  }

  @Test func L17_objcDelegateMethod_isAManualStep() {
    let source = """
      extension HelpViewController: UIAlertViewDelegate {
        @objc(alertView:clickedButtonAtIndex:)
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
          if buttonIndex == 1 { call() }
        }

        @objc public func alertViewCancel(_ alertView: UIAlertView) {}
      }
      """
    #expect(
      manualSteps(source) == [
        "@objc alertView(_:clickedButtonAt:): LegacyAlertView is not an Objective-C class, so "
          + "the renamed method does not compile; remove @objc (LegacyAlertViewDelegate is a "
          + "Swift protocol)",
        "@objc alertViewCancel(_:): LegacyAlertView is not an Objective-C class, so the renamed "
          + "method does not compile; remove @objc (LegacyAlertViewDelegate is a Swift protocol)",
      ])
  }

  @Test func L17_objcProtocolRefiningTheDelegate_isAManualStep() {
    let source = """
      @objc protocol PhotoAlertDelegate: NSObjectProtocol, UIActionSheetDelegate {
        @objc optional func photoAlertDidPick(_ index: Int)
      }
      """
    #expect(
      manualSteps(source) == [
        "@objc protocol PhotoAlertDelegate refines UIActionSheetDelegate: an @objc protocol "
          + "cannot refine LegacyActionSheetDelegate, a Swift protocol, so the renamed file does "
          + "not compile; drop @objc (and its optional requirements) or stop refining "
          + "LegacyActionSheetDelegate"
      ])
  }

  @Test func swiftProtocolRefiningTheDelegate_isNotAManualStep() {
    #expect(manualSteps("protocol PhotoAlertDelegate: UIActionSheetDelegate {}").isEmpty)
  }

  // MARK: @objc functions that take or return a legacy class (L17)

  /// A Swift wrapper as apps wrote them (openHAB's `UIAlertView+Block.swift` has this shape):
  /// `@objc` members of an extension of the class, and a selector handler in a controller.
  static let objcWrapper = """
    extension UIAlertView {
      @objc func show(withCompletion completion: @escaping (UIAlertView?, Int) -> Void) {}
      @objc func flash() {}
      func plainHelper(_ other: UIAlertView) {}
    }

    final class FormViewController: UIViewController {
      @objc(alertDidClose:) private func alertDidClose(_ sheet: UIActionSheet) {}
      @objc func makeAlert() -> UIAlertView { UIAlertView() }
    }
    """

  @Test func L17_objcFunctionTakingOrReturningALegacyClass_isAManualStep() {
    #expect(
      manualSteps(RenameTrapTests.objcWrapper) == [
        "@objc show(withCompletion:) takes or returns UIAlertView: LegacyAlertView cannot be "
          + "represented in Objective-C, so the renamed method does not compile; remove @objc (a "
          + "selector that names it needs a closure instead)",
        "@objc alertDidClose(_:) takes or returns UIActionSheet: LegacyActionSheet cannot be "
          + "represented in Objective-C, so the renamed method does not compile; remove @objc (a "
          + "selector that names it needs a closure instead)",
        "@objc makeAlert() takes or returns UIAlertView: LegacyAlertView cannot be represented in "
          + "Objective-C, so the renamed method does not compile; remove @objc (a selector that "
          + "names it needs a closure instead)",
      ])
  }

  // MARK: Delegate methods reached through a superclass's conformance (L17)

  /// On UIKit a delegate method is found by its selector, so a subclass's method answers for a
  /// conformance its superclass declares. After the rename, a Swift protocol's default
  /// implementation answers instead when the superclass does not implement the method.
  static let inheritedConformance = """
    class BaseViewController: UIViewController, UIAlertViewDelegate {}

    final class SettingsViewController: BaseViewController {
      func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        signOut()
      }
    }
    """

  @Test func L17_delegateMethodOfATypeThatDoesNotDeclareTheConformance_isAManualStep() {
    #expect(
      locatedSwiftFindings(RenameTrapTests.inheritedConformance).filter {
        $0.contains("manual-step")
      } == [
        "4:8 manual-step alertView(_:clickedButtonAt:) is in SettingsViewController, which does "
          + "not declare UIAlertViewDelegate in this tree: if a superclass declares it without "
          + "this method, LegacyAlertViewDelegate's default is called instead (Swift protocols "
          + "have no optional methods): implement the method in that superclass and override it "
          + "here"
      ])
  }

  @Test func delegateMethodThatOverrides_orOfATypeThatDeclaresTheConformance_isNoStep() {
    let overriding = RenameTrapTests.inheritedConformance
      .replacingOccurrences(
        of: "UIAlertViewDelegate {}",
        with: """
          UIAlertViewDelegate {
            func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
          }
          """
      )
      .replacingOccurrences(of: "  func alertView", with: "  override func alertView")
    #expect(manualSteps(overriding) == [])
    let inAnExtension = """
      final class SheetScreen: UIViewController {}
      extension SheetScreen: UIActionSheetDelegate {
        func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
      }
      extension SheetScreen {
        func actionSheetCancel(_ actionSheet: UIActionSheet) {}
      }
      """
    #expect(manualSteps(inAnExtension) == [])
    // Already renamed: AlertShim's protocol declared, or the method written for it.
    #expect(
      manualSteps(
        "final class A: LegacyAlertViewDelegate {}\nextension A {\n"
          + "  func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n}\n") == [])
    #expect(
      manualSteps(
        "final class A {\n  func alertView(_ a: LegacyAlertView, clickedButtonAt i: Int) {}\n}\n")
        == [])
  }

  @Test func conformanceDeclaredInAnotherFileOfTheTree_dropsTheStep() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "Settings.swift", "final class SettingsScreen: UIViewController, UIAlertViewDelegate {}\n")
    try directory.write(
      "Settings+Alerts.swift",
      "extension SettingsScreen {\n"
        + "  func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n}\n")
    try directory.write("Orphan.swift", RenameTrapTests.inheritedConformance)
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(
      report.files.map { "\($0.path) \($0.count(of: .manualStep))" } == [
        "Orphan.swift 1", "Settings+Alerts.swift 0", "Settings.swift 0",
      ])
    // Scanned alone, the extension's file cannot see the conformance.
    #expect(
      manualSteps(
        "extension SettingsScreen {\n"
          + "  func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n}\n"
      ).count == 1)
    // The rewrite lists the same steps.
    let rewrite = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    #expect(
      rewrite.files.map { "\($0.path) \($0.manualSteps.count)" } == [
        "Orphan.swift 1", "Settings+Alerts.swift 0", "Settings.swift 0",
      ])
  }

  @Test func nestedTypesOfOneName_areTwoTypes_theStepStays() throws {
    // Inbox.Coordinator inherits its conformance from BaseScreen, which lacks the method;
    // SettingsScreen.Coordinator, another type of the same name, declares the conformance.
    let directory = try TemporaryDirectory()
    try directory.write(
      "BaseScreen.swift", "class BaseScreen: UIViewController, UIAlertViewDelegate {}\n")
    try directory.write(
      "Inbox.swift",
      "enum Inbox {\n  final class Coordinator: BaseScreen {\n"
        + "    func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n  }\n}\n")
    try directory.write(
      "Settings.swift",
      "final class SettingsScreen: UIViewController {\n"
        + "  final class Coordinator: NSObject, UIAlertViewDelegate {\n"
        + "    func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n  }\n}\n")
    let report = try MigrationScanner().scan(path: directory.path)
    let steps = report.files.flatMap { file in
      file.findings.filter { $0.kind == .manualStep }.map { "\(file.path) \($0.name)" }
    }
    #expect(steps.count == 1)
    #expect(
      steps.first?.hasPrefix(
        "Inbox.swift alertView(_:clickedButtonAt:) is in Inbox.Coordinator, which does not "
          + "declare UIAlertViewDelegate in this tree") == true)
    let rewrite = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    #expect(rewrite.files.flatMap(\.manualSteps).count == 1)
  }

  @Test func L17_aNestedConformance_doesNotCoverATopLevelTypeOfTheSameName() throws {
    // The top-level Coordinator inherits from BaseCoordinator, which does not conform;
    // Inbox.Coordinator, another type, declares the conformance: the top-level one keeps its step.
    let topLevel =
      "class Coordinator: BaseCoordinator {\n"
      + "  func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n}\n"
    let nested =
      "enum Inbox {\n  final class Coordinator: NSObject, UIAlertViewDelegate {\n"
      + "    func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n  }\n}\n"
    let step =
      "alertView(_:clickedButtonAt:) is in Coordinator, which does not declare "
      + "UIAlertViewDelegate in this tree"
    // In one file, in either order.
    for source in [nested + topLevel, topLevel + nested] {
      let steps = manualSteps(source)
      #expect(steps.count == 1, "\(source)")
      #expect(steps.first?.hasPrefix(step) == true, "\(source)")
    }
    // In two files of a tree.
    let directory = try TemporaryDirectory()
    try directory.write("Coordinator.swift", topLevel)
    try directory.write("Inbox.swift", nested)
    let report = try MigrationScanner().scan(path: directory.path)
    let steps = report.files.flatMap { file in
      file.findings.filter { $0.kind == .manualStep }.map { "\(file.path) \($0.name)" }
    }
    #expect(steps.count == 1)
    #expect(steps.first?.hasPrefix("Coordinator.swift " + step) == true)
    let rewrite = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    #expect(
      rewrite.files.map { "\($0.path) \($0.manualSteps.count)" } == [
        "Coordinator.swift 1", "Inbox.swift 0",
      ])
  }

  @Test func L17_anExtensionOfANestedType_isNamedWithItsOuterTypes() throws {
    let nested =
      "enum Inbox {\n  class Coordinator: BaseScreen {}\n}\n"
      + "extension Inbox.Coordinator {\n"
      + "  func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n}\n"
    #expect(
      manualSteps(nested).map { $0.prefix(while: { $0 != "," }) } == [
        "alertView(_:clickedButtonAt:) is in Inbox.Coordinator"
      ])
    // Its conformance declared by an extension in another file covers it, and only it.
    let directory = try TemporaryDirectory()
    try directory.write("Inbox.swift", nested)
    try directory.write(
      "Inbox+Alerts.swift", "extension Inbox.Coordinator: UIAlertViewDelegate {}\n")
    try directory.write(
      "Settings.swift",
      "enum Settings {\n  class Coordinator: BaseScreen {\n"
        + "    func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n  }\n}\n")
    let report = try MigrationScanner().scan(path: directory.path)
    #expect(
      report.files.map { "\($0.path) \($0.count(of: .manualStep))" } == [
        "Inbox+Alerts.swift 0", "Inbox.swift 0", "Settings.swift 1",
      ])
    // The conformance's own finding still names the type as it did: its last component.
    let conformance = report.files.first { $0.path == "Inbox+Alerts.swift" }?.findings.first
    #expect(conformance?.kind == .conformance)
    #expect(conformance?.enclosingType == "Coordinator")
    let rewrite = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    #expect(
      rewrite.files.map { "\($0.path) \($0.manualSteps.count)" } == [
        "Inbox+Alerts.swift 0", "Inbox.swift 0", "Settings.swift 1",
      ])
  }

  @Test func L17_aConformanceThroughARefiningProtocol_isDeclared_inOneFile() {
    let method = "  func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n"
    let protocols =
      "protocol ScreenAlerts: UIAlertViewDelegate {}\nprotocol More: ScreenAlerts {}\n"
    let selfAsDelegate =
      "  func ask() {\n    UIAlertView(title: nil, message: nil, delegate: self, "
      + "cancelButtonTitle: nil).show()\n  }\n"
    // Declared before or after, directly or through a protocol that refines it.
    for header in ["class Screen: BaseScreen, ScreenAlerts", "class Screen: BaseScreen, More"] {
      let type = header + " {\n" + method + "}\n"
      #expect(manualSteps(protocols + type) == [], "\(header)")
      #expect(manualSteps(type + protocols) == [], "\(header)")
    }
    let presenter = "final class Presenter: NSObject, More {\n" + selfAsDelegate + "}\n"
    #expect(manualSteps(presenter + protocols) == [])
    // A protocol that does not refine it, or refines the sheet's, declares nothing.
    for declared in [
      "protocol ScreenAlerts {}\n", "protocol ScreenAlerts: UIActionSheetDelegate {}\n",
    ] {
      let source = declared + "class Screen: BaseScreen, ScreenAlerts {\n" + method + "}\n"
      #expect(
        manualSteps(source).map { $0.prefix(while: { $0 != "," }) } == [
          "alertView(_:clickedButtonAt:) is in Screen"
        ], "\(declared)")
      #expect(
        manualSteps(
          declared + "final class Presenter: NSObject, ScreenAlerts {\n"
            + selfAsDelegate + "}\n"
        ).count == 1, "\(declared)")
    }
  }

  @Test func L17_aConformanceThroughAProtocolOfAnotherFile_dropsTheStep() throws {
    let method = "  func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n"
    let directory = try TemporaryDirectory()
    try directory.write("ScreenAlerts.swift", "protocol ScreenAlerts: UIAlertViewDelegate {}\n")
    try directory.write("SheetAlerts.swift", "protocol SheetAlerts: UIActionSheetDelegate {}\n")
    try directory.write(
      "Inbox.swift", "final class Inbox: BaseScreen, ScreenAlerts {\n" + method + "}\n")
    try directory.write(
      "Drafts.swift",
      "final class Drafts: BaseScreen {}\nextension Drafts: ScreenAlerts {\n"
        + method + "}\n")
    // The sheet's protocol, a protocol of the same name nested in a type, and one named with a
    // module (which could be another type of that name) declare nothing here: the step stays.
    try directory.write(
      "Outbox.swift", "final class Outbox: BaseScreen, App.ScreenAlerts {\n" + method + "}\n")
    try directory.write(
      "Settings.swift", "final class Settings: BaseScreen, SheetAlerts {\n" + method + "}\n")
    try directory.write(
      "Archive.swift",
      "enum Kit {\n  protocol Alerts: UIAlertViewDelegate {}\n}\n"
        + "final class Archive: BaseScreen, Alerts {\n" + method + "}\n")
    let report = try MigrationScanner().scan(path: directory.path)
    let steps = report.files.map { "\($0.path) \($0.count(of: .manualStep))" }
    #expect(
      steps == [
        "Archive.swift 1", "Drafts.swift 0", "Inbox.swift 0", "Outbox.swift 1",
        "ScreenAlerts.swift 0", "Settings.swift 1", "SheetAlerts.swift 0",
      ])
    let rewrite = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    #expect(rewrite.files.map { "\($0.path) \($0.manualSteps.count)" } == steps)
  }

  @Test func L17_alertDeclaredAsAView_isAManualStep() {
    let source = """
      func overlay() -> UIView {
        let v: UIView = UIAlertView(
          title: "Wait", message: nil, delegate: nil, cancelButtonTitle: nil)
        return v
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") } == [
        "2:7 manual-step v is declared UIView: LegacyAlertView is not a UIKit view, so the "
          + "renamed file does not compile; declare it LegacyAlertView"
      ])
  }

  @Test func alertDeclaredWithItsOwnType_isNotAManualStep() {
    let source = """
      let a: UIAlertView = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
      let b: UIKit.UIAlertView? = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
      let c: AnyObject = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
      """
    #expect(manualSteps(source).isEmpty)
  }

  // MARK: Renames that change meaning (L17)

  @Test func L17_isCheckOverSubviews_isAManualStep() {
    let source = """
      func dismissAlerts(in window: UIWindow) {
        for subview in window.subviews where subview is UIAlertView {
          (subview as! UIAlertView).dismiss(withClickedButtonIndex: 0, animated: false)
        }
        if let alert = window.subviews.last as? UIAlertView { alert.dismiss(withClickedButtonIndex: 0, animated: true) }
      }
      """
    let steps = locatedSwiftFindings(source).filter { $0.contains("manual-step") }
    #expect(
      steps.map { $0.prefix(while: { $0 != "(" }) } == [
        "2:48 manual-step `is UIAlertView` is always false after the rename for UIKit's objects ",
        "3:14 manual-step `as! UIAlertView` is always false after the rename for UIKit's objects ",
        "5:39 manual-step `as? UIAlertView` is always false after the rename for UIKit's objects ",
      ])
    #expect(
      steps.first?.hasSuffix(
        "LegacyAlertView is not a UIView; keep a reference to the alerts you show instead") == true)
    // The cast still binds the name, so the dismiss on it is an alert's.
    #expect(inventory(source) == ["dismiss dismiss(withClickedButtonIndex:animated:)"])
  }

  @Test func L17_classTestsOnTheMetatype_areManualSteps() {
    let source = """
      func alerts(in window: UIWindow) -> Int {
        var count = window.subviews.filter { $0.isKind(of: UIAlertView.self) }.count
        if window.subviews.last?.isMember(of: UIKit.UIActionSheet.self) == true { count += 1 }
        if type(of: window) == UIAlertView.self { count += 1 }
        if UIActionSheet.self !== type(of: window) { count -= 1 }
        return count
      }
      """
    let tail =
      " after the rename for UIKit's objects (subviews, windows, senders): LegacyAlertView is not"
      + " a UIView; keep a reference to the alerts you show instead"
    let sheetTail = tail.replacingOccurrences(of: "LegacyAlertView", with: "LegacyActionSheet")
    #expect(
      locatedSwiftFindings(source) == [
        "2:43 manual-step `isKind(of: UIAlertView.self)` is always false" + tail,
        "3:28 manual-step `isMember(of: UIActionSheet.self)` is always false" + sheetTail,
        "4:23 manual-step `== UIAlertView.self` is always false" + tail,
        "5:25 manual-step `UIActionSheet.self !==` is always true" + sheetTail,
      ])
  }

  @Test func otherMetatypes_areNotManualSteps() {
    let source = """
      let kind = UIAlertView.self
      let isView = window.isKind(of: UIView.self)
      let isController = presented.isKind(of: UIAlertController.self)
      let same = type(of: presented) == UIAlertController.self
      let sheetKind: AnyClass = UIActionSheet.self
      """
    #expect(manualSteps(source).isEmpty)
  }

  @Test func castToAlertController_isNotAManualStep() {
    #expect(manualSteps("let c = presented as? UIAlertController").isEmpty)
  }

  // MARK: Scopes

  /// jchat-swift's shape: one function builds its alert with an app helper, another takes a
  /// UIKit alert view as a parameter of the same name.
  static let helperAndParameter = """
    final class ChatViewController: UIViewController {
      func clearHistory() {
        let alertView = JCAlertView.alertWith(title: "Clear", delegate: self)
        alertView.addSubview(spinner)
        alertView.backgroundColor = .white
        alertView.show()
      }

      func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        if buttonIndex != alertView.cancelButtonIndex { alertView.show() }
      }
    }
    """

  @Test func bindingInOneFunction_doesNotLeakIntoAnother() {
    #expect(
      locatedSwiftFindings(RenameTrapTests.helperAndParameter) == [
        "9:8 delegate-method alertView(_:clickedButtonAt:)",
        "10:63 show show()",
      ])
  }

  @Test func parameterInAnotherFunction_doesNotLeakIntoTheHelperFunction() {
    // The reverse order: the parameter first, the app helper's value after.
    let source = """
      func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
      func clear() {
        let alertView = JCAlertView.make()
        alertView.addSubview(spinner)
      }
      """
    #expect(manualSteps(source).isEmpty)
  }

  @Test func localOfAnotherType_shadowsAnAlertProperty() {
    let source = """
      final class Screen {
        var alert: UIAlertView?

        func a() {
          let alert = ToastView()
          alert.frame = .zero
        }

        func b() {
          alert?.show()
          if let alert = alert { alert.frame = .zero }
        }
      }
      """
    #expect(
      swiftFindings(source) == [
        "show show()", "manual-step UIAlertView.frame is not mirrored by LegacyAlertView",
      ])
  }

  @Test func unwrappedProperty_keepsWhatThePropertyHolds() {
    let source = """
      final class Screen {
        var alertView: UIAlertView!
        func a() {
          guard let alertView = self.alertView else { return }
          alertView.show()
          if let alertView { alertView.show() }
          let other = alertView
          other.show()
        }
      }
      """
    #expect(swiftFindings(source) == ["show show()", "show show()", "show show()"])
  }

  @Test func propertyInTheType_isKnownInItsExtensions() {
    let source = """
      final class Screen {
        var sheet: UIActionSheet!
      }
      extension Screen {
        func present() { sheet.show() }
      }
      extension Other {
        func present() { sheet.show() }
      }
      """
    #expect(swiftFindings(source) == ["show show()"])
  }

  @Test func manyBindingsOfOneName_scanInLinearTime() {
    // Each function declares its own `alert`; a lookup per use must not walk the others. Four
    // times the functions take about four times as long when linear, sixteen when quadratic.
    let function = """
      func f() {
        let alert = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
        alert.show()
      }

      """
    func seconds(_ count: Int) -> Double {
      let source = String(repeating: function, count: count)
      let clock = ContinuousClock()
      let start = clock.now
      let findings = MigrationScanner.findings(in: source, language: .swift)
      let elapsed = clock.now - start
      #expect(findings.count == 2 * count)
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    _ = seconds(1_000)  // warm-up
    let small = seconds(4_000)
    let large = seconds(16_000)
    #expect(large < small * 9, "4,000 functions: \(small) s; 16,000: \(large) s")
  }

  @Test func delegateMethodInAProtocolExtension_isAStep_itStartsBeingCalled() {
    // UIKit never called it (not visible to Objective-C); LegacyAlertViewDelegate would.
    let source = """
      protocol ErrorPresenting: UIAlertViewDelegate {}
      extension ErrorPresenting {
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { reset() }
      }
      """
    #expect(
      manualSteps(source) == [
        "alertView(_:clickedButtonAt:) is in an extension of the protocol ErrorPresenting: UIKit "
          + "never called it (UIAlertViewDelegate's methods are Objective-C ones), "
          + "LegacyAlertViewDelegate will, for every conforming type that does not implement "
          + "it; move it into those types, or remove it to keep what the app does now"
      ])
    // In an extension of a class (declared in the file or not): no such step.
    let classExtension = """
      class ErrorPresenting: NSObject, UIAlertViewDelegate {}
      extension ErrorPresenting {
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { reset() }
      }
      """
    #expect(!manualSteps(classExtension).contains { $0.contains("extension of the protocol") })
  }

  // MARK: Found auditing public trees (PromiseKit, Promissum, RxSwift, WWZSwift)

  /// Each step below was code that compiled on UIKit and not after the rename, with no step.
  @Test func L17_appearanceProxyOfTheClass_isAManualStep() {
    let source = """
      func applyTheme(_ color: UIColor) {
        UIAlertView.appearance().tintColor = color
        UIActionSheet.appearance(whenContainedInInstancesOf: [Host.self]).tintColor = color
      }
      """
    #expect(
      locatedSwiftFindings(source) == [
        "2:15 manual-step UIAlertView.appearance() is UIView's appearance proxy: LegacyAlertView "
          + "is not a view and has none; remove it (AlertShimUIKit shows a UIAlertController)",
        "3:17 manual-step UIActionSheet.appearance(whenContainedInInstancesOf:) is UIView's "
          + "appearance proxy: LegacyActionSheet is not a view and has none; remove it "
          + "(AlertShimUIKit shows a UIAlertController)",
      ])
  }

  @Test func L17_openMemberOfAnExtensionOfTheClass_isAManualStep() {
    let source = """
      extension UIAlertView {
        open class func notice(_ text: String) {}
        public func plain() {}
        open var isNotice: Bool { return tag == 1 }
        func open() {}
      }
      open class Screen { open func run() {} }
      """
    #expect(
      manualSteps(source) == [
        "open member of an extension of UIAlertView: LegacyAlertView is final, so no member of it "
          + "can be open; make it public",
        "open member of an extension of UIAlertView: LegacyAlertView is final, so no member of it "
          + "can be open; make it public",
      ])
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") }.map {
        $0.prefix(4)
      } == ["2:3 ", "4:3 "])
  }

  @Test func L17_delegateMethodCalledAsAnOptionalRequirement_isAManualStep() {
    let source = """
      final class Relay: NSObject, UIAlertViewDelegate {
        weak var next: UIAlertViewDelegate?
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
          next?.alertView?(alertView, clickedButtonAt: buttonIndex)
          next!.alertViewCancel!(alertView)
          next?.alertView(alertView, clickedButtonAt: buttonIndex)
          _ = other?.alertView?(x, y)
          handlers.willPresent?(alertView)
          let style = isSheet ? .actionSheet : .alert
        }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") } == [
        "4:11 manual-step alertView?(…) calls alertView(_:clickedButtonAt:) as an optional "
          + "requirement: AlertShim's delegate protocols have none (each method has a default "
          + "implementation), so the renamed call does not compile; drop the ? after the name",
        "5:11 manual-step alertViewCancel!(…) calls alertViewCancel(_:) as an optional "
          + "requirement: AlertShim's delegate protocols have none (each method has a default "
          + "implementation), so the renamed call does not compile; drop the ! after the name",
      ])
  }

  @Test func L17_membersTheFilesOwnExtensionDeclares_areNoSteps() {
    let source = """
      extension UIAlertView {
        var isConfirmation: Bool { return tag == 1 }
        func fadeOut() {
          self.backgroundColor = .clear
          self.isConfirmation.toggle()
          self.show()
          self.strongDelegate = nil
        }
      }
      final class Asker: NSObject, UIAlertViewDelegate {
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
          if alertView.isConfirmation { alertView.fadeOut() }
          alertView.frame = .zero
        }
      }
      extension UIActionSheet {
        func isConfirmationSheet() -> Bool { self.isConfirmation }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") } == [
        "4:10 manual-step UIAlertView.backgroundColor is not mirrored by LegacyAlertView",
        "7:10 manual-step UIAlertView.strongDelegate is not mirrored by LegacyAlertView",
        "13:15 manual-step UIAlertView.frame is not mirrored by LegacyAlertView",
        "17:45 manual-step UIActionSheet.isConfirmation is not mirrored by LegacyActionSheet",
      ])
  }

  @Test func L17_closureParameterTypedWithTheClass_holdsAnAlert() {
    let source = """
      final class Banner {
        func tint(_ alerts: [UIAlertView]) {
          alerts.forEach { (alert: UIAlertView) in
            alert.backgroundColor = .red
          }
          alerts.forEach { [weak self] (alert: UIAlertView) -> Void in alert.show() }
        }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { !$0.contains("creation") } == [
        "4:13 manual-step UIAlertView.backgroundColor is not mirrored by LegacyAlertView",
        "6:72 show show()",
      ])
  }

  @Test func L17_textFieldOfAController_isTheAppsOwnHelper_notAFinding() {
    let source = """
      extension UIAlertController {
        func textField(at index: Int) -> UITextField? { textFields?[index] }
      }
      func readName(_ controller: UIAlertController) -> String {
        controller.textField(at: 0)?.text ?? ""
      }
      """
    #expect(swiftFindings(source) == [])
  }

  @Test func L17_textFieldResultDeclaredOrHeld_isChecked() {
    let source = """
      final class Projects: UIViewController, UIAlertViewDelegate {
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
          let typed: UITextField? = alertView.textField(at: 0)
          let field = alertView.textField(at: 1)
          field?.resignFirstResponder()
          print(field?.text ?? "")
        }
        func other(_ field: UITextField) { field.resignFirstResponder() }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") } == [
        "3:16 manual-step typed is declared UITextField: textField(at:) gives an AlertTextField, "
          + "not a UITextField, so the renamed file does not compile; declare it AlertTextField",
        "5:12 manual-step textField(at:).resignFirstResponder is not mirrored: AlertTextField has "
          + "text, placeholder and isSecureTextEntry",
      ])
    // Migrated code: they go with its text-field uses, which are no findings.
    let migrated = source.replacingOccurrences(of: "UIAlertViewDelegate", with: "Delegate")
      .replacingOccurrences(of: "UIAlertView", with: "LegacyAlertView")
    #expect(swiftFindings(migrated) == [])
  }

  @Test func L17_initialiserTheFilesOwnExtensionDeclares_isCarried() {
    let source = """
      extension UIAlertView {
        convenience init(notice: String, delegate: UIAlertViewDelegate?) {
          self.init(title: notice, message: nil, delegate: delegate, cancelButtonTitle: "OK")
        }
      }
      final class Editor: UIViewController, UIAlertViewDelegate {
        func save() {
          UIAlertView(notice: "Saved", delegate: self).show()
          UIAlertView(elsewhere: "x").show()
        }
      }
      """
    #expect(
      manualSteps(source) == [
        "UIAlertView(elsewhere:) has no LegacyAlertView counterpart: use "
          + "init(title:message:delegate:cancelButtonTitle:otherButtonTitles:)"
      ])
  }

  @Test func L17_overrideInAnExtensionOfTheClass_isAManualStep() {
    let source = """
      extension UIActionSheet {
        override func layoutSubviews() {}
        override var frame: CGRect { didSet {} }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") } == [
        "2:3 manual-step override in an extension of UIActionSheet: LegacyActionSheet is no "
          + "UIView and is final, so the member overrides nothing; drop it, or move what it "
          + "changed of UIKit's view elsewhere",
        "3:3 manual-step override in an extension of UIActionSheet: LegacyActionSheet is no "
          + "UIView and is final, so the member overrides nothing; drop it, or move what it "
          + "changed of UIKit's view elsewhere",
      ])
  }

  @Test func L17_selfAsTheDelegateInAClassMethod_isAManualStep() {
    let source = """
      final class Prompt: NSObject, UIAlertViewDelegate {
        class func ask(_ text: String) {
          UIAlertView(title: text, message: nil, delegate: self, cancelButtonTitle: "OK").show()
        }
        func askAgain() {
          UIAlertView(title: "", message: nil, delegate: self, cancelButtonTitle: "OK").show()
        }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") } == [
        "3:54 manual-step the delegate self is the type Prompt, in a class or static method: "
          + "LegacyAlertView takes (any LegacyAlertViewDelegate)?, so the renamed file does not "
          + "compile; pass an instance"
      ])
  }

  @Test func L17_selectorNamingALegacyTypeOrProtocol_isAManualStep() {
    let source = """
      final class SheetEvents: NSObject, UIActionSheetDelegate {
        let clicked = #selector(UIActionSheetDelegate.actionSheet(_:clickedButtonAt:))
        let show = #selector(UIAlertView.show)
        let title = #selector(getter: UIAlertView.title)
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { $0.contains("manual-step") }.map { $0.prefix(5) } == [
        "2:27 ", "3:24 ", "4:33 ",
      ])
    #expect(
      manualSteps(source).first
        == "#selector(UIActionSheetDelegate…) names UIKit's Objective-C API: after the rename it "
        + "names AlertShim's, Swift types with no Objective-C selectors, so the file does not "
        + "compile; use a closure (or AlertShim's handlers)")
  }

  @Test func L17_delegateMethodInAnExtensionOfTheDelegateProtocol_isAProtocolExtensionStep() {
    let source = """
      extension UIAlertViewDelegate where Self: UIViewController {
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
      }
      final class InboxScreen: UIViewController, UIAlertViewDelegate {}
      """
    #expect(
      manualSteps(source) == [
        LegacyAPI.protocolExtensionStep(
          method: "alertView(_:clickedButtonAt:)", protocol: "UIAlertViewDelegate",
          subject: .alert)
      ])
  }

  /// `NSInteger` is `Int` in Swift: such a delegate method is called, on UIKit as after the
  /// rename; `Int32` is another type.
  @Test func L17_delegateMethodTakingNSInteger_matches_Int32DoesNot() {
    let source = """
      final class Screen: NSObject, UIAlertViewDelegate, UIActionSheetDelegate {
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: NSInteger) {}
        func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int32) {}
      }
      """
    #expect(
      manualSteps(source) == [
        "actionSheet(_:clickedButtonAt:) takes (UIActionSheet, Int32) where "
          + "LegacyActionSheetDelegate has (LegacyActionSheet, Int): it would never be called"
      ])
  }

  /// A sheet a function of the file returns is a sheet: its UIKit-shaped show needs
  /// `import AlertShimUIKit`, and its members are checked.
  @Test func valueReturnedByAFunctionOfTheFile_holdsItsClass() {
    let source = """
      final class PhotoScreen: UIViewController, UIActionSheetDelegate {
        func makePhotoSheet() -> UIActionSheet {
          UIActionSheet(title: "Photo", delegate: self, cancelButtonTitle: "Cancel",
            destructiveButtonTitle: nil)
        }
        func photoTapped(_ item: UIBarButtonItem) {
          let sheet = makePhotoSheet()
          sheet.show(from: item, animated: true)
          let other = self.makePhotoSheet()
          other.frame = .zero
          let title = makePhotoSheet().title
          title.show(in: view)
        }
      }
      """
    #expect(
      locatedSwiftFindings(source).filter { !$0.contains("creation") && !$0.contains("conform") }
        == [
          "8:11 show show(from:animated:)",
          "10:11 manual-step UIActionSheet.frame is not mirrored by LegacyActionSheet",
        ])
    let rewrite = SwiftRewriter.rewrite(source)
    #expect(rewrite.text.contains("import AlertShimUIKit"))
  }
}
