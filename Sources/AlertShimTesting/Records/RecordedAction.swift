/// An action as it was presented: its style, title and enabled state.
///
/// Tests write the actions they expect in the order they are shown:
///
/// ```swift
/// spy.verify(title: "Delete?", actions: [.cancel("Cancel"), .destructive("Delete")])
/// ```
///
/// `isEnabled` defaults to true; a button that was disabled when the alert
/// appeared is written `.default("Log In", isEnabled: false)`.
public enum RecordedAction: Sendable, Hashable, CustomStringConvertible {
  /// An action with style `.default`.
  case `default`(String?, isEnabled: Bool = true)
  /// The action with style `.cancel`.
  case cancel(String?, isEnabled: Bool = true)
  /// An action with style `.destructive`.
  case destructive(String?, isEnabled: Bool = true)

  /// Records `action` as it is now.
  @MainActor
  public init(_ action: AlertAction) {
    self.init(title: action.title, style: action.style, isEnabled: action.isEnabled)
  }

  /// Creates the record of an action with the given parts.
  public init(title: String?, style: AlertAction.Style, isEnabled: Bool = true) {
    switch style {
    case .default: self = .default(title, isEnabled: isEnabled)
    case .cancel: self = .cancel(title, isEnabled: isEnabled)
    case .destructive: self = .destructive(title, isEnabled: isEnabled)
    }
  }

  /// The button's title.
  public var title: String? {
    switch self {
    case .default(let title, _), .cancel(let title, _), .destructive(let title, _): return title
    }
  }

  /// The button's role.
  public var style: AlertAction.Style {
    switch self {
    case .default: return .default
    case .cancel: return .cancel
    case .destructive: return .destructive
    }
  }

  /// Whether the button could be selected when the alert was presented.
  public var isEnabled: Bool {
    switch self {
    case .default(_, let isEnabled), .cancel(_, let isEnabled), .destructive(_, let isEnabled):
      return isEnabled
    }
  }

  /// Source-like: `.default("OK")`, `.cancel(nil)`, `.default("Log In", isEnabled: false)`.
  public var description: String {
    let enabled = isEnabled ? "" : ", isEnabled: false"
    return ".\(style)(\(TestDescription.quoted(title))\(enabled))"
  }
}
