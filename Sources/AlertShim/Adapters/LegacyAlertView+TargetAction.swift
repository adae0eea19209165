/// Target-action with user info on a legacy alert view, as the iOS 3 era
/// wrappers did with selectors (SEMANTICS A4).
///
/// The action is an unbound method reference, such as `Screen.deleteTapped`,
/// of a method that takes the user info. The target is held weakly; the user
/// info is held strongly for as long as the button exists. The user info need
/// not be `Sendable`: it is stored and handed over on the main actor only.
///
/// ```swift
/// final class Screen {
///   func deleteTapped(_ userInfo: Any?) {
///     guard let file = userInfo as? URL else { return }
///     delete(file)
///   }
///
///   func confirmDelete(of file: URL) {
///     let alert = LegacyAlertView(
///       title: "Delete?", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
///     alert.addButton(
///       withTitle: "Delete", target: self, action: Screen.deleteTapped, userInfo: file)
///     alert.show()
///   }
/// }
/// ```
///
/// > Warning: A user info that holds the alert itself makes a reference cycle;
/// > pass the data the action needs, not the alert.
extension LegacyAlertView {
  /// Adds a button that calls `action` on `target` with `userInfo` when it is
  /// clicked, and returns its index (SEMANTICS A4).
  ///
  /// The action runs at click time, after the delegate's
  /// `alertView(_:clickedButtonAt:)`. A target released before the click is
  /// skipped, and nothing else changes.
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - target: The object the action is called on; held weakly.
  ///   - action: An unbound method reference, such as `Screen.deleteTapped`.
  ///   - userInfo: Passed to the action; held strongly.
  /// - Returns: The new button's index; -1, with one reported issue, when the
  ///   title is nil or the view is shown (SEMANTICS L14).
  @discardableResult
  public func addButton<Target: AnyObject>(
    withTitle title: String?, target: Target, action: @escaping (Target) -> (Any?) -> Void,
    userInfo: Any? = nil
  ) -> Int {
    addButton(title, running: .target(target, action: action, userInfo: userInfo))
  }

  /// Makes the existing cancel button call `action` on `target` with
  /// `userInfo` (SEMANTICS A4).
  ///
  /// It replaces any closure or target-action the cancel button had. The
  /// action runs when the button is clicked and once for a system cancel
  /// (SEMANTICS L10). Without a cancel button (``cancelButtonIndex`` names no
  /// button) nothing is attached and an issue is reported.
  ///
  /// - Parameters:
  ///   - target: The object the action is called on; held weakly.
  ///   - action: An unbound method reference, such as `Screen.cancelTapped`.
  ///   - userInfo: Passed to the action; held strongly.
  public func setCancelButton<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> (Any?) -> Void, userInfo: Any? = nil
  ) {
    setCancelButtonAction(
      .target(target, action: action, userInfo: userInfo),
      call: "setCancelButton(target:action:userInfo:)")
  }
}
