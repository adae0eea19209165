import Testing

@testable import AlertShim

/// `HostSchedule` as a value: each input's effects, in order, with no host,
/// controller or renderer (SEMANTICS P1–P5, M6, M7, L9, R1–R4).
@Suite struct HostScheduleTests {
  typealias Schedule = HostSchedule<Int, Int>

  /// A schedule the tests change in place, with its effect queue.
  final class Harness {
    var schedule: Schedule

    init(policy: PresentationPolicy) {
      schedule = Schedule(policy: policy)
    }

    /// Presents `id`; `from` stands for the alert whose callback is running.
    func present(_ id: Int, lineage: Int, from: Int?) -> Bool {
      let outer = schedule.running
      schedule.running = from.map { .callback($0) } ?? .idle
      defer { schedule.running = outer }
      return schedule.receive(.present(id, lineage: lineage)) == .accepted
    }

    func dismiss(_ id: Int) -> Schedule.Outcome {
      schedule.receive(.dismiss(id))
    }

    func cancelBySystem() -> Bool {
      schedule.receive(.cancelBySystem) == .accepted
    }

    /// Empties the effect queue, first decided first.
    func drain() -> [Schedule.Effect] {
      var out: [Schedule.Effect] = []
      while let effect = schedule.nextEffect() { out.append(effect) }
      return out
    }
  }

  /// An alert presented on an idle host, which the renderer finished showing.
  private func shown(_ id: Int, policy: PresentationPolicy = .queue) -> Harness {
    let harness = Harness(policy: policy)
    _ = harness.present(id, lineage: id, from: nil)
    harness.schedule.receive(.didShow(id))
    _ = harness.drain()
    return harness
  }

