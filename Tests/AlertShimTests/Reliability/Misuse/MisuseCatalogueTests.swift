import AlertShim
import Foundation
import Testing

extension Reliability {
  /// The misuse catalogue (SEMANTICS D1): every
  /// `AlertShimIssue.Kind` has a row in the Diagnostics article and a test here that
  /// triggers it once and finds exactly one issue of that kind and nothing
  /// changed.
  @Suite @MainActor struct MisuseCatalogueTests {
    /// The kinds this suite triggers, one test each.
    static let covered: Set<String> = [
      "duplicate-cancel-action", "text-field-on-action-sheet", "invalid-preferred-action",
      "action-already-added", "text-field-already-added", "missing-popover-anchor",
      "alert-without-actions", "already-presented", "no-alert-presented", "alert-not-on-screen",
      "action-index-out-of-range", "action-title-not-found", "action-disabled",
      "action-not-displayed", "text-field-index-out-of-range", "alert-not-presented",
      "weak-value-not-object", "button-index-out-of-range", "missing-button-title",
      "buttons-frozen", "main-host-not-set-up",
    ]

    /// Kinds only AlertShimUIKit reports: triggered once each, with the outcome
    /// checked, by AlertShimUIKitTests (UIKitRendererTests U2, UIKitBadInputTests),
    /// which can drive the UIKit bridge; this target imports only AlertShim.
    static let coveredByUIKitTests: Set<String> = ["no-presenter", "anchor-view-not-in-window"]

    /// Runs `body` and expects exactly one issue, of `kind`, whose message names `object`.
    @discardableResult
    func expectOneIssue<R>(
      _ kind: AlertShimIssue.Kind, naming object: String? = nil,
      sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> R
    ) -> R {
      let (result, issues) = AlertDiagnostics.capture(body)
      #expect(issues.map(\.kind) == [kind], sourceLocation: sourceLocation)
      if let issue = issues.first {
        #expect(issue.description.hasPrefix("AlertShim: "), sourceLocation: sourceLocation)
        #expect(issue.description.hasSuffix("[\(kind.rawValue)]"), sourceLocation: sourceLocation)
        if let object {
          #expect(
            issue.message.contains(object), "\"\(issue.message)\" should name \(object) (D1)",
            sourceLocation: sourceLocation)
        }
      }
      return result
    }

    func alert(_ title: String, actions: [AlertAction.Style] = [.default]) -> AlertController {
      let alert = AlertController(title: title, message: nil, preferredStyle: .alert)
      for (index, style) in actions.enumerated() {
        alert.addAction(AlertAction(title: "A\(index)", style: style))
      }
      return alert
    }

    // MARK: The catalogue

    /// The kinds declared in Sources/AlertShim/Support/AlertShimIssue.swift.
    static func declaredKinds() throws -> Set<String> {
      let source = try String(
        contentsOf: packageRoot.appending(
          path: "Sources/AlertShim/Support/AlertShimIssue.swift"), encoding: .utf8)
      return Set(source.matches(of: /Self\(rawValue: "([a-z-]+)"\)/).map { String($0.1) })
    }

    /// The kinds with a row in the Diagnostics article (a row starts with `` | `kind` ``).
    static func documentedKinds() throws -> Set<String> {
      let doc = try String(
        contentsOf: packageRoot.appending(path: "Sources/AlertShim/AlertShim.docc/Diagnostics.md"),
        encoding: .utf8)
      return Set(doc.matches(of: /\n\| `([a-z-]+)` \|/).map { String($0.1) })
    }

    static let packageRoot = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    // D1: a kind added to the source without a row in the doc, or without a test here, fails.
    @Test func everyDeclaredKind_isDocumented_andTested() throws {
      let declared = try Self.declaredKinds()
      #expect(declared.count >= 20)
      let documented = try Self.documentedKinds()
      #expect(declared.subtracting(documented) == [], "kinds missing from the Diagnostics article")
      #expect(documented.subtracting(declared) == [], "rows for kinds that do not exist")
      let tested = Self.covered.union(Self.coveredByUIKitTests)
      #expect(declared.subtracting(tested) == [], "kinds without a test in this suite")
      #expect(tested.subtracting(declared) == [])
    }

    // MARK: Modern/

    // SEMANTICS U11: the first legacy show() on an Apple UI platform before setup.
    @Test func mainHostNotSetUp() {
      let savedMain = AlertHost.main
      let savedSetup = AlertHost.setup
      AlertHost.main = AlertHost()
      AlertHost.setup = .init(isEnabled: true)
      defer {
        AlertHost.main = savedMain
        AlertHost.setup = savedSetup
      }
      let view = LegacyAlertView(
        title: "Early", message: nil, delegate: nil, cancelButtonTitle: "OK")
      expectOneIssue(.mainHostNotSetUp, naming: "Early") { view.show() }
      #expect(view.isVisible)  // shown, headless
      #expect(AlertHost.main.presentedAlert === view.alertController)
      view.dismiss(withClickedButtonIndex: 0, animated: false)
      let again = LegacyAlertView(
        title: "Later", message: nil, delegate: nil, cancelButtonTitle: "OK")
      let (_, issues) = AlertDiagnostics.capture { again.show() }
      #expect(issues.isEmpty)  // once per process
      again.dismiss(withClickedButtonIndex: 0, animated: false)
    }

