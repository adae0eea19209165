@testable import AlertShim

/// The legacy views of the conformance vocabulary, run on `HostSchedule`
/// values alone: no controller, no host object, no renderer, no delegate
/// object. It is the harness that lets the reference model check the
/// schedule directly, millions of steps at a time.
///
/// The world plays the parts around the schedule the way the package does,
/// in a few lines each: the input door (which action an input selects,
/// SEMANTICS M7, M8, S6, L8), the interpreter of a host's effects (the same
/// loop as the host's: `startNextEffect()`, run, `endEffect()`; the schedule
/// knows which effect runs and defers a view's show from its own didDismiss),
/// an immediate renderer, and the
/// legacy view (indices through `LegacyButtonList`, delegate callbacks,
/// L7–L10, L13). It shares no code with the reference model, which it is
/// compared with.
///
/// Compared per step: the result, the delegate trace, each host's presented,
/// queued and covered alerts, and each view's visibility. Diagnostics and the
/// views' button state are the legacy layer's, checked against the real host
/// by ``Conformance/check(_:statistics:fullStateEvery:)``.
struct ScheduleWorld {
  typealias Schedule = HostSchedule<Int, Conformance.ViewID>
  typealias ViewID = Conformance.ViewID
  typealias TraceEvent = Conformance.TraceEvent

  struct Host {
    var spec: Conformance.HostSpec
    var schedule: Schedule
    /// The host each deferred show of a view is for (L7), by view.
    var deferredShows: [ViewID: Int] = [:]
  }

  /// One showing of a view: what its controller would hold.
  struct Showing {
    var view: ViewID
    var styles: [AlertAction.Style]
    var enabled: [Bool]
    var isPopover = false
  }

  struct View {
    var isSheet: Bool
    var buttons: LegacyButtonList
    /// Whether the initialiser got a non-empty title (Semantics U12).
    var hasTitle = true
    var style: LegacyAlertViewStyle = .default
    var fieldTexts: [String?] = []
    var delegate: Conformance.DelegateSpec?
    var fired: Set<Int> = []
    /// The alert of the current showing: from show() until after didDismiss.
    var showing: Int?
    /// The host of the current showing.
    var host: Int?
    var isVisible = false
    var dismissIndex: Int?
  }

  private(set) var hosts: [Host]
  private var views: [ViewID: View] = [:]
  private var showings: [Int: Showing] = [:]
  private var nextAlert = 0
  private var events: [TraceEvent] = []

  init(hosts: [Conformance.HostSpec]) {
    self.hosts = hosts.map { Host(spec: $0, schedule: Schedule(policy: $0.policy)) }
  }

  // MARK: Operations

  /// Runs `op`; returns its result and the delegate callbacks it caused.
  mutating func run(_ op: Conformance.Op) -> (result: Conformance.OpResult, events: [TraceEvent]) {
    events = []
    let result = perform(op)
    return (result, events)
  }

  private mutating func perform(_ op: Conformance.Op) -> Conformance.OpResult {
    switch op {
    case .makeAlert(let id, let title, let cancel, let others, let delegate, let order):
      views[id] = View(
        isSheet: false, buttons: .alert(cancel: cancel, others: others, order: order),
        hasTitle: !(title ?? "").isEmpty, delegate: delegate)
      return .none
    case .makeSheet(
      let id, let title, let cancel, let destructive, let others, let delegate, let order):
      views[id] = View(
        isSheet: true,
        buttons: .sheet(cancel: cancel, destructive: destructive, others: others, order: order),
        hasTitle: !(title ?? "").isEmpty, delegate: delegate)
      return .none
    case .addButton(let id, let title):
      guard let view = views[id] else { return .skipped }
      guard let title, !isFrozen(view) else { return .int(-1) }
      return .int(views[id]!.buttons.append(title))
    case .setCancelIndex(let id, let value):
      guard let view = views[id] else { return .skipped }
      if !isFrozen(view) { views[id]!.buttons.cancelButtonIndex = value }
      return .none
    case .setDestructiveIndex(let id, let value):
      guard let view = views[id], view.isSheet else { return .skipped }
      if !isFrozen(view) { views[id]!.buttons.destructiveButtonIndex = value }
      return .none
    case .setStyle(let id, let style):
      guard let view = views[id], !view.isSheet else { return .skipped }
      views[id]!.style = style
      views[id]!.fieldTexts = Array(repeating: nil, count: Self.fieldCount(style))
      return .none
    case .setText(let id, let field, let text):
      guard let view = views[id], !view.isSheet else { return .skipped }
      if view.fieldTexts.indices.contains(field) { views[id]!.fieldTexts[field] = text }
      return .none
    case .buttonTitle(let id, let index):
      guard let view = views[id] else { return .skipped }
      return .title(view.buttons.title(at: index))
    case .textField(let id, let index):
      guard let view = views[id], !view.isSheet else { return .skipped }
      return .bool(view.fieldTexts.indices.contains(index))
    case .show(let id, let host):
      guard views[id] != nil, hosts.indices.contains(host) else { return .skipped }
      show(id, on: host)
      return .none
    case .showFrom(let id, _, let host):
      guard let view = views[id], view.isSheet, hosts.indices.contains(host) else {
        return .skipped
      }
      show(id, on: host)
      return .none
    case .select(let host, let index):
      guard hosts.indices.contains(host) else { return .skipped }
      return .bool(select(index, on: host))
    case .tapOutside(let host):
      guard hosts.indices.contains(host) else { return .skipped }
      return .bool(tapOutside(on: host))
    case .cancelBySystem(let host):
      guard hosts.indices.contains(host) else { return .skipped }
      return .bool(send(.cancelBySystem, to: host) == .accepted)
    case .dismiss(let id, let index, _):
      guard views[id] != nil else { return .skipped }
      dismiss(id, index: index)
      return .none
    case .typeText(let host, let text, let field):
      guard hosts.indices.contains(host) else { return .skipped }
      return .bool(typeText(text, field: field, on: host))
    case .releaseDelegate(let id):
      guard views[id] != nil else { return .skipped }
      views[id]!.delegate = nil
      return .none
    case .cancelAll(let host):
      guard hosts.indices.contains(host) else { return .skipped }
      send(.cancelAll, to: host)
      return .none
    }
  }

