// THIS IS NOT UIKIT.
//
// This module is a shadow of the small part of Apple's UIKit that
// AlertShimUIKit uses, so that the bridge can be built and tested on Linux,
// where no Apple SDK exists. It is part of the package graph only when the
// manifest is evaluated on Linux; on Apple platforms the real UIKit is used.
//
// Every declaration follows the Swift signature of Apple's documentation (the
// page, SDK header or decompiled UIKitCore file it follows is named in a comment
// above it; what none of them states is marked there as a choice of the shadow,
// with the reason): `@MainActor` classes, the same
// optionality, nested `Style` enums, `CGRect` from Foundation. Parameters
// with default values that the bridge never passes are left out, so every
// call written against this shadow also compiles against UIKit. Behaviour is
// the smallest that lets the bridge's glue run the way it runs on a device:
//
// - a tap on an action dismisses the alert, then runs the action's handler;
// - `present` is made by the non-modal ancestor; on one that is already
//   presenting, whose view is in no window, or whose transition is in progress,
//   it is dropped and its completion is never called (UIKit only logs "Attempt to
//   present …", which `UIKitShadow.loggedMessages` records);
// - with `UIKitShadow.holdsTransitions`, a presentation is set up at once and
//   its transition and completion wait for `UIKitShadow.finishTransitions()`, as
//   UIKit defers them to after the current Core Animation commit (decompiled iOS
//   18.2 UIKitCore `UIViewController.m`,
//   `_presentViewController:withAnimationController:completion:`, SEMANTICS U13);
// - an action sheet presented as a popover without a source (or whose only
//   source is a bar button item in no bar), and an alert controller with no
//   title, message or action, end the process with a failure exit, as UIKit's
//   uncatchable exception and assertion end the app;
// - `popoverPresentationController` is nil unless the controller's
//   presentation style is `.popover`.
//
// The only declarations UIKit does not have are the test hooks of this module,
// listed in the UIKit article: `UIAlertController.shadowTap(_:)` and
// `shadowTapOutside()`, `UITextField.shadowType(_:)`,
// `UIViewController.shadowHorizontalSizeClass` and `shadowPopoverReads`, and the
// `UIKitShadow` enum of this file with `raisedExceptions`, `loggedMessages`,
// `userInterfaceIdiom`, `holdsTransitions`, `finishTransitions()`,
// `connectScene(activationState:)`, `setActivationState(_:of:)` and
// `disconnect(_:)`.
//
// Containment (`UINavigationController`, `UITabBarController`, `children`,
// `parent`, `definesPresentationContext`) is modelled as far as presentation needs
// it: a container presents for its child, as decompiled iOS 18.2 UIKitCore
// `UIViewController.m` does.

// Like UIKit, the shadow re-exports Foundation: app code that imports only UIKit
// sees CGRect, NSCoder and NotificationCenter.
@_exported import Foundation

/// The shadow's own switches and records; not part of UIKit.
@MainActor
public enum UIKitShadow {
  /// What real UIKit would have raised (and crashed with), in order, for
  /// example an action sheet presented as a popover without a source.
  public static var raisedExceptions: [String] = []

  /// The idiom `UIDevice.current` and every trait collection report: `.phone`
  /// (the default), `.pad` or `.mac`.
  public static var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

  /// What UIKit would have written to the console, in order, for example
  /// "Attempt to present … on … (from …) while a presentation is in progress."
  /// (decompiled iOS 18.2 UIKitCore `UIViewController.m`).
  public static var loggedMessages: [String] = []

  // Presentation: decompiled iOS 18.2 UIKitCore `UIViewController.m`,
  // `_presentViewController:withAnimationController:completion:` (SEMANTICS U13).
  // Dismissal: a shadow choice. Apple's page
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // says only that the completion runs after the dismissal; the shadow holds a
  // dismissal's end like a presentation's so that tests can act while it runs.
  /// False (the default): presentations and dismissals complete at once, so a
  /// test reads as a story.
  ///
  /// True: UIKit's deferral (a presentation begins after the current Core
  /// Animation commit; a dismissal's end takes run-loop turns). `present` sets
  /// `presentedViewController` and `presentingViewController` at once; the
  /// presentation's transition (its `transitionCoordinator`, `viewWillAppear`,
  /// `viewDidAppear`) and its completion come at ``finishTransitions()``. A
  /// dismissal begins at once (its coordinator exists) and ends there.
  public static var holdsTransitions = false

  private static var pendingTransitions: [() -> Void] = []

  /// Completes every held presentation and dismissal, including those started meanwhile.
  public static func finishTransitions() {
    while !pendingTransitions.isEmpty {
      pendingTransitions.removeFirst()()
    }
  }

  /// Runs `end` now, or when ``finishTransitions()`` is called while transitions are held.
  static func runTransition(_ end: @escaping () -> Void) {
    if holdsTransitions {
      pendingTransitions.append(end)
    } else {
      end()
    }
  }

  /// What UIKit throws and nothing can catch: the process ends, so the test
  /// run fails whatever the test expects (see the UIKit article).
  ///
  /// The shadow writes the reason to standard error and exits with status 1
  /// rather than trapping: a trap starts the runtime's backtracer, which an
  /// exit test's parent process cannot wait through.
  static func fail(_ reason: String) -> Never {
    FileHandle.standardError.write(Data("UIKit shadow, uncatchable failure: \(reason)\n".utf8))
    exit(EXIT_FAILURE)
  }

  /// Records what UIKit would log.
  static func log(_ message: String) {
    loggedMessages.append(message)
  }

  /// A further window scene, connected and in `state`, for an iPad running the app in
  /// several windows; `UIApplication.shared.connectedScenes` holds it until
  /// ``disconnect(_:)``.
  public static func connectScene(
    activationState state: UIScene.ActivationState = .foregroundActive
  ) -> UIWindowScene {
    let scene = UIWindowScene(activationState: state)
    UIApplication.shared.extraScenes.append(scene)
    return scene
  }

  /// Moves `scene` to `state`, as the system does when the user switches windows, and posts
  /// `UIScene.didActivateNotification` when it becomes foreground-active from another state.
  public static func setActivationState(_ state: UIScene.ActivationState, of scene: UIScene) {
    let before = scene.activationState
    scene.activationState = state
    if state == .foregroundActive, before != .foregroundActive {
      NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    }
  }

  /// Takes a scene made by ``connectScene(activationState:)`` out of the connected scenes.
  public static func disconnect(_ scene: UIWindowScene) {
    UIApplication.shared.extraScenes.removeAll { $0 === scene }
  }

  /// Records what UIKit would raise.
  static func raise(_ reason: String) {
    raisedExceptions.append(reason)
  }
}
