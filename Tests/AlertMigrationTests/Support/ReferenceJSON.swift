// The JSON writer as it was before the byte-level writer (commit 58d1418), kept only as the
// reference the byte-level one is compared with (JSONEquivalenceTests): the same text for every
// value and every report.

@testable import AlertMigration

/// The JSON value and writer of commit 58d1418, renamed.
indirect enum ReferenceJSONValue {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([ReferenceJSONValue])
  case object([(String, ReferenceJSONValue)], inline: Bool = false)

  /// The JSON text, ending with a newline.
  var text: String {
    var output = ""
    write(to: &output, indent: 0)
    return output + "\n"
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .string(let value):
      output += ReferenceJSONValue.quoted(value)
    case .int(let value):
      output += String(value)
    case .bool(let value):
      output += value ? "true" : "false"
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (position, element) in elements.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        element.write(to: &output, indent: indent + 2)
        output += position == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members, let inline):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      if inline {
        output += "{"
        for (position, (key, value)) in members.enumerated() {
          output += (position == 0 ? "" : ", ") + ReferenceJSONValue.quoted(key) + ": "
          value.write(to: &output, indent: indent)
        }
        output += "}"
        return
      }
      output += "{\n"
      for (position, (key, value)) in members.enumerated() {
        output += String(repeating: " ", count: indent + 2) + ReferenceJSONValue.quoted(key) + ": "
        value.write(to: &output, indent: indent + 2)
        output += position == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  /// The escaper of commit 58d1418: one Unicode scalar at a time.
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// `ScanReport.json()` of commit 58d1418, on the reference writer.
func referenceJSON(of report: ScanReport) -> String {
  let totals = referenceTotals(of: report)
  let files = report.files.map { file in
    ReferenceJSONValue.object([
      ("path", .string(file.path)), ("language", .string(file.language.rawValue)),
      ("classification", .string(file.classification.rawValue)),
      (
        "findings",
        .array(file.findings.map { referenceJSONValue(of: $0, baseline: report.baseline) })
      ),
    ])
  }
  let byKind = Finding.Kind.allCases.map {
    ($0.rawValue, ReferenceJSONValue.int(totals.byKind[$0] ?? 0))
  }
  let byClassification = Classification.allCases.map {
    ($0.rawValue, ReferenceJSONValue.int(totals.byClassification[$0] ?? 0))
  }
  let problems = report.problems.map {
    ReferenceJSONValue.object(
      [("path", .string($0.path)), ("message", .string($0.message))], inline: true)
  }
  return ReferenceJSONValue.object([
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

private func referenceJSONValue(of finding: Finding, baseline: Baseline?) -> ReferenceJSONValue {
  var fields: [(String, ReferenceJSONValue)] = [
    ("kind", .string(finding.kind.rawValue)), ("name", .string(finding.name)),
    ("line", .int(finding.line)), ("column", .int(finding.column)),
  ]
  if let enclosingType = finding.enclosingType { fields.append(("type", .string(enclosingType))) }
  if let member = finding.member { fields.append(("member", .string(member))) }
  if let tag = finding.tag { fields.append(("tag", .string(tag))) }
  fields.append(("fingerprint", .string(finding.fingerprint)))
  if let baseline {
    fields.append(
      (
        "baselineState",
        .string(baseline.contains(finding.fingerprint) ? "unchanged" : "new")
      ))
  }
  return .object(fields, inline: true)
}
