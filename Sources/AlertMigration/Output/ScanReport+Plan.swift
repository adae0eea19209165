extension ScanReport {
  /// The effort points of one finding in a plan: renames are free, a manual step is 3, a
  /// wrapper 5, a tag read 1, and each Objective-C use 1 (the rewrite renames it onto
  /// AlertShimObjC, but only the rewrite lists an Objective-C file's manual steps, so each use
  /// is a line to check). `UIAlertController` code is free: it is not migrated.
  static func effort(of finding: Finding, in file: FileReport) -> Int {
    guard finding.isLegacy else { return 0 }
    switch finding.kind {
    case .manualStep: return 3
    case .wrapper: return 5
    case .tagRead: return 1
    default: return file.language == .objectiveC ? 1 : 0
    }
  }

  /// One screen of a plan: the findings of one type (with its extensions, or an Objective-C
  /// class's `.h` and `.m`), or of a file's top level.
  struct PlanGroup {
    var title: String
    var entries: [(file: FileReport, finding: Finding)] = []
    var effort = 0
    var files: [String] = []
  }

  /// The report as a per-screen migration plan in Markdown, easiest screens first.
  ///
  /// Findings are grouped by enclosing type: a Swift type and its extensions, or an
  /// Objective-C class's interface and implementation, wherever they are in the tree; findings
  /// outside any type form a group per file. Each group lists its files, its alert creations
  /// with their `tag` values, its delegate methods (and whether they read `tag`), the number of
  /// rename-only sites, its wrappers, and its manual steps with their reasons, under an effort
  /// estimate (see `effort(of:in:)`). Groups are ordered by effort, then by title. Groups whose
  /// findings are all about `UIAlertController` (none ``Finding/isLegacy``) have nothing to
  /// migrate: a last section lists them.
  public func plan() -> String {
    var groups: [String: PlanGroup] = [:]
    for file in files {
      for finding in file.findings {
        let key = finding.enclosingType.map { "type " + $0 } ?? "file " + file.path
        var group =
          groups[key]
          ?? PlanGroup(title: finding.enclosingType ?? "`\(PathQuoting.quoted(file.path))`")
        group.entries.append((file, finding))
        group.effort += ScanReport.effort(of: finding, in: file)
        if !group.files.contains(file.path) { group.files.append(file.path) }
        groups[key] = group
      }
    }
    let sorted = groups.values.sorted { ($0.effort, $0.title) < ($1.effort, $1.title) }
    let ordered = sorted.filter { $0.entries.contains { $0.finding.isLegacy } }
    let modern = sorted.filter { !$0.entries.contains { $0.finding.isLegacy } }
    let totals = self.totals
    let legacyFiles = files.count - (totals.byClassification[.alertController] ?? 0)
    // UIAlertController findings in those files are not legacy code (`isLegacy`).
    let legacyFindings = files.reduce(0) { $0 + $1.findings.count { $0.isLegacy } }
    var output = "# Migration plan\n\n"
    output +=
      "\(ordered.count) screen\(ordered.count == 1 ? "" : "s") in \(legacyFiles) "
      + "file\(legacyFiles == 1 ? "" : "s") with legacy alert code, \(legacyFindings) "
      + "finding\(legacyFindings == 1 ? "" : "s") of legacy code, easiest first. Effort points: a manual step 3, "
      + "a wrapper 5, a tag read 1, each Objective-C use 1; renames are free "
      + "(`alertshim migrate rewrite` makes them).\n"
    for (number, group) in ordered.enumerated() {
      output += "\n" + section(number + 1, group)
    }
    if !modern.isEmpty {
      output +=
        "\n## UIAlertController only\n\nModern code, nothing to migrate (each could adopt "
        + "AlertController to be testable without UIKit):\n\n"
      for group in modern {
        output +=
          "- \(group.title): "
          + group.files.map { "`\(PathQuoting.quoted($0))`" }.joined(separator: ", ") + "\n"
      }
    }
    if !problems.isEmpty {
      output += "\n## Not read\n\n"
      for problem in problems {
        output += "- `\(PathQuoting.quoted(problem.path))`: \(problem.message)\n"
      }
    }
    return output
  }

  private func section(_ number: Int, _ group: PlanGroup) -> String {
    let manual = group.entries.filter { $0.finding.kind == .manualStep }
    let objectiveC = group.entries.contains {
      $0.file.language == .objectiveC && $0.finding.isLegacy
    }
    let verdict =
      objectiveC
      ? "Objective-C, rename onto AlertShimObjC"
      : manual.isEmpty
        ? "rename only" : "\(manual.count) manual step" + (manual.count == 1 ? "" : "s")
    var text =
      "## \(number). \(group.title): \(verdict) (\(group.effort) point"
      + "\(group.effort == 1 ? "" : "s"))\n\n"
    text +=
      "Files: " + group.files.map { "`\(PathQuoting.quoted($0))`" }.joined(separator: ", ") + "\n"
    if objectiveC {
      text +=
        "\nUntil these files move, their UIAlertView and UIActionSheet crash in an app that"
        + " adopts the scene life cycle (NSObjectNotAvailableException). `alertshim migrate"
        + " rewrite` renames them onto AlertShimObjC (ASAlertView, ASActionSheet).\n"
    }
    func location(_ entry: (file: FileReport, finding: Finding)) -> String {
      "`\(PathQuoting.quoted(entry.file.path)):\(entry.finding.line)`"
    }
    let creations = group.entries.filter { $0.finding.kind == .creation }
    if !creations.isEmpty {
      text += "\nAlerts:\n\n| class | where | tag |\n|---|---|---|\n"
      for entry in creations {
        text +=
          "| \(entry.finding.name) | \(location(entry)) | \(entry.finding.tag.map { "`\($0)`" } ?? "—") |\n"
      }
    }
    let methods = group.entries.filter { $0.finding.kind == .delegateMethod }
    if !methods.isEmpty {
      text += "\nDelegate methods:\n\n"
      for entry in methods {
        let readsTag = group.entries.contains {
          $0.finding.kind == .tagRead && $0.finding.member == entry.finding.member
            && $0.file.path == entry.file.path
        }
        text +=
          "- `\(entry.finding.name)` at \(location(entry))"
          + (readsTag ? ": switches on `tag`" : "") + "\n"
      }
    }
    let wrappers = group.entries.filter { $0.finding.kind == .wrapper }
    if !wrappers.isEmpty {
      text += "\nWrappers:\n\n"
      for entry in wrappers { text += "- `\(entry.finding.name)` at \(location(entry))\n" }
    }
    let renames = group.entries.filter {
      $0.file.language == .swift && $0.finding.isLegacy && $0.finding.kind != .manualStep
        && $0.finding.kind != .wrapper
    }
    if !renames.isEmpty {
      text +=
        "\nRename-only sites: \(renames.count) (`alertshim migrate rewrite` makes "
        + "\(renames.count == 1 ? "it" : "them")).\n"
    }
    if !manual.isEmpty {
      text += "\nManual steps:\n\n"
      for entry in manual {
        text +=
          "- `\(PathQuoting.quoted(entry.file.path)):\(entry.finding.line):\(entry.finding.column)`: "
          + "\(entry.finding.name)\n"
      }
    }
    return text
  }
}
