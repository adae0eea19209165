/// Draws alerts for an ``AlertHost``: headless for tests, a terminal, or UIKit.
///
/// A renderer is told to show, hide and update an alert, and calls the
/// completion once showing or hiding has finished (after any animation). It
/// never resolves an alert by itself: it reports every input through the
/// host's one door (``AlertHost/select(actionAt:)``, ``AlertHost/tapOutside()``,
/// ``AlertHost/cancelBySystem()``, ``AlertHost/typeText(_:intoTextFieldAt:)``),
/// the same door tests use.
@MainActor
public protocol AlertRenderer: AnyObject {
  /// Draws `alert`; calls `completion` once it is on screen.
  func show(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void)
  /// Removes `alert`; calls `completion` once it is gone.
  func hide(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void)
  /// Redraws `alert` after a change of title, message, actions, enabled state or text.
  func update(_ alert: AlertController, in host: AlertHost)
}

extension AlertRenderer where Self == HeadlessRenderer {
  /// A renderer that draws nothing and finishes showing and hiding at once.
  public static var headless: HeadlessRenderer { HeadlessRenderer() }

  /// A headless renderer in the given mode.
  public static func headless(mode: HeadlessRenderer.Mode) -> HeadlessRenderer {
    HeadlessRenderer(mode: mode)
  }
}
