extension ScanReport {
  /// The report as a SARIF 2.1.0 log, so code-scanning tools can show the findings.
  ///
  /// One run; one rule per finding kind (the rule id is the kind, such as `creation`); one result
  /// per finding, at level `warning` for manual steps and `note` otherwise, located by a URI
  /// relative to the scanned root (base id `SRCROOT`) and a 1-based line and column counted in
  /// Unicode code points. Files that could not be read become tool execution notifications.
  ///
  /// `rootDirectory`, when known, becomes `SRCROOT` in `originalUriBaseIds`.
  ///
  /// - Parameter toolVersion: The version of the tool, written into the log.
  public func sarif(toolVersion: String) -> String {
    let kinds = Finding.Kind.allCases
    let rules = kinds.map { kind in
      JSONWriter.object(
        [
          ("id", JSONWriter.quoted(kind.rawValue)),
          ("name", JSONWriter.quoted(kind.ruleName)),
          (
            "shortDescription", JSONWriter.inlineObject([("text", JSONWriter.quoted(kind.summary))])
          ),
          (
            "defaultConfiguration",
            JSONWriter.inlineObject([("level", JSONWriter.quoted(kind.level))])
          ),
        ], indent: 10)
    }
    var results: [String] = []
    for file in files {
      for finding in file.findings {
        let region = JSONWriter.inlineObject([
          ("startLine", "\(finding.line)"), ("startColumn", "\(finding.column)"),
        ])
        let artifact = JSONWriter.inlineObject([
          ("uri", JSONWriter.quoted(ScanReport.percentEncoded(file.path))),
          ("uriBaseId", JSONWriter.quoted("SRCROOT")),
        ])
        let location = JSONWriter.object(
          [
            (
              "physicalLocation",
              JSONWriter.object([("artifactLocation", artifact), ("region", region)], indent: 12)
            )
          ], indent: 10)
        results.append(
          JSONWriter.object(
            [
              ("ruleId", JSONWriter.quoted(finding.kind.rawValue)),
              ("ruleIndex", "\(kinds.firstIndex(of: finding.kind) ?? 0)"),
              ("level", JSONWriter.quoted(finding.kind.level)),
              ("message", JSONWriter.inlineObject([("text", JSONWriter.quoted(finding.message))])),
              ("locations", JSONWriter.array([location], indent: 8)),
              (
                "properties",
                JSONWriter.inlineObject([
                  ("name", JSONWriter.quoted(finding.name)),
                  ("language", JSONWriter.quoted(file.language.rawValue)),
                  ("classification", JSONWriter.quoted(file.classification.rawValue)),
                ])
              ),
            ], indent: 6))
      }
    }
    let notifications = problems.map { problem in
      JSONWriter.inlineObject([
        ("level", JSONWriter.quoted("error")),
        ("message", JSONWriter.inlineObject([("text", JSONWriter.quoted(problem.description))])),
      ])
    }
    let invocation = JSONWriter.object(
      [
        ("executionSuccessful", problems.isEmpty ? "true" : "false"),
        ("toolExecutionNotifications", JSONWriter.array(notifications, indent: 8)),
      ], indent: 6)
    var run: [(String, String)] = [
      (
        "tool",
        JSONWriter.object(
          [
            (
              "driver",
              JSONWriter.object(
                [
                  ("name", JSONWriter.quoted("alertshim migrate")),
                  ("version", JSONWriter.quoted(toolVersion)),
                  ("rules", JSONWriter.array(rules, indent: 8)),
                ], indent: 6)
            )
          ], indent: 4)
      ),
      ("columnKind", JSONWriter.quoted("unicodeCodePoints")),
    ]
    if let rootDirectory {
      let base =
        "file://"
        + ScanReport.percentEncoded(
          rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/")
      run.append(
        (
          "originalUriBaseIds",
          JSONWriter.inlineObject([
            ("SRCROOT", JSONWriter.inlineObject([("uri", JSONWriter.quoted(base))]))
          ])
        ))
    }
    run.append(("invocations", JSONWriter.array([invocation], indent: 4)))
    run.append(("results", JSONWriter.array(results, indent: 4)))
    return JSONWriter.object(
      [
        ("$schema", JSONWriter.quoted("https://json.schemastore.org/sarif-2.1.0.json")),
        ("version", JSONWriter.quoted("2.1.0")),
        ("runs", JSONWriter.array([JSONWriter.object(run, indent: 2)], indent: 2)),
      ], indent: 0) + "\n"
  }

  /// `path` as a URI path: every byte but unreserved characters and `/` percent-encoded.
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}

extension Finding.Kind {
  /// The SARIF rule name.
  var ruleName: String {
    switch self {
    case .creation: "LegacyAlertCreation"
    case .conformance: "LegacyDelegateConformance"
    case .delegateMethod: "LegacyDelegateMethod"
    case .tagRead: "TagReadInDelegateMethod"
    case .show: "LegacyShowCall"
    case .addAction: "AlertControllerAddAction"
    case .textField: "AlertTextFieldUse"
    case .manualStep: "ManualMigrationStep"
    }
  }

  /// What findings of this kind are, in one sentence.
  var summary: String {
    switch self {
    case .creation: "Creates a UIAlertView, UIActionSheet or UIAlertController."
    case .conformance: "Declares conformance to UIAlertViewDelegate or UIActionSheetDelegate."
    case .delegateMethod: "Implements a legacy alert or action sheet delegate method."
    case .tagRead: "Reads tag inside a legacy delegate method."
    case .show: "Shows a legacy alert or action sheet."
    case .addAction: "Adds an action to an alert controller."
    case .textField: "Uses alertViewStyle or an alert text field."
    case .manualStep: "Needs a change the rewrite cannot make safely."
    }
  }

  /// The SARIF level.
  var level: String { self == .manualStep ? "warning" : "note" }
}

extension Finding {
  /// The SARIF message of the finding.
  var message: String {
    switch kind {
    case .creation: "Creates a \(name)."
    case .conformance: "Declares conformance to \(name)."
    case .delegateMethod: "Implements the legacy delegate method \(name)."
    case .tagRead: "Reads tag inside a legacy delegate method."
    case .show: "Shows a legacy alert with \(name)."
    case .addAction: "Adds an alert action with \(name)."
    case .textField: "Uses \(name)."
    case .manualStep: "Manual step: \(name)."
    }
  }
}
