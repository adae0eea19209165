import AlertShimTesting
import Testing

@Suite struct RecordedValueTests {
  @Test func recordedAction_descriptions_readLikeSource() {
    let actions: [RecordedAction] = [
      .default("OK"), .cancel(nil), .destructive("Delete", isEnabled: false),
    ]

    #expect(
      actions.map(\.description) == [
        #".default("OK")"#, ".cancel(nil)", #".destructive("Delete", isEnabled: false)"#,
      ])
  }

  @Test func recordedAction_fromParts_equalsTheCase() {
    #expect(RecordedAction(title: "Delete", style: .destructive) == .destructive("Delete"))
    #expect(
      RecordedAction(title: "OK", style: .default, isEnabled: false)
        == .default("OK", isEnabled: false))
  }

  @Test func recordedAction_exposesItsParts() {
    let action = RecordedAction.cancel("Cancel", isEnabled: false)

    #expect(action.title == "Cancel")
    #expect(action.style == .cancel)
    #expect(action.isEnabled == false)
  }

  @Test func recordedTextField_descriptions_readLikeSource() {
    let fields: [RecordedTextField] = [
      .plain(), .plain(placeholder: "Login", text: "ada"), .secure(placeholder: "Password"),
    ]

    #expect(
      fields.map(\.description) == [
        ".plain()", #".plain(placeholder: "Login", text: "ada")"#,
        #".secure(placeholder: "Password")"#,
      ])
  }

  @Test func recordedTextField_exposesItsParts() {
    #expect(RecordedTextField.secure(placeholder: "PIN").placeholder == "PIN")
    #expect(RecordedTextField.secure(placeholder: "PIN").isSecureTextEntry)
    #expect(!RecordedTextField.plain(placeholder: "Name").isSecureTextEntry)
  }

  @Test func recordedAlert_description_listsEveryRecordedPart() {
    let alert = RecordedAlert(
      title: "Photo", message: "Pick one", style: .actionSheet,
      actions: [.default("Share"), .cancel("Cancel")], preferredActionIndex: 0,
      anchor: .barItem("share"), isPopover: true)

    #expect(
      alert.description
        == #"AlertState(.actionSheet, title: "Photo", message: "Pick one", "#
        + #"actions: [.default("Share"), .cancel("Cancel")], preferredAction: .default("Share"), "#
        + "anchor: .barItem(share), popover)")
  }
}
