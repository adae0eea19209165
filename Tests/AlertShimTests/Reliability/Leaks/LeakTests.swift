import AlertShim
import AlertShimTestSupport
import Testing

extension Reliability {
  /// No leaks on any path (SEMANTICS P4, L16, A2-A7): once an
  /// alert's dismissal has completed, every object the shim created for it is
  /// released, and so is every object the app created once the app drops it.
  @Suite @MainActor struct LeakTests {
    /// Weak references to everything one flow created, checked after the flow.
    final class Probe {
      private var entries: [(name: String, box: Box)] = []

      final class Box {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
      }

      /// Starts watching `object` (nil is allowed: the check then passes trivially
      /// only when a non-nil expectation is made elsewhere).
      func watch(_ name: String, _ object: AnyObject?) {
        entries.append((name, Box(object)))
      }

      /// Names of the watched objects that are still alive.
      var alive: [String] { entries.filter { $0.box.object != nil }.map(\.name) }
    }

    final class Target {
      var calls: [String] = []
      func tapped(_ userInfo: Any?) { calls.append("\(userInfo ?? "nil")") }
    }

    final class Payload {}

    // SEMANTICS P4, M6: a presented controller, its actions and handlers, after a selection.
    @Test func modern_selection_releasesControllerActionsAndCapturedObjects() {
      let probe = Probe()
      let host = AlertHost()
      var ran = false
      do {
        let alert = AlertController(title: "Modern", message: nil, preferredStyle: .alert)
        let payload = Payload()
        let action = AlertAction(title: "OK", style: .default) { [weak alert] _ in
          ran = alert != nil && payload !== Payload()  // captures its alert weakly
        }
        alert.addAction(action)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addTextField()
        probe.watch("alert", alert)
        probe.watch("action", action)
        probe.watch("payload", payload)
        probe.watch("textField", alert.textFields.first)
        host.present(alert)
        #expect(host.select(actionTitled: "OK"))
      }
      #expect(ran)
      #expect(host.isIdle)
      #expect(probe.alive == [])
    }

    // SEMANTICS P4: a controller that is presented and never resolved is kept by the host,
    // and released by cancelAll() once the app has dropped it.
    @Test func modern_cancelAll_releasesShownCoveredAndQueued() {
      for policy in [PresentationPolicy.queue, .stack] {
        let probe = Probe()
        let host = AlertHost(policy: policy)
        do {
          for title in ["A", "B", "C"] {
            let alert = AlertController(title: title, message: nil, preferredStyle: .alert)
            alert.addAction(
              AlertAction(title: "Cancel", style: .cancel) { [weak alert] _ in _ = alert })
            probe.watch(title, alert)
            host.present(alert)
          }
        }
        #expect(probe.alive == ["A", "B", "C"], "the host holds what it shows or keeps (P4)")
        host.cancelAll()
        #expect(host.isIdle)
        #expect(probe.alive == [], "\(policy)")
      }
    }

