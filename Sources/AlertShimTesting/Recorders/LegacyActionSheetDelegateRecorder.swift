/// A ready-made ``LegacyActionSheetDelegate`` that records every callback, so
/// a test checks a whole trace in one line.
///
/// ```swift
/// let recorder = LegacyActionSheetDelegateRecorder()
/// let sheet = LegacyActionSheet(
///   title: "Photo", delegate: recorder, cancelButtonTitle: "Cancel",
///   destructiveButtonTitle: "Delete", otherButtonTitles: "Share")
/// sheet.show(in: spy.host)
/// try spy.tap("Share")   // Delete = 0, Cancel = 1, Share = 2 (the Swift order)
/// #expect(recorder.events == [.willPresent, .didPresent, .clicked(2), .willDismiss(2), .didDismiss(2)])
/// ```
///
/// Forwarding and system cancel work as for ``LegacyAlertViewDelegateRecorder``:
/// without a wrapped delegate, `actionSheetCancel(_:)` is recorded as
/// `.systemCancel` and followed by the protocol's default, a click on the cancel
/// button (`.clicked(cancelButtonIndex)`); with one, it is forwarded and the
/// wrapped delegate decides.
@MainActor
public final class LegacyActionSheetDelegateRecorder: LegacyActionSheetDelegate,
  @MainActor CustomStringConvertible
{
  /// One callback received from a ``LegacyActionSheet``; the vocabulary it
  /// shares with ``LegacyAlertViewDelegateRecorder``. A sheet never records
  /// `.shouldEnableFirstOtherButton`.
  public typealias Event = LegacyDelegateEvent

  private let trace: LegacyDelegateTrace<any LegacyActionSheetDelegate>

  /// Every callback so far, in order.
  public var events: [Event] { trace.events }
  /// The delegate each callback is passed on to, if any.
  public var wrapped: (any LegacyActionSheetDelegate)? { trace.wrapped }

  /// Creates a recorder.
  ///
  /// - Parameter wrapped: A delegate to pass every callback on to; kept alive by the recorder.
  public init(forwardingTo wrapped: (any LegacyActionSheetDelegate)? = nil) {
    self.trace = LegacyDelegateTrace(forwardingTo: wrapped)
  }

  /// Forgets the events recorded so far.
  public func removeAllEvents() {
    trace.removeAllEvents()
  }

  /// The events, e.g. `[.willPresent, .didPresent, .clicked(1)]`.
  public var description: String { trace.description }

  // MARK: LegacyActionSheetDelegate

  /// Records the click, then forwards it.
  public func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    trace.record(.clicked(buttonIndex)) {
      $0.actionSheet(actionSheet, clickedButtonAt: buttonIndex)
    }
  }

  /// Records the system cancel, then forwards it or clicks the cancel button (see System cancel).
  public func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    // Without a wrapped delegate: the protocol's default (SEMANTICS L10, S4).
    trace.recordSystemCancel(forward: { $0.actionSheetCancel(actionSheet) }) {
      self.actionSheet(actionSheet, clickedButtonAt: actionSheet.cancelButtonIndex)
    }
  }

  /// Records `.willPresent`, then forwards it.
  public func willPresent(_ actionSheet: LegacyActionSheet) {
    trace.record(.willPresent) { $0.willPresent(actionSheet) }
  }

  /// Records `.didPresent`, then forwards it.
  public func didPresent(_ actionSheet: LegacyActionSheet) {
    trace.record(.didPresent) { $0.didPresent(actionSheet) }
  }

  /// Records `.willDismiss(index)`, then forwards it.
  public func actionSheet(
    _ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int
  ) {
    trace.record(.willDismiss(buttonIndex)) {
      $0.actionSheet(actionSheet, willDismissWithButtonIndex: buttonIndex)
    }
  }

  /// Records `.didDismiss(index)`, then forwards it.
  public func actionSheet(
    _ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int
  ) {
    trace.record(.didDismiss(buttonIndex)) {
      $0.actionSheet(actionSheet, didDismissWithButtonIndex: buttonIndex)
    }
  }
}
