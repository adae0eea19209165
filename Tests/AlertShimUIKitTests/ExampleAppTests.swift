#if os(Linux)
  import AlertShim
  import AlertShimExample
  import AlertShimTesting
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

  extension UIKitSuites {
    /// The example app's screens (Examples/AlertShimExample), on the UIKit bridge
    /// and, as an app would test them, with an AlertSpy.
    @Suite @MainActor struct ExampleAppTests {
      @Test func sceneDelegate_setsUpTheMainHost_andShowsTheInbox() throws {
        let savedMain = AlertHost.main
        defer { AlertHost.main = savedMain }
        let delegate = SceneDelegate()
        let scene = try #require(
          UIApplication.shared.connectedScenes.first { $0 is UIWindowScene })
        delegate.scene(scene, willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        let window = try #require(delegate.window)
        defer { window.windowScene = nil }
        #expect(window.isKeyWindow)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        // The actions item is in the navigation bar, so a popover can point at it (U6).
        #expect(navigation.navigationBar.topItem?.rightBarButtonItem === inbox.actionsItem)
        #expect(AlertHost.main.renderer is UIKitRenderer)
        #expect(AlertHost.main.policy == .stack)
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func inbox_delegateScreen_deletesAfterTheAlert_onUIKit(_ mode: Screen.TransitionMode) throws {
        let inbox = InboxViewController(messages: ["Welcome", "Invoice", "Lunch?"])
        try onScreen(mode) { screen in
          screen.window.rootViewController = UINavigationController(rootViewController: inbox)
          try withMainHost(.uiKit()) {
            inbox.deleteTapped(at: 1)
            #expect(screen.shownAlert?.title == "Delete \"Invoice\"?")
            try screen.tap("Delete")
            #expect(inbox.messages == ["Welcome", "Lunch?"])
            inbox.deleteTapped(at: 0)
            try screen.tap("Cancel")
            #expect(inbox.messages == ["Welcome", "Lunch?"])
          }
        }
      }

      /// The actions item is in the navigation bar: UIKit's popover points at it, and the
      /// navigation controller presents for the inbox (U6, U2 on a real hierarchy).
      @Test(arguments: Screen.TransitionMode.allCases)
      func inbox_actionsSheet_isAPopoverFromItsBarButtonItem_onIPad(
        _ mode: Screen.TransitionMode
      ) throws {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.shadowHorizontalSizeClass = .regular
        try onScreen(mode, idiom: .pad) { screen in
          screen.window.rootViewController = navigation
          try withMainHost(.uiKit()) {
            let kinds = issueKinds { inbox.showActions() }  // what the item's primary action does
            #expect(kinds.isEmpty)
            let shown = try #require(screen.shownAlert)
            #expect(shown.presentingViewController === navigation)
            #expect(shown.popoverPresentationController?.sourceItem === inbox.actionsItem)
            screen.tapOutside()  // stands for Cancel
            #expect(inbox.unreadCount == 3)
            inbox.showActions()
            let again = try #require(screen.shownAlert)
            let markRead = try #require(again.actions.first { $0.title == "Mark All as Read" })
            screen.tap(markRead, of: again)
            #expect(inbox.unreadCount == 0)
            #expect(inbox.messages.count == 3)
            #expect(UIKitShadow.raisedExceptions.isEmpty)
          }
        }
      }

      /// Both screens on an iPhone and an iPad idiom, in compact and regular width: a
      /// popover only on an iPad in regular width (Semantics U6, S6).
      /// Both screens on an iPhone and an iPad idiom, in compact and regular width, with
      /// transitions at once and held as UIKit defers them (U13).
      @Test(
        arguments: [
          (UIUserInterfaceIdiom.phone, UIUserInterfaceSizeClass.compact), (.phone, .regular),
          (.pad, .compact), (.pad, .regular),
        ], Screen.TransitionMode.allCases)
      func bothScreens_onEveryIdiomAndWidth(
        _ device: (idiom: UIUserInterfaceIdiom, width: UIUserInterfaceSizeClass),
        _ mode: Screen.TransitionMode
      ) throws {
        let (idiom, width) = device
        let popover = idiom == .pad && width == .regular
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        try onScreen(mode, sizeClass: width, idiom: idiom) { screen in
          screen.window.rootViewController = navigation
          navigation.shadowHorizontalSizeClass = width
          try withMainHost(.uiKit()) {
            let kinds = issueKinds { inbox.showActions() }
            #expect(kinds.isEmpty)
            let shown = try #require(screen.shownAlert)
            #expect((shown.popoverPresentationController != nil) == (idiom == .pad))
            screen.tapOutside()  // Cancel: hidden in a popover, tapped outside otherwise
            #expect(navigation.presentedViewController == nil)
            #expect(inbox.unreadCount == 3)
            inbox.showActions()
            try screen.tap("Mark All as Read")
            #expect(inbox.unreadCount == 0)
          }
          let settings = SettingsViewController(name: "Ada")
          settings.shadowHorizontalSizeClass = width
          screen.window.rootViewController = settings
          settings.signOutTapped()
          let sheet = try #require(screen.shownAlert)
          #expect(
            (sheet.popoverPresentationController?.sourceView === settings.signOutButton)
              == (idiom == .pad))
          if popover {
            screen.tapOutside()
          } else {
            try screen.tap("Cancel")
          }
          #expect(settings.isSignedIn)
          settings.signOutTapped()
          try screen.tap("Sign Out")
          #expect(!settings.isSignedIn)
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func settings_closureScreen_renameEnablesSaveAsTheUserTypes_onUIKit(
        _ mode: Screen.TransitionMode
      ) throws {
        let settings = SettingsViewController(name: "Ada")
        try onScreen(mode) { screen in
          screen.window.rootViewController = settings
          settings.renameTapped()
          let shown = try #require(screen.shownAlert)
          let field = try #require(shown.textFields?.first)
          #expect(field.text == "Ada")
          field.shadowType("")
          #expect(shown.actions[1].isEnabled == false)
          field.shadowType("Grace")
          #expect(shown.actions[1].isEnabled)
          try screen.tap("Save")
          #expect(settings.name == "Grace")
        }
      }

      @Test func settings_signOutSheet_pointsAtTheButton_andIsTestedWithASpy() throws {
        let spy = AlertSpy(traits: .regular)
        let settings = SettingsViewController(name: "Ada", host: spy.host)
        settings.signOutTapped()
        spy.verify(
          title: "Sign out of Ada?", style: .actionSheet,
          actions: [.destructive("Sign Out"), .cancel("Cancel")])
        #expect(spy.host.presentedAlert?.uiKitPopoverSource?.view === settings.signOutButton)
        try spy.tap("Sign Out")
        #expect(!settings.isSignedIn)
      }
    }
  }
#endif
