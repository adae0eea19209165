import AlertShimTestSupport
import Testing

@testable import AlertShim

/// Text-field styles and enabling the first other button (SEMANTICS L11–L13, T1).
@Suite @MainActor struct LegacyAlertViewTextFieldTests {
  /// The Objective-C order, so that "Sign In" is the first other button
  /// whose enabling the delegate decides (SEMANTICS L2a, L13).
  func makeView(_ delegate: (any LegacyAlertViewDelegate)? = nil) -> LegacyAlertView {
    LegacyAlertView(
      title: "Sign in", message: nil, delegate: delegate, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Sign In", buttonOrder: .objectiveC)
  }

  // SEMANTICS L11
  @Test func defaultStyle_hasNoTextField() {
    let view = makeView()
    let kinds = issueKinds { #expect(view.textField(at: 0) == nil) }
    #expect(kinds == [.textFieldIndexOutOfRange])
  }

  // SEMANTICS L11
  @Test func secureTextInput_hasOneSecureFieldWithPasswordPlaceholder() {
    let view = makeView()
    view.alertViewStyle = .secureTextInput
    let field = view.textField(at: 0)
    #expect(field?.isSecureTextEntry == true)
    #expect(field?.placeholder == "Password")
    #expect(issueKinds { _ = view.textField(at: 1) } == [.textFieldIndexOutOfRange])
  }

  // SEMANTICS L11
  @Test func plainTextInput_hasOnePlainFieldWithoutPlaceholder() {
    let view = makeView()
    view.alertViewStyle = .plainTextInput
    #expect(view.textField(at: 0)?.isSecureTextEntry == false)
    #expect(view.textField(at: 0)?.placeholder == nil)
  }

  // SEMANTICS L11
  @Test func loginAndPasswordInput_hasLoginThenSecurePassword() {
    let view = makeView()
    view.alertViewStyle = .loginAndPasswordInput
    #expect(view.textField(at: 0)?.placeholder == "Login")
    #expect(view.textField(at: 0)?.isSecureTextEntry == false)
    #expect(view.textField(at: 1)?.placeholder == "Password")
    #expect(view.textField(at: 1)?.isSecureTextEntry == true)
  }

  // SEMANTICS L11: fields exist at once, can be filled before show, and are the
  // controller's fields once shown.
  @Test func fieldsFilledBeforeShow_areTheShownFields() {
    let host = AlertHost()
    let view = makeView()
    view.alertViewStyle = .plainTextInput
    view.textField(at: 0)?.text = "prefilled"
    view.show(in: host)
    #expect(host.presentedAlert?.textFields.first === view.textField(at: 0))
    #expect(host.presentedAlert?.textFields.first?.text == "prefilled")
  }

  // SEMANTICS L11: setting the style again replaces the fields.
  @Test func changingStyle_replacesFields() {
    let view = makeView()
    view.alertViewStyle = .plainTextInput
    let plain = view.textField(at: 0)
    view.alertViewStyle = .loginAndPasswordInput
    #expect(view.textField(at: 0) !== plain)
    view.alertViewStyle = .default
    #expect(issueKinds { _ = view.textField(at: 0) } == [.textFieldIndexOutOfRange])
  }

  // SEMANTICS L12
  @Test func textField_outOfRange_isNilWithOneDiagnostic() {
    let view = makeView()
    view.alertViewStyle = .loginAndPasswordInput
    let (field, issues) = AlertDiagnostics.capture { view.textField(at: 2) }
    #expect(field == nil)
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("loginAndPasswordInput") == true)
  }

  // SEMANTICS L13: consulted at presentation; its answer disables the first other button.
  @Test func shouldEnable_falseAtPresentation_disablesFirstOtherButton() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    delegate.enablesFirstOtherButton = { _ in false }
    let view = makeView(delegate)
    view.show(in: host)
    #expect(host.presentedAlert?.actions.map(\.isEnabled) == [true, false])
    let (accepted, issues) = AlertDiagnostics.capture { host.select(actionAt: 1) }
    #expect(!accepted)
    #expect(issues.map(\.kind) == [.actionDisabled])
    #expect(!delegate.events.contains("clicked(1)"))
  }

