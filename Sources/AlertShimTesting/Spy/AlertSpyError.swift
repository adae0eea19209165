/// Why an ``AlertSpy`` could not perform an input.
///
/// The spy throws instead of crashing, with a message that says what was
/// expected and what was found. Compare errors with `==`:
///
/// ```swift
/// #expect(throws: AlertSpyError.buttonNotFound("Delete", available: ["Cancel", "OK"])) {
///   try spy.tap("Delete")
/// }
/// ```
///
/// It is a struct rather than an enum so that new reasons can be added
/// without breaking a `switch`; switch on ``kind`` when you need to.
public struct AlertSpyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A stable name for one reason, for code.
  public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The kind's stable name, such as `button-not-found`.
    public let rawValue: String

    /// The kind with this name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The kind's name.
    public var description: String { rawValue }

    /// See ``AlertSpyError/noAlertPresented``.
    public static let noAlertPresented = Self(rawValue: "no-alert-presented")
    /// See ``AlertSpyError/buttonNotFound(_:available:)``.
    public static let buttonNotFound = Self(rawValue: "button-not-found")
    /// See ``AlertSpyError/buttonIndexOutOfRange(_:count:)``.
    public static let buttonIndexOutOfRange = Self(rawValue: "button-index-out-of-range")
    /// See ``AlertSpyError/buttonDisabled(_:)``.
    public static let buttonDisabled = Self(rawValue: "button-disabled")
    /// See ``AlertSpyError/buttonNotDisplayed(_:)``.
    public static let buttonNotDisplayed = Self(rawValue: "button-not-displayed")
    /// See ``AlertSpyError/textFieldNotFound(_:count:)``.
    public static let textFieldNotFound = Self(rawValue: "text-field-not-found")
    /// See ``AlertSpyError/alertNotOnScreen(_:)``.
    public static let alertNotOnScreen = Self(rawValue: "alert-not-on-screen")
    /// See ``AlertSpyError/alertDismissing(_:)``.
    public static let alertDismissing = Self(rawValue: "alert-dismissing")
    /// See ``AlertSpyError/inputRefused(_:)``.
    public static let inputRefused = Self(rawValue: "input-refused")
  }

  /// Which reason this is.
  public let kind: Kind
  /// What was expected and what was found.
  public let message: String

  private init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The error's message, which says what to do instead.
  public var description: String { message }

  /// No alert is presented on the spy's host.
  public static let noAlertPresented = Self(
    .noAlertPresented, "Expected an alert to be presented, but none was")

  /// The presented alert has no displayed button titled `title`; `available`
  /// lists the titles it displays.
  public static func buttonNotFound(_ title: String, available: [String]) -> Self {
    let list = available.map { AlertState.quoted($0) }.joined(separator: ", ")
    return Self(
      .buttonNotFound,
      "Expected a button titled \(AlertState.quoted(title)), but the buttons are [\(list)]")
  }

  /// `tap(at:)` was given an index outside the presented alert's `count` actions.
  public static func buttonIndexOutOfRange(_ index: Int, count: Int) -> Self {
    Self(
      .buttonIndexOutOfRange,
      "Expected a button at index \(index), but the alert has \(count) buttons")
  }

  /// The button titled `title` is disabled, so a tap would do nothing.
  public static func buttonDisabled(_ title: String?) -> Self {
    Self(
      .buttonDisabled,
      "Expected \(named("button", title)) to be enabled, but it is disabled")
  }

  /// The button titled `title` is not displayed: a popover hides its cancel
  /// button, and `tapOutside()` stands for it (SEMANTICS S6).
  public static func buttonNotDisplayed(_ title: String?) -> Self {
    Self(
      .buttonNotDisplayed,
      "Expected \(named("button", title)) to be displayed, but a popover hides its"
        + " cancel button; use tapOutside()")
  }

  /// The presented alert has `count` text fields and none at `index`.
  public static func textFieldNotFound(_ index: Int, count: Int) -> Self {
    Self(
      .textFieldNotFound,
      "Expected a text field at index \(index), but the alert has \(count) text fields")
  }

  /// The alert titled `title` is still appearing (a `.manual` renderer has not
  /// finished showing it).
  public static func alertNotOnScreen(_ title: String?) -> Self {
    Self(
      .alertNotOnScreen,
      "Expected \(named("alert", title)) to be on screen, but it is still"
        + " appearing; call renderer.finishAnimations() first")
  }

  /// The alert titled `title` has already accepted a tap or a cancel and is
  /// being dismissed, so it ignores further input (SEMANTICS L8).
  public static func alertDismissing(_ title: String?) -> Self {
    Self(
      .alertDismissing,
      "Expected \(named("alert", title)) to accept input, but it is already being"
        + " dismissed")
  }

  /// The host refused the input for a reason the spy has no name for; `reason`
  /// is the host's diagnostic.
  public static func inputRefused(_ reason: String) -> Self {
    Self(.inputRefused, "The input was refused: \(reason)")
  }

  /// `alert "Save?"`, or `the untitled alert` for a nil title.
  private static func named(_ thing: String, _ title: String?) -> String {
    title.map { "\(thing) \(AlertState.quoted($0))" } ?? "the untitled \(thing)"
  }
}
