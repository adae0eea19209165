/// An alert described as a value: what an ``AlertController`` shows at one moment.
///
/// Renderers and tests read this one description rather than copies of their
/// own: the terminal layout draws it, the UIKit bridge builds its
/// `UIAlertController` from it, and the testing kit records it
/// (`RecordedAlert` is this type).
///
/// ```swift
/// let state = alert.state
/// #expect(state.actions == [.cancel("Cancel"), .destructive("Delete")])
/// ```
///
/// A state is `Sendable` and `Hashable`, and its ``description`` reads like
/// source. The text of a secure field is never part of it, only the number
/// of characters shown as bullets, so a state can be printed, compared,
/// logged or sent to another thread without exposing a secret (SEMANTICS T1).
public struct AlertState: Sendable, Hashable, CustomStringConvertible {
  /// The title, shown bold at the top.
  public var title: String?
  /// The message under the title.
  public var message: String?
  /// Alert or action sheet.
  public var style: AlertController.Style
  /// Every action in order, the hidden cancel action of a popover included (SEMANTICS M1).
  public var actions: [Action]
  /// The index in ``actions`` of the preferred action, if one was set (SEMANTICS M4).
  public var preferredActionIndex: Int?
  /// The text fields in order; empty when there are none (SEMANTICS M3).
  public var textFields: [TextField]
  /// Where an action sheet points to (SEMANTICS P6).
  public var anchor: AlertAnchor?
  /// Whether the alert is shown as a popover: an action sheet on a `.regular`
  /// host, which does not display its cancel action (SEMANTICS M8, S6).
  public var isPopover: Bool

  /// Creates a state with the given parts.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - style: Alert or action sheet.
  ///   - actions: Every action in order.
  ///   - preferredActionIndex: The index in `actions` of the preferred action.
  ///   - textFields: The text fields in order.
  ///   - anchor: Where an action sheet points to.
  ///   - isPopover: Whether the sheet is shown as a popover.
  public init(
    title: String?, message: String? = nil, style: AlertController.Style = .alert,
    actions: [Action] = [], preferredActionIndex: Int? = nil, textFields: [TextField] = [],
    anchor: AlertAnchor? = nil, isPopover: Bool = false
  ) {
    self.title = title
    self.message = message
    self.style = style
    self.actions = actions
    self.preferredActionIndex = preferredActionIndex
    self.textFields = textFields
    self.anchor = anchor
    self.isPopover = isPopover
  }

  /// Describes `controller` as it is now, leaving out the text of its secure
  /// fields (SEMANTICS T1).
  @MainActor
  public init(_ controller: AlertController) {
    self.init(
      title: controller.title, message: controller.message, style: controller.preferredStyle,
      actions: controller.actions.map(Action.init),
      preferredActionIndex: controller.preferredAction.flatMap { preferred in
        controller.actions.firstIndex { $0 === preferred }
      },
      textFields: controller.textFields.map(TextField.init),
      anchor: controller.anchor, isPopover: controller.isPopover)
  }

  /// The preferred action, if one was set.
  public var preferredAction: Action? {
    guard let index = preferredActionIndex, actions.indices.contains(index) else { return nil }
    return actions[index]
  }

  /// The index in ``actions`` of the action that the Return key triggers (SEMANTICS M5).
  ///
  /// The preferred action when it is enabled; else the only enabled action;
  /// else, when exactly two actions are enabled and one is `.cancel`, the
  /// other one; else nil.
  public var returnKeyActionIndex: Int? {
    Self.returnKeyIndex(
      preferred: preferredActionIndex, count: actions.count,
      isEnabled: { actions[$0].isEnabled }, isCancel: { actions[$0].style == .cancel })
  }

  /// The indices in ``actions`` of the actions a renderer displays: all of
  /// them, except the cancel action of a popover (SEMANTICS M8, S6).
  public var displayedActionIndices: [Int] {
    actions.indices.filter { Self.isDisplayed(actions[$0].style, isPopover: isPopover) }
  }

  /// Source-like: `AlertState(.alert, title: "Delete?", actions: [.cancel("Cancel"), .destructive("Delete")])`.
  ///
  /// A secure field shows its placeholder and its length, never its text (SEMANTICS T1).
  public var description: String {
    var parts = [".\(style)", "title: \(Self.quoted(title))"]
    if let message { parts.append("message: \(Self.quoted(message))") }
    parts.append("actions: [\(actions.map(\.description).joined(separator: ", "))]")
    if let preferredActionIndex {
      parts.append("preferredAction: \(preferredAction?.description ?? "\(preferredActionIndex)")")
    }
    if !textFields.isEmpty {
      parts.append("textFields: [\(textFields.map(\.description).joined(separator: ", "))]")
    }
    if let anchor { parts.append("anchor: .\(anchor)") }
    if isPopover { parts.append("popover") }
    return "AlertState(\(parts.joined(separator: ", ")))"
  }

  // MARK: Rules shared with AlertController

  /// Whether an action of `style` is displayed: a popover hides its cancel action (M8, S6).
  static func isDisplayed(_ style: AlertAction.Style, isPopover: Bool) -> Bool {
    !(isPopover && style == .cancel)
  }

