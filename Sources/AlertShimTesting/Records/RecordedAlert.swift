/// What an ``AlertSpy`` saw when an alert was presented: a value copy of the
/// controller at that moment.
///
/// Later changes to the controller (typing, enabling a button) do not change a
/// recording; read the live controller from ``AlertSpy/presentedAlert`` for those.
public struct RecordedAlert: Sendable, Hashable, CustomStringConvertible {
  /// The title.
  public var title: String?
  /// The message.
  public var message: String?
  /// Alert or action sheet.
  public var style: AlertController.Style
  /// Every action in order, the hidden cancel action of a popover included.
  public var actions: [RecordedAction]
  /// The preferred action, if one was set.
  public var preferredAction: RecordedAction?
  /// The text fields in order; empty when there are none.
  public var textFields: [RecordedTextField]
  /// Where an action sheet points to.
  public var anchor: AlertAnchor?
  /// Whether the alert was shown as a popover (an action sheet on a `.regular` host).
  public var isPopover: Bool

  /// Creates a recording with the given parts.
  public init(
    title: String?, message: String? = nil, style: AlertController.Style = .alert,
    actions: [RecordedAction] = [], preferredAction: RecordedAction? = nil,
    textFields: [RecordedTextField] = [], anchor: AlertAnchor? = nil, isPopover: Bool = false
  ) {
    self.title = title
    self.message = message
    self.style = style
    self.actions = actions
    self.preferredAction = preferredAction
    self.textFields = textFields
    self.anchor = anchor
    self.isPopover = isPopover
  }

  /// Records `controller` as it is now.
  @MainActor
  public init(_ controller: AlertController) {
    self.init(
      title: controller.title, message: controller.message, style: controller.preferredStyle,
      actions: controller.actions.map(RecordedAction.init),
      preferredAction: controller.preferredAction.map(RecordedAction.init),
      textFields: (controller.textFields ?? []).map(RecordedTextField.init),
      anchor: controller.anchor, isPopover: controller.isPopover)
  }

  public var description: String {
    var parts = [".\(style)", "title: \(TestDescription.quoted(title))"]
    if let message { parts.append("message: \(TestDescription.quoted(message))") }
    parts.append("actions: [\(actions.map(\.description).joined(separator: ", "))]")
    if let preferredAction { parts.append("preferredAction: \(preferredAction)") }
    if !textFields.isEmpty {
      parts.append("textFields: [\(textFields.map(\.description).joined(separator: ", "))]")
    }
    if let anchor { parts.append("anchor: .\(anchor)") }
    if isPopover { parts.append("popover") }
    return "RecordedAlert(\(parts.joined(separator: ", ")))"
  }
}

/// Shared formatting of values in descriptions and failure messages.
enum TestDescription {
  /// A string as a Swift literal (`"OK"`, quotes and backslashes escaped), or `nil`.
  static func quoted(_ string: String?) -> String {
    guard let string else { return "nil" }
    return String(reflecting: string)
  }
}
