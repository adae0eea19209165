import AlertShimTestSupport
import AlertShimTesting
import Testing

@Suite @MainActor struct AlertSpyDrivingTests {
  // SEMANTICS M6
  @Test func tapByTitle_runsTheHandler_afterDismissal() throws {
    let spy = AlertSpy()
    let log = HandlerLog()
    let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
    alert.addAction(log.action("Cancel", .cancel))
    alert.addAction(log.action("OK"))
    spy.host.present(alert)

    try spy.tap("OK")

    #expect(log.entries == ["OK"])
    #expect(spy.presentedAlert == nil)
  }

  @Test func tapAtIndex_selectsThatAction() throws {
    let spy = AlertSpy()
    let log = HandlerLog()
    let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
    alert.addAction(log.action("Cancel", .cancel))
    alert.addAction(log.action("OK"))
    spy.host.present(alert)

    try spy.tap(at: 0)

    #expect(log.entries == ["Cancel"])
  }

  @Test func typeText_replacesTheFieldsText() throws {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    alert.addTextField()
    spy.host.present(alert)

    try spy.typeText("Ada", intoTextFieldAt: 0)

    #expect(alert.textFields[0].text == "Ada")
  }

  // SEMANTICS M8
  @Test func tapOutsideASheet_runsItsCancelAction() throws {
    let spy = AlertSpy()
    let log = HandlerLog()
    let sheet = AlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(log.action("Share"))
    sheet.addAction(log.action("Cancel", .cancel))
    spy.host.present(sheet)

    let dismissed = try spy.tapOutside()

    #expect(dismissed)
    #expect(log.entries == ["Cancel"])
  }

  // SEMANTICS M8
  @Test func tapOutsideAnAlert_isIgnored() throws {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    spy.host.present(alert)

    let dismissed = try spy.tapOutside()

    #expect(!dismissed)
    #expect(spy.presentedAlert === alert)
  }

  // SEMANTICS M7
  @Test func cancelBySystem_runsTheCancelAction() throws {
    let spy = AlertSpy()
    let log = HandlerLog()
    let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
    alert.addAction(log.action("Cancel", .cancel))
    alert.addAction(log.action("OK"))
    spy.host.present(alert)

    let cancelled = try spy.cancelBySystem()

    #expect(cancelled)
    #expect(log.entries == ["Cancel"])
  }

  /// Every input the spy can drive.
  enum Input: String, CaseIterable, Sendable {
    case tapTitle, tapIndex, typeText, tapOutside, cancelBySystem

    @MainActor func perform(on spy: AlertSpy) throws {
      switch self {
      case .tapTitle: try spy.tap("OK")
      case .tapIndex: try spy.tap(at: 0)
      case .typeText: try spy.typeText("Ada", intoTextFieldAt: 0)
      case .tapOutside: try spy.tapOutside()
      case .cancelBySystem: try spy.cancelBySystem()
      }
    }
  }

  @Test(arguments: Input.allCases)
  func anyInput_withNothingPresented_throwsNoAlertPresented(input: Input) {
    let spy = AlertSpy()

    #expect(throws: AlertSpyError.noAlertPresented) { try input.perform(on: spy) }
  }

