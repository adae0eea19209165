/// The findings of one source file.
public struct FileReport: Sendable, Hashable {
  /// The path relative to the scanned root, with `/` separators.
  public var path: String
  /// The language of the file.
  public var language: SourceLanguage
  /// The findings, in source order.
  public var findings: [Finding]

  /// Creates a report.
  public init(path: String, language: SourceLanguage, findings: [Finding]) {
    self.path = path
    self.language = language
    self.findings = findings
  }

  /// The report of a scanned file: each finding's fingerprint also hashes the path (the hash
  /// of the path, then of the fingerprint's digits, written or not).
  @inline(never)  // Apart in profiles; once per file.
  static func scanned(path: String, language: SourceLanguage, findings: consuming [Finding])
    -> FileReport
  {
    var pathHash = Fingerprint()
    pathHash.add(path)
    findings.withUnsafeMutableBufferPointer { findings in
      for index in findings.indices {
        var hash = pathHash
        if let text = findings[index].fingerprintText {
          hash.add(text)
        } else {
          hash.addHexadecimal(findings[index].fingerprintValue)
        }
        findings[index].setFingerprint(hash.value)
      }
    }
    return FileReport(path: path, language: language, findings: findings)
  }

  /// What migrating the file takes: nothing when it has findings and none of them is legacy
  /// code (`.alertController`: `UIAlertController` only); else Objective-C is `.objectiveC`
  /// (renamed onto AlertShimObjC by the rewrite), and Swift needs manual steps when it has any
  /// `manual-step` finding, else the rewrite alone.
  public var classification: Classification {
    var legacy = 0
    var manualSteps = 0
    for finding in findings {
      if finding.isLegacy { legacy += 1 }
      if finding.kind == .manualStep { manualSteps += 1 }
    }
    return Classification(
      language: language, findings: findings.count, legacy: legacy, manualSteps: manualSteps)
  }

  /// The number of findings of `kind`.
  public func count(of kind: Finding.Kind) -> Int {
    findings.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
  }
}

/// A file the scanner could not read.
public struct ScanProblem: Sendable, Hashable, CustomStringConvertible {
  /// The path relative to the scanned root.
  public var path: String
  /// What went wrong.
  public var message: String

  /// Creates a problem report.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`, the path quoted for people (``PathQuoting/quoted(_:)``).
  public var description: String { "\(PathQuoting.quoted(path)): \(message)" }
}

/// The result of scanning a tree.
public struct ScanReport: Sendable {
  /// The reports of files with at least one finding, sorted by path.
  public var files: [FileReport]
  /// The number of source files read.
  public var filesScanned: Int
  /// The number of bytes read.
  public var bytesScanned: Int
  /// Files that could not be read.
  public var problems: [ScanProblem]
  /// The absolute directory the paths are relative to, when known.
  public var rootDirectory: String?
  /// An earlier scan's fingerprints: when set, the JSON and SARIF outputs mark each finding new
  /// or unchanged.
  public var baseline: Baseline?

  /// Creates a report.
  public init(
    files: [FileReport], filesScanned: Int, bytesScanned: Int, problems: [ScanProblem] = [],
    rootDirectory: String? = nil
  ) {
    self.files = files
    self.filesScanned = filesScanned
    self.bytesScanned = bytesScanned
    self.problems = problems
    self.rootDirectory = rootDirectory
  }

  /// Counts over the whole tree.
  public var totals: ScanTotals {
    let counts = ScanCounts(files)
    return ScanTotals(
      filesScanned: filesScanned, filesWithFindings: files.count, bytesScanned: bytesScanned,
      findings: counts.findings,
      byKind: Dictionary(
        uniqueKeysWithValues: Finding.Kind.allCases.map { ($0, counts.byKind[$0.rank]) }),
      byClassification: Dictionary(
        uniqueKeysWithValues: Classification.allCases.map {
          ($0, counts.byClassification[$0.rank])
        }))
  }
}

/// Counts over a scanned tree.
public struct ScanTotals: Sendable, Hashable {
  /// Source files read.
  public var filesScanned: Int
  /// Files with at least one finding.
  public var filesWithFindings: Int
  /// Bytes read.
  public var bytesScanned: Int
  /// All findings.
  public var findings: Int
  /// Findings of each kind (every kind present, zero included).
  public var byKind: [Finding.Kind: Int]
  /// Files with findings in each classification (every classification present).
  public var byClassification: [Classification: Int]
}
