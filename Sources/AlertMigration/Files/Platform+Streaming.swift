#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  /// A file open for reading a chunk at a time (the baseline reader's), as Foundation's
  /// `FileHandle(forReadingAtPath:)` reads one: opened read-only, its size found by seeking to
  /// the end.
  final class StreamedFile {
    private let descriptor: Int32

    /// Opens `path`; nil when it cannot be opened.
    init?(path: String) {
      let descriptor = FilePath(path).withCString { open($0, O_RDONLY | O_CLOEXEC) }
      guard descriptor >= 0 else { return nil }
      self.descriptor = descriptor
    }

    deinit {
      close(descriptor)
    }

    /// The offset of the end (what `FileHandle.seekToEnd()` returns), or nil when the file
    /// cannot seek; the next read starts at the beginning again.
    func sizeBySeekingToEnd() -> Int? {
      let end = lseek(descriptor, 0, SEEK_END)
      guard end >= 0 else { return nil }
      _ = lseek(descriptor, 0, SEEK_SET)
      return Int(end)
    }

    /// Reads up to `buffer.count` bytes into `buffer`; 0 at the end, nil on an error.
    func readChunk(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
      while true {
        let got = read(descriptor, buffer.baseAddress, buffer.count)
        if got >= 0 { return got }
        if errno != EINTR { return nil }
      }
    }
  }
}
