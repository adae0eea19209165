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
extension LegacyActionSheet: LegacyClosureAdapting {
  // MARK: Buttons

  /// Adds a button that runs `handler` when it is clicked, and returns its index (SEMANTICS A3).
  ///
  /// The handler runs at click time: after the delegate's
  /// `actionSheet(_:clickedButtonAt:)` and before `willDismissWithButtonIndex`.
  /// The button is appended after an existing cancel button (SEMANTICS S2).
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - handler: Run each time the button is clicked; nil for a button with no closure.
  /// - Returns: The new button's index; -1, with one reported issue, when the
  ///   title is nil or the sheet is shown (SEMANTICS L14).
  @discardableResult
  public func addButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int {
    addButton(title, running: .handler(handler))
  }

  /// Adds a button, makes it the cancel button and returns its index (SEMANTICS A3).
  ///
  /// The handler runs when the button is clicked, when a tap outside stands
  /// for it (SEMANTICS S6), and once for a system cancel, after ``cancelHandler``.
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - handler: Run when the button is clicked or the system cancels the sheet.
  /// - Returns: The new ``cancelButtonIndex``; -1, with one reported issue and
  ///   no change, when the title is nil or the sheet is shown (SEMANTICS L14).
  @discardableResult
  public func setCancelButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int {
    addButton(title, running: .handler(handler), as: \.cancelButtonIndex, name: "cancelButtonIndex")
  }

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

  // MARK: Lifecycle

  /// Runs when presentation starts, after the delegate's `willPresent(_:)` (SEMANTICS A3, A5).
  public var willPresentHandler: (@MainActor (LegacyActionSheet) -> Void)? {
    get { existingClosureTable?.willPresent }
    set { closureTable.willPresent = newValue }
  }

  /// Runs when the sheet is on screen, after the delegate's `didPresent(_:)` (SEMANTICS A3, A5).
  public var didPresentHandler: (@MainActor (LegacyActionSheet) -> Void)? {
    get { existingClosureTable?.didPresent }
    set { closureTable.didPresent = newValue }
  }

  /// Runs with the dismiss index when the sheet is about to be hidden, after the
  /// delegate's `actionSheet(_:willDismissWithButtonIndex:)` (SEMANTICS A3, A5).
  public var willDismissHandler: (@MainActor (LegacyActionSheet, Int) -> Void)? {
    get { existingClosureTable?.willDismiss }
    set { closureTable.willDismiss = newValue }
  }

  /// Runs with the dismiss index once the sheet is hidden, after the delegate's
  /// `actionSheet(_:didDismissWithButtonIndex:)` (SEMANTICS A3, A5).
  public var didDismissHandler: (@MainActor (LegacyActionSheet, Int) -> Void)? {
    get { existingClosureTable?.didDismiss }
    set { closureTable.didDismiss = newValue }
  }

  /// Runs when the system cancels the sheet, after the delegate's
  /// `actionSheetCancel(_:)` and before the cancel button's handler (SEMANTICS A3, L10).
  public var cancelHandler: (@MainActor (LegacyActionSheet) -> Void)? {
    get { existingClosureTable?.cancel }
    set { closureTable.cancel = newValue }
  }

  // MARK: Showing

  /// Shows the sheet on ``AlertHost/main`` and calls `completion` once it is
  /// dismissed (SEMANTICS A2).
  ///
  /// See ``show(in:completion:)``.
  public func show(completion: @escaping @MainActor (LegacyActionSheet, Int) -> Void) {
    showLegacyOnMain(completion: completion)
  }

  /// Shows the sheet on `host` and calls `completion` once it is dismissed (SEMANTICS A2).
  ///
  /// `completion` gets the sheet and the dismiss index: the clicked index for
  /// a tap (a tap outside counts as a click on the cancel button, SEMANTICS
  /// S6), ``cancelButtonIndex`` for a system cancel, the given index for
  /// ``dismiss(withClickedButtonIndex:animated:)``. It runs exactly once, at
  /// `didDismiss`, after the delegate and ``didDismissHandler``. It belongs to
  /// this one showing: it is released afterwards, even when it captures the
  /// sheet, and a sheet withdrawn before it was shown releases it uncalled.
  ///
  /// Showing a sheet that is already shown is reported; `completion` is then
  /// dropped without being called.
  public func show(
    in host: AlertHost, completion: @escaping @MainActor (LegacyActionSheet, Int) -> Void
  ) {
    showLegacy(in: host, anchor: nil, completion: completion)
  }

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
