import Foundation

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
///
/// Its methods are optional in UIKit; here each has an empty default.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  /// `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)`:
  /// not called when the presentation is dismissed from code.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate
/// `@MainActor protocol UIPopoverPresentationControllerDelegate : UIAdaptivePresentationControllerDelegate`
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

// https://developer.apple.com/documentation/uikit/uipresentationcontroller
/// `@MainActor class UIPresentationController : NSObject`
@MainActor
open class UIPresentationController: NSObject {
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  /// `var presentedViewController: UIViewController { get }`
  public unowned let presentedViewController: UIViewController

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`
  ///
  /// UIPopoverPresentationController narrows its type to
  /// `UIPopoverPresentationControllerDelegate`; assign an object that conforms
  /// to that protocol, and the assignment compiles against both.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  init(presented: UIViewController) {
    self.presentedViewController = presented
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
/// `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol`
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
/// `@MainActor class UIPopoverPresentationController : UIPresentationController`
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  /// `var sourceView: UIView? { get set }`
  open var sourceView: UIView?

  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  /// `var sourceRect: CGRect { get set }`
  open var sourceRect: CGRect = .null

  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
  /// `var barButtonItem: UIBarButtonItem? { get set }` (deprecated for `sourceItem`).
  open var barButtonItem: UIBarButtonItem?

  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
  /// `var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get set }` (iOS 16)
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?

  /// Whether UIKit has location information for the popover.
  var hasSource: Bool {
    sourceView != nil || barButtonItem != nil || sourceItem != nil
  }
}
