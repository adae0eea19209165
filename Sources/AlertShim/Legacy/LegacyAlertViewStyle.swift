/// The text fields of a ``LegacyAlertView``, mirroring `UIAlertViewStyle` (SEMANTICS L11).
public enum LegacyAlertViewStyle: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No text field.
  case `default`
  /// One secure field with the placeholder "Password".
  case secureTextInput
  /// One plain field with no placeholder.
  case plainTextInput
  /// A plain "Login" field and a secure "Password" field.
  case loginAndPasswordInput

  /// New fields for this style.
  @MainActor
  func makeTextFields() -> [AlertTextField] {
    switch self {
    case .default:
      return []
    case .secureTextInput:
      return [AlertTextField(placeholder: "Password", isSecureTextEntry: true)]
    case .plainTextInput:
      return [AlertTextField()]
    case .loginAndPasswordInput:
      return [
        AlertTextField(placeholder: "Login"),
        AlertTextField(placeholder: "Password", isSecureTextEntry: true),
      ]
    }
  }

  /// The style's name, as in UIKit: `default`, `secureTextInput`, ….
  public var description: String {
    switch self {
    case .default: return "default"
    case .secureTextInput: return "secureTextInput"
    case .plainTextInput: return "plainTextInput"
    case .loginAndPasswordInput: return "loginAndPasswordInput"
    }
  }
}
