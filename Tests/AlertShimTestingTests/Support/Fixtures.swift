import AlertShimTesting

/// Builds controllers for the kit's own tests.
@MainActor
enum Fixtures {
  /// An alert with a `.cancel` action "Cancel" and a `.default` action "OK".
  static func okCancelAlert(title: String? = "Save?", message: String? = nil) -> AlertController {
    let alert = AlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "OK", style: .default))
    return alert
  }

  /// An action sheet with "Share", a destructive "Delete" and "Cancel".
  static func photoSheet() -> AlertController {
    let sheet = AlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Share", style: .default))
    sheet.addAction(AlertAction(title: "Delete", style: .destructive))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    return sheet
  }

  /// A spy whose failures are collected instead of failing the test.
  static func collectingSpy(
    policy: PresentationPolicy = .queue, traits: HostTraits = .compact
  ) -> (AlertSpy, CollectingFailureReporter) {
    let failures = CollectingFailureReporter()
    return (AlertSpy(policy: policy, traits: traits, reporter: failures), failures)
  }
}

/// Records the names of the handlers that ran.
@MainActor
final class HandlerLog {
  private(set) var entries: [String] = []

  func action(_ title: String, _ style: AlertAction.Style = .default) -> AlertAction {
    AlertAction(title: title, style: style) { [weak self] _ in self?.entries.append(title) }
  }
}