    // SEMANTICS P4 with a manual renderer: released only once the hide animation finished.
    @Test func modern_manualRenderer_releasesAfterTheHideFinished() {
      let probe = Probe()
      let renderer = HeadlessRenderer(mode: .manual)
      let host = AlertHost(renderer: renderer)
      do {
        let alert = AlertController(title: "Slow", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        probe.watch("alert", alert)
        host.present(alert)
      }
      renderer.finishAnimations()
      host.select(actionAt: 0)
      #expect(probe.alive == ["alert"], "kept while it is being hidden")
      renderer.finishAnimations()
      #expect(probe.alive == [])
    }

    // The async API: result(of:) returns the action, and nothing stays behind.
    @Test func async_resultOf_releasesEverything() async {
      let probe = Probe()
      let host = AlertHost()
      var title: String?
      do {
        let alert = AlertController(title: "Async", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Yes", style: .default))
        probe.watch("alert", alert)
        let task = Task { await host.result(of: alert)?.title }
        while !host.holds(alert) { await Task.yield() }
        host.select(actionTitled: "Yes")
        title = await task.value
      }
      #expect(title == "Yes")
      #expect(probe.alive == [])
    }

    // The async API cut short by cancelAll().
    @Test func async_resultOf_cancelAll_releasesEverything() async {
      let probe = Probe()
      let host = AlertHost()
      var result: String? = "unset"
      do {
        let alert = AlertController(title: "Async", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "No", style: .cancel))
        probe.watch("alert", alert)
        let task = Task { await host.result(of: alert)?.title }
        while !host.holds(alert) { await Task.yield() }
        host.cancelAll()
        result = await task.value
      }
      #expect(result == "No")
      #expect(probe.alive == [])
    }

    // SEMANTICS L16: `LegacyAlertView(…).show()` with no reference stays alive while
    // shown; afterwards the view, its controller and the delegate (once dropped) go.
    @Test func legacy_inlineShow_keepsItselfUntilDidDismiss_thenReleasesEverything() {
      let probe = Probe()
      let host = AlertHost()
      var delegate: LegacyRecorder? = LegacyRecorder()
      do {
        let view = LegacyAlertView(
          title: "Inline", message: nil, delegate: delegate, cancelButtonTitle: "Cancel",
          otherButtonTitles: "OK")
        view.alertViewStyle = .loginAndPasswordInput
        view.show(in: host)
        probe.watch("view", view)
        probe.watch("controller", view.alertController)
        probe.watch("field", view.textField(at: 1))
      }
      #expect(probe.alive == ["view", "controller", "field"])
      host.select(actionAt: 1)
      #expect(delegate?.events.last == "didDismiss(1)")
      probe.watch("delegate", delegate)
      delegate = nil
      #expect(probe.alive == [])
    }

    // SEMANTICS L16, decision 10: the delegate is weak; releasing it mid-presentation is safe.
    @Test func legacy_delegateReleasedWhileShown_isReleased_andAlertStillResolves() {
      let probe = Probe()
      let host = AlertHost()
      var delegate: LegacyRecorder? = LegacyRecorder()
      let sheet = LegacyActionSheet(
        title: "Sheet", delegate: delegate, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil
      )
      sheet.show(in: host)
      probe.watch("delegate", delegate)
      delegate = nil
      #expect(probe.alive == [])
      host.cancelBySystem()
      #expect(!sheet.isVisible)
      #expect(host.isIdle)
    }

    // cancelAll() releases legacy views shown, covered and waiting.
    @Test func legacy_cancelAll_releasesEveryView() {
      for policy in [PresentationPolicy.queue, .stack] {
        let probe = Probe()
        let host = AlertHost(policy: policy)
        do {
          for index in 0..<3 {
            let view = LegacyAlertView(
              title: "V\(index)", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
            view.show(in: host)
            probe.watch("V\(index)", view)
            probe.watch("V\(index).controller", view.alertController)
          }
        }
        host.cancelAll()
        #expect(host.isIdle)
        #expect(probe.alive == [], "\(policy)")
      }
    }

    // SEMANTICS A1, A7: tag and a weak controller delegate live in associations.
    @Test func adapter_controllerDelegate_isWeak_andControllerIsReleased() {
      let probe = Probe()
      let host = AlertHost()
      var delegate: ControllerRecorder? = ControllerRecorder()
      do {
        let alert = AlertController(title: "Indexed", message: nil, preferredStyle: .alert)
        alert.tag = 7
        alert.delegate = delegate
        alert.addAction(title: "Cancel", style: .cancel, index: 0)
        alert.addAction(title: "Reset", style: .destructive, index: 1)
        probe.watch("alert", alert)
        host.present(alert)
        host.select(actionTitled: "Reset")
      }
      #expect(delegate?.events == ["tapped(tag: 7, index: 1)"])
      probe.watch("delegate", delegate)
      delegate = nil
      #expect(probe.alive == [])
    }

    // SEMANTICS A2: a show(completion:) closure that captures its view strongly is released
    // with that showing, and the view with it.
    @Test func adapter_completionCapturingItsViewStrongly_isReleasedAfterTheShowing() {
      let probe = Probe()
      let host = AlertHost()
      var indices: [Int] = []
      do {
        let view = LegacyAlertView(
          title: "Completion", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
          otherButtonTitles: "OK")
        view.show(in: host) { _, index in
          indices.append(index + view.numberOfButtons * 0)  // a strong capture on purpose
        }
        probe.watch("view", view)
      }
      host.select(actionAt: 1)
      #expect(indices == [1])
      #expect(probe.alive == [])
    }

    // SEMANTICS A2: a withdrawn showing releases its completion uncalled.
    @Test func adapter_completionOfWithdrawnShowing_isReleasedUncalled() {
      let probe = Probe()
      let host = AlertHost()
      let first = AlertController(title: "First", message: nil, preferredStyle: .alert)
      first.addAction(AlertAction(title: "OK", style: .default))
      host.present(first)
      var called = false
      do {
        let payload = Payload()
        let view = LegacyAlertView(
          title: "Waiting", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
        view.show(in: host) { _, _ in called = payload !== Payload() }
        probe.watch("payload", payload)
        probe.watch("view", view)
        view.dismiss(withClickedButtonIndex: 0, animated: false)  // withdrawn from the queue
      }
      #expect(!called)
      #expect(probe.alive == [])
      host.cancelAll()
    }

    // SEMANTICS A3: button and lifecycle closures that capture their view weakly leave no
    // cycle; the closures stay attached while the view lives and go with it.
    @Test func adapter_buttonAndLifecycleClosures_captureWeakly_viewIsReleased() {
      let probe = Probe()
      let host = AlertHost()
      var log: [String] = []
      do {
        let sheet = LegacyActionSheet(
          title: "Closures", delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
        let payload = Payload()
        sheet.setDestructiveButton(withTitle: "Delete") { [weak sheet] in
          log.append("delete \(sheet?.numberOfButtons ?? -1)")
          _ = payload
        }
        sheet.addButton(withTitle: "Share") { [weak sheet] in _ = sheet }
        sheet.setCancelButton(withTitle: "Cancel", handler: nil)
        sheet.willPresentHandler = { _ in log.append("willPresent") }
        sheet.didDismissHandler = { _, index in log.append("didDismiss(\(index))") }
        sheet.show(from: .barItem("action"), in: host)
        probe.watch("sheet", sheet)
        probe.watch("payload", payload)
        probe.watch("controller", sheet.alertController)
      }
      host.select(actionAt: 0)
      #expect(log == ["willPresent", "delete 3", "didDismiss(0)"])
      #expect(probe.alive == [])
    }

    // SEMANTICS A4: the target is weak, the user info strong while the view lives.
    @Test func adapter_targetAction_targetIsWeak_userInfoGoesWithTheView() {
      let probe = Probe()
      let host = AlertHost()
      var target: Target? = Target()
      do {
        let view = LegacyAlertView(
          title: "Target", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
        let payload = Payload()
        view.addButton(withTitle: "Go", target: target!, action: Target.tapped, userInfo: payload)
        view.show(in: host)
        probe.watch("view", view)
        probe.watch("payload", payload)
        host.select(actionTitled: "Go")
        #expect(target?.calls.count == 1)
      }
      probe.watch("target", target)
      target = nil
      #expect(probe.alive == [])
    }

    // SEMANTICS A6: AlertDialog with either backend, shown without a reference, with an item
    // handler that captures the dialog weakly; dialog, controller and view are released.
    @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
    func adapter_dialog_releasesEverything(backend: AlertDialog.Backend) async {
      let probe = Probe()
      let host = AlertHost()
      var chosen: [Int] = []
      do {
        let dialog = AlertDialog(style: .actionSheet, title: "Sort", message: nil)
        dialog.backend = backend
        for key in ["Name", "Date"] {
          dialog.addButton(title: key) { [weak dialog] index in
            chosen.append(index + (dialog == nil ? 100 : 0))
          }
        }
        probe.watch("dialog", dialog)
        await dialog.show(in: host).value
        probe.watch("controller", dialog.alertController)
      }
      #expect(probe.alive == ["dialog", "controller"], "a shown dialog keeps itself alive")
      host.select(actionTitled: "Date")
      #expect(chosen == [1])
      #expect(probe.alive == [])
    }

    // SEMANTICS A6: a dialog cut short by cancelAll() runs its close handler and is released.
    @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
    func adapter_dialog_cancelAll_releasesEverything(backend: AlertDialog.Backend) async {
      let probe = Probe()
      let host = AlertHost()
      var confirmed: [Bool] = []
      do {
        let dialog = AlertDialog.confirmation(title: "Sign out?", message: nil) {
          confirmed.append($0)
        }
        dialog.backend = backend
        probe.watch("dialog", dialog)
        await dialog.show(in: host).value
        probe.watch("controller", dialog.alertController)
      }
      host.cancelAll()
      #expect(confirmed == [false])
      #expect(host.isIdle)
      #expect(probe.alive == [])
    }
  }
}
