import AlertShim
import AlertShimTestSupport
import Testing

/// Where a legacy view gets its controller's events among the controller's
/// observers: right after those added before it was shown, in the order
/// observers were added (``AlertController/observe(_:)``), also once an
/// earlier observer is gone.
@Suite @MainActor struct LegacyReceiverOrderTests {
  /// A sheet delegate that writes into the stage's log.
  final class LoggingDelegate: LegacyActionSheetDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func willPresent(_ actionSheet: LegacyActionSheet) { log.record("delegate: willPresent") }
    func didPresent(_ actionSheet: LegacyActionSheet) { log.record("delegate: didPresent") }
    func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
      log.record("delegate: clicked(\(buttonIndex))")
    }
    func actionSheet(
      _ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int
    ) {
      log.record("delegate: willDismiss(\(buttonIndex))")
    }
    func actionSheet(
      _ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int
    ) {
      log.record("delegate: didDismiss(\(buttonIndex))")
    }
  }

  @Test func observersFromBeforeTheShow_comeFirst_andAnEarlierOneRemovedMovesTheViewUp() throws {
    let stage = HostStage(.immediate)
    let delegate = LoggingDelegate(stage.log)
    let sheet = LegacyActionSheet(
      title: "Sheet", delegate: delegate, cancelButtonTitle: "Cancel",
      destructiveButtonTitle: nil, otherButtonTitles: "One")
    var shown: AlertController?
    var first: AlertObservation?
    sheet.show(from: nil, in: stage.host) { controller in
      shown = controller
      first = stage.log.observe(controller, as: "A")
      stage.log.observe(controller, as: "B")
    }
    let controller = try #require(shown)
    #expect(
      stage.log.entries == [
        "A: willPresent", "B: willPresent", "delegate: willPresent",
        "A: didPresent", "B: didPresent", "delegate: didPresent",
      ])
    // C comes after the view; A goes: the view is then right after B, before C.
    stage.log.observe(controller, as: "C")
    first?.cancel()
    stage.log.clear()
    #expect(stage.host.select(actionAt: 1))
    #expect(
      stage.log.entries == [
        "B: willDismiss(selected(\"One\"))", "delegate: clicked(1)", "delegate: willDismiss(1)",
        "C: willDismiss(selected(\"One\"))",
        "B: didDismiss(selected(\"One\"))", "delegate: didDismiss(1)",
        "C: didDismiss(selected(\"One\"))",
      ])
  }
}
