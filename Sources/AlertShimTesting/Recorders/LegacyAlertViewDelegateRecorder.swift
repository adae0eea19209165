/// A ready-made ``LegacyAlertViewDelegate`` that records every callback, so a
/// test checks a whole trace in one line.
///
/// ```swift
/// let recorder = LegacyAlertViewDelegateRecorder()
/// let alert = LegacyAlertView(
///   title: "Retry?", message: nil, delegate: recorder,
///   cancelButtonTitle: "Cancel", otherButtonTitles: "Retry")
/// alert.show(in: spy.host)
/// try spy.tap("Retry")
/// #expect(recorder.events == [
///   .willPresent, .didPresent, .clicked(1), .willDismiss(1), .didDismiss(1),
/// ])
/// ```
///
/// `.shouldEnableFirstOtherButton` appears between `.willPresent` and
/// `.didPresent` only for alerts that have a first other button, that is
/// alerts made with `buttonOrder: .objectiveC`.
///
/// ## Forwarding
///
/// Given a delegate to wrap, the recorder records each callback and then
/// passes it on, so the app's own delegate still acts. The recorder keeps the
/// wrapped delegate alive (the alert holds its delegate, the recorder,
/// weakly; the test holds the recorder).
///
/// ## System cancel
///
/// The recorder implements `alertViewCancel(_:)` to record `.systemCancel`, which
/// replaces the protocol's default. So that the flow stays what it would be
/// with a delegate that does not implement it, the recorder then does what
/// the default does:
///
/// - Without a wrapped delegate, it calls its own
///   `alertView(_:clickedButtonAt:)` with the cancel button's index, so the
///   trace reads `.systemCancel, .clicked(cancelButtonIndex), .willDismiss(…), …`,
///   exactly the calls a delegate without `alertViewCancel(_:)` receives.
/// - With a wrapped delegate, it forwards `alertViewCancel(_:)` and records
///   nothing more: the wrapped delegate's own implementation, or the default
///   (which clicks the cancel button on the wrapped delegate, not on the
///   recorder), decides what happens. The trace reads `.systemCancel, .willDismiss(…), …`.
@MainActor
public final class LegacyAlertViewDelegateRecorder: LegacyAlertViewDelegate,
  @MainActor CustomStringConvertible
{
  /// One callback received from a ``LegacyAlertView``; the vocabulary it
  /// shares with ``LegacyActionSheetDelegateRecorder``.
  public typealias Event = LegacyDelegateEvent

  private let trace: LegacyDelegateTrace<any LegacyAlertViewDelegate>

  /// Every callback so far, in order.
  public var events: [Event] { trace.events }
  /// The delegate each callback is passed on to, if any.
  public var wrapped: (any LegacyAlertViewDelegate)? { trace.wrapped }
  /// The answer to `alertViewShouldEnableFirstOtherButton(_:)`; nil gives the
  /// wrapped delegate's answer, or true (the protocol's default) without one.
  /// The question is passed on to the wrapped delegate either way.
  public var enablesFirstOtherButton: Bool?

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - wrapped: A delegate to pass every callback on to; kept alive by the recorder.
  ///   - enablesFirstOtherButton: A fixed answer to
  ///     `alertViewShouldEnableFirstOtherButton(_:)`; nil for the answer of `wrapped`.
  public init(
    forwardingTo wrapped: (any LegacyAlertViewDelegate)? = nil,
    enablesFirstOtherButton: Bool? = nil
  ) {
    self.trace = LegacyDelegateTrace(forwardingTo: wrapped)
    self.enablesFirstOtherButton = enablesFirstOtherButton
  }

  /// Forgets the events recorded so far.
  public func removeAllEvents() {
    trace.removeAllEvents()
  }

  /// The events, e.g. `[.willPresent, .didPresent, .clicked(1)]`.
  public var description: String { trace.description }

  // MARK: LegacyAlertViewDelegate

  /// Records the click, then forwards it.
  public func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    trace.record(.clicked(buttonIndex)) { $0.alertView(alertView, clickedButtonAt: buttonIndex) }
  }

  /// Records the system cancel, then forwards it or clicks the cancel button (see System cancel).
  public func alertViewCancel(_ alertView: LegacyAlertView) {
    trace.recordSystemCancel(forward: { $0.alertViewCancel(alertView) }) {
      self.alertView(alertView, clickedButtonAt: alertView.cancelButtonIndex)
    }
  }

  /// Records `.willPresent`, then forwards it.
  public func willPresent(_ alertView: LegacyAlertView) {
    trace.record(.willPresent) { $0.willPresent(alertView) }
  }

  /// Records `.didPresent`, then forwards it.
  public func didPresent(_ alertView: LegacyAlertView) {
    trace.record(.didPresent) { $0.didPresent(alertView) }
  }

  /// Records `.willDismiss(index)`, then forwards it.
  public func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    trace.record(.willDismiss(buttonIndex)) {
      $0.alertView(alertView, willDismissWithButtonIndex: buttonIndex)
    }
  }

  /// Records `.didDismiss(index)`, then forwards it.
  public func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    trace.record(.didDismiss(buttonIndex)) {
      $0.alertView(alertView, didDismissWithButtonIndex: buttonIndex)
    }
  }

  /// Records the question and forwards it; answers with the recorder's own
  /// setting when it has one, else the wrapped delegate's answer, else true.
  public func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    var forwarded: Bool?
    trace.record(.shouldEnableFirstOtherButton) {
      forwarded = $0.alertViewShouldEnableFirstOtherButton(alertView)
    }
    return enablesFirstOtherButton ?? forwarded ?? true
  }
}