  private static func fieldCount(_ style: LegacyAlertViewStyle) -> Int {
    switch style {
    case .default: 0
    case .plainTextInput, .secureTextInput: 1
    case .loginAndPasswordInput: 2
    }
  }

  /// Buttons are frozen from show() until didDismiss (L14).
  private func isFrozen(_ view: View) -> Bool {
    view.showing != nil && !isDeliveringDidDismiss(view)
  }

  /// Whether the view's didDismiss is being delivered (L7): its host's schedule knows.
  private func isDeliveringDidDismiss(_ view: View) -> Bool {
    guard let alert = view.showing, let host = view.host else { return false }
    return hosts[host].schedule.isDeliveringDidDismiss(of: alert)
  }

  // MARK: The legacy view

  private mutating func show(_ id: ViewID, on host: Int) {
    let view = views[id]!
    if isDeliveringDidDismiss(view), let shownOn = view.host,
      hosts[shownOn].schedule.receive(.deferShow(id)) == .accepted
    {
      hosts[shownOn].deferredShows[id] = host
      return
    }
    guard view.showing == nil else { return }  // already shown (P3)
    guard view.buttons.count > 0 || view.hasTitle else { return }  // nothing to display (U12)
    let alert = nextAlert
    nextAlert += 1
    let count = view.buttons.count
    showings[alert] = Showing(
      view: id, styles: (0..<count).map { view.buttons.style(at: $0) },
      enabled: Array(repeating: true, count: count))
    views[id]!.showing = alert
    views[id]!.host = host
    send(.present(alert, lineage: id), to: host)
  }

  private mutating func dismiss(_ id: ViewID, index: Int) {
    guard let alert = views[id]!.showing, views[id]!.dismissIndex == nil,
      let host = hosts.indices.first(where: { hosts[$0].schedule.holds(alert) })
    else { return }
    views[id]!.dismissIndex = index
    guard send(.dismiss(alert), to: host) == .accepted else {
      views[id]!.dismissIndex = nil
      return
    }
  }

  /// An event of the view's current showing, as the legacy layer turns it into callbacks.
  private mutating func handle(_ event: Schedule.Event, of alert: Int, on host: Int) {
    guard let id = showings[alert]?.view, views[id]?.showing == alert else { return }
    let cancelIndex = views[id]!.buttons.cancelButtonIndex
    switch event {
    case .willPresent:
      views[id]!.isVisible = true
      deliver(.willPresent, to: id)
      consultFirstOther(id, alert: alert)
    case .didPresent:
      deliver(.didPresent, to: id)
    case .textDidChange:
      consultFirstOther(id, alert: alert)
    case .willDismiss(let resolution):
      let index: Int
      switch resolution {
      case .selected(let action):
        index = action
        deliver(.clicked(index), to: id)
      case .tappedOutside:
        index = cancelIndex
        deliver(.clicked(index), to: id)
      case .systemCancel:
        index = cancelIndex
        // Without an alertViewCancel of its own the delegate clicks the cancel index (L10).
        if views[id]?.delegate?.implementsCancel == true {
          deliver(.cancel, to: id)
        } else {
          deliver(.clicked(index), to: id)
        }
      case .dismissed:
        index = views[id]!.dismissIndex ?? cancelIndex
      }
      views[id]!.dismissIndex = index
      deliver(.willDismiss(index), to: id)
    case .didDismiss:
      let index = views[id]!.dismissIndex ?? cancelIndex
      deliver(.didDismiss(index), to: id)
      end(id, alert: alert)
    case .withdrawn:
      end(id, alert: alert)
    }
  }

  private mutating func end(_ id: ViewID, alert: Int) {
    showings[alert] = nil
    views[id]!.showing = nil
    views[id]!.host = nil
    views[id]!.isVisible = false
    views[id]!.dismissIndex = nil
  }

