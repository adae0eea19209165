/// The size of a host's canvas, used to place a centred popover anchor.
public struct AlertSize: Sendable, Hashable {
  /// The width, in the host's points or columns.
  public var width: Double
  /// The height, in the host's points or rows.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