    // SEMANTICS M2
    @Test func duplicateCancelAction() {
      let alert = alert("Twice", actions: [.cancel])
      expectOneIssue(.duplicateCancelAction, naming: "Twice") {
        alert.addAction(AlertAction(title: "Cancel again", style: .cancel))
      }
      #expect(alert.actions.map(\.title) == ["A0"])
    }

    // SEMANTICS M3
    @Test func textFieldOnActionSheet() {
      let sheet = AlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
      var configured = false
      expectOneIssue(.textFieldOnActionSheet, naming: "Sheet") {
        sheet.addTextField { _ in configured = true }
      }
      #expect(sheet.textFields.isEmpty)
      #expect(!configured)
    }

    // SEMANTICS M4
    @Test func invalidPreferredAction() {
      let alert = alert("Prefers", actions: [.default, .cancel])
      alert.preferredAction = alert.actions[0]
      expectOneIssue(.invalidPreferredAction, naming: "Prefers") {
        alert.preferredAction = AlertAction(title: "Elsewhere", style: .default)
      }
      #expect(alert.preferredAction === alert.actions[0])
    }

    @Test func actionAlreadyAdded() {
      let owner = alert("Owner")
      let thief = alert("Thief", actions: [])
      let action = owner.actions[0]
      expectOneIssue(.actionAlreadyAdded, naming: "Thief") { thief.addAction(action) }
      #expect(thief.actions.isEmpty)
      #expect(owner.actions.count == 1 && owner.actions[0] === action)
    }

    @Test func textFieldAlreadyAdded() {
      let host = AlertHost()
      let shown = alert("Shown")
      shown.addTextField()
      host.present(shown)
      let field = shown.textFields[0]
      let other = alert("Other")
      expectOneIssue(.textFieldAlreadyAdded, naming: "Other") { other.addTextField(field) }
      #expect(other.textFields.isEmpty)
      #expect(shown.textFields.count == 1 && shown.textFields[0] === field)
      host.cancelAll()
    }

