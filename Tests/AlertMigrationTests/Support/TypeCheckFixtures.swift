/// UIKit-free snippets of legacy alert code that are rename-only: once rewritten they must
/// compile against AlertShim.
struct TypeCheckFixture: Sendable, CustomStringConvertible {
  var name: String
  var source: String
  /// The Swift language mode the rewritten fixture is type-checked in.
  var languageMode = "6"

  var description: String { name }

  static let all = [settings, login, photoActions, queue, utilities, identity]

  /// Swift 5 code as legacy apps have it: alerts made and shown from classes that are not
  /// isolated to the main actor, which compiled against UIKit (its UI types are
  /// `@preconcurrency`) and must compile, with no diagnostic, after the rename.
  static let utilities = TypeCheckFixture(
    name: "Utilities",
    source: """
      import Foundation

      final class Utils {
        static func showError(_ message: String) {
          UIAlertView(title: "Error", message: message, delegate: nil, cancelButtonTitle: "OK").show()
        }
      }

      final class LogoutHandler: UIAlertViewDelegate {
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
          print(buttonIndex, alertView.tag, alertView.textField(at: 0)?.text ?? "")
        }
      }

      let sharedLogoutHandler = LogoutHandler()

      func confirmLogout() {
        let alert = UIAlertView(
          title: "Log out?", message: nil, delegate: sharedLogoutHandler,
          cancelButtonTitle: "No", otherButtonTitles: "Yes")
        alert.alertViewStyle = .plainTextInput
        alert.show()
      }

      """,
    languageMode: "5")

  /// Alerts compared, and kept as dictionary keys and in sets, as `NSObject`s are (by identity).
  static let identity = TypeCheckFixture(
    name: "AlertIdentity",
    source: """
      import Foundation

      @MainActor
      final class Confirmations: UIAlertViewDelegate {
        var logoutAlert: UIAlertView?
        var handlers: [UIAlertView: () -> Void] = [:]
        var sheets: Set<UIActionSheet> = []

        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
          if alertView == logoutAlert { print("log out") }
          handlers[alertView]?()
          if alertView.textField(at: 0) == alertView.textField(at: 1) { print("one field") }
        }

        func forget(_ sheet: UIActionSheet) { sheets.remove(sheet) }
      }

      """)

  /// An alert with a delegate switching on `tag`.
  static let settings = TypeCheckFixture(name: "SettingsScreen", source: FixtureTree.settingsScreen)

  /// Login and password fields, Swift 2 style cases, and the nested style name.
  static let login = TypeCheckFixture(
    name: "LoginPrompt",
    source: """
      import Foundation

      /// Asks for a login; "UIAlertView" in this string and comment stays as it is.
      @MainActor
      final class LoginPrompt: NSObject, UIAlertViewDelegate {
        private(set) var credentials: (login: String, password: String)?

        func ask() {
          let alert = UIAlertView(
            title: "Sign in", message: "Use your \\"work\\" account", delegate: self,
            cancelButtonTitle: "Cancel", otherButtonTitles: "Sign In")
          alert.alertViewStyle = .LoginAndPasswordInput
          alert.textField(at: 0)?.placeholder = "user@example.com"
          alert.show()
        }

        func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
          guard buttonIndex != alertView.cancelButtonIndex,
            let login = alertView.textField(at: 0)?.text,
            let password = alertView.textField(at: 1)?.text
          else { return }
          credentials = (login, password)
        }

        func isSecure(_ style: UIAlertViewStyle) -> Bool {
          style == UIAlertViewStyle.SecureTextInput
            || style == UIAlertView.Style.loginAndPasswordInput
        }
      }

      """)

  /// An action sheet with a destructive button, a conditional import, a module-qualified name,
  /// an extension conformance and the sheet style.
  static let photoActions = TypeCheckFixture(
    name: "PhotoActions",
    source: """
      #if canImport(Foundation)
        import Foundation
      #endif

      // A UIActionSheet with a destructive button.
      @MainActor
      final class PhotoActions {
        let sheet: UIKit.UIActionSheet
        private(set) var chosen: [String] = []

        init(delegate: UIActionSheetDelegate?) {
          sheet = UIActionSheet.init(
            title: "Photo", delegate: delegate, cancelButtonTitle: "Cancel",
            destructiveButtonTitle: "Delete", otherButtonTitles: "Share", "Duplicate")
          sheet.actionSheetStyle = UIActionSheetStyle.BlackOpaque
          sheet.tag = 3
        }

        func summary() -> String {
          "\\(sheet.numberOfButtons) buttons, destructive at \\(sheet.destructiveButtonIndex)"
        }
      }

      extension PhotoActions: UIActionSheetDelegate {
        func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
          if actionSheet.tag == 3, let title = actionSheet.buttonTitle(at: buttonIndex) {
            chosen.append(title)
          }
        }

        func actionSheetCancel(_ actionSheet: UIActionSheet) {}

        func willPresent(_ actionSheet: UIActionSheet) {}

        func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex index: Int) {}
      }

      """)

  /// Alerts kept in a queue: arrays, weak optionals, casts, variadic titles, interpolation.
  static let queue = TypeCheckFixture(
    name: "AlertQueue",
    source: """
      import Foundation

      @MainActor
      final class AlertQueue {
        private var pending: [UIAlertView] = []
        weak var current: UIAlertView?

        func enqueue(title: String, buttons: String...) {
          let alert = UIAlertView(title: title, message: nil, delegate: nil, cancelButtonTitle: nil)
          for button in buttons { alert.addButton(withTitle: button) }
          alert.cancelButtonIndex = 0
          pending.append(alert)
        }

        func showNext() {
          guard current == nil, !pending.isEmpty else { return }
          let next = pending.removeFirst()
          current = next
          next.show()
        }

        func close(_ alert: UIAlertView?) {
          if let alert, alert.isVisible {
            alert.dismiss(withClickedButtonIndex: alert.cancelButtonIndex, animated: true)
          }
          print("closed a \\(String(describing: UIAlertView.self))")
        }
      }

      """)
}
