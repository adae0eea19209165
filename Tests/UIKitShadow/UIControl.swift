import Foundation

// https://developer.apple.com/documentation/uikit/uimenuelement
/// `@MainActor class UIMenuElement : NSObject` (the shadow has no menus, only this base class).
@MainActor
open class UIMenuElement: NSObject {}

// https://developer.apple.com/documentation/uikit/uiaction
/// `@MainActor class UIAction : UIMenuElement`
@MainActor
open class UIAction: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  /// `struct Identifier`: a string-backed identifier.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  // https://developer.apple.com/documentation/uikit/uiaction/title
  /// `var title: String { get set }`
  open var title: String

  // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
  /// `var identifier: UIAction.Identifier { get }`
  public let identifier: Identifier

  // https://developer.apple.com/documentation/uikit/uiaction/sender
  /// `var sender: Any? { get }`: the control that sent the action, while its handler runs.
  open internal(set) var sender: Any?

  let handler: UIActionHandler

  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
  /// identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
  /// attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
  /// handler: @escaping UIActionHandler)`; the shadow leaves out the defaulted
  /// image, discoverability title, attributes and state.
  public init(
    title: String = "", identifier: UIAction.Identifier? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
/// `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uicontrol
/// `@MainActor class UIControl : UIView`
@MainActor
open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/event
  /// `struct Event : OptionSet` (the events the bridge meets).
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    /// `static var editingChanged: UIControl.Event { get }`
    public static let editingChanged = Event(rawValue: 1 << 17)
    // https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    /// `static var primaryActionTriggered: UIControl.Event { get }`
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  private var actions: [(action: UIAction, events: Event)] = []

  // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  /// `var isEnabled: Bool { get set }`
  open var isEnabled = true

  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`: actions
  /// are uniqued by identifier; a later one with the same identifier replaces the earlier.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actions[index] = (action, actions[index].events.union(controlEvents))
    } else {
      actions.append((action, controlEvents))
    }
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
  /// `func removeAction(_ action: UIAction, for controlEvents: UIControl.Event)`
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)
  /// `func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event)`
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    guard let index = actions.firstIndex(where: { $0.action.identifier == actionIdentifier })
    else { return }
    let remaining = actions[index].events.subtracting(controlEvents)
    if remaining.isEmpty {
      actions.remove(at: index)
    } else {
      actions[index].events = remaining
    }
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  /// `func sendActions(for controlEvents: UIControl.Event)`
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.sender = self
      entry.action.handler(entry.action)
      entry.action.sender = nil
    }
  }
}

// https://developer.apple.com/documentation/uikit/uitextfield
/// `@MainActor class UITextField : UIControl`
@MainActor
open class UITextField: UIControl {
  // https://developer.apple.com/documentation/uikit/uitextfield/text
  /// `var text: String? { get set }`
  open var text: String?

  // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  /// `var placeholder: String? { get set }`
  open var placeholder: String?

  // https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  /// `var isSecureTextEntry: Bool { get set }`
  open var isSecureTextEntry = false

  // https://developer.apple.com/documentation/uikit/uitextfield/textdidchangenotification
  /// `nonisolated class let textDidChangeNotification: NSNotification.Name`
  public nonisolated static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")

}

extension UITextField {
  /// Test hook, not UIKit: the user replaces the text with `text`. Sets
  /// `text`, then runs the `.editingChanged` actions, then posts
  /// `textDidChangeNotification`.
  ///
  /// Shadow choice: Apple's pages for the two (cited above their declarations) give
  /// no order between them; the shadow fixes this one so that a test runs the same
  /// way each time. The bridge listens to `.editingChanged` only.
  public func shadowType(_ text: String) {
    self.text = text
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
  }
}

// https://developer.apple.com/documentation/uikit/uibaritem
/// `@MainActor class UIBarItem : NSObject`
@MainActor
open class UIBarItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uibaritem/title
  /// `var title: String? { get set }`
  open var title: String?

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// `override init()`: NSObject's, which the abstract UIBarItem inherits; the shadow's
  /// `UIBarButtonItem.init()` calls it.
  public override init() {
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
/// `@MainActor class UIBarButtonItem : UIBarItem`, a popover source item (iOS 16).
@MainActor
open class UIBarButtonItem: UIBarItem, UIPopoverPresentationControllerSourceItem {
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
  /// `@NSCopying var primaryAction: UIAction? { get set }`
  open var primaryAction: UIAction?

  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init()
  /// `override init()`
  public override init() {
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  /// `@MainActor @preconcurrency convenience init(title: String? = nil, image: UIImage? = nil,
  /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)`; the shadow leaves out
  /// the defaulted image and menu.
  public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.primaryAction = primaryAction
  }
}
