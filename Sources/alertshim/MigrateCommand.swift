import AlertMigration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `alertshim migrate`: scan a source tree for legacy alert code, or rewrite Swift onto AlertShim.
@MainActor
enum MigrateCommand {
  static let usage = """
    USAGE: alertshim migrate [scan] [--format table|json|sarif|plan] [options]
                             <path>
           alertshim migrate rewrite [--dry-run] [options] <path>

    Finds UIAlertView, UIActionSheet and UIAlertController code in Swift and
    Objective-C (.swift, .m, .mm, .h, .pch), or renames the legacy names to
    AlertShim's.
    Hidden entries, symbolic links, --exclude patterns and what .gitignore files
    ignore are skipped.

    SUBCOMMANDS:
      scan       (default) Print each file's findings and classification, with
                 totals.
      rewrite    Rename UIAlertView, UIActionSheet and their delegates and styles
                 in Swift files to the AlertShim names, add `import AlertShim`,
                 and list what is left to do by hand. In Objective-C (.m, .mm,
                 .h, .pch) rename them to AlertShimObjC's (ASAlertView, ...) and add
                 #import <AlertShimObjC/AlertShimObjC.h>.

    SCAN OPTIONS:
      --format <format>      table (default), json, sarif (SARIF 2.1.0), or plan
                             (a per-screen migration plan in Markdown).
      --json                 Same as --format json.
      --fail-on <kinds>      Exit 1 when a finding of these kinds or in files of
                             these classifications (comma-separated, as in the
                             JSON) is found. UIAlertController findings count
                             only as add-action or alert-controller.
      --max-findings <n>     Exit 1 when more than n findings count (legacy
                             ones, or those of --fail-on).
      --baseline <file>      Count only findings not in this earlier JSON or
                             SARIF report; alone, exit 1 on any new legacy
                             finding.
      --sarif-root <dir>     Make SARIF URIs relative to <dir> (a repository
                             root above <path>).
      --sarif-help-uri <uri> Where the SARIF rules' helpUri point (the
                             MigrationTool.md page of your copy of AlertShim;
                             #<kind> is appended).

    OPTIONS:
      --dry-run              With rewrite: print a unified diff and write nothing.
      --exclude <glob>       Leave out matching files and folders (repeatable).
      --no-ignore            Do not honour .gitignore files.
      --output <file>        Write the report (or the diff) to <file> instead of
                             standard output; never an input (<path>, the
                             baseline, a source file of the tree): that is
                             refused (exit 2).
      --max-file-size <MiB>  Skip (as a problem) files larger than this, and
                             refuse a larger --baseline (exit 2); default 64.
      -h, --help             Show this help.
      --version              Show the version (the same as 'alertshim --version').

    EXIT STATUS:
      0  done (and the gate, if any, passed).
      1  the gate failed: findings over --fail-on / --max-findings / --baseline.
      2  bad usage (an --output that is an input), or <path> does not exist or
         cannot be listed.
      3  some files or folders could not be read, or were left unchanged (see the
         warnings on standard error); the report covers the rest.
      74 the report could not be written (standard output closed, disk full), as
         for the other alertshim commands (EX_IOERR).
    """

  private enum Format: String {
    case table, json, sarif, plan
  }

  /// The exit statuses of `alertshim migrate`.
  enum ExitStatus {
    static let done: Int32 = 0
    static let gateFailed: Int32 = 1
    static let usage: Int32 = 2
    static let unreadable: Int32 = 3
    static let outputFailed: Int32 = StandardOutput.writeFailureStatus
  }

  private struct Options {
    var subcommand = "scan"
    var format = Format.table
    var dryRun = false
    var maximumFileSize = MigrationScanner.defaultMaximumFileSize
    var filter = TreeFilter()
    var output: String?
    var failOn: Set<String> = []
    var maximumFindings: Int?
    var baseline: String?
    var sarifRoot: String?
    var sarifHelpURI = ScanReport.defaultHelpURI
    var path: String?
  }

