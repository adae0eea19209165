import AlertShim
import AlertShimTestSupport
import Foundation
import Testing

/// SEMANTICS D1: one diagnostic per misuse, with a stable kind and a helpful message.
@Suite @MainActor struct DiagnosticsTests {
  @Test func kinds_haveStableRawValues_D1() {
    let kinds: [(AlertShimIssue.Kind, String)] = [
      (.duplicateCancelAction, "duplicate-cancel-action"),
      (.textFieldOnActionSheet, "text-field-on-action-sheet"),
      (.invalidPreferredAction, "invalid-preferred-action"),
      (.actionAlreadyAdded, "action-already-added"),
      (.missingPopoverAnchor, "missing-popover-anchor"),
      (.alertWithoutActions, "alert-without-actions"),
      (.alreadyPresented, "already-presented"),
      (.noAlertPresented, "no-alert-presented"),
      (.alertNotOnScreen, "alert-not-on-screen"),
      (.actionIndexOutOfRange, "action-index-out-of-range"),
      (.actionTitleNotFound, "action-title-not-found"),
      (.actionDisabled, "action-disabled"),
      (.actionNotDisplayed, "action-not-displayed"),
      (.textFieldIndexOutOfRange, "text-field-index-out-of-range"),
      (.alertNotPresented, "alert-not-presented"),
      (.weakValueNotObject, "weak-value-not-object"),
    ]
    for (kind, rawValue) in kinds {
      #expect(kind.rawValue == rawValue)
      #expect(kind == AlertShimIssue.Kind(rawValue: rawValue))
    }
    #expect(Set(kinds.map(\.0)).count == kinds.count)
  }

  // D1: a diagnostic about 100,000 actions used to be 844 KB long.
  @Test func diagnosticAboutManyActions_isCapped_withACount_D1() {
    let host = AlertHost()
    let alert = AlertController(title: "Big", message: nil, preferredStyle: .alert)
    for index in 0..<100_000 { alert.addAction(AlertAction(title: "A\(index)", style: .default)) }
    host.present(alert)
    let issues = AlertDiagnostics.capture { host.select(actionTitled: "missing") }.issues
    #expect(issues.map(\.kind) == [.actionTitleNotFound])
    let message = issues.first?.message ?? ""
    #expect(message.count < 1_000)
    #expect(message.contains("\"A19\", … and 99980 more]"))
    #expect(!message.contains("\"A20\""))
  }

  // D1: any message longer than the maximum ends in an ellipsis and the count left out.
  @Test func longMessage_isCutWithTheNumberOfCharactersLeftOut_D1() {
    let long = String(repeating: "x", count: 5_000)
    let issue = AlertShimIssue(kind: .actionDisabled, message: long)
    #expect(issue.message.count < 2_100)
    #expect(issue.message.hasSuffix("… (3000 more characters)"))
    let short = AlertShimIssue(kind: .actionDisabled, message: "short")
    #expect(short.message == "short")
  }

  @Test func issueDescription_isOneLinePrefixedAlertShim_D1() {
    let issue = AlertShimIssue(kind: .actionDisabled, message: "Something is wrong; do this.")
    #expect(issue.description == "AlertShim: Something is wrong; do this. [action-disabled]")
    #expect(!issue.description.contains("\n"))
  }

  @Test func issueDescription_ofAMultiLineTitle_isStillOneLine_D1() throws {
    // Legacy alerts often have titles over two lines; the default handler prints one line each.
    let view = LegacyAlertView(
      title: "Sign in\nfailed", message: nil, delegate: nil, cancelButtonTitle: "OK")
    let issues = issues { view.addButton(withTitle: nil) }
    let issue = try #require(issues.first)
    #expect(issue.message.contains("\"Sign in\nfailed\""))  // handlers get it as is
    #expect(issue.description.contains("\"Sign in\\nfailed\""))
    #expect(!issue.description.contains("\n"))
    #expect(
      AlertShimIssue(kind: .actionDisabled, message: "a\r\nb").description
        == "AlertShim: a\\r\\nb [action-disabled]")
  }

  @Test func message_namesTheObjectAndWhatToDo_D1() {
    let alert = AlertController(title: "Settings", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    let issues = issues { alert.addAction(AlertAction(title: "Close", style: .cancel)) }
    let message = issues.first?.message ?? ""
    #expect(message.contains("\"Settings\""))
    #expect(message.contains("\"Close\""))
    #expect(message.contains("Use .default"))
  }

  @Test func outOfRangeMessage_saysWhichIndicesAreValid_D1() {
    let host = AlertHost()
    let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Save", style: .default))
    host.present(alert)
    let issues = issues { host.select(actionAt: 5) }
    #expect(issues.map(\.kind) == [.actionIndexOutOfRange])
    #expect(issues.first?.message.contains("\"Save?\"") == true)
    #expect(issues.first?.message.contains("from 0 to 1") == true)
  }

  @Test func capture_collectsIssuesInOrder_D1() {
    let alert = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let (result, issues) = AlertDiagnostics.capture {
      alert.addTextField()
      alert.preferredAction = AlertAction(title: "X", style: .default)
      return 42
    }
    #expect(result == 42)
    #expect(issues.map(\.kind) == [.textFieldOnActionSheet, .invalidPreferredAction])
  }

  @Test func nestedCapture_keepsIssuesInInnerScope_D1() {
    let (inner, outer) = AlertDiagnostics.capture {
      AlertDiagnostics.report(.actionDisabled, "outer one")
      let inner = AlertDiagnostics.capture {
        AlertDiagnostics.report(.actionNotDisplayed, "inner one")
      }
      return inner.issues
    }
    #expect(inner.map(\.message) == ["inner one"])
    #expect(outer.map(\.message) == ["outer one"])
  }

  @Test func asyncCapture_seesIssuesOfChildTasks_D1() async {
    let (_, issues) = await AlertDiagnostics.capture {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { AlertDiagnostics.report(.actionDisabled, "from a child task") }
      }
    }
    #expect(issues.map(\.message) == ["from a child task"])
  }

  @Test func correctUse_reportsNothing_D1() {
    let host = AlertHost(traits: .regular)
    expectNoIssues {
      let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
      let ok = AlertAction(title: "OK", style: .default)
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(ok)
      alert.preferredAction = ok
      alert.addTextField()
      host.present(alert)
      host.typeText("x", intoTextFieldAt: 0)
      host.select(actionTitled: "OK")
      let sheet = AlertController(title: "S", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(AlertAction(title: "Mail", style: .default))
      sheet.anchor = .barItem("share")
      host.present(sheet)
      host.tapOutside()
    }
    #expect(host.isIdle)
  }
}

