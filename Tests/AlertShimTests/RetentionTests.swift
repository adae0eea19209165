import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS P4: the host keeps shown and queued alerts alive until their dismissal completes.
@Suite @MainActor struct RetentionTests {
  @Test func shownAlert_isKeptAliveByHost_P4() {
    let host = AlertHost()
    weak var weakAlert: AlertController?
    do {
      let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
      alert.addAction(AlertAction(title: "OK", style: .default))
      weakAlert = alert
      host.present(alert)
    }
    #expect(weakAlert != nil)
    #expect(host.presentedAlert === weakAlert)
  }

  @Test func shownAlert_isReleasedAfterDismissal_P4() {
    let host = AlertHost()
    weak var weakAlert: AlertController?
    weak var weakAction: AlertAction?
    do {
      let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
      let action = AlertAction(title: "OK", style: .default)
      alert.addAction(action)
      weakAlert = alert
      weakAction = action
      host.present(alert)
    }
    host.select(actionTitled: "OK")
    #expect(weakAlert == nil)
    #expect(weakAction == nil)
  }

  @Test func queuedAlert_isKeptAliveByHost_P4() {
    let host = AlertHost()
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.addAction(AlertAction(title: "OK", style: .default))
    host.present(first)
    weak var weakQueued: AlertController?
    do {
      let queued = AlertController(title: "B", message: nil, preferredStyle: .alert)
      queued.addAction(AlertAction(title: "OK", style: .default))
      weakQueued = queued
      host.present(queued)
    }
    #expect(weakQueued != nil)
    host.select(actionTitled: "OK")
    #expect(weakQueued != nil)
    #expect(host.presentedAlert === weakQueued)
    host.select(actionTitled: "OK")
    #expect(weakQueued == nil)
  }

  @Test func withdrawnAlert_isReleased_P4() {
    let host = AlertHost()
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.addAction(AlertAction(title: "OK", style: .default))
    host.present(first)
    weak var weakQueued: AlertController?
    do {
      let queued = AlertController(title: "B", message: nil, preferredStyle: .alert)
      queued.addAction(AlertAction(title: "OK", style: .default))
      weakQueued = queued
      host.present(queued)
      host.dismiss(queued)
    }
    #expect(weakQueued == nil)
  }

  @Test func alertsCancelledByCancelAll_areReleased_P4_P5() {
    let host = AlertHost()
    weak var weakFirst: AlertController?
    weak var weakSecond: AlertController?
    do {
      let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
      first.addAction(AlertAction(title: "OK", style: .default))
      let second = AlertController(title: "B", message: nil, preferredStyle: .alert)
      second.addAction(AlertAction(title: "OK", style: .default))
      weakFirst = first
      weakSecond = second
      host.present(first)
      host.present(second)
    }
    host.cancelAll()
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
  }

  @Test func coveredAlert_isKeptAliveThenReleased_P4() {
    let host = AlertHost(policy: .stack)
    weak var weakBottom: AlertController?
    do {
      let bottom = AlertController(title: "A", message: nil, preferredStyle: .alert)
      bottom.addAction(AlertAction(title: "OK", style: .default))
      weakBottom = bottom
      host.present(bottom)
      let top = AlertController(title: "B", message: nil, preferredStyle: .alert)
      top.addAction(AlertAction(title: "OK", style: .default))
      host.present(top)
    }
    host.select(actionTitled: "OK")
    #expect(weakBottom != nil)
    #expect(host.presentedAlert === weakBottom)
    host.select(actionTitled: "OK")
    #expect(weakBottom == nil)
  }

  @Test func alertBeingDismissed_isKeptAliveUntilHidden_P4() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    weak var weakAlert: AlertController?
    var handlerRan = false
    do {
      let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
      alert.addAction(AlertAction(title: "OK", style: .default) { _ in handlerRan = true })
      weakAlert = alert
      host.present(alert)
    }
    renderer.finishAnimations()
    host.select(actionTitled: "OK")
    #expect(weakAlert != nil)
    renderer.finishAnimations()
    #expect(handlerRan)
    #expect(weakAlert == nil)
  }

  @Test func dismissedAlert_isReleasedEvenWithObservers_P4() {
    let host = AlertHost()
    let log = EventLog()
    weak var weakAlert: AlertController?
    do {
      let alert = log.alert("A")
      weakAlert = alert
      host.present(alert)
    }
    host.select(actionTitled: "OK")
    #expect(weakAlert == nil)
    #expect(log.entries == selectedTrace("A", "OK"))
  }

  @Test func presentedAgainAlert_keepsHandlersAfterCallerDroppedIt_P4() {
    let host = AlertHost()
    var handlerRuns = 0
    weak var weakAlert: AlertController?
    do {
      let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
      alert.addAction(AlertAction(title: "OK", style: .default) { _ in handlerRuns += 1 })
      weakAlert = alert
      host.present(alert)
      host.select(actionTitled: "OK")
      host.present(alert)
    }
    #expect(weakAlert != nil)
    host.select(actionTitled: "OK")
    #expect(handlerRuns == 2)
    #expect(weakAlert == nil)
  }
}
