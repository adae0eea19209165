extension ScanReport {
  /// The default base of each rule's `helpUri`: the rules section of the MigrationTool article.
  public static let defaultHelpURI =
    "https://github.com/alertshim/alertshim/blob/main/Sources/AlertShim/AlertShim.docc/MigrationTool.md"

  /// The report as a SARIF 2.1.0 log, so code-scanning tools can show the findings.
  ///
  /// One run; one rule per finding kind (the rule id is the kind, such as `creation`), each with
  /// a `help` text and a `helpUri` (`helpURI#kind`); one result per finding, at level `warning`
  /// for manual steps and `note` otherwise, located by a URI relative to `SRCROOT` and a 1-based
  /// line and column counted in Unicode code points, with the finding's fingerprint in
  /// `partialFingerprints` (`alertshim/v1`) and, when the report has a baseline, its
  /// `baselineState` (`new` or `unchanged`). Files that could not be read become tool execution
  /// notifications.
  ///
  /// - Parameters:
  ///   - toolVersion: The version of the tool, written into the log.
  ///   - repositoryRoot: When given, `SRCROOT` is this directory (which must contain the
  ///     scanned one) and every URI is relative to it; otherwise `SRCROOT` is `rootDirectory`.
  ///   - helpURI: The document the rules' `helpUri` point into.
  /// - Throws: When the scanned directory is not inside `repositoryRoot`.
  public func sarif(
    toolVersion: String, repositoryRoot: String? = nil, helpURI: String = ScanReport.defaultHelpURI
  ) throws(MigrationError) -> String {
    var base = rootDirectory
    var prefix = ""
    if let repositoryRoot {
      guard let root = Platform.realPath(FilePath(repositoryRoot))?.displayString else {
        throw MigrationError("--sarif-root: no such directory: \(repositoryRoot)")
      }
      let scanned = rootDirectory ?? ""
      let rootSlash = root.hasSuffix("/") ? root : root + "/"
      guard scanned == root || scanned.hasPrefix(rootSlash) else {
        throw MigrationError("--sarif-root: \(scanned) is not inside \(root)")
      }
      prefix = scanned == root ? "" : String(scanned.dropFirst(rootSlash.count)) + "/"
      base = root
    }
    let kinds = Finding.Kind.allCases
    let rules = kinds.map { kind in
      JSONValue.object([
        ("id", .string(kind.rawValue)), ("name", .string(kind.ruleName)),
        ("shortDescription", .object([("text", .string(kind.summary))], inline: true)),
        ("help", .object([("text", .string(kind.help))], inline: true)),
        ("helpUri", .string(helpURI + "#" + kind.rawValue)),
        ("defaultConfiguration", .object([("level", .string(kind.level))], inline: true)),
      ])
    }
    var results: [JSONValue] = []
    for file in files {
      for finding in file.findings {
        let artifact = JSONValue.object(
          [
            ("uri", .string(ScanReport.percentEncoded(prefix + file.path))),
            ("uriBaseId", .string("SRCROOT")),
          ],
          inline: true)
        let region = JSONValue.object(
          [("startLine", .int(finding.line)), ("startColumn", .int(finding.column))], inline: true)
        var result: [(String, JSONValue)] = [
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
            "partialFingerprints",
            .object([("alertshim/v1", .string(finding.fingerprint))], inline: true)
          ),
        ]
        if let baseline {
          result.append(
            (
              "baselineState",
              .string(baseline.contains(finding.fingerprint) ? "unchanged" : "new")
            ))
        }
        result.append(
          (
            "properties",
            .object(
              [
                ("name", .string(finding.name)), ("language", .string(file.language.rawValue)),
                ("classification", .string(file.classification.rawValue)),
              ], inline: true)
          ))
        results.append(.object(result))
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
    if let base {
      let directory = base.hasSuffix("/") ? base : base + "/"
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
    for byte in PathQuoting.bytes(of: path) {
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
    case .dismiss: "LegacyDismissCall"
    case .addAction: "AlertControllerAddAction"
    case .textField: "AlertTextFieldUse"
    case .wrapper: "LegacyAlertWrapper"
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
    case .dismiss: "Dismisses a legacy alert or action sheet from code."
    case .addAction: "Adds an action to an alert controller."
    case .textField: "Uses alertViewStyle or an alert text field."
    case .wrapper: "Wraps a legacy class in a category, an extension or a class-method helper."
    case .manualStep: "Needs a change the rewrite cannot make safely."
    }
  }

  /// What to do about findings of this kind.
  var help: String {
    switch self {
    case .creation:
      "Swift: alertshim migrate rewrite renames it (LegacyAlertView, LegacyActionSheet). "
        + "Objective-C: alertshim migrate rewrite renames it (ASAlertView, ASActionSheet of "
        + "AlertShimObjC); until it moves it crashes in an app that adopts the scene life cycle "
        + "(NSObjectNotAvailableException). "
        + "UIAlertController is not legacy code (information only): it could adopt "
        + "AlertController, screen by screen, to be testable without UIKit."
    case .conformance:
      "Renamed by the rewrite to LegacyAlertViewDelegate or LegacyActionSheetDelegate in Swift, "
        + "ASAlertViewDelegate or ASActionSheetDelegate in Objective-C."
    case .delegateMethod:
      "Keeps working after the rename when its signature matches exactly; check the button "
        + "indices it compares against (Swift initialisers put cancel first)."
    case .tagRead:
      "The delegate tells alerts apart by tag: when you move to closures, give each alert its "
        + "own handlers instead."
    case .show:
      "show() and show(completion:) are mirrored. A sheet's show(in:) and show(from:...) "
        + "compile as they are with AlertShimUIKit (the rewrite imports it); an alert's "
        + "show(in:) and the Swift 2 names (showInView(_:), ...) are manual steps. In "
        + "Objective-C, ASAlertView and ASActionSheet have every show selector."
    case .dismiss:
      "dismiss(withClickedButtonIndex:animated:) is mirrored and sends the same delegate "
        + "callbacks; with closures, dismiss the alert on its AlertHost."
    case .addAction:
      "AlertController has addAction(_:) with AlertAction; present it on an AlertHost."
    case .textField:
      "alertViewStyle and textField(at:) are mirrored; AlertTextField has text, placeholder and "
        + "isSecureTextEntry only."
    case .wrapper:
      "The app's own API around the legacy class: migrate the wrapper once, then its call sites "
        + "follow."
    case .manualStep:
      "The rewrite cannot make this change safely: the message says what to do by hand."
    }
  }

  /// The SARIF level.
  var level: String { self == .manualStep ? "warning" : "note" }
}

extension Finding {
  /// The SARIF message of the finding.
  var message: String {
    switch kind {
    case .creation where name == "UIAlertController":
      "Creates a UIAlertController (information: not legacy code; it could adopt AlertController "
        + "to be testable without UIKit)."
    case .creation: "Creates a \(name)."
    case .conformance: "Declares conformance to \(name)."
    case .delegateMethod: "Implements the legacy delegate method \(name)."
    case .tagRead: "Reads tag inside a legacy delegate method."
    case .show: "Shows a legacy alert with \(name)."
    case .dismiss: "Dismisses a legacy alert with \(name)."
    case .addAction: "Adds an alert action with \(name)."
    case .textField: "Uses \(name)."
    case .wrapper: "Wraps a legacy class: \(name)."
    case .manualStep: "Manual step: \(name)."
    }
  }
}
