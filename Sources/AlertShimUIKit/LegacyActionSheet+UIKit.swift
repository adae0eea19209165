#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import Foundation
  import UIKit

  /// The entry points of `UIActionSheet` that take UIKit objects, so that a
  /// renamed call site compiles and behaves (SEMANTICS L17, S5, U6).
  ///
  /// Each shows the sheet on ``AlertShim/AlertHost/main`` (set it up with
  /// `AlertHost.main = .uiKit()`) and anchors the popover, on a regular width,
  /// at what it was given. `animated` is accepted for source compatibility.
  extension LegacyActionSheet {
    /// Shows the sheet from `view`: on iPad a popover at the view's centre.
    public func show(in view: UIView) {
      let bounds = view.bounds
      showFromUIKit(
        UIKitPopoverSource(
          view: view, rect: CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1)),
        "show(in: UIView)")
    }

    /// Shows the sheet from a bar button item: on iPad a popover pointing at it.
    public func show(from item: UIBarButtonItem, animated: Bool) {
      showFromUIKit(UIKitPopoverSource(barButtonItem: item), "show(from: UIBarButtonItem)")
    }

    /// Shows the sheet from `rect` in `view`: on iPad a popover pointing at the rect.
    public func show(from rect: CGRect, in view: UIView, animated: Bool) {
      showFromUIKit(UIKitPopoverSource(view: view, rect: rect), "show(from: CGRect, in: UIView)")
    }

    /// Shows the sheet from a toolbar: on iPad a popover pointing at the toolbar.
    public func show(from view: UIToolbar) {
      showFromUIKit(UIKitPopoverSource(view: view), "show(from: UIToolbar)")
    }

    /// Shows the sheet from a tab bar: on iPad a popover pointing at the tab bar.
    public func show(from view: UITabBar) {
      showFromUIKit(UIKitPopoverSource(view: view), "show(from: UITabBar)")
    }

    private func showFromUIKit(_ source: UIKitPopoverSource, _ method: String) {
      let name = title.isEmpty ? "LegacyActionSheet (no title)" : "LegacyActionSheet \"\(title)\""
      let host = AlertHost.mainForLegacyShow("\(method) on \(name)")
      show(from: source.anchor, in: host) { controller in
        controller.setPopoverSource(source)
      }
    }
  }
#endif
