import Foundation

// https://developer.apple.com/documentation/uikit/uiwindow
/// `@MainActor class UIWindow : UIView`
///
/// A window joins a scene when it is created with one or when
/// `makeKeyAndVisible()` is called; a window without a scene then joins the
/// shadow application's one foreground-active scene.
@MainActor
open class UIWindow: UIView {
  private weak var storedScene: UIWindowScene?

  // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  /// `init(windowScene: UIWindowScene)`
  public init(windowScene: UIWindowScene) {
    super.init(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    self.windowScene = windowScene
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  /// `override init(frame: CGRect)`
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  /// `required init?(coder: NSCoder)` (UIView's, see there).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  /// `weak var windowScene: UIWindowScene? { get set }`; setting nil takes the
  /// window out of its scene (and it stops being the key window).
  open var windowScene: UIWindowScene? {
    get { storedScene }
    set {
      if let old = storedScene, old !== newValue { old.remove(self) }
      storedScene = newValue
      newValue?.add(self)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  /// `var rootViewController: UIViewController? { get set }`; the root's view
  /// becomes the window's content.
  open var rootViewController: UIViewController? {
    didSet {
      if let oldValue, oldValue !== rootViewController { oldValue.view.removeFromSuperview() }
      if let rootViewController {
        rootViewController.view.frame = bounds
        addSubview(rootViewController.view)
      }
    }
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
  /// `var isKeyWindow: Bool { get }`: Apple's page: "In iOS 15 and later, the value of this
  /// property is true when the window is the key window of its scene", so with two
  /// scenes two windows are key.
  open var isKeyWindow: Bool {
    storedScene?.keyWindow === self
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/didbecomekeynotification
  /// `nonisolated class let didBecomeKeyNotification: NSNotification.Name`: posted with the
  /// window as object when it becomes the key window of its scene.
  public nonisolated static let didBecomeKeyNotification = NSNotification.Name(
    "UIWindowDidBecomeKeyNotification")

  // https://developer.apple.com/documentation/uikit/uiwindow/makekey()
  /// `func makeKey()`
  open func makeKey() {
    if storedScene == nil { windowScene = UIApplication.shared.defaultScene }
    storedScene?.makeKey(self)
    NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  /// `func makeKeyAndVisible()`
  open func makeKeyAndVisible() {
    makeKey()
  }

  // https://developer.apple.com/documentation/uikit/uiview/window
  // Shadow choice: Apple's page does not say what a window's own `window` is; the shadow
  // answers the window itself, which UIView's superview walk would give too, and states it
  // here so that the choice is visible.
  /// `override var window: UIWindow? { get }`: a window is its own window.
  open override var window: UIWindow? { self }
}