    // SEMANTICS M8: shown anyway, from the centre.
    @Test func missingPopoverAnchor() {
      let host = AlertHost(traits: .regular)
      let sheet = AlertController(title: "Popover", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(AlertAction(title: "Share", style: .default))
      expectOneIssue(.missingPopoverAnchor, naming: "Popover") { host.present(sheet) }
      #expect(host.presentedAlert === sheet)
      #expect(sheet.anchor == .center(of: host.canvasSize))
      #expect(sheet.isPopover)
      host.cancelAll()
    }

    @Test func alertWithoutActions() {
      let host = AlertHost()
      let empty = alert("Empty", actions: [])
      expectOneIssue(.alertWithoutActions, naming: "Empty") { host.present(empty) }
      #expect(host.presentedAlert === empty)
      #expect(host.dismiss(empty))
      #expect(host.isIdle)
    }

    // MARK: Presentation/

    // SEMANTICS P3
    @Test func alreadyPresented() {
      let host = AlertHost()
      let first = alert("First")
      let second = alert("Second")
      host.present(first)
      host.present(second)
      expectOneIssue(.alreadyPresented, naming: "Second") { host.present(second) }
      #expect(host.presentedAlert === first)
      #expect(host.queuedAlerts.count == 1 && host.queuedAlerts[0] === second)
      host.cancelAll()
    }

    @Test func noAlertPresented() {
      let host = AlertHost()
      let accepted = expectOneIssue(.noAlertPresented) { host.select(actionAt: 0) }
      #expect(!accepted)
      #expect(host.isIdle)
    }

    @Test func alertNotOnScreen() {
      let renderer = HeadlessRenderer(mode: .manual)
      let host = AlertHost(renderer: renderer)
      let appearing = alert("Appearing")
      host.present(appearing)
      let accepted = expectOneIssue(.alertNotOnScreen, naming: "Appearing") {
        host.select(actionAt: 0)
      }
      #expect(!accepted)
      renderer.finishAnimations()
      #expect(host.presentedAlert === appearing)
      #expect(host.select(actionAt: 0))
      renderer.finishAnimations()
      #expect(host.isIdle)
    }

    @Test func actionIndexOutOfRange() {
      let host = AlertHost()
      let shown = alert("Range")
      host.present(shown)
      let accepted = expectOneIssue(.actionIndexOutOfRange, naming: "Range") {
        host.select(actionAt: 5)
      }
      #expect(!accepted)
      #expect(host.presentedAlert === shown)
      host.cancelAll()
    }

    @Test func actionTitleNotFound() {
      let host = AlertHost()
      let shown = alert("Titles")
      host.present(shown)
      let accepted = expectOneIssue(.actionTitleNotFound, naming: "Titles") {
        host.select(actionTitled: "Nope")
      }
      #expect(!accepted)
      #expect(host.presentedAlert === shown)
      host.cancelAll()
    }

    // SEMANTICS M1, L13
    @Test func actionDisabled() {
      let host = AlertHost()
      let shown = alert("Disabled", actions: [.default, .cancel])
      shown.actions[0].isEnabled = false
      host.present(shown)
      let accepted = expectOneIssue(.actionDisabled, naming: "Disabled") {
        host.select(actionAt: 0)
      }
      #expect(!accepted)
      #expect(host.presentedAlert === shown)
      #expect(!shown.actions[0].isEnabled)
      host.cancelAll()
    }

    // SEMANTICS S6, M8
    @Test func actionNotDisplayed() {
      let host = AlertHost(traits: .regular)
      let sheet = AlertController(title: "Hidden", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(AlertAction(title: "Share", style: .default))
      sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
      sheet.anchor = .barItem("share")
      host.present(sheet)
      let accepted = expectOneIssue(.actionNotDisplayed, naming: "Hidden") {
        host.select(actionAt: 1)
      }
      #expect(!accepted)
      #expect(host.presentedAlert === sheet)
      host.cancelAll()
    }

    // SEMANTICS L12, through the host and through a legacy view.
    @Test func textFieldIndexOutOfRange() {
      let host = AlertHost()
      let shown = alert("Fields")
      shown.addTextField()
      host.present(shown)
      let typed = expectOneIssue(.textFieldIndexOutOfRange, naming: "Fields") {
        host.typeText("x", intoTextFieldAt: 3)
      }
      #expect(!typed)
      #expect(shown.textFields[0].text ?? "" == "")
      host.cancelAll()
      let view = LegacyAlertView(
        title: "Legacy", message: nil, delegate: nil, cancelButtonTitle: nil)
      let field = expectOneIssue(.textFieldIndexOutOfRange, naming: "Legacy") {
        view.textField(at: 0)
      }
      #expect(field == nil)
    }

    @Test func alertNotPresented() {
      let host = AlertHost()
      let stranger = alert("Stranger")
      let dismissed = expectOneIssue(.alertNotPresented, naming: "Stranger") {
        host.dismiss(stranger)
      }
      #expect(!dismissed)
      #expect(host.isIdle)
      #expect(!stranger.isVisible)
    }

    // MARK: Support/

    // SEMANTICS A7
    @Test func weakValueNotObject() {
      let associations = Associations(ownerName: "Owner")
      let key = AssociationKey<Int>("count")
      expectOneIssue(.weakValueNotObject) { associations.set(3, for: key, policy: .weak) }
      #expect(associations.value(for: key) == nil)
      #expect(associations.count == 0)
    }

    // MARK: Legacy/

    // SEMANTICS L5
    @Test func buttonIndexOutOfRange() {
      let view = LegacyAlertView(
        title: "Buttons", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
      let title = expectOneIssue(.buttonIndexOutOfRange, naming: "Buttons") {
        view.buttonTitle(at: 4)
      }
      #expect(title == nil)
      #expect(view.numberOfButtons == 1)
    }

    // SEMANTICS L6
    @Test func missingButtonTitle() {
      let sheet = LegacyActionSheet(
        title: "Untitled", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
      let index = expectOneIssue(.missingButtonTitle, naming: "Untitled") {
        sheet.addButton(withTitle: nil)
      }
      #expect(index == -1)
      #expect(sheet.numberOfButtons == 1)
    }

    // SEMANTICS L14, decision 3: frozen from show(), even while waiting in the queue.
    @Test func buttonsFrozen() {
      let host = AlertHost()
      let first = alert("First")
      host.present(first)
      let view = LegacyAlertView(
        title: "Frozen", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
        otherButtonTitles: "OK")
      view.show(in: host)  // waits behind `first`
      let index = expectOneIssue(.buttonsFrozen, naming: "Frozen") {
        view.addButton(withTitle: "More")
      }
      #expect(index == -1)
      expectOneIssue(.buttonsFrozen, naming: "Frozen") { view.cancelButtonIndex = 1 }
      #expect(view.numberOfButtons == 2)
      #expect(view.cancelButtonIndex == 0)
      host.cancelAll()
      #expect(view.addButton(withTitle: "More") == 2)
    }
  }
}
