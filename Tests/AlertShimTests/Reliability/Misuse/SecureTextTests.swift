import AlertShim
import Testing

extension Reliability {
  /// SEMANTICS T1: the text of a secure field never appears in any description,
  /// debugDescription, dump, diagnostic, event or renderer record, on any path.
  @Suite @MainActor struct SecureTextTests {
    static let secret = "hunter2-Sesame"

    /// Every text the objects can be turned into by the ways apps and tools print them.
    func renderings(_ values: [Any]) -> [String] {
      values.flatMap { value -> [String] in
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped, "\(value)"]
      }
    }

    func expectNoSecret(
      _ texts: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
      for text in texts where text.contains(Self.secret) || text.contains("Sesame") {
        Issue.record("secure text leaked: \(text)", sourceLocation: sourceLocation)
      }
    }

    // T1 on a legacy login alert: the field, the view, its controller, the events and
    // the renderer's records, while shown and after a user edit.
    @Test func legacyLoginAlert_neverShowsThePassword() {
      let renderer = HeadlessRenderer(recordsCalls: true)
      let host = AlertHost(renderer: renderer)
      var events: [String] = []
      let view = LegacyAlertView(
        title: "Sign in", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
        otherButtonTitles: "OK")
      view.alertViewStyle = .loginAndPasswordInput
      view.textField(at: 1)?.text = Self.secret  // from code
      view.show(in: host)
      let controller = view.alertController!
      controller.observe { _, event in events.append("\(event)") }
      host.typeText(Self.secret + "!", intoTextFieldAt: 1)  // a user edit
      let field = view.textField(at: 1)!
      #expect(field.isSecureTextEntry)
      #expect(field.text == Self.secret + "!")
      #expect(field.displayText.allSatisfy { $0 == "•" || $0 == "●" || $0 == "*" })
      expectNoSecret(
        renderings([field, view, controller, controller.textFields as Any, controller.actions]))
      expectNoSecret(events)
      expectNoSecret(renderer.calls.map(\.description))
      host.select(actionAt: 1)
      expectNoSecret(renderings([view, controller, field]))
    }

    // T1 on a modern alert with a secure field, and in every diagnostic that names the field.
    @Test func modernSecureField_neverInDiagnostics() {
      let host = AlertHost()
      let alert = AlertController(title: "Password", message: nil, preferredStyle: .alert)
      alert.addTextField { field in
        field.isSecureTextEntry = true
        field.text = Self.secret
      }
      alert.addAction(AlertAction(title: "OK", style: .default))
      host.present(alert)
      let field = alert.textFields[0]
      let other = AlertController(title: "Other", message: nil, preferredStyle: .alert)
      let issues = AlertDiagnostics.capture {
        other.addTextField(field)  // text-field-already-added names the field
        host.typeText(Self.secret, intoTextFieldAt: 9)  // out of range, with the text
        host.typeText(Self.secret, intoTextFieldAt: 0)  // accepted: a user edit
        other.addTextField(field)  // again, now with the typed text
      }.issues
      #expect(
        issues.map(\.kind) == [
          .textFieldAlreadyAdded, .textFieldIndexOutOfRange, .textFieldAlreadyAdded,
        ])
      expectNoSecret(issues.map(\.description) + issues.map(\.message))
      expectNoSecret(renderings([alert, field, issues]))
      host.cancelAll()
    }

    // T1 when the field stops being secure the text may show; when it becomes secure again
    // it is hidden again (the flag is read at every rendering, not cached).
    @Test func toggledSecureField_hidesTheTextWhileSecure() {
      let field = AlertTextField(
        text: Self.secret, placeholder: "Password", isSecureTextEntry: true)
      expectNoSecret(renderings([field]))
      field.isSecureTextEntry = false
      #expect(field.displayText == Self.secret)
      field.isSecureTextEntry = true
      expectNoSecret(renderings([field]))
    }

    // T1 through the adapters: a dialog and closures on a legacy view with a secure field.
    @Test func adaptersWithSecureField_neverShowThePassword() async {
      let host = AlertHost()
      let view = LegacyAlertView(
        title: "PIN", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
      view.alertViewStyle = .secureTextInput
      var closures: [String] = []
      view.willDismissHandler = { view, index in
        closures.append("\(view) \(index) \(view.textField(at: 0).map { "\($0)" } ?? "")")
      }
      view.show(in: host) { view, index in closures.append("\(view) \(index)") }
      host.typeText(Self.secret, intoTextFieldAt: 0)
      let dialog = AlertDialog(style: .alert, title: "Dialog", message: nil)
      dialog.addButton(title: "OK")
      await dialog.show(in: host).value
      expectNoSecret(renderings([view, view.alertController as Any, dialog]))
      host.cancelAll()
      #expect(closures.count == 2)
      expectNoSecret(closures)
    }
  }
}
