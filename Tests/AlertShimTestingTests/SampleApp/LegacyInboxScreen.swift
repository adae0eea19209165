// The sample app of AlertShimTesting.docc/Testing.md: an inbox before its migration.
// AlertShimTesting.docc/Testing.md quotes this file; DocsTests checks that the quotes match.

import AlertShim

/// The inbox before its migration: UIAlertView-style delegate code, renamed.
@MainActor
final class LegacyInboxScreen: LegacyAlertViewDelegate {
  private(set) var messages: [String]
  private let host: AlertHost

  init(messages: [String], host: AlertHost) {
    self.messages = messages
    self.host = host
  }

  func deleteTapped(at index: Int) {
    makeDeleteAlert(forMessageAt: index).show(in: host)
  }

  func makeDeleteAlert(forMessageAt index: Int) -> LegacyAlertView {
    let alert = LegacyAlertView(
      title: "Delete \"\(messages[index])\"?", message: "This cannot be undone.",
      delegate: self, cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
    alert.tag = index
    return alert
  }

  // Cancel = 0, Delete = 1: the other titles follow the cancel button.
  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    if buttonIndex != alertView.cancelButtonIndex {
      messages.remove(at: alertView.tag)
    }
  }
}

/// The inbox's action sheet before the migration, UIActionSheet-style.
@MainActor
final class LegacyMessageActions: LegacyActionSheetDelegate {
  private(set) var archived: [String] = []
  private let message: String

  init(message: String) {
    self.message = message
  }

  func makeSheet() -> LegacyActionSheet {
    LegacyActionSheet(
      title: message, delegate: self, cancelButtonTitle: "Cancel",
      destructiveButtonTitle: nil, otherButtonTitles: "Archive")
  }

  // Cancel = 0, Archive = 1: in Swift the cancel button comes before the others.
  func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    if buttonIndex != actionSheet.cancelButtonIndex {
      archived.append(message)
    }
  }
}
