/// Closures on a legacy action sheet, so a screen can move off its delegate one
/// button at a time (SEMANTICS A2, A3, A5).
///
/// Every closure hears its event right after the delegate, which keeps
/// working unchanged (SEMANTICS A5). All of them are kept in the sheet's
/// ``LegacyActionSheet/associations`` (SEMANTICS A7).
///
/// ```swift
/// let sheet = LegacyActionSheet(
///   title: "Photo", delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
/// sheet.setDestructiveButton(withTitle: "Delete") { [weak self] in self?.deletePhoto() }
/// sheet.addButton(withTitle: "Share") { [weak self] in self?.share() }
/// sheet.setCancelButton(withTitle: "Cancel", handler: nil)
/// sheet.show(from: .barItem("action"), in: host) { _, _ in }
/// ```
///
/// > Warning: Button and lifecycle closures stay attached after a dismissal,
/// > so that the sheet can be shown again. A closure that captures its own
/// > sheet strongly therefore keeps the sheet alive for ever, as with UIKit.
/// > Capture it weakly: `sheet.addButton(withTitle: "Share") { [weak sheet] in … }`.
/// > The lifecycle closures and the `show(completion:)` closure receive the
/// > sheet as an argument, so they need no capture at all.
///
/// The closures, target-actions and `show(completion:)` shared with
/// ``LegacyAlertView`` are those of ``LegacyClosureAdapting``; a sheet adds
/// its destructive button and its anchored `show`.
extension LegacyActionSheet: LegacyClosureAdapting {
  /// Adds a button, makes it the destructive button and returns its index (SEMANTICS A3).
  ///
  /// The button is shown with the destructive style (SEMANTICS S3).
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - handler: Run each time the button is clicked.
  /// - Returns: The new ``destructiveButtonIndex``; -1, with one reported issue
  ///   and no change, when the title is nil or the sheet is shown (SEMANTICS L14).
  @discardableResult
  public func setDestructiveButton(
    withTitle title: String?, handler: (@MainActor () -> Void)?
  ) -> Int {
    addButton(
      title, running: .handler(handler), as: \.destructiveButtonIndex,
      name: "destructiveButtonIndex")
  }

  // MARK: Showing

  /// Shows the sheet anchored to a rect or a bar item (SEMANTICS S5) and calls
  /// `completion` once it is dismissed (SEMANTICS A2).
  ///
  /// See ``show(in:completion:)``.
  public func show(
    from anchor: AlertAnchor, in host: AlertHost,
    completion: @escaping @MainActor (LegacyActionSheet, Int) -> Void
  ) {
    showLegacy(in: host, anchor: anchor, completion: completion)
  }
}
