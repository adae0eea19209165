#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output as the result channel of the tool: every write is
/// checked, so a result that cannot be written (standard output closed, a
/// full disk, a reader that went away) ends in an error exit instead of a
/// silent success.
enum StandardOutput {
  /// The exit status when the result could not be written (`EX_IOERR` of
  /// sysexits.h).
  static let writeFailureStatus: Int32 = 74

  /// Writes `text` in full; on failure, returns what went wrong.
  static func write(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(1, base + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return written < 0 ? String(cString: strerror(errno)) : "nothing was written"
      }
    }
    return nil
  }

  /// Writes `text` and returns `status`, or reports the failure on standard
  /// error and returns ``writeFailureStatus``.
  static func emit(_ text: String, command: String, status: Int32) -> Int32 {
    guard let failure = write(text) else { return status }
    writeError("\(command): could not write to standard output: \(failure)")
    return writeFailureStatus
  }

  /// Puts a read-only `/dev/null` on standard input, output and error where
  /// they are closed (`<&-`, `>&-`), so no descriptor the process opens later
  /// (a pipe, the terminal, the runtime's own) takes their place. A closed
  /// input then reads as empty (end of input); a closed output or error fails
  /// every write, as it would have. Called by `alert`, `sheet` and `demo`
  /// first thing; `migrate` checks for a closed output itself.
  static func reserveStandardDescriptors() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }

  /// Makes writes to a closed pipe fail with an error instead of ending the
  /// process with SIGPIPE.
  static func ignoreBrokenPipes() {
    _ = signal(SIGPIPE, SIG_IGN)
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
