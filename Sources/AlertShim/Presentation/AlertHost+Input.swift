/// The host's one door: presenting and dismissing from code, and user input
/// from renderers and tests. Each call checks what depends on the alert's
/// data, passes one input to the schedule, then runs the effects it caused.
extension AlertHost {
  // MARK: Presenting

  /// Shows `alert`, or keeps it waiting while another alert is shown (SEMANTICS P1, P2).
  ///
  /// Presenting an alert that is already shown or waiting is ignored with an
  /// issue (SEMANTICS P3). An alert with no actions is shown, with an issue:
  /// only ``dismiss(_:)``, ``cancelBySystem()`` or ``cancelAll()`` can close it.
  public func present(_ alert: AlertController) {
    let hosted = HostedAlert(alert)
    guard !inspect({ $0.isPresented(hosted) }), !alert.isVisible,
      alert.host == nil || alert.host === self
    else {
      AlertDiagnostics.report(.alreadyPresented(alert: alert.diagnosticName))
      return
    }
    if alert.actions.isEmpty {
      AlertDiagnostics.report(.presentedWithoutActions(alert: alert.diagnosticName))
    }
    alert.host = self
    // A legacy view builds a new controller for each showing: its lineage is the view (R4).
    let lineage = ObjectIdentifier(alert.presentationOwner ?? alert)
    send(.present(hosted, lineage: lineage))
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
    if continuations[id] == nil, inspect({ $0.isPresented(HostedAlert(alert)) }) {
      dismiss(alert)
    }
  }

  /// Resumes the `result(of:)` calls waiting for `alert`.
  func resume(_ alert: AlertController, with action: AlertAction?) {
    // Most alerts have no waiter: no hashing then.
    guard !continuations.isEmpty,
      let waiters = continuations.removeValue(forKey: ObjectIdentifier(alert))
    else { return }
    for waiter in waiters { waiter.continuation.resume(returning: action) }
  }

  // MARK: Dismissing

  /// Dismisses `alert` from code: no handler runs (SEMANTICS L9).
  ///
  /// A shown alert gets `willDismiss` and `didDismiss` with resolution
  /// `.dismissed`; a waiting one is withdrawn (`withdrawn`, no other events).
  /// An alert this host does not hold is reported. Returns whether anything happened.
  @discardableResult
  public func dismiss(_ alert: AlertController) -> Bool {
    switch send(.dismiss(HostedAlert(alert))) {
    case .accepted:
      return true
    case .ignored:
      return false
    case .notHeld:
      AlertDiagnostics.report(.alertNotPresented(alert: alert.diagnosticName))
      return false
    }
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
    send(.cancelAll)
  }

  // MARK: User input

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
        .actionIndexOutOfRange(
          alert: alert.diagnosticName, index: index, count: alert.actions.count))
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
      AlertDiagnostics.report(
        .actionTitleNotFound(
          alert: alert.diagnosticName, title: title,
          titles: alert.displayedActions.map { $0.title ?? "" }))
      return false
    }
    return select(action, of: alert)
  }

  /// Selects `action`, one of the alert's actions.
  private func select(_ action: AlertAction, of alert: AlertController) -> Bool {
    guard AlertState.isDisplayed(action.style, isPopover: alert.isPopover) else {
      AlertDiagnostics.report(.actionNotDisplayed(action: "\(action)", alert: alert.diagnosticName))
      return false
    }
    guard action.isEnabled else {
      AlertDiagnostics.report(.actionDisabled(action: "\(action)", alert: alert.diagnosticName))
      return false
    }
    guard let index = alert.index(of: action) else { return false }
    send(.select(action: index))
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
    let cancel = alert.cancelAction.flatMap { cancel in
      alert.actions.firstIndex { $0 === cancel }
    }
    guard cancel != nil || alert.isPopover else { return false }
    send(.tapOutside(selecting: cancel))
    return true
  }

  /// The system cancelled the presented alert: the app went to the background,
  /// Ctrl-C or end of input in a terminal (SEMANTICS M7, L10).
  ///
  /// The cancel action's handler runs when there is one. Returns whether an
  /// alert resolved; with no alert shown it does nothing.
  @discardableResult
  public func cancelBySystem() -> Bool {
    send(.cancelBySystem) == .accepted
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
    let fields = alert.textFields
    guard fields.indices.contains(index) else {
      AlertDiagnostics.report(
        .textFieldIndexOutOfRange(alert: alert.diagnosticName, index: index, count: fields.count))
      return false
    }
    fields[index].text = text
    send(.type(intoField: index))
    return true
  }

  private func alertAcceptingInput(for input: @autoclosure () -> String) -> AlertController? {
    switch inspect({ $0.acceptingInput() }) {
    case .none:
      AlertDiagnostics.report(.noAlertPresented(input: input()))
      return nil
    case .shown(let alert):
      return alert.controller
    case .resolving:
      return nil
    case .notOnScreen(let alert):
      AlertDiagnostics.report(
        .alertNotOnScreen(input: input(), alert: alert.controller.diagnosticName))
      return nil
    }
  }

  /// The alert's title, message, actions or text changed while it is visible.
  func controllerDidChange(_ alert: AlertController) {
    send(.changed(HostedAlert(alert)))
  }
}
