import AlertShim
import AlertShimTestSupport

extension Chaos {
  /// Per-showing bookkeeping of one modern controller.
  @MainActor
  final class ModernProbe {
    let timing: HandlerTiming
    /// Presentations the host accepted.
    var accepted = 0
    /// Showings that ended (didDismiss or withdrawn).
    var ended = 0
    var willPresent = 0
    var didPresent = 0
    var willDismiss = 0
    /// Indices of the actions whose handler ran in this showing.
    var handlers: [Int] = []
    /// For each ended showing, the action whose handler ran.
    var outcomes: [Int?] = []
    /// False once the controller delegate of indexed actions is gone (SEMANTICS A1).
    var handlersObservable = true

    init(timing: HandlerTiming) { self.timing = timing }

    var isOpen: Bool { accepted > ended }

    func endShowing(handler: Int?) {
      ended += 1
      outcomes.append(handler)
      willPresent = 0
      didPresent = 0
      willDismiss = 0
      handlers = []
    }
  }

  /// Per-showing bookkeeping of one legacy view, from its delegate.
  @MainActor
  final class LegacyProbe {
    var accepted = 0
    var ended = 0
    var withdrawn = 0
    /// False once the delegate is gone: its callbacks can no longer be counted.
    var observed: Bool
    var willPresent = 0
    var didPresent = 0
    var clickedOrCancel = 0
    /// Button closures that ran in this showing (SEMANTICS A3).
    var buttonClosures: [String] = []
    var willDismiss: [Int] = []
    /// Shown with `show(in:completion:)` (SEMANTICS A2).
    var usesCompletion = false
    /// Ordinals of accepted showings whose completion has not run yet.
    var completionsPending: [Int] = []
    /// The dismiss index the completion of the showing that just ended must get.
    var expectedCompletion: Int?
    /// The delegate event whose closure must come next (SEMANTICS A5).
    var delegateEventPending: String?
    /// From the first resolution callback until its didDismiss has returned.
    var inResolution = false
    /// While its didDismiss runs.
    var inDidDismiss = false
    /// Whether the view was shown again from the didDismiss that runs.
    var shownAgainInDidDismiss = false

    init(observed: Bool) { self.observed = observed }

    var isOpen: Bool { accepted > ended + withdrawn }
  }

  /// Showings of one ``AlertDialog`` (SEMANTICS A6).
  @MainActor
  final class DialogProbe {
    /// `show(in:)` calls that were not refused.
    var accepted = 0
    /// Item handlers and close handlers that ran: one per accepted showing
    /// that was not withdrawn.
    var closed = 0
    /// Showings taken off a host's queue before they were shown: no handler runs.
    var withdrawn = 0
  }

  /// The objects of one chaos run, the probes that check them, and the violations found.
  @MainActor
  final class World {
    let hosts: [AlertHost]
    let renderers: [HeadlessRenderer]
    private(set) var violations: [String] = []
    /// Every callback and handler, for the report.
    private(set) var log: [String] = []
    private var step = ""

    private var strong: [ObjectID: AnyObject] = [:]
    private var weak: [ObjectID: WeakBox] = [:]
    private var delegates: [ObjectID: AnyObject] = [:]
    private var modern: [ObjectID: ModernProbe] = [:]
    private var legacy: [ObjectID: LegacyProbe] = [:]
    private var dialogs: [ObjectID: DialogProbe] = [:]
    private var triggers: [ObjectID: [Trigger]] = [:]
    private var fired: Set<[Int]> = []
    private var depth = 0
    private var tasks: [ResultTask] = []
    /// Dialog presentations scheduled for a later turn, not yet awaited.
    private var scheduledDialogs: [Task<Void, Never>] = []

    final class WeakBox {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }

    /// A `result(of:)` call in flight.
    final class ResultTask {
      let id: ObjectID
      /// The outcome index this call must see, when it can be known.
      let outcomeIndex: Int?
      /// Another host holds the controller: the call is refused (already-presented)
      /// and returns nil at once.
      var refused = false
      var started = false
      var finished = false
      /// The position of the returned action in the controller's actions.
      var result: Int?
      var task: Task<Void, Never>?

