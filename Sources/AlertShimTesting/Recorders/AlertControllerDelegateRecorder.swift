/// A ready-made ``AlertControllerDelegate`` that records every call, for
/// screens halfway through a migration: a modern ``AlertController`` whose
/// actions keep the legacy button indices (SEMANTICS A1).
///
/// ```swift
/// let recorder = AlertControllerDelegateRecorder()
/// let alert = AlertController(title: "Reset?", message: nil, preferredStyle: .alert)
/// alert.tag = 3
/// alert.delegate = recorder
/// alert.addAction(title: "Cancel", style: .cancel, index: 0)
/// alert.addAction(title: "Reset", style: .destructive, index: 1)
/// spy.host.present(alert)
/// try spy.tap("Reset")
/// #expect(recorder.events == [.tapped(index: 1, tag: 3)])
/// ```
///
/// Given a delegate to wrap, the recorder records each call and then passes
/// it on; it keeps the wrapped delegate alive (the controller holds its
/// delegate, the recorder, weakly; the test holds the recorder).
@MainActor
public final class AlertControllerDelegateRecorder: AlertControllerDelegate,
  @MainActor CustomStringConvertible
{
  /// One call received from an ``AlertController``.
  public enum Event: Sendable, Hashable, CustomStringConvertible {
    /// `alertController(_:tappedIndex:)` with the index given to
    /// `addAction(title:style:index:)` and the controller's `tag` (0 by default).
    case tapped(index: Int, tag: Int = 0)

    /// Source-like: `.tapped(index: 1)`, or `.tapped(index: 1, tag: 3)` when the tag is not 0.
    public var description: String {
      switch self {
      case .tapped(let index, let tag):
        return tag == 0 ? ".tapped(index: \(index))" : ".tapped(index: \(index), tag: \(tag))"
      }
    }
  }

  /// Every call so far, in order.
  public private(set) var events: [Event] = []
  /// The delegate each call is passed on to, if any.
  public let wrapped: (any AlertControllerDelegate)?

  /// Creates a recorder.
  ///
  /// - Parameter wrapped: A delegate to pass every call on to; kept alive by the recorder.
  public init(forwardingTo wrapped: (any AlertControllerDelegate)? = nil) {
    self.wrapped = wrapped
  }

  /// Forgets the events recorded so far.
  public func removeAllEvents() {
    events.removeAll()
  }

  /// The events, e.g. `[.tapped(index: 1)]`.
  public var description: String {
    "[\(events.map(\.description).joined(separator: ", "))]"
  }

  // MARK: AlertControllerDelegate

  /// Records `.tapped(index:tag:)` and forwards the call to the wrapped delegate.
  public func alertController(_ alert: AlertController, tappedIndex: Int) {
    events.append(.tapped(index: tappedIndex, tag: alert.tag))
    wrapped?.alertController(alert, tappedIndex: tappedIndex)
  }
}
