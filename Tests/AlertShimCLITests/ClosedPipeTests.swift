import AlertShimTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every subcommand's output into a pipe whose reader is gone: a failed
/// write, exit 74 with one message, never death by SIGPIPE (141). The child
/// starts with SIGPIPE at its default action, as from a shell.
@Suite(.timeLimit(.minutes(2)))
struct ClosedPipeTests {
  /// Runs `alertshim` with standard output the write end of a pipe whose
  /// read end is already closed.
  static func runIntoClosedPipe(_ arguments: [String]) throws -> MigrateFaultTests.Result {
    let scratch = try TemporaryDirectory(prefix: "ClosedPipeTests")
    let errPath = scratch.path + "/stderr"
    let writeEnd = try writeEndWithoutReader()
    defer { close(writeEnd) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let pid = try MigrateFaultTests.spawn(arguments, actions: &actions)
    let (status, signal) = MigrateFaultTests.wait(pid)
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return MigrateFaultTests.Result(status: status, signal: signal, stderr: stderr)
  }

  /// The write end of a new pipe whose read end is closed in every process.
  ///
  /// The tests run in parallel, and a child another test spawns between
  /// `pipe` and `close` inherits the read end: the pipe then has a reader
  /// until that child exits, and a write into it succeeds. On Linux a pipe's
  /// write end polls `POLLERR` exactly when no reader is left, so such a pipe
  /// is dropped for a new one; once there is no reader, none can appear.
  static func writeEndWithoutReader(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Int32
  {
    for _ in 0..<100 {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0, sourceLocation: sourceLocation)
      close(ends[0])
      #if os(Linux)
        var entry = pollfd(fd: ends[1], events: Int16(POLLOUT), revents: 0)
        guard poll(&entry, 1, 0) == 1, entry.revents & Int16(POLLERR) != 0 else {
          close(ends[1])
          continue
        }
      #endif
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      return ends[1]
    }
    throw TerminalRun.Failure(
      description: "every new pipe's read end was inherited by another child")
  }

  // Terminal article, exit statuses: 74 when the output cannot be written.
  @Test(arguments: [
    ["--help"], ["--version"], ["demo"], ["demo", "--help"], ["demo", "--version"],
    ["alert", "--help"], ["alert", "--version"], ["sheet", "--help"], ["sheet", "--version"],
    ["migrate", "--help"], ["migrate", "--version"],
  ])
  func output_intoAClosedPipe_exitsWith74_notSIGPIPE(arguments: [String]) throws {
    let result = try Self.runIntoClosedPipe(arguments)
    #expect(result.signal == nil)
    #expect(result.status == 74)
    #expect(result.stderr.contains("could not write to standard output"))
  }
}