      init(id: ObjectID, outcomeIndex: Int?) {
        self.id = id
        self.outcomeIndex = outcomeIndex
      }
    }

    init(hosts specs: [HostSpec]) {
      renderers = specs.map { HeadlessRenderer(mode: $0.manual ? .manual : .immediate) }
      hosts = zip(specs, renderers).map {
        AlertHost(renderer: $0.1, policy: $0.0.policy, traits: $0.0.traits)
      }
    }

    private func violation(_ text: String) {
      violations.append("\(step): \(text)")
    }

    private func object(_ id: ObjectID) -> AnyObject? { weak[id]?.object }

    // MARK: Steps

    /// Marks each step in ``log`` (for replays).
    var logsSteps = false

    func run(_ op: Op, index: Int) async {
      step = "step \(index) \(op)"
      if logsSteps { log.append("-- \(step)") }
      tearingDown = tearingDown.filter { !hosts[$0].isIdle }
      switch op {
      case .makeController(
        let id, let sheet, let styles, let timing, let fields, let indexed, let list):
        let controller = AlertController(
          title: "M\(id)", message: nil, preferredStyle: sheet ? .actionSheet : .alert)
        controller.handlerTiming = timing
        let probe = ModernProbe(timing: timing)
        modern[id] = probe
        triggers[id] = list
        if indexed {
          // SEMANTICS A1: the delegate hears the caller's index instead of a handler.
          controller.tag = id
          let delegate = ControllerRecorder()
          delegate.onTap = { [weak self] alert, index in
            self?.indexTapped(id: id, alert: alert, index: index)
          }
          controller.delegate = delegate
          delegates[id] = delegate
        }
        for (position, style) in styles.enumerated() {
          let title = position == 0 ? "A0" : position == 1 ? "A1" : "B"
          if indexed {
            controller.addAction(title: title, style: style, index: 10 + position)
          } else {
            controller.addAction(
              AlertAction(title: title, style: style) { [weak self] action in
                self?.handlerRan(id: id, action: action)
              })
          }
        }
        for _ in 0..<fields { controller.addTextField() }
        controller.observe { [weak self] alert, event in
          self?.modernEvent(id: id, alert: alert, event: event)
        }
        keep(id, controller)

      case .makeLegacy(
        let id, let sheet, let cancel, let destructive, let others, let hasDelegate,
        let implementsCancel, let completion, let list):
        let titles = (0..<others).map { "O\($0)" }
        let probe = LegacyProbe(observed: true)
        probe.usesCompletion = completion
        legacy[id] = probe
        triggers[id] = list
        if sheet {
          var delegate: (any LegacyActionSheetDelegate)?
          if hasDelegate {
            delegate = recorder(for: id, implementsCancel: implementsCancel)
          }
          let view = LegacyActionSheet(
            title: "S\(id)", delegate: delegate, cancelButtonTitle: nil,
            destructiveButtonTitle: nil)
          // SEMANTICS A3: a closure on every button and every lifecycle event.
          if destructive {
            view.setDestructiveButton(withTitle: "D") { [weak self] in self?.button(id, "D") }
          }
          for title in titles {
            view.addButton(withTitle: title) { [weak self] in self?.button(id, title) }
          }
          if cancel {
            view.setCancelButton(withTitle: "C") { [weak self] in self?.button(id, "C") }
          }
          view.willPresentHandler = { [weak self] in self?.closure(id, "willPresent", nil, $0) }
          view.didPresentHandler = { [weak self] in self?.closure(id, "didPresent", nil, $0) }
          view.willDismissHandler = { [weak self] in self?.closure(id, "willDismiss", $1, $0) }
          view.didDismissHandler = { [weak self] in self?.closure(id, "didDismiss", $1, $0) }
          view.cancelHandler = { [weak self] in self?.closure(id, "cancel", nil, $0) }
          delegates[id] = delegate
          keep(id, view)
        } else {
          var delegate: (any LegacyAlertViewDelegate)?
          if hasDelegate {
            delegate = recorder(for: id, implementsCancel: implementsCancel)
          }
          let view = LegacyAlertView(
            title: "V\(id)", message: nil, delegate: delegate, cancelButtonTitle: nil)
          if cancel {
            view.setCancelButton(withTitle: "C") { [weak self] in self?.button(id, "C") }
          }
          for title in titles {
            view.addButton(withTitle: title) { [weak self] in self?.button(id, title) }
          }
          view.willPresentHandler = { [weak self] in self?.closure(id, "willPresent", nil, $0) }
          view.didPresentHandler = { [weak self] in self?.closure(id, "didPresent", nil, $0) }
          view.willDismissHandler = { [weak self] in self?.closure(id, "willDismiss", $1, $0) }
          view.didDismissHandler = { [weak self] in self?.closure(id, "didDismiss", $1, $0) }
          view.cancelHandler = { [weak self] in self?.closure(id, "cancel", nil, $0) }
          // Alerts have no destructive button: the flag gives them text fields instead.
          if destructive { view.alertViewStyle = .loginAndPasswordInput }
          delegates[id] = delegate
          keep(id, view)
        }

      case .makeDialog(let id, let sheet, let items, let legacyBackend):
        let dialog = AlertDialog(
          style: sheet ? .actionSheet : .alert, title: "D\(id)", message: nil)
        dialog.backend = legacyBackend ? .legacyView : .controller
        for item in 0..<items {
          dialog.addButton(title: "I\(item)") { [weak self] index in
            self?.dialogClosed(id, item: index, expected: item)
          }
        }
        dialog.closeHandler = { [weak self] in self?.dialogClosed(id, item: nil, expected: nil) }
        dialogs[id] = DialogProbe()
        keep(id, dialog)

      case .yield:
        // Another turn of the main actor: the scheduled dialogs present. Awaited,
        // not counted in yields, so the run does not depend on other work.
        await runScheduledDialogs()

      case .present(let id, let host):
        present(id, on: host)

      case .awaitResult(let id, let host):
        guard hosts.indices.contains(host), let controller = strong[id] as? AlertController,
          let probe = modern[id]
        else { return }
        let free = isFree(controller, on: host)
        let refused = heldElsewhere(controller, than: host)
        // Showings end in the order they were accepted: a new one is outcome
        // `accepted`; otherwise the call waits for the one open showing, if clear.
        let open = probe.accepted - probe.ended
        let record = ResultTask(
          id: id,
          outcomeIndex: free ? probe.accepted : open == 1 && !refused ? probe.ended : nil)
        record.refused = refused
        // result(of:) presents on the task's first turn.
        if free { probe.accepted += 1 }
        let target = hosts[host]
        tasks.append(record)
        // The task tells the world it started, then calls result(of:), which
        // presents before it first suspends; both run on the main actor, so the
        // world resumes only after that, whatever else the process is doing.
        await withCheckedContinuation { (started: CheckedContinuation<Void, Never>) in
          record.task = Task { @MainActor [weak controller] in
            record.started = true
            started.resume()
            guard let controller else {
              record.finished = true
              return
            }
            let action = await target.result(of: controller)
            record.result = action.flatMap { action in
              controller.actions.firstIndex { $0 === action }
            }
            record.finished = true
          }
        }

      case .select(let host, let index):
        guard hosts.indices.contains(host) else { return }
        hosts[host].select(actionAt: index)
      case .selectTitled(let host, let title):
        guard hosts.indices.contains(host) else { return }
        hosts[host].select(actionTitled: title)
      case .tapOutside(let host):
        guard hosts.indices.contains(host) else { return }
        hosts[host].tapOutside()
      case .cancelBySystem(let host):
        guard hosts.indices.contains(host) else { return }
        hosts[host].cancelBySystem()
      case .typeText(let host, let field):
        guard hosts.indices.contains(host) else { return }
        hosts[host].typeText("t", intoTextFieldAt: field)
      case .dismiss(let id, let index):
        guard strong[id] != nil else { return }
        dismiss(id, index: index)
      case .finishNext(let host):
        guard hosts.indices.contains(host) else { return }
        renderers[host].finishNextAnimation()
      case .finishAll(let host):
        guard hosts.indices.contains(host) else { return }
        renderers[host].finishAnimations()
      case .cancelAll(let host):
        guard hosts.indices.contains(host) else { return }
        cancelAll(host)
      case .releaseDelegate(let id):
        guard delegates[id] != nil else { return }
        delegates[id] = nil
        legacy[id]?.delegateEventPending = nil
        modern[id]?.handlersObservable = false
      case .drop(let id):
        strong[id] = nil
      }
    }