  static func run(_ arguments: [String]) -> Int32 {
    var arguments = arguments[...]
    var options = Options()
    if let first = arguments.first, first == "scan" || first == "rewrite" {
      options.subcommand = first
      arguments = arguments.dropFirst()
    }
    let scanning = options.subcommand == "scan"
    while let argument = arguments.popFirst() {
      switch argument {
      case "-h", "--help", "help":
        return StandardOutput.emit(
          usage + "\n", command: "alertshim migrate", status: ExitStatus.done)
      case "--version":
        return StandardOutput.emit(
          "alertshim \(AlertShimCommand.version)\n", command: "alertshim migrate",
          status: ExitStatus.done)
      case "--json" where scanning:
        options.format = .json
      case "--format" where scanning:
        guard let value = arguments.popFirst(), let chosen = Format(rawValue: value) else {
          return usageError("--format takes table, json, sarif or plan")
        }
        options.format = chosen
      case "--fail-on" where scanning:
        guard let value = arguments.popFirst() else { return usageError("--fail-on takes kinds") }
        for kind in value.split(separator: ",").map(String.init) {
          guard ScanGate.validKinds.contains(kind) else {
            return usageError(
              "--fail-on: unknown kind '\(kind)'; use "
                + ScanGate.validKinds.sorted().joined(separator: ", "))
          }
          options.failOn.insert(kind)
        }
      case "--max-findings" where scanning:
        guard let value = arguments.popFirst(), let count = Int(value), count >= 0 else {
          return usageError("--max-findings takes a number of findings")
        }
        options.maximumFindings = count
      case "--baseline" where scanning:
        guard let value = arguments.popFirst() else { return usageError("--baseline takes a file") }
        options.baseline = value
      case "--sarif-root" where scanning:
        guard let value = arguments.popFirst() else {
          return usageError("--sarif-root takes a directory")
        }
        options.sarifRoot = value
      case "--sarif-help-uri" where scanning:
        guard let value = arguments.popFirst(), value.contains(":") else {
          return usageError("--sarif-help-uri takes an absolute URI")
        }
        options.sarifHelpURI = value
      case "--dry-run" where !scanning:
        options.dryRun = true
      case "--exclude":
        guard let value = arguments.popFirst(), !value.isEmpty else {
          return usageError("--exclude takes a glob")
        }
        options.filter.excludes.append(value)
      case "--no-ignore":
        options.filter.respectsGitignore = false
      case "--output":
        guard let value = arguments.popFirst(), !value.isEmpty else {
          return usageError("--output takes a file")
        }
        options.output = value
      case "--max-file-size":
        guard let value = arguments.popFirst(), let mebibytes = Double(value), mebibytes >= 0,
          mebibytes < 2048
        else { return usageError("--max-file-size takes a size in MiB below 2048") }
        options.maximumFileSize = Int(mebibytes * 1_048_576)
      default:
        if argument.hasPrefix("-"), argument.count > 1 {
          return usageError("unknown option '\(argument)' for 'migrate \(options.subcommand)'")
        }
        guard options.path == nil else { return usageError("give one path") }
        options.path = argument
      }
    }
    guard let path = options.path else { return usageError("missing <path>") }
    guard options.output != nil || fcntl(1, F_GETFD) != -1 else {
      // Never let a file opened later become the report's channel.
      writeError("alertshim migrate: standard output is closed; nothing done")
      return ExitStatus.outputFailed
    }
    if let output = options.output,
      let refusal = OutputTarget.refusal(
        output: output, inputs: options.baseline.map { [$0] } ?? [], tree: path,
        filter: options.filter)
    {
      writeError("alertshim migrate: \(refusal)")
      return ExitStatus.usage
    }
    return scanning ? scan(path: path, options) : rewrite(path: path, options)
  }

