import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
/// `@MainActor class UIResponder : NSObject`
@MainActor
open class UIResponder: NSObject {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// `override init()`: NSObject's, which UIResponder inherits.
  public override init() {
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uiview
/// `@MainActor class UIView : UIResponder`
@MainActor
open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/frame
  /// `var frame: CGRect { get set }`
  open var frame: CGRect

  // https://developer.apple.com/documentation/uikit/uiview/bounds
  /// `var bounds: CGRect { get set }`: the frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  /// `var isHidden: Bool { get set }`
  open var isHidden = false

  // https://developer.apple.com/documentation/uikit/uiview/superview
  /// `var superview: UIView? { get }`
  open private(set) weak var superview: UIView?

  // https://developer.apple.com/documentation/uikit/uiview/subviews
  /// `var subviews: [UIView] { get }`
  open private(set) var subviews: [UIView] = []

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  /// `init(frame: CGRect)`
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:) is "the designated
  // initializer" for a view made in code. Shadow choice: Apple's pages give `init()` no
  // frame; the shadow uses a zero frame, as its `init?(coder:)` below does.
  /// `convenience init()` (NSObject's `init`, here `init(frame: .zero)`).
  public convenience override init() {
    self.init(frame: .zero)
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // iPhoneOS18.2 SDK UIView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder
  // NS_DESIGNATED_INITIALIZER;`, imported as `required init?(coder:)`.
  /// `required init?(coder: NSCoder)`: the shadow loads nothing from archives (a zero frame).
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiview/window
  /// `var window: UIWindow? { get }`: the window at the top of the superview chain.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  /// `func addSubview(_ view: UIView)`
  open func addSubview(_ view: UIView) {
    if view.superview === self { return }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  /// `func removeFromSuperview()`
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }
}

// https://developer.apple.com/documentation/uikit/uitoolbar
/// `@MainActor class UIToolbar : UIView`
@MainActor
open class UIToolbar: UIView {
  // https://developer.apple.com/documentation/uikit/uitoolbar/items
  /// `var items: [UIBarButtonItem]? { get set }`
  open var items: [UIBarButtonItem]?
}

// https://developer.apple.com/documentation/uikit/uitabbar
/// `@MainActor class UITabBar : UIView`
@MainActor
open class UITabBar: UIView {}
