import AlertShim
import Testing

/// A hand-written mock of `LegacyAlertViewDelegate` that records every callback.
@MainActor
final class AlertViewDelegateMock: LegacyAlertViewDelegate {
  var events: [String] = []
  var enablesFirstOtherButton: (LegacyAlertView) -> Bool = { _ in true }
  var onClicked: ((LegacyAlertView, Int) -> Void)?
  var onWillPresent: ((LegacyAlertView) -> Void)?
  var onDidDismiss: ((LegacyAlertView, Int) -> Void)?
  var visibilityAtDidDismiss: Bool?

  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    events.append("clicked(\(buttonIndex))")
    onClicked?(alertView, buttonIndex)
  }
  func willPresent(_ alertView: LegacyAlertView) {
    events.append("willPresent")
    onWillPresent?(alertView)
  }
  func didPresent(_ alertView: LegacyAlertView) { events.append("didPresent") }
  func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    events.append("willDismiss(\(buttonIndex))")
  }
  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    events.append("didDismiss(\(buttonIndex))")
    visibilityAtDidDismiss = alertView.isVisible
    onDidDismiss?(alertView, buttonIndex)
  }
  func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    events.append("shouldEnable")
    return enablesFirstOtherButton(alertView)
  }
}

/// The same mock, also implementing `alertViewCancel(_:)`.
@MainActor
final class CancellingAlertViewDelegateMock: LegacyAlertViewDelegate {
  var events: [String] = []

  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    events.append("clicked(\(buttonIndex))")
  }
  func alertViewCancel(_ alertView: LegacyAlertView) { events.append("cancel") }
  func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    events.append("willDismiss(\(buttonIndex))")
  }
  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    events.append("didDismiss(\(buttonIndex))")
  }
}

/// A hand-written mock of `LegacyActionSheetDelegate` that records every callback.
@MainActor
final class ActionSheetDelegateMock: LegacyActionSheetDelegate {
  var events: [String] = []

  func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    events.append("clicked(\(buttonIndex))")
  }
  func willPresent(_ actionSheet: LegacyActionSheet) { events.append("willPresent") }
  func didPresent(_ actionSheet: LegacyActionSheet) { events.append("didPresent") }
  func actionSheet(_ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
    events.append("willDismiss(\(buttonIndex))")
  }
  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    events.append("didDismiss(\(buttonIndex))")
  }
}

/// The sheet mock, also implementing `actionSheetCancel(_:)`.
@MainActor
final class CancellingActionSheetDelegateMock: LegacyActionSheetDelegate {
  var events: [String] = []

  func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    events.append("clicked(\(buttonIndex))")
  }
  func actionSheetCancel(_ actionSheet: LegacyActionSheet) { events.append("cancel") }
  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    events.append("didDismiss(\(buttonIndex))")
  }
}

/// Runs `body` and returns the kinds of the issues it reported.
@MainActor
func issueKinds(_ body: () -> Void) -> [AlertShimIssue.Kind] {
  AlertDiagnostics.capture(body).issues.map(\.kind)
}

/// The titles of the buttons of a legacy alert, in index order.
@MainActor
func titles(of view: LegacyAlertView) -> [String?] {
  (0..<view.numberOfButtons).map { view.buttonTitle(at: $0) }
}

@MainActor
func titles(of sheet: LegacyActionSheet) -> [String?] {
  (0..<sheet.numberOfButtons).map { sheet.buttonTitle(at: $0) }
}
