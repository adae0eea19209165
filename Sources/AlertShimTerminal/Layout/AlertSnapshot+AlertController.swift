import AlertShim

extension AlertSnapshot {
  /// What `alert` shows now: its displayed actions (a popover leaves out its
  /// cancel action), the action Return chooses marked preferred, and its
  /// text fields, secure ones reduced to their length (SEMANTICS T1).
  @MainActor
  public init(_ alert: AlertController) {
    let returnKeyAction = alert.returnKeyAction
    self.init(
      title: alert.title,
      message: alert.message,
      style: alert.preferredStyle == .alert ? .alert : .actionSheet,
      isPopover: alert.isPopover,
      actions: alert.displayedActions.map { action in
        Action(
          action.title ?? "", role: Action.Role(action.style), isEnabled: action.isEnabled,
          isPreferred: action === returnKeyAction,
          isPreferredAction: action === alert.preferredAction)
      },
      textFields: (alert.textFields ?? []).map { field in
        field.isSecureTextEntry
          ? TextField(secureLength: (field.text ?? "").count, placeholder: field.placeholder)
          : TextField(text: field.text ?? "", placeholder: field.placeholder)
      })
  }
}

extension AlertSnapshot.Action.Role {
  init(_ style: AlertAction.Style) {
    switch style {
    case .default: self = .default
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
