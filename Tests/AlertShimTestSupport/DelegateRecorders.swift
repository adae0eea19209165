import AlertShim

// The recorders of the test targets: `LegacyRecorder` for both legacy delegate
// protocols, `ControllerRecorder` for `AlertControllerDelegate`. Every test that needs
// a delegate uses one of them and sets the switches it needs; no test writes its
// own delegate class to record callbacks.
//
// Swift uses a protocol's default implementation only for the methods a type
// does not implement, so a recorder cannot leave a method out at run time.
// Instead, where the default matters, a switch makes the recorder do exactly
// what the default does: `handlesSystemCancel == false` clicks the cancel button
// (the default `alertViewCancel(_:)`), and `enablesFirstOtherButton == nil`
// answers true without recording (the default
// `alertViewShouldEnableFirstOtherButton(_:)`).

/// One callback received by a legacy delegate: the legacy views' and the
/// testing kit's one event type.
package typealias DelegateCall = LegacyDelegateEvent

extension LegacyDelegateEvent {
  /// The callback without its index, for ``LegacyRecorder/on(_:_:)``; the raw
  /// value is the name these tests' traces use (the system cancel reads `cancel`).
  package enum Name: String {
    case willPresent
    case shouldEnable
    case didPresent
    case clicked
    case systemCancel = "cancel"
    case willDismiss
    case didDismiss
  }

  /// The event called `name`, with `index` for `clicked`, `willDismiss` and `didDismiss`.
  package init(_ name: Name, index: Int? = nil) {
    switch name {
    case .willPresent: self = .willPresent
    case .shouldEnable: self = .shouldEnableFirstOtherButton
    case .didPresent: self = .didPresent
    case .clicked: self = .clicked(index ?? 0)
    case .systemCancel: self = .systemCancel
    case .willDismiss: self = .willDismiss(index ?? 0)
    case .didDismiss: self = .didDismiss(index ?? 0)
    }
  }

  package var name: Name {
    switch self {
    case .willPresent: .willPresent
    case .shouldEnableFirstOtherButton: .shouldEnable
    case .didPresent: .didPresent
    case .clicked: .clicked
    case .systemCancel: .systemCancel
    case .willDismiss: .willDismiss
    case .didDismiss: .didDismiss
    }
  }

  /// The button index, for `clicked`, `willDismiss` and `didDismiss`.
  package var index: Int? {
    switch self {
    case .clicked(let index), .willDismiss(let index), .didDismiss(let index): index
    case .willPresent, .shouldEnableFirstOtherButton, .didPresent, .systemCancel: nil
    }
  }

  /// These tests' trace entry: `willPresent`, `clicked(1)`, `cancel`, `shouldEnable`.
  package var trace: String {
    index.map { "\(name.rawValue)(\($0))" } ?? name.rawValue
  }
}

