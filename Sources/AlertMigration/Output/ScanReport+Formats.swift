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
    // Written straight into bytes, as `JSONValue` would write the same tree (the tests compare
    // the two): no tree of values is built for a report of thousands of findings.
    let totals = self.totals
    let baseline = self.baseline
    var output = JSONOutput()
    output.append("{\n  \"version\": 1,\n  \"files\": ")
    @Sendable func write(_ file: FileReport, to output: inout JSONOutput) {
      output.append("{\n      \"path\": ")
      output.appendQuoted(file.path)
      output.append(",\n      \"language\": ")
      output.appendQuoted(file.language.rawValue)
      output.append(",\n      \"classification\": ")
      output.appendQuoted(file.classification.rawValue)
      output.append(",\n      \"findings\": ")
      output.appendArray(file.findings, indent: 6) { output, finding in
        finding.writeJSON(to: &output, baseline: baseline)
      }
      output.append("\n    }")
    }
    if files.count >= max(minimum, 2) {
      // The elements of `appendArray(files, indent: 2)`, a run of them per buffer.
      let runs = min(files.count, 16)
      let parts = UnsafeMutableBufferPointer<JSONOutput>.allocate(capacity: runs)
      parts.initialize(repeating: JSONOutput())
      defer {
        parts.deinitialize()
        parts.deallocate()
      }
      let slots = JSONParts(base: parts)
      let files = self.files
      DispatchQueue.concurrentPerform(iterations: runs) { run in
        var part = JSONOutput()
        for position in files.count * run / runs..<files.count * (run + 1) / runs {
          part.appendSpaces(4)
          write(files[position], to: &part)
          part.append(position == files.count - 1 ? "\n" : ",\n")
        }
        slots.store(part, at: run)
      }
      output.append("[\n")
      for part in parts { output.append(part) }
      output.appendSpaces(2)
      output.append("]")
    } else {
      output.appendArray(files, indent: 2) { output, file in write(file, to: &output) }
    }
    output.append(",\n  \"totals\": {\n    \"filesScanned\": ")
    output.append(totals.filesScanned)
    output.append(",\n    \"filesWithFindings\": ")
    output.append(totals.filesWithFindings)
    output.append(",\n    \"bytesScanned\": ")
    output.append(totals.bytesScanned)
    output.append(",\n    \"findings\": ")
    output.append(totals.findings)
    output.append(",\n    \"byKind\": ")
    output.appendCounts(Finding.Kind.allCases.map { ($0.rawValue, totals.byKind[$0] ?? 0) })
    output.append(",\n    \"byClassification\": ")
    output.appendCounts(
      Classification.allCases.map { ($0.rawValue, totals.byClassification[$0] ?? 0) })
    output.append("\n  },\n  \"problems\": ")
    output.appendArray(problems, indent: 2) { output, problem in
      output.append("{\"path\": ")
      output.appendQuoted(problem.path)
      output.append(", \"message\": ")
      output.appendQuoted(problem.message)
      output.append("}")
    }
    output.append("\n}\n")
    return output.text
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
    let counts = Classification.allCases.map {
      "\(totals.byClassification[$0] ?? 0) \($0.rawValue)"
    }
    output +=
      "\(files.count) file\(files.count == 1 ? "" : "s") with legacy alert code "
      + "(\(counts.joined(separator: ", "))); " + summary + ".\n"
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

extension Finding {
  /// Writes the finding as the JSON report's inline object.
  func writeJSON(to output: inout JSONOutput, baseline: Baseline?) {
    output.append("{\"kind\": ")
    output.appendQuoted(kind.rawValue)
    output.append(", \"name\": ")
    output.appendQuoted(name)
    output.append(", \"line\": ")
    output.append(line)
    output.append(", \"column\": ")
    output.append(column)
    if let enclosingType {
      output.append(", \"type\": ")
      output.appendQuoted(enclosingType)
    }
    if let member {
      output.append(", \"member\": ")
      output.appendQuoted(member)
    }
    if let tag {
      output.append(", \"tag\": ")
      output.appendQuoted(tag)
    }
    output.append(", \"fingerprint\": ")
    output.appendQuoted(fingerprint)
    if let baseline {
      output.append(
        baseline.contains(fingerprint)
          ? ", \"baselineState\": \"unchanged\"" : ", \"baselineState\": \"new\"")
    }
    output.append("}")
  }
}

/// The buffers of a report's runs of files, written in parallel (`json(filesInParallelFrom:)`).
private struct JSONParts: @unchecked Sendable {
  // Safe: each run writes only its own slot, and the buffer is read only after
  // `concurrentPerform` has returned.
  let base: UnsafeMutableBufferPointer<JSONOutput>

  func store(_ part: JSONOutput, at index: Int) {
    base[index] = part
  }
}
