// swift-tools-version: 6.0
import PackageDescription

// The UIKit shadow (module `UIKit`, under Tests/) exists only when the manifest
// is evaluated on Linux: there AlertShimUIKit is built and tested against it.
// On Apple platforms it is not part of the package graph at all, and
// AlertShimUIKit compiles against the real UIKit.
#if os(Linux)
  let shadowProducts: [Product] = [
    .library(name: "UIKitShadow", targets: ["UIKit"])
  ]
  let shadowTargets: [Target] = [
    .target(name: "UIKit", path: "Tests/UIKitShadow")
  ]
  let uiKitShadowDependency: [Target.Dependency] = [
    .target(name: "UIKit", condition: .when(platforms: [.linux]))
  ]
#else
  let shadowProducts: [Product] = []
  let shadowTargets: [Target] = []
  let uiKitShadowDependency: [Target.Dependency] = []
#endif

// The Objective-C layer (AlertShimObjC: ASAlertView, ASActionSheet, ...) exists
// only when the manifest is evaluated on an Apple platform, the mirror image of
// the shadow above: no @objc reaches a Linux build. It is a C-family target (the
// Objective-C classes, header <AlertShimObjC/AlertShimObjC.h>) over a Swift
// @objc core that forwards to the legacy layer. Linux checks it at compile
// level with .ci/objc-check against the mock SDK in Tests/ObjCMockSDK. (Nor does any
// reach a Windows or Android build: the test is for Darwin, not for "not Linux". The
// core's sources also need the Objective-C runtime: canImport(ObjectiveC).)
#if canImport(Darwin)
  let objCProducts: [Product] = [
    .library(name: "AlertShimObjC", targets: ["AlertShimObjC"])
  ]
  let objCTargets: [Target] = [
    .target(name: "AlertShimObjCCore", dependencies: ["AlertShim", "AlertShimUIKit"]),
    .target(name: "AlertShimObjC", dependencies: ["AlertShimObjCCore"]),
    .testTarget(name: "AlertShimObjCTests", dependencies: ["AlertShimObjC"]),
  ]
#else
  let objCProducts: [Product] = []
  let objCTargets: [Target] = []
#endif

let package = Package(
  name: "AlertShim",
  platforms: [.macOS(.v13), .iOS(.v15)],
  products: [
    .library(name: "AlertShim", targets: ["AlertShim"]),
    .library(name: "AlertShimUIKit", targets: ["AlertShimUIKit"]),
    .library(name: "AlertShimTesting", targets: ["AlertShimTesting"]),
    .library(name: "AlertShimTerminal", targets: ["AlertShimTerminal"]),
    .library(name: "AlertMigration", targets: ["AlertMigration"]),
    .executable(name: "alertshim", targets: ["alertshim"]),
    .executable(name: "alertshim-bench", targets: ["alertshim-bench"]),
  ] + shadowProducts + objCProducts,
  targets: [
    .target(name: "AlertShim"),
    .target(name: "AlertShimTesting", dependencies: ["AlertShim"]),
    .target(name: "AlertShimTerminal", dependencies: ["AlertShim"]),
    .target(name: "AlertShimUIKit", dependencies: ["AlertShim"] + uiKitShadowDependency),
    // The example iOS app's sources (Examples/AlertShimExample), built here so that
    // CI compiles them: against the shadow on Linux, against UIKit on Apple platforms.
    .target(
      name: "AlertShimExample",
      dependencies: ["AlertShim", "AlertShimUIKit"] + uiKitShadowDependency,
      path: "Examples/AlertShimExample/Sources"
    ),
    .target(name: "AlertMigration"),
    .executableTarget(
      name: "alertshim",
      dependencies: ["AlertShim", "AlertShimTerminal", "AlertMigration"]
    ),
    .executableTarget(
      name: "alertshim-bench",
      dependencies: ["AlertShim", "AlertShimTerminal", "AlertMigration"]
    ),
    // What several test targets share (the toolchain lookup, temporary directories, event
    // logs and issue expectations); a library of no product, used by test targets only.
    .target(
      name: "AlertShimTestSupport", dependencies: ["AlertShim"], path: "Tests/AlertShimTestSupport"
    ),
    .testTarget(name: "AlertShimTests", dependencies: ["AlertShim", "AlertShimTestSupport"]),
    .testTarget(
      name: "AlertShimTestingTests",
      dependencies: ["AlertShim", "AlertShimTesting", "AlertShimTestSupport"]),
    .testTarget(
      name: "AlertShimTerminalTests",
      dependencies: ["AlertShim", "AlertShimTerminal", "AlertShimTesting"]),
    // The documentation's Swift blocks, type-checked against the modules the package builds.
    .testTarget(
      name: "AlertShimDocSnippetTests",
      dependencies: ["AlertShim", "AlertShimTerminal", "AlertShimTesting", "AlertShimTestSupport"]
    ),
    .testTarget(
      name: "AlertMigrationTests", dependencies: ["AlertMigration", "AlertShimTestSupport"]),
    .testTarget(name: "AlertShimCLITests", dependencies: ["alertshim", "AlertShimTestSupport"]),
    // A file importing both Testing and the UIKit shadow fails on Linux with
    // "no such module '_Testing_UIKit'": Swift Testing declares a cross-import
    // overlay for UIKit that the Linux toolchain does not ship. The unsafe flag
    // is allowed here because a test target is part of no product.
    .testTarget(
      name: "AlertShimUIKitTests",
      dependencies: ["AlertShim", "AlertShimTesting", "AlertShimUIKit", "AlertShimExample"]
        + uiKitShadowDependency,
      swiftSettings: [
        .unsafeFlags(
          ["-Xfrontend", "-disable-cross-import-overlays"], .when(platforms: [.linux]))
      ]
    ),
  ] + shadowTargets + objCTargets,
  swiftLanguageModes: [.v6]
)

// Swift settings for the Swift targets (the Objective-C ones take none).
for target in package.targets where !["AlertShimObjC", "AlertShimObjCTests"].contains(target.name) {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
