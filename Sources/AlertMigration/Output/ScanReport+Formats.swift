import Dispatch

extension ScanReport {
  /// The report as JSON (schema version 1).
  ///
  /// One object: `version`, `files` (each with `path` relative to the scanned root, `language`,
  /// `classification` and `findings` of `kind`, `name`, `line`, `column`), `totals` and
  /// `problems` (files that could not be read). Files with no findings are not listed.
  public func json() -> String {
    json(filesInParallelFrom: 256)
  }

  /// `json()`, with the files written in parallel, in runs of consecutive files each into its
  /// own buffer, when there are at least `minimum` of them: the runs are joined in order, with
  /// the separators a single buffer would have between them, so the bytes are the same (the
  /// tests force runs on small reports).
  func json(filesInParallelFrom minimum: Int) -> String {
    let findings = files.reduce(0) { $0 + $1.findings.count }
    var joined = JSONOutput(capacity: Self.jsonCapacity(findings: findings, files: files.count))
    _ = writeJSON(filesInParallelFrom: minimum) { piece in
      joined.append(piece)
      return true
    }
    return joined.text
  }

  /// Hands the bytes of `json()` to `write` piece by piece, in order, without joining them
  /// into one buffer (the `alertshim` command writes each as it is); stops at the first piece
  /// `write` returns false for, and returns false then.
  package func writeJSON(to write: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    writeJSON(filesInParallelFrom: 256, to: write)
  }

  /// Room for the JSON of `findings` findings in `files` files. A finding takes about 200 bytes
  /// and a file about 150, so most reports never grow their buffer.
  private static func jsonCapacity(findings: Int, files: Int) -> Int {
    1_024 + 256 * findings + 512 * files
  }

