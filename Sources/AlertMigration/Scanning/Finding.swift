/// One place in a source file that uses legacy alert API, or that needs a manual step.
public struct Finding: Sendable, Hashable, CustomStringConvertible {
  /// What a finding is.
  public enum Kind: String, Sendable, CaseIterable, Comparable {
    /// A creation of `UIAlertView`, `UIActionSheet` or `UIAlertController` written with the class
    /// name (`name` is the class).
    case creation
    /// A declared conformance to `UIAlertViewDelegate` or `UIActionSheetDelegate` (`name` is the
    /// protocol).
    case conformance
    /// An implementation of a legacy delegate method (`name` is the method as written, such as
    /// `alertView(_:clickedButtonAt:)` or `alertView:clickedButtonAtIndex:`).
    case delegateMethod = "delegate-method"
    /// A read of `tag` inside a legacy delegate method (`name` is `tag`).
    case tagRead = "tag-read"
    /// A call that shows an alert or sheet (`name` is the variant, such as `show()`, `show(in:)`
    /// or `showInView:`).
    case show
    /// A call that dismisses a legacy alert or sheet from code (`name` is
    /// `dismiss(withClickedButtonIndex:animated:)` or
    /// `dismissWithClickedButtonIndex:animated:`).
    case dismiss
    /// An `addAction` call on an alert controller.
    case addAction = "add-action"
    /// A use of `alertViewStyle` or of `textField(at:)` / `textFieldAtIndex:`.
    case textField = "text-field"
    /// An app's own wrapper of a legacy class: a category or extension of `UIAlertView` /
    /// `UIActionSheet` (`name` such as `UIAlertView (Blocks)` or `extension UIAlertView`), or a
    /// call of a class-method helper (`+[UIAlertView showWithTitle:message:]`,
    /// `UIAlertView.showAlert(title:)`).
    case wrapper
    /// Something the rewrite cannot do safely; `name` says what and what to do instead.
    case manualStep = "manual-step"

    /// Orders kinds as reports list them.
    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      lhs.rank < rhs.rank
    }

    /// The kind's place among the cases, as declared (`allCases` order), without building
    /// `allCases`.
    var rank: Int {
      switch self {
      case .creation: 0
      case .conformance: 1
      case .delegateMethod: 2
      case .tagRead: 3
      case .show: 4
      case .dismiss: 5
      case .addAction: 6
      case .textField: 7
      case .wrapper: 8
      case .manualStep: 9
      }
    }

    /// The number of kinds.
    static let count = 10

    /// `rawValue`, without making a string.
    var spelling: StaticString {
      switch self {
      case .creation: "creation"
      case .conformance: "conformance"
      case .delegateMethod: "delegate-method"
      case .tagRead: "tag-read"
      case .show: "show"
      case .dismiss: "dismiss"
      case .addAction: "add-action"
      case .textField: "text-field"
      case .wrapper: "wrapper"
      case .manualStep: "manual-step"
      }
    }
  }

  /// What the finding is.
  public var kind: Kind
  /// The class, protocol, method or variant found, or for a manual step what to do.
  public var name: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars (a tab counts as one).
  public var column: Int
  /// The type the finding is in: a Swift type or extension, or an Objective-C class (a
  /// category's class); nil at the top level.
  public var enclosingType: String?
  /// The function, method, initialiser or subscript the finding is in (for a delegate method,
  /// the method itself), as `name(label:)` or an Objective-C selector; nil outside one.
  public var member: String?
  /// A stable identity for baselines: 16 hexadecimal digits hashing the kind, the file (in a
  /// scan report), the enclosing type and member, the name, the code around the finding
  /// without white space, and how many identical findings come before it. The line is not part
  /// of it, so moving code within a file keeps the fingerprint.
  public var fingerprint: String {
    get { fingerprintText ?? Fingerprint.hexadecimal(fingerprintValue) }
    set {
      if let value = Fingerprint.value(ofHexadecimal: newValue) {
        (fingerprintValue, fingerprintText) = (value, nil)
      } else {
        (fingerprintValue, fingerprintText) = (0, newValue)
      }
    }
  }
  /// For a creation, the value its `tag` is set to in the same function, as written.
  public var tag: String?

  /// The fingerprint as a number, when `fingerprintText` is nil: `fingerprint` is then its 16
  /// lowercase hexadecimal digits. So a scan's fingerprints are no strings to make, hash again,
  /// write or free.
  ///
  /// (No initial value, so the memberwise initializer, which ``LineLocator`` uses through
  /// `located(...)`, always names it: a call with the public initializer's labels is never
  /// taken for it. The public initializer is in an extension, which keeps the memberwise one:
  /// an initializer written out in the type copied each new finding once more, retains and
  /// all.)
  private(set) var fingerprintValue: UInt64
  /// The fingerprint when it is not 16 lowercase hexadecimal digits (one given by hand, or the
  /// default ""); nil when `fingerprintValue` holds it. Each fingerprint has one form, so the
  /// findings compare and hash as their fingerprint strings would.
  private(set) var fingerprintText: String?
  /// For a Swift `conformance` finding, or a step that misses a conformance, what the scan of a
  /// tree matches with other files' declarations (`TreeConformances`); nil for other findings.
  /// It is not written in reports, and not part of a finding's identity (`==`, `hash(into:)`).
  var conformance: ConformanceFacts?

  /// `line:column: kind: name`.
  public var description: String { "\(line):\(column): \(kind.rawValue): \(name)" }

  /// Whether the finding is legacy code: false for the findings about `UIAlertController`, its
  /// creations and `addAction` calls, which are modern code and information only (they could
  /// adopt `AlertController`). A gate counts legacy findings unless it names the others.
  public var isLegacy: Bool {
    switch kind {
    case .addAction: false
    case .creation: name != "UIAlertController"
    default: true
    }
  }
}

