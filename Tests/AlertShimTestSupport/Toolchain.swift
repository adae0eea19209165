import Foundation

/// The compiler on `PATH` and the modules this package built, for tests that compile code:
/// the migration tool's type-checked rewrites and the documentation's snippets.
package enum Toolchain {
  /// A tool or a directory the tests need is missing.
  package struct NotFound: Error, CustomStringConvertible {
    package var description: String
  }

  /// What the compiler said and how it ended.
  package struct Result {
    package var status: Int32
    package var output: String
  }

  /// The package's root, found from this file's path.
  package static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The executable `name` on `PATH`, if there is one.
  package static func tool(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The `swiftc` on `PATH`.
  package static func swiftc() throws -> URL {
    guard let swiftc = tool("swiftc") else {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
      throw NotFound(description: "swiftc is not on PATH (\(path))")
    }
    return swiftc
  }

  /// The directory holding the built `module`'s `.swiftmodule`: the `Modules` directory beside
  /// the test bundle, else `.build/debug/Modules` of this package.
  package static func modulesDirectory(holding module: String) throws -> String {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let directory = executable.deletingLastPathComponent()
      candidates += [
        directory.appendingPathComponent("Modules"),
        directory.deletingLastPathComponent().appendingPathComponent("Modules"),
      ]
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
    for candidate in candidates
    where FileManager.default.fileExists(
      atPath: candidate.appendingPathComponent("\(module).swiftmodule").path)
    {
      return candidate.path
    }
    throw NotFound(
      description: "\(module).swiftmodule not found (build first); looked in "
        + candidates.map(\.path).joined(separator: ", "))
  }

  /// The toolchain's `PackageDescription` module (`lib/swift/pm/ManifestAPI`).
  package static func manifestAPIDirectory() throws -> String {
    let toolchain = try swiftc().resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent()
    let directory = toolchain.appendingPathComponent("lib/swift/pm/ManifestAPI")
    guard FileManager.default.fileExists(atPath: directory.path) else {
      throw NotFound(description: "no manifest API at \(directory.path)")
    }
    return directory.path
  }

  /// Runs `swiftc` with `arguments`; its standard output and error together.
  package static func run(_ arguments: [String]) throws -> Result {
    try run(swiftc(), arguments)
  }

  /// Runs `executable` with `arguments`; its standard output and error together.
  package static func run(_ executable: URL, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // The Swift driver leaves a `TemporaryDirectory.XXXXXX` in $TMPDIR on every
    // run: give it a directory of its own, removed when the run is over.
    let scratch = try TemporaryDirectory(prefix: "AlertShimTests-toolchain")
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
