import AlertShim
import Testing

/// Records, in order, what happens to alerts: observer events and action handlers.
///
/// Entries read `"A: willPresent"` or `"A: handler(OK)"`, where `A` is the name
/// the alert was registered under. The log holds no alert, so it can be used in
/// retention tests.
@MainActor
package final class EventLog {
  package init() {}

  package private(set) var entries: [String] = []

  /// Appends a free-form entry, for steps of the test itself.
  package func record(_ entry: String) {
    entries.append(entry)
  }

  /// Forgets every entry recorded so far.
  package func clear() {
    entries.removeAll()
  }

  /// Records every event of `alert` as `"name: event"`.
  @discardableResult
  package func observe(_ alert: AlertController, as name: String) -> AlertObservation {
    alert.observe { [self] _, event in
      record("\(name): \(event)")
    }
  }

  /// An action whose handler records `"name: handler(title)"`.
  package func action(
    _ title: String, _ style: AlertAction.Style = .default, of name: String
  ) -> AlertAction {
    AlertAction(title: title, style: style) { [self] action in
      record("\(name): handler(\(action.title ?? "nil"))")
    }
  }

  /// A controller titled `name` with logged actions, observed under `name`.
  package func alert(
    _ name: String,
    style: AlertController.Style = .alert,
    actions: [(String, AlertAction.Style)] = [("OK", .default)]
  ) -> AlertController {
    let alert = AlertController(title: name, message: nil, preferredStyle: style)
    for (title, actionStyle) in actions {
      alert.addAction(action(title, actionStyle, of: name))
    }
    observe(alert, as: name)
    return alert
  }

  /// How many entries equal `entry`.
  package func count(of entry: String) -> Int {
    entries.filter { $0 == entry }.count
  }
}

/// The entries a whole presentation of `name` produces when `action` is selected.
package func selectedTrace(_ name: String, _ action: String) -> [String] {
  [
    "\(name): willPresent", "\(name): didPresent", "\(name): willDismiss(selected(\"\(action)\"))",
    "\(name): handler(\(action))", "\(name): didDismiss(selected(\"\(action)\"))",
  ]
}

/// The entries a whole presentation of `name` produces when the system cancels it and its
/// cancel action's handler, titled `cancel`, runs.
package func systemCancelTrace(_ name: String, cancel: String = "Cancel") -> [String] {
  [
    "\(name): willPresent", "\(name): didPresent", "\(name): willDismiss(systemCancel)",
    "\(name): handler(\(cancel))", "\(name): didDismiss(systemCancel)",
  ]
}

/// The entries a whole presentation of `name` produces when code dismisses it.
package func dismissedTrace(_ name: String) -> [String] {
  [
    "\(name): willPresent", "\(name): didPresent", "\(name): willDismiss(dismissed)",
    "\(name): didDismiss(dismissed)",
  ]
}

/// Runs `body` and expects it to report exactly one issue, of `kind`.
///
/// - Returns: The value `body` returned.
@MainActor
@discardableResult
package func expectIssue<R>(
  _ kind: AlertShimIssue.Kind,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> R
) rethrows -> R {
  let (result, issues) = try AlertDiagnostics.capture(body)
  #expect(
    issues.map(\.kind) == [kind], "Expected one \(kind) issue, but got \(issues)",
    sourceLocation: sourceLocation)
  return result
}

/// Runs `body` and expects it to report no issue.
///
/// - Returns: The value `body` returned.
@MainActor
@discardableResult
package func expectNoIssues<R>(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> R
) rethrows -> R {
  let (result, issues) = try AlertDiagnostics.capture(body)
  #expect(issues.isEmpty, "Expected no issues, but got \(issues)", sourceLocation: sourceLocation)
  return result
}

/// Runs `body` and returns the issues it reported.
@MainActor
package func issues(of body: () throws -> Void) rethrows -> [AlertShimIssue] {
  try AlertDiagnostics.capture(body).issues
}

/// A host on a headless renderer and a log of what its alerts see: the setup
/// most host tests share. With `.manual`, the renderer finishes its animations
/// only when told.
@MainActor
package struct HostStage {
  package let renderer: HeadlessRenderer
  package let host: AlertHost
  package let log = EventLog()

  package init(_ mode: HeadlessRenderer.Mode = .manual, policy: PresentationPolicy = .queue) {
    renderer = HeadlessRenderer(mode: mode)
    host = AlertHost(renderer: renderer, policy: policy)
  }

  /// The renderer, the host and the log, to bind at once.
  package var parts: (HeadlessRenderer, AlertHost, EventLog) { (renderer, host, log) }

  /// Presents an alert `name` with logged `actions`, after `configure`; with
  /// `appeared`, its appearance animation is finished too (on a `.manual` renderer).
  @discardableResult
  package func present(
    _ name: String = "A",
    actions: [(String, AlertAction.Style)] = [("Cancel", .cancel), ("OK", .default)],
    appeared: Bool = true, configure: (AlertController) -> Void = { _ in }
  ) -> AlertController {
    let alert = log.alert(name, actions: actions)
    configure(alert)
    host.present(alert)
    if appeared { renderer.finishAnimations() }
    return alert
  }
}