  /// The pieces of `json(filesInParallelFrom:)`: the opening, then each parallel run's buffer
  /// (when the files are written in runs), then the rest.
  ///
  /// Written straight into bytes, as `JSONValue` would write the same tree (the tests compare
  /// the two): no tree of values is built for a report of thousands of findings. The counts
  /// are made in one pass over the findings' kinds.
  private func writeJSON(
    filesInParallelFrom minimum: Int, to write: (UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Bool {
    let counts = ScanCounts(files)
    let writer = FileJSONWriter(baseline: baseline)
    let inRuns = files.count >= max(minimum, 2)
    var output = JSONOutput(
      capacity: inRuns ? 1_024 : Self.jsonCapacity(findings: counts.findings, files: files.count))
    output.append("{\n  \"version\": 1,\n  \"files\": ")
    if files.isEmpty {
      output.append("[]")
    } else if inRuns {
      // The elements of the array of files, a run of them per buffer, each handed over as it
      // is (joining them would copy the whole report once more).
      let runs = min(files.count, 16)
      let parts = UnsafeMutablePointer<JSONOutput>.allocate(capacity: runs)
      defer {
        parts.deinitialize(count: runs)
        parts.deallocate()
      }
      let slots = JSONParts(base: parts)
      let files = self.files
      DispatchQueue.concurrentPerform(iterations: runs) { run in
        let range = files.count * run / runs..<files.count * (run + 1) / runs
        var findings = 0
        for position in range { findings += files[position].findings.count }
        var part = JSONOutput(
          capacity: ScanReport.jsonCapacity(findings: findings, files: range.count))
        for position in range {
          writer.write(files[position], to: &part)
          part.append(position == files.count - 1 ? "\n" : ",\n")
        }
        slots.store(part, at: run)
      }
      output.append("[\n")
      guard output.withBytes(write) else { return false }
      for run in 0..<runs {
        guard parts[run].withBytes(write) else { return false }
      }
      output = JSONOutput(capacity: 1_024)
      output.append("  ]")
    } else {
      output.append("[\n")
      for position in files.indices {
        writer.write(files[position], to: &output)
        output.append(position == files.count - 1 ? "\n" : ",\n")
      }
      output.append("  ]")
    }
    output.append(",\n  \"totals\": {\n    \"filesScanned\": ")
    output.append(filesScanned)
    output.append(",\n    \"filesWithFindings\": ")
    output.append(files.count)
    output.append(",\n    \"bytesScanned\": ")
    output.append(bytesScanned)
    output.append(",\n    \"findings\": ")
    output.append(counts.findings)
    output.append(",\n    \"byKind\": ")
    output.appendCounts(Finding.Kind.allCases.map { ($0.spelling, counts.byKind[$0.rank]) })
    output.append(",\n    \"byClassification\": ")
    output.appendCounts(
      Classification.allCases.map { ($0.spelling, counts.byClassification[$0.rank]) })
    output.append("\n  },\n  \"problems\": ")
    if problems.isEmpty {
      output.append("[]")
    } else {
      output.append("[\n")
      for (position, problem) in problems.enumerated() {
        output.append("    {\"path\": ")
        output.appendQuoted(problem.path)
        output.append(", \"message\": ")
        output.appendQuoted(problem.message)
        output.append(position == problems.count - 1 ? "}\n" : "},\n")
      }
      output.append("  ]")
    }
    output.append("\n}\n")
    return output.withBytes(write)
  }

  /// The report as a table: one row per file with findings, counts per kind, a total row, a
  /// summary line, and every manual step with its location.
  ///
  /// Columns: `CREATE` creations, `CONFORM` conformances, `DELEGATE` delegate methods, `TAG` tag
  /// reads, `SHOW` show calls, `DISMISS` dismiss calls, `ACTION` addAction calls, `TEXT` text-field uses, `WRAP` wrappers,
  /// `MANUAL` manual steps.
  public func table() -> String {
    let summary =
      "\(filesScanned) source file\(filesScanned == 1 ? "" : "s") scanned "
      + "(\(bytesScanned) bytes)"
    guard !files.isEmpty else { return "No legacy alert code found. " + summary + ".\n" }
    let kinds = Finding.Kind.allCases
    let headers = ["FILE", "LANGUAGE", "CLASSIFICATION"] + ScanReport.columnTitles
    var rows: [[String]] = files.map { file in
      [PathQuoting.quoted(file.path), file.language.rawValue, file.classification.rawValue]
        + kinds.map { String(file.count(of: $0)) }
    }
    let totals = self.totals
    rows.append(
      ["TOTAL", "", ""] + kinds.map { String(totals.byKind[$0] ?? 0) })
    var widths = headers.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        if column < 3 {
          text += column == 2 ? cell + padding : cell + padding + "  "
        } else {
          text += "  " + padding + cell
        }
      }
      return text
    }
    var output = ([headers] + rows).map(line).joined(separator: "\n") + "\n\n"
    let counts = Classification.allCases.filter { $0 != .alertController }.map {
      "\(totals.byClassification[$0] ?? 0) \($0.rawValue)"
    }
    let modern = totals.byClassification[.alertController] ?? 0
    let legacy = files.count - modern
    output +=
      "\(legacy) file\(legacy == 1 ? "" : "s") with legacy alert code "
      + "(\(counts.joined(separator: ", ")))"
      + (modern == 0 ? "" : ", \(modern) with UIAlertController only (alert-controller)")
      + "; " + summary + ".\n"
    let steps = files.flatMap { file in
      file.findings.filter { $0.kind == .manualStep }.map {
        "  \(PathQuoting.quoted(file.path)):\($0.line):\($0.column): \($0.name)"
      }
    }
    if !steps.isEmpty {
      output += "\nManual steps:\n" + steps.joined(separator: "\n") + "\n"
    }
    return output
  }

  static let columnTitles = [
    "CREATE", "CONFORM", "DELEGATE", "TAG", "SHOW", "DISMISS", "ACTION", "TEXT", "WRAP",
    "MANUAL",
  ]
}

/// Writes a file of the JSON report, as the element of the array of files (at indent 4).
private struct FileJSONWriter: Sendable {
  /// The baseline's fingerprints that are 16 lowercase hexadecimal digits, as numbers: a
  /// finding whose fingerprint is a number is in the baseline exactly when the number is here.
  let baselineValues: Set<UInt64>
  let baseline: Baseline?

  init(baseline: Baseline?) {
    self.baseline = baseline
    var values: Set<UInt64> = []
    if let baseline {
      for text in baseline.fingerprints {
        if let value = Fingerprint.value(ofHexadecimal: text) { values.insert(value) }
      }
    }
    baselineValues = values
  }

  func write(_ file: FileReport, to output: inout JSONOutput) {
    output.append("    {\n      \"path\": ")
    output.appendQuoted(file.path)
    switch file.language {
    case .swift: output.append(",\n      \"language\": \"swift\",\n      \"classification\": ")
    case .objectiveC: output.append(",\n      \"language\": \"objc\",\n      \"classification\": ")
    }
    switch file.classification {
    case .renameOnly: output.append("\"rename-only\",\n      \"findings\": ")
    case .manualSteps: output.append("\"manual-steps\",\n      \"findings\": ")
    case .objectiveC: output.append("\"objective-c\",\n      \"findings\": ")
    case .alertController: output.append("\"alert-controller\",\n      \"findings\": ")
    }
    file.findings.withUnsafeBufferPointer { findings in
      if findings.isEmpty {
        output.append("[]")
        return
      }
      output.append("[\n")
      let first = findings.baseAddress.unsafelyUnwrapped
      for index in findings.indices {
        write(first + index, to: &output)
        output.append(index == findings.count - 1 ? "\n" : ",\n")
      }
      output.append("      ]")
    }
    output.append("\n    }")
  }

