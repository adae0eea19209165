import AlertShim

/// What an ``AlertSpy`` saw when an alert was presented: the controller's
/// `AlertState` at that moment.
///
/// Later changes to the controller (typing, enabling a button) do not change a
/// recording; read the live controller from ``AlertSpy/presentedAlert`` for those.
/// A secure field is recorded without its text (SEMANTICS T1).
///
/// ```swift
/// #expect(spy.lastPresentation == RecordedAlert(title: "Delete?", actions: [.cancel("Cancel"), .destructive("Delete")]))
/// ```
public typealias RecordedAlert = AlertState

/// An action as it was presented: its style, title and enabled state
/// (`AlertState.Action`).
///
/// Tests write the actions they expect in the order they are shown:
/// `.cancel("Cancel")`, `.destructive("Delete")`, `.default("Log In", isEnabled: false)`.
public typealias RecordedAction = AlertState.Action

/// A text field as it was presented (`AlertState.TextField`):
/// `.plain(placeholder: "Login")`, `.secure(placeholder: "Password")`.
public typealias RecordedTextField = AlertState.TextField
