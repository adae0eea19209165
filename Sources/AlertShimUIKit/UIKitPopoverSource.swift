#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import Foundation
  import UIKit

  /// What an action sheet's popover points at on screen: a bar button item, or
  /// a rect in a view (SEMANTICS U6).
  ///
  /// Attached to the ``AlertController`` (an association, SEMANTICS A7) by the
  /// UIKit-shaped entry points and ``AlertShim/AlertController/setPopoverSource(_:)``.
  /// The view and the item are held weakly: the sheet never keeps them alive.
  @MainActor
  public final class UIKitPopoverSource {
    /// The bar button item the popover points at.
    public private(set) weak var barButtonItem: UIBarButtonItem?
    /// The view that holds ``rect``.
    public private(set) weak var view: UIView?
    /// The rect in ``view`` the popover points at; nil: the view's bounds.
    public let rect: CGRect?

    /// A popover pointing at `item`.
    public init(barButtonItem item: UIBarButtonItem) {
      self.barButtonItem = item
      self.view = nil
      self.rect = nil
      self.isBarItem = true
    }

    /// A popover pointing at `rect` in `view` (nil: the whole view).
    public init(view: UIView, rect: CGRect? = nil) {
      self.barButtonItem = nil
      self.view = view
      self.rect = rect
      self.isBarItem = false
    }

    /// What the popover points at, for diagnostics: "bar button item" or "view".
    var kind: String { isBarItem ? "bar button item" : "view" }

    private let isBarItem: Bool

    /// The anchor value recorded on the controller, so that hosts and tests see it (SEMANTICS P6).
    var anchor: AlertAnchor {
      if let barButtonItem { return .barItem(barButtonItem.title ?? "UIBarButtonItem") }
      let shown = rect ?? view?.bounds ?? .zero
      return .rect(
        x: Double(shown.origin.x), y: Double(shown.origin.y), width: Double(shown.width),
        height: Double(shown.height))
    }
  }

  private let popoverSourceKey = AssociationKey<UIKitPopoverSource>("uiKitPopoverSource")

  extension AlertController {
    /// Where this action sheet's popover points on screen, if set (SEMANTICS U6).
    public var uiKitPopoverSource: UIKitPopoverSource? {
      associations[popoverSourceKey]
    }

    /// Makes this action sheet's popover point at `source` and records its
    /// ``AlertShim/AlertController/anchor``.
    ///
    /// ```swift
    /// sheet.setPopoverSource(UIKitPopoverSource(barButtonItem: shareItem))
    /// host.present(sheet)
    /// ```
    public func setPopoverSource(_ source: UIKitPopoverSource) {
      associations[popoverSourceKey] = source
      anchor = source.anchor
    }
  }
#endif