  /// The action the Return key triggers among `count` actions (SEMANTICS M5).
  static func returnKeyIndex(
    preferred: Int?, count: Int, isEnabled: (Int) -> Bool, isCancel: (Int) -> Bool
  ) -> Int? {
    if let preferred, (0..<count).contains(preferred), isEnabled(preferred) { return preferred }
    let enabled = (0..<count).filter(isEnabled)
    if enabled.count == 1 { return enabled[0] }
    if enabled.count == 2, let cancel = enabled.firstIndex(where: isCancel) {
      return enabled[1 - cancel]
    }
    return nil
  }

  /// A string as a Swift literal (`"OK"`, quotes and backslashes escaped), or `nil`.
  ///
  /// `package`: AlertShimTesting writes its failure messages with it.
  package static func quoted(_ string: String?) -> String {
    guard let string else { return "nil" }
    return String(reflecting: string)
  }
}

extension AlertState {
  /// One action as described: its title, role and whether it can be selected.
  ///
  /// Written like the cases of an enum: `.default("OK")`, `.cancel("Cancel")`,
  /// `.destructive("Delete", isEnabled: false)`.
  public struct Action: Sendable, Hashable, CustomStringConvertible {
    /// The button's title.
    public var title: String?
    /// The button's role, which decides where and how it is shown.
    public var style: AlertAction.Style
    /// Whether the action can be selected (SEMANTICS M1).
    public var isEnabled: Bool

    /// Creates the description of an action with the given parts.
    public init(title: String?, style: AlertAction.Style = .default, isEnabled: Bool = true) {
      self.title = title
      self.style = style
      self.isEnabled = isEnabled
    }

    /// Describes `action` as it is now.
    @MainActor
    public init(_ action: AlertAction) {
      self.init(title: action.title, style: action.style, isEnabled: action.isEnabled)
    }

    /// An action with style `.default`.
    public static func `default`(_ title: String?, isEnabled: Bool = true) -> Self {
      Self(title: title, style: .default, isEnabled: isEnabled)
    }

    /// An action with style `.cancel`.
    public static func cancel(_ title: String?, isEnabled: Bool = true) -> Self {
      Self(title: title, style: .cancel, isEnabled: isEnabled)
    }

    /// An action with style `.destructive`.
    public static func destructive(_ title: String?, isEnabled: Bool = true) -> Self {
      Self(title: title, style: .destructive, isEnabled: isEnabled)
    }

    /// Source-like: `.default("OK")`, `.cancel(nil)`, `.default("Log In", isEnabled: false)`.
    public var description: String {
      let enabled = isEnabled ? "" : ", isEnabled: false"
      return ".\(style)(\(AlertState.quoted(title))\(enabled))"
    }
  }

  /// One text field as described: its placeholder, whether it is secure, and
  /// its text unless it is secure.
  ///
  /// The text of a secure field is not kept at all, only its length, so that
  /// it can be shown as bullets (SEMANTICS T1). Written `.plain(placeholder: "Login")`
  /// or `.secure(placeholder: "Password")`.
  public struct TextField: Sendable, Hashable, CustomStringConvertible {
    /// The grey hint shown while the field is empty.
    public var placeholder: String?
    /// Whether the field hides what is typed.
    public private(set) var isSecureTextEntry: Bool
    /// The text of a plain field (nil counts as ""); always "" for a secure field.
    public private(set) var text: String
    /// The number of characters in the field; a secure field shows this many bullets.
    public private(set) var length: Int

    /// A field that shows what is typed, holding `text`.
    public static func plain(placeholder: String? = nil, text: String = "") -> Self {
      Self(placeholder: placeholder, isSecureTextEntry: false, text: text, length: text.count)
    }

    /// A field that hides what is typed, holding `length` characters of which
    /// nothing else is kept.
    public static func secure(placeholder: String? = nil, length: Int = 0) -> Self {
      Self(placeholder: placeholder, isSecureTextEntry: true, text: "", length: max(0, length))
    }

    /// Describes `field` as it is now, leaving out the text of a secure field.
    @MainActor
    public init(_ field: AlertTextField) {
      self =
        field.isSecureTextEntry
        ? .secure(placeholder: field.placeholder, length: (field.text ?? "").count)
        : .plain(placeholder: field.placeholder, text: field.text ?? "")
    }

    private init(placeholder: String?, isSecureTextEntry: Bool, text: String, length: Int) {
      self.placeholder = placeholder
      self.isSecureTextEntry = isSecureTextEntry
      self.text = text
      self.length = length
    }

    /// What the field displays: its text, or one bullet per character when secure.
    public var displayedText: String {
      isSecureTextEntry ? String(repeating: "\u{2022}", count: length) : text
    }

    /// Source-like: `.plain(placeholder: "Login", text: "ada")`,
    /// `.secure(placeholder: "Password", length: 6)`; never a secure text (SEMANTICS T1).
    public var description: String {
      var parts: [String] = []
      if let placeholder { parts.append("placeholder: \(AlertState.quoted(placeholder))") }
      if isSecureTextEntry {
        if length > 0 { parts.append("length: \(length)") }
        return ".secure(\(parts.joined(separator: ", ")))"
      }
      if !text.isEmpty { parts.append("text: \(AlertState.quoted(text))") }
      return ".plain(\(parts.joined(separator: ", ")))"
    }
  }
}

extension AlertController {
  /// This controller described as a value, as it is now (see ``AlertState``).
  public var state: AlertState { AlertState(self) }
}
