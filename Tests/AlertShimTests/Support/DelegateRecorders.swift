import AlertShim

// The one recorder per delegate protocol of this target. Every test that needs
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

/// One callback received by a legacy delegate, in the vocabulary of
/// `LegacyEvent` (the system cancel reads `cancel`).
struct DelegateCall: Hashable, CustomStringConvertible {
  enum Name: String {
    case willPresent
    case shouldEnable
    case didPresent
    case clicked
    case systemCancel = "cancel"
    case willDismiss
    case didDismiss
  }

  var name: Name
  /// The button index, for `clicked`, `willDismiss` and `didDismiss`.
  var index: Int?

  /// `willPresent`, `clicked(1)`, `cancel`, `shouldEnable`.
  var description: String {
    index.map { "\(name.rawValue)(\($0))" } ?? name.rawValue
  }
}

/// What a legacy recorder does with a call; shared by the alert and sheet recorders.
@MainActor
final class CallRecording<View: AnyObject> {
  /// Every call so far as `description` strings, without `prefix`.
  var events: [String] = []
  /// A log shared with the code under test, which gets each call as `prefix + call`.
  let log: EventLog?
  let prefix: String
  /// Runs after each recorded call except `shouldEnable`: what the app's delegate does there.
  var onCall: ((View, DelegateCall) -> Void)?
  /// Runs after a call of one name, after `onCall`.
  var actions: [DelegateCall.Name: (View) -> Void] = [:]

  init(log: EventLog?, prefix: String) {
    self.log = log
    self.prefix = prefix
  }

  func record(_ name: DelegateCall.Name, _ index: Int? = nil, from view: View) {
    let call = DelegateCall(name: name, index: index)
    events.append(call.description)
    log?.record(prefix + call.description)
    guard name != .shouldEnable else { return }
    onCall?(view, call)
    actions[name]?(view)
  }
}

/// Records every callback of the ``LegacyAlertView``s it is the delegate of.
@MainActor
final class AlertViewRecorder: LegacyAlertViewDelegate {
  let recording: CallRecording<LegacyAlertView>
  /// Implements `alertViewCancel(_:)`: records `cancel` and nothing else.
  /// When false, it does what the protocol's default does, a click on the
  /// cancel button, and records only that click (SEMANTICS L10).
  var handlesSystemCancel: Bool
  /// The answer to `alertViewShouldEnableFirstOtherButton(_:)`, recorded as
  /// `shouldEnable`; nil answers true and records nothing, like the default (SEMANTICS L13).
  var enablesFirstOtherButton: ((LegacyAlertView) -> Bool)?

  /// - Parameters:
  ///   - log: A log to record into as well, each entry starting with `prefix`.
  init(
    log: EventLog? = nil, prefix: String = "", handlesSystemCancel: Bool = false,
    enablesFirstOtherButton: ((LegacyAlertView) -> Bool)? = nil
  ) {
    recording = CallRecording(log: log, prefix: prefix)
    self.handlesSystemCancel = handlesSystemCancel
    self.enablesFirstOtherButton = enablesFirstOtherButton
  }

  /// Every callback so far, e.g. `["willPresent", "didPresent", "clicked(1)"]`.
  var events: [String] { recording.events }
  func clear() { recording.events.removeAll() }

  /// Runs `action` inside every callback named `name`, after it is recorded.
  func on(_ name: DelegateCall.Name, _ action: @escaping (LegacyAlertView) -> Void) {
    recording.actions[name] = action
  }

  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    recording.record(.clicked, buttonIndex, from: alertView)
  }
  func alertViewCancel(_ alertView: LegacyAlertView) {
    guard handlesSystemCancel else {
      return self.alertView(alertView, clickedButtonAt: alertView.cancelButtonIndex)
    }
    recording.record(.systemCancel, from: alertView)
  }
  func willPresent(_ alertView: LegacyAlertView) {
    recording.record(.willPresent, from: alertView)
  }
  func didPresent(_ alertView: LegacyAlertView) {
    recording.record(.didPresent, from: alertView)
  }
  func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    recording.record(.willDismiss, buttonIndex, from: alertView)
  }
  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    recording.record(.didDismiss, buttonIndex, from: alertView)
  }
  func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    guard let enablesFirstOtherButton else { return true }
    recording.record(.shouldEnable, from: alertView)
    return enablesFirstOtherButton(alertView)
  }
}

/// Records every callback of the ``LegacyActionSheet``s it is the delegate of.
@MainActor
final class ActionSheetRecorder: LegacyActionSheetDelegate {
  let recording: CallRecording<LegacyActionSheet>
  /// Implements `actionSheetCancel(_:)`: records `cancel` and nothing else.
  /// When false, it clicks the cancel button as the default does (SEMANTICS L10, S4).
  var handlesSystemCancel: Bool

  init(log: EventLog? = nil, prefix: String = "", handlesSystemCancel: Bool = false) {
    recording = CallRecording(log: log, prefix: prefix)
    self.handlesSystemCancel = handlesSystemCancel
  }

  /// Every callback so far, e.g. `["willPresent", "didPresent", "clicked(1)"]`.
  var events: [String] { recording.events }
  func clear() { recording.events.removeAll() }

  /// Runs `action` inside every callback named `name`, after it is recorded.
  func on(_ name: DelegateCall.Name, _ action: @escaping (LegacyActionSheet) -> Void) {
    recording.actions[name] = action
  }

  func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    guard handlesSystemCancel else {
      return self.actionSheet(actionSheet, clickedButtonAt: actionSheet.cancelButtonIndex)
    }
    recording.record(.systemCancel, from: actionSheet)
  }
  func willPresent(_ actionSheet: LegacyActionSheet) {
    recording.record(.willPresent, from: actionSheet)
  }
  func didPresent(_ actionSheet: LegacyActionSheet) {
    recording.record(.didPresent, from: actionSheet)
  }
  func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    recording.record(.clicked, buttonIndex, from: actionSheet)
  }
  func actionSheet(_ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
    recording.record(.willDismiss, buttonIndex, from: actionSheet)
  }
  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    recording.record(.didDismiss, buttonIndex, from: actionSheet)
  }
}

/// Records every `alertController(_:tappedIndex:)` as `"tapped(tag: t, index: i)"`
/// (SEMANTICS A1).
@MainActor
final class ControllerRecorder: AlertControllerDelegate {
  /// Every call so far.
  private(set) var events: [String] = []
  /// A log to record into as well.
  let log: EventLog?
  /// The alert's `isVisible` at each call.
  private(set) var visibleDuringCall: [Bool] = []
  /// Runs after each recorded call.
  var onTap: ((AlertController, Int) -> Void)?

  init(log: EventLog? = nil) {
    self.log = log
  }

  func alertController(_ alert: AlertController, tappedIndex: Int) {
    let entry = "tapped(tag: \(alert.tag), index: \(tappedIndex))"
    events.append(entry)
    log?.record(entry)
    visibleDuringCall.append(alert.isVisible)
    onTap?(alert, tappedIndex)
  }
}
