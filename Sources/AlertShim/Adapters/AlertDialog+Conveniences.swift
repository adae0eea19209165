extension AlertDialog {
  /// An OK/Cancel alert whose handler learns which one was chosen (SEMANTICS A6).
  ///
  /// The confirm item is the dialog's only item; the cancel title is its
  /// close button. `handler` gets `true` for the confirm item and `false` for
  /// every other way the dialog closes (the cancel button, a system cancel, a
  /// dismissal from code).
  ///
  /// ```swift
  /// AlertDialog.confirmation(title: "Sign out?", message: nil) { [weak self] confirmed in
  ///   if confirmed { self?.signOut() }
  /// }.show(in: host)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under the title.
  ///   - confirmTitle: The confirm item's title; "OK" by default.
  ///   - cancelTitle: The close button's title; "Cancel" by default.
  ///   - handler: Run once per showing, after the dialog is hidden.
  /// - Returns: A dialog ready to be shown.
  public static func confirmation(
    title: String?, message: String?, confirmTitle: String = "OK", cancelTitle: String = "Cancel",
    handler: @escaping @MainActor (Bool) -> Void
  ) -> AlertDialog {
    let dialog = AlertDialog(style: .alert, title: title, message: message)
    dialog.addButton(title: confirmTitle) { _ in handler(true) }
    dialog.closeButtonTitle = cancelTitle
    dialog.closeHandler = { handler(false) }
    return dialog
  }

  /// An action sheet with one item per (title, handler) pair and a cancel
  /// button (SEMANTICS A6).
  ///
  /// The items keep the order of `buttons`; the cancel title is the close
  /// button, which runs no handler.
  ///
  /// ```swift
  /// AlertDialog.actionSheet(
  ///   title: "Share",
  ///   buttons: [
  ///     ("Copy link", { [weak self] in self?.copyLink() }),
  ///     ("Email", { [weak self] in self?.email() }),
  ///   ],
  ///   cancelTitle: "Cancel"
  /// ).show(in: host)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under the title; none by default.
  ///   - buttons: The items, in order, each with the closure it runs when chosen.
  ///   - cancelTitle: The close button's title; "Cancel" by default.
  /// - Returns: A dialog ready to be shown.
  public static func actionSheet(
    title: String?, message: String? = nil,
    buttons: [(title: String, handler: @MainActor () -> Void)], cancelTitle: String = "Cancel"
  ) -> AlertDialog {
    let dialog = AlertDialog(style: .actionSheet, title: title, message: message)
    for button in buttons {
      let handler = button.handler
      dialog.addButton(title: button.title) { _ in handler() }
    }
    dialog.closeButtonTitle = cancelTitle
    return dialog
  }
}
