import AlertShim
import Testing

// Helpers of the adapter tests. Every name starts with `Adapter` so that it
// cannot clash with the helpers of the other test files of this target.

/// An ordered record of what the code under test did, as readable strings.
///
/// It holds no alert, so it can be used in retention tests.
@MainActor
final class AdapterLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }

  func clear() {
    entries.removeAll()
  }
}

/// A mock ``AlertControllerDelegate`` that records every call as
/// `"tapped(tag: t, index: i)"`.
@MainActor
final class AdapterControllerDelegate: AlertControllerDelegate {
  let log: AdapterLog
  /// The alert's `isVisible` at each call.
  private(set) var visibleDuringCall: [Bool] = []

  init(log: AdapterLog = AdapterLog()) {
    self.log = log
  }

  func alertController(_ alert: AlertController, tappedIndex: Int) {
    visibleDuringCall.append(alert.isVisible)
    log.record("tapped(tag: \(alert.tag), index: \(tappedIndex))")
  }
}

/// A legacy alert view delegate that records every callback under `"delegate: …"`.
@MainActor
final class AdapterAlertViewDelegate: LegacyAlertViewDelegate {
  let log: AdapterLog

  init(log: AdapterLog) {
    self.log = log
  }

  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    log.record("delegate: clicked(\(buttonIndex))")
  }
  func alertViewCancel(_ alertView: LegacyAlertView) {
    log.record("delegate: cancel")
  }
  func willPresent(_ alertView: LegacyAlertView) {
    log.record("delegate: willPresent")
  }
  func didPresent(_ alertView: LegacyAlertView) {
    log.record("delegate: didPresent")
  }
  func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    log.record("delegate: willDismiss(\(buttonIndex))")
  }
  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    log.record("delegate: didDismiss(\(buttonIndex))")
  }
}

/// A legacy action sheet delegate that records every callback under `"delegate: …"`.
@MainActor
final class AdapterSheetDelegate: LegacyActionSheetDelegate {
  let log: AdapterLog

  init(log: AdapterLog) {
    self.log = log
  }

  func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    log.record("delegate: clicked(\(buttonIndex))")
  }
  func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    log.record("delegate: cancel")
  }
  func willPresent(_ actionSheet: LegacyActionSheet) {
    log.record("delegate: willPresent")
  }
  func didPresent(_ actionSheet: LegacyActionSheet) {
    log.record("delegate: didPresent")
  }
  func actionSheet(_ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
    log.record("delegate: willDismiss(\(buttonIndex))")
  }
  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    log.record("delegate: didDismiss(\(buttonIndex))")
  }
}

/// A target for target-action buttons: each method records its name and user info.
@MainActor
final class AdapterTarget {
  let log: AdapterLog

  init(log: AdapterLog) {
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
func adapterRecordLifecycle(of view: LegacyAlertView, in log: AdapterLog) {
  view.willPresentHandler = { _ in log.record("closure: willPresent") }
  view.didPresentHandler = { _ in log.record("closure: didPresent") }
  view.willDismissHandler = { _, index in log.record("closure: willDismiss(\(index))") }
  view.didDismissHandler = { _, index in log.record("closure: didDismiss(\(index))") }
  view.cancelHandler = { _ in log.record("closure: cancel") }
}

/// Installs closures on every lifecycle handler of `sheet`, recording under `"closure: …"`.
@MainActor
func adapterRecordLifecycle(of sheet: LegacyActionSheet, in log: AdapterLog) {
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
