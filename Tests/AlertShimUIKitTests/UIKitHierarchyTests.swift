#if os(Linux)
  import AlertShim
  import AlertShimTesting
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

  extension UIKitSuites {
    /// Deferred presentation (Semantics U13): a present UIKit accepted begins after the
    /// current Core Animation commit, and one made meanwhile is dropped. Sources:
    /// decompiled iOS 18.2 UIKitCore `UIViewController.m`,
    /// `_presentViewController:withAnimationController:completion:`.
    @Suite @MainActor struct UIKitDeferralTests {
      /// Two hosts present in the same turn: the second alert waits for the end of the
      /// first one's presentation (its view is in no window before) instead of being
      /// cancelled for want of a presenter, and UIKit is never asked too early.
      @Test func U13_alertOnAnAlertStillAppearing_waitsForIt_andIsNotCancelled() throws {
        try onScreen(.held) { screen in
          let lower = AlertHost.uiKit(policy: .queue)
          let upper = AlertHost.uiKit(policy: .queue)
          let a = AlertController(title: "A", message: nil, preferredStyle: .alert)
          a.addAction(AlertAction(title: "OK", style: .default))
          let b = AlertController(title: "B", message: nil, preferredStyle: .alert)
          var ranB = 0
          b.addAction(AlertAction(title: "Close", style: .cancel) { _ in ranB += 1 })
          let kinds = issueKinds {
            lower.present(a)
            upper.present(b)
          }
          #expect(kinds.isEmpty)
          #expect(screen.root.presentedViewController?.title == "A")  // set at once
          #expect(screen.root.presentedViewController?.presentedViewController == nil)
          UIKitShadow.finishTransitions()
          #expect(screen.root.presentedViewController?.presentedViewController?.title == "B")
          #expect(UIKitShadow.loggedMessages.isEmpty)
          try screen.tap("Close")
          #expect(ranB == 1)
          #expect(upper.isIdle)
          #expect(screen.shownAlert?.title == "A")
          try screen.tap("OK")
          #expect(lower.isIdle)
        }
      }

      /// UIKit drops a present on a controller whose presentation has not begun, logs it and
      /// never calls the completion: the bridge does not present until that presentation has
      /// ended, so UIKit drops nothing and logs nothing.
      @Test func U13_presentWhileAPresentationWaitsToBegin_waitsForItsEnd_andIsNeverDropped()
        async throws
      {
        let screen = Screen(.held)
        defer { screen.tearDown() }
        let modal = UIViewController()
        screen.root.present(modal, animated: true)
        let recorder = LegacyAlertViewDelegateRecorder()
        let view = LegacyAlertView(
          title: "Synced", message: nil, delegate: recorder, cancelButtonTitle: "OK")
        view.show(in: screen.host)
        #expect(UIKitShadow.loggedMessages.isEmpty)  // nothing was given to UIKit to drop
        #expect(modal.presentedViewController == nil)
        #expect(recorder.events == [.willPresent])  // no didPresent: the host still waits

        UIKitShadow.finishTransitions()  // the modal's presentation ends
        await Task.yield()  // a later turn of the run loop: the bridge presents
        UIKitShadow.finishTransitions()
        #expect((modal.presentedViewController as? UIAlertController)?.title == "Synced")
        #expect(recorder.events == [.willPresent, .didPresent])
        #expect(UIKitShadow.loggedMessages.isEmpty)
        try screen.tap("OK")
        #expect(recorder.events.suffix(3) == [.clicked(0), .willDismiss(0), .didDismiss(0)])
        #expect(screen.host.isIdle)
      }

      /// A present UIKit drops while nothing is in flight (the app took the presenter's view
      /// out of the window) would be dropped again: the alert is cancelled with one issue.
      @Test func U13_presentDroppedWithNothingToWaitFor_isCancelledWithOneIssue() {
        onScreen(.held) { screen in
          let modal = UIViewController()
          screen.root.present(modal, animated: false)
          UIKitShadow.finishTransitions()
          modal.view.removeFromSuperview()
          var cancelled = 0
          let alert = AlertController(title: "Lost", message: nil, preferredStyle: .alert)
          alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
          let kinds = issueKinds { screen.host.present(alert) }
          #expect(kinds == [.noPresenter])
          #expect(cancelled == 1)
          #expect(screen.host.isIdle)
          #expect(UIKitShadow.loggedMessages.count == 1)
          #expect(
            UIKitShadow.loggedMessages.first?.hasSuffix(
              "whose view is not in the window hierarchy.") == true)
        }
      }

      /// A dismissal from code asked while UIKit has accepted the presentation but not begun
      /// it ends after that presentation (the host waits for the alert to be on screen, U8).
      @Test func U13_dismissalBeforeThePresentationBegan_endsAfterIt() {
        onScreen(.held) { screen in
          let alert = AlertController(title: "Quick", message: nil, preferredStyle: .alert)
          alert.addAction(AlertAction(title: "OK", style: .default))
          screen.host.present(alert)
          screen.host.dismiss(alert)
          #expect(alert.isVisible)
          UIKitShadow.finishTransitions()
          #expect(!alert.isVisible)
          #expect(screen.root.presentedViewController == nil)
          #expect(screen.host.isIdle)
          #expect(UIKitShadow.loggedMessages.isEmpty)
        }
      }
    }
  }

  extension UIKitSuites {
    /// Containment: a navigation or tab bar controller presents for its
    /// child, so `presentingViewController` can be an ancestor (decompiled iOS 18.2
    /// UIKitCore `UIViewController.m`, `_modalPresenterForPresentationController:`); U2's
    /// top-most search and U3 on a real hierarchy.
    @Suite @MainActor struct UIKitContainmentTests {
      /// A tab bar controller with a navigation controller in its first tab.
      func tabsWithNavigation(_ screen: Screen) -> (UITabBarController, UIViewController) {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, UIViewController()], animated: false)
        screen.window.rootViewController = tabs
        return (tabs, list)
      }

      @Test func shadow_containerPresentsForItsChild_andCurrentContextStopsAtItsDefiner() {
        let screen = Screen()
        defer { screen.tearDown() }
        let (tabs, list) = tabsWithNavigation(screen)
        #expect(list.navigationController === tabs.children.first)
        #expect(list.tabBarController === tabs)
        let modal = UIViewController()
        list.present(modal, animated: true)
        #expect(modal.presentingViewController === tabs)  // the non-modal ancestor
        #expect(list.presentedViewController === modal)  // the caller's property is set too
        #expect(tabs.presentedViewController === modal)
        let inModal = UIViewController()
        modal.addChild(inModal)
        #expect(inModal.presentingViewController === tabs)  // of the nearest presented ancestor
        list.dismiss(animated: true)
        #expect(tabs.presentedViewController == nil)
        #expect(list.presentedViewController == nil)

        list.definesPresentationContext = true
        let inContext = UIViewController()
        inContext.modalPresentationStyle = .currentContext
        list.present(inContext, animated: false)
        #expect(inContext.presentingViewController === list)
        #expect(UIKitShadow.loggedMessages.isEmpty)
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U2_inANavigationInATabBar_theTabBarControllerPresentsTheAlert(
        _ mode: Screen.TransitionMode
      ) throws {
        try onScreen(mode) { screen in
          let (tabs, _) = tabsWithNavigation(screen)
          let alert = AlertController(title: "Sync", message: nil, preferredStyle: .alert)
          var ran = 0
          alert.addAction(AlertAction(title: "OK", style: .default) { _ in ran += 1 })
          screen.host.present(alert)
          let shown = try #require(screen.shownAlert)
          #expect(shown.presentingViewController === tabs)
          try screen.tap("OK")
          #expect(ran == 1)
          #expect(tabs.presentedViewController == nil)
          #expect(UIKitShadow.loggedMessages.isEmpty)
        }
      }

      /// A screen's own host presents from the screen, a child: its navigation
      /// controller presents, and what that controller presents already is covered (U2, U3).
      @Test(arguments: Screen.TransitionMode.allCases)
      func U2_presenterTheAppSupplies_isAChild_itsAncestorsTopMostPresents(
        _ mode: Screen.TransitionMode
      ) throws {
        let list = UIViewController()
        try onScreen(mode, renderer: UIKitRenderer(presenter: { [weak list] in list })) { screen in
          let navigation = UINavigationController(rootViewController: list)
          screen.window.rootViewController = navigation
          let appModal = UIViewController()
          navigation.present(appModal, animated: false)  // the app's own modal, not list's
          screen.settle()
          let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
          alert.addAction(AlertAction(title: "OK", style: .default))
          screen.host.present(alert)
          let shown = try #require(screen.shownAlert)
          #expect(shown.presentingViewController === appModal)
          #expect(UIKitShadow.loggedMessages.isEmpty)
          try screen.tap("OK")
          #expect(screen.host.isIdle)
        }
      }

      /// The alert is on a modal navigation controller; a screen inside it closes it, which
      /// dismisses the alert with it: the alert is shown again on the tab bar controller (U3).
      @Test(arguments: Screen.TransitionMode.allCases)
      func U3_alertOnAModalNavigation_closedFromInside_isShownAgainOnTheTabs(
        _ mode: Screen.TransitionMode
      ) async throws {
        let screen = Screen(mode)
        defer { screen.tearDown() }
        let (tabs, _) = tabsWithNavigation(screen)
        let editor = UIViewController()
        tabs.present(UINavigationController(rootViewController: editor), animated: false)
        let recorder = LegacyAlertViewDelegateRecorder()
        LegacyAlertView(
          title: "Draft saved", message: nil, delegate: recorder, cancelButtonTitle: "OK"
        ).show(in: screen.host)
        await screen.settleAcrossRunLoopTurns()
        #expect(screen.shownAlert?.presentingViewController === editor.navigationController)

        editor.dismiss(animated: true)  // "Done": dismisses the navigation controller
        screen.settle()
        #expect(tabs.presentedViewController == nil)
        await Task.yield()
        await screen.settleAcrossRunLoopTurns()

        let shown = try #require(screen.shownAlert)
        #expect(shown.presentingViewController === tabs)
        #expect(shown.title == "Draft saved")
        try screen.tap("OK")
        #expect(recorder.events.suffix(3) == [.clicked(0), .willDismiss(0), .didDismiss(0)])
      }
    }
  }

  extension UIKitSuites {
    /// Several foreground scenes on iPad (Semantics U14): the bridge
    /// presents in the scene of the window that became key last, or of the view or bar a
    /// legacy sheet is shown from, never in an arbitrary one. Apple: `connectedScenes` is a
    /// `Set`; since iOS 15 `isKeyWindow` is per scene.
    @Suite @MainActor struct UIKitSceneTests {
      /// A second foreground-active scene with a key window and a root controller.
      @MainActor final class SecondScene {
        let scene = UIKitShadow.connectScene()
        let window: UIWindow
        let root = UIViewController()

        init() {
          window = UIWindow(windowScene: scene)
          window.rootViewController = root
          window.makeKeyAndVisible()
        }

        func tearDown() {
          window.windowScene = nil
          UIKitShadow.disconnect(scene)
        }
      }

      func alert(_ title: String) -> AlertController {
        let alert = AlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        return alert
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U14_twoScenes_theAlertGoesToTheSceneWhoseWindowBecameKeyLast(
        _ mode: Screen.TransitionMode
      ) throws {
        try onScreen(mode) { screen in
          let second = SecondScene()
          defer { second.tearDown() }
          #expect(UIApplication.shared.connectedScenes.count == 2)
          #expect(screen.window.isKeyWindow && second.window.isKeyWindow)  // one per scene

          screen.host.present(alert("In the second"))
          let inSecond = try #require(second.root.presentedViewController as? UIAlertController)
          #expect(inSecond.title == "In the second")
          #expect(screen.root.presentedViewController == nil)
          screen.tap(inSecond.actions[0], of: inSecond)
          #expect(screen.host.isIdle)

          screen.window.makeKey()  // the user goes back to the first window
          screen.host.present(alert("In the first"))
          #expect(screen.root.presentedViewController?.title == "In the first")
          #expect(second.root.presentedViewController == nil)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U14_legacySheet_goesToTheSceneOfItsViewOrOfItsBar(_ mode: Screen.TransitionMode) {
        onScreen(mode, sizeClass: .regular) { screen in
          withMainHost(.uiKit()) {
            let second = SecondScene()  // key last
            defer { second.tearDown() }
            let inFirst = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
            screen.root.view.addSubview(inFirst)
            let sheet = LegacyActionSheet(
              title: "Here", delegate: nil, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: nil, otherButtonTitles: "Share")
            sheet.show(in: inFirst)
            #expect(screen.root.presentedViewController is UIAlertController)
            #expect(second.root.presentedViewController == nil)
            screen.tapOutside()

            let item = screen.barItem("Share")  // in a toolbar of the first window
            let fromItem = LegacyActionSheet(
              title: "Item", delegate: nil, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: nil, otherButtonTitles: "Mail")
            let kinds = issueKinds { fromItem.show(from: item, animated: true) }
            #expect(kinds.isEmpty)
            #expect(screen.shownAlert?.popoverPresentationController?.sourceItem === item)
            #expect(second.root.presentedViewController == nil)
          }
        }
      }

      /// Each scene has a key window and the one that became key last is gone: the bridge
      /// will not guess, so the alert is cancelled with one issue (D1).
      @Test(arguments: Screen.TransitionMode.allCases)
      func U14_severalKeyWindows_noneKnownToBeTheLast_reportsOnce_andCancels(
        _ mode: Screen.TransitionMode
      ) {
        onScreen(mode) { screen in
          let second = SecondScene()
          defer { second.tearDown() }
          let third = SecondScene()  // becomes key last, then its scene goes to the background
          defer { third.tearDown() }
          UIKitShadow.setActivationState(.background, of: third.scene)
          var cancelled = 0
          let alert = alert("Where?")
          alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
          let kinds = issueKinds { screen.host.present(alert) }
          #expect(kinds == [.noPresenter])
          #expect(cancelled == 1)
          #expect(screen.root.presentedViewController == nil)
          #expect(second.root.presentedViewController == nil)
          #expect(screen.host.isIdle)
        }
      }

      /// At launch, under Control Center or a system prompt, the app's only scene is
      /// foreground-inactive: the alert waits for it to activate, as UIAlertView's showed
      /// then, instead of being cancelled (U2).
      @Test(arguments: Screen.TransitionMode.allCases)
      func U2_noActiveScene_theAlertWaitsForASceneToActivate(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode) { screen in
          let scene = try #require(screen.window.windowScene)
          UIKitShadow.setActivationState(.foregroundInactive, of: scene)
          defer { UIKitShadow.setActivationState(.foregroundActive, of: scene) }
          var chosen: [String] = []
          let alert = alert("At launch")
          alert.addAction(
            AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
          let kinds = issueKinds { screen.host.present(alert) }
          #expect(kinds.isEmpty)
          #expect(screen.root.presentedViewController == nil)
          #expect(chosen.isEmpty)
          #expect(!screen.host.isIdle)

          UIKitShadow.setActivationState(.foregroundActive, of: scene)
          let shown = try #require(screen.root.presentedViewController as? UIAlertController)
          #expect(shown.title == "At launch")
          screen.tap(shown.actions[1], of: shown)
          #expect(chosen == ["Cancel"])
          #expect(screen.host.isIdle)
        }
      }

      /// An alert dismissed from code while it waits for a scene to activate is never shown.
      @Test(arguments: Screen.TransitionMode.allCases)
      func U2_waitingForActivation_dismissedFromCode_isNeverShown(
        _ mode: Screen.TransitionMode
      ) throws {
        try onScreen(mode) { screen in
          let scene = try #require(screen.window.windowScene)
          UIKitShadow.setActivationState(.background, of: scene)
          defer { UIKitShadow.setActivationState(.foregroundActive, of: scene) }
          var chosen: [String] = []
          let alert = alert("From the background")
          alert.addAction(
            AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
          screen.host.present(alert)
          screen.host.dismiss(alert)
          screen.settle()
          UIKitShadow.setActivationState(.foregroundActive, of: scene)
          screen.settle()
          #expect(screen.root.presentedViewController == nil)
          #expect(screen.host.isIdle)
          #expect(chosen.isEmpty)
        }
      }
    }
  }

  extension UIKitSuites {
    /// A popover can point at a bar button item only while the item is in a bar on screen:
    /// UIKit has no view for it otherwise. The bridge shows such a sheet
    /// from the centre with one issue (M8, D1).
    @Suite @MainActor struct UIKitBarItemTests {
      @Test(arguments: Screen.TransitionMode.allCases)
      func M8_sheetFromABarButtonItemInNoBar_isCentred_withOneIssue(
        _ mode: Screen.TransitionMode
      ) throws {
        try onScreen(mode, sizeClass: .regular) { screen in
          try withMainHost(.uiKit()) {
            let loose = UIBarButtonItem(title: "Share")  // never put in a bar
            let recorder = LegacyActionSheetDelegateRecorder()
            let sheet = LegacyActionSheet(
              title: "Share", delegate: recorder, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: nil, otherButtonTitles: "Mail")
            let kinds = issueKinds { sheet.show(from: loose, animated: true) }
            #expect(kinds == [.missingPopoverAnchor])
            let popover = try #require(screen.shownAlert?.popoverPresentationController)
            #expect(popover.sourceItem == nil)
            #expect(popover.sourceView === screen.root.view)
            #expect(popover.sourceRect == CGRect(x: 512, y: 384, width: 1, height: 1))
            screen.tapOutside()
            #expect(recorder.events.suffix(3) == [.clicked(0), .willDismiss(0), .didDismiss(0)])
          }
        }
      }

      /// On an iPhone the sheet is no popover: an item in no bar needs no anchor.
      @Test(arguments: Screen.TransitionMode.allCases)
      func sheetFromABarButtonItemInNoBar_onAnIPhone_isShownWithoutAnIssue(
        _ mode: Screen.TransitionMode
      ) {
        onScreen(mode, sizeClass: .regular, idiom: .phone) { screen in
          withMainHost(.uiKit()) {
            let sheet = LegacyActionSheet(
              title: "Share", delegate: nil, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: nil, otherButtonTitles: "Mail")
            let kinds = issueKinds { sheet.show(from: UIBarButtonItem(title: "S"), animated: true) }
            #expect(kinds.isEmpty)
            #expect(screen.shownAlert?.popoverPresentationController == nil)
          }
        }
      }

      /// A navigation bar shows the items of its top item only, and a hidden bar none.
      @Test(arguments: Screen.TransitionMode.allCases)
      func barItems_areInABar_onlyOnTheTopItemOfAVisibleBar(_ mode: Screen.TransitionMode) {
        onScreen(mode, sizeClass: .regular, idiom: .pad) { screen in
          withMainHost(.uiKit()) {
            let first = UIViewController()
            let item = UIBarButtonItem(title: "Edit")
            first.navigationItem.rightBarButtonItem = item
            let navigation = UINavigationController(rootViewController: first)
            navigation.shadowHorizontalSizeClass = .regular
            screen.window.rootViewController = navigation
            navigation.pushViewController(UIViewController(), animated: false)
            @MainActor func show() -> [AlertShimIssue.Kind] {
              let sheet = LegacyActionSheet(
                title: "Edit", delegate: nil, cancelButtonTitle: nil,
                destructiveButtonTitle: nil, otherButtonTitles: "Rename")
              return issueKinds { sheet.show(from: item, animated: true) }
            }
            #expect(show() == [.missingPopoverAnchor])  // the pushed screen's item is on top
            screen.tapOutside()
            navigation.popViewController(animated: false)
            #expect(show().isEmpty)
            #expect(screen.shownAlert?.popoverPresentationController?.sourceItem === item)
            screen.tapOutside()
            navigation.isNavigationBarHidden = true
            #expect(show() == [.missingPopoverAnchor])
            screen.tapOutside()
            #expect(AlertHost.main.isIdle)
          }
        }
      }
    }
  }
#endif
