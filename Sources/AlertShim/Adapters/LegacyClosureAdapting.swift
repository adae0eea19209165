/// The closure and target-action adapters that ``LegacyAlertView`` and
/// ``LegacyActionSheet`` have alike, written once (SEMANTICS A2–A5, A7).
///
/// A screen moves off its delegate one button at a time: every closure hears
/// its event right after the delegate, which keeps working unchanged
/// (SEMANTICS A5), and all of them are kept in the view's associations
/// (SEMANTICS A7). The members below are those of both views; a sheet adds
/// its destructive button and its anchored `show` in its own extension.
///
/// ```swift
/// let alert = LegacyAlertView(
///   title: "Unsaved changes", message: nil, delegate: nil, cancelButtonTitle: nil)
/// alert.addButton(withTitle: "Save") { [weak self] in self?.save() }
/// alert.setCancelButton(withTitle: "Discard", handler: nil)
/// alert.show(in: host) { _, index in print("dismissed with", index) }
/// ```
///
/// Only ``LegacyAlertView`` and ``LegacyActionSheet`` conform. A type of
/// your own that adopts the protocol gets members that do nothing: they work
/// through the legacy views' own bookkeeping.
///
/// > Warning: Button and lifecycle closures stay attached after a dismissal,
/// > so that the view can be shown again. A closure that captures its own view
/// > strongly therefore keeps the view alive for ever, as with UIKit. Capture
/// > it weakly: `alert.addButton(withTitle: "OK") { [weak alert] in … }`. The
/// > lifecycle closures and the `show(completion:)` closure receive the view as
/// > an argument, so they need no capture at all. Likewise, a target-action
/// > user info that holds the view itself makes a reference cycle.
@MainActor
public protocol LegacyClosureAdapting: AnyObject {}

extension LegacyClosureAdapting {
  /// The view as the legacy views' shared bookkeeping (nil for another type).
  private var legacy: (any LegacyPresenting)? { self as? any LegacyPresenting }

  // MARK: Buttons

