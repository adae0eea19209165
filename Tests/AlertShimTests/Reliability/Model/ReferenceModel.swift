import AlertShim

/// An independent, value-typed model of the legacy index rules and lifecycle
/// (SEMANTICS L, S, P and the binding decisions), written from the
/// specification only. Given operations, it predicts the delegate trace, the
/// return values, the diagnostics and the state of every host and view.
///
/// The model assumes the immediate `HeadlessRenderer`: every show and hide
/// finishes inside the call that started it.
///
/// Where the specification says nothing, the model reports the step as
/// unspecified (``Outcome/unspecified(_:)``) and the comparison stops there.
struct ReferenceModel {
  typealias ViewID = Conformance.ViewID
  typealias Callback = Conformance.Callback
  typealias TraceEvent = Conformance.TraceEvent

  /// Where a view is in its life.
  enum Phase: Hashable {
    /// Not shown: buttons and indices may change.
    case idle
    /// Waiting on a host: frozen, not visible (decisions 1-4).
    case waiting(host: Int)
    /// Presented on a host.
    case shown(host: Int)
    /// Hidden under another alert without callbacks, still visible (decisions 1, 4).
    case covered(host: Int)
    /// From the start of its resolution until its didDismiss is sent.
    case dismissing(host: Int)
  }

  struct Action: Hashable {
    var title: String
    var style: AlertAction.Style
    var isEnabled: Bool
  }

  struct PendingShow {
    var host: Int
    var anchor: AlertAnchor?
  }

  struct View {
    var isSheet: Bool
    /// Whether the initialiser got a non-empty title (Semantics U12).
    var hasTitle = true
    var buttons: [String]
    var cancelIndex: Int
    /// Sheets only; -1 when none (SEMANTICS S2).
    var destructiveIndex: Int
    /// Set by the initialiser only (SEMANTICS L2, S2).
    var firstOtherIndex: Int
    var style: LegacyAlertViewStyle = .default
    /// The text of each field of the current style (SEMANTICS L11).
    var fieldTexts: [String?] = []
    var delegate: Conformance.DelegateSpec?
    /// Whether the view was made with a delegate (for statistics).
    var hadDelegate = false
    /// Indices of behaviours that already fired.
    var fired: Set<Int> = []
    var phase: Phase = .idle
    var isVisible = false
    /// From `show()` until the end of the presentation: the frozen buttons.
    var actions: [Action] = []
    var isPopover = false
    var anchor: AlertAnchor?
    /// Whether presentation started (willPresent sent) in the current showing.
    var started = false
    /// Counts the view's accepted `show()` calls: each showing is a new
    /// presentation (a new controller), which is what a stack hold waits for.
    var showing = 0
    /// While its didDismiss is being delivered.
    var inDidDismiss = false
    /// A show() made inside its own didDismiss, carried out when that returns.
    var pendingShow: PendingShow?

    var isFrozen: Bool { phase != .idle }

    /// The index of the action styled `.cancel`, if any (SEMANTICS L15, S3, decision 12).
    var cancelActionIndex: Int? {
      actions.indices.contains(cancelIndex) && actions[cancelIndex].style == .cancel
        ? cancelIndex : nil
    }

    /// The style of button `index` (SEMANTICS L15, S3, decision 12).
    func actionStyle(at index: Int) -> AlertAction.Style {
      if isSheet, index == destructiveIndex, buttons.count > 1 { return .destructive }
      if index == cancelIndex { return .cancel }
      return .default
    }

    func enablesFirstOther() -> Bool {
      guard let delegate, let policy = delegate.enablePolicy else { return true }
      switch policy {
      case .always: return true
      case .never: return false
      case .whenFirstFieldHasText:
        guard let text = fieldTexts.first ?? nil else { return false }
        return !text.isEmpty
      }
    }
  }

  /// One showing of a view.
  struct Showing: Hashable {
    var view: ViewID
    var number: Int
  }

