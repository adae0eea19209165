/// What both legacy recorders do with a callback: record it, then pass it on to
/// the wrapped delegate, if any.
///
/// A class, not a struct: a wrapped delegate that shows another view is called
/// back into the recorder while the first callback is still being passed on.
@MainActor
final class LegacyDelegateTrace<Delegate> {
  private(set) var events: [LegacyDelegateEvent] = []
  let wrapped: Delegate?

  init(forwardingTo wrapped: Delegate?) {
    self.wrapped = wrapped
  }

  /// Records `event`, then calls `forward` with the wrapped delegate, if any.
  func record(_ event: LegacyDelegateEvent, forward: (Delegate) -> Void) {
    events.append(event)
    if let wrapped { forward(wrapped) }
  }

  /// Records the system cancel, then forwards it; without a wrapped delegate,
  /// runs `clickCancel` instead: the protocol's default, which implementing
  /// the cancel method replaced (SEMANTICS L10).
  func recordSystemCancel(forward: (Delegate) -> Void, clickCancel: () -> Void) {
    events.append(.systemCancel)
    if let wrapped { forward(wrapped) } else { clickCancel() }
  }

  func removeAllEvents() {
    events.removeAll()
  }

  /// The events, e.g. `[.willPresent, .didPresent, .clicked(1)]`.
  var description: String {
    "[\(events.map(\.description).joined(separator: ", "))]"
  }
}
