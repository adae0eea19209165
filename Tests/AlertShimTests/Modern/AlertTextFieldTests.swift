import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS T1, as far as the core goes: a secure field's text never shows.
@Suite @MainActor struct AlertTextFieldTests {
  private let secret = "hunter2-secret"

  private func secureField() -> AlertTextField {
    AlertTextField(text: secret, placeholder: "Password", isSecureTextEntry: true)
  }

  @Test func secureField_descriptionHidesText_T1() {
    let field = secureField()
    #expect(!field.description.contains(secret))
    #expect(!String(describing: field).contains(secret))
    #expect(field.description.contains("Password"))
  }

  @Test func secureField_debugDescriptionHidesText_T1() {
    let field = secureField()
    #expect(!field.debugDescription.contains(secret))
    #expect(!String(reflecting: field).contains(secret))
  }

  @Test func secureField_dumpHidesText_T1() {
    var output = ""
    dump(secureField(), to: &output)
    #expect(!output.isEmpty)
    #expect(!output.contains(secret))
  }

  @Test func secureField_mirrorHasNoChildren_T1() {
    #expect(Mirror(reflecting: secureField()).children.isEmpty)
  }

  @Test func secureField_displayTextIsBullets_T1() {
    let field = secureField()
    #expect(field.displayText == String(repeating: "•", count: secret.count))
  }

  @Test func fieldMadeSecureLater_hidesText_T1() {
    let field = AlertTextField(text: secret)
    field.isSecureTextEntry = true
    #expect(!field.description.contains(secret))
    #expect(!field.displayText.contains(secret))
  }

  @Test func controllerDescriptionAndDump_hideSecureText_T1() {
    let alert = AlertController(title: "Log in", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.text = "alice" }
    alert.addTextField {
      $0.isSecureTextEntry = true
      $0.text = secret
    }
    var output = ""
    dump(alert, to: &output)
    #expect(!output.contains(secret))
    #expect(!alert.description.contains(secret))
    #expect(alert.description.contains("alice"))
  }

  @Test func typedSecureText_doesNotReachEventsOrDiagnostics_T1() {
    let host = AlertHost()
    let log = EventLog()
    let alert = log.alert("Log in")
    alert.addTextField { $0.isSecureTextEntry = true }
    host.present(alert)
    let issues = issues {
      host.typeText(secret, intoTextFieldAt: 0)
      host.typeText(secret, intoTextFieldAt: 1)
    }
    #expect(issues.map(\.kind) == [.textFieldIndexOutOfRange])
    #expect(!issues.contains { $0.message.contains(secret) })
    #expect(!log.entries.contains { $0.contains(secret) })
    #expect(alert.textFields.first?.text == secret)
  }

  @Test func plainField_descriptionShowsText() {
    let field = AlertTextField(text: "alice", placeholder: "Login")
    #expect(field.description.contains("alice"))
    #expect(field.displayText == "alice")
  }
}
