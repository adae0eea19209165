/// A failure of the migration tool: a path that cannot be read or written.
public struct MigrationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, naming the path.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The error's message.
  public var description: String { message }
}
