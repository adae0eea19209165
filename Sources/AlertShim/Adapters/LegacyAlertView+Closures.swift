/// Closures on a legacy alert view, so a screen can move off its delegate one
/// button at a time (SEMANTICS A2, A3, A5).
///
/// Every closure hears its event right after the delegate, which keeps
/// working unchanged (SEMANTICS A5). All of them are kept in the view's
/// ``LegacyAlertView/associations`` (SEMANTICS A7).
///
/// ```swift
/// let alert = LegacyAlertView(
///   title: "Unsaved changes", message: nil, delegate: nil, cancelButtonTitle: nil)
/// alert.addButton(withTitle: "Save") { [weak self] in self?.save() }
/// alert.setCancelButton(withTitle: "Discard", handler: nil)
/// alert.show(in: host) { _, index in print("dismissed with", index) }
/// ```
///
/// > Warning: Button and lifecycle closures stay attached after a dismissal,
/// > so that the view can be shown again. A closure that captures its own view
/// > strongly therefore keeps the view alive for ever, as with UIKit. Capture
/// > it weakly: `alert.addButton(withTitle: "OK") { [weak alert] in … }`. The
/// > lifecycle closures and the `show(completion:)` closure receive the view as
/// > an argument, so they need no capture at all.
extension LegacyAlertView: LegacyClosureAdapting {
  // MARK: Buttons

  /// Adds a button that runs `handler` when it is clicked, and returns its index (SEMANTICS A3).
  ///
  /// The handler runs at click time: after the delegate's
  /// `alertView(_:clickedButtonAt:)` and before `willDismissWithButtonIndex`.
  /// Indices are those of ``addButton(withTitle:)`` (SEMANTICS L3).
  ///
  /// ```swift
  /// let retry = alert.addButton(withTitle: "Retry") { [weak self] in self?.retry() }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - handler: Run each time the button is clicked; nil for a button with no closure.
  /// - Returns: The new button's index; -1, with one reported issue, when the
  ///   title is nil or the view is shown (SEMANTICS L14).
  @discardableResult
  public func addButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int {
    addButton(title, running: .handler(handler))
  }

  /// Adds a button, makes it the cancel button and returns its index (SEMANTICS A3).
  ///
  /// The handler runs when the button is clicked and once for a system cancel
  /// (SEMANTICS L10), after ``cancelHandler``. A cancel button given to the
  /// initialiser stays, as an ordinary button.
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - handler: Run when the button is clicked or the system cancels the alert.
  /// - Returns: The new ``cancelButtonIndex``; -1, with one reported issue and
  ///   no change, when the title is nil or the view is shown (SEMANTICS L14).
  @discardableResult
  public func setCancelButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int {
    addButton(title, running: .handler(handler), as: \.cancelButtonIndex, name: "cancelButtonIndex")
  }

  // MARK: Lifecycle

  /// Runs when presentation starts, after the delegate's `willPresent(_:)` (SEMANTICS A3, A5).
  public var willPresentHandler: (@MainActor (LegacyAlertView) -> Void)? {
    get { existingClosureTable?.willPresent }
    set { closureTable.willPresent = newValue }
  }

  /// Runs when the alert is on screen, after the delegate's `didPresent(_:)` (SEMANTICS A3, A5).
  public var didPresentHandler: (@MainActor (LegacyAlertView) -> Void)? {
    get { existingClosureTable?.didPresent }
    set { closureTable.didPresent = newValue }
  }

  /// Runs with the dismiss index when the alert is about to be hidden, after the
  /// delegate's `alertView(_:willDismissWithButtonIndex:)` (SEMANTICS A3, A5).
  public var willDismissHandler: (@MainActor (LegacyAlertView, Int) -> Void)? {
    get { existingClosureTable?.willDismiss }
    set { closureTable.willDismiss = newValue }
  }

  /// Runs with the dismiss index once the alert is hidden, after the delegate's
  /// `alertView(_:didDismissWithButtonIndex:)` (SEMANTICS A3, A5).
  public var didDismissHandler: (@MainActor (LegacyAlertView, Int) -> Void)? {
    get { existingClosureTable?.didDismiss }
    set { closureTable.didDismiss = newValue }
  }

  /// Runs when the system cancels the alert, after the delegate's
  /// `alertViewCancel(_:)` and before the cancel button's handler (SEMANTICS A3, L10).
  public var cancelHandler: (@MainActor (LegacyAlertView) -> Void)? {
    get { existingClosureTable?.cancel }
    set { closureTable.cancel = newValue }
  }

  // MARK: Showing

  /// Shows the alert on ``AlertHost/main`` and calls `completion` once it is
  /// dismissed (SEMANTICS A2).
  ///
  /// See ``show(in:completion:)``.
  public func show(completion: @escaping @MainActor (LegacyAlertView, Int) -> Void) {
    showLegacyOnMain(completion: completion)
  }

  /// Shows the alert on `host` and calls `completion` once it is dismissed (SEMANTICS A2).
  ///
  /// `completion` gets the view and the dismiss index: the clicked index for a
  /// tap, ``cancelButtonIndex`` for a system cancel, the given index for
  /// ``dismiss(withClickedButtonIndex:animated:)``. It runs exactly once, at
  /// `didDismiss`, after the delegate and ``didDismissHandler``. It belongs to
  /// this one showing: it is released afterwards, even when it captures the
  /// view, and an alert withdrawn before it was shown releases it uncalled.
  ///
  /// ```swift
  /// alert.show(in: host) { alert, index in
  ///   if index != alert.cancelButtonIndex { deleteFile() }
  /// }
  /// ```
  ///
  /// Showing a view that is already shown is reported; `completion` is then
  /// dropped without being called.
  public func show(
    in host: AlertHost, completion: @escaping @MainActor (LegacyAlertView, Int) -> Void
  ) {
    showLegacy(in: host, anchor: nil, completion: completion)
  }
}
