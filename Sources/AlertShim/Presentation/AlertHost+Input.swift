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
    guard let waiters = continuations.removeValue(forKey: ObjectIdentifier(alert)) else { return }
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
      AlertDiagnostics.report(
        .alertNotPresented,
        "\(alert.diagnosticName) is not presented on this host; there is nothing to dismiss.")
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

  /// Selects `action`, one of the alert's actions.
  private func select(_ action: AlertAction, of alert: AlertController) -> Bool {
    guard AlertState.isDisplayed(action.style, isPopover: alert.isPopover) else {
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
    guard let index = alert.index(of: action) else { return false }
    send(.select(action: index))
    return true
  }

  /// What a renderer's UI did to `alert` on its own: a package hook for
  /// renderers whose UI resolves an alert before telling the host, as UIKit
  /// dismisses an alert for a tap and runs the action's handler only once
  /// that dismissal is over (SEMANTICS U3, U4, M7).
  ///
  /// - `.resolving`: the UI began to resolve the shown alert. Until it reports
  ///   how, input is refused and a cancel or a dismissal from code
  ///   (`cancelAll()`, a background cancel) is only remembered.
  /// - `.selected(actionAt:)`, `.tappedOutside`: how it resolved. This wins
  ///   over whatever was asked meanwhile. When the host has meanwhile started
  ///   to cover the alert (a `.stack` host), a selection still becomes its
  ///   resolution once hidden, and it is not shown again.
  /// - `.restored`: the UI shows it again after removing it; what was asked
  ///   meanwhile is carried out now.
  /// - `.lost`: the UI removed it and cannot show it again: it ends as a
  ///   system cancel, or with what was asked meanwhile.
  ///
  /// Returns whether the report was taken.
  @discardableResult
  package func rendererReported(_ report: RendererReport, for alert: AlertController) -> Bool {
    let input: Schedule.RendererInput
    switch report {
    case .resolving: input = .resolving
    case .selected(let index):
      // An index the alert does not have ends it as dismissed: the UI is gone either way.
      guard alert.actions.indices.contains(index) else {
        return send(.renderer(HostedAlert(alert), .lost)) == .accepted
      }
      input = .selected(action: index)
    case .tappedOutside:
      input = .tappedOutside(cancel: alert.cancelAction.flatMap { alert.index(of: $0) })
    case .restored: input = .restored
    case .lost: input = .lost
    }
    return send(.renderer(HostedAlert(alert), input)) == .accepted
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
        .textFieldIndexOutOfRange,
        "\(alert.diagnosticName) has \(fields.count) text fields; there is no field at index"
          + " \(index).")
      return false
    }
    fields[index].text = text
    send(.type(intoField: index))
    return true
  }

  private func alertAcceptingInput(for input: @autoclosure () -> String) -> AlertController? {
    switch inspect({ $0.acceptingInput() }) {
    case .none:
      AlertDiagnostics.report(
        .noAlertPresented, "\(input()) on AlertHost: no alert is presented; present one first.")
      return nil
    case .shown(let alert):
      return alert.controller
    case .resolving:
      return nil
    case .notOnScreen(let alert):
      AlertDiagnostics.report(
        .alertNotOnScreen,
        "\(input()): \(alert.controller.diagnosticName) is not on screen yet; let the renderer"
          + " finish showing it.")
      return nil
    }
  }

  /// The alert's title, message, actions or text changed while it is visible.
  func controllerDidChange(_ alert: AlertController) {
    send(.changed(HostedAlert(alert)))
  }
}