  /// A view waiting on a host.
  struct Waiting: Hashable {
    var id: ViewID
    /// `.stack` only: the showing from whose callback the view was presented; the
    /// view does not cover it and is not shown before its dismissal has completed
    /// (SEMANTICS P2, the stack-holding rule).
    var after: Showing?
  }

  struct Host {
    var spec: Conformance.HostSpec
    var shown: ViewID?
    /// `.stack` only: hidden under the shown alert, bottom first.
    var covered: [ViewID] = []
    /// FIFO: presented while another is shown (queue) or from inside a callback.
    var waiting: [Waiting] = []
    /// How many presentations and resolutions of this host's alerts are running.
    var busy = 0
    /// The views the running `cancelAll()` has cancelled (rule R4: not cancelled twice).
    var cancelledInTeardown: Set<ViewID> = []
    /// The views the running `cancelAll()` is to cancel: covered and waiting when it
    /// was called, and those its cancellations' callbacks present (rule R1).
    var teardownTargets: Set<ViewID> = []
    /// The views whose callbacks are running on this host, innermost last.
    var inCallback: [ViewID] = []
    var cancellingAll = false
    /// The default canvas of `AlertHost`.
    var canvas = AlertSize(width: 1024, height: 768)
  }

  /// The model's verdict on one step.
  enum Outcome {
    case step(Conformance.Step)
    /// The specification does not decide this step; the reason says why.
    case unspecified(String)
  }

  private enum Resolution {
    /// A tap, a tap outside standing for one: clicked, willDismiss, didDismiss.
    case tap(Int)
    /// A system cancel: cancel (or clicked(cancelIndex)), willDismiss, didDismiss.
    case system
    /// `dismiss(withClickedButtonIndex:)`: willDismiss, didDismiss.
    case code(Int)
  }

  /// Situations worth reaching; the randomized suite checks that it reaches each one.
  enum Situation: String, CaseIterable {
    case queued, queuedStarted, stackCovered, coveredReshown, coveredDismissed, withdrawn
    case deferred, deferredUntilDismissal, nestedOnOtherHost
    case tapAccepted, selectOutOfRange, selectDisabled, selectNotDisplayed
    case tapOutsideCancel, tapOutsidePopoverWithoutCancel, tapOutsideIgnored
    case systemCancelDefault, systemCancelImplemented, dismissedByCode
    case cancelAllShown, cancelAllCovered, cancelAllWaiting
    case frozenRefused, alreadyPresented, consultedAfterTyping, disabledByDelegate
    case releasedDelegateSkipped, popover, destructiveStyle, shownAgainFromDidDismiss
    case shownAfterTeardown
  }

  private(set) var hosts: [Host]
  private(set) var views: [ViewID: View] = [:]
  /// How often each situation was reached.
  private(set) var reached: [Situation: Int] = [:]

  // Scratch for the step being applied.
  private var events: [TraceEvent] = []
  private var diagnostics: [AlertShimIssue.Kind] = []
  private var diagnosticsUnspecified = false
  private var unspecifiedReason: String?

  private mutating func note(_ situation: Situation) {
    reached[situation, default: 0] += 1
  }

  init(hosts: [Conformance.HostSpec]) {
    self.hosts = hosts.map { Host(spec: $0) }
  }

  // MARK: Steps

  /// Applies `op` and returns what the implementation must show.
  mutating func apply(_ op: Conformance.Op) -> Outcome {
    events = []
    diagnostics = []
    diagnosticsUnspecified = false
    unspecifiedReason = nil
    let result = perform(op)
    if let unspecifiedReason { return .unspecified(unspecifiedReason) }
    let expectation: Conformance.DiagnosticExpectation =
      diagnosticsUnspecified ? .unspecified : .exactly(diagnostics)
    return .step(
      Conformance.Step(result: result, events: events, diagnostics: expectation))
  }

