import Testing

@testable import AlertShim

/// The value description of an alert (`AlertState`), which renderers and the
/// testing kit consume.
@MainActor
@Suite struct AlertStateTests {
  func loginAlert() -> AlertController {
    let alert = AlertController(title: "Sign in", message: "Work account", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Log In", style: .default))
    alert.addTextField { $0.placeholder = "Login" }
    alert.addTextField {
      $0.placeholder = "Password"
      $0.isSecureTextEntry = true
    }
    return alert
  }

  @Test func init_fromController_describesEveryPart() {
    let alert = loginAlert()
    alert.actions[1].isEnabled = false
    alert.preferredAction = alert.actions[1]
    alert.textFields[0].text = "ada"

    #expect(
      alert.state
        == AlertState(
          title: "Sign in", message: "Work account", style: .alert,
          actions: [.cancel("Cancel"), .default("Log In", isEnabled: false)],
          preferredActionIndex: 1,
          textFields: [.plain(placeholder: "Login", text: "ada"), .secure(placeholder: "Password")])
    )
    #expect(alert.state.preferredAction == .default("Log In", isEnabled: false))
  }

  @Test func init_fromSheet_keepsAnchorAndPopover() {
    let host = AlertHost(traits: .regular)
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Share", style: .default))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.anchor = .barItem("share")
    host.present(sheet)

    let state = sheet.state
    #expect(state.style == .actionSheet)
    #expect(state.anchor == .barItem("share"))
    #expect(state.isPopover)
    // M8, S6: the popover's cancel action is described but not displayed.
    #expect(state.actions == [.default("Share"), .cancel("Cancel")])
    #expect(state.displayedActionIndices == [0])
  }

  @Test func isAValue_laterChangesToTheControllerDoNotReachIt() {
    let alert = loginAlert()
    let before = alert.state
    alert.title = "Changed"
    alert.actions[1].isEnabled = false

    #expect(before.title == "Sign in")
    #expect(before.actions[1].isEnabled)
    #expect(before != alert.state)
  }

  @Test func hashable_equalStatesHashAlike_andDifferentOnesDiffer() {
    let one = loginAlert().state
    let two = loginAlert().state
    var other = one
    other.actions[0].isEnabled = false

    #expect(one == two)
    #expect(Set([one, two, other]).count == 2)
    #expect(one.hashValue == two.hashValue)
  }

  @Test func secureText_isNeverKept_T1() {
    // SEMANTICS T1: not in the value, its description, its debug description or its dump.
    let alert = loginAlert()
    alert.textFields[1].text = "hunter2"
    let state = alert.state
    var dumped = ""
    dump(state, to: &dumped)

    #expect(state.textFields[1] == .secure(placeholder: "Password", length: 7))
    #expect(state.textFields[1].text == "")
    #expect(state.textFields[1].displayedText == "•••••••")
    #expect(!state.description.contains("hunter2"))
    #expect(!String(reflecting: state).contains("hunter2"))
    #expect(!dumped.contains("hunter2"))
    #expect(dumped.contains("Password"))
  }

  @Test func description_readsLikeSource() {
    let state = AlertState(
      title: "Photo", message: "Pick one", style: .actionSheet,
      actions: [.default("Share"), .cancel(nil), .destructive("Delete", isEnabled: false)],
      preferredActionIndex: 0,
      textFields: [.plain(), .plain(placeholder: "Login", text: "ada"), .secure(length: 3)],
      anchor: .barItem("share"), isPopover: true)

    #expect(
      state.description
        == #"AlertState(.actionSheet, title: "Photo", message: "Pick one", "#
        + #"actions: [.default("Share"), .cancel(nil), .destructive("Delete", isEnabled: false)], "#
        + #"preferredAction: .default("Share"), "#
        + #"textFields: [.plain(), .plain(placeholder: "Login", text: "ada"), .secure(length: 3)], "#
        + "anchor: .barItem(share), popover)")
    #expect(AlertState(title: nil).description == "AlertState(.alert, title: nil, actions: [])")
  }

  @Test func description_quotesTitlesAsSwiftLiterals() {
    #expect(AlertState.Action.default(#"Say "hi""#).description == #".default("Say \"hi\"")"#)
  }

  @Test func returnKeyActionIndex_followsM5() {
    // SEMANTICS M5, the same rule as AlertController.returnKeyAction.
    var state = AlertState(title: nil, actions: [.cancel("Cancel"), .default("OK")])
    #expect(state.returnKeyActionIndex == 1)
    state.actions.append(.default("Later"))
    #expect(state.returnKeyActionIndex == nil)
    state.preferredActionIndex = 2
    #expect(state.returnKeyActionIndex == 2)
    // A disabled preferred action: two enabled, one of them cancel, so the other.
    state.actions[2].isEnabled = false
    #expect(state.returnKeyActionIndex == 1)
    state.actions[1].isEnabled = false
    #expect(state.returnKeyActionIndex == 0)
  }

  @Test func returnKeyActionIndex_matchesTheController() {
    let alert = loginAlert()
    #expect(alert.state.returnKeyActionIndex.map { alert.actions[$0] } === alert.returnKeyAction)
    alert.actions[1].isEnabled = false
    #expect(alert.state.returnKeyActionIndex.map { alert.actions[$0] } === alert.returnKeyAction)
  }

  @Test func preferredAction_outOfRange_isNil() {
    let state = AlertState(title: nil, actions: [.default("OK")], preferredActionIndex: 3)
    #expect(state.preferredAction == nil)
    #expect(state.returnKeyActionIndex == 0)
    #expect(state.description.contains("preferredAction: 3"))
  }

  @Test func secure_negativeLength_isZero() {
    #expect(AlertState.TextField.secure(length: -2).length == 0)
  }

  // SEMANTICS S5, M8: the one decision of the anchor of a sheet shown without one.
  @Test func sheetDefaultAnchor_isTheCenterOnRegular_andNoneOnCompact() {
    let regular = AlertHost(traits: .regular)
    regular.canvasSize = AlertSize(width: 100, height: 40)
    #expect(AlertAnchor.sheetDefault(on: regular) == .rect(x: 50, y: 20, width: 1, height: 1))
    #expect(AlertAnchor.sheetDefault(on: AlertHost(traits: .compact)) == nil)
    #expect(
      AlertAnchor.center(of: AlertSize(width: 10, height: 6))
        == .rect(x: 5, y: 3, width: 1, height: 1))
  }
}
