/// A text field of an alert (like the `UITextField`s of `UIAlertController`).
///
/// The text of a secure field never appears in a description, a dump, a
/// diagnostic or a terminal (SEMANTICS T1).
@preconcurrency @MainActor
public final class AlertTextField: @MainActor CustomStringConvertible,
  @MainActor CustomDebugStringConvertible, CustomReflectable
{
  /// The text; changing it from code does not count as a user edit.
  public var text: String? {
    didSet { controller?.textFieldDidChange() }
  }
  /// The grey hint shown while the field is empty.
  public var placeholder: String? {
    didSet { controller?.textFieldDidChange() }
  }
  /// Whether the text is hidden as it is typed.
  public var isSecureTextEntry: Bool = false {
    didSet { controller?.textFieldDidChange() }
  }

  var controller: AlertController? {
    get { owner.controller }
    set { owner = WeakController(newValue) }
  }
  private var owner = WeakController(nil)

  /// Creates an empty field.
  public init(text: String? = nil, placeholder: String? = nil, isSecureTextEntry: Bool = false) {
    self.text = text
    self.placeholder = placeholder
    self.isSecureTextEntry = isSecureTextEntry
  }

  /// The text as it may be shown: one bullet per character when secure.
  public var displayText: String {
    let text = text ?? ""
    return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
  }

  /// The text (or, when secure, only its length), placeholder and secure flag (SEMANTICS T1).
  public var description: String {
    let shown =
      isSecureTextEntry ? "<\((text ?? "").count) secure characters>" : "\"\(text ?? "")\""
    let hint = placeholder.map { ", placeholder: \"\($0)\"" } ?? ""
    return "AlertTextField(\(shown)\(hint)\(isSecureTextEntry ? ", secure" : ""))"
  }

  /// The same as ``description``: a secure text never appears (SEMANTICS T1).
  public var debugDescription: String { description }

  /// A mirror with no children, so `dump` and reflection never reach the text (T1).
  public nonisolated var customMirror: Mirror {
    Mirror(self, children: KeyValuePairs<String, Any>(), displayStyle: .class)
  }
}

// Identity, as `UITextField` has it from `NSObject` (`textField(at:)` returns this type).
extension AlertTextField: Hashable {
  /// Whether `lhs` and `rhs` are the same field (`===`), as `UITextField` compares.
  public nonisolated static func == (lhs: AlertTextField, rhs: AlertTextField) -> Bool {
    lhs === rhs
  }

  /// Hashes the field's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
