import AlertShim
import AlertShimTestSupport
import Testing

/// Leak tests for the legacy-view adapters: every path releases the view
/// after its dismissal (SEMANTICS A2, A3, A4, A7, L16).
@Suite @MainActor struct AdapterRetentionTests {
  let host = AlertHost()
  let log = EventLog()

  private func view() -> LegacyAlertView {
    LegacyAlertView(title: "A", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
  }

  private func sheet() -> LegacyActionSheet {
    LegacyActionSheet(
      title: "S", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
  }

  @Test func buttonHandlerCapturingItsViewWeakly_letsTheViewGo() {  // SEMANTICS A3, A7
    weak var released: LegacyAlertView?
    do {
      let view = view()
      view.addButton(withTitle: "Save") { [weak view] in log.record("\(view?.tag ?? -1)") }
      released = view
      view.show(in: host)
      host.select(actionAt: 1)
    }
    #expect(log.entries == ["0"])
    #expect(released == nil)
  }

  @Test func lifecycleHandlers_letTheViewGo() {  // SEMANTICS A3, A7
    weak var released: LegacyAlertView?
    do {
      let view = view()
      adapterRecordLifecycle(of: view, in: log)
      view.didDismissHandler = { view, index in log.record("\(view.tag) \(index)") }
      released = view
      view.show(in: host)
      host.cancelBySystem()
    }
    #expect(log.entries.last == "0 0")
    #expect(released == nil)
  }

  @Test func viewWithClosuresNeverShown_isReleased() {  // SEMANTICS A7
    weak var released: LegacyAlertView?
    do {
      let view = view()
      view.addButton(withTitle: "Save") { [weak view] in _ = view }
      view.cancelHandler = { _ in }
      released = view
    }
    #expect(released == nil)
  }

  @Test func showCompletionCapturingItsViewStrongly_isReleasedAfterATap() {  // SEMANTICS A2
    weak var released: LegacyAlertView?
    do {
      let view = view()
      released = view
      view.show(in: host) { _, index in log.record("completion(\(index)) tag \(view.tag)") }
    }
    #expect(released != nil)  // shown: kept alive (SEMANTICS L16)
    host.select(actionAt: 0)
    #expect(log.entries == ["completion(0) tag 0"])
    #expect(released == nil)
  }

  @Test func showCompletionCapturingItsViewStrongly_isReleasedAfterASystemCancel() {
    // SEMANTICS A2
    weak var released: LegacyAlertView?
    do {
      let view = view()
      released = view
      view.show(in: host) { _, _ in _ = view }
    }
    host.cancelBySystem()
    #expect(released == nil)
  }

  @Test func unreferencedViewShownWithCompletion_livesUntilDismissal() {  // SEMANTICS A2, L16
    weak var released: LegacyAlertView?
    do {
      let view = view()
      released = view
      view.addButton(withTitle: "Save") { log.record("Save") }
      view.show(in: host) { _, index in log.record("completion(\(index))") }
    }
    #expect(released?.isVisible == true)
    host.select(actionAt: 1)
    #expect(log.entries == ["Save", "completion(1)"])
    #expect(released == nil)
  }

  @Test func targetActionView_isReleasedAfterDismissal_andLeavesTheTargetAlone() {
    // SEMANTICS A4, A7
    let target = AdapterTarget(log: log)
    weak var released: LegacyAlertView?
    do {
      let view = view()
      view.addButton(withTitle: "Save", target: target, action: AdapterTarget.save, userInfo: 1)
      released = view
      view.show(in: host)
      host.select(actionAt: 1)
    }
    #expect(log.entries == ["save(1)"])
    #expect(released == nil)
  }

  @Test func sheetWithEveryKindOfClosure_isReleasedAfterDismissal() {  // SEMANTICS A2, A3, A4
    let target = AdapterTarget(log: log)
    weak var released: LegacyActionSheet?
    do {
      let sheet = sheet()
      sheet.setDestructiveButton(withTitle: "Delete") { [weak sheet] in _ = sheet }
      sheet.addButton(withTitle: "Save", target: target, action: AdapterTarget.save)
      sheet.willPresentHandler = { _ in }
      sheet.cancelHandler = { _ in }
      released = sheet
      sheet.show(in: host) { _, _ in _ = sheet }
    }
    host.tapOutside()
    #expect(released == nil)
  }

  @Test func closureTable_isReleasedWithItsView() {  // SEMANTICS A7
    weak var captured: AdapterPayload?
    do {
      let view = view()
      let payload = AdapterPayload(count: 0)
      captured = payload
      view.addButton(withTitle: "Count") { payload.count += 1 }
    }
    #expect(captured == nil)
  }

  @Test func buttonClosures_stayAttachedAcrossShowings() {  // SEMANTICS A3, A7
    let view = view()
    weak var captured: AdapterPayload?
    do {
      let payload = AdapterPayload(count: 0)
      captured = payload
      view.addButton(withTitle: "Count") { payload.count += 1 }
    }
    for _ in 0..<2 {
      view.show(in: host)
      host.select(actionAt: 1)
    }
    #expect(captured?.count == 2)
  }
}
