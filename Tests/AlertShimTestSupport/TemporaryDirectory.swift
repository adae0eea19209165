import Foundation

/// A directory under the system's temporary directory, removed when the value is released.
package final class TemporaryDirectory {
  package let path: String

  /// Creates an empty directory whose name starts with `prefix`.
  package init(prefix: String = "AlertShimTests") throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The absolute path of `relative`.
  package func url(_ relative: String) -> URL {
    URL(fileURLWithPath: path).appendingPathComponent(relative)
  }

  /// Writes `text` to `relative`, creating directories as needed.
  package func write(_ relative: String, _ text: String) throws {
    try write(relative, bytes: Array(text.utf8))
  }

  /// Writes `bytes` to `relative`, creating directories as needed.
  package func write(_ relative: String, bytes: [UInt8]) throws {
    let url = url(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// The text of `relative`.
  package func read(_ relative: String) throws -> String {
    try String(contentsOf: url(relative), encoding: .utf8)
  }

  /// The bytes of `relative`.
  package func bytes(_ relative: String) throws -> [UInt8] {
    try Array(Data(contentsOf: url(relative)))
  }

  /// The names of every entry under the directory, recursively, sorted.
  package func allEntries() throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: path).sorted()
  }
}
