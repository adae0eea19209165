import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS A6: the OK/Cancel confirmation and the action sheet built from
/// (title, handler) pairs, with both backends.
@Suite @MainActor struct AlertDialogConvenienceTests {
  let host = AlertHost()
  let log = EventLog()

  private func confirmation(_ backend: AlertDialog.Backend) -> AlertDialog {
    let dialog = AlertDialog.confirmation(title: "Sign out?", message: "You can sign in again.") {
      [log] confirmed in log.record("confirmed: \(confirmed)")
    }
    dialog.backend = backend
    return dialog
  }

  private func shareSheet(_ backend: AlertDialog.Backend) -> AlertDialog {
    let dialog = AlertDialog.actionSheet(
      title: "Share",
      buttons: [
        ("Copy link", { [log] in log.record("Copy link") }),
        ("Email", { [log] in log.record("Email") }),
      ],
      cancelTitle: "Not now")
    dialog.backend = backend
    return dialog
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func confirmation_isAnOKAndCancelAlert(backend: AlertDialog.Backend) async {  // SEMANTICS A6
    let dialog = confirmation(backend)
    #expect(dialog.style == .alert)
    #expect(dialog.buttonTitles == ["OK"])
    #expect(dialog.closeButtonTitle == "Cancel")
    await dialog.show(in: host).value
    #expect(host.presentedAlert?.title == "Sign out?")
    #expect(host.presentedAlert?.message == "You can sign in again.")
    #expect(host.presentedAlert?.actions.map(\.title) == ["OK", "Cancel"])
    #expect(host.presentedAlert?.actions.map(\.style) == [.default, .cancel])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func confirmation_passesTrueForOK(backend: AlertDialog.Backend) async {  // SEMANTICS A6
    let dialog = confirmation(backend)
    await dialog.show(in: host).value
    host.select(actionTitled: "OK")
    #expect(log.entries == ["confirmed: true"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func confirmation_passesFalseForCancel(backend: AlertDialog.Backend) async {  // SEMANTICS A6
    let dialog = confirmation(backend)
    await dialog.show(in: host).value
    host.select(actionTitled: "Cancel")
    #expect(log.entries == ["confirmed: false"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func confirmation_passesFalseOnceForASystemCancel(backend: AlertDialog.Backend) async {
    // SEMANTICS A6, M7
    let dialog = confirmation(backend)
    await dialog.show(in: host).value
    host.cancelBySystem()
    host.cancelBySystem()
    #expect(log.entries == ["confirmed: false"])
  }

  @Test func confirmation_takesOtherTitles() {  // SEMANTICS A6
    let dialog = AlertDialog.confirmation(
      title: "Delete?", message: nil, confirmTitle: "Delete", cancelTitle: "Keep"
    ) { _ in }
    #expect(dialog.buttonTitles == ["Delete"])
    #expect(dialog.closeButtonTitle == "Keep")
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func actionSheetFromPairs_keepsTheOrderAndEndsWithTheCancelTitle(
    backend: AlertDialog.Backend
  ) async {
    // SEMANTICS A6
    let dialog = shareSheet(backend)
    #expect(dialog.style == .actionSheet)
    await dialog.show(in: host).value
    #expect(host.presentedAlert?.preferredStyle == .actionSheet)
    #expect(host.presentedAlert?.actions.map(\.title) == ["Copy link", "Email", "Not now"])
    #expect(host.presentedAlert?.actions.map(\.style) == [.default, .default, .cancel])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func actionSheetFromPairs_runsThePairsHandler(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    for title in ["Email", "Copy link"] {
      let dialog = shareSheet(backend)
      await dialog.show(in: host).value
      host.select(actionTitled: title)
    }
    #expect(log.entries == ["Email", "Copy link"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func actionSheetFromPairs_cancelRunsNoHandler(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = shareSheet(backend)
    await dialog.show(in: host).value
    host.tapOutside()
    #expect(log.entries.isEmpty)
    #expect(host.isIdle)
  }

  @Test func actionSheetFromPairs_defaultsToCancelAndNoMessage() {  // SEMANTICS A6
    let dialog = AlertDialog.actionSheet(title: nil, buttons: [("One", {})])
    #expect(dialog.closeButtonTitle == "Cancel")
    #expect(dialog.message == nil)
    #expect(dialog.buttonTitles == ["One"])
  }
}
