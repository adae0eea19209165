import AlertShim
import AlertShimTestSupport
import Testing

/// The one door for user input, and every bad input of issue 2 (SEMANTICS D1, M1, M8).
@Suite @MainActor struct HostInputTests {
  // MARK: Bad input: one diagnostic, nothing changes

  @Test func select_withNoAlertShown_isRefused() {
    let host = AlertHost()
    #expect(!expectIssue(.noAlertPresented) { host.select(actionAt: 0) })
    #expect(!expectIssue(.noAlertPresented) { host.select(actionTitled: "OK") })
    #expect(host.isIdle)
  }

  @Test func select_outOfRangeIndex_isRefused() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    host.present(alert)
    #expect(!expectIssue(.actionIndexOutOfRange) { host.select(actionAt: 2) })
    #expect(!expectIssue(.actionIndexOutOfRange) { host.select(actionAt: -1) })
    #expect(host.presentedAlert === alert)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
    // The alert still accepts a valid selection.
    #expect(host.select(actionAt: 1))
  }

  @Test func select_titleMatchingNothing_isRefused() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    host.present(alert)
    let issues = issues { #expect(!host.select(actionTitled: "Delete")) }
    #expect(issues.map(\.kind) == [.actionTitleNotFound])
    #expect(issues.first?.message.contains("\"Delete\"") == true)
    #expect(host.presentedAlert === alert)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func select_disabledAction_isRefused_M1() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    alert.actions[1].isEnabled = false
    host.present(alert)
    #expect(!expectIssue(.actionDisabled) { host.select(actionTitled: "OK") })
    #expect(!expectIssue(.actionDisabled) { host.select(actionAt: 1) })
    #expect(host.presentedAlert === alert)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func select_reenabledAction_isAccepted_M1() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("A", actions: [("OK", .default)])
    alert.actions[0].isEnabled = false
    host.present(alert)
    alert.actions[0].isEnabled = true
    #expect(expectNoIssues { host.select(actionTitled: "OK") })
    #expect(log.entries == selectedTrace("A", "OK"))
  }

  @Test func select_hiddenCancelOfPopover_isRefused_M8() {
    let host = AlertHost(traits: .regular)
    let log = EventLog()
    let sheet = log.alert(
      "S", style: .actionSheet, actions: [("Mail", .default), ("Cancel", .cancel)])
    sheet.anchor = .barItem("share")
    host.present(sheet)
    #expect(sheet.displayedActions.map(\.title) == ["Mail"])
    #expect(!expectIssue(.actionNotDisplayed) { host.select(actionTitled: "Cancel") })
    #expect(!expectIssue(.actionNotDisplayed) { host.select(actionAt: 1) })
    #expect(host.presentedAlert === sheet)
    #expect(log.entries == ["S: willPresent", "S: didPresent"])
  }

  @Test func select_titleShared_choosesTheDisplayedAction_ofPopover() {
    // The hidden cancel action comes first; the displayed one with the same title is chosen.
    let host = AlertHost(traits: .regular)
    let log = EventLog()
    let sheet = log.alert(
      "S", style: .actionSheet, actions: [("Close", .cancel), ("Close", .default)])
    sheet.anchor = .barItem("menu")
    host.present(sheet)
    #expect(expectNoIssues { host.select(actionTitled: "Close") })
    #expect(log.entries.last == "S: didDismiss(selected(\"Close\"))")
    #expect(host.isIdle)
  }

  @Test func select_whileAlertIsStillAppearing_isRefused() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    let alert = log.alert("A")
    host.present(alert)
    #expect(!expectIssue(.alertNotOnScreen) { host.select(actionTitled: "OK") })
    #expect(log.entries == ["A: willPresent"])
    renderer.finishAnimations()
    #expect(host.select(actionTitled: "OK"))
  }

  @Test func typeText_intoMissingField_isRefused() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("A")
    alert.addTextField()
    host.present(alert)
    #expect(!expectIssue(.textFieldIndexOutOfRange) { host.typeText("x", intoTextFieldAt: 1) })
    #expect(!expectIssue(.textFieldIndexOutOfRange) { host.typeText("x", intoTextFieldAt: -1) })
    #expect(alert.textFields.first?.text == nil)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func typeText_intoSheet_isRefused() {
    let host = AlertHost()
    let sheet = AlertController(title: "S", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Mail", style: .default))
    host.present(sheet)
    #expect(!expectIssue(.textFieldIndexOutOfRange) { host.typeText("x", intoTextFieldAt: 0) })
  }

  @Test func typeText_withNoAlertShown_isRefused() {
    let host = AlertHost()
    #expect(!expectIssue(.noAlertPresented) { host.typeText("x", intoTextFieldAt: 0) })
  }

  @Test func tapOutside_withNoAlertShown_isRefused() {
    let host = AlertHost()
    #expect(!expectIssue(.noAlertPresented) { host.tapOutside() })
  }

  @Test func cancelBySystem_withNoAlertShown_doesNothing() {
    let host = AlertHost()
    #expect(!expectNoIssues { host.cancelBySystem() })
    #expect(host.isIdle)
  }

  // MARK: typeText

  @Test func typeText_updatesField_andSendsTextDidChange() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("A")
    alert.addTextField()
    alert.addTextField()
    host.present(alert)
    #expect(expectNoIssues { host.typeText("bob", intoTextFieldAt: 1) })
    #expect(alert.textFields.map(\.text) == [nil, "bob"])
    #expect(log.entries == ["A: willPresent", "A: didPresent", "A: textDidChange(1)"])
  }

  @Test func typeText_reachesRenderer() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    alert.addTextField()
    host.present(alert)
    host.typeText("bob", intoTextFieldAt: 0)
    #expect(renderer.calls == [.show(title: "A"), .update(title: "A")])
  }

  @Test func settingTextFromCode_isNotAUserEdit() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("A")
    alert.addTextField()
    host.present(alert)
    alert.textFields[0].text = "code"
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  // MARK: update

  @Test func isEnabledChange_onShownAlert_reachesRenderer() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    alert.actions[0].isEnabled = false
    #expect(renderer.calls == [.show(title: "A"), .update(title: "A")])
    #expect(renderer.updateCount == 1)
  }

  @Test func isEnabledSetToSameValue_doesNotUpdate() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    alert.actions[0].isEnabled = true
    #expect(renderer.calls == [.show(title: "A")])
  }

  @Test func isEnabledChange_onQueuedAlert_doesNotReachRenderer() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.addAction(AlertAction(title: "OK", style: .default))
    let second = AlertController(title: "B", message: nil, preferredStyle: .alert)
    second.addAction(AlertAction(title: "OK", style: .default))
    host.present(first)
    host.present(second)
    second.actions[0].isEnabled = false
    #expect(renderer.calls == [.show(title: "A")])
  }

  @Test func isEnabledChange_afterDismissal_doesNotReachRenderer() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    host.select(actionAt: 0)
    alert.actions[0].isEnabled = false
    #expect(renderer.calls == [.show(title: "A"), .hide(title: "A")])
  }

  @Test func titleChange_onShownAlert_reachesRenderer() {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    alert.title = "A2"
    #expect(renderer.calls == [.show(title: "A"), .update(title: "A2")])
  }

  // MARK: M8 taps outside and popovers

  @Test func popoverWithoutAnchor_isShownFromCentre_withOneDiagnostic_M8() {
    let host = AlertHost(traits: .regular)
    host.canvasSize = AlertSize(width: 200, height: 100)
    let log = EventLog()
    let sheet = log.alert("S", style: .actionSheet, actions: [("Mail", .default)])
    expectIssue(.missingPopoverAnchor) { host.present(sheet) }
    #expect(host.presentedAlert === sheet)
    #expect(sheet.isPopover)
    #expect(sheet.anchor == .rect(x: 100, y: 50, width: 1, height: 1))
    #expect(log.entries == ["S: willPresent", "S: didPresent"])
  }

  @Test func sheetWithoutAnchor_onCompactHost_isNotReported_M8() {
    let host = AlertHost(traits: .compact)
    let sheet = AlertController(title: "S", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Mail", style: .default))
    expectNoIssues { host.present(sheet) }
    #expect(sheet.anchor == nil)
    #expect(!sheet.isPopover)
  }

  @Test func tapOutside_popover_runsHiddenCancelAction_M8() {
    let host = AlertHost(traits: .regular)
    let log = EventLog()
    let sheet = log.alert(
      "S", style: .actionSheet, actions: [("Mail", .default), ("Cancel", .cancel)])
    sheet.anchor = .barItem("share")
    host.present(sheet)
    #expect(expectNoIssues { host.tapOutside() })
    #expect(log.entries == selectedTrace("S", "Cancel"))
  }

  @Test func tapOutside_popoverWithoutCancel_dismissesWithNoHandler_M8() {
    let host = AlertHost(traits: .regular)
    let log = EventLog()
    let sheet = log.alert("S", style: .actionSheet, actions: [("Mail", .default)])
    sheet.anchor = .barItem("share")
    host.present(sheet)
    #expect(host.tapOutside())
    #expect(
      log.entries == [
        "S: willPresent", "S: didPresent", "S: willDismiss(tappedOutside)",
        "S: didDismiss(tappedOutside)",
      ])
  }

  @Test func tapOutside_compactSheet_runsCancelAction_M8() {
    let host = AlertHost(traits: .compact)
    let log = EventLog()
    let sheet = log.alert(
      "S", style: .actionSheet, actions: [("Mail", .default), ("Cancel", .cancel)])
    host.present(sheet)
    #expect(expectNoIssues { host.tapOutside() })
    #expect(log.entries == selectedTrace("S", "Cancel"))
  }

  @Test func tapOutside_compactSheetWithoutCancel_isIgnored_M8() {
    let host = AlertHost(traits: .compact)
    let log = EventLog()
    let sheet = log.alert("S", style: .actionSheet, actions: [("Mail", .default)])
    host.present(sheet)
    #expect(!expectNoIssues { host.tapOutside() })
    #expect(host.presentedAlert === sheet)
    #expect(log.entries == ["S: willPresent", "S: didPresent"])
  }

  @Test func tapOutside_alert_isIgnored_M8() {
    let host = AlertHost(traits: .regular)
    let log = EventLog()
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    host.present(alert)
    #expect(!expectNoIssues { host.tapOutside() })
    #expect(host.presentedAlert === alert)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }
}
