import AlertShimTestSupport

extension Toolchain {
  /// Type-checks one Swift file in Swift 6 mode with the built modules importable.
  static func typeCheck(_ file: String) throws -> Result {
    try run([
      "-typecheck", "-parse-as-library", "-swift-version", "6", "-I",
      try modulesDirectory(holding: "AlertShim"), file,
    ])
  }
}
