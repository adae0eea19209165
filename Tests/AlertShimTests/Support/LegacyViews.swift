import AlertShim

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
