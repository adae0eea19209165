/// Setting a host up: the main host's missing-setup issue (SEMANTICS U11) and
/// the environment of a renderer that knows where it draws (U6).
extension AlertHost {
  /// The state of the missing-setup issue (SEMANTICS U11); a package hook so
  /// that tests can reset it and turn it on where UIKit is only a shadow.
  package struct SetupDiagnostic {
    /// Whether a legacy `show()` on an unreplaced ``main`` reports the missing setup.
    package var isEnabled: Bool
    /// Whether ``main`` was ever assigned.
    package var isMainReplaced = false
    /// Whether the issue was reported already: it is reported once per process.
    package var hasReported = false

    package init(isEnabled: Bool) {
      self.isEnabled = isEnabled
    }
  }

  /// Reported on Apple UI platforms, where an app is expected to draw through UIKit.
  package static var setup: SetupDiagnostic = {
    #if os(iOS) || os(visionOS) || targetEnvironment(macCatalyst)
      return SetupDiagnostic(isEnabled: true)
    #else
      return SetupDiagnostic(isEnabled: false)
    #endif
  }()

  /// ``main``, for the legacy `show()` methods: reports the missing setup once (SEMANTICS U11).
  package static func mainForLegacyShow(_ caller: String) -> AlertHost {
    if setup.isEnabled, !setup.isMainReplaced, !setup.hasReported {
      setup.hasReported = true
      AlertDiagnostics.report(
        .mainHostNotSetUp,
        "\(caller) uses AlertHost.main, which draws nothing: add `AlertHost.main = .uiKit()`"
          + " (import AlertShimUIKit) in your app or scene delegate before showing alerts.")
    }
    return main
  }

  /// Takes the traits and canvas size of a renderer that knows where it draws
  /// (the UIKit renderer: the presenter's size class and view), so that a
  /// sheet is a popover exactly when UIKit shows it as one (SEMANTICS U6).
  package func refreshTraitsFromRenderer(for alert: AlertController? = nil) {
    guard let source = environmentSource,
      let environment = source.currentEnvironment(for: alert, in: self)
    else { return }
    traits = environment.traits
    canvasSize = environment.canvasSize
  }

  /// Decides again, from the renderer, whether `alert` is a popover: a package
  /// hook for a renderer that shows an alert later than the host asked (UIKit
  /// presents once the presenter's running transition has ended), so that the
  /// traits are those of the moment the alert really appears (SEMANTICS S6, U6).
  ///
  /// A sheet that becomes a popover without an anchor gets the centred anchor
  /// and the one missing-anchor issue (M8), as at presentation.
  package func redecidePresentationTraits(of alert: AlertController) {
    guard alert.isVisible, alert.host === self else { return }
    decidePresentationTraits(of: alert, reportingMissingAnchor: true)
  }

  /// The renderer's traits, popover or not, and the anchor of a popover without one (P6, S5).
  func decidePresentationTraits(of alert: AlertController, reportingMissingAnchor: Bool) {
    refreshTraitsFromRenderer(for: alert)
    alert.isPopover = traits == .regular && alert.preferredStyle == .actionSheet
    guard reportingMissingAnchor, alert.isPopover, alert.anchor == nil else { return }
    alert.anchor = AlertAnchor.sheetDefault(on: self)
    AlertDiagnostics.report(
      .missingPopoverAnchor,
      "\(alert.diagnosticName) is shown as a popover without an anchor; it was shown from"
        + " the centre. Set its anchor to a rect or a bar item.")
  }
}
