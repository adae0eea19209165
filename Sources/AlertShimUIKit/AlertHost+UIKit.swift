#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import Foundation
  import UIKit

  extension AlertHost {
    /// A host that draws through UIKit: the one-line setup (SEMANTICS U11).
    ///
    /// ```swift
    /// // In the app delegate or the scene delegate, before any alert is shown:
    /// AlertHost.main = .uiKit()
    /// ```
    ///
    /// The policy is `.stack` by default: on iOS 8 and later a `UIAlertView`
    /// shown while another was on screen appeared on top, and the older one
    /// came back once it was gone, so delegate code written against it sees the
    /// same (SEMANTICS P1). The host's traits follow the presenter's size class
    /// at each presentation (U6).
    ///
    /// - Parameters:
    ///   - presenter: The controller to present on; nil (the default): the
    ///     top-most controller of the key window (U2).
    ///   - policy: `.stack` (default) or `.queue`.
    ///   - cancelsAlertsOnBackground: Cancel the alert on screen when the app
    ///     enters the background (U10); false by default.
    public static func uiKit(
      presenter: (@MainActor () -> UIViewController?)? = nil,
      policy: PresentationPolicy = .stack,
      cancelsAlertsOnBackground: Bool = false
    ) -> AlertHost {
      let renderer =
        presenter.map {
          UIKitRenderer(presenter: $0, cancelsAlertsOnBackground: cancelsAlertsOnBackground)
        } ?? UIKitRenderer(cancelsAlertsOnBackground: cancelsAlertsOnBackground)
      let host = AlertHost(renderer: renderer, policy: policy)
      host.refreshTraitsFromRenderer()
      return host
    }
  }
#endif
