import AlertShim
import AlertShimTestSupport
import Testing

// Helpers of the adapter tests. Every name starts with `Adapter` so that it
// cannot clash with the helpers of the other test files of this target. The
// delegates are the recorders of AlertShimTestSupport (DelegateRecorders.swift).

/// A target for target-action buttons: each method records its name and user info.
@MainActor
final class AdapterTarget {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  func save(_ userInfo: Any?) {
    log.record("save(\(userInfo.map { "\($0)" } ?? "nil"))")
  }

  func cancel(_ userInfo: Any?) {
    log.record("cancel(\(userInfo.map { "\($0)" } ?? "nil"))")
  }

  func delete(_ userInfo: Any?) {
    log.record("delete(\(userInfo.map { "\($0)" } ?? "nil"))")
  }
}

/// A value that is neither `Sendable` nor a string, to pass as user info.
final class AdapterPayload: CustomStringConvertible {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  var description: String { "payload \(count)" }
}

/// Installs closures on every lifecycle handler of `view`, recording under `"closure: …"`.
@MainActor
func adapterRecordLifecycle(of view: LegacyAlertView, in log: EventLog) {
  view.willPresentHandler = { _ in log.record("closure: willPresent") }
  view.didPresentHandler = { _ in log.record("closure: didPresent") }
  view.willDismissHandler = { _, index in log.record("closure: willDismiss(\(index))") }
  view.didDismissHandler = { _, index in log.record("closure: didDismiss(\(index))") }
  view.cancelHandler = { _ in log.record("closure: cancel") }
}

/// Installs closures on every lifecycle handler of `sheet`, recording under `"closure: …"`.
@MainActor
func adapterRecordLifecycle(of sheet: LegacyActionSheet, in log: EventLog) {
  sheet.willPresentHandler = { _ in log.record("closure: willPresent") }
  sheet.didPresentHandler = { _ in log.record("closure: didPresent") }
  sheet.willDismissHandler = { _, index in log.record("closure: willDismiss(\(index))") }
  sheet.didDismissHandler = { _, index in log.record("closure: didDismiss(\(index))") }
  sheet.cancelHandler = { _ in log.record("closure: cancel") }
}

/// Runs `body` and expects it to report exactly the issues of `kinds`, in order.
@MainActor
@discardableResult
func adapterExpectIssues<R>(
  _ kinds: [AlertShimIssue.Kind],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> R
) rethrows -> R {
  let (result, issues) = try AlertDiagnostics.capture(body)
  #expect(
    issues.map(\.kind) == kinds, "Expected issues \(kinds), but got \(issues)",
    sourceLocation: sourceLocation)
  return result
}

/// Keeps the task returned by `AlertDialog.show(in:)` when it is called inside a handler.
@MainActor
final class AdapterTaskBox {
  var task: Task<Void, Never>?
}