/// The process-wide handler. Serialized, and the only place that replaces it.
@Suite(.serialized) @MainActor struct DiagnosticsHandlerTests {
  /// Collects issues from the `@Sendable` handler.
  private final class Collected: @unchecked Sendable {
    // @unchecked: `issues` is only touched while `lock` is held.
    private let lock = NSLock()
    private var issues: [AlertShimIssue] = []

    func append(_ issue: AlertShimIssue) {
      lock.lock()
      defer { lock.unlock() }
      issues.append(issue)
    }

    func messages(containing marker: String) -> [String] {
      lock.lock()
      defer { lock.unlock() }
      return issues.map(\.message).filter { $0.contains(marker) }
    }
  }

  @Test func replacedHandler_receivesIssuesOutsideCapture_D1() {
    let marker = "DiagnosticsHandlerTests-\(UInt64.random(in: 0...UInt64.max))"
    let collected = Collected()
    let previous = AlertDiagnostics.handler
    AlertDiagnostics.handler = { collected.append($0) }
    defer { AlertDiagnostics.handler = previous }

    AlertDiagnostics.report(.actionDisabled, "\(marker) outside")
    let captured = AlertDiagnostics.capture {
      AlertDiagnostics.report(.actionDisabled, "\(marker) inside")
    }
    #expect(collected.messages(containing: marker) == ["\(marker) outside"])
    #expect(captured.issues.map(\.message) == ["\(marker) inside"])
  }

  /// Counts the issues that carry a marker, from the `@Sendable` handler.
  private final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only touched while `lock` is held.
    private let lock = NSLock()
    private var count = 0
    let marker: String

    init(marker: String) { self.marker = marker }

    func note(_ issue: AlertShimIssue) {
      guard issue.message.hasPrefix(marker) else { return }
      lock.lock()
      defer { lock.unlock() }
      count += 1
    }

    var value: Int {
      lock.lock()
      defer { lock.unlock() }
      return count
    }
  }

  // SEMANTICS D1: a report costs the same however many came before it. Each
  // report used to wrap the stored handler in more thunks, so a repeated misuse
  // overflowed the stack after about 87,000 reports.
  @Test func millionReports_allReachTheHandler_D1() {
    let counter = Counter(marker: "DiagnosticsHandlerTests-\(UInt64.random(in: 0...UInt64.max))")
    let previous = AlertDiagnostics.handler
    AlertDiagnostics.handler = { counter.note($0) }
    defer { AlertDiagnostics.handler = previous }
    let message = "\(counter.marker) repeated misuse"
    for _ in 0..<1_000_000 { AlertDiagnostics.report(.buttonIndexOutOfRange, message) }
    #expect(counter.value == 1_000_000)
  }

  // SEMANTICS D1: reading the handler changes nothing; the handler read after a
  // million reads is still the one installed.
  @Test func millionHandlerReads_leaveTheHandlerWorking_D1() {
    let counter = Counter(marker: "DiagnosticsHandlerTests-\(UInt64.random(in: 0...UInt64.max))")
    let previous = AlertDiagnostics.handler
    AlertDiagnostics.handler = { counter.note($0) }
    defer { AlertDiagnostics.handler = previous }
    var last = AlertDiagnostics.handler
    for _ in 0..<1_000_000 { last = AlertDiagnostics.handler }
    last(AlertShimIssue(kind: .actionDisabled, message: "\(counter.marker) once"))
    #expect(counter.value == 1)
  }
}
