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
    let mode: TransitionMode

    /// - Parameters:
    ///   - sizeClass: what the root controller's trait collection reports.
    ///   - idiom: the device idiom; nil: an iPad for a regular width, else an iPhone.
    ///   - policy: the host's policy.
    ///   - renderer: nil: a renderer that finds the top-most controller itself.
    ///   - mode: how transitions run; `.held` holds them until the screen settles.
    init(
      _ mode: TransitionMode = .immediate,
      sizeClass: UIUserInterfaceSizeClass = .compact, idiom: UIUserInterfaceIdiom? = nil,
      policy: PresentationPolicy = .queue, renderer: UIKitRenderer? = nil
    ) {
      UIKitShadow.finishTransitions()
      UIKitShadow.holdsTransitions = false
      UIKitShadow.raisedExceptions = []
      UIKitShadow.loggedMessages = []
      self.mode = mode
      UIKitShadow.userInterfaceIdiom = idiom ?? (sizeClass == .regular ? .pad : .phone)
      root = UIViewController()
      root.shadowHorizontalSizeClass = sizeClass
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
      window.rootViewController = root
      window.makeKeyAndVisible()
      self.renderer = renderer ?? UIKitRenderer()
      host = AlertHost(renderer: self.renderer, policy: policy)
      UIKitShadow.holdsTransitions = mode == .held
    }

    /// In `.held` mode, lets every held transition run (the run loop turns until the
    /// animations are over); nothing in `.immediate` mode.
    func settle() {
      if mode == .held { UIKitShadow.finishTransitions() }
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

    /// In `.held` mode, settles over a few turns of the main run loop, for what the bridge
    /// does on a later turn (it waits a turn for a presentation of the app's that has not
    /// begun, U13); nothing in `.immediate` mode.
    func settleAcrossRunLoopTurns() async {
      guard mode == .held else { return }
      for _ in 0..<4 {
        UIKitShadow.finishTransitions()
        await Task.yield()
      }
      UIKitShadow.finishTransitions()
    }

    /// A bar button item titled `title`, shown in a toolbar of the root controller's view
    /// as an app shows one (a popover can point only at an item in a bar on screen).
    func barItem(_ title: String) -> UIBarButtonItem {
      let item = UIBarButtonItem(title: title)
      toolbar.items = (toolbar.items ?? []) + [item]
      return item
    }

    private lazy var toolbar: UIToolbar = {
      let bar = UIToolbar(frame: CGRect(x: 0, y: 724, width: 1024, height: 44))
      root.view.addSubview(bar)
      return bar
    }()

    /// The alert controller on screen, if the top-most controller is one (after the
    /// screen has settled).
    var shownAlert: UIAlertController? {
      settle()
      return topMost as? UIAlertController
    }

    /// Taps the button titled `title` of the alert on screen, as a user would, once the
    /// screen has settled; in `.held` mode the screen settles again afterwards.
    func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
      let alert = try #require(
        shownAlert, "no UIAlertController on screen", sourceLocation: sourceLocation)
      let action = try #require(
        alert.actions.first { $0.title == title },
        "no action titled \"\(title)\" in \(alert.actions.map { $0.title ?? "nil" })",
        sourceLocation: sourceLocation)
      alert.shadowTap(action)
      settle()
    }

    /// Taps `action` of `alert`, as ``tap(_:sourceLocation:)`` does.
    func tap(_ action: UIAlertAction, of alert: UIAlertController) {
      settle()
      alert.shadowTap(action)
      settle()
    }

    /// Taps outside the alert on screen (or `alert`), as a user would, once the screen has
    /// settled; in `.held` mode the screen settles again afterwards.
    func tapOutside(_ alert: UIAlertController? = nil) {
      settle()
      (alert ?? topMost as? UIAlertController)?.shadowTapOutside()
      settle()
    }
  }

  extension Screen {
    /// How the UIKit shadow runs transitions in a test (Semantics U13).
    enum TransitionMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
      /// Each presentation and dismissal completes at once: a test reads as a story.
      case immediate
      /// As UIKit defers them: each waits (`UIKitShadow.holdsTransitions`) until the screen
      /// settles, which the screen's user actions and looks do first, as a user acts and
      /// looks only once the animations are over.
      case held

      var testDescription: String { rawValue }
    }
  }

  /// Runs `body` on a fresh screen and tears it down afterwards.
  @MainActor
  func onScreen(
    _ mode: Screen.TransitionMode = .immediate,
    sizeClass: UIUserInterfaceSizeClass = .compact, idiom: UIUserInterfaceIdiom? = nil,
    policy: PresentationPolicy = .queue, renderer: UIKitRenderer? = nil,
    _ body: (Screen) throws -> Void
  ) rethrows {
    let screen = Screen(
      mode, sizeClass: sizeClass, idiom: idiom, policy: policy, renderer: renderer)
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
