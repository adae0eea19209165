// Tests that use only UIKit's public API: no hook of the UIKit shadow. They are
// compiled wherever UIKit can be imported, so the Apple workflow runs them on an iOS
// simulator against the real UIKit (presentation on a real window, UIKit's own
// deferred transitions and dismissals), and Linux runs them against the shadow.
// Everything else in this target needs the shadow's hooks (taps, typing, size
// classes, held transitions) and is Linux-only. See the UIKit article, "What each
// side proves".
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import AlertShimTesting
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

  /// Every suite of this target, one test at a time: UIKit's state (and the shadow's:
  /// held transitions, the idiom, the scenes, the key window, what UIKit logged) is
  /// global, and a test that awaits a turn of the run loop must not meet another test's
  /// screen there.
  @Suite(.serialized) @MainActor enum UIKitSuites {}

  extension UIKitSuites {
    /// The bridge on whatever UIKit this runs against, through public API only.
    @Suite @MainActor struct UIKitOnDeviceTests {
      /// A key window with a root controller, in the app's window scene when there is one.
      @MainActor final class Stage {
        let window: UIWindow
        let root = UIViewController()
        let host: AlertHost

        init() {
          let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
          window =
            scene.map { UIWindow(windowScene: $0) }
            ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
          window.rootViewController = root
          window.makeKeyAndVisible()
          host = AlertHost(renderer: UIKitRenderer(presenter: { [weak root] in root }))
        }

        func tearDown() {
          root.presentedViewController?.dismiss(animated: false)
          window.isHidden = true
          window.windowScene = nil
        }
      }

      /// Turns the main run loop until `condition` holds (UIKit presents and dismisses on
      /// later turns), for at most `seconds`; against the shadow it holds at once.
      func turnRunLoop(
        until condition: () -> Bool, seconds: TimeInterval = 5,
        sourceLocation: SourceLocation = #_sourceLocation
      ) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !condition() {
          guard Date() < deadline else {
            Issue.record("still waiting after \(seconds) s", sourceLocation: sourceLocation)
            return
          }
          _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
      }

      /// U1, U2, U8: one alert is one `UIAlertController` on the presenter's window, and a
      /// dismissal from code ends in UIKit's completion.
      @Test func alert_isPresentedAsOneUIAlertController_andDismissedFromCode() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let alert = AlertController(title: "Rename", message: "Pick a name", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let save = AlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.preferredAction = save
        stage.host.present(alert)
        turnRunLoop { (stage.root.presentedViewController as? UIAlertController) != nil }
        let shown = try #require(stage.root.presentedViewController as? UIAlertController)
        #expect(shown.title == "Rename")
        #expect(shown.message == "Pick a name")
        #expect(shown.actions.map(\.title) == ["Cancel", "Save"])
        #expect(shown.actions.map(\.style) == [.cancel, .default])
        #expect(shown.preferredAction === shown.actions[1])
        #expect(shown.view.window === stage.window)

        stage.host.dismiss(alert)
        turnRunLoop { stage.root.presentedViewController == nil && !alert.isVisible }
        #expect(stage.host.isIdle)
      }

      /// U4, U8, L9: a legacy view dismissed from code gets its callbacks in UIKit's order,
      /// willDismiss then didDismiss once UIKit's dismissal has ended.
      @Test func legacyDismissalFromCode_callbacksComeInOrder_throughUIKitsDismissal() {
        let stage = Stage()
        defer { stage.tearDown() }
        let recorder = LegacyAlertViewDelegateRecorder()
        let view = LegacyAlertView(
          title: "Upload", message: nil, delegate: recorder, cancelButtonTitle: "Stop",
          otherButtonTitles: "Retry")
        view.show(in: stage.host)
        turnRunLoop { recorder.events.count == 2 }
        #expect(recorder.events == [.willPresent, .didPresent])
        view.dismiss(withClickedButtonIndex: 1, animated: true)
        turnRunLoop { recorder.events.count == 4 }
        #expect(recorder.events == [.willPresent, .didPresent, .willDismiss(1), .didDismiss(1)])
        #expect(stage.root.presentedViewController == nil)
      }

      /// U8, M7: `cancelAll()` dismisses through UIKit and runs the cancel action once.
      @Test func cancelAll_dismissesThroughUIKit_andRunsTheCancelActionOnce() {
        let stage = Stage()
        defer { stage.tearDown() }
        var cancelled = 0
        let alert = AlertController(title: "Sync", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Stop", style: .cancel) { _ in cancelled += 1 })
        stage.host.present(alert)
        turnRunLoop { stage.root.presentedViewController != nil }
        stage.host.cancelAll()
        turnRunLoop { stage.host.isIdle && stage.root.presentedViewController == nil }
        #expect(cancelled == 1)
      }

      /// U6: on this device's idiom, an action sheet is a popover only on iPad and Mac, and
      /// a popover always has a source (UIKit would throw otherwise).
      @Test func actionSheet_followsTheDeviceIdiom_andAPopoverHasASource() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Mail", style: .default))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        _ = AlertDiagnostics.capture { stage.host.present(sheet) }
        turnRunLoop { (stage.root.presentedViewController as? UIAlertController) != nil }
        let shown = try #require(stage.root.presentedViewController as? UIAlertController)
        let idiom = UIDevice.current.userInterfaceIdiom
        if idiom == .pad || idiom == .mac {
          #expect(shown.popoverPresentationController?.sourceView != nil)
        } else {
          #expect(shown.popoverPresentationController == nil)
        }
        stage.host.cancelAll()
        turnRunLoop { stage.host.isIdle }
      }
    }
  }
#endif
