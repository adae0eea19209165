/// Where an action sheet points to when it is shown as a popover (SEMANTICS P6).
///
/// Anchors are plain values: they are recorded on the controller and visible
/// to renderers and tests, on every platform.
public enum AlertAnchor: Sendable, Hashable, CustomStringConvertible {
  /// A rectangle in the host's coordinates.
  case rect(x: Double, y: Double, width: Double, height: Double)
  /// A bar button item, named by an identifier of the app's choosing.
  case barItem(String)

  /// A 1×1 rectangle at the centre of a canvas of the given size (SEMANTICS S5, M8).
  public static func centre(of size: AlertSize) -> AlertAnchor {
    .rect(x: size.width / 2, y: size.height / 2, width: 1, height: 1)
  }

  public var description: String {
    switch self {
    case .rect(let x, let y, let width, let height):
      return "rect(x: \(x), y: \(y), width: \(width), height: \(height))"
    case .barItem(let id):
      return "barItem(\(id))"
    }
  }
}

/// The size of a host's canvas, used to place a centred popover anchor.
public struct AlertSize: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
