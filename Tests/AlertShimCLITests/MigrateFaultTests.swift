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

/// `alertshim migrate` run as a process under faults: standard output that cannot be written,
/// signals during the write phase.
@Suite(.timeLimit(.minutes(2)))
struct MigrateFaultTests {
  /// Where the child's standard output goes.
  enum Output {
    case file(String)
    case path(String)
    case closed
  }

  struct Result {
    var status: Int32
    var signal: Int32?
    var stderr: String
  }

  /// Runs `alertshim` with standard input `/dev/null`, standard output `output`, and standard
  /// error captured.
  static func run(
    _ arguments: [String], output: Output, environment: [String] = []
  ) throws -> Result {
    let scratch = try TemporaryDirectory(prefix: "MigrateFaultTests")
    let errPath = scratch.path + "/stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    switch output {
    case .file(let path):
      posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    case .path(let path):
      posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
    case .closed:
      posix_spawn_file_actions_addclose(&actions, 1)
    }
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let pid = try spawn(arguments, actions: &actions, environment: environment)
    let (status, signal) = wait(pid)
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return Result(status: status, signal: signal, stderr: stderr)
  }

  /// Starts `alertshim` with `arguments`, the descriptors `actions` sets up and no other (a
  /// descriptor this process holds without close-on-exec is closed in the child), and signals
  /// at their default actions, unblocked.
  static func spawn(
    _ arguments: [String], actions: inout posix_spawn_file_actions_t,
    environment: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> pid_t {
    let executable = try MigrateRun.executable().path
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = (["LANG=C.UTF-8", "PATH=/usr/bin:/bin"] + environment).map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    // After the caller's actions: the child keeps 0, 1 and 2 only.
    TerminalRun.closeOtherDescriptors(&actions, from: 3)
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    try #require(result == 0, "posix_spawn failed: \(result)", sourceLocation: sourceLocation)
    return pid
  }

  static func wait(_ pid: pid_t) -> (status: Int32, signal: Int32?) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? ((status >> 8) & 0xFF, nil) : (-1, signal)
  }

  /// A child that holds at a test hook (an `ALERTSHIM_TEST_HOLD_…` variable): it says where on
  /// standard error, then waits for its standard input to end. Both are pipes to the test.
  struct HeldChild {
    let pid: pid_t
    /// The line the child wrote when it began to hold.
    let line: String
    /// The write end of the child's standard input: closing it lets the child go on.
    private let input: Int32
    /// The read end of the child's standard error.
    private let errors: Int32

    /// Starts `alertshim` with `arguments` and the hook `hold` set, standard output into the
    /// file `output` (created or emptied), and returns once the child holds.
    static func start(
      _ arguments: [String], hold: String, output: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> HeldChild {
      var input: [Int32] = [0, 0]
      var errors: [Int32] = [0, 0]
      try #require(pipe(&input) == 0 && pipe(&errors) == 0, sourceLocation: sourceLocation)
      // Not inherited by the children other tests spawn meanwhile (dup2 clears it in ours).
      for descriptor in input + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, input[0], 0)
      posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
      let pid: pid_t
      do {
        defer {
          close(input[0])
          close(errors[1])
        }
        pid = try MigrateFaultTests.spawn(arguments, actions: &actions, environment: [hold + "=1"])
      }
      var line: [UInt8] = []
      var byte: UInt8 = 0
      while !line.contains(ASCIINewline), read(errors[0], &byte, 1) == 1 { line.append(byte) }
      return HeldChild(
        pid: pid, line: String(decoding: line, as: UTF8.self), input: input[1], errors: errors[0])
    }

    /// Sends `signal` to the child while it holds (its standard input stays open until it is
    /// gone, so it cannot go on meanwhile), waits for it, and closes the pipes.
    func end(by signal: Int32) -> (status: Int32, signal: Int32?) {
      kill(pid, signal)
      let result = MigrateFaultTests.wait(pid)
      close(input)
      close(errors)
      return result
    }

    /// Ends the child's standard input (it goes on), reads the rest of its standard error, and
    /// waits for it.
    func finish() -> (status: Int32, signal: Int32?, stderr: String) {
      close(input)
      var rest: [UInt8] = []
      var byte: UInt8 = 0
      while read(errors, &byte, 1) == 1 { rest.append(byte) }
      close(errors)
      let (status, signal) = MigrateFaultTests.wait(pid)
      return (status, signal, String(decoding: rest, as: UTF8.self))
    }
  }

  // MARK: Standard output

  @Test func scanJSON_toAFullDisk_exitsWith74() throws {
    let tree = try CLIFixtureTree()
    let result = try MigrateFaultTests.run(
      ["migrate", "scan", "--json", tree.path], output: .path("/dev/full"))
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "alertshim migrate: cannot write the report to standard output: No space left on device\n"
    )
  }

  /// A tree of 300 files with two findings each: its JSON report is written in pieces (the
  /// files of a report of 256 or more are written in parallel runs, each run's buffer handed to
  /// the writer as it is).
  static func treeOfManyFiles() throws -> CLIFixtureTree {
    let tree = try CLIFixtureTree()
    for number in 0..<300 {
      let text = """
        func ask\(number)() {
          let alert = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
          alert.show()
        }

        """
      try tree.write("Many/File\(number).swift", bytes: Array(text.utf8))
    }
    return tree
  }

  @Test func scanJSON_inPieces_toAFullDisk_exitsWith74_andSaysItOnce() throws {
    let tree = try MigrateFaultTests.treeOfManyFiles()
    let result = try MigrateFaultTests.run(
      ["migrate", "scan", "--json", tree.path + "/Many"], output: .path("/dev/full"))
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "alertshim migrate: cannot write the report to standard output: No space left on device\n"
    )
  }

  @Test func scanJSON_inPieces_toAFile_isOneReport() throws {
    let tree = try MigrateFaultTests.treeOfManyFiles()
    let out = tree.path + "/report.json"
    let result = try MigrateFaultTests.run(
      ["migrate", "scan", "--json", tree.path + "/Many"], output: .file(out))
    #expect(result.status == 0)
    let data = try #require(FileManager.default.contents(atPath: out))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let files = try #require(report["files"] as? [[String: Any]])
    #expect(files.count == 300)
    // In path order, each exactly once: no piece lost, repeated or out of place.
    let paths = files.compactMap { $0["path"] as? String }
    #expect(paths == (0..<300).map { "File\($0).swift" }.sorted())
    let totals = try #require(report["totals"] as? [String: Any])
    #expect(totals["filesWithFindings"] as? Int == 300)
    #expect(totals["findings"] as? Int == 600)
    #expect(files.allSatisfy { ($0["findings"] as? [Any])?.count == 2 })
    #expect(data.last == UInt8(ascii: "\n"))
  }

  @Test func rewrite_toAFullDisk_exitsWith74_afterRewriting() throws {
    let tree = try CLIFixtureTree()
    let result = try MigrateFaultTests.run(
      ["migrate", "rewrite", tree.path], output: .path("/dev/full"))
    #expect(result.status == 74)
    #expect(try tree.read("Sources/Picker.swift").contains("LegacyActionSheet"))
  }

  @Test(arguments: [["migrate", "scan", "--json"], ["migrate", "rewrite"]])
  func closedStandardOutput_exitsWith74_beforeDoingAnything(arguments: [String]) throws {
    let tree = try CLIFixtureTree()
    let result = try MigrateFaultTests.run(arguments + [tree.path], output: .closed)
    #expect(result.status == 74)
    #expect(result.stderr == "alertshim migrate: standard output is closed; nothing done\n")
    #expect(try tree.read("Sources/Picker.swift") == CLIFixtureTree.picker)
  }

  @Test(arguments: [
    ["migrate", "--help"], ["migrate", "scan", "--help"], ["migrate", "rewrite", "--version"],
  ])
  func helpAndVersion_toAFullDisk_exitWith74(arguments: [String]) throws {
    let result = try MigrateFaultTests.run(arguments, output: .path("/dev/full"))
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "alertshim migrate: could not write to standard output: No space left on device\n")
  }

  @Test func scan_toAFile_exitsWith0() throws {
    let tree = try CLIFixtureTree()
    let out = tree.path + "/report.json"
    let result = try MigrateFaultTests.run(
      ["migrate", "scan", "--json", tree.path + "/Sources"], output: .file(out))
    #expect(result.status == 0)
    #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("{\n  \"version\": 1,"))
  }

  // MARK: Trees and files

  @Test func readOnlyFile_isLeftUnchanged_exitsWith3() throws {
    let tree = try CLIFixtureTree()
    let path = tree.path + "/Sources/Picker.swift"
    chmod(path, 0o444)
    let run = try MigrateRun(["migrate", "rewrite", tree.path])
    #expect(run.status == 3)
    #expect(run.stderr == "warning: Sources/Picker.swift: read-only; left unchanged\n")
    #expect(try tree.read("Sources/Picker.swift") == CLIFixtureTree.picker)
    #expect(try tree.read("Sources/Confirm.swift").contains("LegacyAlertView("))
  }

  @Test func nonUTF8FileName_isScannedAndRewrittenByItsBytes() throws {
    let tree = try CLIFixtureTree()
    let name =
      Array(tree.path.utf8) + Array("/Sources/Caf".utf8) + [0xE9] + Array(".swift".utf8) + [0]
    let descriptor = name.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    try #require(descriptor >= 0)
    let text = Array("let a: UIAlertView? = nil\n".utf8)
    _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let scan = try MigrateRun(["migrate", "scan", "--json", tree.path])
    #expect(scan.status == 0)
    let rewrite = try MigrateRun(["migrate", "rewrite", tree.path])
    #expect(rewrite.status == 0)
    // Quoted as git quotes it: the byte that is not UTF-8 in octal.
    #expect(
      rewrite.stdout.contains(
        #"rewrote "Sources/Caf\351.swift" (1 rename, added import AlertShim)"#))
  }

  @Test func treeDeeperThanPATH_MAX_isAWarning_andTheRestIsScanned() throws {
    let tree = try CLIFixtureTree()
    var descriptor = open(tree.path, O_RDONLY | O_DIRECTORY)
    let name = String(repeating: "d", count: 250)
    for _ in 0..<20 {
      mkdirat(descriptor, name, 0o755)
      let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
    }
    close(descriptor)
    defer {
      let remove = Process()
      remove.executableURL = URL(fileURLWithPath: "/bin/rm")
      remove.arguments = ["-rf", tree.path + "/" + name]
      try? remove.run()
      remove.waitUntilExit()
    }
    let run = try MigrateRun(["migrate", "scan", tree.path])
    #expect(run.status == 3)
    #expect(run.stderr.hasPrefix("warning: dddd"))
    #expect(run.stderr.hasSuffix("/: cannot read the directory: File name too long\n"))
    #expect(run.stdout.contains("Sources/Confirm.swift"))
  }

  // MARK: Files that change under the tool

  @Test func fileDeletedAfterListing_isAProblem_andTheScanExitsWith3() throws {
    let tree = try CLIFixtureTree()
    let out = tree.path + "/report.json"
    let child = try HeldChild.start(
      ["migrate", "scan", "--json", tree.path], hold: "ALERTSHIM_TEST_HOLD_AFTER_LISTING",
      output: out)
    // Once the child has listed the tree, delete a file it is about to read.
    #expect(child.line.hasPrefix("listed ") && child.line.hasSuffix(" files\n"))
    try FileManager.default.removeItem(atPath: tree.path + "/Sources/Confirm.swift")
    let (status, _, rest) = child.finish()
    let message =
      "vanished before it could be read (deleted after the tree was listed?): "
      + "No such file or directory"
    #expect(status == 3)
    #expect(rest == "warning: Sources/Confirm.swift: \(message)\n")
    let data = try #require(FileManager.default.contents(atPath: out))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let problems = try #require(report["problems"] as? [[String: Any]])
    #expect(problems.count == 1)
    #expect(problems.first?["path"] as? String == "Sources/Confirm.swift")
    #expect(problems.first?["message"] as? String == message)
    // The other files are still scanned.
    let files = try #require(report["files"] as? [[String: Any]])
    #expect(files.contains { $0["path"] as? String == "Sources/Picker.swift" })
    #expect(!files.contains { $0["path"] as? String == "Sources/Confirm.swift" })
  }

  #if os(Linux)
    /// The children these tests start keep none of this process's descriptors but those their
    /// actions set up: a child that kept the write end of a Foundation `Pipe` of a test running
    /// meanwhile would hold off that test's end of file until the child exits. Checked in the
    /// held child's `/proc/<pid>/fd`, so other children cannot disturb it.
    @Test func spawnedChild_keepsNoOtherDescriptorOfTheTests() throws {
      let tree = try CLIFixtureTree()
      var stray: [Int32] = [0, 0]
      try #require(pipe(&stray) == 0)
      // `stray` stays inheritable, as a Foundation `Pipe`'s descriptors are.
      defer { stray.forEach { close($0) } }
      let child = try HeldChild.start(
        ["migrate", "scan", "--json", tree.path], hold: "ALERTSHIM_TEST_HOLD_AFTER_LISTING",
        output: "/dev/null")
      #expect(child.line.hasPrefix("listed "))
      // Read without throwing, so the child is let go whatever happens.
      let files = FileManager.default
      let ours = try? files.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(stray[1])")
      let theirs = (try? files.contentsOfDirectory(atPath: "/proc/\(child.pid)/fd"))?.compactMap {
        try? files.destinationOfSymbolicLink(atPath: "/proc/\(child.pid)/fd/\($0)")
      }
      let (status, _, _) = child.finish()
      #expect(status == 0)
      let inherited = try #require(ours)
      let held = try #require(theirs)
      #expect(inherited.hasPrefix("pipe:["))
      // The child's standard input and error are pipes, seen there (the check sees pipes) ...
      #expect(held.contains { $0.hasPrefix("pipe:[") })
      // ... and the stray pipe is not.
      #expect(!held.contains(inherited))
    }
  #endif

  @Test func fullDiskDuringTheRewrite_leavesTheOriginalsWhole_andExitsWith3() throws {
    let tree = try CLIFixtureTree()
    let sources = tree.path + "/Sources"
    let before = try FileManager.default.contentsOfDirectory(atPath: sources).sorted()
    let out = tree.path + "/summary.txt"
    // Every temporary file fails with ENOSPC after 40 bytes: half written, never renamed.
    let result = try MigrateFaultTests.run(
      ["migrate", "rewrite", sources], output: .file(out),
      environment: ["ALERTSHIM_TEST_DISK_FULL_AFTER=40"])
    #expect(result.status == 3)
    #expect(
      result.stderr
        == "warning: Confirm.swift: cannot write: No space left on device\n"
        + "warning: Picker.swift: cannot write: No space left on device\n"
        + "warning: Prompt.m: cannot write: No space left on device\n")
    #expect(try tree.read("Sources/Confirm.swift") == CLIFixtureTree.confirm)
    #expect(try tree.read("Sources/Prompt.m") == CLIFixtureTree.prompt)
    #expect(try tree.read("Sources/Picker.swift") == CLIFixtureTree.picker)
    // No temporary file is left beside them.
    #expect(try FileManager.default.contentsOfDirectory(atPath: sources).sorted() == before)
    let summary = try String(contentsOfFile: out, encoding: .utf8)
    #expect(!summary.contains("rewrote "))
  }

  // MARK: Signals during the write phase

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalDuringTheWritePhase_removesTheTemporaryFile(signal: Int32) throws {
    let tree = try CLIFixtureTree()
    let sources = tree.path + "/Sources"
    let before = try FileManager.default.contentsOfDirectory(atPath: sources).sorted()
    let child = try HeldChild.start(
      ["migrate", "rewrite", sources], hold: "ALERTSHIM_TEST_HOLD_BEFORE_RENAME",
      output: "/dev/null")
    // The child holds with its first temporary file written.
    #expect(child.line.hasPrefix("holding ") && child.line.contains(".alertshim-"))
    let holding = try FileManager.default.contentsOfDirectory(atPath: sources)
    #expect(holding.contains { $0.contains(".alertshim-") })

    let (_, received) = child.end(by: signal)
    #expect(received == signal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: sources).sorted() == before)
    #expect(try tree.read("Sources/Confirm.swift") == CLIFixtureTree.confirm)
  }
}

private let ASCIINewline: UInt8 = 0x0A
