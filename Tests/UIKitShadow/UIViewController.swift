import Foundation

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
/// `enum UIModalPresentationStyle` (the cases the bridge meets).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
/// `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  /// `var isCancelled: Bool { get }`
  var isCancelled: Bool { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
/// `@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  /// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The running presentation or dismissal between two controllers.
@MainActor
final class ShadowTransition: NSObject, UIViewControllerTransitionCoordinator {
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  let isCancelled = false

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func finish() {
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// `@MainActor class UIViewController : UIResponder`
@MainActor
open class UIViewController: UIResponder {
  private var storedView: UIView?
  private var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  private var storedPopover: UIPopoverPresentationController?
  var transition: ShadowTransition?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// `convenience init()` (NSObject's `init`, which UIKit maps to `init(nibName: nil, bundle: nil)`).
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  // iPhoneOS18.2 SDK UIViewController.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder
  // NS_DESIGNATED_INITIALIZER;`, which Swift imports as `required init?(coder:)`: a subclass
  // with its own designated initialiser must declare it, here as on iOS.
  /// `required init?(coder: NSCoder)`: the shadow loads nothing from archives.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  /// `func viewWillAppear(_ animated: Bool)`: the presentation transition begins.
  open func viewWillAppear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  /// `func viewDidAppear(_ animated: Bool)`: the presentation transition ended.
  open func viewDidAppear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  /// `func viewWillDisappear(_ animated: Bool)`: the dismissal transition begins.
  open func viewWillDisappear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  /// `func viewDidDisappear(_ animated: Bool)`: the dismissal ended; it runs before the
  /// dismissal's completion (the completion of `dismiss(animated:completion:)` is called
  /// "after the view controller is dismissed").
  open func viewDidDisappear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  /// `var title: String? { get set }`
  open var title: String?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  /// `var view: UIView! { get set }`: loaded on first use.
  open var view: UIView! {
    get {
      if storedView == nil {
        storedView = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        viewDidLoad()
      }
      return storedView
    }
    set { storedView = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  /// `func viewDidLoad()`: called once, after the view is first loaded.
  open func viewDidLoad() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  /// `var viewIfLoaded: UIView? { get }`
  open var viewIfLoaded: UIView? { storedView }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  /// `var presentedViewController: UIViewController? { get }`: set when a
  /// presentation starts, cleared when its dismissal has finished.
  open private(set) var presentedViewController: UIViewController?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  /// `var presentingViewController: UIViewController? { get }`
  open private(set) weak var presentingViewController: UIViewController?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
  /// `var isBeingPresented: Bool { get }`
  open private(set) var isBeingPresented = false

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  /// `var isBeingDismissed: Bool { get }`
  open private(set) var isBeingDismissed = false

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`:
  /// the running presentation or dismissal this controller takes part in.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { transition }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  /// `var modalPresentationStyle: UIModalPresentationStyle { get set }`
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  /// `var popoverPresentationController: UIPopoverPresentationController? { get }`:
  /// nil unless the presentation style is `.popover`; created on first use.
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if storedPopover == nil { storedPopover = UIPopoverPresentationController(presented: self) }
    return storedPopover
  }

  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  /// `var traitCollection: UITraitCollection { get }`: this controller's
  /// `shadowHorizontalSizeClass`, else the presenting controller's, else compact.
  open var traitCollection: UITraitCollection {
    UITraitCollection(horizontalSizeClass: resolvedSizeClass, idiom: UIKitShadow.userInterfaceIdiom)
  }

  private var resolvedSizeClass: UIUserInterfaceSizeClass {
    if horizontalSizeClass != .unspecified { return horizontalSizeClass }
    if let presentingViewController { return presentingViewController.resolvedSizeClass }
    return .compact
  }

  /// Whether this controller, presented now, is shown as a popover: a popover
  /// presented from a compact width adapts to a sheet (Apple's "Adapting a
  /// popover" and decompiled iOS 18.2 UIKitCore
  /// `_UIAlertControllerActionSheetRegularPresentationController.m`, an iPad in
  /// Slide Over or a narrow split view).
  var isShownAsPopover: Bool {
    guard modalPresentationStyle == .popover, let presentingViewController else { return false }
    return presentingViewController.traitCollection.horizontalSizeClass == .regular
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
  ///
  /// Dropped, with the completion never called, when this controller already
  /// presents one, takes part in a running transition, or has no view in a
  /// window, as UIKit does ("Attempt to present … which is already
  /// presenting", "… whose view is not in the window hierarchy").
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil, transition == nil, let window = view.window else {
      return
    }
    if viewControllerToPresent.presentingViewController != nil {
      UIKitShadow.raise(
        "Application tried to present modally a view controller \(viewControllerToPresent)"
          + " that is already being presented by"
          + " \(String(describing: viewControllerToPresent.presentingViewController)).")
      return
    }
    if viewControllerToPresent.modalPresentationStyle == .popover,
      traitCollection.horizontalSizeClass == .regular,
      let popover = viewControllerToPresent.popoverPresentationController, !popover.hasSource
    {
      // UIKit throws NSGenericException from the presentation transition (decompiled iOS 18.2
      // UIKitCore `UIPopoverPresentationController.m`, after `prepareForPopoverPresentation`);
      // nothing catches it, so the app ends: here the test process does (an exit test pins it).
      UIKitShadow.fail(
        "\(type(of: viewControllerToPresent)) (\(viewControllerToPresent)) of style"
          + " UIAlertControllerStyleActionSheet from \(type(of: self)): You must provide location"
          + " information for this popover through the view controller's"
          + " popoverPresentationController. You must provide either a sourceView and sourceRect"
          + " or a barButtonItem.")
    }
    let transition = ShadowTransition()
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    viewControllerToPresent.isBeingPresented = true
    window.addSubview(viewControllerToPresent.view)
    self.transition = transition
    viewControllerToPresent.transition = transition
    viewControllerToPresent.viewWillAppear(flag)
    UIKitShadow.runTransition {
      viewControllerToPresent.isBeingPresented = false
      self.transition = nil
      viewControllerToPresent.transition = nil
      viewControllerToPresent.viewDidAppear(flag)
      transition.finish()
      completion?()
    }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
  ///
  /// Dismisses the controller this one presents and every controller that one
  /// presents in turn; when this one presents none, asks its presenting
  /// controller to dismiss it. Apple's page: "calling this method on a view
  /// controller lower in the stack dismisses its immediate child view
  /// controller and all view controllers above that child on the stack". Each
  /// removed controller gets `viewWillDisappear` and `viewDidDisappear`, then
  /// the completion runs. Dropped, with the completion never called, while a
  /// transition of any of them is running.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter = presentedViewController == nil ? presentingViewController : self
    guard let presenter, let first = presenter.presentedViewController else {
      completion?()
      return
    }
    var removed: [UIViewController] = [first]
    while let next = removed.last?.presentedViewController { removed.append(next) }
    guard presenter.transition == nil, removed.allSatisfy({ $0.transition == nil }) else { return }
    let transition = ShadowTransition()
    presenter.transition = transition
    for controller in removed {
      controller.isBeingDismissed = true
      controller.transition = transition
    }
    for controller in removed.reversed() { controller.viewWillDisappear(flag) }
    UIKitShadow.runTransition {
      presenter.presentedViewController = nil
      presenter.transition = nil
      for controller in removed.reversed() {
        controller.view.removeFromSuperview()
        controller.presentedViewController = nil
        controller.presentingViewController = nil
        controller.isBeingDismissed = false
        controller.transition = nil
      }
      for controller in removed.reversed() { controller.viewDidDisappear(flag) }
      transition.finish()
      completion?()
    }
  }
}

extension UIViewController {
  /// Test hook, not UIKit: the horizontal size class this controller's
  /// `traitCollection` reports; `.unspecified` (the default) inherits the
  /// presenting controller's, and a controller that inherits nothing is compact.
  public var shadowHorizontalSizeClass: UIUserInterfaceSizeClass {
    get { horizontalSizeClass }
    set { horizontalSizeClass = newValue }
  }
}
