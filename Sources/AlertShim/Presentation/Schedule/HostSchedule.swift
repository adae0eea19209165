/// What one host decides, as a value: which alert is shown, which wait and
/// for what, which are covered, what a teardown cancels, and in which order
/// the effects of every input happen.
///
/// Each input is one mutating method (``present(_:lineage:from:)``,
/// ``select(action:)``, ``tapOutside(selecting:)``, ``cancelBySystem()``,
/// ``type(intoField:)``, ``dismiss(_:)``, ``cancelAll()``, ``didShow(_:)``,
/// ``didHide(_:)``, and ``endDismissal(_:)`` once a dismissal's callbacks are
/// over). It decides against the state at once and appends the effects it
/// causes, in order, to the one queue that ``nextEffect()`` empties. The
/// host runs those effects one at a time. An input that arrives while an
/// effect runs (a handler that presents, a `willDismiss` observer that
/// dismisses, a delegate that calls `cancelAll()`) is decided at once as
/// well, and its effects wait behind the ones already queued. That is what
/// orders callbacks: no input ever runs a callback inside another one.
///
/// The schedule holds identities and the facts it decides on, never a
/// closure or a UI object: `ID` is an alert's identity, `Lineage` the
/// identity of what built it (a legacy view builds a new alert each time it
/// is shown, and a teardown must know it is the same view; SEMANTICS R4).
/// What an input means for an alert's data (which action is the cancel
/// action, whether an action is enabled or displayed) is decided by the
/// host's input door before the input arrives here.
///
/// The states of one alert, and the rules that move it (the ids are those
/// of the Semantics article):
/// - *waiting*: presented while the host is busy (P1, P2), perhaps *held*
///   for the alert from whose callback it was presented (P2 on a `.stack`
///   host);
/// - *presenting*: shown by the renderer, not on screen yet; input is
///   refused, a cancel or dismissal is remembered for when it is (M7);
/// - *shown*: on screen, input accepted (M7, M8, L8);
/// - *covering* then *covered*: hidden under a newer alert on a `.stack`
///   host, without callbacks (P1);
/// - *dismissing*: a resolution was accepted, `willDismiss` sent, the
///   renderer hides it (M6, L9);
/// - *finishing*: hidden, handler and `didDismiss` queued; nothing else
///   starts until they are over (P2, P4);
/// - *torn down*: cancelled by ``cancelAll()`` (P5, R1–R4).
struct HostSchedule<ID: Hashable, Lineage: Hashable> {
  /// Where the host's current alert is.
  enum Phase: Hashable {
    /// The renderer shows it; it is not on screen yet.
    case presenting
    /// On screen; input is accepted.
    case shown
    /// `.stack` policy: being hidden under a newer alert, without callbacks.
    case covering
    /// A resolution was accepted; the renderer hides it.
    case dismissing
  }

  /// How an alert ends (SEMANTICS M7, L9, S6), as the host's ``AlertResolution``.
  enum Resolution: Hashable {
    /// The action at this index of the alert's actions was selected.
    case selected(action: Int)
    /// A tap outside a popover without a cancel action.
    case tappedOutside
    /// A system cancel: the cancel action's handler runs, if there is one.
    case systemCancel
    /// Dismissed from code: no handler runs.
    case dismissed
  }

  /// What observers are sent, as the host's ``AlertEvent``.
  enum Event: Hashable {
    case willPresent
    case didPresent
    case textDidChange(field: Int)
    case willDismiss(Resolution)
    case didDismiss(Resolution)
    case withdrawn
  }

  /// When a ``Effect/runHandler(_:_:_:)`` effect runs the handler (SEMANTICS M6).
  enum HandlerMoment: Hashable {
    /// After `willDismiss`: only for an alert whose handler timing is `.beforeDismissal`.
    case beforeHiding
    /// After the renderer hid the alert: only for timing `.afterDismissal`.
    case afterHiding
    /// An alert resolved while not on screen: its handler runs whatever its timing.
    case offscreen
  }

  /// One thing the host does, in the order the schedule decided.
  enum Effect: Hashable {
    /// Presentation starts: the alert is visible to code, the host takes its
    /// traits, decides whether it is a popover and, on a first show, its anchor.
    case prepare(ID, isFirstShow: Bool)
    /// Sends an event to the alert's observers.
    case send(ID, Event)
    /// Asks the renderer to draw the alert; it answers with ``HostSchedule/didShow(_:)``.
    case show(ID)
    /// Asks the renderer to redraw the alert after a change.
    case update(ID)
    /// Asks the renderer to remove the alert; it answers with ``HostSchedule/didHide(_:)``.
    case hide(ID)
    /// The alert is no longer visible to code nor a popover.
    case markHidden(ID)
    /// Runs the handler of the action the resolution selects, at this moment.
    case runHandler(ID, Resolution, HandlerMoment)
    /// The dismissal's callbacks are over: the host passes ``HostSchedule/endDismissal(_:)``.
    case endDismissal(ID)
    /// The host lets go of the alert unless the schedule still holds it, and
    /// resumes the `result(of:)` calls waiting for it (nil: withdrawn).
    case release(ID, Resolution?)
  }