  @Test func present_onAnIdleHost_preparesSendsWillPresentThenShows_P1() {
    let h = Harness(policy: .queue)
    #expect(h.present(1, lineage: 1, from: nil))
    #expect(
      h.drain() == [.prepare(1, isFirstShow: true), .send(1, .willPresent), .show(1)])
    #expect(h.schedule.presented == 1)
    #expect(h.schedule.acceptingInput() == .notOnScreen(1))
    h.schedule.receive(.didShow(1))
    #expect(h.drain() == [.send(1, .didPresent)])
    #expect(h.schedule.acceptingInput() == .shown(1))
  }

  @Test func presentingTwice_isRefused_andChangesNothing_P3() {
    let h = shown(1)
    #expect(!h.present(1, lineage: 1, from: nil))
    #expect(h.drain().isEmpty)
    #expect(h.schedule.waiting.isEmpty)
  }

  @Test func select_thenHide_givesTheLifecycleInOrder_M6_M7() {
    let h = shown(1)
    h.schedule.receive(.select(action: 2))
    let resolution = Schedule.Resolution.selected(action: 2)
    #expect(
      h.drain() == [
        .send(1, .willDismiss(resolution)), .runHandler(1, resolution, .beforeHiding), .hide(1),
      ])
    #expect(h.schedule.acceptingInput() == .resolving(1))
    h.schedule.receive(.didHide(1))
    #expect(
      h.drain() == [
        .markHidden(1), .runHandler(1, resolution, .afterHiding),
        .send(1, .didDismiss(resolution)), .endDismissal(1),
        .release(1, resolution, isStillHeld: false),
      ])
    #expect(h.schedule.holds(1))
    #expect(!h.schedule.isPresented(1))
    h.schedule.endDismissal(1)
    #expect(h.schedule.isIdle)
  }

  @Test func presentDuringTheDismissalCallbacks_startsOnlyAfterThem_P2() {
    let h = shown(1)
    h.schedule.receive(.select(action: 0))
    h.schedule.receive(.didHide(1))
    _ = h.drain()
    // The handler or a didDismiss observer presents 2: it waits.
    #expect(h.present(2, lineage: 2, from: 1))
    #expect(h.drain().isEmpty)
    #expect(h.schedule.waiting.elements.map(\.id) == [2])
    h.schedule.endDismissal(1)
    #expect(
      h.drain() == [.prepare(2, isFirstShow: true), .send(2, .willPresent), .show(2)])
  }

  @Test func stackHost_coversAtOnce_butHoldsWhatACallbackPresents_P1_P2() {
    let h = shown(1, policy: .stack)
    #expect(h.present(2, lineage: 2, from: nil))
    #expect(h.drain() == [.hide(1)])
    h.schedule.receive(.didHide(1))
    #expect(h.schedule.covered.map(\.id) == [1])
    #expect(
      h.drain() == [.prepare(2, isFirstShow: true), .send(2, .willPresent), .show(2)])
    h.schedule.receive(.didShow(2))
    _ = h.drain()
    // Presented from 2's callback: held for 2, so it neither covers 2 nor starts before it ends.
    #expect(h.present(3, lineage: 3, from: 2))
    #expect(h.drain().isEmpty)
    #expect(h.schedule.waiting.elements.first?.heldFor == 2)
  }

  @Test func dismissFromCode_ofAWaitingAlert_withdrawsIt_L9() {
    let h = shown(1)
    _ = h.present(2, lineage: 2, from: nil)
    #expect(h.dismiss(2) == .accepted)
    #expect(h.drain() == [.send(2, .withdrawn), .release(2, nil, isStillHeld: false)])
    #expect(h.dismiss(2) == .notHeld)
    #expect(h.dismiss(1) == .accepted)
    #expect(h.dismiss(1) == .ignored)
  }

  @Test func cancelWhilePresenting_isCarriedOutOnceShown_andTheFirstWins_M7() {
    let h = Harness(policy: .queue)
    _ = h.present(1, lineage: 1, from: nil)
    _ = h.drain()
    #expect(h.cancelBySystem())
    #expect(h.dismiss(1) == .ignored)
    h.schedule.receive(.didShow(1))
    #expect(
      h.drain() == [
        .send(1, .didPresent), .send(1, .willDismiss(.systemCancel)),
        .runHandler(1, .systemCancel, .beforeHiding), .hide(1),
      ])
  }

  @Test func cancelAll_cancelsTheShownOne_thenEachWaitingOne_afterTheOther_P5_R1_R3_R4() {
    let h = shown(1)
    _ = h.present(2, lineage: 2, from: nil)
    _ = h.present(3, lineage: 3, from: nil)
    h.schedule.receive(.cancelAll)
    _ = h.drain()
    h.schedule.receive(.didHide(1))
    _ = h.drain()
    // R3: nothing else is cancelled until 1's dismissal callbacks are over.
    #expect(h.schedule.waiting.elements.map(\.id) == [2, 3])
    h.schedule.endDismissal(1)
    #expect(
      h.drain() == [
        .send(2, .willDismiss(.systemCancel)), .markHidden(2),
        .runHandler(2, .systemCancel, .offscreen), .send(2, .didDismiss(.systemCancel)),
        .endDismissal(2), .release(2, .systemCancel, isStillHeld: false),
      ])
    // R1: 2's callbacks present 4, which is cancelled too; R4: 5, of 2's lineage, is not.
    #expect(h.present(4, lineage: 4, from: 2))
    #expect(h.present(5, lineage: 2, from: 2))
    h.schedule.endDismissal(2)
    _ = h.drain()
    h.schedule.endDismissal(3)
    _ = h.drain()
    #expect(h.schedule.teardown?.targets == [])
    h.schedule.endDismissal(4)
    #expect(h.schedule.teardown == nil)
    #expect(
      h.drain() == [.prepare(5, isFirstShow: true), .send(5, .willPresent), .show(5)])
  }

  // MARK: The effect loop's state is the schedule's

  @Test func whileAnEffectRuns_noOtherStarts_andItsAlertOwnsThePresentsMadeFromIt_P2() {
    let h = Harness(policy: .queue)
    _ = h.present(1, lineage: 1, from: nil)
    #expect(h.schedule.startNextEffect() == .prepare(1, isFirstShow: true))
    #expect(h.schedule.callbackOwner == nil)  // no callback: the host prepares
    #expect(h.schedule.startNextEffect() == nil)  // re-entered: only queues
    h.schedule.endEffect()
    #expect(h.schedule.startNextEffect() == .send(1, .willPresent))
    #expect(h.schedule.callbackOwner == 1)
    h.schedule.endEffect()
    #expect(h.schedule.startNextEffect() == .show(1))
    #expect(h.schedule.callbackOwner == nil)
    h.schedule.endEffect()
    #expect(h.schedule.startNextEffect() == nil)
  }

  @Test func aDeferredShow_runsOnceTheRunningEffectIsOver_beforeTheQueuedOnes_L7() {
    let h = shown(1)
    #expect(h.schedule.receive(.deferShow(9)) == .ignored)  // nothing runs: nothing to wait for
    h.schedule.receive(.select(action: 0))
    h.schedule.receive(.didHide(1))
    var started: [Schedule.Effect] = []
    while let effect = h.schedule.startNextEffect() {
      started.append(effect)
      if case .send(1, .didDismiss) = effect {
        #expect(h.schedule.isDeliveringDidDismiss(of: 1))
        #expect(h.schedule.receive(.deferShow(9)) == .accepted)
        #expect(h.schedule.receive(.deferShow(9)) == .ignored)  // once per lineage
      } else {
        #expect(!h.schedule.isDeliveringDidDismiss(of: 1))
      }
      h.schedule.endEffect()
    }
    let resolution = Schedule.Resolution.selected(action: 0)
    // The end of the dismissal is the schedule's own: never handed to the host.
    #expect(
      started == [
        .send(1, .willDismiss(resolution)), .runHandler(1, resolution, .beforeHiding), .hide(1),
        .markHidden(1), .runHandler(1, resolution, .afterHiding),
        .send(1, .didDismiss(resolution)), .showDeferred(9),
        .release(1, resolution, isStillHeld: false),
      ])
    #expect(h.schedule.isIdle)
  }

  @Test func aRelease_knowsWhetherTheAlertWasPresentedAgain_P4() {
    let h = shown(1)
    h.schedule.receive(.select(action: 0))
    h.schedule.receive(.didHide(1))
    var release: Schedule.Effect?
    while let effect = h.schedule.startNextEffect() {
      if case .send(1, .didDismiss) = effect {
        #expect(h.schedule.receive(.present(1, lineage: 1)) == .accepted)
      }
      if case .release = effect { release = effect }
      h.schedule.endEffect()
    }
    #expect(release == .release(1, .selected(action: 0), isStillHeld: true))
  }

  // MARK: The renderer's UI resolves on its own (U3, U4, M7)

  @Test func aTapTheRendererIsResolving_winsOverACancelAskedMeanwhile_U4_M7() {
    let h = shown(1)
    #expect(h.schedule.receive(.renderer(1, .resolving)) == .accepted)
    #expect(h.schedule.acceptingInput() == .resolving(1))
    h.schedule.receive(.cancelAll)
    #expect(!h.cancelBySystem())  // a cancel is remembered already
    #expect(h.dismiss(1) == .ignored)
    #expect(h.drain().isEmpty)  // nothing sent: the tap may still come
    #expect(h.schedule.receive(.renderer(1, .selected(action: 1))) == .accepted)
    let tap = Schedule.Resolution.selected(action: 1)
    #expect(
      h.drain() == [.send(1, .willDismiss(tap)), .runHandler(1, tap, .beforeHiding), .hide(1)])
  }

  @Test func anAlertTheRendererLost_endsWithWhatWasAskedMeanwhile_orAsASystemCancel_U3() {
    let asked = shown(1)
    asked.schedule.receive(.renderer(1, .resolving))
    #expect(asked.dismiss(1) == .accepted)
    asked.schedule.receive(.renderer(1, .lost))
    #expect(asked.drain().first == .send(1, .willDismiss(.dismissed)))

    let unasked = shown(2)
    unasked.schedule.receive(.renderer(2, .resolving))
    unasked.schedule.receive(.renderer(2, .lost))
    #expect(unasked.drain().first == .send(2, .willDismiss(.systemCancel)))
  }

  @Test func anAlertTheRendererShowsAgain_isCoveredOnlyThen_P1_U3() {
    let h = shown(1, policy: .stack)
    h.schedule.receive(.renderer(1, .resolving))
    #expect(h.present(2, lineage: 2, from: nil))
    #expect(h.drain().isEmpty)  // no cover while the UI resolves it
    #expect(h.schedule.receive(.renderer(1, .restored)) == .accepted)
    #expect(h.drain() == [.hide(1)])  // now the cover starts
    #expect(h.schedule.receive(.renderer(1, .restored)) == .ignored)
    #expect(h.schedule.receive(.renderer(3, .lost)) == .notHeld)
  }
}
