#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX calls the tool makes, behind one namespace so no other file imports the C
/// library.
enum Platform {
  /// What a directory entry is.
  enum EntryKind {
    case directory, regularFile, symbolicLink, other
  }

  /// The current `errno` as a readable message.
  static var lastErrorMessage: String {
    String(cString: strerror(errno))
  }

  /// The kind of the file at `path`, without following a final symbolic link; nil when it
  /// cannot be examined.
  static func kind(of path: String) -> EntryKind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return kind(mode: info.st_mode)
  }

  private static func kind(mode: mode_t) -> EntryKind {
    switch mode & S_IFMT {
    case S_IFDIR: .directory
    case S_IFREG: .regularFile
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// The entries of a directory (without `.` and `..`), unsorted.
  static func entries(of directory: String) -> [(name: String, kind: EntryKind)]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var result: [(name: String, kind: EntryKind)] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
          String(cString: $0)
        }
      }
      if name == "." || name == ".." { continue }
      let kind: EntryKind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .regularFile
      case Int32(DT_LNK): kind = .symbolicLink
      case Int32(DT_UNKNOWN):
        kind = Platform.kind(of: directory + "/" + name) ?? .other
      default: kind = .other
      }
      result.append((name, kind))
    }
    return result
  }

  /// The permission bits, owner and group of the file at `path`.
  static func attributes(of path: String) -> (mode: UInt32, owner: UInt32, group: UInt32)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt32(info.st_mode) & 0o7777, UInt32(info.st_uid), UInt32(info.st_gid))
  }

  /// The canonical absolute form of `path`, or nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Reads the whole file at `path` into `buffer`, growing it as needed.
  ///
  /// - Returns: The number of bytes read.
  /// - Throws: A message saying what failed (without the path, which the caller knows).
  static func readFile(
    _ path: String, into buffer: inout UnsafeMutableBufferPointer<UInt8>
  ) throws(MigrationError) -> Int {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw MigrationError("cannot open: \(lastErrorMessage)") }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, Int(info.st_size) + 1 > buffer.count {
      grow(&buffer, toAtLeast: Int(info.st_size) + 1)
    }
    var count = 0
    while true {
      if count == buffer.count { grow(&buffer, toAtLeast: buffer.count * 2) }
      let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      if got < 0 {
        if errno == EINTR { continue }
        throw MigrationError("cannot read: \(lastErrorMessage)")
      }
      if got == 0 { return count }
      count += got
    }
  }

  private static func grow(_ buffer: inout UnsafeMutableBufferPointer<UInt8>, toAtLeast size: Int) {
    let capacity = max(size, 64 * 1024, buffer.count * 2)
    let bigger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    if let old = buffer.baseAddress, buffer.count > 0 {
      bigger.baseAddress!.update(from: old, count: buffer.count)
      buffer.deallocate()
    }
    buffer = bigger
  }

  /// Replaces the file at `path` with `bytes` atomically: writes a temporary file in the same
  /// directory with the same permissions (and owner, when allowed), flushes it, then renames it
  /// over the original. On failure the original is untouched and the temporary file removed.
  static func replaceFile(_ path: String, with bytes: [UInt8]) throws(MigrationError) {
    guard let attributes = attributes(of: path) else {
      throw MigrationError("cannot examine: \(lastErrorMessage)")
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((directory + "." + name + ".alertshim-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw MigrationError("cannot create a temporary file beside it: \(lastErrorMessage)")
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var failure: String?
    if fchmod(descriptor, mode_t(attributes.mode)) != 0 {
      failure = "cannot set permissions: \(lastErrorMessage)"
    }
    _ = fchown(descriptor, uid_t(attributes.owner), gid_t(attributes.group))
    if failure == nil {
      failure = bytes.withUnsafeBytes { raw -> String? in
        var written = 0
        while written < raw.count {
          let result = write(descriptor, raw.baseAddress! + written, raw.count - written)
          if result < 0 {
            if errno == EINTR { continue }
            return "cannot write: \(lastErrorMessage)"
          }
          written += result
        }
        return nil
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = "cannot flush: \(lastErrorMessage)" }
    if close(descriptor) != 0, failure == nil { failure = "cannot close: \(lastErrorMessage)" }
    if failure == nil, rename(temporary, path) != 0 {
      failure = "cannot replace: \(lastErrorMessage)"
    }
    if let failure {
      unlink(temporary)
      throw MigrationError(failure)
    }
  }
}
