import AlertShim
import AlertShimTestSupport

extension Conformance {
  /// A legacy view of either kind.
  @MainActor
  enum LegacyView {
    case alert(LegacyAlertView)
    case sheet(LegacyActionSheet)

    var alertController: AlertController? {
      switch self {
      case .alert(let view): view.alertController
      case .sheet(let sheet): sheet.alertController
      }
    }
  }

  /// Runs operations on the real implementation and observes what the model predicts.
  @MainActor
  final class Driver {
    let hosts: [AlertHost]
    private(set) var views: [ViewID: LegacyView] = [:]
    /// The only strong references to the delegates; removing one releases it.
    private var delegates: [ViewID: AnyObject] = [:]
    /// Delegate callbacks of the current step.
    fileprivate var events: [TraceEvent] = []

    init(hosts: [HostSpec]) {
      self.hosts = hosts.map { AlertHost(policy: $0.policy, traits: $0.traits) }
    }

    /// Runs `op` and returns its result, callbacks, diagnostics and the state afterwards.
    func run(_ op: Op) -> (result: OpResult, events: [TraceEvent], issues: [AlertShimIssue]) {
      events = []
      let (result, issues) = AlertDiagnostics.capture { perform(op) }
      return (result, events, issues)
    }

    private func perform(_ op: Op) -> OpResult {
      switch op {
      case .makeAlert(let id, let title, let cancel, let others, let spec, let order):
        let delegate = spec.map { makeAlertDelegate(id: id, spec: $0) }
        let view = Self.makeAlertView(
          title: title, delegate: delegate, cancel: cancel, others: others, order: order)
        view.tag = id
        views[id] = .alert(view)
        delegates[id] = delegate
        return .none

      case .makeSheet(
        let id, let title, let cancel, let destructive, let others, let spec, let order):
        let delegate = spec.map { makeSheetDelegate(id: id, spec: $0) }
        let sheet = Self.makeActionSheet(
          title: title, delegate: delegate, cancel: cancel, destructive: destructive,
          others: others, order: order)
        sheet.tag = id
        views[id] = .sheet(sheet)
        delegates[id] = delegate
        return .none

      case .addButton(let id, let title):
        switch views[id] {
        case .alert(let view): return .int(view.addButton(withTitle: title))
        case .sheet(let sheet): return .int(sheet.addButton(withTitle: title))
        case nil: return .skipped
        }

      case .setCancelIndex(let id, let value):
        switch views[id] {
        case .alert(let view): view.cancelButtonIndex = value
        case .sheet(let sheet): sheet.cancelButtonIndex = value
        case nil: return .skipped
        }
        return .none

      case .setDestructiveIndex(let id, let value):
        guard case .sheet(let sheet) = views[id] else { return .skipped }
        sheet.destructiveButtonIndex = value
        return .none

      case .setStyle(let id, let style):
        guard case .alert(let view) = views[id] else { return .skipped }
        view.alertViewStyle = style
        return .none

      case .setText(let id, let field, let text):
        guard case .alert(let view) = views[id] else { return .skipped }
        view.textField(at: field)?.text = text
        return .none

      case .buttonTitle(let id, let index):
        switch views[id] {
        case .alert(let view): return .title(view.buttonTitle(at: index))
        case .sheet(let sheet): return .title(sheet.buttonTitle(at: index))
        case nil: return .skipped
        }

      case .textField(let id, let index):
        guard case .alert(let view) = views[id] else { return .skipped }
        return .bool(view.textField(at: index) != nil)

      case .show(let id, let host):
        guard let view = views[id], hosts.indices.contains(host) else { return .skipped }
        show(view, on: hosts[host], anchor: nil)
        return .none

      case .showFrom(let id, let anchor, let host):
        guard case .sheet(let sheet) = views[id], hosts.indices.contains(host) else {
          return .skipped
        }
        sheet.show(from: anchor, in: hosts[host])
        return .none

      case .select(let host, let index):
        guard hosts.indices.contains(host) else { return .skipped }
        return .bool(hosts[host].select(actionAt: index))

      case .tapOutside(let host):
        guard hosts.indices.contains(host) else { return .skipped }
        return .bool(hosts[host].tapOutside())

      case .cancelBySystem(let host):
        guard hosts.indices.contains(host) else { return .skipped }
        return .bool(hosts[host].cancelBySystem())

      case .dismiss(let id, let index, let animated):
        switch views[id] {
        case .alert(let view): view.dismiss(withClickedButtonIndex: index, animated: animated)
        case .sheet(let sheet): sheet.dismiss(withClickedButtonIndex: index, animated: animated)
        case nil: return .skipped
        }
        return .none

      case .typeText(let host, let text, let field):
        guard hosts.indices.contains(host) else { return .skipped }
        return .bool(hosts[host].typeText(text, intoTextFieldAt: field))

      case .releaseDelegate(let id):
        guard views[id] != nil else { return .skipped }
        delegates[id] = nil
        return .none

      case .cancelAll(let host):
        guard hosts.indices.contains(host) else { return .skipped }
        hosts[host].cancelAll()
        return .none
      }
    }

