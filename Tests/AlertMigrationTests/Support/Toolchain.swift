import AlertShimTestSupport

extension Toolchain {
  /// Type-checks one Swift file in `languageMode` (Swift 6 by default) with the built modules
  /// importable.
  static func typeCheck(_ file: String, languageMode: String = "6") throws -> Result {
    try run([
      "-typecheck", "-parse-as-library", "-swift-version", languageMode, "-I",
      try modulesDirectory(holding: "AlertShim"), file,
    ])
  }
}