  @Test func tapOnAMissingTitle_throwsButtonNotFound_withTheDisplayedTitles() {
    let spy = AlertSpy()
    spy.host.present(Fixtures.okCancelAlert())

    #expect(throws: AlertSpyError.buttonNotFound("Delete", available: ["Cancel", "OK"])) {
      try spy.tap("Delete")
    }
  }

  @Test func refusedTap_leavesTheAlertPresented() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    spy.host.present(alert)

    _ = try? spy.tap("Delete")

    #expect(spy.presentedAlert === alert)
  }

  @Test func tapAtAnIndexOutOfRange_throwsButtonIndexOutOfRange() {
    let spy = AlertSpy()
    spy.host.present(Fixtures.okCancelAlert())

    #expect(throws: AlertSpyError.buttonIndexOutOfRange(2, count: 2)) { try spy.tap(at: 2) }
  }

  // SEMANTICS M1
  @Test func tapOnADisabledButton_throwsButtonDisabled() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    alert.actions[1].isEnabled = false
    spy.host.present(alert)

    #expect(throws: AlertSpyError.buttonDisabled("OK")) { try spy.tap("OK") }
  }

  // SEMANTICS M1
  @Test func tapAtTheIndexOfADisabledButton_throwsButtonDisabled() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    alert.actions[1].isEnabled = false
    spy.host.present(alert)

    #expect(throws: AlertSpyError.buttonDisabled("OK")) { try spy.tap(at: 1) }
  }

  // SEMANTICS S6
  @Test func tapOnThePopoversCancelButton_throwsButtonNotDisplayed() {
    let spy = AlertSpy(traits: .regular)
    spy.host.present(Fixtures.photoSheet())

    #expect(throws: AlertSpyError.buttonNotDisplayed("Cancel")) { try spy.tap("Cancel") }
  }

  // SEMANTICS S6
  @Test func popover_listsOnlyDisplayedButtons_whenATitleIsMissing() {
    let spy = AlertSpy(traits: .regular)
    spy.host.present(Fixtures.photoSheet())

    #expect(throws: AlertSpyError.buttonNotFound("Copy", available: ["Share", "Delete"])) {
      try spy.tap("Copy")
    }
  }

  @Test func typeTextIntoAMissingField_throwsTextFieldNotFound() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    alert.addTextField()
    spy.host.present(alert)

    #expect(throws: AlertSpyError.textFieldNotFound(1, count: 1)) {
      try spy.typeText("Ada", intoTextFieldAt: 1)
    }
  }

  @Test func typeTextIntoAnAlertWithoutFields_throwsTextFieldNotFound() {
    let spy = AlertSpy()
    spy.host.present(Fixtures.okCancelAlert())

    #expect(throws: AlertSpyError.textFieldNotFound(0, count: 0)) {
      try spy.typeText("Ada", intoTextFieldAt: 0)
    }
  }

  @Test func tapWhileTheAlertIsStillAppearing_throwsAlertNotOnScreen() {
    let spy = AlertSpy(animations: .manual)
    spy.host.present(Fixtures.okCancelAlert(title: "Save?"))

    #expect(throws: AlertSpyError.alertNotOnScreen("Save?")) { try spy.tap("OK") }
  }

  @Test func tapAfterFinishingTheAnimation_isAccepted() throws {
    let spy = AlertSpy(animations: .manual)
    spy.host.present(Fixtures.okCancelAlert())
    spy.renderer.finishAnimations()

    try spy.tap("OK")
    spy.renderer.finishAnimations()

    #expect(spy.presentedAlert == nil)
  }

  // SEMANTICS L8
  @Test(arguments: Input.allCases)
  func anyInput_onAnAlertBeingDismissed_throwsAlertDismissing(input: Input) throws {
    let spy = AlertSpy(animations: .manual)
    let alert = Fixtures.okCancelAlert(title: "Save?")
    alert.addTextField()
    spy.host.present(alert)
    spy.renderer.finishAnimations()
    try spy.tap("Cancel")

    #expect(throws: AlertSpyError.alertDismissing("Save?")) { try input.perform(on: spy) }
  }

  // SEMANTICS D1
  @Test func refusedInput_reportsNoDiagnostic() {
    let spy = AlertSpy()
    spy.host.present(Fixtures.okCancelAlert())

    expectNoIssues { _ = try? spy.tap("Delete") }
  }

  // SEMANTICS D1
  @Test func diagnosticsOfAppCodeRunDuringAnInput_arePassedOn() throws {
    let spy = AlertSpy()
    let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
    alert.addAction(
      AlertAction(title: "OK", style: .default) { [weak alert] _ in
        alert?.addAction(AlertAction(title: "First cancel", style: .cancel))
        alert?.addAction(AlertAction(title: "Second cancel", style: .cancel))
      })
    spy.host.present(alert)

    try expectIssue(.duplicateCancelAction) { try spy.tap("OK") }
  }
}