  private mutating func perform(_ op: Conformance.Op) -> Conformance.OpResult {
    switch op {
    case .makeAlert(let id, let title, let cancel, let others, let delegate, let order):
      // SEMANTICS L1, L2: cancel first, then the others, in both orders; only
      // the Objective-C order records the first other button (L2a).
      let buttons = (cancel.map { [$0] } ?? []) + others
      let firstOther = others.isEmpty ? -1 : (cancel == nil ? 0 : 1)
      views[id] = View(
        isSheet: false, buttons: buttons, cancelIndex: cancel == nil ? -1 : 0,
        destructiveIndex: -1,
        firstOtherIndex: order == .objectiveC ? firstOther : -1, delegate: delegate,
        hadDelegate: delegate != nil)
      views[id]!.hasTitle = !(title ?? "").isEmpty
      return .none

    case .makeSheet(
      let id, let title, let cancel, let destructive, let others, let delegate, let order):
      let head = destructive.map { [$0] } ?? []
      let tail = cancel.map { [$0] } ?? []
      let buttons: [String]
      let cancelIndex: Int
      let firstOther: Int
      switch order {
      case .swift:
        // SEMANTICS S1: destructive, cancel, then the others (the Swift overlay).
        buttons = head + tail + others
        cancelIndex = cancel == nil ? -1 : head.count
        firstOther = -1
      case .objectiveC:
        // SEMANTICS S1a: destructive, the others, cancel last.
        buttons = head + others + tail
        cancelIndex = cancel == nil ? -1 : buttons.count - 1
        firstOther = others.isEmpty ? -1 : head.count
      }
      views[id] = View(
        isSheet: true, buttons: buttons, cancelIndex: cancelIndex,
        destructiveIndex: destructive == nil ? -1 : 0, firstOtherIndex: firstOther,
        delegate: delegate, hadDelegate: delegate != nil)
      views[id]!.hasTitle = !(title ?? "").isEmpty
      return .none

    case .addButton(let id, let title):
      guard let view = views[id] else { return .skipped }
      if view.isFrozen {
        note(.frozenRefused)
        // Decision 3; which of two misuses is reported first is not specified.
        if title == nil {
          diagnosticsUnspecified = true
        } else {
          diagnostics.append(.buttonsFrozen)
        }
        return .int(-1)
      }
      guard let title else {
        diagnostics.append(.missingButtonTitle)  // SEMANTICS L6
        return .int(-1)
      }
      views[id]!.buttons.append(title)  // SEMANTICS L3, S2
      return .int(view.buttons.count)

    case .setCancelIndex(let id, let value):
      guard let view = views[id] else { return .skipped }
      if !view.isFrozen {
        views[id]!.cancelIndex = value
      } else if value == view.cancelIndex {
        diagnosticsUnspecified = true  // SEMANTICS L14 speaks of indices *changed*
      } else {
        note(.frozenRefused)
        diagnostics.append(.buttonsFrozen)  // decision 3
      }
      return .none

    case .setDestructiveIndex(let id, let value):
      guard let view = views[id], view.isSheet else { return .skipped }
      if !view.isFrozen {
        views[id]!.destructiveIndex = value
      } else if value == view.destructiveIndex {
        diagnosticsUnspecified = true  // SEMANTICS L14 speaks of indices *changed*
      } else {
        diagnostics.append(.buttonsFrozen)  // decision 3
      }
      return .none

    case .setStyle(let id, let style):
      guard let view = views[id], !view.isSheet else { return .skipped }
      if view.isFrozen {
        unspecifiedReason = "alertViewStyle set while the view is shown or waiting"
        return .none
      }
      if style == view.style, style != .default {
        // L11 says a style replaces the fields; for the same style it does not say.
        unspecifiedReason = "alertViewStyle set again to the same style"
        return .none
      }
      views[id]!.style = style
      views[id]!.fieldTexts = Array(repeating: nil, count: Self.fieldCount(of: style))
      return .none

    case .setText(let id, let field, let text):
      guard let view = views[id], !view.isSheet else { return .skipped }
      guard view.fieldTexts.indices.contains(field) else {
        diagnostics.append(.textFieldIndexOutOfRange)  // SEMANTICS L12
        return .none
      }
      views[id]!.fieldTexts[field] = text  // from code: no consultation (decision 11)
      return .none

    case .buttonTitle(let id, let index):
      guard let view = views[id] else { return .skipped }
      guard view.buttons.indices.contains(index) else {
        diagnostics.append(.buttonIndexOutOfRange)  // SEMANTICS L5
        return .title(nil)
      }
      return .title(view.buttons[index])

    case .textField(let id, let index):
      guard let view = views[id], !view.isSheet else { return .skipped }
      guard view.fieldTexts.indices.contains(index) else {
        diagnostics.append(.textFieldIndexOutOfRange)  // SEMANTICS L12
        return .bool(false)
      }
      return .bool(true)

    case .show(let id, let host):
      guard views[id] != nil, hosts.indices.contains(host) else { return .skipped }
      show(id, on: host, anchor: nil)
      return .none

    case .showFrom(let id, let anchor, let host):
      guard let view = views[id], view.isSheet, hosts.indices.contains(host) else {
        return .skipped
      }
      show(id, on: host, anchor: anchor)
      return .none

    case .select(let host, let index):
      guard hosts.indices.contains(host) else { return .skipped }
      return .bool(select(index, on: host))

    case .tapOutside(let host):
      guard hosts.indices.contains(host) else { return .skipped }
      return .bool(tapOutside(on: host))

    case .cancelBySystem(let host):
      guard hosts.indices.contains(host) else { return .skipped }
      // Decision 6: nothing shown, nothing happens.
      guard let shown = hosts[host].shown else { return .bool(false) }
      resolve(shown, .system)
      return .bool(true)

    case .dismiss(let id, let index, _):
      guard let view = views[id] else { return .skipped }
      dismiss(id, view: view, index: index)
      return .none

    case .typeText(let host, let text, let field):
      guard hosts.indices.contains(host) else { return .skipped }
      return .bool(typeText(text, field: field, on: host))

    case .releaseDelegate(let id):
      guard views[id] != nil else { return .skipped }
      views[id]!.delegate = nil  // SEMANTICS L16, decision 10
      return .none

    case .cancelAll(let host):
      guard hosts.indices.contains(host) else { return .skipped }
      cancelAll(on: host)
      return .none
    }
  }

