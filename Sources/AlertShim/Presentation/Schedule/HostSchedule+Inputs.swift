/// The one entry point, and the inputs of code, of the user and of the
/// renderer's UI. Finishing a show or hide and the end of a dismissal are in
/// HostSchedule+Lifecycle.swift, the teardown in HostSchedule+Teardown.swift.
extension HostSchedule {
  /// Decides `input` against the state, and queues the effects it causes.
  @discardableResult
  mutating func receive(_ input: Input) -> Outcome {
    switch input {
    case .present(let id, let lineage):
      return present(id, lineage: lineage, from: callbackOwner) ? .accepted : .ignored
    case .select(let action):
      resolveShown(.selected(action: action))
    case .tapOutside(let cancel):
      resolveShown(cancel.map { .selected(action: $0) } ?? .tappedOutside)
    case .cancelBySystem:
      return cancelBySystem() ? .accepted : .ignored
    case .type(let field):
      guard let current, current.phase == .shown else { return .ignored }
      emit(.send(current.id, .textDidChange(field: field)))
    case .changed(let id):
      guard let current, current.id == id, current.phase != .covering else { return .ignored }
      emit(.update(id))
    case .dismiss(let id):
      return dismiss(id)
    case .cancelAll:
      cancelAll()
    case .didShow(let id):
      didShow(id)
    case .didHide(let id):
      didHide(id)
    case .renderer(let id, let report):
      return renderer(report, on: id)
    case .deferShow(let lineage):
      if case .idle = running { return .ignored }
      guard !deferredShows.contains(lineage) else { return .ignored }
      deferredShows.append(lineage)
    }
    return .accepted
  }

  /// An alert is presented (P1, P2, P3).
  ///
  /// `from` is the alert whose callback is running, if any: on a `.stack`
  /// host the new alert is held for it (P2), and during a teardown that
  /// cancelled it the new alert is cancelled too (R1) unless it is an alert
  /// the teardown cancelled, shown again (R4). Returns false, changing
  /// nothing, when the alert is already presented (P3).
  private mutating func present(_ id: ID, lineage: Lineage, from: ID?) -> Bool {
    guard !isPresented(id) else { return false }
    // An idle host starts it at once, without queueing it first (P1).
    if current == nil, finishing.isEmpty, teardown == nil, waiting.isEmpty {
      start(id, lineage: lineage, isFirstShow: true)
      return true
    }
    let heldFor = policy == .stack ? from : nil
    waiting.append(Waiting(id: id, lineage: lineage, heldFor: heldFor))
    if let from, isCancelledByTeardown(from), !isCancelledByTeardown(id, lineage: lineage) {
      teardown!.targets.insert(id)  // in place: a copy would make the insert copy the set
    }
    advance()
    return true
  }

  /// Whether the running teardown cancelled `id`, or an alert of `lineage` (R1, R4).
  func isCancelledByTeardown(_ id: ID, lineage: Lineage? = nil) -> Bool {
    guard let teardown else { return false }
    if teardown.cancelled.contains(id) { return true }
    return lineage.map { teardown.cancelledLineages.contains($0) } ?? false
  }

  /// The system cancelled the current alert (M7, L10). Returns whether it is
  /// accepted: at once when shown, once on screen when presenting.
  private mutating func cancelBySystem() -> Bool {
    guard var current else { return false }
    switch current.phase {
    case .shown:
      resolveShown(.systemCancel)
      return true
    case .presenting, .resolvingInRenderer:
      guard current.pending == nil else { return false }
      current.pending = .systemCancel
      self.current = current
      return true
    case .covering, .dismissing:
      return false
    }
  }

  /// What the renderer's UI did on its own to `id` (U3, U4, U7, M7).
  ///
  /// A UIKit tap dismisses the alert and runs the action's handler once that
  /// dismissal is over; a cancel or a dismissal asked meanwhile must not turn
  /// the tap into a cancel. `.resolving` holds the alert in
  /// ``Phase/resolvingInRenderer``, where such inputs are only remembered,
  /// and the resolution the renderer then reports wins. While the host covers
  /// the alert, a reported selection becomes its resolution once hidden.
  private mutating func renderer(_ report: RendererInput, on id: ID) -> Outcome {
    guard var current, current.id == id else { return isPresented(id) ? .ignored : .notHeld }
    switch (report, current.phase) {
    case (.resolving, .shown):
      self.current!.phase = .resolvingInRenderer
    case (.selected(let action), .shown), (.selected(let action), .resolvingInRenderer):
      self.current!.phase = .shown
      self.current!.pending = nil
      resolveShown(.selected(action: action))
    case (.tappedOutside(let cancel), .shown), (.tappedOutside(let cancel), .resolvingInRenderer):
      self.current!.phase = .shown
      self.current!.pending = nil
      resolveShown(cancel.map { .selected(action: $0) } ?? .tappedOutside)
    case (.selected(let action), .covering):
      // The first resolution accepted wins (M7).
      guard current.pending == nil else { return .ignored }
      current.pending = .selected(action: action)
      self.current = current
    case (.restored, .resolvingInRenderer):
      let pending = current.pending
      self.current!.phase = .shown
      self.current!.pending = nil
      if let pending { resolveShown(pending) }
      advance()
    case (.lost, .resolvingInRenderer), (.lost, .shown):
      let pending = current.pending
      self.current!.phase = .shown
      self.current!.pending = nil
      resolveShown(pending ?? .systemCancel)
    default:
      return .ignored
    }
    return .accepted
  }

  /// Code dismissed `id` (L9): a shown alert is dismissed with no handler, a
  /// presenting or covering one once the renderer is done, a covered one at
  /// once off screen, and a waiting one is withdrawn.
  private mutating func dismiss(_ id: ID) -> Outcome {
    if var current, current.id == id {
      switch current.phase {
      case .shown:
        resolveShown(.dismissed)
        return .accepted
      case .presenting, .covering, .resolvingInRenderer:
        // The first resolution accepted wins (M7).
        guard current.pending == nil else { return .ignored }
        current.pending = .dismissed
        self.current = current
        return .accepted
      case .dismissing:
        return .ignored
      }
    }
    if covered.remove(id) != nil {
      resolveOffscreen(id, .dismissed)
      return .accepted
    }
    if let index = waiting.index(of: id) {
      waiting.remove(at: index)
      withdraw(id)
      return .accepted
    }
    return finishing.contains(id) ? .ignored : .notHeld
  }
}