    private func heldElsewhere(_ controller: AlertController, than host: Int) -> Bool {
      hosts.indices.contains { $0 != host && hosts[$0].holds(controller) }
    }

    /// Whether presenting `controller` on `host` starts a new showing: it is
    /// neither shown (from willPresent until hidden) nor waiting on any host
    /// (SEMANTICS P3), and no other host holds it, even while it finishes its
    /// dismissal there (already-presented). An alert whose handler or didDismiss
    /// runs on `host` itself counts as free (main 2c3bd3b): it is shown afterwards.
    private func isFree(_ controller: AlertController, on host: Int) -> Bool {
      !controller.isVisible
        && !hosts.contains { host in host.queuedAlerts.contains { $0 === controller } }
        && !heldElsewhere(controller, than: host)
    }

    /// Hosts in a `cancelAll()` that has not finished: with a manual renderer
    /// it goes on as animations finish, until the host is idle.
    private var tearingDown: Set<Int> = []

    private func cancelAll(_ host: Int) {
      tearingDown.insert(host)
      hosts[host].cancelAll()
      if hosts[host].isIdle { tearingDown.remove(host) }
    }

    private func keep(_ id: ObjectID, _ object: AnyObject) {
      strong[id] = object
      weak[id] = WeakBox(object)
    }

