#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path as the file system spells it: bytes, which need not be UTF-8.
struct FilePath: Sendable, Hashable {
  /// The bytes, without a terminating NUL.
  var bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  init(_ string: String) {
    bytes = Array(string.utf8)
  }

  /// `self/name`.
  func appending(_ name: [UInt8]) -> FilePath {
    FilePath(FilePath.joining(bytes, name))
  }

  /// `directory/name`, made in one array of the right size.
  static func joining(_ directory: [UInt8], _ name: [UInt8]) -> [UInt8] {
    var joined: [UInt8] = []
    joined.reserveCapacity(directory.count + 1 + name.count)
    joined += directory
    joined.append(ASCII.slash)
    joined += name
    return joined
  }

  /// Calls `body` with the path as a NUL-terminated C string.
  func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
    bytes.withUnsafeBufferPointer { FilePath.withCString(of: $0[...], body) }
  }

  /// Calls `body` with the bytes after the last `/` (all of them when there is none) as a
  /// NUL-terminated C string.
  func withLastComponentCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
    bytes.withUnsafeBufferPointer { bytes in
      let start = bytes.lastIndex(of: ASCII.slash).map { $0 + 1 } ?? 0
      return FilePath.withCString(of: bytes[start...], body)
    }
  }

  /// Calls `body` with `bytes` and a NUL as a C string, in a temporary copy (on the stack when
  /// it is small): opening a file allocates nothing.
  private static func withCString<R>(
    of bytes: Slice<UnsafeBufferPointer<UInt8>>, _ body: (UnsafePointer<CChar>) -> R
  ) -> R {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
      let base = buffer.baseAddress!
      if let source = bytes.base.baseAddress, !bytes.isEmpty {
        UnsafeMutableRawPointer(base).copyMemory(
          from: source + bytes.startIndex, byteCount: bytes.count)
      }
      base[bytes.count] = 0
      return body(base)
    }
  }

  /// The path for people: valid UTF-8 as it is with `\` doubled, every other byte as `\xHH`,
  /// so two names that differ in their bytes never print the same (``PathQuoting``).
  var displayString: String { FilePath.display(bytes) }

  static func display(_ bytes: [UInt8]) -> String {
    // Most paths are ASCII without a backslash: valid UTF-8 with nothing to double, decoded
    // as it is (`String(validating:)` would give the same string, at more cost).
    if bytes.allSatisfy({ $0 < 0x80 && $0 != ASCII.backslash }) {
      return String(decoding: bytes, as: UTF8.self)
    }
    // Else, without a backslash there is still nothing to double.
    if !bytes.contains(ASCII.backslash), let valid = String(validating: bytes, as: UTF8.self) {
      return valid
    }
    if let valid = String(validating: bytes, as: UTF8.self) {
      return valid.contains("\\") ? valid.replacing("\\", with: "\\\\") : valid
    }
    var result = ""
    var index = 0
    while index < bytes.count {
      let length = FilePath.sequenceLength(bytes, at: index)
      if length > 0, let scalar = String(validating: bytes[index..<index + length], as: UTF8.self) {
        result += scalar == "\\" ? "\\\\" : scalar
        index += length
      } else {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        result += "\\x" + (hex.count == 1 ? "0" + hex : hex)
        index += 1
      }
    }
    return result
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length =
      lead < 0x80
      ? 1
      : lead >= 0xC2 && lead < 0xE0
        ? 2
        : lead >= 0xE0 && lead < 0xF0
          ? 3
          : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
    guard length > 0, index + length <= bytes.count else { return 0 }
    for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }
}

/// What `fstat` said about a file when it was read, to notice a change before replacing it.
struct FileStamp: Sendable, Hashable {
  var size: Int
  var modificationSeconds: Int
  var modificationNanoseconds: Int
  var inode: UInt64
  var device: UInt64
  var mode: UInt32
  var owner: UInt32
  var group: UInt32

  init(_ info: stat) {
    size = Int(info.st_size)
    #if canImport(Darwin)
      modificationSeconds = Int(info.st_mtimespec.tv_sec)
      modificationNanoseconds = Int(info.st_mtimespec.tv_nsec)
    #else
      modificationSeconds = Int(info.st_mtim.tv_sec)
      modificationNanoseconds = Int(info.st_mtim.tv_nsec)
    #endif
    inode = UInt64(info.st_ino)
    device = UInt64(info.st_dev)
    mode = UInt32(info.st_mode)
    owner = UInt32(info.st_uid)
    group = UInt32(info.st_gid)
  }

  /// Whether the contents may have changed between the two stamps.
  func sameContents(as other: FileStamp) -> Bool {
    size == other.size && modificationSeconds == other.modificationSeconds
      && modificationNanoseconds == other.modificationNanoseconds && inode == other.inode
      && device == other.device
  }
}

