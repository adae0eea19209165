/// The fingerprints of an earlier scan, so a CI gate fails only on findings that are new.
///
/// Read from the JSON report (`files[].findings[].fingerprint`) or the SARIF log
/// (`runs[].results[].partialFingerprints["alertshim/v1"]`) of an earlier
/// `alertshim migrate scan`. Both are read as a stream that keeps only the fingerprints.
public struct Baseline: Sendable, Hashable {
  /// The fingerprints of the earlier findings.
  public var fingerprints: Set<String>

  /// Creates a baseline of these fingerprints.
  public init(fingerprints: Set<String>) {
    self.fingerprints = fingerprints
  }

  /// Reads a baseline from the bytes of a JSON report or a SARIF log.
  ///
  /// - Throws: When the bytes are not such a report.
  public init(reportBytes bytes: [UInt8]) throws(MigrationError) {
    var reader = BaselineReader()
    bytes.withUnsafeBufferPointer { reader.feed($0) }
    fingerprints = try reader.finish()
  }

  /// Whether a finding with this fingerprint was in the earlier scan.
  public func contains(_ fingerprint: String) -> Bool {
    fingerprints.contains(fingerprint)
  }
}

/// When a scan fails a CI build: `--fail-on`, `--max-findings` and `--baseline`.
///
/// The gate counts the findings that are not in the baseline (all of them without one) and, with
/// `kinds`, only those of these kinds or in files of these classifications. It fails when the
/// count is over `maximum`, which is 0 unless given. A gate with no kinds, no maximum and no
/// baseline never fails.
///
/// The findings about `UIAlertController` (not ``Finding/isLegacy``) are modern code: they
/// count only where `kinds` names them, as `add-action` or as the `alert-controller`
/// classification, so neither a baseline nor `creation` nor `objective-c` fails on new
/// `UIAlertController` code.
public struct ScanGate: Sendable, Hashable {
  /// Finding kinds and file classifications (their JSON spellings) that count; empty: all.
  public var kinds: Set<String>
  /// The most findings that pass; nil: 0 when any other option is set.
  public var maximum: Int?
  /// The findings that do not count.
  public var baseline: Baseline?

  /// Creates a gate.
  public init(kinds: Set<String> = [], maximum: Int? = nil, baseline: Baseline? = nil) {
    self.kinds = kinds
    self.maximum = maximum
    self.baseline = baseline
  }

  /// The spellings `kinds` accepts: every finding kind and classification.
  public static let validKinds: Set<String> = Set(
    Finding.Kind.allCases.map(\.rawValue) + Classification.allCases.map(\.rawValue))

  /// Whether the gate checks anything.
  public var isActive: Bool { !kinds.isEmpty || maximum != nil || baseline != nil }

  /// The outcome of a gate on a report.
  public struct Outcome: Sendable, Hashable {
    /// The findings counted.
    public var counted: Int
    /// The most that pass.
    public var limit: Int
    /// Whether the build fails.
    public var failed: Bool { counted > limit }
  }

  /// Applies the gate to a report.
  public func evaluate(_ report: ScanReport) -> Outcome {
    var counted = 0
    let addActionCounts = kinds.contains(Finding.Kind.addAction.rawValue)
    for file in report.files {
      let classification = file.classification
      let fileCounts = kinds.isEmpty || kinds.contains(classification.rawValue)
      let modernCounts =
        classification == .alertController && kinds.contains(classification.rawValue)
      for finding in file.findings {
        if let baseline, baseline.contains(finding.fingerprint) { continue }
        if !finding.isLegacy, !modernCounts, !(addActionCounts && finding.kind == .addAction) {
          continue
        }
        if fileCounts || kinds.contains(finding.kind.rawValue) { counted += 1 }
      }
    }
    return Outcome(counted: counted, limit: isActive ? maximum ?? 0 : Int.max)
  }
}
