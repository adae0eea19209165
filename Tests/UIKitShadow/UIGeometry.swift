import Foundation

// UIKit uses Core Graphics' CGRect; on Linux Foundation provides the same type,
// so `CGRect(x:y:width:height:)`, `.zero`, `midX`… read alike on both.
// https://developer.apple.com/documentation/corefoundation/cgrect

// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
/// The size classes of a trait collection.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
// iPhoneOS18.2 SDK UIDevice.h: `typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom)`.
/// The idioms of a device.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
// iPhoneOS18.2 SDK UITraitCollection.h declares the class outside any main-actor annotation
// (`UIKIT_EXTERN API_AVAILABLE(ios(8.0)) @interface UITraitCollection : NSObject`), so it
// is not `@MainActor`: its values are immutable and read from any thread.
/// The traits of an interface; the shadow has the horizontal size class and the idiom.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`
  public let horizontalSizeClass: UIUserInterfaceSizeClass

  /// `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  // https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
  /// `init(horizontalSizeClass: UIUserInterfaceSizeClass)`: the idiom is unspecified.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, idiom: .unspecified)
  }

  init(horizontalSizeClass: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom) {
    self.horizontalSizeClass = horizontalSizeClass
    self.userInterfaceIdiom = idiom
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uidevice
/// `@MainActor class UIDevice : NSObject`
@MainActor
open class UIDevice: NSObject {
  // https://developer.apple.com/documentation/uikit/uidevice/current
  /// `class var current: UIDevice { get }`
  public static let current = UIDevice()

  // https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
  /// `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`: `UIKitShadow.userInterfaceIdiom`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { UIKitShadow.userInterfaceIdiom }
}
