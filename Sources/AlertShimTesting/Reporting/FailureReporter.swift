import Testing
import XCTest

/// Where the kit reports a failed verification: Swift Testing, XCTest, or a
/// test's own collector.
///
/// ``AlertSpy`` uses ``automatic`` unless it is given another reporter:
///
/// ```swift
/// let failures = CollectingFailureReporter()
/// let spy = AlertSpy(reporter: failures)
/// ```
@MainActor
public protocol FailureReporter {
  /// Reports one failed check.
  func reportFailure(_ failure: VerificationFailure)
}

extension FailureReporter where Self == AutomaticFailureReporter {
  /// Swift Testing's `Issue.record` inside a Swift Testing test; elsewhere both XCTest's
  /// `XCTFail` and `Issue.record`, so a check that runs outside the test's task (a detached
  /// task, a `DispatchQueue` callback) still fails the run it is in.
  public static var automatic: AutomaticFailureReporter { AutomaticFailureReporter() }
}

extension FailureReporter where Self == SwiftTestingFailureReporter {
  /// Always Swift Testing's `Issue.record`, at the failure's `sourceLocation`.
  public static var swiftTesting: SwiftTestingFailureReporter { SwiftTestingFailureReporter() }
}

extension FailureReporter where Self == XCTestFailureReporter {
  /// Always XCTest's `XCTFail`, at the place the check was written.
  public static var xcTest: XCTestFailureReporter { XCTestFailureReporter() }
}

/// Reports to Swift Testing when a Swift Testing test is running, else to XCTest and to
/// Swift Testing.
///
/// Swift Testing is detected with `Test.current`, which is set for the task
/// running a `@Test` function and the tasks it creates, but not in a detached task or a
/// `DispatchQueue` callback. There the failure goes to both: `XCTFail` fails a running XCTest
/// test, and `Issue.record` fails a Swift Testing run (as an issue of no particular test), so
/// a failed check is never dropped.
public struct AutomaticFailureReporter: FailureReporter {
  private let isInSwiftTesting: @MainActor () -> Bool
  private let swiftTesting: any FailureReporter
  private let xcTest: any FailureReporter

  /// Creates the reporter that ``FailureReporter/automatic`` returns.
  public init() {
    self.init(
      isInSwiftTesting: { Test.current != nil }, swiftTesting: SwiftTestingFailureReporter(),
      xcTest: XCTestFailureReporter())
  }

  /// A reporter with its decision and both sides replaced, for the kit's own
  /// tests (through `@testable import`).
  init(
    isInSwiftTesting: @escaping @MainActor () -> Bool, swiftTesting: any FailureReporter,
    xcTest: any FailureReporter
  ) {
    self.isInSwiftTesting = isInSwiftTesting
    self.swiftTesting = swiftTesting
    self.xcTest = xcTest
  }

  /// Reports to Swift Testing inside a Swift Testing test, to XCTest and Swift Testing
  /// otherwise.
  public func reportFailure(_ failure: VerificationFailure) {
    if isInSwiftTesting() {
      swiftTesting.reportFailure(failure)
    } else {
      xcTest.reportFailure(failure)
      swiftTesting.reportFailure(failure)
    }
  }
}

/// Records each failure as a Swift Testing issue at its `sourceLocation`.
public struct SwiftTestingFailureReporter: FailureReporter {
  /// Creates the reporter that ``FailureReporter/swiftTesting`` returns.
  public init() {}

  /// Records the failure with `Issue.record` at its source location.
  public func reportFailure(_ failure: VerificationFailure) {
    Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.sourceLocation)
  }
}

/// Reports each failure with `XCTFail` at the place the check was written.
///
/// `XCTFail` takes only compile-time file names: a failure created from a
/// `SourceLocation` alone is reported at this file, with the location
/// appended to its message.
public struct XCTestFailureReporter: FailureReporter {
  /// Creates the reporter that ``FailureReporter/xcTest`` returns.
  public init() {}

  /// Reports the failure with `XCTFail` at its file and line.
  public func reportFailure(_ failure: VerificationFailure) {
    if let (file, line) = failure.xcTestLocation {
      XCTFail(failure.message, file: file, line: line)
    } else {
      XCTFail("\(failure.message) (at \(failure.sourceLocation))")
    }
  }
}

/// Keeps every failure instead of failing the test, so a test can check the
/// messages of its own helpers built on the kit.
public final class CollectingFailureReporter: FailureReporter {
  /// The failures reported so far, in order.
  public private(set) var failures: [VerificationFailure] = []

  /// Creates an empty collector.
  public init() {}

  /// The messages of ``failures``, in order.
  public var messages: [String] { failures.map(\.message) }

  /// Keeps the failure in ``failures``.
  public func reportFailure(_ failure: VerificationFailure) {
    failures.append(failure)
  }

  /// Forgets the failures reported so far.
  public func removeAll() {
    failures.removeAll()
  }
}
