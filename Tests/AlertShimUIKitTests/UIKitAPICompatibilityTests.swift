#if os(Linux)
  import Foundation
  import Testing
  import UIKit

  extension UIKitSuites {
    /// Code written against real UIKit's alert API, as an app writes it, compiles
    /// unchanged against the shadow and runs there (what keeps the bridge Apple-clean).
    @Suite @MainActor struct UIKitAPICompatibilityTests {
      @Test func appStyleAlertCode_compilesAndRunsAgainstTheShadow() throws {
        let root = UIViewController()
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.windowScene = nil }
        UIKitShadow.raisedExceptions = []

        var typed: String?
        let alert = UIAlertController(title: "Log in", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
          textField.placeholder = "Email"
        }
        alert.addTextField(configurationHandler: { $0.isSecureTextEntry = true })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        let login = UIAlertAction(title: "Log In", style: .default) { [weak alert] _ in
          typed = alert?.textFields?.first?.text
        }
        alert.addAction(login)
        alert.preferredAction = login
        root.present(alert, animated: true, completion: nil)
        alert.textFields?[0].shadowType("ada@example.com")
        alert.shadowTap(login)
        #expect(typed == "ada@example.com")
        #expect(root.presentedViewController == nil)

        let item = UIBarButtonItem()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        if let popover = sheet.popoverPresentationController {
          popover.sourceView = root.view
          popover.sourceRect = CGRect(x: root.view.bounds.midX, y: 0, width: 1, height: 1)
          popover.barButtonItem = item
        }
        root.shadowHorizontalSizeClass = .regular
        root.present(sheet, animated: true)
        #expect(root.presentedViewController === sheet)
        #expect(UIKitShadow.raisedExceptions.isEmpty)
        sheet.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
      }

      /// Decompiled iOS 18.2 UIKitCore `UIViewController.m`,
      /// `_presentViewController:withAnimationController:completion:`: each drop is logged.
      @Test func shadow_dropsPresentationsUIKitWouldDrop_withoutCallingTheCompletion() {
        let screen = Screen()
        defer { screen.tearDown() }
        let root = screen.root
        var completions: [String] = []

        // Not in the window hierarchy.
        let loose = UIViewController()
        loose.present(UIViewController(), animated: true) { completions.append("loose") }
        #expect(loose.presentedViewController == nil)
        #expect(
          UIKitShadow.loggedMessages.last?.hasSuffix("whose view is not in the window hierarchy.")
            == true)

        // Held: a presentation is set up at once, but its transition has not begun.
        UIKitShadow.holdsTransitions = true
        let first = UIViewController()
        var coordinatorInViewWillAppear = false
        final class Watching: UIViewController {
          var onWillAppear: () -> Void = {}
          override func viewWillAppear(_ animated: Bool) { onWillAppear() }
        }
        let watching = Watching()
        watching.onWillAppear = { [weak watching] in
          coordinatorInViewWillAppear = watching?.transitionCoordinator != nil
        }
        root.present(first, animated: true) { completions.append("first") }
        #expect(root.presentedViewController === first)
        #expect(first.presentingViewController === root)
        #expect(first.isBeingPresented)
        #expect(root.transitionCoordinator == nil)  // begins after the current commit
        #expect(first.viewIfLoaded?.window == nil)
        root.present(UIViewController(), animated: true) { completions.append("during") }
        #expect(
          UIKitShadow.loggedMessages.last?.hasSuffix("while a presentation is in progress.") == true
        )
        first.present(UIViewController(), animated: true) { completions.append("on first") }
        root.dismiss(animated: true) { completions.append("dismiss during") }
        UIKitShadow.finishTransitions()
        #expect(completions == ["first"])
        #expect(first.presentedViewController == nil)
        #expect(root.presentedViewController === first)
        first.present(watching, animated: true)
        UIKitShadow.finishTransitions()
        #expect(coordinatorInViewWillAppear)
        #expect(first.presentedViewController === watching)
        root.present(UIViewController(), animated: true)
        #expect(UIKitShadow.loggedMessages.last?.contains("which is already presenting") == true)
        #expect(UIKitShadow.loggedMessages.count == 4)

        // Dismissal: presentedViewController stays until it has finished.
        root.dismiss(animated: true) { completions.append("dismissed") }
        #expect(first.isBeingDismissed)
        #expect(root.transitionCoordinator != nil)
        #expect(root.presentedViewController === first)
        UIKitShadow.finishTransitions()
        #expect(root.presentedViewController == nil)
        #expect(completions == ["first", "dismissed"])
      }

      @Test func shadow_tapRunsTheHandlerAfterTheDismissal_andIgnoresDisabledActions() {
        let screen = Screen()
        defer { screen.tearDown() }
        let root = screen.root
        var log: [String] = []
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let off = UIAlertAction(title: "Off", style: .default) { _ in log.append("off") }
        off.isEnabled = false
        let on = UIAlertAction(title: "On", style: .default) { _ in
          log.append("on, presented: \(root.presentedViewController != nil)")
        }
        alert.addAction(off)
        alert.addAction(on)
        UIKitShadow.holdsTransitions = true
        root.present(alert, animated: true)
        alert.shadowTap(on)  // still appearing: not on screen yet
        UIKitShadow.finishTransitions()
        alert.shadowTap(off)
        alert.shadowTap(on)
        #expect(log.isEmpty)  // dismissing
        UIKitShadow.finishTransitions()
        #expect(log == ["on, presented: false"])
      }

      @Test func shadow_recordsWhatUIKitRaisesFor_andDropsIt() {
        let screen = Screen(sizeClass: .regular)
        defer { screen.tearDown() }
        let root = screen.root

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
        sheet.addTextField()
        #expect(UIKitShadow.raisedExceptions.count == 2)

        let alert = UIAlertController(title: "1", message: nil, preferredStyle: .alert)
        #expect(alert.popoverPresentationController == nil)
        var completed = false
        root.present(alert, animated: true)
        root.present(
          UIAlertController(title: "2", message: nil, preferredStyle: .alert), animated: true
        ) {
          completed = true
        }
        #expect(!completed)  // UIKit drops a presentation on a controller already presenting
        #expect(root.presentedViewController === alert)
      }
    }
  }
#endif
