/// One misuse of AlertShim, reported through ``AlertDiagnostics``.
///
/// UIKit raises an exception for most misuse of alerts. AlertShim reports one
/// issue instead, leaves every object unchanged and carries on (SEMANTICS D1).
/// The ``kind`` is stable and meant for code; the ``message`` is for people: it
/// names the object and says what to do instead.
public struct AlertShimIssue: Sendable, Hashable, CustomStringConvertible {
  /// A stable identifier of one kind of misuse.
  ///
  /// Kinds are strings so that new ones can be added without breaking a
  /// `switch` in an app's diagnostics handler. the Diagnostics article lists them.
  public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The kind's stable name, such as `duplicate-cancel-action`.
    public let rawValue: String

    /// The kind with this name; see the Diagnostics article for the names.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The kind's name.
    public var description: String { rawValue }
  }

  /// What kind of misuse this is.
  public let kind: Kind
  /// A sentence that names the object and says what to do instead.
  public let message: String

  /// The longest ``message`` kept, in characters; longer ones end in an
  /// ellipsis and the count of characters left out.
  public static let maximumMessageLength = 2_000

  /// Creates an issue; a message longer than ``maximumMessageLength`` is cut
  /// there and ends in "… (N more characters)".
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = Self.capped(message)
  }

  private static func capped(_ message: String) -> String {
    guard message.utf8.count > maximumMessageLength else { return message }
    let kept = message.prefix(maximumMessageLength)
    let omitted = message.count - kept.count
    guard omitted > 0 else { return message }
    return "\(kept)… (\(omitted) more characters)"
  }

  /// `AlertShim: <message> [<kind>]`, as printed to standard error: one line, with each line
  /// break of the message (a multi-line title it quotes) written `\n` or `\r`.
  public var description: String {
    var line = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      default: line.unicodeScalars.append(scalar)
      }
    }
    return "AlertShim: \(line) [\(kind.rawValue)]"
  }
}

extension AlertShimIssue.Kind {
  // Modern/
  /// A second `.cancel` action was added to one controller (SEMANTICS M2).
  public static let duplicateCancelAction = Self(rawValue: "duplicate-cancel-action")
  /// A text field was added to an action sheet (SEMANTICS M3).
  public static let textFieldOnActionSheet = Self(rawValue: "text-field-on-action-sheet")
  /// `preferredAction` was set to an action the controller does not hold (SEMANTICS M4).
  public static let invalidPreferredAction = Self(rawValue: "invalid-preferred-action")
  /// An action that already belongs to a controller was added again.
  public static let actionAlreadyAdded = Self(rawValue: "action-already-added")
  /// A text field that belongs to another shown alert was added.
  public static let textFieldAlreadyAdded = Self(rawValue: "text-field-already-added")
  /// The anchor of a popover action sheet was missing (SEMANTICS M8).
  public static let missingPopoverAnchor = Self(rawValue: "missing-popover-anchor")
  /// An alert without actions was presented: only code can close it.
  public static let alertWithoutActions = Self(rawValue: "alert-without-actions")

  // Presentation/
  /// A controller that is already shown or waiting was presented again (SEMANTICS P3).
  public static let alreadyPresented = Self(rawValue: "already-presented")
  /// Input arrived while no alert is shown.
  public static let noAlertPresented = Self(rawValue: "no-alert-presented")
  /// Input arrived while the alert is still appearing.
  public static let alertNotOnScreen = Self(rawValue: "alert-not-on-screen")
  /// An action index outside `actions`.
  public static let actionIndexOutOfRange = Self(rawValue: "action-index-out-of-range")
  /// No displayed action has the given title.
  public static let actionTitleNotFound = Self(rawValue: "action-title-not-found")
  /// A disabled action was selected (SEMANTICS M1).
  public static let actionDisabled = Self(rawValue: "action-disabled")
  /// A hidden action was selected: the cancel action of a popover (SEMANTICS M8, S6).
  public static let actionNotDisplayed = Self(rawValue: "action-not-displayed")
  /// A text field index outside `textFields` (SEMANTICS L12).
  public static let textFieldIndexOutOfRange = Self(rawValue: "text-field-index-out-of-range")
  /// A controller that is not shown or waiting on this host was dismissed.
  public static let alertNotPresented = Self(rawValue: "alert-not-presented")
  /// A legacy `show()` ran on an Apple UI platform before `AlertHost.main` was set up (SEMANTICS U11).
  public static let mainHostNotSetUp = Self(rawValue: "main-host-not-set-up")

  // AlertShimUIKit
  /// No view controller could present the alert: no key window of an active scene,
  /// or the app's presenter returned nil (SEMANTICS U2).
  public static let noPresenter = Self(rawValue: "no-presenter")
  /// A sheet was to be anchored to a view that is in no window (SEMANTICS U6).
  public static let anchorViewNotInWindow = Self(rawValue: "anchor-view-not-in-window")

  // Support/
  /// A value that is not an object was attached with the `.weak` policy.
  public static let weakValueNotObject = Self(rawValue: "weak-value-not-object")

  // Legacy/
  /// A button index outside the legacy view's buttons (SEMANTICS L5).
  public static let buttonIndexOutOfRange = Self(rawValue: "button-index-out-of-range")
  /// A button was added without a title (SEMANTICS L6).
  public static let missingButtonTitle = Self(rawValue: "missing-button-title")
  /// Buttons or indices changed while the legacy view is shown (SEMANTICS L14).
  public static let buttonsFrozen = Self(rawValue: "buttons-frozen")
}
