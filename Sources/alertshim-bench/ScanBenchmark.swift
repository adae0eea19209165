import AlertMigration
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The figures of one run of the migration scan benchmark.
struct ScanBenchmarkResult: Sendable {
  /// One tree's figures: medians over the timed rounds, each tool timed once per round.
  struct Tree: Sendable {
    /// The size of the tree in bytes.
    var bytes: Int
    /// The number of source files.
    var files: Int
    /// The findings the scan reports.
    var findings: Int
    /// MB/s (10^6 bytes) of `MigrationScanner.scan` and the JSON report, in process.
    var scanMBPerSecond: Double
    /// MB/s of the same with `usesPrefilter` off: every file lexed.
    var unfilteredMBPerSecond: Double
    /// MB/s of `alertshim migrate scan --json --no-ignore`, when the tool is beside the bench.
    var cliMBPerSecond: Double?
    /// MB/s of `rg -c` for the three class names, when ripgrep is installed.
    var ripgrepMBPerSecond: Double?
    /// MB/s of `grep -rcE` for the three class names, when grep is installed.
    var grepMBPerSecond: Double?
    /// The median over rounds of the scan's time over ripgrep's (the tool's when it is there,
    /// else the in-process scan's).
    var overRipgrep: Double?
  }

  /// A tree generated from the project's sources and fixtures, legacy code included.
  var legacy: Tree
  /// The same kind of tree with no legacy code.
  var clean: Tree
  /// The number of timed rounds.
  var rounds: Int
  /// Megabytes per second scanned on one alert-dense file whose code is one long line.
  var denseScanMBPerSecond: Double
  /// Megabytes per second of `grep -c UIAlertView` over the same file.
  var denseGrepMBPerSecond: Double?
  /// The size of the dense file in bytes.
  var denseBytes: Int
  /// Megabytes per second scanned on two files of one long line each (Swift and Objective-C),
  /// dense with names of interest that lead to no finding where they stand.
  var quietScanMBPerSecond: Double
  /// The size of those two files in bytes.
  var quietBytes: Int
  /// What was not measured, and why.
  var notes: [String]

  /// The table rows: name, value, target.
  var rows: [(String, String, String)] {
    var rows: [(String, String, String)] = []
    for (name, tree, target) in [("legacy", legacy, "1.5"), ("clean", clean, "1.2")] {
      let size = "\(tree.files) files, \(tree.bytes / 1_000_000) MB"
      rows.append(("scan, \(name) tree (MB/s)", fixed(tree.scanMBPerSecond), size))
      rows.append(("  without the prefilter (MB/s)", fixed(tree.unfilteredMBPerSecond), ""))
      if let cli = tree.cliMBPerSecond { rows.append(("  alertshim CLI (MB/s)", fixed(cli), "")) }
      if let rg = tree.ripgrepMBPerSecond {
        rows.append(("  rg -c (MB/s)", fixed(rg), "reference"))
      }
      if let grep = tree.grepMBPerSecond {
        rows.append(("  grep -rcE (MB/s)", fixed(grep), "reference"))
      }
      if let ratio = tree.overRipgrep {
        rows.append(("  scan / rg time (median of \(rounds))", fixed(ratio, 2), "<= " + target))
      }
    }
    rows.append(("scan, dense line (MB/s)", fixed(denseScanMBPerSecond), "linear"))
    if let grep = denseGrepMBPerSecond {
      rows.append(("grep -c, dense line (MB/s)", fixed(grep), "reference"))
    }
    rows.append(("scan, quiet dense lines (MB/s)", fixed(quietScanMBPerSecond), "linear"))
    return rows
  }

