import AlertMigration

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

/// The manual steps of Swift source, in source order.
func manualSteps(_ source: String) -> [String] {
  MigrationScanner.findings(in: source, language: .swift).filter { $0.kind == .manualStep }.map(
    \.name)
}

/// The findings of Swift source as `kind name` strings, manual steps left out.
func inventory(_ source: String) -> [String] {
  swiftFindings(source).filter { !$0.hasPrefix("manual-step ") }
}
