#if canImport(UIKit) && canImport(ObjectiveC) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import AlertShimUIKit
  import Foundation
  import UIKit

  /// The core of the Objective-C `ASActionSheet`: a
  /// ``AlertShim/LegacyActionSheet`` built in the Objective-C order (cancel
  /// last, Semantics O3, S1a), shown through AlertShimUIKit's UIKit-shaped
  /// entry points.
  @MainActor @objc(ASActionSheetCore) public final class ASActionSheetCore: ASViewCore {
    let legacy: LegacyActionSheet

    /// `initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:`:
    /// `owner` (the `ASActionSheet`) is kept alive while the sheet is shown (Semantics O4).
    @objc public init(
      owner: AnyObject, title: String?, cancelButtonTitle: String?,
      destructiveButtonTitle: String?, otherButtonTitles: [String]
    ) {
      legacy = .objectiveC(
        title: title, cancelButtonTitle: cancelButtonTitle,
        destructiveButtonTitle: destructiveButtonTitle, otherButtonTitles: otherButtonTitles)
      super.init(view: legacy, owner: owner)
    }

    /// `-init`: no title and no buttons (Semantics O2).
    @objc public init(owner: AnyObject) {
      legacy = LegacyActionSheet(
        title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
      super.init(view: legacy, owner: owner)
    }

    override func connect(_ forwarder: LegacyObjectiveCDelegate<AnyObject>?) {
      legacy.delegate = forwarder
    }

    /// `actionSheetStyle`, as its raw value; it does not change how the sheet looks.
    @objc public var actionSheetStyle: Int {
      get { legacy.actionSheetStyle.rawValue }
      set { legacy.actionSheetStyle = LegacyActionSheetStyle(rawValue: newValue) ?? .automatic }
    }

    /// `destructiveButtonIndex`.
    @objc public var destructiveButtonIndex: Int {
      get { legacy.destructiveButtonIndex }
      set { legacy.destructiveButtonIndex = newValue }
    }

    /// `showFromToolbar:`.
    @objc public func show(fromToolbar view: UIToolbar) { legacy.show(from: view) }

    /// `showFromTabBar:`.
    @objc public func show(fromTabBar view: UITabBar) { legacy.show(from: view) }

    /// `showFromBarButtonItem:animated:`.
    @objc public func show(from item: UIBarButtonItem, animated: Bool) {
      legacy.show(from: item, animated: animated)
    }

    /// `showFromRect:inView:animated:`.
    @objc public func show(from rect: CGRect, in view: UIView, animated: Bool) {
      legacy.show(from: rect, in: view, animated: animated)
    }

    /// `showInView:`.
    @objc public func show(in view: UIView) { legacy.show(in: view) }

    // MARK: Blocks (Semantics O5, A3–A5)

    /// `setDestructiveButtonWithTitle:handler:` (Semantics A3).
    @objc @discardableResult
    public func setDestructiveButton(
      withTitle title: String?, handler: (@MainActor () -> Void)?
    ) -> Int {
      legacy.setDestructiveButton(withTitle: title, handler: handler)
    }
  }
#endif
