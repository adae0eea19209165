import Foundation
import Testing

/// The compiler and the built modules, for tests that type-check rewritten code.
enum Toolchain {
  struct NotFound: Error, CustomStringConvertible {
    var description: String
  }

  /// The `swiftc` on `PATH`.
  static func swiftc() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw NotFound(description: "swiftc is not on PATH (\(path))")
  }

  /// The directory holding the built `AlertShim.swiftmodule`: the `Modules` directory beside
  /// the test bundle, else `.build/debug/Modules` of the package this file belongs to.
  static func modulesDirectory(filePath: String = #filePath) throws -> String {
    var candidates: [String] = []
    if let executable = Bundle.main.executablePath {
      let directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        .deletingLastPathComponent()
      candidates.append(directory.appendingPathComponent("Modules").path)
      candidates.append(
        directory.deletingLastPathComponent().appendingPathComponent("Modules").path)
    }
    let packageRoot = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules").path)
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate + "/AlertShim.swiftmodule") {
      return candidate
    }
    throw NotFound(
      description: "AlertShim.swiftmodule not found (build first); looked in "
        + candidates.joined(separator: ", "))
  }

  /// What the compiler said and how it ended.
  struct Result {
    var status: Int32
    var output: String
  }

  /// Type-checks one Swift file in Swift 6 mode with the built modules importable.
  static func typeCheck(_ file: String) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try swiftc())
    process.arguments = [
      "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", try modulesDirectory(), file,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
