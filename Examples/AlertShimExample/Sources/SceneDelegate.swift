#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import AlertShimUIKit
  import UIKit

  /// Sets AlertShim up (one line) and shows the inbox in a navigation controller.
  public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      AlertHost.main = .uiKit()  // legacy show() now draws real UIAlertControllers
      let window = UIWindow(windowScene: windowScene)
      let inbox = InboxViewController()
      window.rootViewController = UINavigationController(rootViewController: inbox)
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
