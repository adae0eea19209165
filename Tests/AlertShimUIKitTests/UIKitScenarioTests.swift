#if os(Linux)
  import AlertShim
  import AlertShimTesting
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

  extension UIKitSuites {
    /// Whole flows as an app meets them, through `AlertHost.main = .uiKit()` and
    /// the shadow's hooks (SEMANTICS U1–U11 with L/S/P).
    @Suite @MainActor struct UIKitScenarioTests {
      @Test(arguments: Screen.TransitionMode.allCases)
      func legacyAlert_shownWithShow_andTapped(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode) { screen in
          try withMainHost(.uiKit()) {
            let recorder = LegacyAlertViewDelegateRecorder()
            let view = LegacyAlertView(
              title: "Update available", message: "Install now?", delegate: recorder,
              cancelButtonTitle: "Later", otherButtonTitles: "Install")
            view.tag = 4
            view.show()
            let shown = try #require(screen.shownAlert)
            #expect(shown.title == "Update available")
            #expect(shown.message == "Install now?")
            #expect(shown.actions.map(\.title) == ["Later", "Install"])
            #expect(shown.actions.map(\.style) == [.cancel, .default])
            try screen.tap("Install")
            #expect(
              recorder.events == [
                .willPresent, .didPresent, .clicked(1),
                .willDismiss(1), .didDismiss(1),
              ])
            #expect(screen.root.presentedViewController == nil)
          }
        }
      }

      /// Enables "Log In" only while both fields have text (SEMANTICS L2a, L13, U5).
      final class LoginDelegate: LegacyAlertViewDelegate {
        var events: [String] = []

        func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
          let login = alertView.textField(at: 0)?.text ?? ""
          let password = alertView.textField(at: 1)?.text ?? ""
          events.append("shouldEnable")
          return !login.isEmpty && !password.isEmpty
        }

        func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
          events.append("clicked(\(buttonIndex))")
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func loginAlert_firstOtherButtonEnablesAsTheUserTypes(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode) { screen in
          try withMainHost(.uiKit()) {
            let delegate = LoginDelegate()
            let view = LegacyAlertView(
              title: "Sign in", message: nil, delegate: delegate, cancelButtonTitle: "Cancel",
              otherButtonTitles: "Log In", buttonOrder: .objectiveC)
            view.alertViewStyle = .loginAndPasswordInput
            #expect(view.firstOtherButtonIndex == 1)
            view.show()
            let shown = try #require(screen.shownAlert)
            let fields = try #require(shown.textFields)
            #expect(fields.map(\.placeholder) == ["Login", "Password"])
            #expect(fields.map(\.isSecureTextEntry) == [false, true])
            let logIn = shown.actions[1]
            #expect(logIn.title == "Log In")
            #expect(!logIn.isEnabled)  // asked at presentation: both fields empty

            try screen.tap("Log In")  // disabled: UIKit ignores the tap
            #expect(view.isVisible)
            fields[0].shadowType("ada")
            #expect(!logIn.isEnabled)
            fields[1].shadowType("secret")
            #expect(logIn.isEnabled)
            fields[1].shadowType("")
            #expect(!logIn.isEnabled)
            fields[1].shadowType("s3cret")
            #expect(logIn.isEnabled)
            #expect(delegate.events == Array(repeating: "shouldEnable", count: 5))

            try screen.tap("Log In")
            #expect(delegate.events.last == "clicked(1)")
            #expect(view.textField(at: 0)?.text == "ada")
            #expect(view.textField(at: 1)?.text == "s3cret")
            #expect(!view.isVisible)
          }
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func iPadSheet_fromBarButtonItem_tapOnAnOtherButton(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode, sizeClass: .regular) { screen in
          try withMainHost(.uiKit()) {
            let recorder = LegacyActionSheetDelegateRecorder()
            let sheet = LegacyActionSheet(
              title: "Photo", delegate: recorder, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: "Delete", otherButtonTitles: "Share", "Copy")
            sheet.show(from: screen.barItem("Photo"), animated: true)
            let shown = try #require(screen.shownAlert)
            #expect(shown.actions.first { $0.title == "Delete" }?.style == .destructive)
            #expect(shown.actions.first { $0.title == "Cancel" }?.style == .cancel)
            try screen.tap("Copy")
            let copy = index(of: "Copy", in: sheet)
            #expect(
              recorder.events.suffix(3) == [.clicked(copy), .willDismiss(copy), .didDismiss(copy)])
          }
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func sheetFromARectInAView_andFromATabBar_pointAtThem(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode, sizeClass: .regular) { screen in
          try withMainHost(.uiKit()) {
            let cell = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
            screen.root.view.addSubview(cell)
            let sheet = LegacyActionSheet(
              title: "Row", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil,
              otherButtonTitles: "Pin")
            sheet.show(from: CGRect(x: 300, y: 10, width: 20, height: 20), in: cell, animated: true)
            var popover = try #require(screen.shownAlert?.popoverPresentationController)
            #expect(popover.sourceView === cell)
            #expect(popover.sourceRect == CGRect(x: 300, y: 10, width: 20, height: 20))
            try screen.tap("Pin")

            let tabBar = UITabBar(frame: CGRect(x: 0, y: 718, width: 1024, height: 50))
            screen.root.view.addSubview(tabBar)
            sheet.show(from: tabBar)
            popover = try #require(screen.shownAlert?.popoverPresentationController)
            #expect(popover.sourceView === tabBar)
            #expect(popover.sourceRect == tabBar.bounds)
            screen.tapOutside()

            sheet.show(in: cell)
            popover = try #require(screen.shownAlert?.popoverPresentationController)
            #expect(popover.sourceView === cell)
            #expect(popover.sourceRect == CGRect(x: 160, y: 22, width: 1, height: 1))
            screen.tapOutside()
            #expect(UIKitShadow.raisedExceptions.isEmpty)
          }
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func twoLegacyAlertsAtOnce_theNewerOnTop_theOlderAgainAfterwards(
        _ mode: Screen.TransitionMode
      )
        throws
      {
        try onScreen(mode) { screen in
          try withMainHost(.uiKit()) {
            let first = LegacyAlertViewDelegateRecorder()
            let second = LegacyAlertViewDelegateRecorder()
            let a = LegacyAlertView(
              title: "A", message: nil, delegate: first, cancelButtonTitle: "Close A")
            let b = LegacyAlertView(
              title: "B", message: nil, delegate: second, cancelButtonTitle: "Close B")
            a.show()
            b.show()
            #expect(screen.shownAlert?.title == "B")
            #expect(a.isVisible && b.isVisible)
            try screen.tap("Close B")
            #expect(
              second.events == [
                .willPresent, .didPresent, .clicked(0), .willDismiss(0), .didDismiss(0),
              ])
            #expect(screen.shownAlert?.title == "A")
            #expect(first.events == [.willPresent, .didPresent])
            try screen.tap("Close A")
            #expect(
              first.events == [
                .willPresent, .didPresent, .clicked(0), .willDismiss(0), .didDismiss(0),
              ])
            #expect(screen.root.presentedViewController == nil)
            #expect(UIKitShadow.raisedExceptions.isEmpty)
          }
        }
      }

      @Test func twoAlertsAtOnce_withAnimations_neverAskUIKitToPresentOnABusyController() throws {
        try onScreen { screen in
          try withMainHost(.uiKit()) {
            UIKitShadow.holdsTransitions = true
            let a = LegacyAlertView(
              title: "A", message: nil, delegate: nil, cancelButtonTitle: "OK")
            let b = LegacyAlertView(
              title: "B", message: nil, delegate: nil, cancelButtonTitle: "OK")
            a.show()
            b.show()
            UIKitShadow.finishTransitions()
            #expect(screen.shownAlert?.title == "B")
            try screen.tap("OK")
            UIKitShadow.finishTransitions()
            #expect(screen.shownAlert?.title == "A")
            try screen.tap("OK")
            UIKitShadow.finishTransitions()
            #expect(screen.root.presentedViewController == nil)
            #expect(!a.isVisible && !b.isVisible)
            #expect(UIKitShadow.raisedExceptions.isEmpty)
          }
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func cancelAll_cancelsTheShownAndTheCoveredAlert_andClearsTheScreen(
        _ mode: Screen.TransitionMode
      ) throws {
        onScreen(mode, policy: .stack) { screen in
          var ran: [String] = []
          for title in ["First", "Second"] {
            let alert = AlertController(title: title, message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in ran.append(title) })
            screen.host.present(alert)
          }
          #expect(screen.shownAlert?.title == "Second")
          screen.host.cancelAll()
          screen.settle()
          #expect(ran == ["Second", "First"])
          #expect(screen.root.presentedViewController == nil)
          #expect(screen.host.isIdle)
        }
      }

      @Test func cancelAll_duringAnimations_endsOnceUIKitIsDone() throws {
        onScreen { screen in
          UIKitShadow.holdsTransitions = true
          var ran: [String] = []
          for title in ["First", "Second"] {
            let alert = AlertController(title: title, message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in ran.append(title) })
            screen.host.present(alert)
          }
          screen.host.cancelAll()
          #expect(ran.isEmpty)
          UIKitShadow.finishTransitions()
          #expect(ran == ["First", "Second"])
          #expect(screen.root.presentedViewController == nil)
          #expect(screen.host.isIdle)
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      @Test func screensUnderTest_useAlertSpy_notTheBridge() throws {
        // How an app tests a screen: the screen takes a host; the test gives it a spy.
        let spy = AlertSpy()
        let recorder = LegacyAlertViewDelegateRecorder()
        LegacyAlertView(
          title: "Sign out?", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
          otherButtonTitles: "Sign Out"
        ).show(in: spy.host)
        try spy.tap("Sign Out")
        #expect(recorder.events.contains(.clicked(1)))
      }
    }
  }
#endif
