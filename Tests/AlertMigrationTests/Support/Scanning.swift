import AlertMigration
import AlertShimTestSupport

/// The findings of Swift source as `kind name` strings, in source order.
func swiftFindings(_ source: String) -> [String] {
  MigrationScanner.findings(in: source, language: .swift).map { "\($0.kind.rawValue) \($0.name)" }
}

/// The findings of Objective-C source as `kind name` strings, in source order.
func objCFindings(_ source: String) -> [String] {
  MigrationScanner.findings(in: source, language: .objectiveC).map {
    "\($0.kind.rawValue) \($0.name)"
  }
}

/// The findings of Swift source as `line:column kind name` strings, in source order.
func locatedSwiftFindings(_ source: String) -> [String] {
  MigrationScanner.findings(in: source, language: .swift).map {
    "\($0.line):\($0.column) \($0.kind.rawValue) \($0.name)"
  }
}

/// The findings of Objective-C source as `line:column kind name` strings, in source order.
func locatedObjCFindings(_ source: String) -> [String] {
  MigrationScanner.findings(in: source, language: .objectiveC).map {
    "\($0.line):\($0.column) \($0.kind.rawValue) \($0.name)"
  }
}

/// The manual steps of Swift source, in source order.
func manualSteps(_ source: String) -> [String] {
  MigrationScanner.findings(in: source, language: .swift).filter { $0.kind == .manualStep }.map(
    \.name)
}

/// The findings of Swift source as `kind name` strings, manual steps left out.
func inventory(_ source: String) -> [String] {
  swiftFindings(source).filter { !$0.hasPrefix("manual-step ") }
}

/// The JSON reports of the tree at `path`: every file lexed on one core, and the
/// default scan (prefilter, skim and places) on `concurrency` cores, with the full scan's
/// number of findings.
func fullAndDefaultScans(of path: String, concurrency: Int) throws -> (
  full: String, scan: String, findings: Int
) {
  var full = MigrationScanner(concurrency: 1)
  full.usesPrefilter = false
  let expected = try full.scan(path: path)
  let scanned = try MigrationScanner(concurrency: concurrency).scan(path: path)
  return (expected.json(), scanned.json(), expected.totals.findings)
}

/// `fullAndDefaultScans` of a tree of every `step`-th of `inputs`, as Swift files in three
/// directories, on two cores.
func fullAndDefaultScans(ofSwiftFiles inputs: [[UInt8]], every step: Int) throws -> (
  full: String, scan: String, findings: Int
) {
  let directory = try TemporaryDirectory()
  for (index, input) in inputs.enumerated() where index % step == 0 {
    try directory.write("Group\(index % 3)/File\(index).swift", bytes: input)
  }
  return try fullAndDefaultScans(of: directory.path, concurrency: 2)
}
