import AlertShim

@testable import AlertShimTerminal

extension DisplayedAlert {
  /// A displayed alert with exactly these buttons (none left out, marks as
  /// given), for tests of the layout and the keys.
  init(
    title: String? = nil, message: String? = nil, style: AlertController.Style = .alert,
    isPopover: Bool = false, actions: [Action] = [], textFields: [AlertState.TextField] = []
  ) {
    self.init(
      AlertState(
        title: title, message: message, style: style, actions: actions.map(\.state),
        preferredActionIndex: actions.firstIndex(where: \.isPreferredAction),
        textFields: textFields, isPopover: isPopover))
    self.actions = actions
  }
}

extension DisplayedAlert.Action {
  /// A displayed button.
  init(
    _ title: String, role: AlertAction.Style = .default, isEnabled: Bool = true,
    isPreferred: Bool = false, isPreferredAction: Bool = false
  ) {
    self.init(
      state: AlertState.Action(title: title, style: role, isEnabled: isEnabled),
      isPreferred: isPreferred, isPreferredAction: isPreferredAction)
  }
}
