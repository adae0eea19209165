import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS A4: target-action with user info on legacy views.
@Suite @MainActor struct LegacyTargetActionTests {
  let host = AlertHost()
  let log = EventLog()

  private func view(cancel: String? = "Cancel") -> LegacyAlertView {
    LegacyAlertView(title: "A", message: nil, delegate: nil, cancelButtonTitle: cancel)
  }

  private func sheet() -> LegacyActionSheet {
    LegacyActionSheet(
      title: "S", delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
  }

  // MARK: LegacyAlertView

  @Test func addButtonWithTarget_returnsTheNextIndex() {  // SEMANTICS A4, L3
    let target = AdapterTarget(log: log)
    let view = view()
    #expect(view.addButton(withTitle: "Save", target: target, action: AdapterTarget.save) == 1)
    #expect(view.addButton(withTitle: "Delete", target: target, action: AdapterTarget.delete) == 2)
    #expect(view.numberOfButtons == 3)
  }

  @Test func click_callsTheActionOnTheTargetWithTheUserInfo() {  // SEMANTICS A4
    let target = AdapterTarget(log: log)
    let view = view()
    view.addButton(withTitle: "Save", target: target, action: AdapterTarget.save, userInfo: 17)
    view.addButton(withTitle: "Delete", target: target, action: AdapterTarget.delete, userInfo: "x")
    view.show(in: host)
    host.select(actionAt: 2)
    #expect(log.entries == ["delete(x)"])
  }

  @Test func userInfo_defaultsToNil() {  // SEMANTICS A4
    let target = AdapterTarget(log: log)
    let view = view()
    view.addButton(withTitle: "Save", target: target, action: AdapterTarget.save)
    view.show(in: host)
    host.select(actionAt: 1)
    #expect(log.entries == ["save(nil)"])
  }

  @Test func userInfo_isPassedAsTheSameObject_evenWhenNotSendable() {  // SEMANTICS A4
    final class Receiver {
      var received: Any?
      func take(_ userInfo: Any?) { received = userInfo }
    }
    let receiver = Receiver()
    let payload = AdapterPayload(count: 3)
    let view = view()
    view.addButton(withTitle: "Go", target: receiver, action: Receiver.take, userInfo: payload)
    view.show(in: host)
    host.select(actionAt: 1)
    #expect((receiver.received as? AdapterPayload) === payload)
  }

  @Test func action_runsAfterTheDelegatesClick_andBeforeWillDismiss() {  // SEMANTICS A4, A5
    let delegate = LegacyRecorder(log: log, prefix: "delegate: ", handlesSystemCancel: true)
    let target = AdapterTarget(log: log)
    let view = view()
    view.delegate = delegate
    view.addButton(withTitle: "Save", target: target, action: AdapterTarget.save, userInfo: 1)
    view.show(in: host)
    log.clear()
    host.select(actionAt: 1)
    #expect(
      log.entries == [
        "delegate: clicked(1)", "save(1)", "delegate: willDismiss(1)", "delegate: didDismiss(1)",
      ])
  }

  @Test func target_isHeldWeakly() {  // SEMANTICS A4
    let view = view()
    weak var released: AdapterTarget?
    do {
      let target = AdapterTarget(log: log)
      released = target
      view.addButton(withTitle: "Save", target: target, action: AdapterTarget.save)
    }
    #expect(released == nil)
  }

  @Test func releasedTarget_isSkipped_andTheAlertStillDismisses() {  // SEMANTICS A4
    let view = view()
    var target: AdapterTarget? = AdapterTarget(log: log)
    if let target {
      view.addButton(withTitle: "Save", target: target, action: AdapterTarget.save, userInfo: 1)
    }
    view.show(in: host) { _, index in log.record("completion(\(index))") }
    target = nil
    let accepted = adapterExpectIssues([]) { host.select(actionAt: 1) }
    #expect(accepted)
    #expect(log.entries == ["completion(1)"])
    #expect(!view.isVisible)
  }

  @Test func userInfo_isHeldUntilTheViewIsReleased() {  // SEMANTICS A4, A7
    let target = AdapterTarget(log: log)
    weak var payloadRef: AdapterPayload?
    var view: LegacyAlertView? = view()
    do {
      let payload = AdapterPayload(count: 0)
      payloadRef = payload
      view?.addButton(
        withTitle: "Save", target: target, action: AdapterTarget.save, userInfo: payload)
    }
    #expect(payloadRef != nil)
    view = nil
    #expect(payloadRef == nil)
  }

  @Test func addButtonWithTargetAndNilTitle_addsNothing_withOneIssue() {  // SEMANTICS A4, L6
    let target = AdapterTarget(log: log)
    let view = view()
    let index = adapterExpectIssues([.missingButtonTitle]) {
      view.addButton(withTitle: nil, target: target, action: AdapterTarget.save)
    }
    #expect(index == -1)
    #expect(view.numberOfButtons == 1)
  }

  @Test func addButtonWithTargetWhileShown_isRefusedWithOneIssue() {  // SEMANTICS A4, L14
    let target = AdapterTarget(log: log)
    let view = view()
    view.show(in: host)
    let index = adapterExpectIssues([.buttonsFrozen]) {
      view.addButton(withTitle: "Save", target: target, action: AdapterTarget.save)
    }
    #expect(index == -1)
  }

  @Test func setCancelButtonTarget_runsOnClickAndOnceForASystemCancel() {  // SEMANTICS A4, L10
    let target = AdapterTarget(log: log)
    let view = view()
    view.setCancelButton(target: target, action: AdapterTarget.cancel, userInfo: "c")
    view.show(in: host)
    host.select(actionAt: 0)
    view.show(in: host)
    host.cancelBySystem()
    #expect(log.entries == ["cancel(c)", "cancel(c)"])
  }

