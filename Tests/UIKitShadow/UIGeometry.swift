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

// https://developer.apple.com/documentation/uikit/uitraitcollection
// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
// https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
/// The traits of an interface; the shadow has only the horizontal size class.
@MainActor
open class UITraitCollection: NSObject {
  /// `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`
  public let horizontalSizeClass: UIUserInterfaceSizeClass

  /// `init(horizontalSizeClass: UIUserInterfaceSizeClass)`
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
    super.init()
  }
}
