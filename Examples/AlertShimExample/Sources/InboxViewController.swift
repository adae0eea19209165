#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import AlertShimUIKit
  import UIKit

  /// A screen still written the UIAlertView way: delegates, `tag`, button
  /// indices, shown in a navigation controller whose bar holds ``actionsItem``. The only change from the UIKit original is the rename
  /// (`UIAlertView` → `LegacyAlertView`, `UIActionSheet` → `LegacyActionSheet`).
  public final class InboxViewController: UIViewController, LegacyAlertViewDelegate,
    LegacyActionSheetDelegate
  {
    /// The messages on screen.
    public private(set) var messages: [String]
    /// How many messages are unread.
    public private(set) var unreadCount: Int

    /// The bar button item that shows the inbox actions (an action sheet,
    /// a popover pointing at the item on iPad). It is the navigation item's right bar
    /// button item: a popover can point only at an item shown in a bar.
    public private(set) lazy var actionsItem = UIBarButtonItem(
      title: "Actions", primaryAction: UIAction { [weak self] _ in self?.showActions() })

    public init(messages: [String] = ["Welcome", "Invoice", "Lunch?"]) {
      self.messages = messages
      self.unreadCount = messages.count
      super.init(nibName: nil, bundle: nil)
      title = "Inbox"
      navigationItem.rightBarButtonItem = actionsItem
    }

    public required init?(coder: NSCoder) {
      return nil
    }

    /// The user swiped a message away: ask first.
    public func deleteTapped(at index: Int) {
      let alert = LegacyAlertView(
        title: "Delete \"\(messages[index])\"?", message: "This cannot be undone.",
        delegate: self, cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
      alert.tag = index
      alert.show()
    }

    /// The actions of the inbox.
    public func showActions() {
      let sheet = LegacyActionSheet(
        title: "Inbox", delegate: self, cancelButtonTitle: "Cancel",
        destructiveButtonTitle: "Delete All", otherButtonTitles: "Mark All as Read")
      sheet.show(from: actionsItem, animated: true)
    }

    // MARK: LegacyAlertViewDelegate

    public func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
      guard buttonIndex != alertView.cancelButtonIndex else { return }
      messages.remove(at: alertView.tag)
      unreadCount = min(unreadCount, messages.count)
    }

    // MARK: LegacyActionSheetDelegate

    public func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
      if buttonIndex == actionSheet.destructiveButtonIndex {
        messages.removeAll()
        unreadCount = 0
      } else if actionSheet.buttonTitle(at: buttonIndex) == "Mark All as Read" {
        unreadCount = 0
      }
    }
  }
#endif