  /// The finding as the JSON report's inline object, on its own line (at indent 8). (Read
  /// through a pointer: a finding passed as a value is copied, its strings retained.)
  @inline(__always)
  private func write(_ finding: UnsafePointer<Finding>, to output: inout JSONOutput) {
    switch finding.pointee.kind {
    case .creation: output.append("        {\"kind\": \"creation\", \"name\": ")
    case .conformance: output.append("        {\"kind\": \"conformance\", \"name\": ")
    case .delegateMethod: output.append("        {\"kind\": \"delegate-method\", \"name\": ")
    case .tagRead: output.append("        {\"kind\": \"tag-read\", \"name\": ")
    case .show: output.append("        {\"kind\": \"show\", \"name\": ")
    case .dismiss: output.append("        {\"kind\": \"dismiss\", \"name\": ")
    case .addAction: output.append("        {\"kind\": \"add-action\", \"name\": ")
    case .textField: output.append("        {\"kind\": \"text-field\", \"name\": ")
    case .wrapper: output.append("        {\"kind\": \"wrapper\", \"name\": ")
    case .manualStep: output.append("        {\"kind\": \"manual-step\", \"name\": ")
    }
    output.appendQuoted(finding.pointee.name)
    output.append(", \"line\": ")
    output.append(finding.pointee.line)
    output.append(", \"column\": ")
    output.append(finding.pointee.column)
    if finding.pointee.enclosingType != nil {
      output.append(", \"type\": ")
      output.appendQuoted(finding.pointee.enclosingType.unsafelyUnwrapped)
    }
    if finding.pointee.member != nil {
      output.append(", \"member\": ")
      output.appendQuoted(finding.pointee.member.unsafelyUnwrapped)
    }
    if finding.pointee.tag != nil {
      output.append(", \"tag\": ")
      output.appendQuoted(finding.pointee.tag.unsafelyUnwrapped)
    }
    output.append(", \"fingerprint\": ")
    if let text = finding.pointee.fingerprintText {
      output.appendQuoted(text)
    } else {
      output.appendQuotedHexadecimal(finding.pointee.fingerprintValue)
    }
    guard let baseline else {
      output.append("}")
      return
    }
    let inBaseline =
      finding.pointee.fingerprintText.map { baseline.contains($0) }
      ?? baselineValues.contains(finding.pointee.fingerprintValue)
    output.append(
      inBaseline ? ", \"baselineState\": \"unchanged\"}" : ", \"baselineState\": \"new\"}")
  }
}

/// Counts over a report's files, in one pass over the kinds of their findings: the JSON
/// report's totals without dictionaries (`ScanReport.totals` builds its own from them).
struct ScanCounts {
  /// Findings of each kind, by `Finding.Kind.rank`.
  var byKind = [Int](repeating: 0, count: Finding.Kind.count)
  /// Files of each classification, by `Classification.rank`.
  var byClassification = [Int](repeating: 0, count: Classification.allCases.count)
  /// All findings.
  var findings = 0

  init(_ files: [FileReport]) {
    for file in files {
      var manualSteps = 0
      var legacy = 0
      file.findings.withUnsafeBufferPointer { findings in
        self.findings += findings.count
        for index in findings.indices {
          let kind = findings[index].kind
          byKind[kind.rank] += 1
          if kind == .manualStep { manualSteps += 1 }
          if findings[index].isLegacy { legacy += 1 }
        }
      }
      let classification = Classification(
        language: file.language, findings: file.findings.count, legacy: legacy,
        manualSteps: manualSteps)
      byClassification[classification.rank] += 1
    }
  }
}

/// The buffers of a report's runs of files, written in parallel (`json(filesInParallelFrom:)`).
private struct JSONParts: @unchecked Sendable {
  // Safe: each run initializes only its own slot, and the buffer is read only after
  // `concurrentPerform` has returned.
  let base: UnsafeMutablePointer<JSONOutput>

  func store(_ part: consuming JSONOutput, at index: Int) {
    (base + index).initialize(to: part)
  }
}
