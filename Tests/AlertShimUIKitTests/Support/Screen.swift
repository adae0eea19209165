#if os(Linux)
  import AlertShim
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

  /// A window with a root view controller, set up as an app does, and a host
  /// that draws through UIKit on it. The UIKit shadow's global state is reset
  /// when a screen is made and when it is torn down.
  @MainActor
  final class Screen {
    let window: UIWindow
    let root: UIViewController
    let host: AlertHost
    let renderer: UIKitRenderer

    /// - Parameters:
    ///   - sizeClass: what the root controller's trait collection reports.
    ///   - idiom: the device idiom; nil: an iPad for a regular width, else an iPhone.
    ///   - policy: the host's policy.
    ///   - renderer: nil: a renderer that finds the top-most controller itself.
    init(
      sizeClass: UIUserInterfaceSizeClass = .compact, idiom: UIUserInterfaceIdiom? = nil,
      policy: PresentationPolicy = .queue, renderer: UIKitRenderer? = nil
    ) {
      UIKitShadow.finishTransitions()
      UIKitShadow.holdsTransitions = false
      UIKitShadow.raisedExceptions = []
      UIKitShadow.userInterfaceIdiom = idiom ?? (sizeClass == .regular ? .pad : .phone)
      root = UIViewController()
      root.shadowHorizontalSizeClass = sizeClass
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
      window.rootViewController = root
      window.makeKeyAndVisible()
      self.renderer = renderer ?? UIKitRenderer()
      host = AlertHost(renderer: self.renderer, policy: policy)
    }

    /// Ends every transition and takes the window out of its scene.
    func tearDown() {
      UIKitShadow.finishTransitions()
      UIKitShadow.holdsTransitions = false
      UIKitShadow.userInterfaceIdiom = .phone
      window.windowScene = nil
    }

    /// The top-most presented controller, following presented controllers from the
    /// window's root (which a test may have replaced).
    var topMost: UIViewController {
      var top = window.rootViewController ?? root
      while let next = top.presentedViewController { top = next }
      return top
    }

    /// The alert controller on screen, if the top-most controller is one.
    var shownAlert: UIAlertController? {
      topMost as? UIAlertController
    }

    /// Taps the button titled `title` of the alert on screen, as a user would.
    func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
      let alert = try #require(
        shownAlert, "no UIAlertController on screen", sourceLocation: sourceLocation)
      let action = try #require(
        alert.actions.first { $0.title == title },
        "no action titled \"\(title)\" in \(alert.actions.map { $0.title ?? "nil" })",
        sourceLocation: sourceLocation)
      alert.shadowTap(action)
    }
  }

  /// Runs `body` on a fresh screen and tears it down afterwards.
  @MainActor
  func onScreen(
    sizeClass: UIUserInterfaceSizeClass = .compact, idiom: UIUserInterfaceIdiom? = nil,
    policy: PresentationPolicy = .queue, renderer: UIKitRenderer? = nil,
    _ body: (Screen) throws -> Void
  ) rethrows {
    let screen = Screen(sizeClass: sizeClass, idiom: idiom, policy: policy, renderer: renderer)
    defer { screen.tearDown() }
    try body(screen)
  }

  /// Runs `body` with `AlertHost.main` replaced by `host`, then puts the old one back.
  @MainActor
  func withMainHost(_ host: AlertHost, _ body: () throws -> Void) rethrows {
    let saved = AlertHost.main
    AlertHost.main = host
    defer { AlertHost.main = saved }
    try body()
  }

  /// The issues `body` reports, by kind.
  @MainActor
  func issueKinds(_ body: () throws -> Void) rethrows -> [AlertShimIssue.Kind] {
    try AlertDiagnostics.capture(body).issues.map(\.kind)
  }

  /// The index of the button titled `title` of a legacy sheet.
  @MainActor
  func index(of title: String, in sheet: LegacyActionSheet) -> Int {
    (0..<sheet.numberOfButtons).first { sheet.buttonTitle(at: $0) == title } ?? -1
  }
#endif