    private func show(_ view: LegacyView, on host: AlertHost, anchor: AlertAnchor?) {
      switch view {
      case .alert(let view): view.show(in: host)
      case .sheet(let sheet):
        if let anchor { sheet.show(from: anchor, in: host) } else { sheet.show(in: host) }
      }
    }

    /// What a behaviour does when its callback arrives (SEMANTICS P2).
    fileprivate func perform(_ behavior: Behavior) {
      guard let view = views[behavior.view], hosts.indices.contains(behavior.host) else { return }
      show(view, on: hosts[behavior.host], anchor: behavior.anchor)
    }

    fileprivate func record(_ id: ViewID, _ kind: TraceEvent.Kind) {
      events.append(TraceEvent(view: id, kind: kind))
    }

    /// Calls the initialiser app code would call: the plain ones for the Swift
    /// order, the `buttonOrder:` ones for the Objective-C order (SEMANTICS L1, L2a).
    private static func makeAlertView(
      title: String?, delegate: (any LegacyAlertViewDelegate)?, cancel: String?,
      others: [String], order: LegacyButtonOrder
    ) -> LegacyAlertView {
      switch (others.count, order) {
      case (0, .swift):
        return LegacyAlertView(
          title: title, message: nil, delegate: delegate, cancelButtonTitle: cancel)
      case (0, .objectiveC):
        return LegacyAlertView(
          title: title, message: nil, delegate: delegate, cancelButtonTitle: cancel,
          buttonOrder: .objectiveC)
      case (1, .swift):
        return LegacyAlertView(
          title: title, message: nil, delegate: delegate, cancelButtonTitle: cancel,
          otherButtonTitles: others[0])
      case (1, .objectiveC):
        return LegacyAlertView(
          title: title, message: nil, delegate: delegate, cancelButtonTitle: cancel,
          otherButtonTitles: others[0], buttonOrder: .objectiveC)
      case (2, .swift):
        return LegacyAlertView(
          title: title, message: nil, delegate: delegate, cancelButtonTitle: cancel,
          otherButtonTitles: others[0], others[1])
      case (2, .objectiveC):
        return LegacyAlertView(
          title: title, message: nil, delegate: delegate, cancelButtonTitle: cancel,
          otherButtonTitles: others[0], others[1], buttonOrder: .objectiveC)
      case (_, .swift):
        return LegacyAlertView(
          title: title, message: nil, delegate: delegate, cancelButtonTitle: cancel,
          otherButtonTitles: others[0], others[1], others[2])
      case (_, .objectiveC):
        return LegacyAlertView(
          title: title, message: nil, delegate: delegate, cancelButtonTitle: cancel,
          otherButtonTitles: others[0], others[1], others[2], buttonOrder: .objectiveC)
      }
    }

