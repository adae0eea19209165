import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS A2, A3, A5 on `LegacyActionSheet`: button and lifecycle closures,
/// `show(completion:)`, and the delegate-then-closure order.
@Suite @MainActor struct LegacyActionSheetClosureTests {
  let host = AlertHost()
  let log = EventLog()

  private func sheet() -> LegacyActionSheet {
    LegacyActionSheet(
      title: "S", delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
  }

  /// Delete (destructive, 0), Share (1), Cancel (cancel, 2), each logging its title.
  private func threeButtonSheet() -> LegacyActionSheet {
    let sheet = sheet()
    sheet.setDestructiveButton(withTitle: "Delete") { log.record("Delete") }
    sheet.addButton(withTitle: "Share") { log.record("Share") }
    sheet.setCancelButton(withTitle: "Cancel") { log.record("Cancel") }
    return sheet
  }

  @Test func buttonsMadeWithClosures_getTheirIndicesAndStyles() {  // SEMANTICS A3, S3
    let sheet = threeButtonSheet()
    #expect(sheet.destructiveButtonIndex == 0)
    #expect(sheet.cancelButtonIndex == 2)
    #expect(sheet.numberOfButtons == 3)
    sheet.show(in: host)
    #expect(sheet.alertController?.actions.map(\.title) == ["Delete", "Share", "Cancel"])
    #expect(sheet.alertController?.actions.map(\.style) == [.destructive, .default, .cancel])
  }

  @Test func setDestructiveButton_returnsTheNewDestructiveIndex() {  // SEMANTICS A3, S2
    let sheet = LegacyActionSheet(
      title: "S", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil,
      otherButtonTitles: "Share")
    // Swift order: Cancel = 0, Share = 1 (SEMANTICS S1).
    let index = sheet.setDestructiveButton(withTitle: "Delete") {}
    #expect(index == 2)
    #expect(sheet.destructiveButtonIndex == 2)
    #expect(sheet.cancelButtonIndex == 0)
  }

  @Test func eachButtonHandler_runsWhenItsButtonIsClicked() {  // SEMANTICS A3
    for position in 0..<3 {
      let sheet = threeButtonSheet()
      sheet.show(in: host)
      host.select(actionAt: position)
    }
    #expect(log.entries == ["Delete", "Share", "Cancel"])
  }

  @Test func buttonHandler_runsAfterClickedAndBeforeWillDismiss() {  // SEMANTICS A3, A5
    let delegate = LegacyRecorder(log: log, prefix: "delegate: ", handlesSystemCancel: true)
    let sheet = threeButtonSheet()
    sheet.delegate = delegate
    sheet.show(in: host)
    log.clear()
    host.select(actionAt: 1)
    #expect(
      log.entries == [
        "delegate: clicked(1)", "Share", "delegate: willDismiss(1)", "delegate: didDismiss(1)",
      ])
  }

  @Test func tapOutsideOnACompactHost_runsTheCancelButtonsHandlerOnce() {  // SEMANTICS A3, S6
    let sheet = threeButtonSheet()
    sheet.show(in: host) { _, index in log.record("completion(\(index))") }
    host.tapOutside()
    host.tapOutside()
    #expect(log.entries == ["Cancel", "completion(2)"])
  }

  @Test func tapOutsideAPopoverWithoutCancel_runsNoButtonHandler() {  // SEMANTICS A2, S6
    let host = AlertHost(traits: .regular)
    let sheet = sheet()
    sheet.addButton(withTitle: "Share") { log.record("Share") }
    sheet.show(in: host) { _, index in log.record("completion(\(index))") }
    host.tapOutside()
    #expect(log.entries == ["completion(-1)"])
  }

  @Test func tapOutsideAPopover_runsTheHiddenCancelButtonsHandler() {  // SEMANTICS A3, S6
    let host = AlertHost(traits: .regular)
    let sheet = threeButtonSheet()
    sheet.show(from: .barItem("share"), in: host) { _, index in log.record("completion(\(index))") }
    #expect(sheet.alertController?.anchor == .barItem("share"))
    host.tapOutside()
    #expect(log.entries == ["Cancel", "completion(2)"])
  }

  @Test func systemCancel_runsTheCancelHandlerThenTheCancelButtonsHandler() {  // SEMANTICS A3, L10
    let sheet = threeButtonSheet()
    sheet.cancelHandler = { sheet in log.record("cancelHandler(\(sheet.cancelButtonIndex))") }
    sheet.show(in: host) { _, index in log.record("completion(\(index))") }
    host.cancelBySystem()
    #expect(log.entries == ["cancelHandler(2)", "Cancel", "completion(2)"])
  }