  static func fieldCount(of style: LegacyAlertViewStyle) -> Int {
    switch style {
    case .default: 0
    case .secureTextInput, .plainTextInput: 1
    case .loginAndPasswordInput: 2
    }
  }

  // MARK: Presentation

  /// `show(in:)` / `show(from:in:)`, from a test or from a callback.
  private mutating func show(_ id: ViewID, on host: Int, anchor: AlertAnchor?) {
    let view = views[id]!
    // Decision 3, SEMANTICS P3. A view in its own dismissal counts as shown: it
    // is visible and its buttons are frozen until its didDismiss (decisions 3, 4).
    guard view.phase == .idle, view.pendingShow == nil else {
      note(.alreadyPresented)
      diagnostics.append(.alreadyPresented)
      return
    }
    // Shown again from its own didDismiss: shown once that presentation has
    // ended, on whichever host (SEMANTICS P2; main f5d3d89).
    if view.inDidDismiss {
      views[id]!.pendingShow = PendingShow(host: host, anchor: anchor)
      return
    }
    // Semantics U12: nothing to display (no title, message or button) is refused.
    if view.buttons.isEmpty, !view.hasTitle {
      diagnostics.append(.alertWithoutActions)
      return
    }
    if view.buttons.isEmpty { diagnosticsUnspecified = true }  // an alert without actions
    // Decision 3: frozen from show(), even while waiting.
    views[id]!.actions = view.buttons.indices.map {
      Action(title: view.buttons[$0], style: view.actionStyle(at: $0), isEnabled: true)
    }
    let popover = view.isSheet && hosts[host].spec.traits == .regular
    if popover { note(.popover) }
    if views[id]!.actions.contains(where: { $0.style == .destructive }) { note(.destructiveStyle) }
    views[id]!.isPopover = popover
    // SEMANTICS S5: a popover without an anchor points at a 1×1 rect at the centre.
    views[id]!.anchor = anchor ?? (popover ? .center(of: hosts[host].canvas) : nil)
    views[id]!.phase = .waiting(host: host)
    views[id]!.showing += 1

    if hosts[host].busy > 0 || hosts[host].cancellingAll {
      // Decision 2, SEMANTICS P2: deferred until the host is idle. On a stack host,
      // held: not shown before the dismissal of the alert whose callback presented it.
      let presenter = hosts[host].inCallback.last
      let holder =
        hosts[host].spec.policy == .stack
        ? presenter.map { Showing(view: $0, number: views[$0]!.showing) } : nil
      hosts[host].waiting.append(Waiting(id: id, after: holder))
      // Rule R1: presented by the callbacks of an alert the teardown cancels, it is
      // cancelled too; rule R4: unless the teardown already cancelled it.
      if hosts[host].cancellingAll, let presenter,
        hosts[host].cancelledInTeardown.contains(presenter),
        !hosts[host].cancelledInTeardown.contains(id)
      {
        hosts[host].teardownTargets.insert(id)
      }
      note(.deferred)
      return
    }
    if let top = hosts[host].shown {
      switch hosts[host].spec.policy {
      case .queue:
        note(.queued)
        hosts[host].waiting.append(Waiting(id: id))  // decision 1
      case .stack:
        cover(top, on: host)  // decision 1: hidden without callbacks
        start(id, on: host)
      }
    } else if hosts[host].waiting.isEmpty {
      start(id, on: host)
    } else {
      hosts[host].waiting.append(Waiting(id: id))
      drain(host)
    }
  }