  /// The JSON figures: key, value.
  var figures: [(String, String)] {
    var figures: [(String, String)] = []
    for (key, tree) in [("scan", legacy), ("clean_scan", clean)] {
      figures += [
        ("\(key)_mb_s", fixed(tree.scanMBPerSecond)), ("\(key)_bytes", "\(tree.bytes)"),
        ("\(key)_files", "\(tree.files)"), ("\(key)_findings", "\(tree.findings)"),
        ("\(key)_unfiltered_mb_s", fixed(tree.unfilteredMBPerSecond)),
      ]
      if let cli = tree.cliMBPerSecond { figures.append(("\(key)_cli_mb_s", fixed(cli))) }
      if let rg = tree.ripgrepMBPerSecond { figures.append(("\(key)_rg_mb_s", fixed(rg))) }
      if let grep = tree.grepMBPerSecond { figures.append(("\(key)_grep_mb_s", fixed(grep))) }
      if let ratio = tree.overRipgrep { figures.append(("\(key)_over_rg", fixed(ratio, 3))) }
    }
    figures.append(("dense_scan_mb_s", fixed(denseScanMBPerSecond)))
    if let grep = denseGrepMBPerSecond { figures.append(("dense_grep_mb_s", fixed(grep))) }
    figures.append(("dense_bytes", "\(denseBytes)"))
    figures.append(("quiet_scan_mb_s", fixed(quietScanMBPerSecond)))
    figures.append(("quiet_bytes", "\(quietBytes)"))
    return figures
  }

  private func fixed(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
  }
}