extension Finding {
  /// Creates a finding.
  public init(
    kind: Kind, name: String, line: Int, column: Int, enclosingType: String? = nil,
    member: String? = nil, fingerprint: String = "", tag: String? = nil
  ) {
    self.init(
      kind: kind, name: name, line: line, column: column, enclosingType: enclosingType,
      member: member, tag: tag, fingerprintValue: 0, fingerprintText: nil, conformance: nil)
    self.fingerprint = fingerprint
  }

  /// A finding whose fingerprint is the 16 hexadecimal digits of `fingerprintValue`.
  @inline(__always)
  static func located(
    kind: Kind, name: String, line: Int, column: Int, enclosingType: String?, member: String?,
    fingerprintValue: UInt64, tag: String?, conformance: ConformanceFacts?
  ) -> Finding {
    Finding(
      kind: kind, name: name, line: line, column: column, enclosingType: enclosingType,
      member: member, tag: tag, fingerprintValue: fingerprintValue, fingerprintText: nil,
      conformance: conformance)
  }

  /// Whether two findings are the same: every property but the scan's own bookkeeping of
  /// conformances, which reports do not show.
  public static func == (left: Finding, right: Finding) -> Bool {
    left.kind == right.kind && left.name == right.name && left.line == right.line
      && left.column == right.column && left.enclosingType == right.enclosingType
      && left.member == right.member && left.tag == right.tag
      && left.fingerprintValue == right.fingerprintValue
      && left.fingerprintText == right.fingerprintText
  }

  /// Hashes the properties that `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(name)
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(enclosingType)
    hasher.combine(member)
    hasher.combine(tag)
    hasher.combine(fingerprintValue)
    hasher.combine(fingerprintText)
  }

  /// Sets the fingerprint to the 16 hexadecimal digits of `value`.
  mutating func setFingerprint(_ value: UInt64) {
    (fingerprintValue, fingerprintText) = (value, nil)
  }
}

/// A finding located by byte offset, before lines and columns are worked out.
struct RawFinding: Sendable {
  var kind: Finding.Kind
  var name: String
  var offset: Int
  var enclosingType: String?
  var member: String?
  var tag: String?
  /// For a show, whether it calls one of the UIKit-shaped entry points AlertShimUIKit adds
  /// (`show(in: UIView)`, `show(from: UIBarButtonItem, animated:)`, …): the rewrite then adds
  /// `import AlertShimUIKit`.
  var usesUIKitEntryPoint = false
  /// For a Swift conformance or a step that misses one, what the scan of a tree matches with
  /// other files' declarations.
  var conformance: ConformanceFacts? = nil
  /// Whether it is a step about what `textField(at:)` returned, through a name it initialised
  /// (`let field = alert.textField(at: 0)`): in migrated code it goes with the `text-field`
  /// findings (`LegacyAPI.dropMigratedTextFieldUses`).
  var isAboutAHeldTextField = false
}

/// The language of a source file, chosen by its extension.
public enum SourceLanguage: String, Sendable, CaseIterable {
  /// Swift (`.swift`).
  case swift
  /// Objective-C, Objective-C++, a C header or a prefix header (`.m`, `.mm`, `.h`, `.pch`).
  case objectiveC = "objc"

  /// The language of files with this extension (without the dot), or nil when the tool does not
  /// read such files.
  public init?(pathExtension: some StringProtocol) {
    switch pathExtension {
    case "swift": self = .swift
    case "m", "mm", "h", "pch": self = .objectiveC
    default: return nil
    }
  }

  /// The language of the file at `path`, by its extension.
  public init?(path: some StringProtocol) {
    guard let dot = path.lastIndex(of: "."),
      !path[dot...].contains("/")
    else { return nil }
    self.init(pathExtension: path[path.index(after: dot)...])
  }
}

/// What migrating a file takes.
public enum Classification: String, Sendable, CaseIterable {
  /// Swift that uses only API AlertShim mirrors: `alertshim migrate rewrite` is all it needs.
  case renameOnly = "rename-only"
  /// Swift that also uses something AlertShim does not mirror; each is a `manual-step` finding.
  case manualSteps = "manual-steps"
  /// Objective-C: `alertshim migrate rewrite` renames it onto AlertShimObjC (`ASAlertView`, …),
  /// whose manual steps the rewrite lists (the scan does not tell them apart).
  case objectiveC = "objective-c"
  /// Swift or Objective-C whose findings are all about `UIAlertController` (no finding
  /// ``Finding/isLegacy``): modern code, nothing to migrate; it could adopt `AlertController` to
  /// be testable without UIKit.
  case alertController = "alert-controller"

  /// The classification's place among the cases, as declared (`allCases` order).
  var rank: Int {
    switch self {
    case .renameOnly: 0
    case .manualSteps: 1
    case .objectiveC: 2
    case .alertController: 3
    }
  }

  /// The classification of a file in `language` with `findings` findings, `legacy` of them
  /// legacy code and `manualSteps` of them manual steps.
  init(language: SourceLanguage, findings: Int, legacy: Int, manualSteps: Int) {
    self =
      findings > 0 && legacy == 0
      ? .alertController
      : language == .objectiveC ? .objectiveC : manualSteps > 0 ? .manualSteps : .renameOnly
  }

  /// `rawValue`, without making a string.
  var spelling: StaticString {
    switch self {
    case .renameOnly: "rename-only"
    case .manualSteps: "manual-steps"
    case .objectiveC: "objective-c"
    case .alertController: "alert-controller"
    }
  }
}