  private mutating func cover(_ id: ViewID, on host: Int) {
    note(.stackCovered)
    hosts[host].covered.append(id)
    hosts[host].shown = nil
    views[id]!.phase = .covered(host: host)
  }

  /// Presentation starts: willPresent, the first other button's consultation, didPresent.
  private mutating func start(_ id: ViewID, on host: Int) {
    hosts[host].waiting.removeAll { $0.id == id }
    hosts[host].shown = id
    views[id]!.phase = .shown(host: host)
    views[id]!.isVisible = true  // decision 4
    views[id]!.started = true
    hosts[host].busy += 1
    emit(id, .willPresent)  // SEMANTICS L7
    consultFirstOther(id)  // SEMANTICS L13, decision 11: first show only
    emit(id, .didPresent)
    hosts[host].busy -= 1
    drain(host)
  }

  /// Asks the delegate whether the first other button is enabled and applies the answer.
  private mutating func consultFirstOther(_ id: ViewID) {
    let view = views[id]!
    guard !view.isSheet, view.actions.indices.contains(view.firstOtherIndex) else { return }
    if view.delegate?.enablePolicy != nil {
      events.append(TraceEvent(view: id, kind: .shouldEnable))
    }
    let enabled = view.enablesFirstOther()
    if !enabled { note(.disabledByDelegate) }
    views[id]!.actions[view.firstOtherIndex].isEnabled = enabled
  }

