import Foundation

// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
/// `struct LaunchOptionsKey` (a string-backed key).
extension UIApplication {
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
/// `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`; its methods
/// are optional in UIKit, so each has a default here.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
  /// `optional func application(_ application: UIApplication, didFinishLaunchingWithOptions
  /// launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool`
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }
}

// https://developer.apple.com/documentation/uikit/uiscenesession
/// `@MainActor class UISceneSession : NSObject`
@MainActor
open class UISceneSession: NSObject {}

extension UIScene {
  // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  /// `@MainActor class ConnectionOptions : NSObject`
  @MainActor
  open class ConnectionOptions: NSObject {}
}

// https://developer.apple.com/documentation/uikit/uiscenedelegate
/// `@MainActor protocol UISceneDelegate : NSObjectProtocol`; optional methods have defaults.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  /// `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
  /// options connectionOptions: UIScene.ConnectionOptions)`
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
/// `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  /// `optional var window: UIWindow? { get set }`
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// The requirement is `optional` in UIKit: a delegate that does not declare
  /// `window` compiles, and has none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
