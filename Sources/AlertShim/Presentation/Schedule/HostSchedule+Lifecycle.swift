/// Presenting, covering and dismissing: what starts when, and the effects of
/// each step of an alert's life (the Reliability article, "How the host decides").
extension HostSchedule {
  // MARK: Renderer feedback

  /// The renderer finished showing `id`: `didPresent` on a first show, then
  /// a resolution accepted meanwhile (M7), then whatever may start (P1).
  mutating func didShow(_ id: ID) {
    guard current?.phase == .presenting, current?.id == id else { return }
    // Changed in place: a copy of the current alert would retain it.
    let pending = current!.pending
    current!.phase = .shown
    current!.pending = nil
    if current!.isFirstShow { emit(.send(id, .didPresent)) }
    if let pending { resolveShown(pending) }
    advance()
  }

  /// The renderer finished hiding `id`: covered (P1), or dismissed, in which
  /// case the handler runs after hiding (M6) and `didDismiss` follows.
  mutating func didHide(_ id: ID) {
    guard let current, current.id == id else { return }
    switch current.phase {
    case .covering:
      self.current = nil
      if let pending = current.pending {
        resolveOffscreen(id, pending)
      } else {
        covered.push(Covered(id: id, lineage: current.lineage))
        advance()
      }
    case .dismissing:
      self.current = nil
      let resolution = current.resolution ?? .dismissed
      finishing.append(id)
      emit(.markHidden(id))
      emit(.runHandler(id, resolution, .afterHiding))
      emit(.send(id, .didDismiss(resolution)))
      emit(.endDismissal(id))
      emit(.release(id, resolution, isStillHeld: false))
    case .presenting, .shown, .resolvingInRenderer:
      return
    }
  }

  /// The callbacks of `id`'s dismissal are over: what waited for them may start (P2).
  mutating func endDismissal(_ id: ID) {
    guard let index = finishing.firstIndex(of: id) else { return }
    finishing.remove(at: index)
    advance()
  }

  // MARK: Starting

  /// Starts whatever can start: the teardown's next cancellation, the next
  /// waiting alert, the top covered one, or a cover on a `.stack` host.
  ///
  /// Nothing starts while a dismissal's callbacks are pending (P2, P4). An
  /// alert held for another (P2) waits until that one is gone.
  mutating func advance() {
    if teardown != nil { return continueTearDown() }
    guard finishing.isEmpty else { return }
    if startOrCover() { return }
    guard current == nil, !waiting.isEmpty else { return }
    // Only held alerts wait, and what they waited for is gone.
    waiting.updateAll { $0.heldFor = nil }
    startOrCover()
  }

  /// One step of ``advance()``: covers the current alert with the next one
  /// (`.stack`), or starts the next waiting alert, or the top covered one.
  /// Returns whether it did. (Not a loop in `advance()`: the optimiser would
  /// make the queue's storage unique before it, an allocation per call.)
  @discardableResult
  private mutating func startOrCover() -> Bool {
    if let current {
      guard current.phase == .shown, policy == .stack, let next = nextEligible() else {
        return false
      }
      // The alert to cover with goes to the front: it starts once the cover is done (P1).
      waiting.moveToFront(next)
      self.current?.phase = .covering
      emit(.hide(current.id))
    } else if let next = nextEligible() {
      let alert = waiting.remove(at: next)
      start(alert.id, lineage: alert.lineage, isFirstShow: true)
    } else if let top = covered.popLast() {
      start(top.id, lineage: top.lineage, isFirstShow: false)
    } else {
      return false
    }
    return true
  }

  /// The first waiting alert that may start: not held for an alert the host still holds (P2).
  private func nextEligible() -> Int? {
    waiting.firstIndex { alert in
      guard let holder = alert.heldFor else { return true }
      return !holds(holder)
    }
  }

  mutating func start(_ id: ID, lineage: Lineage, isFirstShow: Bool) {
    current = Current(id: id, lineage: lineage, phase: .presenting, isFirstShow: isFirstShow)
    emit(.prepare(id, isFirstShow: isFirstShow))
    if isFirstShow { emit(.send(id, .willPresent)) }
    emit(.show(id))
  }

  // MARK: Ending

  /// Resolves the shown alert: `willDismiss`, the handler when it runs
  /// before hiding, then the renderer hides it (M6, M7).
  mutating func resolveShown(_ resolution: Resolution) {
    guard current?.phase == .shown, let id = current?.id else { return }
    current!.phase = .dismissing
    current!.resolution = resolution
    emit(.send(id, .willDismiss(resolution)))
    emit(.runHandler(id, resolution, .beforeHiding))
    emit(.hide(id))
  }

  /// Resolves an alert that is not on screen (covered, waiting, or covered
  /// while the resolution was pending): no renderer call, the handler runs
  /// whatever its timing (P5, L9).
  mutating func resolveOffscreen(_ id: ID, _ resolution: Resolution) {
    finishing.append(id)
    emit(.send(id, .willDismiss(resolution)))
    emit(.markHidden(id))
    emit(.runHandler(id, resolution, .offscreen))
    emit(.send(id, .didDismiss(resolution)))
    emit(.endDismissal(id))
    emit(.release(id, resolution, isStillHeld: false))
  }

  /// Withdraws a waiting alert that code dismissed: `withdrawn` only (L9).
  mutating func withdraw(_ id: ID) {
    emit(.send(id, .withdrawn))
    emit(.release(id, nil, isStillHeld: false))
  }
}
