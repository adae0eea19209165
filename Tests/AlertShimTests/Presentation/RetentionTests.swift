import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS P4: the host keeps shown and queued alerts alive until their dismissal completes.
@Suite @MainActor struct RetentionTests {
  /// An alert titled `title` with one OK action.
  func okAlert(_ title: String, action: AlertAction = AlertAction(title: "OK", style: .default))
    -> AlertController
  {
    let alert = AlertController(title: title, message: nil, preferredStyle: .alert)
    alert.addAction(action)
    return alert
  }

  /// Where an alert the caller let go of waits: shown, queued behind another, or covered by
  /// another; and how many taps on OK it takes until it is the one shown.
  struct Place: Sendable, CustomTestStringConvertible {
    var name: String
    var policy: PresentationPolicy
    var presentedBefore: Int
    var presentedAfter: Int
    var tapsUntilShown: Int

    var testDescription: String { name }
  }

  nonisolated static let places = [
    Place(name: "shown", policy: .queue, presentedBefore: 0, presentedAfter: 0, tapsUntilShown: 0),
    Place(
      name: "queued behind another", policy: .queue, presentedBefore: 1, presentedAfter: 0,
      tapsUntilShown: 1),
    Place(
      name: "covered by another", policy: .stack, presentedBefore: 0, presentedAfter: 1,
      tapsUntilShown: 1),
  ]

  @Test(arguments: places)
  func alert_isKeptAliveByHost_untilItsDismissal_P4(_ place: Place) {
    let host = AlertHost(policy: place.policy)
    let others = (0..<place.presentedBefore + place.presentedAfter).map { okAlert("other \($0)") }
    others.prefix(place.presentedBefore).forEach { host.present($0) }
    weak var weakAlert: AlertController?
    do {
      let alert = okAlert("A")
      weakAlert = alert
      host.present(alert)
    }
    others.suffix(place.presentedAfter).forEach { host.present($0) }
    #expect(weakAlert != nil)
    for _ in 0..<place.tapsUntilShown { host.select(actionTitled: "OK") }
    #expect(weakAlert != nil)
    #expect(host.presentedAlert === weakAlert)
    host.select(actionTitled: "OK")
    #expect(weakAlert == nil)
  }

  @Test func shownAlert_isReleasedAfterDismissal_P4() {
    let host = AlertHost()
    weak var weakAlert: AlertController?
    weak var weakAction: AlertAction?
    do {
      let action = AlertAction(title: "OK", style: .default)
      let alert = okAlert("A", action: action)
      weakAlert = alert
      weakAction = action
      host.present(alert)
    }
    host.select(actionTitled: "OK")
    #expect(weakAlert == nil)
    #expect(weakAction == nil)
  }

  @Test func withdrawnAlert_isReleased_P4() {
    let host = AlertHost()
    let first = okAlert("A")
    host.present(first)
    weak var weakQueued: AlertController?
    do {
      let queued = okAlert("B")
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
      let first = okAlert("A")
      let second = okAlert("B")
      weakFirst = first
      weakSecond = second
      host.present(first)
      host.present(second)
    }
    host.cancelAll()
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
  }

  @Test func alertBeingDismissed_isKeptAliveUntilHidden_P4() {
    let renderer = HeadlessRenderer(mode: .manual)
    let host = AlertHost(renderer: renderer)
    weak var weakAlert: AlertController?
    var handlerRan = false
    do {
      let alert = okAlert(
        "A", action: AlertAction(title: "OK", style: .default) { _ in handlerRan = true })
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
      let alert = okAlert(
        "A", action: AlertAction(title: "OK", style: .default) { _ in handlerRuns += 1 })
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
