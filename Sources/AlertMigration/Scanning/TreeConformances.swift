/// What the scan of a tree needs to know of a Swift `conformance` finding, or of a step that
/// misses a conformance (``LegacyAPI/missingConformance(of:)``), beyond what a report shows: the
/// facts another file's declarations are matched with. Not written in reports.
struct ConformanceFacts: Sendable, Equatable {
  /// A conformance: the type that declares it with the types it is nested in
  /// (`Inbox.Coordinator`), when that is not the finding's `enclosingType`.
  var conformingType: String?
  /// A conformance: whether a protocol declares it (`protocol ScreenAlerts:
  /// UIAlertViewDelegate`), so that a type that declares the protocol conforms too.
  var byProtocol = false
  /// A step: the names the step's type inherits in its file, as its headers write them
  /// (`UIViewController`, `ScreenAlerts`, `Kit.ScreenAlerts`), left to right, header by header.
  var inherited: [String] = []

  /// Whether `written`, a name in an inheritance clause, names the protocol whose qualified name
  /// is `qualified`: only when it is spelled the same. A protocol named with its module
  /// (`App.ScreenAlerts`), or nested in a type and named without it, is not matched, and the
  /// step it would answer stays: matching the last component could take another type of that
  /// name (`Kit.ScreenAlerts`) for it, and drop a step that is needed.
  static func names(_ written: String, _ qualified: String) -> Bool {
    written == qualified
  }
}

/// The legacy delegate conformances the Swift files of a tree declare, to drop the steps of a
/// file that misses a conformance (``LegacyAPI/missingConformance(of:)``) when another file
/// declares it: for the step's type itself, or for a protocol the step's type inherits that
/// refines the delegate protocol. Matching goes by qualified names (`Inbox.Coordinator`), so
/// another type of the same name never answers a step.
struct TreeConformances {
  /// `LegacyAPI.conformanceKey` of each conformance.
  private var declared: Set<String> = []
  /// The protocols that refine a delegate protocol, with the delegate protocol
  /// (`conformanceKey(type: protocol, protocol: delegate)`).
  private var refining: [(protocol: String, delegate: String)] = []

  /// Notes a Swift finding; only conformances count.
  mutating func add(_ finding: RawFinding) {
    guard finding.kind == .conformance else { return }
    add(
      type: finding.conformance?.conformingType ?? finding.enclosingType, delegate: finding.name,
      byProtocol: finding.conformance?.byProtocol ?? false)
  }

  /// Notes a Swift finding; only conformances count.
  mutating func add(_ finding: Finding) {
    guard finding.kind == .conformance else { return }
    add(
      type: finding.conformance?.conformingType ?? finding.enclosingType, delegate: finding.name,
      byProtocol: finding.conformance?.byProtocol ?? false)
  }

  private mutating func add(type: String?, delegate: String, byProtocol: Bool) {
    declared.insert(LegacyAPI.conformanceKey(type: type, protocol: delegate))
    if byProtocol, let type { refining.append((type, delegate)) }
  }

  /// Whether some Swift file declares a conformance to `delegate` (UIKit's name).
  func declaresAny(_ delegate: String) -> Bool {
    let suffix = LegacyAPI.conformanceKey(type: nil, protocol: delegate)
    return declared.contains { $0.hasSuffix(suffix) }
  }

  /// Whether the conformance that `step` misses is declared in the tree: by its type, or by a
  /// protocol its type inherits. Nil when `step` misses no conformance.
  func answers(_ step: Finding) -> Bool? {
    guard let missing = LegacyAPI.missingConformance(of: step) else { return nil }
    if declared.contains(missing.key) { return true }
    guard let inherited = step.conformance?.inherited, !inherited.isEmpty else { return false }
    return refining.contains { refiner in
      refiner.delegate == missing.delegate
        && inherited.contains { ConformanceFacts.names($0, refiner.protocol) }
    }
  }
}
