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

/// A renderer that knows the size class and size of the place it draws in
/// (a package hook; the UIKit renderer reads its presenter's trait collection).
///
/// The host asks before each presentation (with the alert) and when a legacy
/// sheet picks its anchor (without), and takes the answer as its ``AlertHost/traits`` and
/// ``AlertHost/canvasSize`` (SEMANTICS U6). Nil keeps the host's values.
@MainActor
package protocol AlertEnvironmentProviding: AlertRenderer {
  func currentEnvironment(
    for alert: AlertController?, in host: AlertHost
  ) -> (traits: HostTraits, canvasSize: AlertSize)?
}

/// What a renderer's UI did on its own to an alert, reported through
/// ``AlertHost/rendererReported(_:for:)`` (a package hook; the UIKit renderer
/// uses it, because UIKit dismisses an alert for a tap before it runs the
/// action's handler, and may remove an alert with the controller under it).
package enum RendererReport: Hashable, Sendable {
  /// The UI began to resolve the shown alert; how follows.
  case resolving
  /// The user selected the action at this index.
  case selected(actionAt: Int)
  /// The user tapped outside the sheet: its cancel action runs, if it has one.
  case tappedOutside
  /// The UI shows the alert again after removing it.
  case restored
  /// The UI removed the alert and cannot show it again.
  case lost
}
