#if os(Linux)
  import Foundation
  import Testing
  import UIKit

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

    @Test func shadow_recordsWhatUIKitRaisesFor_andDropsIt() {
      let root = UIViewController()
      root.shadowHorizontalSizeClass = .regular
      let window = UIWindow()
      window.rootViewController = root
      window.makeKeyAndVisible()
      defer { window.windowScene = nil }
      UIKitShadow.raisedExceptions = []

      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      sheet.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
      sheet.addTextField()
      root.present(sheet, animated: true)  // a popover without a source
      #expect(UIKitShadow.raisedExceptions.count == 3)
      #expect(root.presentedViewController == nil)

      let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
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
#endif
