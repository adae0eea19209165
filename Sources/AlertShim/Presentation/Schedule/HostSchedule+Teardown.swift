/// `cancelAll()`: SEMANTICS P5 and the decisions R1–R4 of the Reliability guide.
extension HostSchedule {
  /// Cancels the current alert, then every covered (top first) and waiting
  /// (first first) one, as system cancels, one after the other (P5).
  ///
  /// - R1: the targets are the alerts held when it is called, plus those the
  ///   cancellations' own callbacks present.
  /// - R2: alerts presented by other code once it has returned are not targets.
  /// - R3: nothing is cancelled inside another alert's dismissal: the covered
  ///   and waiting targets wait until the current alert's dismissal is over.
  /// - R4: an alert this teardown cancelled and shown again by its own
  ///   callbacks is not cancelled twice; it waits and is shown afterwards.
  mutating func cancelAll() {
    // The teardown's sets are changed in place: a copy of one would make the
    // next change copy the whole set, once per alert.
    if teardown == nil { teardown = Teardown() }
    for alert in covered { teardown!.targets.insert(alert.id) }
    for alert in waiting.elements { teardown!.targets.insert(alert.id) }
    if let current, current.phase != .dismissing {
      teardown!.cancelled.insert(current.id)
      teardown!.cancelledLineages.insert(current.lineage)
      switch current.phase {
      case .shown:
        resolveShown(.systemCancel)
      case .presenting, .covering, .resolvingInRenderer:
        if current.pending == nil { self.current!.pending = .systemCancel }
      case .dismissing:
        break
      }
    }
    continueTearDown()
  }

  /// Cancels the next target once nothing is on screen or finishing (R3);
  /// ends the teardown when none is left, and starts what survived.
  mutating func continueTearDown() {
    guard teardown != nil, current == nil, finishing.isEmpty else { return }
    if let (id, lineage) = nextTarget() {
      teardown!.targets.remove(id)
      teardown!.cancelled.insert(id)
      teardown!.cancelledLineages.insert(lineage)
      resolveOffscreen(id, .systemCancel)
      return
    }
    self.teardown = nil
    advance()
  }

  /// Removes and returns the next target: the top covered one, else the first
  /// waiting one. An alert that is no target stays where it waits, so that
  /// it is still presented (P3) if a cancellation presents it again.
  private mutating func nextTarget() -> (ID, Lineage)? {
    guard let teardown, !teardown.targets.isEmpty else { return nil }
    if let alert = covered.last(where: { teardown.targets.contains($0.id) }) {
      covered.remove(alert.id)
      return (alert.id, alert.lineage)
    }
    guard let position = waiting.firstIndex(where: { teardown.targets.contains($0.id) }) else {
      return nil
    }
    let alert = waiting.remove(at: position)
    return (alert.id, alert.lineage)
  }
}