/// Generates two trees in a temporary directory from the project's own sources and test
/// fixtures (one with legacy alert code, one without), times the scan on each beside `rg -c`
/// and `grep -rcE` for `UIAlertView|UIActionSheet|UIAlertController`, then one alert-dense Swift
/// file whose code is a single line (one core) beside `grep -c`, and deletes it all (unless
/// `ALERTSHIM_BENCH_SCAN_TREES` names a directory to write them in and keep).
///
/// Each round times every tool once, in turn, after one untimed round, so all read from the page
/// cache and share the machine's load; the figures are medians over the rounds, and a ratio is
/// the median of the rounds' ratios. A tool that is not installed is skipped with a note.
///
/// - Parameters:
///   - megabytes: The size of each tree.
///   - rounds: The number of timed rounds.
func runScanBenchmark(megabytes: Int = 64, rounds: Int = 3) -> ScanBenchmarkResult {
  // ALERTSHIM_BENCH_SCAN_TREES=<directory> writes the trees there and keeps them (to profile
  // or to time other tools on the same trees).
  let kept = ProcessInfo.processInfo.environment["ALERTSHIM_BENCH_SCAN_TREES"]
  let root =
    kept.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory
    .appendingPathComponent("alertshim-scan-bench-\(ProcessInfo.processInfo.processIdentifier)")
  defer { if kept == nil { try? FileManager.default.removeItem(at: root) } }
  var notes: [String] = []
  let material = ScanTreeGenerator.material()
  if material.fromProject == 0 {
    notes.append("the project's sources were not found; the trees are generated text only")
  }
  let legacyRoot = root.appendingPathComponent("Legacy")
  let cleanRoot = root.appendingPathComponent("Clean")
  let legacySize = ScanTreeGenerator.write(
    material.all, at: legacyRoot, megabytes: megabytes, variant: 0)
  let cleanSize = ScanTreeGenerator.write(
    material.clean, at: cleanRoot, megabytes: megabytes, variant: 1)

  let ripgrep = Tool.find("rg")
  let grep = Tool.find("grep")
  let cli = Tool.besideBench("alertshim")
  if ripgrep == nil { notes.append("ripgrep (rg) is not installed: no rg figures") }
  if grep == nil { notes.append("grep is not installed: no grep figures") }
  if cli == nil { notes.append("alertshim is not beside alertshim-bench: no CLI figures") }
  if let cli, cli.loadsSwiftRuntime {
    notes.append(
      "the alertshim CLI loads the Swift runtime's shared libraries at each start (about 2 ms "
        + "on the 2-core machine); build it with `swift build -c release --static-swift-stdlib "
        + "--product alertshim`, as it is shipped, to time what users run")
  }
  let pattern = "UIAlertView|UIActionSheet|UIAlertController"

  func measure(_ tree: URL, size: (bytes: Int, files: Int)) -> ScanBenchmarkResult.Tree {
    var findings = 0
    let scanner = MigrationScanner()
    let scan = {
      guard let report = try? scanner.scan(path: tree.path) else {
        preconditionFailure("the benchmark scan failed")
      }
      precondition(report.bytesScanned == size.bytes, "scan read \(report.bytesScanned) bytes")
      findings = report.totals.findings
      _ = report.json().utf8.count
    }
    var unfiltered = MigrationScanner()
    unfiltered.usesPrefilter = false
    var unfilteredFindings = 0
    let unfilteredScan = {
      let report = try? unfiltered.scan(path: tree.path)
      unfilteredFindings = report?.totals.findings ?? -1
      _ = report?.json().utf8.count
    }
    var steps: [(name: String, body: () -> Void)] = [
      ("scan", scan), ("unfiltered", unfilteredScan),
    ]
    if let cli {
      steps.append(("cli", { cli.run(["migrate", "scan", "--json", "--no-ignore", tree.path]) }))
    }
    if let ripgrep { steps.append(("rg", { ripgrep.run(["-c", pattern, tree.path]) })) }
    if let grep { steps.append(("grep", { grep.run(["-rcE", pattern, tree.path]) })) }
    let times = timeRounds(steps, rounds: rounds)
    func rate(_ name: String) -> Double? {
      times[name].map { Double(size.bytes) / 1e6 / scanMedian($0) }
    }
    precondition(unfilteredFindings == findings, "the prefilter changed the findings")
    var ratio: Double?
    if let rg = times["rg"], let ours = times["cli"] ?? times["scan"] {
      ratio = scanMedian(zip(ours, rg).map { $0 / $1 })
    }
    return ScanBenchmarkResult.Tree(
      bytes: size.bytes, files: size.files, findings: findings,
      scanMBPerSecond: rate("scan") ?? 0, unfilteredMBPerSecond: rate("unfiltered") ?? 0,
      cliMBPerSecond: rate("cli"),
      ripgrepMBPerSecond: rate("rg"), grepMBPerSecond: rate("grep"), overRipgrep: ratio)
  }
  let legacy = measure(legacyRoot, size: legacySize)
  let clean = measure(cleanRoot, size: cleanSize)
  precondition(legacy.findings > 0 && clean.findings == 0, "the trees are not what they claim")

  // One long line dense with creations: the cost must stay linear in the bytes.
  let denseRoot = root.appendingPathComponent("Dense")
  try? FileManager.default.createDirectory(at: denseRoot, withIntermediateDirectories: true)
  let creation =
    "UIAlertView(title: \"T\", message: nil, delegate: nil, cancelButtonTitle: \"OK\"), "
  let denseText =
    "let alerts = [" + String(repeating: creation, count: megabytes >= 50 ? 40_000 : 4_000) + "]\n"
  let densePath = denseRoot.appendingPathComponent("Dense.swift").path
  guard FileManager.default.createFile(atPath: densePath, contents: Data(denseText.utf8)) else {
    preconditionFailure("cannot write the dense benchmark file")
  }
  let denseBytes = denseText.utf8.count
  let singleFile = MigrationScanner(concurrency: 1)
  var denseFindings = 0
  var denseSteps: [(name: String, body: () -> Void)] = [
    ("scan", { denseFindings = (try? singleFile.scan(path: densePath).totals.findings) ?? 0 })
  ]
  if let grep { denseSteps.append(("grep", { grep.run(["-c", "UIAlertView", densePath]) })) }
  let denseTimes = timeRounds(denseSteps, rounds: rounds)
  precondition(denseFindings >= 4_000, "dense scan found \(denseFindings) findings")
  // Long lines dense with names of interest that lead nowhere where they stand (a member, a
  // message send, a string): the prefilter's places must stay linear too.
  let quietRoot = root.appendingPathComponent("Quiet")
  try? FileManager.default.createDirectory(at: quietRoot, withIntermediateDirectories: true)
  let repeats = megabytes >= 50 ? 60_000 : 6_000
  let quietFiles = [
    (
      "Quiet.swift",
      String(repeating: "x.alertView = 1; s = \"a.textField(at: 0)\"; ", count: repeats)
    ),
    ("Quiet.m", String(repeating: "[d alertView:x]; a.alertViewStyle = 1; ", count: repeats)),
  ]
  var quietBytes = 0
  for (name, text) in quietFiles {
    let path = quietRoot.appendingPathComponent(name).path
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      preconditionFailure("cannot write the quiet benchmark file")
    }
    quietBytes += text.utf8.count
  }
  var quietFindings = -1
  let quietTimes = timeRounds(
    [
      (
        "scan",
        { quietFindings = (try? singleFile.scan(path: quietRoot.path).totals.findings) ?? -1 }
      )
    ],
    rounds: rounds)
  precondition(quietFindings == 0, "quiet scan found \(quietFindings) findings")
  return ScanBenchmarkResult(
    legacy: legacy, clean: clean, rounds: rounds,
    denseScanMBPerSecond: Double(denseBytes) / 1e6 / scanMedian(denseTimes["scan"] ?? [1]),
    denseGrepMBPerSecond: denseTimes["grep"].map { Double(denseBytes) / 1e6 / scanMedian($0) },
    denseBytes: denseBytes,
    quietScanMBPerSecond: Double(quietBytes) / 1e6 / scanMedian(quietTimes["scan"] ?? [1]),
    quietBytes: quietBytes, notes: notes)
}