    /// As ``makeAlertView(title:delegate:cancel:others:order:)``, for sheets (SEMANTICS S1, S1a).
    private static func makeActionSheet(
      title: String?, delegate: (any LegacyActionSheetDelegate)?, cancel: String?,
      destructive: String?, others: [String], order: LegacyButtonOrder
    ) -> LegacyActionSheet {
      switch (others.count, order) {
      case (0, .swift):
        return LegacyActionSheet(
          title: title, delegate: delegate, cancelButtonTitle: cancel,
          destructiveButtonTitle: destructive)
      case (0, .objectiveC):
        return LegacyActionSheet(
          title: title, delegate: delegate, cancelButtonTitle: cancel,
          destructiveButtonTitle: destructive, buttonOrder: .objectiveC)
      case (1, .swift):
        return LegacyActionSheet(
          title: title, delegate: delegate, cancelButtonTitle: cancel,
          destructiveButtonTitle: destructive, otherButtonTitles: others[0])
      case (1, .objectiveC):
        return LegacyActionSheet(
          title: title, delegate: delegate, cancelButtonTitle: cancel,
          destructiveButtonTitle: destructive, otherButtonTitles: others[0],
          buttonOrder: .objectiveC)
      case (2, .swift):
        return LegacyActionSheet(
          title: title, delegate: delegate, cancelButtonTitle: cancel,
          destructiveButtonTitle: destructive, otherButtonTitles: others[0], others[1])
      case (2, .objectiveC):
        return LegacyActionSheet(
          title: title, delegate: delegate, cancelButtonTitle: cancel,
          destructiveButtonTitle: destructive, otherButtonTitles: others[0], others[1],
          buttonOrder: .objectiveC)
      case (_, .swift):
        return LegacyActionSheet(
          title: title, delegate: delegate, cancelButtonTitle: cancel,
          destructiveButtonTitle: destructive, otherButtonTitles: others[0], others[1],
          others[2])
      case (_, .objectiveC):
        return LegacyActionSheet(
          title: title, delegate: delegate, cancelButtonTitle: cancel,
          destructiveButtonTitle: destructive, otherButtonTitles: others[0], others[1],
          others[2], buttonOrder: .objectiveC)
      }
    }

    private func makeAlertDelegate(id: ViewID, spec: DelegateSpec) -> any LegacyAlertViewDelegate {
      let core = DelegateCore(id: id, spec: spec, driver: self)
      let recorder = LegacyRecorder(
        handlesSystemCancel: spec.implementsCancel,
        enablesFirstOtherButton: spec.enablePolicy == nil ? nil : { core.shouldEnable($0) })
      recorder.onCall = { tag, call in core.deliverCall(call, from: tag) }
      return recorder
    }

    private func makeSheetDelegate(id: ViewID, spec: DelegateSpec)
      -> any LegacyActionSheetDelegate
    {
      let core = DelegateCore(id: id, spec: spec, driver: self)
      let recorder = LegacyRecorder(handlesSystemCancel: spec.implementsCancel)
      recorder.onCall = { tag, call in core.deliverCall(call, from: tag) }
      return recorder
    }

    // MARK: State

    /// Text-field counts already read, by view and style: probing reports an issue, which is slow.
    private var probedFieldCounts: [ViewID: (LegacyAlertViewStyle, Int)] = [:]

    /// The observable state, read without reporting anything.
    ///
    /// - Parameter probingTextFields: Count the text fields of every alert
    ///   again; otherwise only alerts whose style changed since the last count.
    func state(full: Bool = true, probingTextFields: Bool = true) -> WorldState {
      // Counting text fields reports an issue for the index past the end.
      AlertDiagnostics.capture { readState(full: full, probingTextFields: probingTextFields) }.0
    }

    private func textFieldCount(of alert: LegacyAlertView, id: ViewID, probing: Bool) -> Int {
      if !probing, let (style, count) = probedFieldCounts[id], style == alert.alertViewStyle {
        return count
      }
      var count = 0
      while count < 4, alert.textField(at: count) != nil { count += 1 }
      probedFieldCounts[id] = (alert.alertViewStyle, count)
      return count
    }