  // SEMANTICS L13: consulted after every user edit.
  @Test func shouldEnable_isConsultedAfterEveryEdit() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    delegate.enablesFirstOtherButton = { view in
      !(view.textField(at: 0)?.text ?? "").isEmpty && !(view.textField(at: 1)?.text ?? "").isEmpty
    }
    let view = makeView(delegate)
    view.alertViewStyle = .loginAndPasswordInput
    view.show(in: host)
    #expect(host.presentedAlert?.actions[1].isEnabled == false)
    host.typeText("ann", intoTextFieldAt: 0)
    #expect(host.presentedAlert?.actions[1].isEnabled == false)
    host.typeText("s3cret", intoTextFieldAt: 1)
    #expect(host.presentedAlert?.actions[1].isEnabled == true)
    host.typeText("", intoTextFieldAt: 0)
    #expect(host.presentedAlert?.actions[1].isEnabled == false)
    #expect(delegate.events.filter { $0 == "shouldEnable" }.count == 4)
  }

  // SEMANTICS L13: a change of text from code is not a user edit.
  @Test func textSetFromCode_doesNotConsultDelegate() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    let view = makeView(delegate)
    view.alertViewStyle = .plainTextInput
    view.show(in: host)
    view.textField(at: 0)?.text = "code"
    #expect(delegate.events.filter { $0 == "shouldEnable" }.count == 1)
  }

  // SEMANTICS L13: skipped when there is no first other button.
  @Test func shouldEnable_isSkippedWithoutFirstOtherButton() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    delegate.enablesFirstOtherButton = { _ in false }
    let view = LegacyAlertView(
      title: nil, message: nil, delegate: delegate, cancelButtonTitle: "Cancel")
    view.addButton(withTitle: "Added")
    view.show(in: host)
    #expect(host.presentedAlert?.actions.map(\.isEnabled) == [true, true])
    #expect(!delegate.events.contains("shouldEnable"))
  }

  // SEMANTICS L13: the user's edit reaches the renderer.
  @Test func edit_updatesTheRenderer() {
    let renderer = HeadlessRenderer()
    let host = AlertHost(renderer: renderer)
    let view = makeView(LegacyRecorder(enablesFirstOtherButton: { _ in true }))
    view.alertViewStyle = .plainTextInput
    view.show(in: host)
    let before = renderer.updateCount
    host.typeText("x", intoTextFieldAt: 0)
    #expect(renderer.updateCount > before)
    #expect(view.textField(at: 0)?.text == "x")
  }

  // SEMANTICS T1
  @Test func secureText_neverAppearsInDescriptionsOrDumps() {
    let host = AlertHost()
    let view = makeView()
    view.alertViewStyle = .loginAndPasswordInput
    view.textField(at: 1)?.text = "hunter2-secret"
    view.show(in: host)
    host.typeText("hunter2-secret", intoTextFieldAt: 1)
    var dumped = ""
    dump(view, to: &dumped)
    dump(view.textField(at: 1), to: &dumped)
    let texts = [
      view.description, String(describing: view.textField(at: 1)),
      String(reflecting: view.textField(at: 1)), host.presentedAlert?.description ?? "",
      dumped,
    ]
    for text in texts {
      #expect(!text.contains("hunter2"), "leaked in: \(text)")
    }
    #expect(view.textField(at: 1)?.displayText == String(repeating: "•", count: 14))
  }
}

/// `AlertController.addTextField(_:)` with a field of another shown alert.
@Suite @MainActor struct SharedTextFieldTests {
  @Test func addingAFieldOfAnotherShownAlert_isRefused() {
    let host = AlertHost()
    let view = LegacyAlertView(
      title: "A", message: nil, delegate: nil, cancelButtonTitle: "OK")
    view.alertViewStyle = .plainTextInput
    view.show(in: host)
    let other = AlertController(title: "B", message: nil, preferredStyle: .alert)
    let field = view.textField(at: 0)
    let kinds = issueKinds { if let field { other.addTextField(field) } }
    #expect(kinds == [.textFieldAlreadyAdded])
    #expect(other.textFields.isEmpty)
    #expect(field?.controller === view.alertController)
  }
}
