import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS A1: tag, weak delegate and indexed actions on `AlertController`.
@Suite @MainActor struct AlertControllerLegacyDelegateTests {
  let host = AlertHost()

  private func alert(
    _ title: String = "A", style: AlertController.Style = .alert
  ) -> AlertController {
    AlertController(title: title, message: nil, preferredStyle: style)
  }

  @Test func tag_defaultsToZero() {  // SEMANTICS A1
    #expect(alert().tag == 0)
  }

  @Test func tag_keepsTheValueSet() {  // SEMANTICS A1
    let alert = alert()
    alert.tag = 42
    #expect(alert.tag == 42)
  }

  @Test func tag_isKeptInTheControllersAssociations() {  // SEMANTICS A1, A7
    let alert = alert()
    #expect(alert.associations.count == 0)
    alert.tag = 3
    #expect(alert.associations.count == 1)
  }

  @Test func delegate_isKeptInTheAssociationsWithTheWeakPolicy() {  // SEMANTICS A1, A7
    let alert = alert()
    var delegate: ControllerRecorder? = ControllerRecorder()
    alert.delegate = delegate
    #expect(alert.associations.count == 1)
    #expect(alert.delegate === delegate)
    delegate = nil
    #expect(alert.delegate == nil)
    #expect(alert.associations.count == 0)
  }

  @Test func delegate_setToNil_isRemoved() {  // SEMANTICS A1
    let alert = alert()
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    alert.delegate = nil
    #expect(alert.delegate == nil)
    #expect(alert.associations.count == 0)
  }

  @Test func selectingAnIndexedAction_callsTheDelegateWithTheCallersIndex() {  // SEMANTICS A1
    let alert = alert()
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    alert.tag = 5
    alert.addAction(title: "Cancel", style: .cancel, index: 10)
    alert.addAction(title: "Delete", style: .destructive, index: 20)
    host.present(alert)
    host.select(actionAt: 1)
    #expect(delegate.events == ["tapped(tag: 5, index: 20)"])
  }

  @Test func indexedAction_keepsItsIndexNotItsPosition() {  // SEMANTICS A1
    let alert = alert()
    let first = alert.addAction(title: "Later", style: .default, index: 7)
    let second = alert.addAction(title: "Now", style: .default, index: 3)
    #expect(alert.actions.map(\.title) == ["Later", "Now"])
    #expect(first?.buttonIndex == 7)
    #expect(second?.buttonIndex == 3)
  }

  @Test func actionsAddedWithoutAnIndex_haveNoButtonIndex_andDoNotCallTheDelegate() {
    // SEMANTICS A1
    let alert = alert()
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    alert.addAction(AlertAction(title: "OK", style: .default))
    #expect(alert.actions[0].buttonIndex == nil)
    host.present(alert)
    host.select(actionAt: 0)
    #expect(delegate.events.isEmpty)
  }

  @Test func delegateCall_comesAfterDismissal() {  // SEMANTICS A1, M6
    let alert = alert()
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    alert.addAction(title: "OK", style: .default, index: 1)
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    host.present(alert)
    renderer.finishAnimations()
    host.select(actionAt: 0)
    #expect(delegate.events.isEmpty)  // accepted, still on screen
    renderer.finishAnimations()
    #expect(delegate.events == ["tapped(tag: 0, index: 1)"])
    #expect(delegate.visibleDuringCall == [false])
  }

  @Test func delegateCall_followsHandlerTimingBeforeDismissal() {  // SEMANTICS A1, M6
    let alert = alert()
    alert.handlerTiming = .beforeDismissal
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    alert.addAction(title: "OK", style: .default, index: 1)
    host.present(alert)
    host.select(actionAt: 0)
    #expect(delegate.visibleDuringCall == [true])
  }

  @Test func delegate_isCalledOncePerSelection() {  // SEMANTICS A1, M7
    let alert = alert()
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    alert.addAction(title: "OK", style: .default, index: 4)
    host.present(alert)
    host.select(actionAt: 0)
    host.present(alert)
    host.select(actionAt: 0)
    #expect(delegate.events == ["tapped(tag: 0, index: 4)", "tapped(tag: 0, index: 4)"])
  }

