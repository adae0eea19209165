// The declarations of AlertShimUIKit that AlertShimObjC calls, with the same
// signatures, so that .ci/objc-check can type-check AlertShimObjC against the
// mock UIKit (the real module builds against real UIKit on Apple platforms
// and against the UIKit shadow on Linux, neither of which is the mock).
// The Apple CI builds AlertShimObjC against the real AlertShimUIKit.
import AlertShim
import UIKit

extension AlertHost {
  /// Stub of `AlertHost.uiKit(presenter:policy:cancelsAlertsOnBackground:)`.
  public static func uiKit(
    presenter: (@MainActor () -> UIViewController?)? = nil,
    policy: PresentationPolicy = .stack,
    cancelsAlertsOnBackground: Bool = false
  ) -> AlertHost {
    fatalError("type-check only")
  }
}

extension LegacyActionSheet {
  /// Stub of `show(in: UIView)`.
  public func show(in view: UIView) {}
  /// Stub of `show(from: UIBarButtonItem, animated:)`.
  public func show(from item: UIBarButtonItem, animated: Bool) {}
  /// Stub of `show(from: CGRect, in: UIView, animated:)`.
  public func show(from rect: CGRect, in view: UIView, animated: Bool) {}
  /// Stub of `show(from: UIToolbar)`.
  public func show(from view: UIToolbar) {}
  /// Stub of `show(from: UITabBar)`.
  public func show(from view: UITabBar) {}
}
