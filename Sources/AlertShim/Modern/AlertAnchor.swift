/// Where an action sheet points to when it is shown as a popover (SEMANTICS P6).
///
/// Anchors are plain values: they are recorded on the controller and visible
/// to renderers and tests, on every platform.
public enum AlertAnchor: Sendable, Hashable, CustomStringConvertible {
  /// A rectangle in the host's coordinates.
  case rect(x: Double, y: Double, width: Double, height: Double)
  /// A bar button item, named by an identifier of the app's choosing.
  case barItem(String)

  /// A 1×1 rectangle at the center of a canvas of the given size (SEMANTICS S5, M8).
  public static func center(of size: AlertSize) -> AlertAnchor {
    .rect(x: size.width / 2, y: size.height / 2, width: 1, height: 1)
  }

  /// The anchor of an action sheet shown on `host` without one (SEMANTICS S5, M8):
  /// the center of the host's canvas when the host shows sheets as popovers
  /// (`.regular`), none when it shows them full width.
  ///
  /// The one place that decides it, for ``AlertHost``, the legacy sheet and
  /// `AlertDialog`.
  @MainActor
  static func sheetDefault(on host: AlertHost) -> AlertAnchor? {
    host.traits == .regular ? .center(of: host.canvasSize) : nil
  }

  /// `rect(x: 0.0, y: 0.0, width: 10.0, height: 10.0)` or `barItem(share)`.
  public var description: String {
    switch self {
    case .rect(let x, let y, let width, let height):
      return "rect(x: \(x), y: \(y), width: \(width), height: \(height))"
    case .barItem(let id):
      return "barItem(\(id))"
    }
  }
}
