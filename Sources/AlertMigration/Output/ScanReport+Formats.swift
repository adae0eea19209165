extension ScanReport {
  /// The report as JSON (schema version 1).
  ///
  /// One object: `version`, `files` (each with `path` relative to the scanned root, `language`,
  /// `classification` and `findings` of `kind`, `name`, `line`, `column`), `totals` and
  /// `problems` (files that could not be read). Files with no findings are not listed.
  public func json() -> String {
    let totals = self.totals
    let files = self.files.map { file in
      JSONValue.object([
        ("path", .string(file.path)), ("language", .string(file.language.rawValue)),
        ("classification", .string(file.classification.rawValue)),
        ("findings", .array(file.findings.map { $0.jsonValue(baseline: baseline) })),
      ])
    }
    let byKind = Finding.Kind.allCases.map { ($0.rawValue, JSONValue.int(totals.byKind[$0] ?? 0)) }
    let byClassification = Classification.allCases.map {
      ($0.rawValue, JSONValue.int(totals.byClassification[$0] ?? 0))
    }
    let problems = self.problems.map {
      JSONValue.object(
        [("path", .string($0.path)), ("message", .string($0.message))], inline: true)
    }
    return JSONValue.object([
      ("version", .int(1)),
      ("files", .array(files)),
      (
        "totals",
        .object([
          ("filesScanned", .int(totals.filesScanned)),
          ("filesWithFindings", .int(totals.filesWithFindings)),
          ("bytesScanned", .int(totals.bytesScanned)), ("findings", .int(totals.findings)),
          ("byKind", .object(byKind, inline: true)),
          ("byClassification", .object(byClassification, inline: true)),
        ])
      ),
      ("problems", .array(problems)),
    ]).text
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
  func jsonValue(baseline: Baseline?) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("kind", .string(kind.rawValue)), ("name", .string(name)), ("line", .int(line)),
      ("column", .int(column)),
    ]
    if let enclosingType { fields.append(("type", .string(enclosingType))) }
    if let member { fields.append(("member", .string(member))) }
    if let tag { fields.append(("tag", .string(tag))) }
    fields.append(("fingerprint", .string(fingerprint)))
    if let baseline {
      fields.append(
        ("baselineState", .string(baseline.contains(fingerprint) ? "unchanged" : "new")))
    }
    return .object(fields, inline: true)
  }
}
