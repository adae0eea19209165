// The sample app of AlertShimTesting.docc/Testing.md: the inbox halfway through its migration.
// AlertShimTesting.docc/Testing.md quotes this file; DocsTests checks that the quotes match.

import AlertShim

/// The inbox halfway: a modern controller that keeps the legacy tag and indices.
@MainActor
final class HalfwayInboxScreen: AlertControllerDelegate {
  private(set) var messages: [String]
  private let host: AlertHost

  init(messages: [String], host: AlertHost) {
    self.messages = messages
    self.host = host
  }

  func deleteTapped(at index: Int) {
    host.present(makeDeleteAlert(forMessageAt: index))
  }

  func makeDeleteAlert(forMessageAt index: Int) -> AlertController {
    let alert = AlertController(
      title: "Delete \"\(messages[index])\"?", message: "This cannot be undone.",
      preferredStyle: .alert)
    alert.tag = index
    alert.delegate = self
    alert.addAction(title: "Cancel", style: .cancel, index: 0)
    alert.addAction(title: "Delete", style: .destructive, index: 1)
    return alert
  }

  func alertController(_ alert: AlertController, tappedIndex: Int) {
    if tappedIndex == 1 {
      messages.remove(at: alert.tag)
    }
  }
}