/// The wall-clock seconds of each step in each of `rounds` rounds, after one untimed round.
private func timeRounds(_ steps: [(name: String, body: () -> Void)], rounds: Int) -> [String:
  [Double]]
{
  for step in steps { step.body() }
  let clock = ContinuousClock()
  var times: [String: [Double]] = [:]
  for _ in 0..<rounds {
    for step in steps {
      let elapsed = clock.measure(step.body)
      times[step.name, default: []].append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
  }
  return times
}

private func scanMedian(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// An external program the benchmark times.
private struct Tool {
  var url: URL

  /// The program `name` on `PATH`, or nil.
  static func find(_ name: String) -> Tool? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return Tool(url: candidate)
      }
    }
    return nil
  }

  /// The program `name` in the bench's own directory (the same build), or nil.
  static func besideBench(_ name: String) -> Tool? {
    let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidate = bench.deletingLastPathComponent().appendingPathComponent(name)
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? Tool(url: candidate) : nil
  }

  /// Whether the program is a Linux executable that loads the Swift runtime as a shared library
  /// (`libswiftCore.so` is among the libraries it needs), rather than having it linked in
  /// (`--static-swift-stdlib`). Always false on Apple platforms, whose runtime is the system's.
  var loadsSwiftRuntime: Bool {
    #if os(Linux)
      // The name of a needed library is in the executable's dynamic string table; a statically
      // linked runtime does not spell it anywhere. Read 64 KiB at a time into one buffer: a
      // read of the whole file (up to 20 MB) would raise `malloc`'s threshold for mapping large
      // blocks for the rest of the process, which changes the in-process figures after it.
      let needle = Array("libswiftCore.so".utf8)
      let descriptor = open(url.path, O_RDONLY)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      let chunk = 64 * 1024
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunk + needle.count) {
        buffer in
        // The buffer holds the last `needle.count - 1` bytes of the chunk before, then a chunk.
        var kept = 0
        while true {
          let count = read(descriptor, buffer.baseAddress! + kept, chunk)
          guard count > 0 else { return false }
          let filled = kept + count
          var index = 0
          while index + needle.count <= filled {
            if buffer[index] == needle[0],
              needle.indices.allSatisfy({ buffer[index + $0] == needle[$0] })
            {
              return true
            }
            index += 1
          }
          kept = min(needle.count - 1, filled)
          for offset in 0..<kept { buffer[offset] = buffer[filled - kept + offset] }
        }
      }
    #else
      return false
    #endif
  }

  /// Runs the program to its end with its output discarded.
  ///
  /// Started with `posix_spawn` and waited for with `waitpid`: Foundation's
  /// `Process.waitUntilExit` on Linux polls its run loop every 50 ms, which rounded every
  /// tool's time up to about the next multiple of 50 ms.
  func run(_ arguments: [String]) {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([url.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let started = posix_spawn(&pid, url.path, &actions, nil, argv, environ)
    precondition(started == 0, "cannot run \(url.path): error \(started)")
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      precondition(errno == EINTR, "cannot wait for \(url.path): errno \(errno)")
    }
  }
}

