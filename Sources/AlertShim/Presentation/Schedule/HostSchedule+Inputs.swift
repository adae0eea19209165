/// The inputs of code and of the user. Renderer feedback and the end of a
/// dismissal are in HostSchedule+Lifecycle.swift, the teardown in
/// HostSchedule+Teardown.swift.
extension HostSchedule {
  /// An alert is presented (P1, P2, P3).
  ///
  /// `from` is the alert whose callback is running, if any: on a `.stack`
  /// host the new alert is held for it (P2), and during a teardown that
  /// cancelled it the new alert is cancelled too (R1) unless it is an alert
  /// the teardown cancelled, shown again (R4). Returns false, changing
  /// nothing, when the alert is already presented (P3).
  mutating func present(_ id: ID, lineage: Lineage, from: ID?) -> Bool {
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

  /// The user selected the action at `action` of the shown alert (M7, L8).
  ///
  /// The host has checked that an alert is shown (``acceptingInput()``) and
  /// that the action may be selected.
  mutating func select(action: Int) {
    resolveShown(.selected(action: action))
  }

  /// The user tapped outside the shown action sheet (M8, S6): `cancel` is its
  /// cancel action, if any; without one the host calls this only for a popover.
  mutating func tapOutside(selecting cancel: Int?) {
    resolveShown(cancel.map { .selected(action: $0) } ?? .tappedOutside)
  }

  /// The system cancelled the current alert (M7, L10). Returns whether it is
  /// accepted: at once when shown, once on screen when presenting.
  mutating func cancelBySystem() -> Bool {
    guard var current else { return false }
    switch current.phase {
    case .shown:
      resolveShown(.systemCancel)
      return true
    case .presenting:
      guard current.pending == nil else { return false }
      current.pending = .systemCancel
      self.current = current
      return true
    case .covering, .dismissing:
      return false
    }
  }

  /// The renderer's UI accepted the selection of `action` on `id` while the
  /// host was covering it (a UIKit tap whose handler arrives at the end of the
  /// dismissal, U4, M7): it becomes the alert's resolution once hidden.
  /// Returns false, changing nothing, when `id` is not being covered or a
  /// resolution is pending already.
  mutating func acceptLate(action: Int, for id: ID) -> Bool {
    guard var current, current.id == id, current.phase == .covering, current.pending == nil
    else { return false }
    current.pending = .selected(action: action)
    self.current = current
    return true
  }

  /// The user typed into field `field` of the shown alert (the host has set the text; L13).
  mutating func type(intoField field: Int) {
    guard let current, current.phase == .shown else { return }
    emit(.send(current.id, .textDidChange(field: field)))
  }

  /// The alert's title, message, actions or text changed while it is visible.
  mutating func changed(_ id: ID) {
    guard let current, current.id == id, current.phase != .covering else { return }
    emit(.update(id))
  }

  /// Code dismissed `id` (L9): a shown alert is dismissed with no handler, a
  /// presenting or covering one once the renderer is done, a covered one at
  /// once off screen, and a waiting one is withdrawn.
  mutating func dismiss(_ id: ID) -> DismissOutcome {
    if var current, current.id == id {
      switch current.phase {
      case .shown:
        resolveShown(.dismissed)
        return .accepted
      case .presenting, .covering:
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
