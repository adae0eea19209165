#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a path names: its device and inode, after following symbolic links.
struct FileIdentity: Sendable, Hashable {
  var device: UInt64
  var inode: UInt64
  /// How many names the file has (hard links).
  var linkCount: Int
  /// Whether it is a regular file.
  var isRegularFile: Bool

  static func == (left: FileIdentity, right: FileIdentity) -> Bool {
    left.device == right.device && left.inode == right.inode
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(device)
    hasher.combine(inode)
  }
}

extension Platform {
  /// The identity of the file `path` names (following symbolic links), or nil when there is
  /// none.
  static func identity(of path: FilePath) -> FileIdentity? {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    return FileIdentity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), linkCount: Int(info.st_nlink),
      isRegularFile: info.st_mode & S_IFMT == S_IFREG)
  }
}
