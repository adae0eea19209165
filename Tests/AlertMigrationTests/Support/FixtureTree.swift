import AlertShimTestSupport

/// A small source tree with every classification, written by `FixtureTree.write(into:)`.
enum FixtureTree {
  /// Swift that only needs renames.
  static let settingsScreen = """
    import Foundation

    @MainActor
    final class SettingsScreen: UIAlertViewDelegate {
      func confirmReset() {
        let alert = UIAlertView(
          title: "Reset?", message: "This cannot be undone.", delegate: self,
          cancelButtonTitle: "Cancel", otherButtonTitles: "Reset")
        alert.tag = 7
        alert.show()
      }

      func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        if alertView.tag == 7, buttonIndex != alertView.cancelButtonIndex { reset() }
      }

      func reset() {}
    }

    """

  /// Swift with a manual step (a sheet shown in a view with the Swift 2 name).
  static let shareScreen = """
    import UIKit

    final class ShareScreen: UIViewController, UIActionSheetDelegate {
      func share() {
        let sheet = UIActionSheet(
          title: "Share", delegate: self, cancelButtonTitle: "Cancel",
          destructiveButtonTitle: nil, otherButtonTitles: "Mail")
        sheet.showInView(view)
      }

      func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
    }

    """

  /// Objective-C: scanned, and renamed onto AlertShimObjC by the rewrite.
  static let loginController = """
    #import "LoginController.h"

    @implementation LoginController
    - (void)ask {
      UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Sign in" message:nil
                                                     delegate:self cancelButtonTitle:@"Cancel"
                                            otherButtonTitles:@"Sign In", nil];
      alert.alertViewStyle = UIAlertViewStyleSecureTextInput;
      [alert show];
    }

    - (void)alertView:(UIAlertView *)alertView
        clickedButtonAtIndex:(NSInteger)buttonIndex {
      NSLog(@"%@", [alertView textFieldAtIndex:0].text);
    }
    @end

    """

  /// An Objective-C header declaring the conformance.
  static let loginHeader = """
    #import <UIKit/UIKit.h>

    @interface LoginController : UIViewController <UIAlertViewDelegate>
    @end

    """

  /// Swift with no legacy code.
  static let plain = """
    // UIAlertView is mentioned only in this comment.
    let greeting = "UIAlertView"

    """

  /// Writes the tree: App/SettingsScreen.swift, App/ShareScreen.swift, App/Plain.swift,
  /// Legacy/LoginController.m, Legacy/LoginController.h, plus files the scan must skip
  /// (a hidden directory, a text file).
  static func write(into directory: TemporaryDirectory) throws {
    try directory.write("App/SettingsScreen.swift", settingsScreen)
    try directory.write("App/ShareScreen.swift", shareScreen)
    try directory.write("App/Plain.swift", plain)
    try directory.write("Legacy/LoginController.m", loginController)
    try directory.write("Legacy/LoginController.h", loginHeader)
    try directory.write(".build/Generated.swift", "let a = UIAlertView()\n")
    try directory.write("Notes.txt", "UIAlertView()\n")
  }

  /// The sum of the sizes of the five source files.
  static var sourceBytes: Int {
    [settingsScreen, shareScreen, plain, loginController, loginHeader].reduce(0) {
      $0 + $1.utf8.count
    }
  }
}
