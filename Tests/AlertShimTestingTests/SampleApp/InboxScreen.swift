// The sample app of AlertShimTesting.docc/Testing.md: the inbox after its migration to closures.
// AlertShimTesting.docc/Testing.md quotes this file; DocsTests checks that the quotes match.

import AlertShim

/// The inbox after its migration: a closure-based alert and action sheet.
@MainActor
final class InboxScreen {
  private(set) var messages: [String]
  private(set) var archived: [String] = []
  private let host: AlertHost

  init(messages: [String], host: AlertHost) {
    self.messages = messages
    self.host = host
  }

  func deleteTapped(at index: Int) {
    let alert = AlertController(
      title: "Delete \"\(messages[index])\"?", message: "This cannot be undone.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.messages.remove(at: index)
      })
    host.present(alert)
  }

  func moreTapped(at index: Int) {
    let sheet = AlertController(title: messages[index], message: nil, preferredStyle: .actionSheet)
    sheet.addAction(
      AlertAction(title: "Archive", style: .default) { [weak self] _ in
        guard let self else { return }
        archived.append(messages.remove(at: index))
      })
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.anchor = .barItem("more")
    host.present(sheet)
  }
}
