import Testing

extension AlertSpy {
  /// Checks the most recent presentation against the alert the test expects,
  /// reporting one failure per difference.
  ///
  /// The title, message, style, actions and preferred action are checked; the
  /// defaults are the common values (no message, style `.alert`, no preferred
  /// action), so leaving one out still checks it. Text fields, the anchor and
  /// whether it was a popover are not: read them from ``lastPresentation``.
  /// Actions are compared in order by title, style and whether they were
  /// enabled when the alert appeared:
  ///
  /// ```swift
  /// spy.verify(
  ///   title: "Sign in", message: "Use your work account.",
  ///   actions: [.cancel("Cancel"), .default("Sign In", isEnabled: false)],
  ///   preferredAction: .default("Sign In", isEnabled: false))
  /// ```
  ///
  /// A difference reads `Expected "OK", but was "Cancel" - action 1 title`
  /// (actions are counted from 0, like `tap(at:)`). When the number of actions
  /// differs, one failure lists both. When nothing was presented, the only
  /// failure is `Expected an alert to be presented, but none was`.
  ///
  /// Failures go to the spy's reporter: `Issue.record` in a Swift Testing
  /// test, `XCTFail` otherwise, at the line that called `verify`. The location
  /// parameters are filled in by the compiler; a helper that wraps `verify`
  /// takes the same four parameters and passes them on.
  ///
  /// - Returns: Whether the presentation matched.
  @discardableResult
  public func verify(
    title: String?,
    message: String? = nil,
    style: AlertController.Style = .alert,
    actions: [RecordedAction],
    preferredAction: RecordedAction? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    verify(
      Expectation(
        title: title, message: message, style: style, actions: actions,
        preferredAction: preferredAction)
    ) { message in
      VerificationFailure(
        message: message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Checks the most recent presentation like
  /// ``verify(title:message:style:actions:preferredAction:fileID:filePath:line:column:)``,
  /// reporting failures at `sourceLocation`: the form for Swift Testing
  /// helpers that take a `sourceLocation` parameter of their own.
  ///
  /// - Returns: Whether the presentation matched.
  @discardableResult
  public func verify(
    title: String?,
    message: String? = nil,
    style: AlertController.Style = .alert,
    actions: [RecordedAction],
    preferredAction: RecordedAction? = nil,
    sourceLocation: SourceLocation
  ) -> Bool {
    verify(
      Expectation(
        title: title, message: message, style: style, actions: actions,
        preferredAction: preferredAction)
    ) { message in
      VerificationFailure(message: message, sourceLocation: sourceLocation)
    }
  }

  /// The parts of a presentation that ``verify`` checks.
  struct Expectation {
    var title: String?
    var message: String?
    var style: AlertController.Style
    var actions: [RecordedAction]
    var preferredAction: RecordedAction?
  }

  private func verify(
    _ expected: Expectation, failure: (String) -> VerificationFailure
  ) -> Bool {
    let messages =
      lastPresentation.map { AlertSpy.differences(expected: expected, actual: $0) }
      ?? ["Expected an alert to be presented, but none was"]
    for message in messages {
      reporter.reportFailure(failure(message))
    }
    return messages.isEmpty
  }

  /// The differences between the parts of `expected` that ``verify`` checks
  /// and `actual`, one message each.
  nonisolated static func differences(expected: Expectation, actual: RecordedAlert) -> [String] {
    var found: [String] = []
    func check<Value: Equatable>(
      _ expected: Value, _ actual: Value, _ part: String, _ show: (Value) -> String
    ) {
      if expected != actual {
        found.append("Expected \(show(expected)), but was \(show(actual)) - \(part)")
      }
    }
    check(expected.title, actual.title, "title", AlertState.quoted)
    check(expected.message, actual.message, "message", AlertState.quoted)
    check(expected.style, actual.style, "style") { ".\($0)" }
    if expected.actions.count != actual.actions.count {
      check(expected.actions, actual.actions, "actions") {
        "\($0.count) \($0.count == 1 ? "action" : "actions")"
          + " [\($0.map(\.description).joined(separator: ", "))]"
      }
    } else {
      for (index, (want, was)) in zip(expected.actions, actual.actions).enumerated() {
        check(want.title, was.title, "action \(index) title", AlertState.quoted)
        check(want.style, was.style, "action \(index) style") { ".\($0)" }
        check(want.isEnabled, was.isEnabled, "action \(index) isEnabled") { "\($0)" }
      }
    }
    check(expected.preferredAction, actual.preferredAction, "preferred action") {
      $0.map(\.description) ?? "nil"
    }
    return found
  }
}
