extension AlertSpy {
  /// Taps the displayed button titled `title` of the presented alert.
  ///
  /// - Throws: ``AlertSpyError/noAlertPresented``,
  ///   ``AlertSpyError/buttonNotFound(_:available:)``,
  ///   ``AlertSpyError/buttonDisabled(_:)``, ``AlertSpyError/buttonNotDisplayed(_:)``
  ///   (the cancel button of a popover), ``AlertSpyError/alertNotOnScreen(_:)``
  ///   or ``AlertSpyError/alertDismissing(_:)``.
  public func tap(_ title: String) throws {
    let alert = try alertAcceptingInput()
    try perform({ host.select(actionTitled: title) }) { issue in
      switch issue.kind {
      case .actionTitleNotFound:
        return .buttonNotFound(
          title, available: alert.displayedActions.map { $0.title ?? "" })
      case .actionDisabled: return .buttonDisabled(title)
      case .actionNotDisplayed: return .buttonNotDisplayed(title)
      default: return nil
      }
    }
  }

  /// Taps the button at `index` of the presented alert's actions (the index a
  /// legacy view gives its buttons, when the alert comes from one).
  ///
  /// - Throws: ``AlertSpyError/buttonIndexOutOfRange(_:count:)`` and the errors of ``tap(_:)``.
  public func tap(at index: Int) throws {
    let alert = try alertAcceptingInput()
    try perform({ host.select(actionAt: index) }) { issue in
      let title = alert.actions.indices.contains(index) ? alert.actions[index].title : nil
      switch issue.kind {
      case .actionIndexOutOfRange:
        return .buttonIndexOutOfRange(index, count: alert.actions.count)
      case .actionDisabled: return .buttonDisabled(title)
      case .actionNotDisplayed: return .buttonNotDisplayed(title)
      default: return nil
      }
    }
  }

  /// Replaces the text of field `index` of the presented alert, as the user would.
  ///
  /// Observers get `textDidChange`, so a legacy delegate is asked again whether
  /// the first other button is enabled (SEMANTICS L13).
  ///
  /// - Throws: ``AlertSpyError/textFieldNotFound(_:count:)``,
  ///   ``AlertSpyError/noAlertPresented``, ``AlertSpyError/alertNotOnScreen(_:)``
  ///   or ``AlertSpyError/alertDismissing(_:)``.
  public func typeText(_ text: String, intoTextFieldAt index: Int) throws {
    let alert = try alertAcceptingInput()
    try perform({ host.typeText(text, intoTextFieldAt: index) }) { issue in
      guard issue.kind == .textFieldIndexOutOfRange else { return nil }
      return .textFieldNotFound(index, count: alert.textFields.count)
    }
  }

  /// Taps outside the presented alert (SEMANTICS M8, S6).
  ///
  /// An action sheet runs its cancel action, or, as a popover without one, is
  /// dismissed; an alert, or a full-width sheet without a cancel action,
  /// ignores the tap.
  ///
  /// - Returns: Whether the alert was dismissed.
  /// - Throws: ``AlertSpyError/noAlertPresented``, ``AlertSpyError/alertNotOnScreen(_:)``
  ///   or ``AlertSpyError/alertDismissing(_:)``.
  @discardableResult
  public func tapOutside() throws -> Bool {
    _ = try alertAcceptingInput()
    return try perform({ host.tapOutside() }) { _ in nil }
  }

  /// The system cancels the presented alert, as when the app goes to the
  /// background (SEMANTICS L10, M7): the cancel action's handler runs when
  /// there is one, and a legacy delegate gets `alertViewCancel(_:)`.
  ///
  /// - Returns: Whether the alert was cancelled.
  /// - Throws: ``AlertSpyError/noAlertPresented`` or ``AlertSpyError/alertDismissing(_:)``.
  @discardableResult
  public func cancelBySystem() throws -> Bool {
    _ = try alertAcceptingInput()
    return try perform({ host.cancelBySystem() }) { _ in nil }
  }

  // MARK: Helpers

  /// The presented alert, when it can still take input.
  private func alertAcceptingInput() throws -> AlertController {
    guard let alert = host.presentedAlert else { throw AlertSpyError.noAlertPresented }
    guard !spyRenderer.isResolving(alert) else { throw AlertSpyError.alertDismissing(alert.title) }
    return alert
  }

  /// Runs one input through the host, turning a refusal into a thrown error.
  ///
  /// The host reports a refused input through `AlertDiagnostics`; the spy
  /// captures it (for this task only) and throws the matching error instead of
  /// letting a line reach standard error. Issues reported by app code that runs
  /// during the input (handlers, delegates) are passed on unchanged.
  ///
  /// - Parameters:
  ///   - input: Calls the host; returns whether the input was accepted.
  ///   - error: The error for the host's refusal, or nil for the common reasons.
  /// - Returns: Whether the input was accepted; false when it was ignored without an issue.
  @discardableResult
  private func perform(
    _ input: () -> Bool, error: (AlertShimIssue) -> AlertSpyError?
  ) throws -> Bool {
    let (accepted, issues) = AlertDiagnostics.capture(input)
    guard !accepted, let refusal = issues.first else {
      for issue in issues { AlertDiagnostics.report(issue) }
      return accepted
    }
    for issue in issues.dropFirst() { AlertDiagnostics.report(issue) }
    throw error(refusal) ?? commonError(for: refusal)
  }

  private func commonError(for issue: AlertShimIssue) -> AlertSpyError {
    switch issue.kind {
    case .noAlertPresented: return .noAlertPresented
    case .alertNotOnScreen: return .alertNotOnScreen(host.presentedAlert?.title)
    default: return .inputRefused(issue.message)
    }
  }
}