  /// Starts what can start once the host is idle (decisions 1, 2; SEMANTICS P1, P2).
  ///
  /// On a stack host a waiting view held for a showing still held on the host
  /// (shown, covered, waiting or dismissing) waits; the others cover at once.
  private mutating func drain(_ host: Int) {
    guard hosts[host].busy == 0, !hosts[host].cancellingAll else { return }
    if hosts[host].waiting.contains(where: { $0.after != nil }) { note(.deferredUntilDismissal) }
    if let next = hosts[host].waiting.first(where: { isEligible($0) }) {
      note(.queuedStarted)
      switch hosts[host].spec.policy {
      case .queue:
        if hosts[host].shown == nil { start(next.id, on: host) }
      case .stack:
        if let top = hosts[host].shown { cover(top, on: host) }
        start(next.id, on: host)  // drains again when done
      }
    } else if hosts[host].shown == nil, let top = hosts[host].covered.popLast() {
      note(.coveredReshown)
      hosts[host].shown = top  // re-shown without callbacks (decision 1)
      views[top]!.phase = .shown(host: host)
    } else if hosts[host].shown == nil, !hosts[host].waiting.isEmpty {
      // Only held views wait, for showings that wait themselves: none holds any more.
      for index in hosts[host].waiting.indices { hosts[host].waiting[index].after = nil }
      drain(host)
    }
  }

  /// Whether a waiting view may start: not held for a showing its host still holds.
  private func isEligible(_ waiting: Waiting) -> Bool {
    guard let holder = waiting.after else { return true }
    let view = views[holder.view]!
    return view.showing != holder.number || (view.phase == .idle && !view.inDidDismiss)
  }

  // MARK: Resolution

  /// Resolves a view that is shown, covered or waiting on its host.
  private mutating func resolve(_ id: ViewID, _ resolution: Resolution) {
    let host = hostIndex(of: id)!
    if hosts[host].cancellingAll {
      switch views[id]!.phase {
      case .covered: note(.cancelAllCovered)
      case .waiting: note(.cancelAllWaiting)
      default: note(.cancelAllShown)
      }
    } else if case .covered = views[id]!.phase {
      note(.coveredDismissed)
    }
    views[id]!.phase = .dismissing(host: host)
    // Rule R1: the teardown's own cancellations; their callbacks' presentations are targets.
    if hosts[host].cancellingAll { hosts[host].cancelledInTeardown.insert(id) }
    hosts[host].busy += 1
    let index: Int
    switch resolution {
    case .tap(let tapped):
      emit(id, .clicked(tapped))  // SEMANTICS L8
      index = tapped
    case .system:
      emit(id, .cancel)  // SEMANTICS L10, decision 6
      index = views[id]!.cancelIndex
    case .code(let given):
      note(.dismissedByCode)
      index = given  // SEMANTICS L9: no clicked
    }
    emit(id, .willDismiss(index))
    // The renderer hides the alert.
    if hosts[host].shown == id { hosts[host].shown = nil }
    hosts[host].covered.removeAll { $0 == id }
    hosts[host].waiting.removeAll { $0.id == id }
    // The presentation is over: inside didDismiss the view is still visible
    // (decision 4) but no longer shown or frozen, so it may change its buttons
    // and be shown again, after this dismissal (main f5d3d89, SEMANTICS P2).
    views[id]!.phase = .idle
    views[id]!.started = false
    views[id]!.actions = []
    views[id]!.anchor = nil
    views[id]!.isPopover = false
    views[id]!.inDidDismiss = true
    emit(id, .didDismiss(index), on: host)
    views[id]!.inDidDismiss = false
    if unspecifiedReason != nil { return }
    if let pending = views[id]!.pendingShow {
      views[id]!.pendingShow = nil
      show(id, on: pending.host, anchor: pending.anchor)
    }
    if !views[id]!.started { views[id]!.isVisible = false }
    hosts[host].busy -= 1
    // Views held for this showing may now be shown (SEMANTICS P2): see isEligible(_:).
    drain(host)
  }

  private func hostIndex(of id: ViewID) -> Int? {
    switch views[id]!.phase {
    case .idle: nil
    case .waiting(let host), .shown(let host), .covered(let host), .dismissing(let host): host
    }
  }

