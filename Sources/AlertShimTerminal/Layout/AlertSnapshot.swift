/// What an alert shows, as a value: the input of ``AlertLayout``.
///
/// A snapshot holds only what is drawn. The text of a secure field is not
/// kept at all, only its length, so a snapshot can be printed, compared or
/// logged without exposing a secret (SEMANTICS T1).
public struct AlertSnapshot: Sendable, Hashable {
  /// Alert or action sheet.
  public enum Style: Sendable, Hashable {
    case alert, actionSheet
  }

  /// One button as shown.
  public struct Action: Sendable, Hashable {
    /// The role of a button, which decides where it goes and how it looks.
    public enum Role: Sendable, Hashable {
      case `default`, cancel, destructive
    }

    public var title: String
    public var role: Role
    public var isEnabled: Bool
    /// Whether this is the alert's default action
    /// (`AlertController.returnKeyAction`, SEMANTICS M5): drawn bold.
    public var isPreferred: Bool
    /// Whether the app chose this button as `AlertController.preferredAction`
    /// (which makes it the default action too, when enabled). Focus starts
    /// on it even when it is destructive.
    public var isPreferredAction: Bool

    public init(
      _ title: String, role: Role = .default, isEnabled: Bool = true, isPreferred: Bool = false,
      isPreferredAction: Bool = false
    ) {
      self.title = title
      self.role = role
      self.isEnabled = isEnabled
      self.isPreferred = isPreferred
      self.isPreferredAction = isPreferredAction
    }
  }

  /// One text field as shown.
  public struct TextField: Sendable, Hashable, CustomStringConvertible {
    public var placeholder: String?
    /// The text of a plain field; empty for a secure one.
    public private(set) var text: String
    public private(set) var isSecure: Bool
    /// The number of characters in the field, shown as bullets when secure.
    public private(set) var length: Int

    /// A plain field showing `text`.
    public init(text: String = "", placeholder: String? = nil) {
      self.placeholder = placeholder
      self.text = text
      self.isSecure = false
      self.length = text.count
    }

    /// A secure field holding `length` characters, of which nothing else is
    /// kept.
    public init(secureLength length: Int, placeholder: String? = nil) {
      self.placeholder = placeholder
      self.text = ""
      self.isSecure = true
      self.length = length
    }

    /// What the field displays: the text, or one bullet per character.
    public var displayedText: String {
      isSecure ? String(repeating: "\u{2022}", count: length) : text
    }

    public var description: String {
      let shown = isSecure ? "<secure, \(length) characters>" : "\"\(text)\""
      return "TextField(\(shown), placeholder: \(placeholder.map { "\"\($0)\"" } ?? "nil"))"
    }
  }

  public var title: String?
  public var message: String?
  public var style: Style
  /// A sheet shown as a popover (regular host): drawn as a compact box
  /// instead of full width. Its cancel button is already left out of
  /// ``actions`` (SEMANTICS S6).
  public var isPopover: Bool
  /// The displayed buttons, in the controller's order.
  public var actions: [Action]
  public var textFields: [TextField]

  public init(
    title: String? = nil, message: String? = nil, style: Style = .alert, isPopover: Bool = false,
    actions: [Action] = [], textFields: [TextField] = []
  ) {
    self.title = title
    self.message = message
    self.style = style
    self.isPopover = isPopover
    self.actions = actions
    self.textFields = textFields
  }
}

/// Where keyboard focus is: on a button or in a text field.
public enum AlertFocus: Sendable, Hashable {
  /// The button at this index of ``AlertSnapshot/actions``.
  case action(Int)
  /// The text field at this index, with the cursor before the character at
  /// `cursor` (a count of characters from the start).
  case textField(Int, cursor: Int)
  /// The message, when it scrolls: the arrow keys scroll it.
  case message
}
