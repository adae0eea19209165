// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AlertShim",
  platforms: [.macOS(.v13), .iOS(.v15)],
  products: [
    .library(name: "AlertShim", targets: ["AlertShim"]),
    .library(name: "AlertShimTesting", targets: ["AlertShimTesting"]),
    .library(name: "AlertShimTerminal", targets: ["AlertShimTerminal"]),
    .library(name: "AlertMigration", targets: ["AlertMigration"]),
    .executable(name: "alertshim", targets: ["alertshim"]),
    .executable(name: "alertshim-bench", targets: ["alertshim-bench"]),
  ],
  targets: [
    .target(name: "AlertShim"),
    .target(name: "AlertShimTesting", dependencies: ["AlertShim"]),
    .target(name: "AlertShimTerminal", dependencies: ["AlertShim"]),
    .target(name: "AlertMigration"),
    .executableTarget(
      name: "alertshim",
      dependencies: ["AlertShim", "AlertShimTerminal", "AlertMigration"]
    ),
    .executableTarget(
      name: "alertshim-bench",
      dependencies: ["AlertShim", "AlertShimTerminal", "AlertMigration"]
    ),
    .testTarget(name: "AlertShimTests", dependencies: ["AlertShim"]),
    .testTarget(name: "AlertShimTestingTests", dependencies: ["AlertShim", "AlertShimTesting"]),
    .testTarget(name: "AlertShimTerminalTests", dependencies: ["AlertShim", "AlertShimTerminal"]),
    .testTarget(name: "AlertMigrationTests", dependencies: ["AlertMigration"]),
    .testTarget(name: "AlertShimCLITests", dependencies: ["alertshim"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
