/// Shows alerts one at a time through a renderer, and is the one door for user input.
///
/// A host owns every alert it shows or keeps waiting, until that alert's
/// dismissal has completed (SEMANTICS P4). User input — selecting an action,
/// tapping outside, a system cancel, typing — enters only here, whether it
/// comes from a renderer or from a test, so tests exercise the real path.
///
/// ```swift
/// let host = AlertHost()                      // headless, queue, compact
/// host.present(alert)
/// host.select(actionTitled: "Delete")         // runs the handler after dismissal
/// ```
///
/// ## The main host
///
/// ``main`` is the host that legacy `show()` uses. It starts headless; an app
/// or a command-line tool sets it once at launch, before showing anything:
///
/// ```swift
/// AlertHost.main = AlertHost(renderer: TerminalRenderer())
/// ```
@MainActor
public final class AlertHost {
  /// The host used by `LegacyAlertView.show()` and `LegacyActionSheet.show()`.
  ///
  /// Replace it at launch with a host whose renderer draws for real. On iOS,
  /// iPadOS, Mac Catalyst and visionOS the first legacy `show()` on a main
  /// host that was never replaced reports one issue that names the setup line
  /// (`AlertHost.main = .uiKit()` from AlertShimUIKit), and the alert is shown
  /// headless: nothing appears on screen (SEMANTICS U11).
  public static var main = AlertHost() {
    didSet { setup.isMainReplaced = true }
  }

  /// Draws the alerts.
  public let renderer: any AlertRenderer
  /// What happens to an alert presented while another one is shown.
  public let policy: PresentationPolicy
  /// Phone-like or iPad-like; decides whether action sheets are popovers.
  @exclusivity(unchecked) public var traits: HostTraits
  /// The canvas size, used for the centred anchor of a popover without one.
  @exclusivity(unchecked) public var canvasSize = AlertSize(width: 1024, height: 768)

  /// The decisions: what is shown, waits, is covered or torn down, and the
  /// effects still to run (Schedule/HostSchedule.swift).
  ///
  /// The host's state lives on the main actor and is touched only between
  /// callbacks (the schedule never calls out), so accesses cannot overlap:
  /// the run-time exclusivity checks, a fifth of a flow's cost, are off for it
  /// and for the host's other state. The host reads it through ``inspect(_:)``.
  @exclusivity(unchecked) var schedule: HostSchedule<HostedAlert, ObjectIdentifier>
  /// The `result(of:)` calls waiting for each alert, with the token of each call.
  @exclusivity(unchecked) var continuations:
    [ObjectIdentifier: [(token: Int, continuation: CheckedContinuation<AlertAction?, Never>)]] =
      [:]
  @exclusivity(unchecked) var nextWaiterToken = 0
  /// The renderer, when it knows where it draws; cast once rather than at every presentation.
  let environmentSource: (any AlertEnvironmentProviding)?
  /// The renderer, when it is a ``HeadlessRenderer``: its immediate shows and
  /// hides finish inside the call, so the host runs them without allocating a
  /// completion closure for each (the same steps, in the same order).
  let headless: HeadlessRenderer?
  /// The legacy shows the schedule deferred (``deferLegacyShow(of:_:)``), by lineage.
  @exclusivity(unchecked) var deferredShows: [ObjectIdentifier: () -> Void] = [:]

  /// Creates a host.
  ///
  /// - Parameters:
  ///   - renderer: Draws the alerts; headless by default.
  ///   - policy: `.queue` (default) or `.stack` (SEMANTICS P1).
  ///   - traits: `.compact` (default) or `.regular` (SEMANTICS P6).
  public init(
    renderer: any AlertRenderer = HeadlessRenderer(),
    policy: PresentationPolicy = .queue,
    traits: HostTraits = .compact
  ) {
    self.renderer = renderer
    self.environmentSource = renderer as? any AlertEnvironmentProviding
    self.headless = renderer as? HeadlessRenderer
    self.policy = policy
    self.traits = traits
    self.schedule = HostSchedule(policy: policy)
  }

  // MARK: State

  /// The alert on screen: from the start of its presentation until the
  /// renderer has hidden it.
  public var presentedAlert: AlertController? {
    schedule.presented?.controller
  }

  /// The alerts waiting to be shown, first to be shown first.
  public var queuedAlerts: [AlertController] {
    schedule.waiting.elements.map(\.id.controller)
  }

  /// `.stack` policy: the alerts hidden under the presented one, bottom first.
  public var coveredAlerts: [AlertController] {
    schedule.covered.map(\.id.controller)
  }

  /// Whether the host holds `alert`: shown, waiting, covered or finishing its dismissal.
  public func holds(_ alert: AlertController) -> Bool {
    inspect { $0.holds(HostedAlert(alert)) }
  }

  /// Answers a question about the schedule in place. Reading a method's
  /// answer straight off the stored property would copy the whole value first
  /// (a class's stored property cannot be borrowed across a call), a retain
  /// and a release of each of its parts.
  func inspect<Answer>(_ question: (inout Schedule) -> Answer) -> Answer {
    question(&schedule)
  }

  /// Whether nothing is shown, waiting, covered or finishing.
  public var isIdle: Bool {
    schedule.isIdle
  }
}

/// An alert as the host's schedule knows it: its identity. It holds the
/// controller, so that the identity cannot be reused while the schedule or
/// a queued effect refers to it.
struct HostedAlert: Hashable {
  let controller: AlertController

  init(_ controller: AlertController) {
    self.controller = controller
  }

  static func == (lhs: HostedAlert, rhs: HostedAlert) -> Bool {
    lhs.controller === rhs.controller
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(controller))
  }
}
