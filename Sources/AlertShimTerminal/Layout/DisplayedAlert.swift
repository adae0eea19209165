import AlertShim

/// What the terminal draws of an `AlertState`: its displayed
/// actions (a popover leaves out its cancel action, SEMANTICS S6), each
/// marked with whether Return chooses it and whether the app preferred it.
///
/// The layout and the key handling index buttons into ``actions``. Nothing
/// here copies the state: the fields come from it, the marks are derived.
struct DisplayedAlert: Sendable, Hashable {
  /// One displayed button.
  struct Action: Sendable, Hashable {
    /// The action as the state describes it.
    var state: AlertState.Action
    /// Whether this is the alert's default action
    /// (`AlertState.returnKeyActionIndex`, SEMANTICS M5): drawn bold.
    var isPreferred: Bool
    /// Whether the app chose this button as the preferred action (which makes
    /// it the default action too, when enabled). Focus starts on it even when
    /// it is destructive.
    var isPreferredAction: Bool

    var title: String { state.title ?? "" }
    var role: AlertAction.Style { state.style }
    var isEnabled: Bool {
      get { state.isEnabled }
      set { state.isEnabled = newValue }
    }
  }

  /// The alert described.
  var state: AlertState
  /// The displayed buttons, in the alert's order.
  var actions: [Action]

  /// The displayed part of `state`.
  init(_ state: AlertState) {
    self.state = state
    let returnKey = state.returnKeyActionIndex
    actions = state.displayedActionIndices.map { index in
      Action(
        state: state.actions[index], isPreferred: index == returnKey,
        isPreferredAction: index == state.preferredActionIndex)
    }
  }

  var title: String? { state.title }
  var message: String? { state.message }
  var style: AlertController.Style { state.style }
  /// A sheet shown as a popover (regular host): drawn as a compact box
  /// instead of full width.
  var isPopover: Bool { state.isPopover }
  var textFields: [AlertState.TextField] {
    get { state.textFields }
    set { state.textFields = newValue }
  }
}

/// Where keyboard focus is: on a button or in a text field.
public enum AlertFocus: Sendable, Hashable {
  /// The button at this index of `AlertState.actions`.
  case action(Int)
  /// The text field at this index, with the cursor before the character at
  /// `cursor` (a count of characters from the start).
  case textField(Int, cursor: Int)
  /// The message, when it scrolls: the arrow keys scroll it.
  case message
}
