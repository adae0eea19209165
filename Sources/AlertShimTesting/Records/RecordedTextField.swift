/// A text field as it was presented.
///
/// A secure field is recorded without its text, so a recording can never leak
/// a password into a failure message or a log (SEMANTICS T1). The text of a
/// plain field is recorded as it was when the alert appeared; nil counts as "".
///
/// ```swift
/// #expect(spy.lastPresentation?.textFields == [.plain(placeholder: "Login"), .secure(placeholder: "Password")])
/// ```
public enum RecordedTextField: Sendable, Hashable, CustomStringConvertible {
  /// A field that shows what is typed.
  case plain(placeholder: String? = nil, text: String = "")
  /// A field that hides what is typed; its text is never recorded.
  case secure(placeholder: String? = nil)

  /// Records `field` as it is now, leaving out the text of a secure field.
  @MainActor
  public init(_ field: AlertTextField) {
    if field.isSecureTextEntry {
      self = .secure(placeholder: field.placeholder)
    } else {
      self = .plain(placeholder: field.placeholder, text: field.text ?? "")
    }
  }

  /// The grey hint shown while the field is empty.
  public var placeholder: String? {
    switch self {
    case .plain(let placeholder, _), .secure(let placeholder): return placeholder
    }
  }

  /// Whether the field hides what is typed.
  public var isSecureTextEntry: Bool {
    if case .secure = self { return true }
    return false
  }

  /// Source-like: `.plain(placeholder: "Login")`, `.secure(placeholder: "Password")`.
  public var description: String {
    switch self {
    case .plain(let placeholder, let text):
      var parts: [String] = []
      if let placeholder { parts.append("placeholder: \(TestDescription.quoted(placeholder))") }
      if !text.isEmpty { parts.append("text: \(TestDescription.quoted(text))") }
      return ".plain(\(parts.joined(separator: ", ")))"
    case .secure(let placeholder):
      return ".secure(\(placeholder.map { "placeholder: \(TestDescription.quoted($0))" } ?? ""))"
    }
  }
}