  @Test func setCancelButtonTarget_replacesTheCancelButtonsHandler() {  // SEMANTICS A4
    let target = AdapterTarget(log: log)
    let view = view(cancel: nil)
    view.setCancelButton(withTitle: "Close") { log.record("closure") }
    view.setCancelButton(target: target, action: AdapterTarget.cancel)
    view.show(in: host)
    host.select(actionAt: 0)
    #expect(log.entries == ["cancel(nil)"])
  }

  @Test func setCancelButtonTarget_withoutACancelButton_attachesNothing_withOneIssue() {
    // SEMANTICS A4, L5
    let target = AdapterTarget(log: log)
    let view = view(cancel: nil)
    view.addButton(withTitle: "OK", handler: nil)
    adapterExpectIssues([.buttonIndexOutOfRange]) {
      view.setCancelButton(target: target, action: AdapterTarget.cancel)
    }
    view.show(in: host)
    host.cancelBySystem()
    host.select(actionAt: 0)
    #expect(log.entries.isEmpty)
  }

  // SEMANTICS A4, L14: the buttons are fixed while shown, the cancel button's action too.
  @Test func setCancelButtonTarget_whileShown_isRefused_andKeepsTheRunningAction() {
    let target = AdapterTarget(log: log)
    let view = view()
    view.setCancelButton(target: target, action: AdapterTarget.cancel, userInfo: 1)
    view.show(in: host)
    adapterExpectIssues([.buttonsFrozen]) {
      view.setCancelButton(target: target, action: AdapterTarget.cancel, userInfo: 2)
    }
    host.select(actionAt: 0)
    #expect(log.entries == ["cancel(1)"])
  }

  // SEMANTICS A4, L14: the same on a sheet.
  @Test func sheet_setCancelButtonTarget_whileShown_isRefused() {
    let target = AdapterTarget(log: log)
    let sheet = LegacyActionSheet(
      title: "S", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
    sheet.setCancelButton(target: target, action: AdapterTarget.cancel, userInfo: 1)
    sheet.show(in: host)
    adapterExpectIssues([.buttonsFrozen]) {
      sheet.setCancelButton(target: target, action: AdapterTarget.cancel, userInfo: 2)
    }
    host.select(actionAt: 0)
    #expect(log.entries == ["cancel(1)"])
  }

  // MARK: LegacyActionSheet

  @Test func sheet_addButtonWithTarget_callsTheActionWithTheUserInfo() {  // SEMANTICS A4
    let target = AdapterTarget(log: log)
    let sheet = sheet()
    let index = sheet.addButton(
      withTitle: "Save", target: target, action: AdapterTarget.save, userInfo: 4)
    sheet.show(in: host)
    host.select(actionAt: index)
    #expect(log.entries == ["save(4)"])
  }

  @Test func sheet_addCancelButton_makesTheCancelButtonAndRunsOnTapOutside() {  // SEMANTICS A4, S6
    let target = AdapterTarget(log: log)
    let sheet = sheet()
    sheet.addButton(withTitle: "Save", target: target, action: AdapterTarget.save)
    let index = sheet.addCancelButton(
      withTitle: "Cancel", target: target, action: AdapterTarget.cancel, userInfo: "out")
    #expect(index == 1)
    #expect(sheet.cancelButtonIndex == 1)
    sheet.show(in: host)
    #expect(sheet.alertController?.actions.map(\.style) == [.default, .cancel])
    host.tapOutside()
    #expect(log.entries == ["cancel(out)"])
  }

  @Test func sheet_addDestructiveButton_makesTheDestructiveButton() {  // SEMANTICS A4, S3
    let target = AdapterTarget(log: log)
    let sheet = sheet()
    let index = sheet.addDestructiveButton(
      withTitle: "Delete", target: target, action: AdapterTarget.delete, userInfo: 9)
    sheet.addCancelButton(withTitle: "Cancel", target: target, action: AdapterTarget.cancel)
    #expect(index == 0)
    #expect(sheet.destructiveButtonIndex == 0)
    sheet.show(in: host)
    #expect(sheet.alertController?.actions.map(\.style) == [.destructive, .cancel])
    host.select(actionAt: 0)
    #expect(log.entries == ["delete(9)"])
  }

  @Test func sheet_setCancelButtonTarget_runsOnceForASystemCancel() {  // SEMANTICS A4, L10
    let target = AdapterTarget(log: log)
    let sheet = LegacyActionSheet(
      title: "S", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil,
      otherButtonTitles: "Share")
    sheet.setCancelButton(target: target, action: AdapterTarget.cancel, userInfo: 1)
    sheet.show(in: host)
    host.cancelBySystem()
    #expect(log.entries == ["cancel(1)"])
  }

  @Test func sheet_addCancelButtonWhileShown_changesNothing_withOneIssue() {  // SEMANTICS A4, L14
    let target = AdapterTarget(log: log)
    let sheet = sheet()
    sheet.addButton(withTitle: "Share", handler: nil)
    sheet.show(in: host)
    let index = adapterExpectIssues([.buttonsFrozen]) {
      sheet.addCancelButton(withTitle: "Cancel", target: target, action: AdapterTarget.cancel)
    }
    #expect(index == -1)
    #expect(sheet.cancelButtonIndex == -1)
  }

  @Test func sheet_target_isHeldWeakly() {  // SEMANTICS A4
    let sheet = sheet()
    weak var released: AdapterTarget?
    do {
      let target = AdapterTarget(log: log)
      released = target
      sheet.addDestructiveButton(withTitle: "Delete", target: target, action: AdapterTarget.delete)
    }
    #expect(released == nil)
    sheet.show(in: host)
    #expect(host.select(actionAt: 0))
    #expect(log.entries.isEmpty)
  }
}