  @Test func systemCancel_callsTheDelegateWithTheCancelActionsIndex() {  // SEMANTICS A1, M7, L10
    let alert = alert()
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    alert.addAction(title: "OK", style: .default, index: 1)
    alert.addAction(title: "Cancel", style: .cancel, index: 0)
    host.present(alert)
    host.cancelBySystem()
    #expect(delegate.events == ["tapped(tag: 0, index: 0)"])
  }

  @Test func systemCancel_withoutACancelAction_callsNoDelegate() {  // SEMANTICS A1, M7
    let alert = alert()
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    alert.addAction(title: "OK", style: .default, index: 1)
    host.present(alert)
    host.cancelBySystem()
    #expect(delegate.events.isEmpty)
    #expect(host.presentedAlert == nil)
  }

  @Test func tapOutsideASheet_callsTheDelegateWithTheCancelActionsIndex() {  // SEMANTICS A1, M8
    let sheet = alert("S", style: .actionSheet)
    let delegate = ControllerRecorder()
    sheet.delegate = delegate
    sheet.addAction(title: "Share", style: .default, index: 0)
    sheet.addAction(title: "Cancel", style: .cancel, index: 1)
    host.present(sheet)
    host.tapOutside()
    #expect(delegate.events == ["tapped(tag: 0, index: 1)"])
  }

  @Test func oneDelegate_tellsAlertsApartByTag() {  // SEMANTICS A1
    let delegate = ControllerRecorder()
    for (tag, position) in [(1, 0), (2, 1)] {
      let alert = alert("tag \(tag)")
      alert.tag = tag
      alert.delegate = delegate
      alert.addAction(title: "No", style: .cancel, index: 0)
      alert.addAction(title: "Yes", style: .default, index: 1)
      host.present(alert)
      host.select(actionAt: position)
    }
    #expect(delegate.events == ["tapped(tag: 1, index: 0)", "tapped(tag: 2, index: 1)"])
  }

  @Test func delegateReleasedWhileShown_getsNoCall_andTheAlertStillDismisses() {  // SEMANTICS A1
    let alert = alert()
    let log = EventLog()
    var delegate: ControllerRecorder? = ControllerRecorder(log: log)
    alert.delegate = delegate
    alert.addAction(title: "OK", style: .default, index: 1)
    host.present(alert)
    delegate = nil
    #expect(host.select(actionAt: 0))
    #expect(log.entries.isEmpty)
    #expect(host.presentedAlert == nil)
    #expect(!alert.isVisible)
  }

  @Test func secondIndexedCancelAction_isRefusedWithOneIssue_andReturnsNil() {  // SEMANTICS A1, M2
    let alert = alert()
    alert.addAction(title: "Cancel", style: .cancel, index: 0)
    let refused = adapterExpectIssues([.duplicateCancelAction]) {
      alert.addAction(title: "Close", style: .cancel, index: 1)
    }
    #expect(refused == nil)
    #expect(alert.actions.map(\.title) == ["Cancel"])
  }

  @Test func controllerWithDelegateAndIndexedActions_isReleasedAfterDismissal() {
    // SEMANTICS A1, A7
    let delegate = ControllerRecorder()
    weak var released: AlertController?
    do {
      let alert = alert()
      alert.delegate = delegate
      alert.tag = 9
      alert.addAction(title: "OK", style: .default, index: 1)
      released = alert
      host.present(alert)
      host.select(actionAt: 0)
    }
    #expect(released == nil)
    #expect(delegate.events == ["tapped(tag: 9, index: 1)"])
  }

  @Test func delegate_isNotKeptAliveByTheController() {  // SEMANTICS A1, A7
    let alert = alert()
    weak var released: ControllerRecorder?
    do {
      let delegate = ControllerRecorder()
      alert.delegate = delegate
      released = delegate
    }
    #expect(released == nil)
  }
}
