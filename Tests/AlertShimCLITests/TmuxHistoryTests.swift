import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `alertshim alert` in a real tmux: a window narrowed while the alert is up
/// leaves no piece of it in tmux's history (tmux rewraps the lines of the
/// normal screen before the tool hears of the resize). Skipped without tmux.
@Suite(.timeLimit(.minutes(2)), .enabled(if: Tmux.path != nil, "tmux is not installed"))
struct TmuxHistoryTests {
  @Test(arguments: [1, 8, 11, 20])
  func narrowedWindow_leavesNoPieceOfTheAlertInTheHistory(width: Int) throws {
    // The shell's lines and the exit status are digits; the alert's text has
    // none, so any other character in the history is a piece of the alert.
    let alertshim = try CLIProcess.executable().path
    let script = """
      printf '1\\n2\\n3\\n'; \
      choice=$('\(alertshim)' alert --title 'Delete file?' --message 'This cannot be undone.' \
      --cancel Cancel --button OK); \
      echo $?; tmux wait-for -S alertshim-done; exec cat
      """
    let tmux = try Tmux(columns: 40, rows: 12, command: script)
    try tmux.waitForPane { $0.contains("> OK <") }
    try tmux.run("resize-window", "-t", "alert", "-x", "\(width)", "-y", "12")
    // Drawn again at the new width: the minimal form's mark, or a box's corner.
    try tmux.waitForPane { pane in
      width < 12
        ? pane.contains(">") : pane.split(separator: "\n").contains { $0.hasSuffix("╮") }
    }
    try tmux.run("send-keys", "-t", "alert", "Enter")
    try tmux.run("wait-for", "alertshim-done")
    let pane = try tmux.run("capture-pane", "-p", "-t", "alert")
    #expect(pane.split(separator: "\n").contains("0"), "exit status 0 expected: \(pane)")
    let history = try tmux.history()
    let pieces = history.filter { line in
      line.contains { !$0.isNumber && !$0.isWhitespace }
    }
    #expect(pieces == [], "history: \(history)")
  }
}

/// A tmux server of its own (its own socket, no configuration file) with one
/// detached session, "alert", running `command`; ended with the value.
final class Tmux {
  /// The tmux executable, if installed.
  static let path: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let socket = "alertshim-test-\(UUID().uuidString.prefix(8))"

  init(columns: Int, rows: Int, command: String) throws {
    try run(
      "new-session", "-d", "-s", "alert", "-x", "\(columns)", "-y", "\(rows)", command)
    // The window keeps the size it is given, whatever client there is.
    try run("set-option", "-g", "window-size", "manual")
  }

  deinit {
    _ = try? run("kill-server")
  }

  /// Runs one tmux command on this server and returns its standard output;
  /// fails when it fails or takes longer than 20 seconds.
  ///
  /// Started with every signal unblocked and at its default action (as
  /// ``TerminalRun`` starts the tool): the test runner blocks signals, and a
  /// tmux server started with them blocked never hears of its clients.
  @discardableResult
  func run(_ arguments: String...) throws -> String {
    guard let path = Self.path else { throw Failure(description: "tmux is not installed") }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw Failure(description: "pipe failed") }
    defer { close(ends[0]) }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["LANG"] = "C.UTF-8"
    let pid: pid_t
    do {
      defer { close(ends[1]) }
      pid = try TerminalRun.spawnWithDefaultSignals(
        path, arguments: ["-L", socket, "-f", "/dev/null"] + arguments,
        environment: environment.map { "\($0.key)=\($0.value)" }
      ) { actions in
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      }
    }
    // Read to the end (the client's exit), within the deadline.
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let clock = ContinuousClock()
    let end = clock.now + .seconds(20)
    while true {
      let remaining = clock.now.duration(to: end)
      var descriptors = [pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)]
      guard remaining > .zero,
        poll(&descriptors, 1, Int32(remaining.components.seconds * 1000 + 1)) > 0
      else {
        kill(pid, SIGKILL)
        waitpid(pid, nil, 0)
        throw Failure(description: "tmux \(arguments) did not end")
      }
      let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output += buffer[..<count]
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    guard status == 0 else {
      throw Failure(description: "tmux \(arguments) failed: status \(status)")
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Reads the pane until `done` holds for what it shows; fails after 20
  /// seconds.
  func waitForPane(_ done: (String) -> Bool) throws {
    let clock = ContinuousClock()
    let end = clock.now + .seconds(20)
    var pane = ""
    while clock.now < end {
      pane = try run("capture-pane", "-p", "-t", "alert")
      if done(pane) { return }
      // tmux tells nobody when a pane changes: look again shortly.
      usleep(20_000)
    }
    throw Failure(description: "timed out; the pane showed: \(pane)")
  }

  /// The lines of the pane's history (scrolled off the top), oldest first.
  func history() throws -> [String] {
    let size = try run("display-message", "-p", "-t", "alert", "#{history_size}")
    let count = Int(size.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    guard count > 0 else { return [] }
    let text = try run("capture-pane", "-p", "-t", "alert", "-S", "-\(count)", "-E", "-1")
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}
