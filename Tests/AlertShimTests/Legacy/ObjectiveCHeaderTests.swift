import Foundation
import Testing

/// The Objective-C layer's header and its table in the "Migrating Objective-C"
/// article (Semantics O1, O2): every member the table names is declared in
/// `<AlertShimObjC/AlertShimObjC.h>`, and every member of UIKit's headers is
/// in the table.
@Suite struct ObjectiveCHeaderTests {
  static let header = "Sources/AlertShimObjC/include/AlertShimObjC/AlertShimObjC.h"
  static let article = "Sources/AlertShim/AlertShim.docc/MigratingObjectiveC.md"

  static func read(_ path: String) throws -> String {
    try String(
      contentsOf: SemanticsTableTests.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The members of UIKit's UIAlertView.h and UIActionSheet.h (with the UIView
  /// members alert code uses), as selectors and property names.
  static let alertViewMembers = [
    "initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:", "initWithFrame:",
    "initWithCoder:", "init", "delegate", "title", "message", "addButtonWithTitle:",
    "buttonTitleAtIndex:", "numberOfButtons", "cancelButtonIndex", "firstOtherButtonIndex",
    "visible", "show", "dismissWithClickedButtonIndex:animated:", "alertViewStyle",
    "textFieldAtIndex:", "tag", "alertView:clickedButtonAtIndex:", "alertViewCancel:",
    "willPresentAlertView:", "didPresentAlertView:", "alertView:willDismissWithButtonIndex:",
    "alertView:didDismissWithButtonIndex:", "alertViewShouldEnableFirstOtherButton:",
  ]
  static let actionSheetMembers = [
    "initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:",
    "initWithFrame:", "initWithCoder:", "init", "delegate", "title", "actionSheetStyle",
    "addButtonWithTitle:", "buttonTitleAtIndex:", "numberOfButtons", "cancelButtonIndex",
    "destructiveButtonIndex", "firstOtherButtonIndex", "visible", "showFromToolbar:",
    "showFromTabBar:", "showFromBarButtonItem:animated:", "showFromRect:inView:animated:",
    "showInView:", "dismissWithClickedButtonIndex:animated:", "tag",
    "actionSheet:clickedButtonAtIndex:", "actionSheetCancel:", "willPresentActionSheet:",
    "didPresentActionSheet:", "actionSheet:willDismissWithButtonIndex:",
    "actionSheet:didDismissWithButtonIndex:",
  ]
  static let constants = [
    "ASAlertViewStyleDefault", "ASAlertViewStyleSecureTextInput",
    "ASAlertViewStylePlainTextInput", "ASAlertViewStyleLoginAndPasswordInput",
    "ASActionSheetStyleAutomatic", "ASActionSheetStyleDefault",
    "ASActionSheetStyleBlackTranslucent", "ASActionSheetStyleBlackOpaque",
  ]

  /// The selector pieces of `member` all appear in `text`, in order.
  static func declares(_ text: String, _ member: String) -> Bool {
    let pieces = member.split(separator: ":").map { String($0) + (member.contains(":") ? ":" : "") }
    var rest = Substring(text)
    for piece in pieces {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  // Semantics O2: every member of the two UIKit headers is declared under its AS name.
  @Test func header_declaresEveryMemberOfUIKitsHeaders() throws {
    let header = try Self.read(Self.header)
    let missing = (Self.alertViewMembers + Self.actionSheetMembers + Self.constants)
      .filter { !Self.declares(header, $0) }
    #expect(missing == [])
    #expect(header.contains("NS_REQUIRES_NIL_TERMINATION"))
    #expect(header.contains("@protocol ASAlertViewDelegate <NSObject>\n@optional"))
    #expect(header.contains("@protocol ASActionSheetDelegate <NSObject>\n@optional"))
  }

  // Semantics O2: the docs table lists every member beside its AlertShim member, no gaps.
  @Test func table_listsEveryMember() throws {
    let article = try Self.read(Self.article)
    let tableRows = article.split(separator: "\n").filter { $0.hasPrefix("| ") }
    let tableText = tableRows.joined(separator: "\n")
    let missing = (Self.alertViewMembers + Self.actionSheetMembers + Self.constants)
      .filter { !Self.declares(tableText, $0) }
    #expect(missing == [])
    // Each row names a UIKit member and an AlertShim one.
    let gaps = tableRows.filter { row in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return cells.count != 2 || cells.contains("")
    }
    #expect(gaps == [])
  }

  // Semantics O1: the docs give the reason, with the exception's text and the technote.
  @Test func docs_citeTheExceptionAndTN3187() throws {
    for path in ["README.md", Self.article] {
      let text = try Self.read(path).split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(text.contains("NSObjectNotAvailableException"), "\(path)")
      #expect(
        text.contains("UIAlertView is deprecated and unavailable for UIScene based applications"),
        "\(path)")
      #expect(text.contains("TN3187"), "\(path)")
    }
  }
}