  @Test func lifecycleHandlers_receiveTheSheetAndTheIndex() {  // SEMANTICS A3
    let sheet = threeButtonSheet()
    sheet.willPresentHandler = { sheet in log.record("willPresent \(sheet.title)") }
    sheet.didPresentHandler = { sheet in log.record("didPresent \(sheet.isVisible)") }
    sheet.willDismissHandler = { _, index in log.record("willDismiss(\(index))") }
    sheet.didDismissHandler = { _, index in log.record("didDismiss(\(index))") }
    sheet.show(in: host)
    host.select(actionAt: 0)
    #expect(
      log.entries == [
        "willPresent S", "didPresent true", "Delete", "willDismiss(0)", "didDismiss(0)",
      ])
  }

  @Test func lifecycleHandlers_readBackWhatWasSet() {  // SEMANTICS A3
    let sheet = sheet()
    #expect(sheet.cancelHandler == nil)
    sheet.cancelHandler = { _ in }
    sheet.didDismissHandler = { _, _ in }
    #expect(sheet.cancelHandler != nil)
    #expect(sheet.didDismissHandler != nil)
    #expect(sheet.willPresentHandler == nil)
  }

  @Test func setDestructiveButtonWhileShown_changesNothing_withOneIssue() {  // SEMANTICS A3, L14
    let sheet = threeButtonSheet()
    sheet.show(in: host)
    let index = adapterExpectIssues([.buttonsFrozen]) {
      sheet.setDestructiveButton(withTitle: "Erase") { log.record("Erase") }
    }
    #expect(index == -1)
    #expect(sheet.destructiveButtonIndex == 0)
    #expect(sheet.numberOfButtons == 3)
  }

  @Test func setCancelButtonWithNilTitle_changesNothing_withOneIssue() {  // SEMANTICS A3, L6
    let sheet = threeButtonSheet()
    let index = adapterExpectIssues([.missingButtonTitle]) {
      sheet.setCancelButton(withTitle: nil) {}
    }
    #expect(index == -1)
    #expect(sheet.cancelButtonIndex == 2)
  }

  @Test func showCompletion_getsTheSheetAndTheClickedIndex() {  // SEMANTICS A2
    let sheet = threeButtonSheet()
    sheet.show(in: host) { shown, index in
      log.record("completion(\(index)) same sheet: \(shown === sheet)")
    }
    host.select(actionAt: 1)
    #expect(log.entries == ["Share", "completion(1) same sheet: true"])
  }

  @Test func showCompletion_withoutAHost_usesTheMainHost() {  // SEMANTICS A2
    let sheet = threeButtonSheet()
    sheet.show { _, index in log.record("completion(\(index))") }
    let controller = sheet.alertController
    #expect(controller.map { AlertHost.main.holds($0) } == true)
    sheet.dismiss(withClickedButtonIndex: 1, animated: false)
    #expect(sheet.alertController == nil)
  }

  @Test func delegateThenClosures_forEveryEvent() {  // SEMANTICS A5, S4
    let delegate = LegacyRecorder(log: log, prefix: "delegate: ", handlesSystemCancel: true)
    let sheet = sheet()
    sheet.delegate = delegate
    adapterRecordLifecycle(of: sheet, in: log)
    sheet.addButton(withTitle: "Share") { log.record("closure: button(0)") }
    sheet.setCancelButton(withTitle: "Cancel") { log.record("closure: button(1)") }
    sheet.show(in: host) { _, index in log.record("closure: completion(\(index))") }
    host.select(actionAt: 0)
    sheet.show(in: host)
    host.cancelBySystem()
    #expect(
      log.entries == [
        "delegate: willPresent", "closure: willPresent",
        "delegate: didPresent", "closure: didPresent",
        "delegate: clicked(0)", "closure: button(0)",
        "delegate: willDismiss(0)", "closure: willDismiss(0)",
        "delegate: didDismiss(0)", "closure: didDismiss(0)", "closure: completion(0)",
        "delegate: willPresent", "closure: willPresent",
        "delegate: didPresent", "closure: didPresent",
        "delegate: cancel", "closure: cancel", "closure: button(1)",
        "delegate: willDismiss(1)", "closure: willDismiss(1)",
        "delegate: didDismiss(1)", "closure: didDismiss(1)",
      ])
  }
}
