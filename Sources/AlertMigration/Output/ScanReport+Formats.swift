extension ScanReport {
  /// The report as JSON (schema version 1).
  ///
  /// One object: `version`, `files` (each with `path` relative to the scanned root, `language`,
  /// `classification` and `findings` of `kind`, `name`, `line`, `column`), `totals` and
  /// `problems` (files that could not be read). Files with no findings are not listed.
  public func json() -> String {
    let files = self.files.map { file in
      JSONWriter.object(
        [
          ("path", JSONWriter.quoted(file.path)),
          ("language", JSONWriter.quoted(file.language.rawValue)),
          ("classification", JSONWriter.quoted(file.classification.rawValue)),
          ("findings", JSONWriter.array(file.findings.map(\.jsonObject), indent: 6)),
        ], indent: 4)
    }
    let totals = self.totals
    let byKind = JSONWriter.inlineObject(
      Finding.Kind.allCases.map { ($0.rawValue, "\(totals.byKind[$0] ?? 0)") })
    let byClassification = JSONWriter.inlineObject(
      Classification.allCases.map { ($0.rawValue, "\(totals.byClassification[$0] ?? 0)") })
    let totalsObject = JSONWriter.object(
      [
        ("filesScanned", "\(totals.filesScanned)"),
        ("filesWithFindings", "\(totals.filesWithFindings)"),
        ("bytesScanned", "\(totals.bytesScanned)"), ("findings", "\(totals.findings)"),
        ("byKind", byKind), ("byClassification", byClassification),
      ], indent: 2)
    let problems = self.problems.map {
      JSONWriter.inlineObject([
        ("path", JSONWriter.quoted($0.path)), ("message", JSONWriter.quoted($0.message)),
      ])
    }
    return JSONWriter.object(
      [
        ("version", "1"), ("files", JSONWriter.array(files, indent: 2)), ("totals", totalsObject),
        ("problems", JSONWriter.array(problems, indent: 2)),
      ], indent: 0) + "\n"
  }

  /// The report as a table: one row per file with findings, counts per kind, a total row, a
  /// summary line, and every manual step with its location.
  ///
  /// Columns: `CREATE` creations, `CONFORM` conformances, `DELEGATE` delegate methods, `TAG` tag
  /// reads, `SHOW` show calls, `ACTION` addAction calls, `TEXT` text-field uses, `MANUAL` manual
  /// steps.
  public func table() -> String {
    let summary =
      "\(filesScanned) source file\(filesScanned == 1 ? "" : "s") scanned "
      + "(\(bytesScanned) bytes)"
    guard !files.isEmpty else { return "No legacy alert code found. " + summary + ".\n" }
    let kinds = Finding.Kind.allCases
    let headers = ["FILE", "LANGUAGE", "CLASSIFICATION"] + ScanReport.columnTitles
    var rows: [[String]] = files.map { file in
      [file.path, file.language.rawValue, file.classification.rawValue]
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
        "  \(file.path):\($0.line):\($0.column): \($0.name)"
      }
    }
    if !steps.isEmpty {
      output += "\nManual steps:\n" + steps.joined(separator: "\n") + "\n"
    }
    return output
  }

  static let columnTitles = [
    "CREATE", "CONFORM", "DELEGATE", "TAG", "SHOW", "ACTION", "TEXT", "MANUAL",
  ]
}

extension Finding {
  var jsonObject: String {
    JSONWriter.inlineObject([
      ("kind", JSONWriter.quoted(kind.rawValue)), ("name", JSONWriter.quoted(name)),
      ("line", "\(line)"), ("column", "\(column)"),
    ])
  }
}