  private mutating func select(_ index: Int, on host: Int) -> Bool {
    guard let id = hosts[host].shown else {
      diagnosticsUnspecified = true  // input with nothing shown
      return false
    }
    let view = views[id]!
    // Decision 5: refused with one diagnostic, no events.
    guard view.actions.indices.contains(index) else {
      note(.selectOutOfRange)
      diagnostics.append(.actionIndexOutOfRange)
      return false
    }
    if view.isPopover, view.actions[index].style == .cancel {
      note(.selectNotDisplayed)
      diagnostics.append(.actionNotDisplayed)  // SEMANTICS S6
      return false
    }
    guard view.actions[index].isEnabled else {
      note(.selectDisabled)
      diagnostics.append(.actionDisabled)  // SEMANTICS L13, M1
      return false
    }
    note(.tapAccepted)
    resolve(id, .tap(index))
    return true
  }

  /// Decision 8, SEMANTICS S6, M8.
  private mutating func tapOutside(on host: Int) -> Bool {
    guard let id = hosts[host].shown else {
      diagnosticsUnspecified = true
      return false
    }
    let view = views[id]!
    guard view.isSheet else {
      note(.tapOutsideIgnored)
      return false  // alerts ignore it
    }
    if view.cancelActionIndex != nil || view.isPopover {
      note(view.cancelActionIndex != nil ? .tapOutsideCancel : .tapOutsidePopoverWithoutCancel)
      resolve(id, .tap(view.cancelIndex))
      return true
    }
    note(.tapOutsideIgnored)
    return false  // a full-width sheet without a cancel button ignores it
  }

  /// Decision 7, SEMANTICS L9.
  private mutating func dismiss(_ id: ViewID, view: View, index: Int) {
    switch view.phase {
    case .idle, .dismissing:
      return
    case .shown, .covered:
      resolve(id, .code(index))
    case .waiting(let host):
      note(.withdrawn)
      hosts[host].waiting.removeAll { $0.id == id }  // withdrawn: no callbacks
      views[id]!.phase = .idle
      views[id]!.actions = []
      views[id]!.anchor = nil
      views[id]!.isPopover = false
    }
  }

  /// Decision 11: a user edit consults the delegate again.
  private mutating func typeText(_ text: String, field: Int, on host: Int) -> Bool {
    guard let id = hosts[host].shown else {
      diagnosticsUnspecified = true
      return false
    }
    guard views[id]!.fieldTexts.indices.contains(field) else {
      diagnostics.append(.textFieldIndexOutOfRange)
      return false
    }
    views[id]!.fieldTexts[field] = text
    if views[id]!.actions.indices.contains(views[id]!.firstOtherIndex) {
      note(.consultedAfterTyping)
    }
    hosts[host].busy += 1
    consultFirstOther(id)
    hosts[host].busy -= 1
    return true
  }

  /// SEMANTICS P5, rules R1-R4: the shown alert, then every covered (top first)
  /// and waiting (FIFO) alert held when `cancelAll()` was called, then every alert
  /// that these cancellations' callbacks present, as system cancels.
  ///
  /// A view this teardown already cancelled and that is shown again meanwhile
  /// is not cancelled twice (R4): it waits and is shown after the teardown, so a
  /// callback that always re-shows its view cannot loop. (R2, alerts presented
  /// after `cancelAll()` returned, and R3, `cancelAll()` during a dismissal, need
  /// a renderer that finishes later or a callback that calls `cancelAll()`: the
  /// chaos suite covers them.)
  private mutating func cancelAll(on host: Int) {
    hosts[host].cancellingAll = true
    hosts[host].cancelledInTeardown = []
    hosts[host].teardownTargets = Set(
      hosts[host].covered + hosts[host].waiting.map(\.id))
    if let shown = hosts[host].shown { resolve(shown, .system) }
    // A view that is not a target (shown again by a view this teardown
    // cancelled, R4) stays waiting, so it is still presented (P3) if another
    // cancellation shows it again; it is shown afterwards.
    while true {
      let targets = hosts[host].teardownTargets
      let next: ViewID
      if let top = hosts[host].covered.last(where: { targets.contains($0) }) {
        next = top
      } else if let first = hosts[host].waiting.first(where: { targets.contains($0.id) }) {
        next = first.id
      } else {
        break
      }
      hosts[host].teardownTargets.remove(next)
      resolve(next, .system)
    }
    hosts[host].teardownTargets = []
    hosts[host].cancellingAll = false
    if !hosts[host].waiting.isEmpty { note(.shownAfterTeardown) }
    drain(host)
  }