    private func present(_ id: ObjectID, on host: Int) {
      guard hosts.indices.contains(host), let object = object(id) else { return }
      // Counted before the call: willPresent arrives inside it.
      if let controller = object as? AlertController, let probe = modern[id] {
        let free = isFree(controller, on: host)
        let before = probe.ended
        if free { probe.accepted += 1 }
        hosts[host].present(controller)
        let taken = hosts[host].holds(controller) || probe.ended > before
        if free && !taken {
          probe.accepted -= 1
          violation("m\(id) presented while free, but not held by the host (P1)")
        }
      } else if let probe = legacy[id] {
        // Inside its own didDismiss a view is no longer shown (main f5d3d89).
        let free =
          probe.inDidDismiss
          ? !probe.shownAgainInDidDismiss
          : legacyController(object) == nil && !legacyVisible(object)
        if probe.inDidDismiss { probe.shownAgainInDidDismiss = true }
        let before = probe.ended
        if free { probe.accepted += 1 }
        let ordinal = probe.accepted - 1
        // Registered before the call: the showing may end inside it.
        if free && probe.usesCompletion { probe.completionsPending.append(ordinal) }
        let completion: (Int) -> Void = { [weak self] index in self?.completionRan(id, index) }
        if let view = object as? LegacyAlertView {
          if probe.usesCompletion {
            view.show(in: hosts[host]) { _, index in completion(index) }
          } else {
            view.show(in: hosts[host])
          }
        }
        if let sheet = object as? LegacyActionSheet {
          if probe.usesCompletion {
            sheet.show(in: hosts[host]) { _, index in completion(index) }
          } else {
            sheet.show(in: hosts[host])
          }
        }
        let taken = legacyController(object) != nil || probe.ended > before || probe.withdrawn > 0
        if free && !taken {
          probe.accepted -= 1
          probe.completionsPending.removeAll { $0 == ordinal }
        }
      } else if let dialog = object as? AlertDialog, let probe = dialogs[id] {
        // Accepted unless it is already scheduled or shown, which is reported.
        let (task, issues) = AlertDiagnostics.capture { dialog.show(in: hosts[host]) }
        scheduledDialogs.append(task)
        if issues.isEmpty { probe.accepted += 1 }
      }
    }

