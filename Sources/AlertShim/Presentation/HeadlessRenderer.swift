/// A renderer that draws nothing, for tests and tools.
///
/// In `.immediate` mode (the default) showing and hiding finish at once, so a
/// whole alert flow runs synchronously. In `.manual` mode each show and hide
/// waits until the test finishes it, so the test can look at an alert between
/// `willDismiss` and `didDismiss`:
///
/// ```swift
/// let renderer = HeadlessRenderer(mode: .manual)
/// let host = AlertHost(renderer: renderer)
/// host.present(alert)
/// renderer.finishAnimations()          // didPresent
/// host.select(actionAt: 0)             // clicked, willDismiss
/// #expect(host.presentedAlert === alert)
/// renderer.finishAnimations()          // hidden, handler, didDismiss
/// ```
@MainActor
public final class HeadlessRenderer: AlertRenderer {
  /// When showing and hiding finish.
  public enum Mode: Sendable, Hashable {
    /// At once, inside the call.
    case immediate
    /// When the test calls ``finishAnimations()`` or ``finishNextAnimation()``.
    case manual
  }

  /// One call the host made, recorded when ``recordsCalls`` is true.
  public enum Call: Sendable, Hashable, CustomStringConvertible {
    /// ``AlertRenderer/show(_:in:completion:)`` of the alert with this title.
    case show(title: String?)
    /// ``AlertRenderer/hide(_:in:completion:)`` of the alert with this title.
    case hide(title: String?)
    /// ``AlertRenderer/update(_:in:)`` of the alert with this title.
    case update(title: String?)

    /// `show(Title)`, `hide(nil)`, `update(Title)`.
    public var description: String {
      switch self {
      case .show(let title): return "show(\(title ?? "nil"))"
      case .hide(let title): return "hide(\(title ?? "nil"))"
      case .update(let title): return "update(\(title ?? "nil"))"
      }
    }
  }

  /// When showing and hiding finish.
  @exclusivity(unchecked) public var mode: Mode
  /// Whether to keep every call in ``calls`` (off by default, so long runs do not grow).
  @exclusivity(unchecked) public var recordsCalls: Bool
  /// The calls made while ``recordsCalls`` was true.
  @exclusivity(unchecked) public private(set) var calls: [Call] = []
  /// The alert drawn now, if any.
  @exclusivity(unchecked) public private(set) var visibleAlert: AlertController?
  /// How many times an alert was shown; hides and updates are ``hideCount`` and ``updateCount``.
  @exclusivity(unchecked) public private(set) var showCount = 0
  /// How many times an alert was hidden.
  @exclusivity(unchecked) public private(set) var hideCount = 0
  /// How many times an alert was updated.
  @exclusivity(unchecked) public private(set) var updateCount = 0

  @exclusivity(unchecked) private var pending: [() -> Void] = []

  /// Creates a headless renderer.
  public init(mode: Mode = .immediate, recordsCalls: Bool = false) {
    self.mode = mode
    self.recordsCalls = recordsCalls
  }

  /// How many shows and hides wait to be finished (always 0 in `.immediate` mode).
  public var pendingAnimations: Int { pending.count }

  /// Finishes the oldest waiting show or hide; returns false when none waits.
  @discardableResult
  public func finishNextAnimation() -> Bool {
    guard !pending.isEmpty else { return false }
    pending.removeFirst()()
    return true
  }

  /// Finishes every waiting show and hide, including those started meanwhile.
  public func finishAnimations() {
    while finishNextAnimation() {}
  }

  /// Draws nothing; finishes at once, or at ``finishAnimations()`` in `.manual` mode.
  public func show(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    guard !beginShow(alert) else { return completion() }
    pending.append { [weak self] in
      self?.visibleAlert = alert
      completion()
    }
  }

  /// Hides nothing; finishes at once, or at ``finishAnimations()`` in `.manual` mode.
  public func hide(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    guard !beginHide(alert) else { return completion() }
    pending.append { [weak self] in
      if self?.visibleAlert === alert { self?.visibleAlert = nil }
      completion()
    }
  }

  /// Counts and records a show; in `.immediate` mode also finishes it and
  /// returns true. The host calls it directly for a headless renderer in
  /// `.immediate` mode, and then needs no completion closure (see the
  /// Benchmarks article).
  @discardableResult
  func beginShow(_ alert: AlertController) -> Bool {
    showCount += 1
    if recordsCalls { calls.append(.show(title: alert.title)) }
    guard mode == .immediate else { return false }
    visibleAlert = alert
    return true
  }

  /// Counts and records a hide; in `.immediate` mode also finishes it and returns true.
  @discardableResult
  func beginHide(_ alert: AlertController) -> Bool {
    hideCount += 1
    if recordsCalls { calls.append(.hide(title: alert.title)) }
    guard mode == .immediate else { return false }
    if visibleAlert === alert { visibleAlert = nil }
    return true
  }

  /// Counts the update (and records it when ``recordsCalls`` is true).
  public func update(_ alert: AlertController, in host: AlertHost) {
    updateCount += 1
    if recordsCalls { calls.append(.update(title: alert.title)) }
  }
}
