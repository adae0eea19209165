#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// The app delegate. In the Xcode app target, mark it `@main` (see README.md);
  /// it stays unmarked here so that this folder also builds as a library on Linux.
  public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      true
    }
  }
#endif
