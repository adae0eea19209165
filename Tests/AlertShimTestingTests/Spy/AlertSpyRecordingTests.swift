import AlertShimTesting
import Testing

@Suite @MainActor struct AlertSpyRecordingTests {
  @Test func records_title_message_style_andActions() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert(title: "Save?", message: "Your changes are kept.")

    spy.host.present(alert)

    #expect(
      spy.lastPresentation
        == RecordedAlert(
          title: "Save?", message: "Your changes are kept.", style: .alert,
          actions: [.cancel("Cancel"), .default("OK")]))
  }

  @Test func records_theEnabledStateAtPresentation() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    alert.actions[1].isEnabled = false

    spy.host.present(alert)

    #expect(spy.lastPresentation?.actions == [.cancel("Cancel"), .default("OK", isEnabled: false)])
  }

  @Test func records_thePreferredAction() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    alert.preferredAction = alert.actions[1]

    spy.host.present(alert)

    #expect(spy.lastPresentation?.preferredAction == .default("OK"))
  }

  @Test func records_textFields_withPlaceholderAndPlainText() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    alert.addTextField { field in
      field.placeholder = "Name"
      field.text = "Ada"
    }
    alert.addTextField { $0.isSecureTextEntry = true }

    spy.host.present(alert)

    #expect(
      spy.lastPresentation?.textFields == [.plain(placeholder: "Name", text: "Ada"), .secure()])
  }

  // SEMANTICS T1
  @Test func secureText_isNeverRecordedOrDescribed() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    alert.addTextField { field in
      field.placeholder = "Password"
      field.isSecureTextEntry = true
      field.text = "hunter2"
    }

    spy.host.present(alert)

    let recorded = spy.lastPresentation
    // Only the number of bullets is kept (SEMANTICS T1).
    #expect(recorded?.textFields == [.secure(placeholder: "Password", length: 7)])
    #expect(recorded?.description.contains("hunter2") == false)
    var dumped = ""
    dump(recorded, to: &dumped)
    #expect(!dumped.contains("hunter2"))
  }

  // SEMANTICS P6, S5
  @Test func records_theAnchor_andThePopoverFlag() {
    let spy = AlertSpy(traits: .regular)
    let sheet = Fixtures.photoSheet()
    sheet.anchor = .rect(x: 10, y: 20, width: 30, height: 40)

    spy.host.present(sheet)

    #expect(spy.lastPresentation?.anchor == .rect(x: 10, y: 20, width: 30, height: 40))
    #expect(spy.lastPresentation?.isPopover == true)
  }

  @Test func compactSheet_isNotAPopover() {
    let spy = AlertSpy()
    let sheet = Fixtures.photoSheet()
    sheet.anchor = .barItem("share")

    spy.host.present(sheet)

    #expect(spy.lastPresentation?.anchor == .barItem("share"))
    #expect(spy.lastPresentation?.isPopover == false)
  }

  @Test func counts_everyPresentation_includingAgainOfOneController() throws {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()

    spy.host.present(alert)
    try spy.tap("OK")
    spy.host.present(alert)

    #expect(spy.presentationCount == 2)
  }

  // SEMANTICS P1
  @Test func queuedAlert_isRecordedWhenItIsShown() throws {
    let spy = AlertSpy()
    spy.host.present(Fixtures.okCancelAlert(title: "First"))
    spy.host.present(Fixtures.okCancelAlert(title: "Second"))
    #expect(spy.presentations.map(\.title) == ["First"])
    #expect(spy.queuedAlerts.map(\.title) == ["Second"])

    try spy.tap("OK")

    #expect(spy.presentations.map(\.title) == ["First", "Second"])
  }

  // SEMANTICS P1
  @Test func stackPolicy_doesNotCountAnUncoveredAlertAgain() throws {
    let spy = AlertSpy(policy: .stack)
    spy.host.present(Fixtures.okCancelAlert(title: "Bottom"))
    spy.host.present(Fixtures.okCancelAlert(title: "Top"))

    try spy.tap("OK")

    #expect(spy.presentedAlert?.title == "Bottom")
    #expect(spy.presentations.map(\.title) == ["Bottom", "Top"])
  }

  @Test func recording_isASnapshot_thatLaterChangesDoNotAlter() throws {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert(title: "Before")
    alert.addTextField()
    spy.host.present(alert)

    alert.title = "After"
    alert.actions[1].isEnabled = false
    try spy.typeText("typed", intoTextFieldAt: 0)

    #expect(
      spy.lastPresentation
        == RecordedAlert(
          title: "Before", actions: [.cancel("Cancel"), .default("OK")], textFields: [.plain()]))
  }

  // SEMANTICS L13, L15
  @Test func legacyAlertView_isRecordedAfterItsDelegateWasAsked() {
    let spy = AlertSpy()
    let recorder = LegacyAlertViewDelegateRecorder(enablesFirstOtherButton: false)
    let view = LegacyAlertView(
      title: "Sign in", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Sign In", buttonOrder: .objectiveC)
    view.alertViewStyle = .loginAndPasswordInput

    view.show(in: spy.host)

    #expect(
      spy.lastPresentation
        == RecordedAlert(
          title: "Sign in", actions: [.cancel("Cancel"), .default("Sign In", isEnabled: false)],
          textFields: [.plain(placeholder: "Login"), .secure(placeholder: "Password")]))
  }

  @Test func removeAllPresentations_forgetsTheRecordings_butNotTheAlert() {
    let spy = AlertSpy()
    let alert = Fixtures.okCancelAlert()
    spy.host.present(alert)

    spy.removeAllPresentations()

    #expect(spy.presentations.isEmpty)
    #expect(spy.presentedAlert === alert)
  }

  @Test func manualAnimations_recordAtTheStartOfPresentation() {
    let spy = AlertSpy(animations: .manual)
    let alert = Fixtures.okCancelAlert()

    spy.host.present(alert)

    #expect(spy.presentationCount == 1)
    #expect(spy.renderer.pendingAnimations == 1)
  }

  // SEMANTICS P4
  @Test func spyAndItsHost_areReleased_afterAFlow() throws {
    weak var releasedSpy: AlertSpy?
    weak var releasedHost: AlertHost?
    try {
      let spy = AlertSpy()
      releasedSpy = spy
      releasedHost = spy.host
      spy.host.present(Fixtures.okCancelAlert())
      try spy.tap("OK")
    }()

    #expect(releasedSpy == nil)
    #expect(releasedHost == nil)
  }
}
