/// A headless host for tests that records every alert presented on it and
/// drives them through the host's one door for input.
///
/// Give ``host`` to the code under test, act, then check what was presented
/// and answer it like a user would:
///
/// ```swift
/// let spy = AlertSpy()
/// let screen = InboxScreen(messages: ["Invoice"], host: spy.host)
/// screen.deleteTapped(at: 0)
/// spy.verify(
///   title: "Delete \"Invoice\"?", message: "This cannot be undone.",
///   actions: [.cancel("Cancel"), .destructive("Delete")])
/// try spy.tap("Delete")
/// ```
///
/// Each spy owns its host and its recordings; nothing is global, so tests
/// with their own spies run in parallel. Code that shows legacy views with
/// `show()` uses `AlertHost.main` instead; pass `spy.host` to `show(in:)`.
@MainActor
public final class AlertSpy {
  /// The host to give to the code under test.
  public let host: AlertHost
  /// The headless renderer behind ``host``; in `.manual` mode, finish its
  /// animations with `renderer.finishAnimations()`.
  public let renderer: HeadlessRenderer
  /// Every presentation so far, in order: a snapshot of each alert when it appeared.
  public private(set) var presentations: [RecordedAlert] = []

  let spyRenderer: SpyRenderer
  let reporter: any FailureReporter

  /// Creates a spy with its own host.
  ///
  /// - Parameters:
  ///   - policy: What the host does with an alert presented while another is shown.
  ///   - traits: `.compact` (phone-like) or `.regular` (popover action sheets).
  ///   - animations: `.immediate` (default): a whole flow runs inside each call;
  ///     `.manual`: showing and hiding wait for `renderer.finishAnimations()`.
  ///   - reporter: Where failed verifications go; Swift Testing or XCTest by default.
  public init(
    policy: PresentationPolicy = .queue, traits: HostTraits = .compact,
    animations: HeadlessRenderer.Mode = .immediate,
    reporter: some FailureReporter = .automatic
  ) {
    let headless = HeadlessRenderer(mode: animations)
    let spyRenderer = SpyRenderer(headless: headless)
    self.renderer = headless
    self.spyRenderer = spyRenderer
    self.host = AlertHost(renderer: spyRenderer, policy: policy, traits: traits)
    self.reporter = reporter
    spyRenderer.onPresent = { [weak self] alert in
      self?.presentations.append(RecordedAlert(alert))
    }
  }

  /// How many alerts have been presented; an alert shown again by a `.stack`
  /// host after the one on top of it is gone is not counted again.
  public var presentationCount: Int { presentations.count }

  /// The most recent presentation, or nil when nothing was presented.
  public var lastPresentation: RecordedAlert? { presentations.last }

  /// The alert on screen now, live (see ``AlertHost/presentedAlert``).
  public var presentedAlert: AlertController? { host.presentedAlert }

  /// The alerts waiting to be shown (see ``AlertHost/queuedAlerts``).
  public var queuedAlerts: [AlertController] { host.queuedAlerts }

  /// Forgets the presentations recorded so far; alerts on the host stay as they are.
  public func removeAllPresentations() {
    presentations.removeAll()
  }
}
