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
      JSONValue.object([
        ("id", .string(kind.rawValue)), ("name", .string(kind.ruleName)),
        ("shortDescription", .object([("text", .string(kind.summary))], inline: true)),
        ("defaultConfiguration", .object([("level", .string(kind.level))], inline: true)),
      ])
    }
    var results: [JSONValue] = []
    for file in files {
      for finding in file.findings {
        let artifact = JSONValue.object(
          [
            ("uri", .string(ScanReport.percentEncoded(file.path))),
            ("uriBaseId", .string("SRCROOT")),
          ],
          inline: true)
        let region = JSONValue.object(
          [("startLine", .int(finding.line)), ("startColumn", .int(finding.column))], inline: true)
        results.append(
          .object([
            ("ruleId", .string(finding.kind.rawValue)),
            ("ruleIndex", .int(kinds.firstIndex(of: finding.kind) ?? 0)),
            ("level", .string(finding.kind.level)),
            ("message", .object([("text", .string(finding.message))], inline: true)),
            (
              "locations",
              .array([
                .object([
                  (
                    "physicalLocation",
                    .object([("artifactLocation", artifact), ("region", region)])
                  )
                ])
              ])
            ),
            (
              "properties",
              .object(
                [
                  ("name", .string(finding.name)), ("language", .string(file.language.rawValue)),
                  ("classification", .string(file.classification.rawValue)),
                ], inline: true)
            ),
          ]))
      }
    }
    let notifications = problems.map { problem in
      JSONValue.object(
        [
          ("level", .string("error")),
          ("message", .object([("text", .string(problem.description))], inline: true)),
        ], inline: true)
    }
    var run: [(String, JSONValue)] = [
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("alertshim migrate")), ("version", .string(toolVersion)),
              ("rules", .array(rules)),
            ])
          )
        ])
      ),
      ("columnKind", .string("unicodeCodePoints")),
    ]
    if let rootDirectory {
      let directory = rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/"
      run.append(
        (
          "originalUriBaseIds",
          .object([
            (
              "SRCROOT",
              .object(
                [("uri", .string("file://" + ScanReport.percentEncoded(directory)))], inline: true)
            )
          ])
        ))
    }
    run.append(
      (
        "invocations",
        .array([
          .object([
            ("executionSuccessful", .bool(problems.isEmpty)),
            ("toolExecutionNotifications", .array(notifications)),
          ])
        ])
      ))
    run.append(("results", .array(results)))
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ]).text
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