  /// Asks the delegate about the first other button and applies the answer (L13).
  private mutating func consultFirstOther(_ id: ViewID, alert: Int) {
    let index = views[id]!.buttons.firstOtherButtonIndex
    guard index >= 0, let showing = showings[alert], index < showing.enabled.count,
      !views[id]!.isSheet
    else { return }
    var answer = true
    if let policy = views[id]!.delegate?.enablePolicy {
      events.append(TraceEvent(view: id, kind: .shouldEnable))
      switch policy {
      case .always: answer = true
      case .never: answer = false
      case .whenFirstFieldHasText:
        answer = !((views[id]!.fieldTexts.first ?? nil)?.isEmpty ?? true)
      }
    }
    showings[alert]!.enabled[index] = answer
  }

  /// Records a callback if the view has a delegate, then runs its behaviours once each.
  private mutating func deliver(_ kind: TraceEvent.Kind, to id: ViewID) {
    guard let delegate = views[id]?.delegate else { return }
    let event = TraceEvent(view: id, kind: kind)
    events.append(event)
    guard let callback = event.callback else { return }
    for (number, behavior) in delegate.behaviors.enumerated()
    where behavior.on == callback && !views[id]!.fired.contains(number) {
      views[id]!.fired.insert(number)
      guard views[behavior.view] != nil, hosts.indices.contains(behavior.host) else { continue }
      show(behavior.view, on: behavior.host)
    }
  }

  // MARK: The input door

  private func shownAlert(on host: Int) -> Int? {
    if case .shown(let alert) = hosts[host].schedule.acceptingInput() { return alert }
    return nil
  }

  private mutating func select(_ index: Int, on host: Int) -> Bool {
    guard let alert = shownAlert(on: host), let showing = showings[alert],
      showing.styles.indices.contains(index),
      !(showing.isPopover && showing.styles[index] == .cancel), showing.enabled[index]
    else { return false }
    send(.select(action: index), to: host)
    return true
  }

  private mutating func tapOutside(on host: Int) -> Bool {
    guard let alert = shownAlert(on: host), let showing = showings[alert],
      views[showing.view]!.isSheet
    else { return false }
    let cancel = showing.styles.firstIndex(of: .cancel)
    guard cancel != nil || showing.isPopover else { return false }
    send(.tapOutside(selecting: cancel), to: host)
    return true
  }

  private mutating func typeText(_ text: String, field: Int, on host: Int) -> Bool {
    guard let alert = shownAlert(on: host), let id = showings[alert]?.view,
      views[id]!.fieldTexts.indices.contains(field)
    else { return false }
    views[id]!.fieldTexts[field] = text
    send(.type(intoField: field), to: host)
    return true
  }

  // MARK: The interpreter of a host, with an immediate renderer

  /// Passes `input` to the host's schedule, then runs the effects (the host's `send(_:)`).
  @discardableResult
  private mutating func send(_ input: Schedule.Input, to host: Int) -> Schedule.Outcome {
    let outcome = hosts[host].schedule.receive(input)
    runEffects(on: host)
    return outcome
  }

  /// The host's loop: returns at once when called from inside an effect.
  private mutating func runEffects(on host: Int) {
    while let effect = hosts[host].schedule.startNextEffect() {
      run(effect, on: host)
      hosts[host].schedule.endEffect()
    }
  }

  private mutating func run(_ effect: Schedule.Effect, on host: Int) {
    switch effect {
    case .prepare(let alert, _):
      if let view = showings[alert]?.view {
        showings[alert]!.isPopover = views[view]!.isSheet && hosts[host].spec.traits == .regular
      }
    case .send(let alert, let event):
      handle(event, of: alert, on: host)
    case .show(let alert):
      send(.didShow(alert), to: host)
    case .hide(let alert):
      send(.didHide(alert), to: host)
    case .markHidden(let alert):
      showings[alert]?.isPopover = false
    case .showDeferred(let view):
      if let target = hosts[host].deferredShows.removeValue(forKey: view) {
        show(view, on: target)
      }
    case .update, .runHandler, .release, .endDismissal:
      break  // nothing to draw; legacy buttons have no handlers; nothing to let go of
    }
  }

  // MARK: State

  /// What the reference model's glance compares: hosts in full, views' visibility.
  func state() -> Conformance.WorldState {
    func view(_ alert: Int) -> ViewID { showings[alert]?.view ?? -1 }
    let hostStates = hosts.map { host in
      Conformance.HostState(
        presented: host.schedule.presented.map(view),
        queued: host.schedule.waiting.elements.map { view($0.id) },
        covered: host.schedule.covered.map { view($0.id) }, isIdle: host.schedule.isIdle)
    }
    var viewStates: [Conformance.ViewState?] = Array(
      repeating: nil, count: (views.keys.max() ?? -1) + 1)
    for (id, view) in views {
      viewStates[id] = .glance(isVisible: view.isVisible, hasController: view.showing != nil)
    }
    return Conformance.WorldState(hosts: hostStates, views: viewStates)
  }
}
