/// Setting a host up: the main host's missing-setup issue (SEMANTICS U11) and
/// the traits of a presentation (U6).
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
      AlertDiagnostics.report(.mainHostNotSetUp(caller: caller))
    }
    return main
  }

  /// The renderer's traits, popover or not, and the anchor of a popover without one (P6, S5).
  func decidePresentationTraits(of alert: AlertController, reportingMissingAnchor: Bool) {
    refreshTraitsFromRenderer(for: alert)
    alert.isPopover = traits == .regular && alert.preferredStyle == .actionSheet
    guard reportingMissingAnchor, alert.isPopover, alert.anchor == nil else { return }
    alert.anchor = AlertAnchor.sheetDefault(on: self)
    AlertDiagnostics.report(.missingPopoverAnchor(alert: alert.diagnosticName))
  }
}
