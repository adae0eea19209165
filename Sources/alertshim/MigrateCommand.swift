import AlertMigration

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
      --format <format>  Output of scan: table (default), json, or sarif (SARIF 2.1.0).
      --json             Same as --format json.
      --dry-run          With rewrite: print a unified diff and write nothing.
      -h, --help         Show this help.

    EXIT STATUS:
      0  done.
      1  done, but some files could not be read, or could not be rewritten (see the warnings).
      2  bad usage, or <path> does not exist.
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
      default:
        if argument.hasPrefix("-"), argument.count > 1 {
          return usageError("unknown option '\(argument)' for 'migrate \(subcommand)'")
        }
        guard path == nil else { return usageError("give one path") }
        path = argument
      }
    }
    guard let path else { return usageError("missing <path>") }
    return subcommand == "scan"
      ? scan(path: path, format: format) : rewrite(path: path, dryRun: dryRun)
  }

  private static func usageError(_ message: String) -> Int32 {
    writeError("alertshim migrate: \(message)\n\n\(usage)")
    return 2
  }

  private static func scan(path: String, format: Format) -> Int32 {
    let report: ScanReport
    do {
      report = try MigrationScanner().scan(path: path)
    } catch {
      writeError("alertshim migrate: \(error.message)")
      return 2
    }
    switch format {
    case .table: writeOutput(report.table())
    case .json: writeOutput(report.json())
    case .sarif: writeOutput(report.sarif(toolVersion: AlertShimCommand.version))
    }
    for problem in report.problems { writeError("warning: \(problem)") }
    return report.problems.isEmpty ? 0 : 1
  }

  private static func rewrite(path: String, dryRun: Bool) -> Int32 {
    let report: RewriteReport
    do {
      report = try MigrationRewriter(dryRun: dryRun).rewrite(path: path)
    } catch {
      writeError("alertshim migrate: \(error.message)")
      return 2
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
    if dryRun {
      // The diff alone goes to standard output, so it can be piped to `patch -p1`.
      writeOutput(report.files.map(\.diff).joined())
      writeError(notes + summary)
    } else {
      writeOutput(notes + (notes.isEmpty ? "" : "\n") + summary)
    }
    for problem in report.skipped { writeError("warning: \(problem.path): \(problem.message)") }
    return report.skipped.isEmpty ? 0 : 1
  }

  /// Writes `text` to standard output as it is (no newline added).
  private static func writeOutput(_ text: String) {
    print(text, terminator: "")
  }
}