    private func readState(full: Bool, probingTextFields: Bool) -> WorldState {
      var owners: [(controller: AlertController, id: ViewID)] = []
      for (id, view) in views {
        if let controller = view.alertController { owners.append((controller, id)) }
      }
      func id(of controller: AlertController) -> ViewID {
        owners.first { $0.controller === controller }?.id ?? -1
      }
      var started: [AlertController] = []
      var hostStates: [HostState] = []
      for host in hosts {
        let presented = host.presentedAlert
        let covered = host.coveredAlerts
        if let presented { started.append(presented) }
        started += covered
        hostStates.append(
          HostState(
            presented: presented.map(id(of:)), queued: host.queuedAlerts.map(id(of:)),
            covered: covered.map(id(of:)), isIdle: host.isIdle))
      }
      var viewStates: [ViewState?] = Array(repeating: nil, count: (views.keys.max() ?? -1) + 1)
      for (id, view) in views {
        guard full else {
          switch view {
          case .alert(let alert):
            viewStates[id] = .glance(
              isVisible: alert.isVisible, hasController: alert.alertController != nil)
          case .sheet(let sheet):
            viewStates[id] = .glance(
              isVisible: sheet.isVisible, hasController: sheet.alertController != nil)
          }
          continue
        }
        var presentation: PresentationState?
        if let controller = view.alertController, started.contains(where: { $0 === controller }) {
          presentation = PresentationState(
            actions: controller.actions.map {
              ActionState(title: $0.title, style: $0.style, isEnabled: $0.isEnabled)
            },
            isPopover: controller.isPopover, anchor: controller.anchor)
        }
        switch view {
        case .alert(let alert):
          let fields = textFieldCount(of: alert, id: id, probing: probingTextFields)
          viewStates[id] = ViewState(
            titles: (0..<alert.numberOfButtons).map { alert.buttonTitle(at: $0) ?? "<nil>" },
            cancelButtonIndex: alert.cancelButtonIndex,
            firstOtherButtonIndex: alert.firstOtherButtonIndex, destructiveButtonIndex: nil,
            style: alert.alertViewStyle, textFieldCount: fields, isVisible: alert.isVisible,
            hasController: alert.alertController != nil, presentation: presentation)
        case .sheet(let sheet):
          viewStates[id] = ViewState(
            titles: (0..<sheet.numberOfButtons).map { sheet.buttonTitle(at: $0) ?? "<nil>" },
            cancelButtonIndex: sheet.cancelButtonIndex,
            firstOtherButtonIndex: sheet.firstOtherButtonIndex,
            destructiveButtonIndex: sheet.destructiveButtonIndex, style: nil, textFieldCount: 0,
            isVisible: sheet.isVisible, hasController: sheet.alertController != nil,
            presentation: presentation)
        }
      }
      return WorldState(hosts: hostStates, views: viewStates)
    }
  }

  /// What every recording delegate does: record, then run the behaviours once.
  @MainActor
  final class DelegateCore {
    let id: ViewID
    let spec: DelegateSpec
    private weak var driver: Driver?
    private var fired: Set<Int> = []

    init(id: ViewID, spec: DelegateSpec, driver: Driver) {
      self.id = id
      self.spec = spec
      self.driver = driver
    }

    func deliver(_ kind: TraceEvent.Kind, from sender: Int) {
      guard let driver else { return }
      guard sender == id else {
        driver.record(id, .wrongSender(sender))
        return
      }
      driver.record(id, kind)
      guard let callback = TraceEvent(view: id, kind: kind).callback else { return }
      for (number, behavior) in spec.behaviors.enumerated()
      where behavior.on == callback && !fired.contains(number) {
        fired.insert(number)
        driver.perform(behavior)
      }
    }

    func deliverCall(_ call: DelegateCall, from sender: Int) {
      let index = call.index ?? 0
      switch call.name {
      case .willPresent: deliver(.willPresent, from: sender)
      case .shouldEnable: deliver(.shouldEnable, from: sender)
      case .didPresent: deliver(.didPresent, from: sender)
      case .clicked: deliver(.clicked(index), from: sender)
      case .systemCancel: deliver(.cancel, from: sender)
      case .willDismiss: deliver(.willDismiss(index), from: sender)
      case .didDismiss: deliver(.didDismiss(index), from: sender)
      }
    }

    func shouldEnable(_ view: LegacyAlertView) -> Bool {
      driver?.record(id, .shouldEnable)
      switch spec.enablePolicy {
      case .always, nil: return true
      case .never: return false
      case .whenFirstFieldHasText:
        guard view.alertViewStyle != .default, let text = view.textField(at: 0)?.text else {
          return false
        }
        return !text.isEmpty
      }
    }
  }
}
