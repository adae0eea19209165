// The line locator, the fingerprints, the per-file report and the totals as they were before the
// output stage was sped up (commit 8bfca17), kept only as the reference the fast ones are compared
// with (LocatorEquivalenceTests, JSONEquivalenceTests).

@testable import AlertMigration

/// `LineLocator` of commit 8bfca17, renamed: byte by byte, with the mask idioms of its blocks.
struct ReferenceLineLocator {
  private let text: SourceBytes
  private var offset = 0
  private var line = 1
  private var column = 1

  init(text: SourceBytes) {
    self.text = text
  }

  mutating func location(of target: Int) -> (line: Int, column: Int) {
    precondition(target >= offset, "ReferenceLineLocator: offsets must increase")
    let end = min(target, text.count)
    if offset == 0, end >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { offset = 3 }
    while offset < end {
      let byte = text[offset]
      offset += 1
      if byte == ASCII.newline || byte == ASCII.carriageReturn && text[offset] != ASCII.newline {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80, byte != ASCII.carriageReturn {
        column += 1
      }
    }
    return (line, column)
  }

  static func snippetBounds(around offset: Int, in text: SourceBytes) -> (Int, Int) {
    var start = offset
    while start > 0, start > offset - 48, text[start - 1] != ASCII.newline,
      text[start - 1] != ASCII.carriageReturn
    {
      start -= 1
    }
    var end = offset
    while end < text.count, end < offset + 80, text[end] != ASCII.newline,
      text[end] != ASCII.carriageReturn
    {
      end += 1
    }
    return (start, end)
  }

  static func snippet(around offset: Int, in text: SourceBytes) -> [UInt8] {
    let (start, end) = snippetBounds(around: offset, in: text)
    var bytes: [UInt8] = []
    for index in start..<end where !ASCII.isBlank(text[index]) { bytes.append(text[index]) }
    return bytes
  }

  /// The fingerprint of a finding before its occurrence is added: its kind, type, member,
  /// name and snippet.
  static func baseFingerprint(_ finding: RawFinding, in text: SourceBytes) -> ReferenceFingerprint {
    var hash = ReferenceFingerprint()
    hash.add(finding.kind.rawValue)
    hash.add(finding.enclosingType ?? "")
    hash.add(finding.member ?? "")
    hash.add(finding.name)
    hash.add(snippet(around: finding.offset, in: text))
    return hash
  }

  /// `LineLocator.locate` of commit 8bfca17.
  static func locate(_ raw: [RawFinding], in text: SourceBytes) -> [Finding] {
    var locator = ReferenceLineLocator(text: text)
    var seen: [UInt64: Int] = [:]
    let rank = { (kind: Finding.Kind) in Finding.Kind.allCases.firstIndex(of: kind)! }
    return raw.sorted { ($0.offset, rank($0.kind)) < ($1.offset, rank($1.kind)) }.map {
      finding in
      let (line, column) = locator.location(of: finding.offset)
      var hash = baseFingerprint(finding, in: text)
      let base = hash.value
      let occurrence = seen[base, default: 0]
      seen[base] = occurrence + 1
      hash.add(String(occurrence))
      return Finding(
        kind: finding.kind, name: finding.name, line: line, column: column,
        enclosingType: finding.enclosingType, member: finding.member,
        fingerprint: hash.hexadecimal, tag: finding.tag)
    }
  }
}

/// `Fingerprint` of commit 8bfca17: FNV-1a over length-prefixed fields.
struct ReferenceFingerprint {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func add(_ bytes: some Sequence<UInt8>) {
    var count: UInt64 = 0
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01B3
      count += 1
    }
    for shift in stride(from: 0, to: 64, by: 8) {
      value = (value ^ UInt64(UInt8(truncatingIfNeeded: count >> shift))) &* 0x100_0000_01B3
    }
  }

  mutating func add(_ string: String) {
    add(Array(string.utf8))
  }

  var hexadecimal: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// `FileReport.scanned` of commit 8bfca17.
func referenceScannedReport(path: String, language: SourceLanguage, findings: [Finding])
  -> FileReport
{
  var findings = findings
  var pathHash = ReferenceFingerprint()
  pathHash.add(path)
  for index in findings.indices {
    var hash = pathHash
    hash.add(findings[index].fingerprint)
    findings[index].fingerprint = hash.hexadecimal
  }
  return FileReport(path: path, language: language, findings: findings)
}

/// `ScanReport.totals` of commit 8bfca17, with the `alert-controller` classification added
/// since (a file whose findings are all about `UIAlertController`).
func referenceTotals(of report: ScanReport) -> ScanTotals {
  var byKind = Dictionary(uniqueKeysWithValues: Finding.Kind.allCases.map { ($0, 0) })
  var byClassification = Dictionary(
    uniqueKeysWithValues: Classification.allCases.map { ($0, 0) })
  for file in report.files {
    let modern =
      !file.findings.isEmpty
      && file.findings.allSatisfy {
        $0.kind == .addAction || ($0.kind == .creation && $0.name == "UIAlertController")
      }
    let classification: Classification =
      modern
      ? .alertController
      : file.language == .objectiveC
        ? .objectiveC
        : file.findings.contains { $0.kind == .manualStep } ? .manualSteps : .renameOnly
    byClassification[classification, default: 0] += 1
    for finding in file.findings { byKind[finding.kind, default: 0] += 1 }
  }
  return ScanTotals(
    filesScanned: report.filesScanned, filesWithFindings: report.files.count,
    bytesScanned: report.bytesScanned,
    findings: report.files.reduce(0) { $0 + $1.findings.count }, byKind: byKind,
    byClassification: byClassification)
}
