import AlertShim
import Testing

@testable import AlertShimTerminal

/// What the terminal draws of a controller's state (`DisplayedAlert.init(_:)`)
/// and the public layout entry point, which takes an `AlertState`.
@MainActor
@Suite struct DisplayedAlertTests {
  func deleteAlert() -> AlertController {
    let alert = AlertController(title: "Delete?", message: "Gone.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    return alert
  }

  @Test func copiesTitleMessageAndActionsInOrder() {
    let shown = DisplayedAlert(deleteAlert().state)
    #expect(shown.title == "Delete?")
    #expect(shown.message == "Gone.")
    #expect(shown.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(shown.actions.map(\.role) == [.cancel, .destructive])
  }

  @Test func marksTheReturnKeyActionAsPreferred() {
    // SEMANTICS M5: two enabled actions, one cancel: Return picks the other.
    let alert = deleteAlert()
    #expect(DisplayedAlert(alert.state).actions.map(\.isPreferred) == [false, true])
    alert.actions[1].isEnabled = false
    #expect(DisplayedAlert(alert.state).actions.map(\.isPreferred) == [true, false])
  }

  @Test func marksThePreferredAction_evenWhenDisabled() {
    // SEMANTICS M4, M5: a disabled preferred action is not the Return key's.
    let alert = deleteAlert()
    alert.preferredAction = alert.actions[1]
    alert.actions[1].isEnabled = false
    let shown = DisplayedAlert(alert.state)
    #expect(shown.actions.map(\.isPreferredAction) == [false, true])
    #expect(shown.actions.map(\.isPreferred) == [true, false])
  }

  @Test func secureField_keepsOnlyItsLength() {
    // SEMANTICS T1: the secret is not in the state, its description or its dump.
    let alert = deleteAlert()
    alert.addTextField { $0.isSecureTextEntry = true }
    alert.textFields[0].text = "hunter2"
    let field = DisplayedAlert(alert.state).textFields[0]
    #expect(field.text == "")
    #expect(field.displayedText == "•••••••")
    var dumped = ""
    dump(DisplayedAlert(alert.state), to: &dumped)
    #expect(!dumped.contains("hunter2"))
    #expect(!"\(field)".contains("hunter2"))
  }

  @Test func popover_leavesOutItsCancelAction() {
    // SEMANTICS S6.
    let host = AlertHost(traits: .regular)
    let sheet = AlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(AlertAction(title: "Share", style: .default))
    sheet.anchor = .barItem("share")
    host.present(sheet)
    let shown = DisplayedAlert(sheet.state)
    #expect(shown.isPopover)
    #expect(shown.actions.map(\.title) == ["Share"])
  }

  @Test func publicLayout_focusCountsTheStatesActions() {
    // The public entry point takes an index into AlertState.actions: on a
    // popover, whose cancel action (index 0) is not drawn, index 1 is Share.
    let state = AlertState(
      title: "Photo", style: .actionSheet, actions: [.cancel("Cancel"), .default("Share")],
      anchor: .barItem("share"), isPopover: true)
    let lines = AlertLayout.lines(for: state, width: 40, focus: .action(1), color: false)
    #expect(lines.contains { $0.text.contains("> Share <") })
    #expect(!lines.contains { $0.text.contains("Cancel") })
    let hidden = AlertLayout.lines(for: state, width: 40, focus: .action(0), color: false)
    #expect(!hidden.contains { $0.text.contains(">") })
  }
}
