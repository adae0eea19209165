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
    USAGE: alertshim migrate [scan] [--format table|json|sarif] [--json] <path>
           alertshim migrate rewrite [--dry-run] <path>

    Finds UIAlertView, UIActionSheet and UIAlertController code in Swift and
    Objective-C (.swift, .m, .mm, .h), or renames the legacy names in Swift files
    to AlertShim's. Hidden directories and symbolic links inside <path> are skipped.

    SUBCOMMANDS:
      scan       (default) Print each file's findings and classification, with totals.
      rewrite    Rename UIAlertView, UIActionSheet and their delegates and styles in Swift
                 files to the AlertShim names, add `import AlertShim`, and list what is left
                 to do by hand. Objective-C is never rewritten.

    OPTIONS:
      --format <format>      Output of scan: table (default), json, or sarif (SARIF 2.1.0).
      --json                 Same as --format json.
      --dry-run              With rewrite: print a unified diff and write nothing.
      --max-file-size <MiB>  Skip (as a problem) files larger than this; default 64.
      -h, --help             Show this help.

    EXIT STATUS:
      0  done.
      2  bad usage, or <path> does not exist or cannot be listed.
      3  done, but some files or folders could not be read, or were left unchanged
         (see the warnings on standard error).
      4  the report could not be written (standard output closed, disk full).
    """

  private enum Format: String {
    case table, json, sarif
  }

  static func run(_ arguments: [String]) -> Int32 {
    var arguments = arguments[...]
    var subcommand = "scan"
    if let first = arguments.first, first == "scan" || first == "rewrite" {
      subcommand = first
      arguments = arguments.dropFirst()
    }
    var format = Format.table
    var dryRun = false
    var maximumFileSize = MigrationScanner.defaultMaximumFileSize
    var path: String?
    while let argument = arguments.popFirst() {
      switch argument {
      case "-h", "--help", "help":
        print(usage)
        return 0
      case "--json" where subcommand == "scan":
        format = .json
      case "--format" where subcommand == "scan":
        guard let value = arguments.popFirst(), let chosen = Format(rawValue: value) else {
          return usageError("--format takes table, json or sarif")
        }
        format = chosen
      case "--dry-run" where subcommand == "rewrite":
        dryRun = true
      case "--max-file-size":
        guard let value = arguments.popFirst(), let mebibytes = Double(value), mebibytes >= 0,
          mebibytes < 2048
        else { return usageError("--max-file-size takes a size in MiB below 2048") }
        maximumFileSize = Int(mebibytes * 1_048_576)
      default:
        if argument.hasPrefix("-"), argument.count > 1 {
          return usageError("unknown option '\(argument)' for 'migrate \(subcommand)'")
        }
        guard path == nil else { return usageError("give one path") }
        path = argument
      }
    }
    guard let path else { return usageError("missing <path>") }
    guard fcntl(1, F_GETFD) != -1 else {
      // Never let a file opened later become the report's channel.
      writeError("alertshim migrate: standard output is closed; nothing done")
      return ExitStatus.outputFailed
    }
    return subcommand == "scan"
      ? scan(path: path, format: format, maximumFileSize: maximumFileSize)
      : rewrite(path: path, dryRun: dryRun, maximumFileSize: maximumFileSize)
  }

  /// The exit statuses of `alertshim migrate`.
  enum ExitStatus {
    static let done: Int32 = 0
    static let usage: Int32 = 2
    static let unreadable: Int32 = 3
    static let outputFailed: Int32 = 4
  }

  private static func usageError(_ message: String) -> Int32 {
    writeError("alertshim migrate: \(message)\n\n\(usage)")
    return 2
  }

  private static func scan(path: String, format: Format, maximumFileSize: Int) -> Int32 {
    let report: ScanReport
    do {
      report = try MigrationScanner(maximumFileSize: maximumFileSize).scan(path: path)
    } catch {
      writeError("alertshim migrate: \(error.message)")
      return ExitStatus.usage
    }
    let text: String
    switch format {
    case .table: text = report.table()
    case .json: text = report.json()
    case .sarif: text = report.sarif(toolVersion: AlertShimCommand.version)
    }
    for problem in report.problems { writeError("warning: \(problem)") }
    guard writeOutput(text) else { return ExitStatus.outputFailed }
    return report.problems.isEmpty ? ExitStatus.done : ExitStatus.unreadable
  }

  private static func rewrite(path: String, dryRun: Bool, maximumFileSize: Int) -> Int32 {
    let report: RewriteReport
    do {
      report = try MigrationRewriter(dryRun: dryRun, maximumFileSize: maximumFileSize).rewrite(
        path: path)
    } catch {
      writeError("alertshim migrate: \(error.message)")
      return ExitStatus.usage
    }
    var notes = ""
    var stepCount = 0
    for file in report.files {
      if file.isChanged, !dryRun {
        var what = "\(file.renameCount) rename\(file.renameCount == 1 ? "" : "s")"
        if file.addedImport { what += ", added import AlertShim" }
        notes += "rewrote \(file.path) (\(what))\n"
      }
      for step in file.manualSteps {
        notes += "\(file.path):\(step.line):\(step.column): manual step: \(step.name)\n"
        stepCount += 1
      }
    }
    var summary =
      "\(report.changedCount) of \(report.swiftFilesRead) Swift file"
      + "\(report.swiftFilesRead == 1 ? "" : "s") \(dryRun ? "would change" : "rewritten"), "
      + "\(stepCount) manual step\(stepCount == 1 ? "" : "s") left"
    if report.objectiveCFilesLeft > 0 {
      summary +=
        "; \(report.objectiveCFilesLeft) Objective-C file"
        + "\(report.objectiveCFilesLeft == 1 ? "" : "s") left as is (inventory only)"
    }
    summary += dryRun ? " (dry run: nothing written).\n" : ".\n"
    var written = true
    if dryRun {
      // The diff alone goes to standard output, so it can be piped to `patch -p1`.
      written = writeOutput(report.files.map(\.diff).joined())
      writeError(notes + summary)
    } else {
      written = writeOutput(notes + (notes.isEmpty ? "" : "\n") + summary)
    }
    for problem in report.skipped { writeError("warning: \(problem.path): \(problem.message)") }
    guard written else { return ExitStatus.outputFailed }
    return report.skipped.isEmpty ? ExitStatus.done : ExitStatus.unreadable
  }

  /// Writes `text` to standard output as it is (no newline added); on failure says why on
  /// standard error and returns false.
  private static func writeOutput(_ text: String) -> Bool {
    var bytes = Array(text.utf8)
    let failure: String? = bytes.withUnsafeMutableBytes { raw in
      var offset = 0
      while offset < raw.count {
        let result = write(1, raw.baseAddress! + offset, raw.count - offset)
        if result < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        offset += result
      }
      return nil
    }
    if let failure {
      writeError("alertshim migrate: cannot write the report to standard output: \(failure)")
      return false
    }
    return true
  }
}