    private func dismiss(_ id: ObjectID, index: Int) {
      guard let object = object(id) else { return }
      if let controller = object as? AlertController {
        controller.host?.dismiss(controller)
      } else if let probe = legacy[id] {
        // Waiting, not in the middle of its own cancellation by cancelAll (decision 7).
        let waiting =
          probe.observed && !probe.inResolution && legacyController(object) != nil
          && !legacyVisible(object)
        let before = probe.ended
        if let view = object as? LegacyAlertView {
          view.dismiss(withClickedButtonIndex: index, animated: true)
        }
        if let sheet = object as? LegacyActionSheet {
          sheet.dismiss(withClickedButtonIndex: index, animated: true)
        }
        if waiting {
          if legacyController(object) != nil { violation("v\(id) still waits after dismiss (L9)") }
          if probe.ended != before { violation("v\(id) got callbacks when withdrawn (L9)") }
          // A2: the completion of a withdrawn showing is released uncalled.
          probe.completionsPending.removeAll { $0 == probe.ended + probe.withdrawn }
          probe.withdrawn += 1
        }
      } else if let dialog = object as? AlertDialog, let controller = dialog.alertController {
        // A host holds a waiting controller too: dismissing it withdraws it, with no handler.
        let waiting = hosts.contains { $0.queuedAlerts.contains { $0 === controller } }
        if controller.host?.dismiss(controller) == true, waiting { dialogs[id]?.withdrawn += 1 }
      }
    }

    private func legacyController(_ object: AnyObject) -> AlertController? {
      (object as? LegacyAlertView)?.alertController
        ?? (object as? LegacyActionSheet)?.alertController
    }

    private func legacyVisible(_ object: AnyObject) -> Bool {
      (object as? LegacyAlertView)?.isVisible ?? (object as? LegacyActionSheet)?.isVisible ?? false
    }

    // MARK: Reactions

    private func react(_ id: ObjectID, on name: String) {
      guard let list = triggers[id], depth < 16 else { return }
      for (number, trigger) in list.enumerated() where trigger.on == name {
        guard fired.insert([id, number]).inserted else { continue }
        depth += 1
        defer { depth -= 1 }
        switch trigger.reaction {
        case .present(let other, let host):
          present(other, on: host)
        case .select(let host, let index):
          if hosts.indices.contains(host) { hosts[host].select(actionAt: index) }
        case .tapOutside(let host): if hosts.indices.contains(host) { hosts[host].tapOutside() }
        case .cancelBySystem(let host):
          if hosts.indices.contains(host) { hosts[host].cancelBySystem() }
        case .cancelAll(let host):
          guard hosts.indices.contains(host) else { break }
          cancelAll(host)
        case .finishAnimations(let host):
          if hosts.indices.contains(host) { renderers[host].finishAnimations() }
        case .dismissSelf(let index):
          dismiss(id, index: index)
        }
      }
    }

    // MARK: Modern events

