import Testing

/// One difference found by ``AlertSpy``'s `verify`, with the place in the
/// test that asked for the check.
///
/// The message has the form `Expected "OK", but was "Cancel" - action 1 title`:
/// what the test expected, what was presented, and which part of the alert differs.
public struct VerificationFailure: Sendable, CustomStringConvertible {
  /// What differs, e.g. `Expected "OK", but was "Cancel" - action 1 title`.
  public let message: String
  /// Where the check was written.
  public let sourceLocation: SourceLocation
  /// The same place as compile-time values, which is what `XCTFail` takes;
  /// nil when the check was given only a `SourceLocation`.
  let xcTestLocation: (file: StaticString, line: UInt)?

  /// Creates a failure at `sourceLocation`.
  public init(message: String, sourceLocation: SourceLocation) {
    self.message = message
    self.sourceLocation = sourceLocation
    self.xcTestLocation = nil
  }

  /// Creates a failure at the place given by the `#fileID`, `#filePath`,
  /// `#line` and `#column` of a call, usable by both test frameworks.
  public init(
    message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.message = message
    self.sourceLocation = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    self.xcTestLocation = (filePath, line)
  }

  /// The failure's message.
  public var description: String { message }
}
