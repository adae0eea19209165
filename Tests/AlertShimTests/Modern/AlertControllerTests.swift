import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS M1–M5: the controller as data, before any host is involved.
@Suite @MainActor struct AlertControllerTests {
  // MARK: M1

  @Test func actions_keepInsertionOrder_M1() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    expectNoIssues {
      alert.addAction(AlertAction(title: "One", style: .default))
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "Two", style: .destructive))
    }
    #expect(alert.actions.map(\.title) == ["One", "Cancel", "Two"])
    #expect(alert.actions.map(\.style) == [.default, .cancel, .destructive])
  }

  @Test func action_isEnabledByDefault_M1() {
    #expect(AlertAction(title: "OK", style: .default).isEnabled)
  }

  /// Semantics M3a: empty, never nil, on an alert and on a sheet, as on UIKit.
  @Test func textFields_withoutAny_isAnEmptyArray_M3a() {
    for style in [AlertController.Style.alert, .actionSheet] {
      let alert = AlertController(title: "T", message: nil, preferredStyle: style)
      let fields: [AlertTextField] = alert.textFields
      #expect(fields.count == 0)
    }
  }

  @Test func newController_hasNoActionsFieldsOrPreferredAction() {
    let alert = AlertController(title: "T", message: "M", preferredStyle: .actionSheet)
    #expect(alert.actions.isEmpty)
    #expect(alert.textFields.isEmpty)
    #expect(alert.preferredAction == nil)
    #expect(alert.anchor == nil)
    #expect(alert.handlerTiming == .afterDismissal)
    #expect(!alert.isVisible)
  }

  @Test func addAction_ofAnotherController_isRefused() {
    let first = AlertController(title: "First", message: nil, preferredStyle: .alert)
    let second = AlertController(title: "Second", message: nil, preferredStyle: .alert)
    let action = AlertAction(title: "OK", style: .default)
    first.addAction(action)
    expectIssue(.actionAlreadyAdded) { second.addAction(action) }
    #expect(second.actions.isEmpty)
    #expect(first.actions.count == 1)
  }

  // MARK: M2

  @Test func secondCancelAction_isRejected_M2() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    alert.addAction(cancel)
    let issues = issues { alert.addAction(AlertAction(title: "Close", style: .cancel)) }
    #expect(issues.map(\.kind) == [.duplicateCancelAction])
    #expect(
      issues.first?.message.contains("can only have one action with a style of cancel") == true)
    #expect(alert.actions.count == 1)
    #expect(alert.cancelAction === cancel)
  }

  @Test func secondCancelAction_onActionSheet_isRejected_M2() {
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    expectIssue(.duplicateCancelAction) {
      sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    }
    #expect(sheet.actions.map(\.title) == ["Cancel"])
  }

  @Test func rejectedCancelAction_canBeAddedElsewhere_M2() {
    let first = AlertController(title: "First", message: nil, preferredStyle: .alert)
    first.addAction(AlertAction(title: "Cancel", style: .cancel))
    let rejected = AlertAction(title: "Close", style: .cancel)
    expectIssue(.duplicateCancelAction) { first.addAction(rejected) }
    let second = AlertController(title: "Second", message: nil, preferredStyle: .alert)
    expectNoIssues { second.addAction(rejected) }
    #expect(second.cancelAction === rejected)
  }

  // MARK: M3

  @Test func addTextField_onAlert_runsHandlerAtOnceWithTheNewField_M3() {
    let alert = AlertController(title: "Log in", message: nil, preferredStyle: .alert)
    var configured: AlertTextField?
    expectNoIssues {
      alert.addTextField { field in
        field.placeholder = "Login"
        configured = field
      }
    }
    #expect(configured != nil)
    #expect(alert.textFields.count == 1)
    #expect(alert.textFields.first === configured)
    #expect(alert.textFields.first?.placeholder == "Login")
  }

  @Test func textFields_keepInsertionOrder_M3() {
    let alert = AlertController(title: "Log in", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Login" }
    alert.addTextField()
    alert.addTextField { $0.placeholder = "Password" }
    #expect(alert.textFields.map(\.placeholder) == ["Login", nil, "Password"])
  }

  @Test func addTextField_onActionSheet_isRejected_M3() {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    var handlerRan = false
    expectIssue(.textFieldOnActionSheet) {
      sheet.addTextField { _ in handlerRan = true }
    }
    #expect(!handlerRan)
    #expect(sheet.textFields.isEmpty)
  }

  @Test func addExistingTextField_onActionSheet_isRejected_M3() {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    expectIssue(.textFieldOnActionSheet) { sheet.addTextField(AlertTextField(text: "x")) }
    #expect(sheet.textFields.isEmpty)
  }

  // MARK: M4

  @Test func preferredAction_isNilByDefault_M4() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    #expect(alert.preferredAction == nil)
  }

  @Test func preferredAction_acceptsOneOfItsActions_M4() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    let save = AlertAction(title: "Save", style: .default)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(save)
    expectNoIssues { alert.preferredAction = save }
    #expect(alert.preferredAction === save)
    expectNoIssues { alert.preferredAction = nil }
    #expect(alert.preferredAction == nil)
  }

  @Test func preferredAction_notAmongActions_isRejected_M4() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    let save = AlertAction(title: "Save", style: .default)
    alert.addAction(save)
    alert.preferredAction = save
    let stranger = AlertAction(title: "Elsewhere", style: .default)
    expectIssue(.invalidPreferredAction) { alert.preferredAction = stranger }
    #expect(alert.preferredAction === save)
  }

  @Test func preferredAction_ofAnotherController_isRejected_M4() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    let other = AlertController(title: "Other", message: nil, preferredStyle: .alert)
    let foreign = AlertAction(title: "OK", style: .default)
    other.addAction(foreign)
    expectIssue(.invalidPreferredAction) { alert.preferredAction = foreign }
    #expect(alert.preferredAction == nil)
  }

  @Test func preferredAction_rejectedCancelDuplicate_isNotAnAction_M4() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    let rejected = AlertAction(title: "Close", style: .cancel)
    expectIssue(.duplicateCancelAction) { alert.addAction(rejected) }
    expectIssue(.invalidPreferredAction) { alert.preferredAction = rejected }
    #expect(alert.preferredAction == nil)
  }
}