    private func modernEvent(id: ObjectID, alert: AlertController, event: AlertEvent) {
      log.append("m\(id).\(event)")
      guard let probe = modern[id] else { return }
      switch event {
      case .willPresent:
        if !probe.isOpen { violation("m\(id) willPresent without an accepted presentation") }
        if probe.willPresent > 0 { violation("m\(id) willPresent twice in one showing") }
        probe.willPresent += 1
      case .didPresent:
        if probe.willPresent != 1 || probe.didPresent > 0 {
          violation("m\(id) didPresent out of order (will \(probe.willPresent))")
        }
        probe.didPresent += 1
      case .textDidChange:
        if !probe.isOpen { violation("m\(id) textDidChange while not shown") }
      case .willDismiss:
        if !probe.isOpen { violation("m\(id) willDismiss without a showing (P4)") }
        if probe.willDismiss > 0 { violation("m\(id) willDismiss twice in one showing (M7)") }
        probe.willDismiss += 1
      case .didDismiss(let resolution):
        if probe.willDismiss != 1 {
          violation("m\(id) didDismiss after \(probe.willDismiss) willDismiss")
        }
        if !probe.isOpen { violation("m\(id) resolved twice (M7)") }
        let expected = resolution.action(in: alert).flatMap { action in
          alert.actions.firstIndex { $0 === action }
        }
        if probe.handlersObservable, probe.handlers != (expected.map { [$0] } ?? []) {
          violation(
            "m\(id) \(resolution): handlers \(probe.handlers), expected \(expected.map { "\($0)" } ?? "none") (M6, M7)"
          )
        }
        if alert.isVisible { violation("m\(id) still visible in didDismiss") }
        probe.endShowing(handler: expected)
      case .withdrawn:
        if !probe.isOpen || probe.willPresent > 0 || probe.willDismiss > 0
          || !probe.handlers.isEmpty
        {
          violation("m\(id) withdrawn while shown or resolved")
        }
        probe.endShowing(handler: nil)
      }
    }

    private func handlerRan(id: ObjectID, action: AlertAction) {
      // The position in `actions`: a rejected second cancel action is not there (M2).
      let controller = object(id) as? AlertController
      let position = controller?.actions.firstIndex { $0 === action } ?? -1
      log.append("m\(id).handler(\(position))")
      guard let probe = modern[id] else { return }
      let resolved = probe.willDismiss == 1 || probe.timing == .beforeDismissal
      if !probe.isOpen || !resolved || !probe.handlers.isEmpty {
        violation("m\(id) handler \(position) ran outside one resolution (M6)")
      }
      probe.handlers.append(position)
      react(id, on: "handler")
    }

    // MARK: Legacy events

    /// A delegate callback: logged, and checked to be followed by its closure (SEMANTICS A5).
    /// The delegate of legacy object `id`: every call goes to ``delegateEvent(id:name:index:)``.
    private func recorder(for id: ObjectID, implementsCancel: Bool) -> LegacyRecorder {
      let recorder = LegacyRecorder(handlesSystemCancel: implementsCancel)
      recorder.onCall = { [weak self] _, call in
        self?.delegateEvent(id: id, name: call.name.rawValue, index: call.index)
      }
      return recorder
    }

    fileprivate func delegateEvent(id: ObjectID, name: String, index: Int?) {
      let event = "\(name)\(index.map { "(\($0))" } ?? "")"
      log.append("v\(id).delegate.\(event)")
      guard ["willPresent", "didPresent", "willDismiss", "didDismiss"].contains(name),
        let probe = legacy[id]
      else { return }
      if let pending = probe.delegateEventPending {
        violation("v\(id) delegate \(pending) was not followed by its closure (A5)")
      }
      probe.delegateEventPending = event
    }

    /// A lifecycle closure of a legacy view (SEMANTICS A3).
    private func closure(_ id: ObjectID, _ name: String, _ index: Int?, _ view: AnyObject) {
      let event = "\(name)\(index.map { "(\($0))" } ?? "")"
      if let probe = legacy[id], name != "cancel" {
        if delegates[id] != nil, probe.delegateEventPending != event {
          violation("v\(id) closure \(event) without the delegate just before (A5)")
        }
        probe.delegateEventPending = nil
      }
      legacyEvent(id: id, name: name, index: index, isVisible: legacyVisible(view))
    }

    /// A button closure (SEMANTICS A3): at most one per showing, before willDismiss; for
    /// a system cancel, the cancel button's after the cancel closure.
    private func button(_ id: ObjectID, _ title: String) {
      log.append("v\(id).button(\(title))")
      guard let probe = legacy[id] else { return }
      if !probe.isOpen || !probe.buttonClosures.isEmpty || !probe.willDismiss.isEmpty {
        violation("v\(id) button closure \(title) outside one click (A3)")
      }
      if probe.clickedOrCancel > 0 && title != "C" {
        violation("v\(id) button closure \(title) after a system cancel (A3, L10)")
      }
      probe.buttonClosures.append(title)
      react(id, on: "clicked")
    }

