import AlertShim
import AlertShimTestSupport
import Testing

/// The one door for user input, and every bad input (SEMANTICS D1, M1, M8).
@Suite @MainActor struct HostInputTests {
  /// A host on an immediate headless renderer and its log, new for each test.
  let stage = HostStage(.immediate)

  // MARK: Bad input: one diagnostic, nothing changes

  /// An input a test sends to the host.
  enum Input: String, CaseIterable, Sendable {
    case selectByIndex, selectByTitle, typeText, tapOutside

    /// Sends the input; whether the host accepted it.
    @MainActor func send(to host: AlertHost) -> Bool {
      switch self {
      case .selectByIndex: host.select(actionAt: 0)
      case .selectByTitle: host.select(actionTitled: "OK")
      case .typeText: host.typeText("x", intoTextFieldAt: 0)
      case .tapOutside: host.tapOutside()
      }
    }
  }

  @Test(arguments: Input.allCases)
  func input_withNoAlertShown_isRefused(_ input: Input) {
    let host = AlertHost()
    #expect(!expectIssue(.noAlertPresented) { input.send(to: host) })
    #expect(host.isIdle)
  }

  @Test func select_outOfRangeIndex_isRefused() {
    let (_, host, log) = stage.parts
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
    let (_, host, log) = stage.parts
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    host.present(alert)
    let issues = issues { #expect(!host.select(actionTitled: "Delete")) }
    #expect(issues.map(\.kind) == [.actionTitleNotFound])
    #expect(issues.first?.message.contains("\"Delete\"") == true)
    #expect(host.presentedAlert === alert)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func select_disabledAction_isRefused_M1() {
    let (_, host, log) = stage.parts
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    alert.actions[1].isEnabled = false
    host.present(alert)
    #expect(!expectIssue(.actionDisabled) { host.select(actionTitled: "OK") })
    #expect(!expectIssue(.actionDisabled) { host.select(actionAt: 1) })
    #expect(host.presentedAlert === alert)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func select_reenabledAction_isAccepted_M1() {
    let (_, host, log) = stage.parts
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
    let (renderer, host, log) = HostStage().parts
    let alert = log.alert("A")
    host.present(alert)
    #expect(!expectIssue(.alertNotOnScreen) { host.select(actionTitled: "OK") })
    #expect(log.entries == ["A: willPresent"])
    renderer.finishAnimations()
    #expect(host.select(actionTitled: "OK"))
  }

  @Test func typeText_intoMissingField_isRefused() {
    let (_, host, log) = stage.parts
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

  @Test func cancelBySystem_withNoAlertShown_doesNothing() {
    let host = AlertHost()
    #expect(!expectNoIssues { host.cancelBySystem() })
    #expect(host.isIdle)
  }

  // MARK: typeText

  @Test func typeText_updatesField_andSendsTextDidChange() {
    let (_, host, log) = stage.parts
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
    let (_, host, log) = stage.parts
    let alert = log.alert("A")
    alert.addTextField()
    host.present(alert)
    alert.textFields[0].text = "code"
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  // MARK: update

  /// A change made to a shown alert, and the renderer calls it makes.
  enum ShownAlertChange: String, CaseIterable, Sendable {
    case disablingAnAction, enablingAnEnabledAction, retitling

    @MainActor func apply(to alert: AlertController) {
      switch self {
      case .disablingAnAction: alert.actions[0].isEnabled = false
      case .enablingAnEnabledAction: alert.actions[0].isEnabled = true
      case .retitling: alert.title = "A2"
      }
    }

    var expectedCalls: [HeadlessRenderer.Call] {
      switch self {
      case .disablingAnAction: [.show(title: "A"), .update(title: "A")]
      case .enablingAnEnabledAction: [.show(title: "A")]
      case .retitling: [.show(title: "A"), .update(title: "A2")]
      }
    }
  }

  @Test(arguments: ShownAlertChange.allCases)
  func change_onShownAlert_reachesRendererWhenItChangesSomething(_ change: ShownAlertChange) {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    change.apply(to: alert)
    #expect(renderer.calls == change.expectedCalls)
    #expect(renderer.updateCount == change.expectedCalls.count - 1)
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

  /// A tap outside a shown alert or sheet, and what it leads to (SEMANTICS M8).
  struct TapOutside: Sendable, CustomTestStringConvertible {
    var name: String
    var traits: HostTraits
    var style: AlertController.Style = .actionSheet
    var actions: [(String, AlertAction.Style)]
    var anchor: AlertAnchor? = nil
    var isAccepted: Bool
    /// The events and handlers that follow the presentation's.
    var entries: [String]

    var testDescription: String { name }
  }

  nonisolated static let tapsOutside = [
    TapOutside(
      name: "popover: runs the hidden cancel action", traits: .regular,
      actions: [("Mail", .default), ("Cancel", .cancel)], anchor: .barItem("share"),
      isAccepted: true,
      entries: [
        "willDismiss(selected(\"Cancel\"))", "handler(Cancel)", "didDismiss(selected(\"Cancel\"))",
      ]),
    TapOutside(
      name: "popover without cancel: dismisses with no handler", traits: .regular,
      actions: [("Mail", .default)], anchor: .barItem("share"), isAccepted: true,
      entries: ["willDismiss(tappedOutside)", "didDismiss(tappedOutside)"]),
    TapOutside(
      name: "compact sheet: runs the cancel action", traits: .compact,
      actions: [("Mail", .default), ("Cancel", .cancel)], isAccepted: true,
      entries: [
        "willDismiss(selected(\"Cancel\"))", "handler(Cancel)", "didDismiss(selected(\"Cancel\"))",
      ]),
    TapOutside(
      name: "compact sheet without cancel: ignored", traits: .compact,
      actions: [("Mail", .default)], isAccepted: false, entries: []),
    TapOutside(
      name: "alert: ignored", traits: .regular, style: .alert,
      actions: [("Cancel", .cancel), ("OK", .default)], isAccepted: false, entries: []),
  ]

  @Test(arguments: tapsOutside)
  func tapOutside_followsTheHostAndTheCancelAction_M8(_ tap: TapOutside) {
    let host = AlertHost(traits: tap.traits)
    let log = EventLog()
    let alert = log.alert("S", style: tap.style, actions: tap.actions)
    alert.anchor = tap.anchor
    host.present(alert)
    #expect(expectNoIssues { host.tapOutside() } == tap.isAccepted)
    #expect(host.presentedAlert === (tap.isAccepted ? nil : alert))
    #expect(log.entries == ["S: willPresent", "S: didPresent"] + tap.entries.map { "S: " + $0 })
  }
}