  /// Adds a button that runs `handler` when it is clicked, and returns its index (SEMANTICS A3).
  ///
  /// The handler runs at click time: after the delegate's
  /// `alertView(_:clickedButtonAt:)` or `actionSheet(_:clickedButtonAt:)`, and
  /// before `willDismissWithButtonIndex`. The index is the one
  /// `addButton(withTitle:)` gives (SEMANTICS L3; on a sheet, after an
  /// existing cancel button, SEMANTICS S2).
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
    legacy?.addButton(title, running: .handler(handler)) ?? -1
  }

  /// Adds a button, makes it the cancel button and returns its index (SEMANTICS A3).
  ///
  /// The handler runs when the button is clicked, when a tap outside a sheet
  /// stands for it (SEMANTICS S6), and once for a system cancel (SEMANTICS
  /// L10), after ``cancelHandler``. A cancel button given to the initialiser
  /// stays, as an ordinary button.
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - handler: Run when the button is clicked or the system cancels the view.
  /// - Returns: The new `cancelButtonIndex`; -1, with one reported issue and
  ///   no change, when the title is nil or the view is shown (SEMANTICS L14).
  @discardableResult
  public func setCancelButton(withTitle title: String?, handler: (@MainActor () -> Void)?) -> Int {
    legacy?.addButton(
      title, running: .handler(handler), as: \.cancelButtonIndex, name: "cancelButtonIndex") ?? -1
  }

  /// Adds a button that calls `action` on `target` with `userInfo` when it is
  /// clicked, and returns its index (SEMANTICS A4).
  ///
  /// The action is an unbound method reference, such as `Screen.deleteTapped`,
  /// of a method that takes the user info, as the iOS 3 era wrappers did with
  /// selectors. It runs at click time, after the delegate's
  /// `clickedButtonAt`. A target released before the click is skipped, and
  /// nothing else changes. The user info need not be `Sendable`: it is stored
  /// and handed over on the main actor only.
  ///
  /// ```swift
  /// alert.addButton(
  ///   withTitle: "Delete", target: self, action: Screen.deleteTapped, userInfo: file)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - target: The object the action is called on; held weakly.
  ///   - action: An unbound method reference, such as `Screen.deleteTapped`.
  ///   - userInfo: Passed to the action; held strongly for as long as the button exists.
  /// - Returns: The new button's index; -1, with one reported issue, when the
  ///   title is nil or the view is shown (SEMANTICS L14).
  @discardableResult
  public func addButton<Target: AnyObject>(
    withTitle title: String?, target: Target, action: @escaping (Target) -> (Any?) -> Void,
    userInfo: Any? = nil
  ) -> Int {
    legacy?.addButton(title, running: .target(target, action: action, userInfo: userInfo)) ?? -1
  }

  /// Makes the existing cancel button call `action` on `target` with
  /// `userInfo` (SEMANTICS A4).
  ///
  /// It replaces any closure or target-action the cancel button had. The
  /// action runs when the button is clicked and once for a system cancel
  /// (SEMANTICS L10). Without a cancel button (`cancelButtonIndex` names no
  /// button) nothing is attached and an issue is reported.
  ///
  /// - Parameters:
  ///   - target: The object the action is called on; held weakly.
  ///   - action: An unbound method reference, such as `Screen.cancelTapped`.
  ///   - userInfo: Passed to the action; held strongly.
  public func setCancelButton<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> (Any?) -> Void, userInfo: Any? = nil
  ) {
    legacy?.setCancelButtonAction(
      .target(target, action: action, userInfo: userInfo),
      call: "setCancelButton(target:action:userInfo:)")
  }

  // MARK: Lifecycle

  /// Runs when presentation starts, after the delegate's `willPresent(_:)` (SEMANTICS A3, A5).
  public var willPresentHandler: (@MainActor (Self) -> Void)? {
    get { legacy?.existingClosureTable(as: Self.self)?.willPresent }
    set { legacy?.closureTable(as: Self.self)?.willPresent = newValue }
  }

  /// Runs when the view is on screen, after the delegate's `didPresent(_:)` (SEMANTICS A3, A5).
  public var didPresentHandler: (@MainActor (Self) -> Void)? {
    get { legacy?.existingClosureTable(as: Self.self)?.didPresent }
    set { legacy?.closureTable(as: Self.self)?.didPresent = newValue }
  }

  /// Runs with the dismiss index when the view is about to be hidden, after the
  /// delegate's `willDismissWithButtonIndex` (SEMANTICS A3, A5).
  public var willDismissHandler: (@MainActor (Self, Int) -> Void)? {
    get { legacy?.existingClosureTable(as: Self.self)?.willDismiss }
    set { legacy?.closureTable(as: Self.self)?.willDismiss = newValue }
  }

  /// Runs with the dismiss index once the view is hidden, after the delegate's
  /// `didDismissWithButtonIndex` (SEMANTICS A3, A5).
  public var didDismissHandler: (@MainActor (Self, Int) -> Void)? {
    get { legacy?.existingClosureTable(as: Self.self)?.didDismiss }
    set { legacy?.closureTable(as: Self.self)?.didDismiss = newValue }
  }

  /// Runs when the system cancels the view, after the delegate's
  /// `alertViewCancel(_:)` or `actionSheetCancel(_:)`, and before the cancel
  /// button's handler (SEMANTICS A3, L10).
  public var cancelHandler: (@MainActor (Self) -> Void)? {
    get { legacy?.existingClosureTable(as: Self.self)?.cancel }
    set { legacy?.closureTable(as: Self.self)?.cancel = newValue }
  }

  // MARK: Showing

  /// Shows the view on ``AlertHost/main`` and calls `completion` once it is
  /// dismissed (SEMANTICS A2).
  ///
  /// See ``show(in:completion:)``. A main host that was never set up is
  /// reported once (SEMANTICS U11).
  public func show(completion: @escaping @MainActor (Self, Int) -> Void) {
    guard let legacy else { return }
    legacy.showLegacy(
      in: AlertHost.mainForLegacyShow("show(completion:) on \(legacy.diagnosticName)"),
      anchor: nil, completion: LegacyCompletion(completion))
  }

  /// Shows the view on `host` and calls `completion` once it is dismissed (SEMANTICS A2).
  ///
  /// `completion` gets the view and the dismiss index: the clicked index for a
  /// tap (a tap outside a sheet counts as a click on its cancel button,
  /// SEMANTICS S6), `cancelButtonIndex` for a system cancel, the given index
  /// for `dismiss(withClickedButtonIndex:animated:)`. It runs exactly once, at
  /// `didDismiss`, after the delegate and ``didDismissHandler``. It belongs to
  /// this one showing: it is released afterwards, even when it captures the
  /// view, and a view withdrawn before it was shown releases it uncalled.
  ///
  /// ```swift
  /// alert.show(in: host) { alert, index in
  ///   if index != alert.cancelButtonIndex { deleteFile() }
  /// }
  /// ```
  ///
  /// Showing a view that is already shown is reported; `completion` is then
  /// dropped without being called.
  public func show(in host: AlertHost, completion: @escaping @MainActor (Self, Int) -> Void) {
    legacy?.showLegacy(in: host, anchor: nil, completion: LegacyCompletion(completion))
  }
}