/// Writes deterministic trees of sources from the project's own files.
enum ScanTreeGenerator {
  /// One source text and its file extension.
  struct Source {
    var name: String
    var text: [UInt8]
  }

  /// The texts trees are made of: every source file of the project (its modules, tests,
  /// fixtures and example app, found from this file's path), plus generated Swift and
  /// Objective-C modules in the project's style; `clean` is the part with no finding.
  static func material() -> (all: [Source], clean: [Source], fromProject: Int) {
    var all: [Source] = []
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    for folder in ["Sources", "Tests", "Examples"] {
      let base = root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walk {
        let ext = (relative as NSString).pathExtension
        guard ["swift", "m", "h", "mm"].contains(ext),
          let data = FileManager.default.contents(
            atPath: base.appendingPathComponent(relative).path)
        else { continue }
        all.append(Source(name: (relative as NSString).lastPathComponent, text: Array(data)))
      }
    }
    all.sort { $0.name < $1.name }
    let fromProject = all.count
    for number in 0..<48 {
      let alerts = number % 4 == 1
      all.append(
        Source(
          name: "Store\(number).swift", text: Array(swiftFile(number: number, alerts: alerts).utf8))
      )
      all.append(
        Source(
          name: "Cache\(number)." + (number % 3 == 0 ? "h" : "m"),
          text: Array(objCFile(number: number, alerts: alerts).utf8)))
    }
    let clean = all.filter { source in
      let language: SourceLanguage = source.name.hasSuffix(".swift") ? .swift : .objectiveC
      return source.text.withUnsafeBufferPointer {
        MigrationScanner.findings(in: $0, language: language).isEmpty
      }
    }
    return (all, clean, fromProject)
  }

  /// Writes copies of `sources` under `root` until it holds about `megabytes`, 40 files per
  /// directory; each copy starts with a comment naming it and the order is shuffled per copy,
  /// so no two directories are alike.
  ///
  /// - Returns: The bytes and files written.
  static func write(_ sources: [Source], at root: URL, megabytes: Int, variant: UInt64) -> (
    bytes: Int, files: Int
  ) {
    let target = megabytes * 1_000_000
    var bytes = 0
    var files = 0
    var state = 0x5EED &+ variant
    var copy = 0
    var current: URL?
    while bytes < target {
      var order = Array(sources.indices)
      for index in order.indices.reversed() {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        order.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
      }
      for index in order where bytes < target {
        let directory = root.appendingPathComponent("Copy\(copy)/Group\(files / 40 % 1000)")
        if directory != current {
          try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
          current = directory
        }
        let text = Array("// Copy \(copy) of \(sources[index].name)\n".utf8) + sources[index].text
        let path = directory.appendingPathComponent("\(files)-" + sources[index].name).path
        guard FileManager.default.createFile(atPath: path, contents: Data(text)) else {
          preconditionFailure("cannot write the benchmark tree under \(root.path)")
        }
        bytes += text.count
        files += 1
      }
      copy += 1
    }
    return (bytes, files)
  }

