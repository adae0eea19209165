#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
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
      super.init()
      legacy.objectiveCOwner = owner
    }

    /// `-init`: no title and no buttons (Semantics O2).
    @objc public init(owner: AnyObject) {
      legacy = LegacyActionSheet(
        title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
      super.init()
      legacy.objectiveCOwner = owner
    }

    override func connect(_ forwarder: LegacyObjectiveCDelegate<AnyObject>?) {
      legacy.delegate = forwarder
    }

    /// `title`.
    @objc public var title: String {
      get { legacy.title ?? "" }
      set { legacy.title = newValue }
    }

    /// `actionSheetStyle`, as its raw value; it does not change how the sheet looks.
    @objc public var actionSheetStyle: Int {
      get { legacy.actionSheetStyle.rawValue }
      set { legacy.actionSheetStyle = LegacyActionSheetStyle(rawValue: newValue) ?? .automatic }
    }

    /// `tag`.
    @objc public var tag: Int {
      get { legacy.tag }
      set { legacy.tag = newValue }
    }

    /// `addButtonWithTitle:` (Semantics S2).
    @objc @discardableResult public func addButton(withTitle title: String?) -> Int {
      legacy.addButton(withTitle: title)
    }

    /// `buttonTitleAtIndex:` (Semantics L5).
    @objc @discardableResult public func buttonTitle(at index: Int) -> String? {
      legacy.buttonTitle(at: index)
    }

    /// `numberOfButtons`.
    @objc public var numberOfButtons: Int { legacy.numberOfButtons }

    /// `cancelButtonIndex`.
    @objc public var cancelButtonIndex: Int {
      get { legacy.cancelButtonIndex }
      set { legacy.cancelButtonIndex = newValue }
    }

    /// `destructiveButtonIndex`.
    @objc public var destructiveButtonIndex: Int {
      get { legacy.destructiveButtonIndex }
      set { legacy.destructiveButtonIndex = newValue }
    }

    /// `firstOtherButtonIndex`.
    @objc public var firstOtherButtonIndex: Int { legacy.firstOtherButtonIndex }

    /// `visible`.
    @objc public var isVisible: Bool { legacy.isVisible }

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

    /// `dismissWithClickedButtonIndex:animated:` (Semantics L9, S4).
    @objc public func dismiss(withClickedButtonIndex index: Int, animated: Bool) {
      legacy.dismiss(withClickedButtonIndex: index, animated: animated)
    }

    // MARK: Blocks (Semantics O5, A3–A5)

    /// `addButtonWithTitle:handler:` (Semantics A3).
    @objc @discardableResult
    public func addButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int {
      legacy.addButton(withTitle: title, handler: handler)
    }

    /// `setCancelButtonWithTitle:handler:` (Semantics A3).
    @objc @discardableResult
    public func setCancelButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int
    {
      legacy.setCancelButton(withTitle: title, handler: handler)
    }

    /// `setDestructiveButtonWithTitle:handler:` (Semantics A3).
    @objc @discardableResult
    public func setDestructiveButton(
      withTitle title: String?, handler: (@MainActor () -> Void)?
    ) -> Int {
      legacy.setDestructiveButton(withTitle: title, handler: handler)
    }

    /// `addButtonWithTitle:target:action:userInfo:`: `target` held weakly (Semantics A4).
    @objc @discardableResult
    public func addButton(
      withTitle title: String?, target: NSObject, action: Selector, userInfo: Any?
    ) -> Int {
      legacy.addButton(
        withTitle: title, target: target,
        action: { target in { userInfo in _ = target.perform(action, with: userInfo) } },
        userInfo: userInfo)
    }

    /// `didDismissHandler` (Semantics A3, A5).
    @objc public func setDidDismissHandler(_ handler: (@MainActor (Int) -> Void)?) {
      guard let handler else { return legacy.didDismissHandler = nil }
      legacy.didDismissHandler = { _, index in handler(index) }
    }

    /// `cancelHandler` (Semantics A3, L10).
    @objc public func setCancelHandler(_ handler: (@MainActor () -> Void)?) {
      guard let handler else { return legacy.cancelHandler = nil }
      legacy.cancelHandler = { _ in handler() }
    }
  }
#endif
