#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import Foundation
  import UIKit

  /// The core of the Objective-C `ASAlertView`: a ``AlertShim/LegacyAlertView``
  /// built in the Objective-C order (Semantics O3), with its members as
  /// `@objc` calls for the Objective-C class to forward to.
  @MainActor @objc(ASAlertViewCore) public final class ASAlertViewCore: ASViewCore {
    let legacy: LegacyAlertView
    private var textFieldModels: [ASAlertTextFieldModel] = []

    /// `initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:`:
    /// `owner` (the `ASAlertView`) is kept alive while the alert is shown (Semantics O4).
    @objc public init(
      owner: AnyObject, title: String?, message: String?, cancelButtonTitle: String?,
      otherButtonTitles: [String]
    ) {
      legacy = .objectiveC(
        title: title, message: message, cancelButtonTitle: cancelButtonTitle,
        otherButtonTitles: otherButtonTitles)
      super.init()
      legacy.objectiveCOwner = owner
    }

    /// `-init`: no title and no buttons (Semantics O2).
    @objc public init(owner: AnyObject) {
      legacy = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
      super.init()
      legacy.objectiveCOwner = owner
    }

    override func connect(_ forwarder: LegacyObjectiveCDelegate<AnyObject>?) {
      legacy.delegate = forwarder
    }

    /// `title` (nil reads as the empty string, as UIKit's non-null property).
    @objc public var title: String {
      get { legacy.title ?? "" }
      set { legacy.title = newValue }
    }

    /// `message`.
    @objc public var message: String? {
      get { legacy.message }
      set { legacy.message = newValue }
    }

    /// `tag`.
    @objc public var tag: Int {
      get { legacy.tag }
      set { legacy.tag = newValue }
    }

    /// `addButtonWithTitle:` (Semantics L3, L6).
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

    /// `firstOtherButtonIndex`.
    @objc public var firstOtherButtonIndex: Int { legacy.firstOtherButtonIndex }

    /// `visible`.
    @objc public var isVisible: Bool { legacy.isVisible }

    /// `show`.
    @objc public func show() { legacy.show() }

    /// `dismissWithClickedButtonIndex:animated:` (Semantics L9).
    @objc public func dismiss(withClickedButtonIndex index: Int, animated: Bool) {
      legacy.dismiss(withClickedButtonIndex: index, animated: animated)
    }

    /// `alertViewStyle`, as its raw value (Semantics L11).
    @objc public var alertViewStyle: Int {
      get { legacy.alertViewStyle.rawValue }
      set { legacy.alertViewStyle = LegacyAlertViewStyle(rawValue: newValue) ?? .default }
    }

    /// The field behind `textFieldAtIndex:`; nil with an issue out of range (Semantics L12).
    @objc @discardableResult public func textFieldModel(at index: Int) -> ASAlertTextFieldModel? {
      guard let field = legacy.textField(at: index) else { return nil }
      if let model = textFieldModels.first(where: { $0.field === field }) { return model }
      let model = ASAlertTextFieldModel(field)
      textFieldModels.append(model)
      return model
    }

    // MARK: Blocks (Semantics O5, A2–A5)

    /// `showWithCompletion:` (Semantics A2).
    @objc public func show(completion: @escaping @MainActor (Int) -> Void) {
      legacy.show { _, index in completion(index) }
    }

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

    /// `willPresentHandler` (Semantics A3, A5).
    @objc public func setWillPresentHandler(_ handler: (@MainActor () -> Void)?) {
      guard let handler else { return legacy.willPresentHandler = nil }
      legacy.willPresentHandler = { _ in handler() }
    }

    /// `didPresentHandler` (Semantics A3, A5).
    @objc public func setDidPresentHandler(_ handler: (@MainActor () -> Void)?) {
      guard let handler else { return legacy.didPresentHandler = nil }
      legacy.didPresentHandler = { _ in handler() }
    }

    /// `willDismissHandler` (Semantics A3, A5).
    @objc public func setWillDismissHandler(_ handler: (@MainActor (Int) -> Void)?) {
      guard let handler else { return legacy.willDismissHandler = nil }
      legacy.willDismissHandler = { _, index in handler(index) }
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
