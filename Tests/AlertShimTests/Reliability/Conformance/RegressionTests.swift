import AlertShim
import Testing

extension Reliability {
  /// Bugs the randomized and chaos suites found and that are fixed: each shrunk
  /// case stays as a regression test.
  @Suite @MainActor struct RegressionTests {
    /// Presents `next` on `host` from its own `didPresent` (or `willPresent`).
    final class PresentingDelegate: LegacyAlertViewDelegate {
      var events: [String] = []
      var next: LegacyAlertView?
      let host: AlertHost
      let onWillPresent: Bool

      init(presenting next: LegacyAlertView?, on host: AlertHost, onWillPresent: Bool = false) {
        self.next = next
        self.host = host
        self.onWillPresent = onWillPresent
      }

      func willPresent(_ alertView: LegacyAlertView) {
        events.append("v\(alertView.tag).willPresent")
        if onWillPresent { next?.show(in: host) }
      }
      func didPresent(_ alertView: LegacyAlertView) {
        events.append("v\(alertView.tag).didPresent")
        if !onWillPresent { next?.show(in: host) }
      }
      func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
        events.append("v\(alertView.tag).didDismiss(\(buttonIndex))")
      }
    }

    // SEMANTICS P2, decision 2. Found by the randomized suite (seed 0x7c45832ba8f47ad5): on a
    // .stack host an alert presented from didPresent (or willPresent) covered the presenting
    // alert as soon as the callback returned, instead of waiting for its dismissal.
    @Test(arguments: [false, true])
    func stack_presentFromPresentationCallback_waitsForTheDismissal(onWillPresent: Bool) {
      let host = AlertHost(policy: .stack)
      let second = LegacyAlertView(
        title: "B", message: nil, delegate: nil, cancelButtonTitle: "OK")
      second.tag = 1
      let delegate = PresentingDelegate(presenting: second, on: host, onWillPresent: onWillPresent)
      let first = LegacyAlertView(
        title: "A", message: nil, delegate: delegate, cancelButtonTitle: "OK")
      second.delegate = delegate
      delegate.next = second
      first.show(in: host)
      delegate.next = nil
      // v1 waits until v0's didDismiss.
      #expect(delegate.events == ["v0.willPresent", "v0.didPresent"])
      #expect(host.presentedAlert === first.alertController)
      #expect(host.queuedAlerts.count == 1 && host.queuedAlerts.first === second.alertController)
      #expect(!second.isVisible)
      host.select(actionAt: 0)
      #expect(
        delegate.events == [
          "v0.willPresent", "v0.didPresent", "v0.didDismiss(0)", "v1.willPresent", "v1.didPresent",
        ])
      host.cancelAll()
      #expect(host.isIdle)
    }

    // The same, through the model: the shrunk sequence of the report.
    @Test func stack_presentFromDidPresent_shrunkSequence() {
      let scenario = Conformance.Scenario(
        hosts: [.init(policy: .stack, traits: .compact)],
        ops: [
          .makeSheet(
            id: 0, title: "Delete", cancel: nil, destructive: nil, others: [],
            delegate: .init(
              implementsCancel: false, enablePolicy: nil,
              behaviors: [.init(on: .didPresent, view: 1, host: 0)])),
          .makeAlert(id: 1, title: "T", cancel: nil, others: [], delegate: nil),
          .show(view: 0, host: 0),
        ])
      if case .failed(let mismatch) = Conformance.check(scenario) {
        Issue.record(Comment(rawValue: mismatch.description))
      }
    }

    // SEMANTICS P3, M7. Found by the chaos suite (seed 0x3e60cfec7bc8a1e3): a controller shown
    // on one host was accepted by a second host without a diagnostic, shown twice and resolved
    // twice.
    @Test func present_onSecondHostWhileShownOnFirst_isRefused() {
      let first = AlertHost()
      let second = AlertHost()
      let alert = AlertController(title: "Twice", message: nil, preferredStyle: .alert)
      var handlerRuns = 0
      alert.addAction(AlertAction(title: "OK", style: .cancel) { _ in handlerRuns += 1 })
      var events: [String] = []
      alert.observe { _, event in events.append("\(event)") }
      first.present(alert)
      let issues = AlertDiagnostics.capture { second.present(alert) }.issues
      #expect(issues.map(\.kind) == [.alreadyPresented])
      #expect(!second.holds(alert))
      first.cancelAll()
      second.cancelAll()
      #expect(
        events == [
          "willPresent", "didPresent", "willDismiss(systemCancel)", "didDismiss(systemCancel)",
        ])
      #expect(handlerRuns == 1)
    }

    // SEMANTICS P2, P4, M7. Found by the chaos suite (seed 0x6dcd3c91532f91b8): cancelAll()
    // called from the handler of the alert being dismissed, while another alert waited (queue)
    // or was covered (stack), let go of the dismissing alert before its didDismiss; presented
    // again there, its new willPresent came before the old didDismiss. Now the host holds it,
    // and the new presentation starts after the didDismiss.
    @Test(arguments: [PresentationPolicy.queue, .stack])
    func cancelAll_fromHandler_keepsTheDismissingAlertUntilDidDismiss(policy: PresentationPolicy) {
      let host = AlertHost(policy: policy)
      let alert = AlertController(title: "C", message: nil, preferredStyle: .alert)
      let other = AlertController(title: "O", message: nil, preferredStyle: .alert)
      other.addAction(AlertAction(title: "x", style: .default))
      var events: [String] = []
      var heldInHandler: Bool?
      var first = true
      alert.addAction(
        AlertAction(title: "OK", style: .cancel) { [weak alert] _ in
          guard let alert, first else { return }
          first = false
          host.cancelAll()
          heldInHandler = host.holds(alert)
          host.present(alert)
        })
      alert.observe { _, event in events.append("c.\(event)") }
      other.observe { _, event in events.append("o.\(event)") }
      if policy == .stack {
        host.present(other)
        host.present(alert)
      } else {
        host.present(alert)
        host.present(other)
      }
      events = []
      let issues = AlertDiagnostics.capture { host.select(actionTitled: "OK") }.issues
      #expect(issues.isEmpty)
      #expect(heldInHandler == true)
      #expect(
        events == [
          "c.willDismiss(selected(\"OK\"))", "o.willDismiss(systemCancel)",
          "o.didDismiss(systemCancel)", "c.didDismiss(selected(\"OK\"))", "c.willPresent",
          "c.didPresent",
        ])
      host.cancelAll()
      #expect(host.isIdle)
    }
  }
}
