/// What a host does with an alert presented while another one is shown (SEMANTICS P1).
public enum PresentationPolicy: Sendable, Hashable, CustomStringConvertible {
  /// Show it after the current one's dismissal and handler have finished, in FIFO order.
  case queue
  /// Show it at once on top; the current one is hidden without callbacks and
  /// shown again when the top one is gone (what iOS 8+ did for `UIAlertView`).
  case stack

  /// The policy's name: `queue` or `stack`.
  public var description: String { self == .queue ? "queue" : "stack" }
}

/// The size class of a host (SEMANTICS P6).
public enum HostTraits: Sendable, Hashable, CustomStringConvertible {
  /// Phone-like: action sheets are full width (the default).
  case compact
  /// iPad-like: action sheets are popovers at their anchor.
  case regular

  /// The traits' name: `compact` or `regular`.
  public var description: String { self == .compact ? "compact" : "regular" }
}
