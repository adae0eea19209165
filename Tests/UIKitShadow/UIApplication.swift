import Foundation

// https://developer.apple.com/documentation/uikit/uiscene
/// `@MainActor class UIScene : UIResponder`
@MainActor
open class UIScene: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
  /// `enum ActivationState`
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
  /// `var activationState: UIScene.ActivationState { get }`
  open internal(set) var activationState: ActivationState

  // https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
  /// `nonisolated class let didActivateNotification: NSNotification.Name`: posted with the
  /// scene as its object when the scene becomes foreground-active ("now onscreen and
  /// responding to user events"; `UIKitShadow.setActivationState(_:of:)` posts it).
  public nonisolated static let didActivateNotification = NSNotification.Name(
    "UISceneDidActivateNotification")

  // https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
  /// `nonisolated class let didEnterBackgroundNotification: NSNotification.Name`
  public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
    "UISceneDidEnterBackgroundNotification")

  /// Scenes are made by the system (UIKit's initialiser takes a session).
  init(activationState: ActivationState) {
    self.activationState = activationState
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
/// `@MainActor class UIWindowScene : UIScene`
@MainActor
open class UIWindowScene: UIScene {
  // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
  /// `var windows: [UIWindow] { get }`
  open private(set) var windows: [UIWindow] = []

  // https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
  /// `var keyWindow: UIWindow? { get }`
  open private(set) weak var keyWindow: UIWindow?

  func add(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
  }

  func remove(_ window: UIWindow) {
    windows.removeAll { $0 === window }
    if keyWindow === window { keyWindow = nil }
  }

  func makeKey(_ window: UIWindow) {
    add(window)
    keyWindow = window
  }
}

// https://developer.apple.com/documentation/uikit/uiapplication
/// `@MainActor class UIApplication : UIResponder`
///
/// The shadow application has one connected window scene, foreground active, and
/// the scenes a test connects with `UIKitShadow.connectScene(activationState:)`.
@MainActor
open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/shared
  /// `class var shared: UIApplication { get }`
  public static let shared = UIApplication()

  let defaultScene = UIWindowScene(activationState: .foregroundActive)
  var extraScenes: [UIWindowScene] = []

  override init() {
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
  /// `var connectedScenes: Set<UIScene> { get }`: a set, so in no particular order.
  open var connectedScenes: Set<UIScene> {
    Set([defaultScene] + extraScenes)
  }

  // https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
  /// `nonisolated class let didEnterBackgroundNotification: NSNotification.Name`
  public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
}
