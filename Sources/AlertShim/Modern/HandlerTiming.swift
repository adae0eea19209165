/// When an action's handler runs relative to the alert being hidden (SEMANTICS M6).
public enum HandlerTiming: Sendable, Hashable {
  /// After the renderer has hidden the alert, as `UIAlertController` does (the default).
  case afterDismissal
  /// Before the alert is hidden.
  case beforeDismissal
}
