#if os(Linux)
  import AlertShim
  import AlertShimExample
  import AlertShimTesting
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

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
      #expect(window.rootViewController is InboxViewController)
      #expect(AlertHost.main.renderer is UIKitRenderer)
      #expect(AlertHost.main.policy == .stack)
    }

    @Test func inbox_delegateScreen_deletesAfterTheAlert_onUIKit() throws {
      let inbox = InboxViewController(messages: ["Welcome", "Invoice", "Lunch?"])
      try onScreen { screen in
        screen.window.rootViewController = inbox
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

    @Test func inbox_actionsSheet_isAPopoverFromItsBarButtonItem_onIPad() throws {
      let inbox = InboxViewController()
      inbox.shadowHorizontalSizeClass = .regular
      try onScreen(idiom: .pad) { screen in
        screen.window.rootViewController = inbox
        try withMainHost(.uiKit()) {
          inbox.showActions()  // what the item's primary action does
          let shown = try #require(inbox.presentedViewController as? UIAlertController)
          #expect(shown.popoverPresentationController?.sourceItem === inbox.actionsItem)
          shown.shadowTapOutside()  // stands for Cancel
          #expect(inbox.unreadCount == 3)
          inbox.showActions()
          let again = try #require(inbox.presentedViewController as? UIAlertController)
          let markRead = try #require(again.actions.first { $0.title == "Mark All as Read" })
          again.shadowTap(markRead)
          #expect(inbox.unreadCount == 0)
          #expect(inbox.messages.count == 3)
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }
    }

    /// Both screens on an iPhone and an iPad idiom, in compact and regular width: a
    /// popover only on an iPad in regular width (Semantics U6, S6).
    @Test(arguments: [
      (UIUserInterfaceIdiom.phone, UIUserInterfaceSizeClass.compact), (.phone, .regular),
      (.pad, .compact), (.pad, .regular),
    ])
    func bothScreens_onEveryIdiomAndWidth(
      _ idiom: UIUserInterfaceIdiom, _ width: UIUserInterfaceSizeClass
    ) throws {
      let popover = idiom == .pad && width == .regular
      let inbox = InboxViewController()
      try onScreen(sizeClass: width, idiom: idiom) { screen in
        screen.window.rootViewController = inbox
        inbox.shadowHorizontalSizeClass = width
        try withMainHost(.uiKit()) {
          inbox.showActions()
          let shown = try #require(inbox.presentedViewController as? UIAlertController)
          #expect((shown.popoverPresentationController != nil) == (idiom == .pad))
          shown.shadowTapOutside()  // Cancel: hidden in a popover, tapped outside otherwise
          #expect(inbox.presentedViewController == nil)
          #expect(inbox.unreadCount == 3)
          inbox.showActions()
          try screen.tap("Mark All as Read")
          #expect(inbox.unreadCount == 0)
        }
        let settings = SettingsViewController(name: "Ada")
        settings.shadowHorizontalSizeClass = width
        screen.window.rootViewController = settings
        settings.signOutTapped()
        let sheet = try #require(settings.presentedViewController as? UIAlertController)
        #expect(
          (sheet.popoverPresentationController?.sourceView === settings.signOutButton)
            == (idiom == .pad))
        if popover {
          sheet.shadowTapOutside()
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

    @Test func settings_closureScreen_renameEnablesSaveAsTheUserTypes_onUIKit() throws {
      let settings = SettingsViewController(name: "Ada")
      try onScreen { screen in
        screen.window.rootViewController = settings
        settings.renameTapped()
        let shown = try #require(settings.presentedViewController as? UIAlertController)
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
#endif