  private static func usageError(_ message: String) -> Int32 {
    writeError("alertshim migrate: \(message)\n\n\(usage)")
    return ExitStatus.usage
  }

  private static func scan(path: String, _ options: Options) -> Int32 {
    var gate = ScanGate(kinds: options.failOn, maximum: options.maximumFindings)
    if let baselinePath = options.baseline {
      do {
        gate.baseline = try Baseline(
          contentsOfFile: baselinePath, maximumSize: options.maximumFileSize)
      } catch {
        writeError("alertshim migrate: --baseline: \(error.message)")
        return ExitStatus.usage
      }
    }
    var scanner = MigrationScanner(maximumFileSize: options.maximumFileSize)
    scanner.filter = options.filter
    let progress = ProgressLine.forStandardError()
    if let progress {
      scanner.progress = { @Sendable done, total, bytes in
        progress.update(done: done, total: total, bytes: bytes)
      }
    }
    var report: ScanReport
    do {
      report = try scanner.scan(path: path)
    } catch {
      progress?.clear()
      writeError("alertshim migrate: \(error.message)")
      return ExitStatus.usage
    }
    progress?.clear()
    report.baseline = gate.baseline
    var text = ""
    switch options.format {
    case .table: text = report.table()
    case .json: break  // Written from its bytes below.
    case .plan: text = report.plan()
    case .sarif:
      do {
        text = try report.sarif(
          toolVersion: AlertShimCommand.version, repositoryRoot: options.sarifRoot,
          helpURI: options.sarifHelpURI)
      } catch {
        writeError("alertshim migrate: \(error.message)")
        return ExitStatus.usage
      }
    }
    for problem in report.problems { writeError("warning: \(problem)") }
    let written =
      options.format == .json
      ? writeReport(to: options.output) { report.writeJSON(to: $0) }
      : writeReport(text, to: options.output)
    // Kept until the process ends, which frees it at once: releasing each of its findings'
    // strings here would cost about a third of writing the report.
    finishedReport = report
    guard written else { return ExitStatus.outputFailed }
    if !report.problems.isEmpty { return ExitStatus.unreadable }
    if gate.isActive {
      let outcome = gate.evaluate(report)
      if outcome.failed {
        writeError(
          "alertshim migrate: gate failed: \(outcome.counted) finding"
            + "\(outcome.counted == 1 ? "" : "s") counted"
            + (gate.baseline == nil ? "" : " (not in the baseline)")
            + ", at most \(outcome.limit) allowed")
        return ExitStatus.gateFailed
      }
    }
    return ExitStatus.done
  }

  /// The last report written (`scan(path:_:)`).
  private static var finishedReport: ScanReport?

