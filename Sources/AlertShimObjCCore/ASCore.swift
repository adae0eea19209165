#if canImport(UIKit) && canImport(ObjectiveC) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import AlertShimUIKit
  import Foundation
  import UIKit

  /// A delegate method, as the Objective-C classes name it to their core.
  @objc(ASDelegateMethod) public enum ASDelegateMethod: Int, Sendable {
    /// `…clickedButtonAtIndex:`.
    case clicked
    /// `alertViewCancel:` / `actionSheetCancel:`.
    case cancel
    /// `willPresent…:`.
    case willPresent
    /// `didPresent…:`.
    case didPresent
    /// `…willDismissWithButtonIndex:`.
    case willDismiss
    /// `…didDismissWithButtonIndex:`.
    case didDismiss
    /// `alertViewShouldEnableFirstOtherButton:`.
    case shouldEnableFirstOtherButton

    init(_ method: LegacyDelegateMethod) {
      switch method {
      case .clicked: self = .clicked
      case .cancel: self = .cancel
      case .willPresent: self = .willPresent
      case .didPresent: self = .didPresent
      case .willDismiss: self = .willDismiss
      case .didDismiss: self = .didDismiss
      case .shouldEnableFirstOtherButton: self = .shouldEnableFirstOtherButton
      }
    }
  }

  /// The Objective-C twin of `AlertHost.main = .uiKit()`, called by
  /// `+[ASAlertShim setUpUIKit]`.
  @MainActor @objc(ASCoreSetup) public final class ASCoreSetup: NSObject {
    /// Sets ``AlertShim/AlertHost/main`` to a host that draws through UIKit.
    @objc public static func setUpUIKit() {
      AlertHost.main = .uiKit()
    }
  }

  /// What `LegacyAlertView` and `LegacyActionSheet` have alike, which ``ASViewCore``
  /// forwards to for both Objective-C classes.
  @MainActor protocol ASLegacyView: AnyObject {
    var title: String { get set }
    var tag: Int { get set }
    var numberOfButtons: Int { get }
    var cancelButtonIndex: Int { get set }
    var firstOtherButtonIndex: Int { get }
    var isVisible: Bool { get }
    var objectiveCOwner: AnyObject? { get set }
    func addButton(withTitle title: String?) -> Int
    func buttonTitle(at index: Int) -> String?
    func dismiss(withClickedButtonIndex index: Int, animated: Bool)
    func addButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int
    func setCancelButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int
    func addButton<Target: AnyObject>(
      withTitle title: String?, target: Target, action: @escaping (Target) -> (Any?) -> Void,
      userInfo: Any?
    ) -> Int
    var willPresentHandler: (@MainActor (Self) -> Void)? { get set }
    var didPresentHandler: (@MainActor (Self) -> Void)? { get set }
    var willDismissHandler: (@MainActor (Self, Int) -> Void)? { get set }
    var didDismissHandler: (@MainActor (Self, Int) -> Void)? { get set }
    var cancelHandler: (@MainActor (Self) -> Void)? { get set }
    func show(completion: @escaping @MainActor (Self, Int) -> Void)
  }

  extension ASLegacyView {
    /// `willPresentHandler`; nil removes it.
    func setWillPresent(_ handler: (@MainActor () -> Void)?) {
      guard let handler else { return willPresentHandler = nil }
      willPresentHandler = { _ in handler() }
    }

    /// `didPresentHandler`; nil removes it.
    func setDidPresent(_ handler: (@MainActor () -> Void)?) {
      guard let handler else { return didPresentHandler = nil }
      didPresentHandler = { _ in handler() }
    }

    /// `willDismissHandler`: `handler` gets the index; nil removes it.
    func setWillDismiss(_ handler: (@MainActor (Int) -> Void)?) {
      guard let handler else { return willDismissHandler = nil }
      willDismissHandler = { _, index in handler(index) }
    }

    /// `showWithCompletion:`: `completion` gets the dismiss index, once.
    func showReportingIndex(_ completion: @escaping @MainActor (Int) -> Void) {
      show { _, index in completion(index) }
    }

    /// `didDismissHandler`: `handler` gets the index; nil removes it.
    func setDidDismiss(_ handler: (@MainActor (Int) -> Void)?) {
      guard let handler else { return didDismissHandler = nil }
      didDismissHandler = { _, index in handler(index) }
    }

    /// `cancelHandler`; nil removes it.
    func setCancel(_ handler: (@MainActor () -> Void)?) {
      guard let handler else { return cancelHandler = nil }
      cancelHandler = { _ in handler() }
    }
  }

  extension LegacyAlertView: ASLegacyView {}
  extension LegacyActionSheet: ASLegacyView {}

  /// What `ASAlertView` and `ASActionSheet` (Objective-C, in
  /// `<AlertShimObjC/AlertShimObjC.h>`) forward to: a legacy view of
  /// AlertShim, which decides everything (Semantics O6). The Objective-C class
  /// only turns selectors into these calls and back. The members both classes
  /// have are here; ``ASAlertViewCore`` and ``ASActionSheetCore`` add the others.
  @MainActor @objc(ASViewCore) public class ASViewCore: NSObject {
    private var forwarder: LegacyObjectiveCDelegate<AnyObject>?
    private let view: any ASLegacyView

    /// `owner` (the Objective-C object) is kept alive while `view` is shown (Semantics O4).
    init(view: any ASLegacyView, owner: AnyObject) {
      self.view = view
      super.init()
      view.objectiveCOwner = owner
    }

    /// Connects an Objective-C delegate (held weakly, Semantics O4), or disconnects with nil.
    ///
    /// - Parameters:
    ///   - implements: `respondsToSelector:` for a method, asked each time it would be sent.
    ///   - send: Sends a method with a button index; returns its `BOOL` answer.
    @objc public func setDelegate(
      _ delegate: AnyObject?,
      implements: @escaping @MainActor (AnyObject, ASDelegateMethod) -> Bool,
      send: @escaping @MainActor (AnyObject, ASDelegateMethod, Int) -> Bool
    ) {
      guard let delegate else {
        forwarder = nil
        connect(nil)
        return
      }
      let forwarder = LegacyObjectiveCDelegate<AnyObject>(
        delegate,
        implements: { implements($0, ASDelegateMethod($1)) },
        send: { send($0, ASDelegateMethod($1), $2) })
      self.forwarder = forwarder
      connect(forwarder)
    }

    /// The connected delegate, while it is alive.
    @objc public var delegate: AnyObject? { forwarder?.delegate }

    func connect(_ forwarder: LegacyObjectiveCDelegate<AnyObject>?) {}

    // MARK: Members

    /// `title` (nil reads as the empty string, as UIKit's non-null property).
    @objc public var title: String {
      get { view.title }
      set { view.title = newValue }
    }

    /// `tag`.
    @objc public var tag: Int {
      get { view.tag }
      set { view.tag = newValue }
    }

    /// `addButtonWithTitle:` (Semantics L3, L6, S2).
    @objc @discardableResult public func addButton(withTitle title: String?) -> Int {
      view.addButton(withTitle: title)
    }

    /// `buttonTitleAtIndex:` (Semantics L5).
    @objc @discardableResult public func buttonTitle(at index: Int) -> String? {
      view.buttonTitle(at: index)
    }

    /// `numberOfButtons`.
    @objc public var numberOfButtons: Int { view.numberOfButtons }

    /// `cancelButtonIndex`.
    @objc public var cancelButtonIndex: Int {
      get { view.cancelButtonIndex }
      set { view.cancelButtonIndex = newValue }
    }

    /// `firstOtherButtonIndex`.
    @objc public var firstOtherButtonIndex: Int { view.firstOtherButtonIndex }

    /// `visible`.
    @objc public var isVisible: Bool { view.isVisible }

    /// `dismissWithClickedButtonIndex:animated:` (Semantics L9, S4).
    @objc public func dismiss(withClickedButtonIndex index: Int, animated: Bool) {
      view.dismiss(withClickedButtonIndex: index, animated: animated)
    }

    // MARK: Blocks (Semantics O5, A3, A4)

    /// `addButtonWithTitle:handler:` (Semantics A3).
    @objc @discardableResult
    public func addButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int {
      view.addButton(withTitle: title, handler: handler)
    }

    /// `setCancelButtonWithTitle:handler:` (Semantics A3).
    @objc @discardableResult
    public func setCancelButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int
    {
      view.setCancelButton(withTitle: title, handler: handler)
    }

    /// `addButtonWithTitle:target:action:userInfo:`: `target` held weakly (Semantics A4).
    @objc @discardableResult
    public func addButton(
      withTitle title: String?, target: NSObject, action: Selector, userInfo: Any?
    ) -> Int {
      view.addButton(
        withTitle: title, target: target,
        action: { target in { userInfo in _ = target.perform(action, with: userInfo) } },
        userInfo: userInfo)
    }

    /// `showWithCompletion:` (Semantics A2).
    @objc public func show(completion: @escaping @MainActor (Int) -> Void) {
      view.showReportingIndex(completion)
    }

    /// `willPresentHandler` (Semantics A3, A5).
    @objc public func setWillPresentHandler(_ handler: (@MainActor () -> Void)?) {
      view.setWillPresent(handler)
    }

    /// `didPresentHandler` (Semantics A3, A5).
    @objc public func setDidPresentHandler(_ handler: (@MainActor () -> Void)?) {
      view.setDidPresent(handler)
    }

    /// `willDismissHandler` (Semantics A3, A5).
    @objc public func setWillDismissHandler(_ handler: (@MainActor (Int) -> Void)?) {
      view.setWillDismiss(handler)
    }

    /// `didDismissHandler` (Semantics A3, A5).
    @objc public func setDidDismissHandler(_ handler: (@MainActor (Int) -> Void)?) {
      view.setDidDismiss(handler)
    }

    /// `cancelHandler` (Semantics A3, L10).
    @objc public func setCancelHandler(_ handler: (@MainActor () -> Void)?) {
      view.setCancel(handler)
    }
  }

  /// One text field of an alert: what the `UITextField` that
  /// `textFieldAtIndex:` returns reads and writes.
  @MainActor @objc(ASAlertTextFieldModel) public final class ASAlertTextFieldModel: NSObject {
    let field: AlertTextField

    init(_ field: AlertTextField) {
      self.field = field
    }

    /// The field's text.
    @objc public var text: String? {
      get { field.text }
      set { field.text = newValue }
    }

    /// The field's placeholder.
    @objc public var placeholder: String? {
      get { field.placeholder }
      set { field.placeholder = newValue }
    }

    /// Whether the field hides its text.
    @objc(secureTextEntry) public var isSecureTextEntry: Bool {
      @objc(isSecureTextEntry) get { field.isSecureTextEntry }
      set { field.isSecureTextEntry = newValue }
    }

    /// The `UITextField` made for this field, so that every call returns the same one.
    @objc public var textField: AnyObject?
  }
#endif
