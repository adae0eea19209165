/// Where AlertShim reports misuse (SEMANTICS D1).
///
/// Every misuse reports exactly one ``AlertShimIssue`` through ``handler`` and
/// leaves all state unchanged. The default handler writes one line to standard
/// error, prefixed `AlertShim:`. Replace it to route issues to your logger or to
/// fail tests:
///
/// ```swift
/// AlertDiagnostics.handler = { issue in logger.warning("\(issue.message)") }
/// ```
///
/// Tests that run in parallel should not replace the global handler; they
/// capture the issues of one piece of code with ``capture(_:)``, which is local
/// to the current task:
///
/// ```swift
/// let (index, issues) = AlertDiagnostics.capture { view.addButton(withTitle: nil) }
/// #expect(issues.map(\.kind) == [.missingButtonTitle])
/// ```
public enum AlertDiagnostics {
  /// The process-wide handler. Reports made inside ``capture(_:)`` do not reach it.
  public static var handler: @Sendable (AlertShimIssue) -> Void {
    get { storage.handler }
    set { storage.handler = newValue }
  }

  /// The handler installed when the process starts: one line on standard error.
  public static let standardErrorHandler: @Sendable (AlertShimIssue) -> Void = { issue in
    writeToStandardError(issue.description + "\n")
  }

  /// Reports one issue to the capturing scope of the current task, or else to ``handler``.
  public static func report(_ issue: AlertShimIssue) {
    if let collector = collector {
      collector.append(issue)
    } else {
      handler(issue)
    }
  }

  /// Reports one issue of the given kind.
  public static func report(_ kind: AlertShimIssue.Kind, _ message: String) {
    report(AlertShimIssue(kind: kind, message: message))
  }

  /// Runs `body` and returns its result with every issue it reported, in order.
  ///
  /// The capture is bound to the current task (and tasks it creates), so tests
  /// running in parallel each see only their own issues.
  public static func capture<R>(
    _ body: () throws -> R
  ) rethrows -> (result: R, issues: [AlertShimIssue]) {
    let box = IssueCollector()
    let result = try $collector.withValue(box) { try body() }
    return (result, box.issues)
  }

  /// The asynchronous form of ``capture(_:)``.
  public static func capture<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> (result: R, issues: [AlertShimIssue]) {
    let box = IssueCollector()
    let result = try await $collector.withValue(box) { try await body() }
    return (result, box.issues)
  }

  @TaskLocal private static var collector: IssueCollector?
  private static let storage = HandlerStorage(standardErrorHandler)
}

/// The process-wide handler behind a lock.
///
/// Not a `Locked<Handler>`: a closure passed `inout` through a generic
/// `withLock` is re-abstracted on the way in and again on the way back, so
/// every read wrapped the stored closure in two more thunks. After tens of
/// thousands of reports, calling the handler overflowed the stack. A stored
/// property of the concrete function type is never re-wrapped, so a report
/// costs the same, in time and memory, however many came before it.
private final class HandlerStorage: @unchecked Sendable {
  // @unchecked: `stored` is only touched while `lock` is held.
  private let lock = PlatformLock()
  private var stored: @Sendable (AlertShimIssue) -> Void

  init(_ handler: @escaping @Sendable (AlertShimIssue) -> Void) {
    stored = handler
  }

  var handler: @Sendable (AlertShimIssue) -> Void {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}

/// Collects issues for ``AlertDiagnostics/capture(_:)``.
private final class IssueCollector: Sendable {
  private let storage = Locked<[AlertShimIssue]>([])
  var issues: [AlertShimIssue] { storage.withLock { $0 } }
  func append(_ issue: AlertShimIssue) { storage.withLock { $0.append(issue) } }
}