  // MARK: Callbacks

  /// Delivers one callback to the view's delegate, if it is still alive, then
  /// runs the behaviours waiting for it.
  private mutating func emit(_ id: ViewID, _ kind: TraceEvent.Kind, on knownHost: Int? = nil) {
    guard let delegate = views[id]!.delegate else {
      if views[id]!.hadDelegate { note(.releasedDelegateSkipped) }
      return  // decision 10
    }
    let callback: Callback
    switch kind {
    case .willPresent: callback = .willPresent
    case .didPresent: callback = .didPresent
    case .clicked: callback = .clicked
    case .cancel:
      note(delegate.implementsCancel ? .systemCancelImplemented : .systemCancelDefault)
      guard delegate.implementsCancel else {
        // The default implementation clicks the cancel index (SEMANTICS L10).
        emit(id, .clicked(views[id]!.cancelIndex), on: knownHost)
        return
      }
      callback = .cancel
    case .willDismiss: callback = .willDismiss
    case .didDismiss: callback = .didDismiss
    case .shouldEnable, .wrongSender: preconditionFailure("not delivered through emit")
    }
    events.append(TraceEvent(view: id, kind: kind))
    let host = knownHost ?? hostIndex(of: id)!
    hosts[host].inCallback.append(id)
    defer { hosts[host].inCallback.removeLast() }
    for (number, behavior) in delegate.behaviors.enumerated()
    where behavior.on == callback && !views[id]!.fired.contains(number) {
      views[id]!.fired.insert(number)
      guard views[behavior.view] != nil, hosts.indices.contains(behavior.host) else { continue }
      let anchor = views[behavior.view]!.isSheet ? behavior.anchor : nil
      if behavior.host != host, hosts[behavior.host].busy == 0 { note(.nestedOnOtherHost) }
      if behavior.view == id, callback == .didDismiss { note(.shownAgainFromDidDismiss) }
      show(behavior.view, on: behavior.host, anchor: anchor)
      if unspecifiedReason != nil { return }
    }
  }

  // MARK: State

  /// The state of every host and view; with `full` false, only a glance at
  /// the views (see ``Conformance/ViewState/glance(isVisible:hasController:)``).
  func state(full: Bool = true) -> Conformance.WorldState {
    let hostStates = hosts.map { host in
      Conformance.HostState(
        presented: host.shown, queued: host.waiting.map(\.id), covered: host.covered,
        isIdle: host.shown == nil && host.covered.isEmpty && host.waiting.isEmpty)
    }
    var viewStates: [Conformance.ViewState?] = Array(
      repeating: nil, count: (views.keys.max() ?? -1) + 1)
    for (id, view) in views {
      guard full else {
        viewStates[id] = .glance(isVisible: view.isVisible, hasController: view.phase != .idle)
        continue
      }
      var presentation: Conformance.PresentationState?
      if view.started {
        presentation = Conformance.PresentationState(
          actions: view.actions.map {
            Conformance.ActionState(title: $0.title, style: $0.style, isEnabled: $0.isEnabled)
          },
          isPopover: view.isPopover, anchor: view.anchor)
      }
      viewStates[id] = Conformance.ViewState(
        titles: view.buttons, cancelButtonIndex: view.cancelIndex,
        firstOtherButtonIndex: view.firstOtherIndex,
        destructiveButtonIndex: view.isSheet ? view.destructiveIndex : nil,
        style: view.isSheet ? nil : view.style, textFieldCount: view.fieldTexts.count,
        isVisible: view.isVisible, hasController: view.phase != .idle,
        presentation: presentation)
    }
    return Conformance.WorldState(hosts: hostStates, views: viewStates)
  }
}