/// Records every callback of the ``LegacyAlertView``s and ``LegacyActionSheet``s
/// it is the delegate of: one recorder for both legacy protocols, whose
/// callbacks are the same events (SEMANTICS L7–L10, S4). Each event's two
/// methods stand together.
@MainActor
package final class LegacyRecorder: LegacyAlertViewDelegate, LegacyActionSheetDelegate {
  /// Every call so far as `description` strings, without `prefix`.
  package private(set) var events: [String] = []
  /// A log shared with the code under test, which gets each call as `prefix + call`.
  package let log: EventLog?
  package let prefix: String
  /// Implements `alertViewCancel(_:)` and `actionSheetCancel(_:)`: records
  /// `cancel` and nothing else. When false, it does what the protocols'
  /// defaults do, a click on the cancel button, and records only that click
  /// (SEMANTICS L10, S4).
  package var handlesSystemCancel: Bool
  /// The answer to `alertViewShouldEnableFirstOtherButton(_:)`, recorded as
  /// `shouldEnable`; nil answers true and records nothing, like the default
  /// (SEMANTICS L13).
  package var enablesFirstOtherButton: ((LegacyAlertView) -> Bool)?
  /// Runs after each recorded call except `shouldEnable`, with the sender's
  /// `tag`: what the app's delegate does there.
  package var onCall: ((_ tag: Int, DelegateCall) -> Void)?
  private var alertActions: [DelegateCall.Name: (LegacyAlertView) -> Void] = [:]

  /// - Parameters:
  ///   - log: A log to record into as well, each entry starting with `prefix`.
  package init(
    log: EventLog? = nil, prefix: String = "", handlesSystemCancel: Bool = false,
    enablesFirstOtherButton: ((LegacyAlertView) -> Bool)? = nil
  ) {
    self.log = log
    self.prefix = prefix
    self.handlesSystemCancel = handlesSystemCancel
    self.enablesFirstOtherButton = enablesFirstOtherButton
  }

  /// Forgets the calls recorded so far (not the log's entries).
  package func clear() { events.removeAll() }

  /// Runs `action` inside every callback named `name` of an alert view, after it is recorded.
  package func on(_ name: DelegateCall.Name, _ action: @escaping (LegacyAlertView) -> Void) {
    alertActions[name] = action
  }

  private func record(_ name: DelegateCall.Name, _ index: Int? = nil, tag: Int) {
    let call = DelegateCall(name, index: index)
    events.append(call.trace)
    log?.record(prefix + call.trace)
    onCall?(tag, call)
  }

  private func record(_ name: DelegateCall.Name, _ index: Int? = nil, from view: LegacyAlertView) {
    record(name, index, tag: view.tag)
    alertActions[name]?(view)
  }

  // MARK: The callbacks, alert then sheet

  package func willPresent(_ alertView: LegacyAlertView) {
    record(.willPresent, from: alertView)
  }
  package func willPresent(_ actionSheet: LegacyActionSheet) {
    record(.willPresent, tag: actionSheet.tag)
  }

  package func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    guard let enablesFirstOtherButton else { return true }
    let call = DelegateCall(.shouldEnable)
    events.append(call.trace)
    log?.record(prefix + call.trace)
    return enablesFirstOtherButton(alertView)
  }

  package func didPresent(_ alertView: LegacyAlertView) {
    record(.didPresent, from: alertView)
  }
  package func didPresent(_ actionSheet: LegacyActionSheet) {
    record(.didPresent, tag: actionSheet.tag)
  }

  package func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    record(.clicked, buttonIndex, from: alertView)
  }
  package func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    record(.clicked, buttonIndex, tag: actionSheet.tag)
  }

  package func alertViewCancel(_ alertView: LegacyAlertView) {
    guard handlesSystemCancel else {
      return self.alertView(alertView, clickedButtonAt: alertView.cancelButtonIndex)
    }
    record(.systemCancel, from: alertView)
  }
  package func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    guard handlesSystemCancel else {
      return self.actionSheet(actionSheet, clickedButtonAt: actionSheet.cancelButtonIndex)
    }
    record(.systemCancel, tag: actionSheet.tag)
  }

  package func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int)
  {
    record(.willDismiss, buttonIndex, from: alertView)
  }
  package func actionSheet(
    _ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int
  ) {
    record(.willDismiss, buttonIndex, tag: actionSheet.tag)
  }

  package func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    record(.didDismiss, buttonIndex, from: alertView)
  }
  package func actionSheet(
    _ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int
  ) {
    record(.didDismiss, buttonIndex, tag: actionSheet.tag)
  }
}

/// Records every `alertController(_:tappedIndex:)` as `"tapped(tag: t, index: i)"`
/// (SEMANTICS A1).
@MainActor
package final class ControllerRecorder: AlertControllerDelegate {
  /// Every call so far.
  package private(set) var events: [String] = []
  /// A log to record into as well.
  package let log: EventLog?
  /// The alert's `isVisible` at each call.
  package private(set) var visibleDuringCall: [Bool] = []
  /// Runs after each recorded call.
  package var onTap: ((AlertController, Int) -> Void)?

  package init(log: EventLog? = nil) {
    self.log = log
  }

  package func alertController(_ alert: AlertController, tappedIndex: Int) {
    let entry = "tapped(tag: \(alert.tag), index: \(tappedIndex))"
    events.append(entry)
    log?.record(entry)
    visibleDuringCall.append(alert.isVisible)
    onTap?(alert, tappedIndex)
  }
}