  private static let nouns = [
    "account", "invoice", "photo", "message", "playlist", "order", "profile", "setting",
  ]

  private static func swiftFile(number: Int, alerts: Bool) -> String {
    var text = "import Foundation\nimport UIKit\n\n"
    for section in 0..<40 {
      let noun = nouns[(number + section) % nouns.count]
      let type = noun.prefix(1).uppercased() + noun.dropFirst() + "Store\(section)"
      text += """
        // MARK: - \(type)

        /// Loads the \(noun) list and keeps it in sync with the server; see `reload(_:)`.
        final class \(type) {
          private var items: [String: [Int]] = [:]
          private let limit = \(section % 97 + 3)
          /* A block comment that mentions /* nested */ things and "quotes". */

          func reload(_ completion: @escaping (Result<[String], any Error>) -> Void) {
            let url = "https://example.com/api/\(noun)/\\(limit)?page=\\(items.count + 1)"
            guard items.count < limit else { return completion(.success([])) }
            for (key, values) in items where values.count % 2 == 0 {
              print("\\(key): \\(values.map { String($0) }.joined(separator: ", "))")
            }
            let total = items.values.reduce(0) { $0 + $1.count } * 3 / 2
            completion(total > 0x1F ? .success(Array(items.keys)) : .success([url]))
          }
        }


        """
      if alerts && section % 8 == 3 {
        text += """
          extension \(type): UIAlertViewDelegate {
            func confirmDelete() {
              let alert = UIAlertView(
                title: "Delete \(noun)?", message: "This cannot be undone.", delegate: self,
                cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
              alert.tag = \(section)
              alert.show()
            }

            func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
              if alertView.tag == \(section), buttonIndex != alertView.cancelButtonIndex {
                items.removeAll()
              }
            }
          }


          """
      }
    }
    return text
  }

  private static func objCFile(number: Int, alerts: Bool) -> String {
    var text = "#import <UIKit/UIKit.h>\n#import \"Store.h\"\n\n"
    for section in 0..<40 {
      let noun = nouns[(number + section) % nouns.count]
      let type = noun.prefix(1).uppercased() + noun.dropFirst() + "Cache\(section)"
      text += """
        // \(type): an in-memory cache of \(noun) records, keyed by identifier.
        @interface \(type) : NSObject
        @property (nonatomic, copy) NSDictionary<NSString *, NSNumber *> *records;
        - (void)reloadWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion;
        @end

        @implementation \(type)
        - (void)reloadWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion {
          /* Skip the reload when the cache is already full. */
          if ((NSInteger)self.records.count >= limit) { completion(@[]); return; }
          NSString *path = [NSString stringWithFormat:@"/api/\(noun)/%ld?q=\\"%@\\"", (long)limit, @"x"];
          for (NSString *key in [self.records allKeys]) {
            NSLog(@"%@ -> %@ (%c)", key, self.records[key], 'k');
          }
          completion([path componentsSeparatedByString:@"/"]);
        }
        @end


        """
      if alerts && section % 8 == 3 {
        text += """
          @interface \(type) (Alerts) <UIAlertViewDelegate>
          @end

          @implementation \(type) (Alerts)
          - (void)confirmDelete {
            UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Delete \(noun)?"
                                                            message:@"This cannot be undone."
                                                           delegate:self
                                                  cancelButtonTitle:@"Cancel"
                                                  otherButtonTitles:@"Delete", nil];
            alert.tag = \(section);
            [alert show];
          }

          - (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
            if (alertView.tag == \(section) && buttonIndex != alertView.cancelButtonIndex) {
              self.records = @{};
            }
          }
          @end


          """
      }
    }
    return text
  }
}
