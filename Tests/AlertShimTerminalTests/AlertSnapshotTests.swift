import AlertShim
import AlertShimTerminal
import Testing

/// What a controller looks like to the layout (`AlertSnapshot.init(_:)`).
@MainActor
@Suite struct AlertSnapshotTests {
  func deleteAlert() -> AlertController {
    let alert = AlertController(title: "Delete?", message: "Gone.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    return alert
  }

  @Test func copiesTitleMessageAndActionsInOrder() {
    let snapshot = AlertSnapshot(deleteAlert())
    #expect(snapshot.title == "Delete?")
    #expect(snapshot.message == "Gone.")
    #expect(snapshot.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(snapshot.actions.map(\.role) == [.cancel, .destructive])
  }

  @Test func marksTheReturnKeyActionAsPreferred() {
    // SEMANTICS M5: two enabled actions, one cancel: Return picks the other.
    let alert = deleteAlert()
    #expect(AlertSnapshot(alert).actions.map(\.isPreferred) == [false, true])
    alert.actions[1].isEnabled = false
    #expect(AlertSnapshot(alert).actions.map(\.isPreferred) == [true, false])
  }

  @Test func secureField_keepsOnlyItsLength() {
    // SEMANTICS T1: the secret is not in the snapshot, its description or its dump.
    let alert = deleteAlert()
    alert.addTextField { $0.isSecureTextEntry = true }
    alert.textFields?[0].text = "hunter2"
    let field = AlertSnapshot(alert).textFields[0]
    #expect(field.text == "")
    #expect(field.displayedText == "•••••••")
    var dumped = ""
    dump(AlertSnapshot(alert), to: &dumped)
    #expect(!dumped.contains("hunter2"))
    #expect(!"\(field)".contains("hunter2"))
  }

  @Test func popover_leavesOutItsCancelAction() {
    // SEMANTICS S6.
    let host = AlertHost(traits: .regular)
    let sheet = AlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Share", style: .default))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.anchor = .barItem("share")
    host.present(sheet)
    let snapshot = AlertSnapshot(sheet)
    #expect(snapshot.isPopover)
    #expect(snapshot.actions.map(\.title) == ["Share"])
  }
}