  /// The alert the host presents, shows, covers or dismisses.
  struct Current: Hashable {
    var id: ID
    var lineage: Lineage
    var phase: Phase
    /// False when a covered alert is shown again: it gets no `willPresent` (P1).
    var isFirstShow: Bool
    /// A resolution accepted while presenting or covering, carried out once
    /// the renderer is done (the first accepted wins: M7).
    var pending: Resolution?
    /// While dismissing: the resolution being carried out.
    var resolution: Resolution?
  }

  /// An alert that waits to be shown.
  struct Waiting: Hashable {
    var id: ID
    var lineage: Lineage
    /// `.stack` policy: presented from a callback of this alert, it neither
    /// covers it nor starts before that alert's dismissal is over (P2).
    var heldFor: ID?
  }

  /// An alert hidden under a newer one (`.stack` policy).
  struct Covered: Hashable {
    var id: ID
    var lineage: Lineage
  }

  /// A ``cancelAll()`` in progress (P5, R1–R4).
  struct Teardown: Hashable {
    /// The alerts still to cancel: covered and waiting when it was called
    /// (R1), and those the cancellations' own callbacks present.
    var targets: Set<ID> = []
    /// The alerts it cancelled; the host keeps them while it lasts, so that
    /// no other alert can take one of these identities.
    var cancelled: Set<ID> = []
    /// What built the cancelled alerts: an alert with one of these lineages,
    /// presented again, is that alert shown again and is not cancelled twice (R4).
    var cancelledLineages: Set<Lineage> = []
  }

  /// How ``acceptingInput()`` answers.
  enum InputTarget: Hashable {
    /// Nothing is presented.
    case none
    /// The alert is presenting or covering: not on screen.
    case notOnScreen(ID)
    /// The alert is being dismissed: input is ignored (M7).
    case resolving(ID)
    /// The alert is on screen.
    case shown(ID)
  }

  /// How ``dismiss(_:)`` answers.
  enum DismissOutcome: Hashable {
    /// The alert is dismissed, or withdrawn, or will be once on screen.
    case accepted
    /// The alert is already being dismissed.
    case ignored
    /// The schedule does not hold the alert.
    case notHeld
  }

  // The state. Only the inputs (the mutating methods in this folder) change it.

  let policy: PresentationPolicy
  var current: Current?
  var waiting = ScheduleQueue<ID, Waiting>()
  var covered = ScheduleStack<ID, Covered>()
  /// Alerts whose dismissal callbacks are queued or running (P2): while
  /// there are any, nothing starts.
  var finishing: [ID] = []
  var teardown: Teardown?
  /// The effect queue, `effects[nextEffectIndex..<effectCount]`. Slots are
  /// reused, and a taken effect leaves nil behind, so that running an effect
  /// moves it out instead of copying it and a flow allocates nothing here.
  private var effects: [Effect?] = []
  private var nextEffectIndex = 0
  private var effectCount = 0

  init(policy: PresentationPolicy) {
    self.policy = policy
  }

  // MARK: Effects

  /// Takes the next effect off the queue, first decided first.
  mutating func nextEffect() -> Effect? {
    guard nextEffectIndex < effectCount else {
      nextEffectIndex = 0
      effectCount = 0
      return nil
    }
    defer { nextEffectIndex += 1 }
    return effects[nextEffectIndex].take()
  }

  mutating func emit(_ effect: Effect) {
    if effectCount < effects.count {
      effects[effectCount] = effect
    } else {
      effects.append(effect)
    }
    effectCount += 1
  }

  // MARK: Queries

  /// Whether `id` is presented: presenting, shown, covering, dismissing,
  /// covered or waiting (P3). A finishing alert is not: its handler and
  /// `didDismiss` observers may present it again (P2).
  func isPresented(_ id: ID) -> Bool {
    current?.id == id || waiting.contains(id) || covered.contains(id)
  }

  /// Whether the host holds `id`: presented, or finishing its dismissal (P4).
  func holds(_ id: ID) -> Bool {
    isPresented(id) || finishing.contains(id)
  }

  /// The alert on screen, from the start of its presentation until hidden; nil while covering.
  var presented: ID? {
    guard let current, current.phase != .covering else { return nil }
    return current.id
  }

  /// Whether nothing is presented or finishing.
  var isIdle: Bool {
    current == nil && finishing.isEmpty && waiting.isEmpty && covered.isEmpty
  }

  /// Which alert user input is for, and whether it may take it (M7).
  func acceptingInput() -> InputTarget {
    guard let current else { return .none }
    switch current.phase {
    case .shown: return .shown(current.id)
    case .dismissing: return .resolving(current.id)
    case .presenting, .covering: return .notOnScreen(current.id)
    }
  }
}