  private static func rewrite(path: String, _ options: Options) -> Int32 {
    let report: RewriteReport
    var rewriter = MigrationRewriter(
      dryRun: options.dryRun, maximumFileSize: options.maximumFileSize)
    rewriter.filter = options.filter
    do {
      report = try rewriter.rewrite(path: path)
    } catch {
      writeError("alertshim migrate: \(error.message)")
      return ExitStatus.usage
    }
    let dryRun = options.dryRun
    var notes = ""
    var stepCount = 0
    for file in report.files {
      if file.isChanged, !dryRun {
        var what = "\(file.renameCount) rename\(file.renameCount == 1 ? "" : "s")"
        if file.addedImport {
          what +=
            file.path.hasSuffix(".swift")
            ? ", added import AlertShim" : ", added #import <AlertShimObjC/AlertShimObjC.h>"
        }
        if file.addedUIKitImport { what += ", added import AlertShimUIKit" }
        notes += "rewrote \(PathQuoting.quoted(file.path)) (\(what))\n"
      }
      for step in file.manualSteps {
        notes +=
          "\(PathQuoting.quoted(file.path)):\(step.line):\(step.column): manual step: \(step.name)\n"
        stepCount += 1
      }
    }
    let filesRead = report.swiftFilesRead + report.objectiveCFilesRead
    let kinds =
      report.objectiveCFilesRead == 0
      ? "Swift file\(filesRead == 1 ? "" : "s")"
      : "file\(filesRead == 1 ? "" : "s") (\(report.swiftFilesRead) Swift,"
        + " \(report.objectiveCFilesRead) Objective-C)"
    let summary =
      "\(report.changedCount) of \(filesRead) \(kinds) \(dryRun ? "would change" : "rewritten"), "
      + "\(stepCount) manual step\(stepCount == 1 ? "" : "s") left"
      + (dryRun ? " (dry run: nothing written).\n" : ".\n")
    var written = true
    if dryRun {
      // The diff alone goes to standard output, so it can be piped to `patch -p1`.
      written = writeReport(report.files.map(\.diff).joined(), to: options.output)
      writeError(notes + summary)
    } else {
      written = writeReport(notes + (notes.isEmpty ? "" : "\n") + summary, to: options.output)
    }
    for problem in report.skipped { writeError("warning: \(problem)") }
    guard written else { return ExitStatus.outputFailed }
    return report.skipped.isEmpty ? ExitStatus.done : ExitStatus.unreadable
  }

  /// Writes `text` as it is (no newline added) to `file`, or to standard output; on failure
  /// says why on standard error and returns false.
  private static func writeReport(_ text: String, to file: String?) -> Bool {
    var text = text
    return text.withUTF8 { bytes in writeReport(to: file) { write in write(bytes) } }
  }

  /// Writes the pieces `produce` hands to its argument, in order, to `file` or to standard
  /// output; on the first failure stops (the argument returns false), says why on standard
  /// error and returns false.
  private static func writeReport(
    to file: String?, _ produce: ((UnsafeBufferPointer<UInt8>) -> Bool) -> Bool
  ) -> Bool {
    var descriptor: Int32 = 1
    if let file {
      descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        writeError("alertshim migrate: cannot write the report to \(file): \(lastError())")
        return false
      }
    }
    var failure: String?
    _ = produce { bytes in
      var offset = 0
      while offset < bytes.count {
        let result = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if result < 0 {
          if errno == EINTR { continue }
          failure = lastError()
          return false
        }
        offset += result
      }
      return true
    }
    if file != nil, close(descriptor) != 0, failure == nil { failure = lastError() }
    if let failure {
      writeError(
        "alertshim migrate: cannot write the report to \(file ?? "standard output"): \(failure)")
      return false
    }
    return true
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

/// A progress line on standard error, when it is a terminal: files done of all, and MB/s.
final class ProgressLine: @unchecked Sendable {
  // Safe: the mutable state is read and written only while `lock` is held.
  private let lock = ScanLock()
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var last: ContinuousClock.Instant
  private var shown = false

  /// Trees with fewer files than this finish too fast to need a progress line.
  static let minimumFiles = 500

  private init() {
    start = clock.now
    last = start
  }

  /// A progress line, or nil when standard error is not a terminal.
  static func forStandardError() -> ProgressLine? {
    isatty(2) == 1 ? ProgressLine() : nil
  }

  /// Shows the progress, at most ten times a second, for large trees.
  func update(done: Int, total: Int, bytes: Int) {
    guard total >= ProgressLine.minimumFiles else { return }
    lock.lock()
    defer { lock.unlock() }
    let now = clock.now
    guard now - last >= .milliseconds(100) || done == total else { return }
    last = now
    let elapsed = now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Double(bytes) / 1e6 / seconds : 0
    let text = "\r\u{1B}[K\(done)/\(total) files, \(Int(rate.rounded())) MB/s"
    _ = Array(text.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    shown = true
  }

  /// Erases the line, if one was shown.
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    if shown { _ = Array("\r\u{1B}[K".utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) } }
    shown = false
  }
}