    private func completionRan(_ id: ObjectID, _ index: Int) {
      log.append("v\(id).completion(\(index))")
      guard let probe = legacy[id] else { return }
      if probe.expectedCompletion != index {
        violation(
          "v\(id) completion(\(index)) expected \(probe.expectedCompletion.map { "\($0)" } ?? "none") (A2)"
        )
      }
      probe.expectedCompletion = nil
    }

    private func dialogClosed(_ id: ObjectID, item: Int?, expected: Int?) {
      log.append("d\(id).\(item.map { "item(\($0))" } ?? "close")")
      guard let probe = dialogs[id] else { return }
      if item != expected {
        violation("d\(id) item handler got \(item ?? -1), not \(expected ?? -1) (A6)")
      }
      probe.closed += 1
      if probe.closed > probe.accepted - probe.withdrawn {
        violation("d\(id) closed more often than shown (A6)")
      }
    }

    fileprivate func indexTapped(id: ObjectID, alert: AlertController, index: Int) {
      if alert.tag != id { violation("m\(id) delegate got tag \(alert.tag) (A1)") }
      guard let action = alert.actions.first(where: { $0.buttonIndex == index }) else {
        violation("m\(id) delegate got index \(index) of no action (A1)")
        return
      }
      handlerRan(id: id, action: action)
    }

    private func legacyEvent(id: ObjectID, name: String, index: Int?, isVisible: Bool) {
      log.append("v\(id).\(name)\(index.map { "(\($0))" } ?? "")")
      let probe = legacy[id]
      if let probe, probe.observed {
        if probe.expectedCompletion != nil {
          violation("v\(id) \(name) before the completion of the last showing (A2)")
          probe.expectedCompletion = nil
        }
        check(probe, id: id, name: name, index: index, isVisible: isVisible)
      }
      if ["clicked", "cancel", "willDismiss", "didDismiss"].contains(name) {
        probe?.inResolution = true
      }
      if name == "didDismiss" {
        probe?.inDidDismiss = true
        probe?.shownAgainInDidDismiss = false
      }
      react(id, on: name)
      if name == "didDismiss" {
        probe?.inResolution = false
        probe?.inDidDismiss = false
      }
    }

    private func check(
      _ probe: LegacyProbe, id: ObjectID, name: String, index: Int?, isVisible: Bool
    ) {
      if !probe.isOpen { violation("v\(id).\(name) without an accepted show") }
      switch name {
      case "willPresent":
        if probe.willPresent > 0 { violation("v\(id) willPresent twice in one showing") }
        if !isVisible { violation("v\(id) not visible in willPresent (L7)") }
        probe.willPresent += 1
      case "didPresent":
        if probe.willPresent != 1 || probe.didPresent > 0 {
          violation("v\(id) didPresent out of order")
        }
        probe.didPresent += 1
      case "cancel":
        if probe.clickedOrCancel > 0 || !probe.buttonClosures.isEmpty || !probe.willDismiss.isEmpty
        {
          violation("v\(id) \(name) after the resolution (L8)")
        }
        probe.clickedOrCancel += 1
      case "willDismiss":
        if !probe.willDismiss.isEmpty { violation("v\(id) willDismiss twice (L8)") }
        probe.willDismiss.append(index ?? 0)
      case "didDismiss":
        if probe.willDismiss != [index ?? 0] {
          violation("v\(id) didDismiss(\(index ?? 0)) after willDismiss \(probe.willDismiss) (L8)")
        }
        if probe.willPresent == 1 && !isVisible {
          violation("v\(id) not visible in didDismiss (L7)")
        }
        let ordinal = probe.ended + probe.withdrawn
        if probe.completionsPending.first == ordinal {
          probe.completionsPending.removeFirst()
          probe.expectedCompletion = index ?? 0
        }
        probe.ended += 1
        probe.willPresent = 0
        probe.didPresent = 0
        probe.clickedOrCancel = 0
        probe.buttonClosures = []
        probe.willDismiss = []
      default:
        break
      }
    }

