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
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[1])
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let pid = try MigrateFaultTests.spawn(arguments, actions: &actions)
    let (status, signal) = MigrateFaultTests.wait(pid)
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return MigrateFaultTests.Result(status: status, signal: signal, stderr: stderr)
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
