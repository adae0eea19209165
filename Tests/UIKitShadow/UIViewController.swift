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
  /// Whether the transition has begun. A held presentation begins at
  /// `UIKitShadow.finishTransitions()`; until then no controller has a coordinator.
  var hasBegun = false

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
  private var storedNavigationItem: UINavigationItem?
  /// The controller this one presents (set on the controller that called `present` and on
  /// the ancestor that presents for it).
  private var storedPresented: UIViewController?
  /// The controller that presents this one.
  private weak var storedPresenting: UIViewController?
  /// The controller that called `present` for this one, when an ancestor presents for it.
  private weak var presentationSource: UIViewController?
  var transition: ShadowTransition?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) is
  // "the designated initializer". Apple's pages do not say what `init()` passes to it; a
  // third-party decompilation of `-[UIViewController init]` shows nil and nil
  // (https://gist.github.com/madordie/7bdcae5a58a5288059632586771ab48c), which the shadow
  // follows.
  /// `convenience init()` (NSObject's `init`, here `init(nibName: nil, bundle: nil)`).
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
  open var title: String? {
    didSet { storedNavigationItem?.title = title }
  }

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

  // MARK: Containment

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  /// `var children: [UIViewController] { get }`
  open private(set) var children: [UIViewController] = []

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  /// `weak var parent: UIViewController? { get }`
  open private(set) weak var parent: UIViewController?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  /// `func addChild(_ childController: UIViewController)`: calls the child's
  /// `willMove(toParent:)` first, as Apple's page says; the caller adds the child's view and
  /// calls `didMove(toParent:)`.
  open func addChild(_ childController: UIViewController) {
    if childController.parent === self { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  /// `func removeFromParent()`: calls `didMove(toParent: nil)` after the removal.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  /// `func willMove(toParent parent: UIViewController?)`
  open func willMove(toParent parent: UIViewController?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  /// `func didMove(toParent parent: UIViewController?)`
  open func didMove(toParent parent: UIViewController?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext
  /// `var definesPresentationContext: Bool { get set }`: which controller a `.currentContext`
  /// or `.overCurrentContext` presentation covers; other styles ignore it.
  open var definesPresentationContext = false

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  /// `var navigationController: UINavigationController? { get }`: the nearest ancestor that is one.
  open var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
  /// `var tabBarController: UITabBarController? { get }`: the nearest ancestor that is one.
  open var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  /// `var navigationItem: UINavigationItem { get }`: created on first use with the title
  /// (decompiled iOS 18.2 UIKitCore `UIViewController.m`, `_navigationItemCreatingDefaultIfNotSet`).
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: title ?? "")
    storedNavigationItem = item
    return item
  }

  // MARK: Presentation

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  /// `var presentedViewController: UIViewController? { get }`: set at once by `present` on
  /// the controller that called it (and on the ancestor presenting for it), cleared when the
  /// dismissal has finished.
  open var presentedViewController: UIViewController? { storedPresented }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  /// `var presentingViewController: UIViewController? { get }`: Apple's page: "If the view
  /// controller is not presented, but one of its ancestors is being presented, this property
  /// holds the view controller presenting the nearest ancestor."
  open var presentingViewController: UIViewController? {
    storedPresenting ?? parent?.presentingViewController
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
  /// `var isBeingPresented: Bool { get }`: from `present` until the presentation has ended.
  open private(set) var isBeingPresented = false

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  /// `var isBeingDismissed: Bool { get }`
  open private(set) var isBeingDismissed = false

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`:
  /// the running presentation or dismissal this controller or an ancestor takes part in;
  /// nil for a presentation that has not begun yet.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let transition, transition.hasBegun { return transition }
    return parent?.transitionCoordinator
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  /// `var modalPresentationStyle: UIModalPresentationStyle { get set }`
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Test hook, not UIKit: how many times `popoverPresentationController` was read (the
  /// bridge never reads it for an alert, U6).
  public private(set) var shadowPopoverReads = 0

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  /// `var popoverPresentationController: UIPopoverPresentationController? { get }`:
  /// nil unless the presentation style is `.popover`; created on first use.
  open var popoverPresentationController: UIPopoverPresentationController? {
    shadowPopoverReads += 1
    guard modalPresentationStyle == .popover else { return nil }
    if storedPopover == nil { storedPopover = UIPopoverPresentationController(presented: self) }
    return storedPopover
  }

  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  // gives `.unspecified` as a trait collection's default. Shadow choice, not documented
  // UIKit behaviour: the shadow has no screen or window size to derive a size class from,
  // so a controller that inherits none reports `.compact` (an iPhone's width, as the
  // default idiom is `.phone`); a bridge test then needs to set a size class only to test
  // a regular width.
  /// `var traitCollection: UITraitCollection { get }`: this controller's
  /// `shadowHorizontalSizeClass`, else its parent's, else the presenting controller's, else
  /// compact.
  open var traitCollection: UITraitCollection {
    UITraitCollection(horizontalSizeClass: resolvedSizeClass, idiom: UIKitShadow.userInterfaceIdiom)
  }

  private var resolvedSizeClass: UIUserInterfaceSizeClass {
    if horizontalSizeClass != .unspecified { return horizontalSizeClass }
    if let parent { return parent.resolvedSizeClass }
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

  /// The controller that presents for this one: decompiled iOS 18.2 UIKitCore
  /// `UIViewController.m`, `_modalPresenterForPresentationController:`, which starts from the
  /// non-modal ancestor (`_nonModalAncestorViewControllerStopAtIsPresentationContext:`,
  /// stopping at a controller that defines the presentation context only when the
  /// presentation respects it: `.currentContext` and `.overCurrentContext`).
  private func modalPresenter(for presented: UIViewController) -> UIViewController {
    let respectsContext =
      presented.modalPresentationStyle == .currentContext
      || presented.modalPresentationStyle == .overCurrentContext
    var presenter = self
    while let parent = presenter.parent {
      if respectsContext, presenter.definesPresentationContext { break }
      presenter = parent
    }
    return presenter
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
  ///
  /// The controller that presents is this one's non-modal ancestor (a navigation or tab
  /// bar controller presents for its child). Decompiled iOS 18.2 UIKitCore
  /// `UIViewController.m`, `_presentViewController:withAnimationController:completion:`:
  /// dropped, with a log line and the completion never called, when that presenter's
  /// transition is in progress ("Attempt to present … on … (from …) while a presentation is
  /// in progress."), when its view is in no window ("… whose view is not in the window
  /// hierarchy.") and when it already presents one ("… which is already presenting …").
  /// Otherwise `presentedViewController` and `presentingViewController` are set at once,
  /// and the transition (view in the window, `viewWillAppear`, `transitionCoordinator`,
  /// `viewDidAppear`, the completion) comes at once, or at
  /// `UIKitShadow.finishTransitions()` while transitions are held.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presenter = modalPresenter(for: viewControllerToPresent)
    func drop(_ reason: String) {
      UIKitShadow.log(
        "Attempt to present \(viewControllerToPresent) on \(presenter) (from \(self)) \(reason)")
    }
    if presenter.transition != nil { return drop("while a presentation is in progress.") }
    guard presenter.view.window != nil else {
      return drop("whose view is not in the window hierarchy.")
    }
    if let current = presenter.storedPresented {
      return drop("which is already presenting \(current).")
    }
    // Not on Apple's `present` page: UIKit's NSInvalidArgumentException with this text, which
    // crash reports show thrown from UIViewController's
    // `_presentViewController:withAnimationController:completion:`
    // (github.com/capacitor-community/privacy-screen/issues/56 and /83). Shadow choice: it
    // is recorded in `raisedExceptions`, which the bridge's tests expect empty, and the
    // present is dropped, rather than ending the test process.
    if viewControllerToPresent.presentingViewController != nil {
      UIKitShadow.raise(
        "Application tried to present modally a view controller \(viewControllerToPresent)"
          + " that is already being presented by"
          + " \(String(describing: viewControllerToPresent.presentingViewController)).")
      return
    }
    let transition = ShadowTransition()
    presenter.storedPresented = viewControllerToPresent
    if presenter !== self {
      storedPresented = viewControllerToPresent
      viewControllerToPresent.presentationSource = self
    }
    viewControllerToPresent.storedPresenting = presenter
    viewControllerToPresent.isBeingPresented = true
    presenter.transition = transition
    viewControllerToPresent.transition = transition
    UIKitShadow.runTransition {
      transition.hasBegun = true
      presenter.failForPopoverWithoutLocation(viewControllerToPresent)
      presenter.view.window?.addSubview(viewControllerToPresent.view)
      viewControllerToPresent.viewWillAppear(flag)
      viewControllerToPresent.isBeingPresented = false
      presenter.transition = nil
      viewControllerToPresent.transition = nil
      viewControllerToPresent.viewDidAppear(flag)
      transition.finish()
      completion?()
    }
  }

  /// A popover that UIKit cannot place ends the process: UIKit throws
  /// NSGenericException from the presentation transition (decompiled iOS 18.2 UIKitCore
  /// `UIPopoverPresentationController.m`, after `prepareForPopoverPresentation`) and nothing
  /// catches it, so the app ends; here the test process does (exit tests pin it). That is a
  /// popover with no source at all, and one whose only source is a bar button item in no
  /// bar on screen, which has no view to point at (see the UIKit article).
  private func failForPopoverWithoutLocation(_ presented: UIViewController) {
    guard presented.modalPresentationStyle == .popover,
      traitCollection.horizontalSizeClass == .regular,
      let popover = presented.popoverPresentationController
    else { return }
    let description =
      "\(type(of: presented)) (\(presented)) of style UIAlertControllerStyleActionSheet from"
      + " \(type(of: self))"
    if !popover.hasSource {
      UIKitShadow.fail(
        "\(description): You must provide location information for this popover through the"
          + " view controller's popoverPresentationController. You must provide either a"
          + " sourceView and sourceRect or a barButtonItem.")
    }
    let item = popover.barButtonItem ?? (popover.sourceItem as? UIBarButtonItem)
    // Shadow choice: this text is the shadow's own; the decompiled
    // `UIPopoverPresentationController.m` was not found to spell UIKit's (UIKit article,
    // "Known differences from UIKit"). Which items are in a bar: see `isInABar(of:)`.
    if popover.sourceView == nil, let item, !item.isInABar(of: view.window) {
      UIKitShadow.fail(
        "\(description): the popover's bar button item \(item) is in no bar on screen, so it"
          + " has no view to point at.")
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
  /// transition of any of them is running. A dismissal begins at once (its
  /// coordinator exists at once) and ends at once, or at
  /// `UIKitShadow.finishTransitions()` while transitions are held. With nothing to
  /// dismiss, the completion runs at once.
  ///
  /// Shadow choices, not on Apple's page: the drop follows the console line UIKit is
  /// reported to write for it ("Attempt to dismiss from view controller … while a
  /// presentation or dismiss is in progress!", github.com/jamonholmgren/ProMotion/issues/473),
  /// without writing it, so that the bridge cannot rely on such a dismissal; the
  /// completion with nothing to dismiss runs so that no caller waits for it for ever.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter = storedPresented.map { $0.storedPresenting } ?? presentingViewController
    guard let presenter, let first = presenter.storedPresented else {
      completion?()
      return
    }
    var removed: [UIViewController] = [first]
    while let next = removed.last?.storedPresented { removed.append(next) }
    guard presenter.transition == nil, removed.allSatisfy({ $0.transition == nil }) else { return }
    let transition = ShadowTransition()
    transition.hasBegun = true
    presenter.transition = transition
    for controller in removed {
      controller.isBeingDismissed = true
      controller.transition = transition
    }
    for controller in removed.reversed() { controller.viewWillDisappear(flag) }
    UIKitShadow.runTransition {
      presenter.storedPresented = nil
      presenter.transition = nil
      for controller in removed.reversed() {
        controller.view.removeFromSuperview()
        if let source = controller.presentationSource, source.storedPresented === controller {
          source.storedPresented = nil
        }
        controller.presentationSource = nil
        controller.storedPresented = nil
        controller.storedPresenting = nil
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
  /// parent's, else the presenting controller's, and a controller that inherits
  /// nothing is compact (a shadow choice, see `traitCollection`).
  public var shadowHorizontalSizeClass: UIUserInterfaceSizeClass {
    get { horizontalSizeClass }
    set { horizontalSizeClass = newValue }
  }
}
