/// What one host decides, as a value: which alert is shown, which wait and
/// for what, which are covered, what a teardown cancels, and in which order
/// the effects of every input happen.
///
/// Every input enters through one door, ``receive(_:)``, as one ``Input``
/// value: what code, the user and the renderer do. It is decided against the
/// state at once, and the effects it causes are appended, in order, to the
/// one queue that ``startNextEffect()`` empties. The host runs those effects
/// one at a time: `startNextEffect()`, run it, ``endEffect()``, again. The
/// effect loop's own state is part of this value too: which effect runs (so
/// an input made from inside it knows whose callback it came from, P2, R1),
/// and the legacy shows deferred until it is over (L7). While an effect runs,
/// `startNextEffect()` answers nil, so an input that arrives from inside a
/// callback (a handler that presents, a `willDismiss` observer that
/// dismisses, a delegate that calls `cancelAll()`) is decided at once and its
/// effects wait behind the ones already queued. That is what orders
/// callbacks: no input ever runs a callback inside another one, and no flag
/// outside this value is needed for it.
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
    /// The renderer's UI is resolving it on its own (UIKit dismisses it for a
    /// tap, and runs the action's handler once that dismissal is over): input
    /// is refused, a cancel or dismissal from code is remembered, and the
    /// renderer's resolution, when it comes, wins (U4, M7).
    case resolvingInRenderer
  }

  /// One input: the only way the schedule's state changes (``receive(_:)``).
  enum Input: Hashable {
    /// Code presents an alert (P1, P2, P3). It counts as presented from the
    /// callback that runs, if any (``callbackOwner``).
    case present(ID, lineage: Lineage)
    /// The user selected the action at this index of the shown alert (M7, L8);
    /// the host's door checked that it may be selected.
    case select(action: Int)
    /// A tap outside the shown action sheet (M8, S6): its cancel action, if any.
    case tapOutside(selecting: Int?)
    /// The system cancelled the current alert (M7, L10).
    case cancelBySystem
    /// The user typed into this field of the shown alert (L13).
    case type(intoField: Int)
    /// The alert's title, message, actions or text changed.
    case changed(ID)
    /// Code dismissed the alert (L9).
    case dismiss(ID)
    /// Code cancelled everything (P5, R1–R4).
    case cancelAll
    /// The renderer finished showing the alert.
    case didShow(ID)
    /// The renderer finished hiding the alert.
    case didHide(ID)
    /// What the renderer's UI did on its own (U3, U4, U7).
    case renderer(ID, RendererInput)
    /// A legacy view shown again from its own `didDismiss`: the show is
    /// carried out once the running effect is over (L7, P2), as an effect
    /// run outside every callback of this host.
    case deferShow(Lineage)
  }

  /// What a renderer's UI reports on its own, beside finishing a show or hide.
  enum RendererInput: Hashable {
    /// It began to resolve the shown alert (a UIKit tap's dismissal started).
    case resolving
    /// It resolved the alert selecting the action at this index.
    case selected(action: Int)
    /// It resolved the alert by a tap outside; the index is its cancel action, if any.
    case tappedOutside(cancel: Int?)
    /// It shows the alert again after removing it (U3).
    case restored
    /// It lost the alert and cannot show it again: a system cancel, unless a
    /// resolution was accepted meanwhile (U3, M7).
    case lost
  }

  /// How ``receive(_:)`` answers.
  enum Outcome: Hashable {
    /// The input was taken.
    case accepted
    /// The input changed nothing: its alert is already resolving, is not in a
    /// state that takes it, or is presented already.
    case ignored
    /// The schedule does not hold the input's alert.
    case notHeld
  }

  typealias Resolution = HostResolution
  typealias Event = HostEvent

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
    /// The dismissal's callbacks are over. The schedule carries it out itself
    /// when it is its turn: ``startNextEffect()`` never returns it.
    case endDismissal(ID)
    /// The host resumes the `result(of:)` calls waiting for the alert (nil:
    /// withdrawn), and lets go of it when `isStillHeld` is false (decided when
    /// the effect starts: the alert may have been presented again).
    case release(ID, Resolution?, isStillHeld: Bool)
    /// Carries out the legacy show deferred for this lineage (``Input/deferShow(_:)``).
    case showDeferred(Lineage)
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

  /// The running effect, as far as an input made from inside it needs to know
  /// (only an identity is kept: the effect itself went to the host).
  enum Running: Hashable {
    /// No effect runs: an input's effects are run at once.
    case idle
    /// An effect that calls no observer and no handler runs.
    case effect
    /// An effect calls the observers or the handler of this alert.
    case callback(ID)
    /// An effect delivers this alert's `didDismiss` to its observers (L7).
    case didDismiss(ID)
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
  /// What the effect the host runs now (from ``startNextEffect()`` to
  /// ``endEffect()``) means for an input made from inside it.
  var running: Running = .idle
  /// Legacy shows deferred until the running effect is over, first deferred first.
  var deferredShows: [Lineage] = []

  init(policy: PresentationPolicy) {
    self.policy = policy
  }

  // MARK: Effects

  /// Starts the next effect, first decided first: nil when one runs already
  /// (an input made from inside it only queues) or when none is left.
  ///
  /// A deferred legacy show goes before the queued effects. The end of a
  /// dismissal is carried out here, and a release learns whether the alert
  /// is still held.
  mutating func startNextEffect() -> Effect? {
    guard case .idle = running else { return nil }
    if !deferredShows.isEmpty {
      running = .effect
      return .showDeferred(deferredShows.removeFirst())
    }
    while let effect = nextEffect() {
      switch effect {
      case .endDismissal(let id):
        endDismissal(id)
      case .release(let id, let resolution, _):
        running = .effect
        return .release(id, resolution, isStillHeld: holds(id))
      case .send(let id, .didDismiss(_)):
        running = .didDismiss(id)
        return effect
      case .send(let id, _), .runHandler(let id, _, _):
        running = .callback(id)
        return effect
      default:
        running = .effect
        return effect
      }
    }
    return nil
  }

  /// The running effect is over.
  mutating func endEffect() {
    running = .idle
  }

  /// The alert whose observers or handler the running effect calls: what a
  /// present from that callback is held for (P2) or cancelled with (R1).
  var callbackOwner: ID? {
    switch running {
    case .callback(let id), .didDismiss(let id): id
    case .idle, .effect: nil
    }
  }

  /// Whether the running effect delivers `id`'s `didDismiss` (L7).
  func isDeliveringDidDismiss(of id: ID) -> Bool {
    guard case .didDismiss(let alert) = running else { return false }
    return alert == id
  }

  /// Takes the next queued effect off the queue, first decided first, as it
  /// was emitted (the schedule's own tests read the raw queue through it).
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
    case .dismissing, .resolvingInRenderer: return .resolving(current.id)
    case .presenting, .covering: return .notOnScreen(current.id)
    }
  }
}

/// How an alert ends (SEMANTICS M7, L9, S6), as the host's ``AlertResolution``.
enum HostResolution: Hashable {
  /// The action at this index of the alert's actions was selected.
  case selected(action: Int)
  /// A tap outside a popover without a cancel action.
  case tappedOutside
  /// A system cancel: the cancel action's handler runs, if there is one.
  case systemCancel
  /// Dismissed from code: no handler runs.
  case dismissed
}

/// What an alert's observers are sent, with the index of the action it is
/// about: the public ``AlertEvent`` is built from it for observer closures,
/// and a legacy view (the controller's event receiver) gets it as it is, so
/// that the index travels from the renderer to the delegate unchanged.
enum HostEvent: Hashable {
  case willPresent
  case didPresent
  case textDidChange(field: Int)
  case willDismiss(HostResolution)
  case didDismiss(HostResolution)
  case withdrawn
}
