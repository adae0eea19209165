import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `alertshim` executable for end-to-end tests.
enum CLIProcess {
  struct NotBuilt: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "alertshim executable not found; looked in \(searched.joined(separator: ", "))"
    }
  }

  /// What one run printed and how it ended.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `alertshim` built beside the test bundle.
  static func executable() throws -> URL {
    var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let executable = Bundle.main.executableURL {
      directories.append(executable.deletingLastPathComponent())
    }
    let candidates = directories.map { $0.appendingPathComponent("alertshim") }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw NotBuilt(searched: candidates.map(\.path))
  }

  /// How long a run may take before it is killed (and the test fails on
  /// its status): a hang fails the test instead of stopping the suite.
  static let timeout: DispatchTimeInterval = .seconds(30)

  /// Runs `alertshim` with `arguments`, feeding `input` on standard input.
  /// With `redirections` (shell syntax such as `<&-`, `>&-`, `>/dev/full`),
  /// `/bin/sh` starts it with those applied.
  static func run(
    _ arguments: [String], input: String? = nil, environment: [String: String]? = nil,
    redirections: String? = nil
  ) throws -> Output {
    let process = Process()
    if let redirections {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "exec \"$0\" \"$@\" \(redirections)", try executable().path] + arguments
    } else {
      process.executableURL = try executable()
      process.arguments = arguments
    }
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
    try process.run()
    // SIGKILL: a SIGTERM would be a system cancel and look like success.
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem {
      kill(pid, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    defer { watchdog.cancel() }
    if let input {
      inPipe.fileHandleForWriting.write(Data(input.utf8))
      try inPipe.fileHandleForWriting.close()
    }
    // Read both pipes concurrently so a full stderr pipe cannot block the child.
    let errData = Locked(Data())
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      errData.set(err.fileHandleForReading.readDataToEndOfFile())
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: errData.get(), as: UTF8.self))
  }
}

/// A value shared between threads of a test.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func get() -> Value { lock.withLock { value } }
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
