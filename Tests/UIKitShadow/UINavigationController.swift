import Foundation

// https://developer.apple.com/documentation/uikit/uinavigationitem
/// `@MainActor class UINavigationItem : NSObject` (the title and the bar button items).
@MainActor
open class UINavigationItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uinavigationitem/title
  /// `var title: String? { get set }`
  open var title: String?

  // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
  /// `var leftBarButtonItems: [UIBarButtonItem]? { get set }`
  open var leftBarButtonItems: [UIBarButtonItem]?

  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  /// `var rightBarButtonItems: [UIBarButtonItem]? { get set }`
  open var rightBarButtonItems: [UIBarButtonItem]?

  // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
  /// `var leftBarButtonItem: UIBarButtonItem? { get set }`: the first of `leftBarButtonItems`.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  /// `var rightBarButtonItem: UIBarButtonItem? { get set }`: the first of `rightBarButtonItems`.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
  /// `init(title: String)`
  public init(title: String) {
    self.title = title
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uinavigationbar
/// `@MainActor class UINavigationBar : UIView`: shows the bar button items of its top item.
@MainActor
open class UINavigationBar: UIView {
  // https://developer.apple.com/documentation/uikit/uinavigationbar/items
  /// `var items: [UINavigationItem]? { get set }`
  open var items: [UINavigationItem]?

  // https://developer.apple.com/documentation/uikit/uinavigationbar/topitem
  /// `var topItem: UINavigationItem? { get }`
  open var topItem: UINavigationItem? { items?.last }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// `@MainActor class UINavigationController : UIViewController`: a stack of child
/// controllers; its view holds the navigation bar and the top controller's view.
@MainActor
open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  /// `var navigationBar: UINavigationBar { get }`
  public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 1024, height: 50))

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  /// `var viewControllers: [UIViewController] { get set }`
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  /// `init(rootViewController: UIViewController)`
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
  /// `override init(nibName:bundle:)`
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  /// `required init?(coder: NSCoder)` (UIViewController's, see there).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  /// `var topViewController: UIViewController? { get }`
  open var topViewController: UIViewController? { children.last }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
  /// `var visibleViewController: UIViewController? { get }`: a controller presented on the
  /// navigation controller, else the top one.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
  /// `var isNavigationBarHidden: Bool { get set }`
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { navigationBar.isHidden = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  /// `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for child in children where !viewControllers.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    showTop()
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  /// `func pushViewController(_ viewController: UIViewController, animated: Bool)`
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(children + [viewController], animated: animated)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  /// `func popViewController(animated: Bool) -> UIViewController?`: never pops the root.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = children.last else { return nil }
    setViewControllers(Array(children.dropLast()), animated: animated)
    return top
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller: the navigation
  // controller's view holds the navigation bar and the top controller's content view.
  // Shadow choice: Apple does not say when they join the view; the shadow adds them when
  // the view loads and at each change of the stack (`showTop()`), so that a bar button
  // item of the top item is in a bar on screen as soon as the window shows the view.
  /// `func viewDidLoad()`: the bar and the top controller's view join the view.
  open override func viewDidLoad() {
    super.viewDidLoad()
    showTop()
  }

  private func showTop() {
    navigationBar.items = children.map(\.navigationItem)
    guard let view = viewIfLoaded else { return }
    for child in children where child !== topViewController {
      child.viewIfLoaded?.removeFromSuperview()
    }
    view.addSubview(navigationBar)
    if let top = topViewController { view.addSubview(top.view) }
  }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
/// `@MainActor class UITabBarController : UIViewController`: its view holds the tab bar
/// and the selected controller's view.
@MainActor
open class UITabBarController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
  /// `var tabBar: UITabBar { get }`
  public let tabBar = UITabBar(frame: CGRect(x: 0, y: 718, width: 1024, height: 50))

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  /// `var viewControllers: [UIViewController]? { get set }`
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set { setViewControllers(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
  /// `var selectedIndex: Int { get set }`
  open var selectedIndex = 0 {
    didSet { showSelected() }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  /// `var selectedViewController: UIViewController? { get set }`
  open var selectedViewController: UIViewController? {
    get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
    set {
      if let newValue, let index = children.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// `override init(nibName:bundle:)` (UIViewController's, see there).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  /// `required init?(coder: NSCoder)` (UIViewController's, see there).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
  /// `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let controllers = viewControllers ?? []
    for child in children where !controllers.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in controllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    if !children.indices.contains(selectedIndex) { selectedIndex = 0 }
    showSelected()
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller: the interface shows
  // the tabs and the root view of the selected tab's controller.
  // Shadow choice: Apple does not say when they join the view; the shadow adds them when
  // the view loads and at each change of selection (`showSelected()`), so that the selected
  // controller's view is in the window as soon as the window shows the view.
  /// `func viewDidLoad()`: the tab bar and the selected controller's view join the view.
  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelected()
  }

  private func showSelected() {
    guard let view = viewIfLoaded else { return }
    for child in children where child !== selectedViewController {
      child.viewIfLoaded?.removeFromSuperview()
    }
    view.addSubview(tabBar)
    if let selected = selectedViewController { view.addSubview(selected.view) }
  }
}

extension UIBarButtonItem {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
  // Shadow choice, not documented UIKit behaviour: Apple's page says only that the popover's
  // arrow points at the item. The shadow (like the bridge) looks where the bridge's tests put
  // items; items in item groups or in a bar outside the window count as in no bar (UIKit
  // article, "Known differences from UIKit").
  /// Whether the item is shown in a bar of `window`: one of the bar button items of
  /// the top item of a navigation bar, or of the items of a toolbar, that is in the window
  /// and not hidden. Only then, the shadow assumes, does UIKit have a view for a popover to
  /// point at.
  func isInABar(of window: UIWindow?) -> Bool {
    guard let window else { return false }
    func search(_ view: UIView) -> Bool {
      if view.isHidden { return false }
      if let bar = view as? UINavigationBar, let top = bar.topItem {
        let items = (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? [])
        if items.contains(where: { $0 === self }) { return true }
      }
      if let toolbar = view as? UIToolbar, (toolbar.items ?? []).contains(where: { $0 === self }) {
        return true
      }
      return view.subviews.contains(where: search)
    }
    return search(window)
  }
}