/// SEMANTICS M5: which action the Return key triggers.
@Suite @MainActor struct ReturnKeyActionTests {
  private func alert(_ actions: [(String, AlertAction.Style)]) -> AlertController {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    for (title, style) in actions { alert.addAction(AlertAction(title: title, style: style)) }
    return alert
  }

  @Test func enabledPreferredAction_wins_M5() {
    let alert = alert([("Cancel", .cancel), ("A", .default), ("B", .default)])
    alert.preferredAction = alert.actions[2]
    #expect(alert.returnKeyAction === alert.actions[2])
  }

  @Test func preferredCancelAction_wins_M5() {
    let alert = alert([("Cancel", .cancel), ("OK", .default)])
    alert.preferredAction = alert.actions[0]
    #expect(alert.returnKeyAction === alert.actions[0])
  }

  @Test func disabledPreferredAction_doesNotCount_M5() {
    let alert = alert([("Cancel", .cancel), ("A", .default), ("B", .default)])
    alert.preferredAction = alert.actions[2]
    alert.actions[2].isEnabled = false
    // Two enabled actions remain, one of them cancel: the other one.
    #expect(alert.returnKeyAction === alert.actions[1])
  }

  @Test func onlyEnabledAction_isChosen_M5() {
    let alert = alert([("A", .default), ("B", .default), ("C", .destructive)])
    alert.actions[0].isEnabled = false
    alert.actions[2].isEnabled = false
    #expect(alert.returnKeyAction === alert.actions[1])
  }

  @Test func singleCancelAction_isChosen_M5() {
    let alert = alert([("Cancel", .cancel)])
    #expect(alert.returnKeyAction === alert.actions[0])
  }

  @Test func twoEnabledWithCancel_choosesTheOther_M5() {
    let alert = alert([("OK", .default), ("Cancel", .cancel)])
    #expect(alert.returnKeyAction === alert.actions[0])
  }

  @Test func twoEnabledWithoutCancel_isNil_M5() {
    let alert = alert([("A", .default), ("B", .destructive)])
    #expect(alert.returnKeyAction == nil)
  }

  @Test func threeEnabledWithCancel_isNil_M5() {
    let alert = alert([("Cancel", .cancel), ("A", .default), ("B", .default)])
    #expect(alert.returnKeyAction == nil)
  }

  @Test func disabledActions_neverCount_M5() {
    // Three actions, one disabled: the two enabled ones decide.
    let alert = alert([("Cancel", .cancel), ("A", .default), ("B", .default)])
    alert.actions[1].isEnabled = false
    #expect(alert.returnKeyAction === alert.actions[2])
  }

  @Test func noEnabledAction_isNil_M5() {
    let alert = alert([("OK", .default)])
    alert.actions[0].isEnabled = false
    #expect(alert.returnKeyAction == nil)
  }

  @Test func noActions_isNil_M5() {
    #expect(alert([]).returnKeyAction == nil)
  }
}
