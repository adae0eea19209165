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

  /// The state of the missing-setup issue (SEMANTICS U11); a package hook so
  /// that tests can reset it and turn it on where UIKit is only a shadow.
  package struct SetupDiagnostic {
    /// Whether a legacy `show()` on an unreplaced ``main`` reports the missing setup.
    package var isEnabled: Bool
    /// Whether ``main`` was ever assigned.
    package var isMainReplaced = false
    /// Whether the issue was reported already: it is reported once per process.
    package var hasReported = false

    package init(isEnabled: Bool) {
      self.isEnabled = isEnabled
    }
  }

  /// Reported on Apple UI platforms, where an app is expected to draw through UIKit.
  package static var setup: SetupDiagnostic = {
    #if os(iOS) || os(visionOS) || targetEnvironment(macCatalyst)
      return SetupDiagnostic(isEnabled: true)
    #else
      return SetupDiagnostic(isEnabled: false)
    #endif
  }()

  /// ``main``, for the legacy `show()` methods: reports the missing setup once (SEMANTICS U11).
  package static func mainForLegacyShow(_ caller: String) -> AlertHost {
    if setup.isEnabled, !setup.isMainReplaced, !setup.hasReported {
      setup.hasReported = true
      AlertDiagnostics.report(
        .mainHostNotSetUp,
        "\(caller) uses AlertHost.main, which draws nothing: add `AlertHost.main = .uiKit()`"
          + " (import AlertShimUIKit) in your app or scene delegate before showing alerts.")
    }
    return main
  }

  /// Draws the alerts.
  public let renderer: any AlertRenderer
  /// What happens to an alert presented while another one is shown.
  public let policy: PresentationPolicy
  /// Phone-like or iPad-like; decides whether action sheets are popovers.
  public var traits: HostTraits
  /// The canvas size, used for the centred anchor of a popover without one.
  public var canvasSize = AlertSize(width: 1024, height: 768)

  private enum Phase {
    case presenting, shown, covering, dismissing
  }

  private struct Current {
    let alert: AlertController
    var phase: Phase
    var isFirstShow: Bool
    var pendingResolution: AlertResolution?
  }

  private var current: Current?
  /// Hidden and handler running: the alert whose dismissal is finishing.
  private var finishing: AlertController?
  private var waiting = AlertQueue()
  /// `.stack` policy: alerts covered by the current one, bottom first.
  private var covered: [AlertController] = []
  /// The `result(of:)` calls waiting for each alert, with the token of each call.
  private var continuations:
    [ObjectIdentifier: [(token: Int, continuation: CheckedContinuation<AlertAction?, Never>)]] =
      [:]
  private var nextWaiterToken = 0
  private var isPumping = false
  /// Waiting alerts dismissed from code during another alert's dismissal (SEMANTICS L9, P2).
  private var pendingWithdrawals: [AlertController] = []
  /// Work to run once the running dismissal's callbacks are over.
  private var afterDismissal: [() -> Void] = []
  /// How deep the host is inside observer callbacks (SEMANTICS P2).
  private var callbackDepth = 0
  /// `.stack` policy: alerts presented from a callback of a shown alert, each
  /// with the alert whose dismissal it waits for instead of covering it (SEMANTICS P2).
  private var heldFor: [ObjectIdentifier: AlertController] = [:]
  /// Between ``cancelAll()`` and the end of its teardown.
  private var isTearingDown = false
  private var isFinishingTearDown = false
  /// The alerts the current teardown is to cancel: those held when ``cancelAll()``
  /// was called, and those that the cancellations' own callbacks present.
  ///
  /// Held strongly for the length of the teardown, so that no new controller
  /// can take the address of a released one and be mistaken for it.
  private var teardownTargets: [AlertController] = []
  /// The identifiers of the targets not cancelled yet (the targets are held
  /// above, so no other object can take one of these identifiers meanwhile).
  private var teardownTargetIDs: Set<ObjectIdentifier> = []
  /// The alerts the current teardown cancelled, held strongly like the targets.
  private var cancelledByTeardown: [AlertController] = []

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
    self.policy = policy
    self.traits = traits
  }

  // MARK: State

  /// The alert on screen: from the start of its presentation until the
  /// renderer has hidden it.
  public var presentedAlert: AlertController? {
    guard let current, current.phase != .covering else { return nil }
    return current.alert
  }

  /// The alerts waiting to be shown, first to be shown first.
  public var queuedAlerts: [AlertController] {
    waiting.elements
  }

  /// `.stack` policy: the alerts hidden under the presented one, bottom first.
  public var coveredAlerts: [AlertController] {
    covered
  }

  /// Whether the host holds `alert`: shown, waiting, covered or finishing its dismissal.
  public func holds(_ alert: AlertController) -> Bool {
    isPresented(alert) || finishing === alert
  }

  /// Whether `alert` is shown (or appearing, or being hidden), waiting or covered
  /// (SEMANTICS P3). An alert whose dismissal completed is not: its handler and
  /// `didDismiss` observers may present it again, and it is shown after them (P2).
  private func isPresented(_ alert: AlertController) -> Bool {
    current?.alert === alert || waiting.contains(alert) || covered.contains { $0 === alert }
  }

  /// How many `result(of:)` calls are waiting for an alert of this host.
  ///
  /// Test support, not for use outside the package: on an idle host it is 0,
  /// so a test can tell a lost result from one that has not run yet without
  /// counting scheduler turns.
  package var resultWaiterCount: Int {
    continuations.values.reduce(0) { $0 + $1.count }
  }

  /// Whether nothing is shown, waiting, covered or finishing.
  public var isIdle: Bool {
    current == nil && finishing == nil && waiting.isEmpty && covered.isEmpty
  }

  // MARK: Presenting

  /// Shows `alert`, or keeps it waiting while another alert is shown (SEMANTICS P1, P2).
  ///
  /// Presenting an alert that is already shown or waiting is ignored with an
  /// issue (SEMANTICS P3). An alert with no actions is shown, with an issue:
  /// only ``dismiss(_:)``, ``cancelBySystem()`` or ``cancelAll()`` can close it.
  public func present(_ alert: AlertController) {
    guard !isPresented(alert), !alert.isVisible, alert.host == nil || alert.host === self else {
      AlertDiagnostics.report(
        .alreadyPresented,
        "\(alert.diagnosticName) is already presented; wait for its dismissal before"
          + " presenting it again.")
      return
    }
    if alert.actions.isEmpty {
      AlertDiagnostics.report(
        .alertWithoutActions,
        "\(alert.diagnosticName) has no actions, so the user cannot close it; add an action,"
          + " or close it with AlertHost.dismiss(_:).")
    }
    waiting.append(alert)
    alert.host = self
    // Held for the alert whose callback runs: the one finishing its dismissal
    // (perhaps a covered one), else the one on screen.
    if policy == .stack, callbackDepth > 0, let presenting = finishing ?? current?.alert {
      heldFor[ObjectIdentifier(alert)] = presenting
    }
    // Presented by the callbacks of an alert that a teardown cancels: cancelled
    // too, unless it is that alert shown again (SEMANTICS P5).
    if isTearingDown, callbackDepth > 0, let active = finishing ?? current?.alert,
      cancelledByTeardown.contains(where: { $0 === active }),
      !wasCancelledByTeardown(alert)
    {
      teardownTargets.append(alert)
      teardownTargetIDs.insert(ObjectIdentifier(alert))
    }
    pump()
  }

  /// Presents `alert` unless it is already presented, and returns the action
  /// whose handler ran once it is dismissed: the selected action, the cancel
  /// action for a system cancel, or nil when none ran.
  ///
  /// The call follows the cancellation of its task. In a task cancelled before
  /// the call it presents nothing and returns nil. Cancelled while it waits, it
  /// returns nil at once; when no other `result(of:)` call waits for the alert,
  /// the alert is dismissed from code, as ``dismiss(_:)`` does: no handler runs.
  public func result(of alert: AlertController) async -> AlertAction? {
    guard !Task.isCancelled else { return nil }
    let id = ObjectIdentifier(alert)
    nextWaiterToken += 1
    let token = nextWaiterToken
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Wait first, then present: a flow that resolves synchronously still resumes us.
        continuations[id, default: []].append((token, continuation))
        if !holds(alert) { present(alert) }
        if !holds(alert) { resume(alert, with: nil) }
      }
    } onCancel: {
      // Any thread; the waiter is registered by the time the main actor runs this.
      Task { @MainActor [weak self, weak alert] in
        guard let self, let alert else { return }
        self.stopWaiting(token, for: alert)
      }
    }
  }

  /// A cancelled `result(of:)` call: resumes it with nil, and dismisses the
  /// alert when nothing else waits for it.
  private func stopWaiting(_ token: Int, for alert: AlertController) {
    let id = ObjectIdentifier(alert)
    guard let index = continuations[id]?.firstIndex(where: { $0.token == token }) else { return }
    let waiter = continuations[id]?.remove(at: index)
    if continuations[id]?.isEmpty == true { continuations[id] = nil }
    waiter?.continuation.resume(returning: nil)
    if continuations[id] == nil, isPresented(alert) { dismiss(alert) }
  }

  /// Dismisses `alert` from code: no handler runs (SEMANTICS L9).
  ///
  /// A shown alert gets `willDismiss` and `didDismiss` with resolution
  /// `.dismissed`; a waiting one is withdrawn (`withdrawn`, no other events).
  /// An alert this host does not hold is reported. Returns whether anything happened.
  @discardableResult
  public func dismiss(_ alert: AlertController) -> Bool {
    if var current, current.alert === alert {
      switch current.phase {
      case .shown:
        resolve(.dismissed)
        return true
      case .presenting, .covering:
        // The first resolution accepted wins (SEMANTICS M7).
        guard current.pendingResolution == nil else { return false }
        current.pendingResolution = .dismissed
        self.current = current
        return true
      case .dismissing:
        return false
      }
    }
    if let index = covered.firstIndex(where: { $0 === alert }) {
      covered.remove(at: index)
      resolveOffscreen(alert, .dismissed)
      pump()
      return true
    }
    if let index = waiting.index(of: alert) {
      waiting.remove(at: index)
      heldFor[ObjectIdentifier(alert)] = nil
      // Nothing ends inside another alert's dismissal: withdraw once it is over.
      if finishing != nil {
        pendingWithdrawals.append(alert)
      } else {
        withdraw(alert)
      }
      return true
    }
    if finishing === alert { return false }
    AlertDiagnostics.report(
      .alertNotPresented,
      "\(alert.diagnosticName) is not presented on this host; there is nothing to dismiss.")
    return false
  }

  /// Resolves the shown alert and every covered and waiting one as system
  /// cancels, in that order, so that no alert is silently lost (SEMANTICS P5).
  ///
  /// The covered and waiting alerts are cancelled once the shown one has
  /// finished its dismissal, so handlers run in order even when the renderer
  /// hides it later (a `.manual` headless renderer: when the test finishes the
  /// animation). Alerts presented until then, by handlers or by other code,
  /// are cancelled too, except an alert this teardown already cancelled:
  /// presented again from its own handler or `didDismiss` observer, it waits
  /// and is shown afterwards, so a callback that always re-presents its alert
  /// cannot loop.
  public func cancelAll() {
    isTearingDown = true
    teardownTargets.append(contentsOf: covered + waiting.elements)
    teardownTargetIDs.formUnion((covered + waiting.elements).map(ObjectIdentifier.init))
    if var current, current.phase != .dismissing {
      cancelledByTeardown.append(current.alert)
      switch current.phase {
      case .shown: resolve(.systemCancel)
      case .presenting, .covering:
        if current.pendingResolution == nil { current.pendingResolution = .systemCancel }
        self.current = current
      case .dismissing: break
      }
    }
    finishTearDown()
  }

  /// Cancels the covered and waiting targets of the teardown once nothing is on
  /// screen or finishing its dismissal, one after the other (SEMANTICS P5, P2).
  ///
  /// An alert that this teardown cancelled and that its own callbacks present
  /// again is not cancelled again: it waits and is shown afterwards, so a
  /// callback that always re-presents cannot loop. Alerts presented by other
  /// code after `cancelAll()` returned are not targets either.
  private func finishTearDown() {
    guard isTearingDown, current == nil, finishing == nil, !isFinishingTearDown else { return }
    isFinishingTearDown = true
    // Only the target being cancelled leaves the host's lists: an alert that
    // survives stays where it waits, so that it is still held (P3) when a later
    // cancellation presents it again.
    while let alert = nextTearDownTarget() {
      heldFor[ObjectIdentifier(alert)] = nil
      cancelledByTeardown.append(alert)
      resolveOffscreen(alert, .systemCancel)
    }
    teardownTargets = []
    teardownTargetIDs = []
    cancelledByTeardown = []
    isFinishingTearDown = false
    isTearingDown = false
    pump()
  }

  /// Removes and returns the next alert the teardown cancels: the top covered
  /// target, else the first waiting target (SEMANTICS P5).
  private func nextTearDownTarget() -> AlertController? {
    func isTarget(_ alert: AlertController) -> Bool {
      teardownTargetIDs.contains(ObjectIdentifier(alert))
    }
    let alert: AlertController
    if let index = covered.lastIndex(where: isTarget) {
      alert = covered.remove(at: index)
    } else if let index = waiting.firstIndex(where: isTarget) {
      alert = waiting.remove(at: index)
    } else {
      return nil
    }
    teardownTargetIDs.remove(ObjectIdentifier(alert))
    return alert
  }

  /// Whether `alert` is an alert this teardown cancelled, shown again: the same
  /// controller, or a new one built by the same owner (a legacy view builds a
  /// new controller each time it is shown).
  private func wasCancelledByTeardown(_ alert: AlertController) -> Bool {
    cancelledByTeardown.contains { cancelled in
      cancelled === alert
        || (alert.presentationOwner != nil
          && cancelled.presentationOwner === alert.presentationOwner)
    }
  }

  /// Runs `body` once the dismissal whose callbacks are running has completed,
  /// or at once when none is (a package hook for the legacy views, which show a
  /// view again from its own `didDismiss` only after that callback).
  package func afterDismissalCallbacks(_ body: @escaping () -> Void) {
    if finishing == nil {
      body()
    } else {
      afterDismissal.append(body)
    }
  }

  /// Runs what waited for the end of the dismissal callbacks.
  private func runAfterDismissal() {
    while finishing == nil, !afterDismissal.isEmpty {
      afterDismissal.removeFirst()()
    }
  }

  /// Tells a waiting alert's observers it was withdrawn, and lets go of it.
  private func withdraw(_ alert: AlertController) {
    notify(alert, .withdrawn)
    letGo(alert)
    resume(alert, with: nil)
  }

  /// Withdraws the alerts dismissed from code while another alert's dismissal ran.
  private func flushWithdrawals() {
    while finishing == nil, !pendingWithdrawals.isEmpty {
      withdraw(pendingWithdrawals.removeFirst())
    }
  }

  /// Drops the host's claim on `alert` unless the alert was presented here again.
  private func letGo(_ alert: AlertController) {
    if alert.host === self, !isPresented(alert), finishing !== alert { alert.host = nil }
  }

  // MARK: The one door for user input

  /// Selects the action at `index` of the presented alert's ``AlertController/actions``.
  ///
  /// Returns whether the selection was accepted. It is refused with an issue
  /// when no alert is shown, the index is out of range, the action is disabled
  /// or not displayed; once a resolution is accepted, further input on the
  /// same alert is ignored (SEMANTICS L8, M7).
  @discardableResult
  public func select(actionAt index: Int) -> Bool {
    guard let alert = alertAcceptingInput(for: "select(actionAt: \(index))") else { return false }
    guard alert.actions.indices.contains(index) else {
      AlertDiagnostics.report(
        .actionIndexOutOfRange,
        alert.actions.isEmpty
          ? "\(alert.diagnosticName) has no actions; select(actionAt: \(index)) has nothing to"
            + " select. Close it with dismiss(_:) or cancelBySystem()."
          : "\(alert.diagnosticName) has \(alert.actions.count) actions; index \(index) is out"
            + " of range. Use an index from 0 to \(alert.actions.count - 1).")
      return false
    }
    return select(alert.actions[index], of: alert)
  }

  /// Selects the first displayed action of the presented alert titled `title`.
  @discardableResult
  public func select(actionTitled title: String) -> Bool {
    guard let alert = alertAcceptingInput(for: "select(actionTitled: \"\(title)\")") else {
      return false
    }
    // A hidden action is found only when no displayed one matches, to report it.
    guard
      let action = alert.displayedActions.first(where: { $0.title == title })
        ?? alert.actions.first(where: { $0.title == title })
    else {
      let displayed = alert.displayedActions
      var available = displayed.prefix(20).map { "\"\($0.title ?? "")\"" }
      if displayed.count > 20 { available.append("… and \(displayed.count - 20) more") }
      AlertDiagnostics.report(
        .actionTitleNotFound,
        "\(alert.diagnosticName) has no action titled \"\(title)\"; its actions are"
          + " [\(available.joined(separator: ", "))].")
      return false
    }
    return select(action, of: alert)
  }

  private func select(_ action: AlertAction, of alert: AlertController) -> Bool {
    guard alert.displayedActions.contains(where: { $0 === action }) else {
      AlertDiagnostics.report(
        .actionNotDisplayed,
        "\(action) of \(alert.diagnosticName) is not displayed: a popover hides its cancel"
          + " action. Use tapOutside() instead.")
      return false
    }
    guard action.isEnabled else {
      AlertDiagnostics.report(
        .actionDisabled,
        "\(action) of \(alert.diagnosticName) is disabled and cannot be selected; enable it"
          + " first.")
      return false
    }
    resolve(.selected(action))
    return true
  }

  /// A tap outside the presented alert (SEMANTICS M8, S6).
  ///
  /// Alerts ignore it. An action sheet runs its cancel action when it has one;
  /// without one, a popover is dismissed with resolution `.tappedOutside` and
  /// a full-width sheet ignores the tap. Returns whether the alert resolved.
  @discardableResult
  public func tapOutside() -> Bool {
    guard let alert = alertAcceptingInput(for: "tapOutside()") else { return false }
    guard alert.preferredStyle == .actionSheet else { return false }
    if let cancel = alert.cancelAction {
      resolve(.selected(cancel))
      return true
    }
    guard alert.isPopover else { return false }
    resolve(.tappedOutside)
    return true
  }

  /// The system cancelled the presented alert: the app went to the background,
  /// Ctrl-C or end of input in a terminal (SEMANTICS M7, L10).
  ///
  /// The cancel action's handler runs when there is one. Returns whether an
  /// alert resolved; with no alert shown it does nothing.
  @discardableResult
  public func cancelBySystem() -> Bool {
    guard var current else { return false }
    switch current.phase {
    case .shown:
      resolve(.systemCancel)
      return true
    case .presenting:
      guard current.pendingResolution == nil else { return false }
      current.pendingResolution = .systemCancel
      self.current = current
      return true
    case .covering, .dismissing:
      return false
    }
  }

  /// The user replaced the text of field `index` of the presented alert with `text`.
  ///
  /// Observers get `textDidChange`, which is how a legacy view re-evaluates
  /// `alertViewShouldEnableFirstOtherButton` (SEMANTICS L13).
  @discardableResult
  public func typeText(_ text: String, intoTextFieldAt index: Int) -> Bool {
    guard let alert = alertAcceptingInput(for: "typeText(intoTextFieldAt: \(index))") else {
      return false
    }
    let fields = alert.textFields ?? []
    guard fields.indices.contains(index) else {
      AlertDiagnostics.report(
        .textFieldIndexOutOfRange,
        "\(alert.diagnosticName) has \(fields.count) text fields; there is no field at index"
          + " \(index).")
      return false
    }
    fields[index].text = text
    notify(alert, .textDidChange(index: index))
    return true
  }

  private func alertAcceptingInput(for input: String) -> AlertController? {
    guard let current else {
      AlertDiagnostics.report(
        .noAlertPresented, "\(input) on AlertHost: no alert is presented; present one first.")
      return nil
    }
    switch current.phase {
    case .shown:
      return current.alert
    case .dismissing:
      return nil
    case .presenting, .covering:
      AlertDiagnostics.report(
        .alertNotOnScreen,
        "\(input): \(current.alert.diagnosticName) is not on screen yet; let the renderer"
          + " finish showing it.")
      return nil
    }
  }

  // MARK: Renderer feedback

  /// Takes the traits and canvas size of a renderer that knows where it draws
  /// (the UIKit renderer: the presenter's size class and view), so that a
  /// sheet is a popover exactly when UIKit shows it as one (SEMANTICS U6).
  package func refreshTraitsFromRenderer(for alert: AlertController? = nil) {
    guard let source = renderer as? any AlertEnvironmentProviding,
      let environment = source.currentEnvironment(for: alert, in: self)
    else { return }
    traits = environment.traits
    canvasSize = environment.canvasSize
  }

  func controllerDidChange(_ alert: AlertController) {
    guard let current, current.alert === alert, current.phase != .covering else { return }
    renderer.update(alert, in: self)
  }

  // MARK: The lifecycle

  /// Starts whatever can start: the next waiting alert, a covered one, or a
  /// cover in `.stack` policy. Not re-entrant: callbacks that present only
  /// append to `waiting`, and the outer loop picks them up (SEMANTICS P2).
  private func pump() {
    guard !isTearingDown else { return finishTearDown() }
    guard !isPumping else { return }
    isPumping = true
    defer { isPumping = false }
    while finishing == nil {
      if let current {
        guard current.phase == .shown, policy == .stack, let next = nextEligible() else { return }
        // Move the alert to cover with to the front: it starts once the cover is done.
        waiting.insert(waiting.remove(at: next), at: 0)
        cover(current.alert)
      } else if let next = nextEligible() {
        let alert = waiting.remove(at: next)
        heldFor[ObjectIdentifier(alert)] = nil
        startPresentation(of: alert, isFirstShow: true)
      } else if let alert = covered.popLast() {
        startPresentation(of: alert, isFirstShow: false)
      } else if !waiting.isEmpty {
        // Only held alerts wait, and what they waited for is gone.
        heldFor.removeAll()
      } else {
        return
      }
      // A renderer that finishes later leaves the host busy; its completion pumps again.
      if let current, current.phase != .shown { return }
    }
  }

  /// The first waiting alert that may start: not held for an alert the host still holds.
  private func nextEligible() -> Int? {
    waiting.firstIndex { alert in
      guard let holder = heldFor[ObjectIdentifier(alert)] else { return true }
      return !holds(holder)
    }
  }

  private func startPresentation(of alert: AlertController, isFirstShow: Bool) {
    current = Current(alert: alert, phase: .presenting, isFirstShow: isFirstShow)
    alert.host = self
    alert.isVisible = true
    refreshTraitsFromRenderer(for: alert)
    alert.isPopover = traits == .regular && alert.preferredStyle == .actionSheet
    if isFirstShow {
      if alert.isPopover, alert.anchor == nil {
        alert.anchor = AlertAnchor.sheetDefault(on: self)
        AlertDiagnostics.report(
          .missingPopoverAnchor,
          "\(alert.diagnosticName) is shown as a popover without an anchor; it was shown from"
            + " the centre. Set its anchor to a rect or a bar item.")
      }
      notify(alert, .willPresent)
    }
    // The completion holds the host: a host with an animation in flight stays alive.
    renderer.show(alert, in: self) { self.didShow(alert) }
  }

  private func didShow(_ alert: AlertController) {
    guard var current, current.alert === alert, current.phase == .presenting else { return }
    current.phase = .shown
    let pending = current.pendingResolution
    current.pendingResolution = nil
    self.current = current
    if current.isFirstShow { notify(alert, .didPresent) }
    if let pending, self.current?.alert === alert, self.current?.phase == .shown {
      resolve(pending)
    }
    pump()
  }

  private func cover(_ alert: AlertController) {
    current?.phase = .covering
    renderer.hide(alert, in: self) { self.didCover(alert) }
  }

  private func didCover(_ alert: AlertController) {
    guard let current, current.alert === alert, current.phase == .covering else { return }
    self.current = nil
    if let pending = current.pendingResolution {
      resolveOffscreen(alert, pending)
    } else {
      covered.append(alert)
    }
    pump()
  }

  /// Resolves the shown alert: `willDismiss`, hide, handler, `didDismiss`.
  private func resolve(_ resolution: AlertResolution) {
    guard let alert = current?.alert else { return }
    current?.phase = .dismissing
    notify(alert, .willDismiss(resolution))
    let action = resolution.action(in: alert)
    if alert.handlerTiming == .beforeDismissal, let action { run(action) }
    renderer.hide(alert, in: self) { self.didHide(alert, resolution, action) }
  }

  private func didHide(
    _ alert: AlertController, _ resolution: AlertResolution, _ action: AlertAction?
  ) {
    guard let current, current.alert === alert, current.phase == .dismissing else { return }
    self.current = nil
    finishing = alert
    alert.isVisible = false
    alert.isPopover = false
    if alert.handlerTiming == .afterDismissal, let action { run(action) }
    notify(alert, .didDismiss(resolution))
    finishing = nil
    letGo(alert)
    resume(alert, with: action)
    flushWithdrawals()
    runAfterDismissal()
    runAfterDismissal()
    pump()
  }

  /// Resolves an alert that is not on screen (covered or waiting): no renderer call.
  /// It may run inside the handler of an alert that is finishing (`cancelAll()`
  /// called from a handler): that alert is finishing again afterwards (SEMANTICS P2).
  private func resolveOffscreen(_ alert: AlertController, _ resolution: AlertResolution) {
    let outer = finishing
    finishing = alert
    notify(alert, .willDismiss(resolution))
    let action = resolution.action(in: alert)
    alert.isVisible = false
    alert.isPopover = false
    if let action { run(action) }
    notify(alert, .didDismiss(resolution))
    finishing = outer
    letGo(alert)
    resume(alert, with: action)
    flushWithdrawals()
    runAfterDismissal()
  }

  /// Runs the action's handler, marking the host as inside a callback.
  private func run(_ action: AlertAction) {
    guard let handler = action.handler else { return }
    callbackDepth += 1
    defer { callbackDepth -= 1 }
    handler(action)
  }

  /// Sends `event` to the alert's observers, marking the host as inside a callback.
  private func notify(_ alert: AlertController, _ event: AlertEvent) {
    callbackDepth += 1
    defer { callbackDepth -= 1 }
    alert.send(event)
  }

  private func resume(_ alert: AlertController, with action: AlertAction?) {
    guard let waiters = continuations.removeValue(forKey: ObjectIdentifier(alert)) else { return }
    for waiter in waiters { waiter.continuation.resume(returning: action) }
  }
}
