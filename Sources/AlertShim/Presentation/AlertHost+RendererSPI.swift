/// The renderer SPI: everything a renderer in another module of the package
/// (AlertShimUIKit) uses beyond the public ``AlertRenderer`` protocol, in one
/// place. These are `package` declarations: no app sees them.
///
/// - ``AlertEnvironmentProviding``: a renderer that knows the size class and
///   size of the place it draws in; the host takes them as its traits (U6).
/// - ``AlertHost/refreshTraitsFromRenderer(for:)`` and
///   ``AlertHost/redecidePresentationTraits(of:)``: take them now, and decide
///   again whether a sheet is a popover when it really appears (S6, U6).
/// - ``RendererReport`` and ``AlertHost/rendererReported(_:for:)``: what the
///   renderer's UI did on its own (U3, U4, U7, M7).
/// - ``AlertHost/mainForLegacyShow(_:)`` (AlertHost+Setup.swift) and
///   ``LegacyActionSheet/show(from:in:configure:)`` (LegacyActionSheet.swift),
///   for the UIKit-shaped legacy entry points, and ``Diagnostic`` for the
///   renderer's issues.

/// A renderer that knows the size class and size of the place it draws in
/// (a package hook; the UIKit renderer reads its presenter's trait collection).
///
/// The host asks before each presentation (with the alert) and when a legacy
/// sheet picks its anchor (without), and takes the answer as its ``AlertHost/traits`` and
/// ``AlertHost/canvasSize`` (SEMANTICS U6). Nil keeps the host's values.
@MainActor
package protocol AlertEnvironmentProviding: AlertRenderer {
  func currentEnvironment(
    for alert: AlertController?, in host: AlertHost
  ) -> (traits: HostTraits, canvasSize: AlertSize)?
}

/// What a renderer's UI did on its own to an alert, reported through
/// ``AlertHost/rendererReported(_:for:)`` (a package hook; the UIKit renderer
/// uses it, because UIKit dismisses an alert for a tap before it runs the
/// action's handler, and may remove an alert with the controller under it).
package enum RendererReport: Hashable, Sendable {
  /// The UI began to resolve the shown alert; how follows.
  case resolving
  /// The user selected the action at this index.
  case selected(actionAt: Int)
  /// The user tapped outside the sheet: its cancel action runs, if it has one.
  case tappedOutside
  /// The UI shows the alert again after removing it.
  case restored
  /// The UI removed the alert and cannot show it again.
  case lost
}

extension AlertHost {
  /// What a renderer's UI did to `alert` on its own: a package hook for
  /// renderers whose UI resolves an alert before telling the host, as UIKit
  /// dismisses an alert for a tap and runs the action's handler only once
  /// that dismissal is over (SEMANTICS U3, U4, M7).
  ///
  /// - `.resolving`: the UI began to resolve the shown alert. Until it reports
  ///   how, input is refused and a cancel or a dismissal from code
  ///   (`cancelAll()`, a background cancel) is only remembered.
  /// - `.selected(actionAt:)`, `.tappedOutside`: how it resolved. This wins
  ///   over whatever was asked meanwhile. When the host has meanwhile started
  ///   to cover the alert (a `.stack` host), a selection still becomes its
  ///   resolution once hidden, and it is not shown again.
  /// - `.restored`: the UI shows it again after removing it; what was asked
  ///   meanwhile is carried out now.
  /// - `.lost`: the UI removed it and cannot show it again: it ends as a
  ///   system cancel, or with what was asked meanwhile.
  ///
  /// Returns whether the report was taken.
  @discardableResult
  package func rendererReported(_ report: RendererReport, for alert: AlertController) -> Bool {
    let input: Schedule.RendererInput
    switch report {
    case .resolving: input = .resolving
    case .selected(let index):
      // An index the alert does not have ends it as dismissed: the UI is gone either way.
      guard alert.actions.indices.contains(index) else {
        return send(.renderer(HostedAlert(alert), .lost)) == .accepted
      }
      input = .selected(action: index)
    case .tappedOutside:
      input = .tappedOutside(cancel: alert.cancelAction.flatMap { alert.index(of: $0) })
    case .restored: input = .restored
    case .lost: input = .lost
    }
    return send(.renderer(HostedAlert(alert), input)) == .accepted
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
}