/// The path of the temporary file being written, for the signal handler (a C string; empty when
/// there is none). Written only by the rewriting thread, read only by the handler.
nonisolated(unsafe) private let pendingTemporaryPath: UnsafeMutablePointer<CChar> = {
  let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Platform.temporaryPathCapacity)
  buffer.initialize(repeating: 0, count: Platform.temporaryPathCapacity)
  return buffer
}()

/// The few POSIX calls the tool makes, behind one namespace so no other file imports the C
/// library.
enum Platform {
  #if canImport(Darwin)
    /// What `opendir` returns.
    typealias DirectoryStream = UnsafeMutablePointer<DIR>
  #else
    /// What `opendir` returns.
    typealias DirectoryStream = OpaquePointer
  #endif

  /// What a directory entry is.
  enum EntryKind {
    case directory, regularFile, symbolicLink, other
  }

  static let temporaryPathCapacity = 8192

  /// The current `errno` as a readable message.
  static var lastErrorMessage: String {
    String(cString: strerror(errno))
  }

  /// Whether `a` sorts before `b`, byte by byte as unsigned values, a prefix first: the order of
  /// `lexicographicallyPrecedes`, by one `memcmp`.
  static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    let common = min(a.count, b.count)
    let order = a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
      }
    }
    return order != 0 ? order < 0 : a.count < b.count
  }

  /// The kind of the file at `path`, without following a final symbolic link; nil when it
  /// cannot be examined.
  static func kind(of path: FilePath) -> EntryKind? {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0 else { return nil }
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

  /// The entries of a directory (without `.` and `..`), unsorted, with their names as bytes.
  ///
  /// - Throws: A message saying why the directory cannot be listed.
  static func entries(of directory: FilePath) throws(MigrationError) -> [(
    name: [UInt8], kind: EntryKind
  )] {
    guard let stream = directory.withCString({ opendir($0) }) else {
      throw MigrationError("cannot read the directory: \(lastErrorMessage)")
    }
    defer { closedir(stream) }
    return entries(of: stream) { Platform.kind(of: directory.appending($0)) }
  }

  /// The entries read from a directory stream; `kindOf` tells the kind of an entry whose kind
  /// the stream does not give (`DT_UNKNOWN`), by its name.
  private static func entries(
    of stream: DirectoryStream, kindOf: ([UInt8]) -> EntryKind?
  ) -> [(name: [UInt8], kind: EntryKind)] {
    var result: [(name: [UInt8], kind: EntryKind)] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) {
          Array(
            UnsafeBufferPointer(
              start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
        }
      }
      if name == [ASCII.dot] || name == [ASCII.dot, ASCII.dot] { continue }
      let kind: EntryKind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .regularFile
      case Int32(DT_LNK): kind = .symbolicLink
      case Int32(DT_UNKNOWN): kind = kindOf(name) ?? .other
      default: kind = .other
      }
      result.append((name, kind))
    }
    return result
  }

  /// Opens the directory at `path` for listing (`entries(ofDirectory:)`) and for opening its
  /// files relative to it (`readFile(namedBy:in:into:limit:)`, with `descriptor(of:)`); the caller
  /// closes it with `closeDirectory(_:)`.
  ///
  /// One `opendir`, whose stream is both listed and kept as the files' directory: a separate
  /// descriptor for the files and a `fdopendir` of a copy of it for the listing took five more
  /// system calls a directory (`dup`, two `fcntl`, `fstat`, `close`).
  ///
  /// - Throws: A message saying why the directory cannot be opened (as `entries(of:)` says it).
  static func openDirectory(_ path: FilePath) throws(MigrationError) -> DirectoryStream {
    guard let stream = path.withCString({ opendir($0) }) else {
      throw MigrationError("cannot read the directory: \(lastErrorMessage)")
    }
    return stream
  }

  /// The descriptor of a directory of `openDirectory(_:)`, to open its files relative to.
  static func descriptor(of directory: DirectoryStream) -> Int32 {
    dirfd(directory)
  }

  /// Closes a directory of `openDirectory(_:)`.
  static func closeDirectory(_ directory: DirectoryStream) {
    closedir(directory)
  }

  /// `entries(of:)` of a directory opened with `openDirectory(_:)`, which stays open. Listed
  /// once: the stream is read to its end.
  static func entries(ofDirectory directory: DirectoryStream) -> [(
    name: [UInt8], kind: EntryKind
  )] {
    let descriptor = dirfd(directory)
    return entries(of: directory) { name in
      var info = stat()
      let found = FilePath(name).withCString {
        fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW)
      }
      return found == 0 ? kind(mode: info.st_mode) : nil
    }
  }

  /// Whether `path` matches the `fnmatch` glob `pattern` (with `pathname`, `*` and `?` do not
  /// match `/`).
  static func matches(_ pattern: String, _ path: FilePath, pathname: Bool) -> Bool {
    path.withCString { fnmatch(pattern, $0, pathname ? FNM_PATHNAME : 0) == 0 }
  }

  /// The canonical absolute form of `path`, or nil when it does not exist.
  static func realPath(_ path: FilePath) -> FilePath? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return FilePath(
      Array(
        UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) })
    )
  }

  /// Reads the whole file at `path` into `buffer`, growing it as needed.
  ///
  /// - Parameter limit: The largest file read; a larger one is not read.
  /// - Returns: The number of bytes read, and the file's stamp when it was opened.
  /// - Throws: A message saying what failed (without the path, which the caller knows).
  static func readFile(
    _ path: FilePath, into buffer: inout UnsafeMutableBufferPointer<UInt8>, limit: Int
  ) throws(MigrationError) -> (count: Int, stamp: FileStamp) {
    let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
    return try readOpened(descriptor, into: &buffer, limit: limit)
  }

  /// `readFile(_:into:limit:)` of the file `path` names in the open directory `directory` (its
  /// last component): opened relative to it, so the path to the directory is not walked again.
  static func readFile(
    namedBy path: FilePath, in directory: Int32,
    into buffer: inout UnsafeMutableBufferPointer<UInt8>, limit: Int
  ) throws(MigrationError) -> (count: Int, stamp: FileStamp) {
    let descriptor = path.withLastComponentCString {
      openat(directory, $0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    }
    return try readOpened(descriptor, into: &buffer, limit: limit)
  }

  /// Reads the file just opened as `descriptor` (negative when the open failed, with `errno`
  /// set), and closes it.
  private static func readOpened(
    _ descriptor: Int32, into buffer: inout UnsafeMutableBufferPointer<UInt8>, limit: Int
  ) throws(MigrationError) -> (count: Int, stamp: FileStamp) {
    guard descriptor >= 0 else {
      if errno == ENOENT {
        throw MigrationError(
          "vanished before it could be read (deleted after the tree was listed?): "
            + lastErrorMessage)
      }
      throw MigrationError("cannot open: \(lastErrorMessage)")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw MigrationError("cannot examine: \(lastErrorMessage)")
    }
    guard info.st_mode & S_IFMT == S_IFREG else { throw MigrationError("not a regular file") }
    let stamp = FileStamp(info)
    guard stamp.size <= limit else { throw sizeError(stamp.size, limit: limit) }
    if stamp.size + 1 > buffer.count { grow(&buffer, toAtLeast: stamp.size + 1) }
    var count = 0
    while true {
      if count == buffer.count { grow(&buffer, toAtLeast: buffer.count * 2) }
      let asked = min(buffer.count - count, limit + 1 - count)
      let got = read(descriptor, buffer.baseAddress! + count, asked)
      if got < 0 {
        if errno == EINTR { continue }
        throw MigrationError("cannot read: \(lastErrorMessage)")
      }
      if got == 0 { return (count, stamp) }
      count += got
      if count > limit { throw sizeError(count, limit: limit) }
      // A regular file read short exactly at the size it had when opened is at its end: no
      // second call to be told so (one that grew goes on being read until its end).
      if got < asked, count == stamp.size { return (count, stamp) }
    }
  }

  private static func sizeError(_ size: Int, limit: Int) -> MigrationError {
    MigrationError(
      "larger than the size limit (\(size) bytes, limit \(limit) bytes); not read "
        + "(raise it with --max-file-size)")
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

  /// Whether the file with this stamp may be replaced: it has a write permission bit, and (for a
  /// user other than root) the user may write it.
  static func isWritable(_ path: FilePath, stamp: FileStamp) -> Bool {
    guard stamp.mode & 0o222 != 0 else { return false }
    return path.withCString { access($0, W_OK) } == 0
  }

  /// Removes the temporary file being written when the process gets SIGINT, SIGTERM or SIGHUP,
  /// then dies of the signal as it would have. Installed once.
  static func removeTemporaryFilesOnSignals() {
    _ = installHandlers
  }

  private static let installHandlers: Void = {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { received in
        if pendingTemporaryPath[0] != 0 { unlink(pendingTemporaryPath) }
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }()

  /// Replaces the file at `path` with `bytes` atomically: writes a temporary file in the same
  /// directory with the same permissions (and owner, when allowed), flushes it, checks that the
  /// original still has the `stamp` it had when read, then renames the temporary file over it.
  /// On failure the original is untouched and the temporary file removed.
  ///
  /// - Parameter beforeRename: Called once the temporary file is complete (tests change the
  ///   original there).
  static func replaceFile(
    _ path: FilePath, with bytes: [UInt8], stamp: FileStamp, beforeRename: (() -> Void)? = nil
  ) throws(MigrationError) {
    let slash = path.bytes.lastIndex(of: ASCII.slash)
    let directory = slash.map { Array(path.bytes[...$0]) } ?? []
    let name = slash.map { Array(path.bytes[($0 + 1)...]) } ?? path.bytes
    var template = directory + [ASCII.dot] + name + Array(".alertshim-XXXXXX".utf8) + [0]
    guard template.count < temporaryPathCapacity else {
      throw MigrationError("path too long for a temporary file beside it")
    }
    let descriptor = template.withUnsafeMutableBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { mkstemp($0.baseAddress!) }
    }
    guard descriptor >= 0 else {
      throw MigrationError("cannot create a temporary file beside it: \(lastErrorMessage)")
    }
    template.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) {
        pendingTemporaryPath.update(from: $0.baseAddress!, count: $0.count)
      }
    }
    defer { pendingTemporaryPath[0] = 0 }
    let temporary = FilePath(Array(template.dropLast()))
    var failure: String?
    if fchmod(descriptor, mode_t(stamp.mode & 0o7777)) != 0 {
      failure = "cannot set permissions: \(lastErrorMessage)"
    }
    _ = fchown(descriptor, uid_t(stamp.owner), gid_t(stamp.group))
    if failure == nil {
      let diskFullAfter = testDiskFullAfter()
      failure = bytes.withUnsafeBytes { raw -> String? in
        var written = 0
        while written < raw.count {
          var length = raw.count - written
          if let diskFullAfter {
            // Test only: the disk is full once `diskFullAfter` bytes are written.
            guard written < diskFullAfter else {
              errno = ENOSPC
              return "cannot write: \(lastErrorMessage)"
            }
            length = min(length, diskFullAfter - written)
          }
          let result = write(descriptor, raw.baseAddress! + written, length)
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
    if failure == nil {
      beforeRename?()
      holdForTests(temporary)
      var info = stat()
      if path.withCString({ stat($0, &info) }) != 0 {
        failure = "vanished while being rewritten: \(lastErrorMessage)"
      } else if !FileStamp(info).sameContents(as: stamp) {
        failure = "changed while being rewritten; left as it is now (run the rewrite again)"
      }
    }
    if failure == nil,
      temporary.withCString({ from in path.withCString { rename(from, $0) } }) != 0
    {
      failure = "cannot replace: \(lastErrorMessage)"
    }
    if let failure {
      _ = temporary.withCString { unlink($0) }
      throw MigrationError(failure)
    }
  }

  /// TEST ONLY: with `ALERTSHIM_TEST_DISK_FULL_AFTER=N` set (by the CLI tests only), writes to
  /// a temporary file of the rewrite fail with `ENOSPC` once `N` bytes of it are written, as on
  /// a full disk, so a test can check that the original is left whole. Nil (no effect) when
  /// unset or not a number.
  private static func testDiskFullAfter() -> Int? {
    guard let value = getenv("ALERTSHIM_TEST_DISK_FULL_AFTER") else { return nil }
    return Int(String(cString: value)).map { max(0, $0) }
  }

  /// Whether `ALERTSHIM_TEST_HOLD_AFTER_LISTING` is set (`holdAfterListingForTests`): then the
  /// tree is listed whole before any file is read.
  static var holdsAfterListingForTests: Bool {
    getenv("ALERTSHIM_TEST_HOLD_AFTER_LISTING") != nil
  }

  /// TEST ONLY: with `ALERTSHIM_TEST_HOLD_AFTER_LISTING` set (by the CLI tests only), says
  /// `listed N files` on standard error once the tree is listed, and waits for standard input
  /// to end before any file is read, so a test can delete or change files in between.
  static func holdAfterListingForTests(fileCount: Int) {
    guard holdsAfterListingForTests else { return }
    let line = Array("listed \(fileCount) files\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    var byte: UInt8 = 0
    while read(0, &byte, 1) > 0 {}
  }

  /// TEST ONLY: with `ALERTSHIM_TEST_HOLD_BEFORE_RENAME` set (by the CLI tests only), says so
  /// on standard error and waits for standard input to end before renaming, so a test can
  /// signal the process while the temporary file exists.
  private static func holdForTests(_ temporary: FilePath) {
    guard getenv("ALERTSHIM_TEST_HOLD_BEFORE_RENAME") != nil else { return }
    let line = Array("holding \(temporary.displayString)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    var byte: UInt8 = 0
    while read(0, &byte, 1) > 0 {}
  }
}