    // MARK: End

    /// Awaits every scheduled dialog presentation, and those they schedule.
    private func runScheduledDialogs() async {
      while !scheduledDialogs.isEmpty {
        let batch = scheduledDialogs
        scheduledDialogs = []
        for task in batch { await task.value }
      }
    }

    /// Tears every host down, lets the tasks finish, checks what must hold at the end
    /// and that every object is released once the test lets go of it.
    func finish() async {
      step = "teardown"
      if logsSteps { log.append("-- teardown") }
      for _ in 0..<20 {
        for (index, renderer) in renderers.enumerated() {
          cancelAll(index)
          renderer.finishAnimations()
        }
        // Scheduled dialogs reach their host on a later turn.
        await runScheduledDialogs()
        let settled = dialogs.values.allSatisfy { $0.closed + $0.withdrawn == $0.accepted }
        if settled, hosts.allSatisfy(\.isIdle) { break }
      }
      for (index, (host, renderer)) in zip(hosts, renderers).enumerated() {
        if !host.isIdle || host.presentedAlert != nil || !host.queuedAlerts.isEmpty
          || !host.coveredAlerts.isEmpty
        {
          violation("host \(index) not idle after cancelAll (P5)")
        }
        if renderer.pendingAnimations != 0 || renderer.visibleAlert != nil {
          violation("renderer \(index) still busy")
        }
      }
      // Every host is idle: a result(of:) call still waiting now waits forever.
      // Those resumed have finished once their tasks are awaited.
      let lost = hosts.map(\.resultWaiterCount).reduce(0, +)
      if lost > 0 { violation("\(lost) result(of:) calls never returned: an alert was lost") }
      if lost == 0 {
        for record in tasks { await record.task?.value }
      }
      for record in tasks {
        guard record.finished else {
          violation("result(of: m\(record.id)) never returned: an alert was lost")
          continue
        }
        if record.refused, record.result != nil {
          violation("result(of: m\(record.id)) on a second host returned an action (P3)")
        }
        guard let probe = modern[record.id], let outcome = record.outcomeIndex,
          outcome < probe.outcomes.count
        else { continue }
        let ran = probe.outcomes[outcome]
        if record.result != ran {
          violation(
            "result(of: m\(record.id)) returned action \(record.result.map { "\($0)" } ?? "nil"), "
              + "but the handler of \(ran.map { "\($0)" } ?? "none") ran")
        }
      }
      for (id, probe) in modern where probe.accepted != probe.ended {
        violation("m\(id): \(probe.accepted) presentations accepted, \(probe.ended) ended (M7, P5)")
      }
      for (id, probe) in dialogs where probe.closed + probe.withdrawn != probe.accepted {
        violation(
          "d\(id): \(probe.accepted) showings, \(probe.closed) handler runs,"
            + " \(probe.withdrawn) withdrawn (A6)")
      }
      for (id, probe) in legacy {
        if !probe.completionsPending.isEmpty || probe.expectedCompletion != nil {
          violation("v\(id): completions \(probe.completionsPending) never ran (A2)")
        }
        if let object = object(id), legacyVisible(object) || legacyController(object) != nil {
          violation("v\(id) still visible or waiting after teardown")
        }
        if probe.observed, probe.accepted != probe.ended + probe.withdrawn {
          violation(
            "v\(id): \(probe.accepted) shows, \(probe.ended) didDismiss, \(probe.withdrawn) withdrawn"
          )
        }
      }
      for task in tasks { task.task = nil }
      tasks = []
      strong = [:]
      delegates = [:]
      for (id, box) in weak where box.object != nil {
        violation("object \(id) (\(type(of: box.object!))) not released after teardown (P4, L16)")
      }
    }
  }
}
