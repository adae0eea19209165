/// Target-action with user info on a legacy action sheet, as the iOS 3 era
/// wrappers did with selectors (SEMANTICS A4).
///
/// The action is an unbound method reference, such as `Screen.shareTapped`,
/// of a method that takes the user info. The target is held weakly; the user
/// info is held strongly for as long as the button exists. The user info need
/// not be `Sendable`: it is stored and handed over on the main actor only.
///
/// ```swift
/// let sheet = LegacyActionSheet(
///   title: photo.name, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
/// sheet.addDestructiveButton(
///   withTitle: "Delete", target: self, action: Screen.deleteTapped, userInfo: photo.id)
/// sheet.addButton(withTitle: "Share", target: self, action: Screen.shareTapped, userInfo: photo.id)
/// sheet.addCancelButton(withTitle: "Cancel", target: self, action: Screen.cancelTapped)
/// sheet.show(in: host)
/// ```
///
/// > Warning: A user info that holds the sheet itself makes a reference cycle;
/// > pass the data the action needs, not the sheet.
extension LegacyActionSheet {
  /// Adds a button, makes it the cancel button and has it call `action` on
  /// `target` with `userInfo` (SEMANTICS A4).
  ///
  /// The action runs when the button is clicked, when a tap outside stands for
  /// it (SEMANTICS S6), and once for a system cancel.
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - target: The object the action is called on; held weakly.
  ///   - action: An unbound method reference, such as `Screen.cancelTapped`.
  ///   - userInfo: Passed to the action; held strongly.
  /// - Returns: The new ``cancelButtonIndex``; -1, with one reported issue and
  ///   no change, when the title is nil or the sheet is shown (SEMANTICS L14).
  @discardableResult
  public func addCancelButton<Target: AnyObject>(
    withTitle title: String?, target: Target, action: @escaping (Target) -> (Any?) -> Void,
    userInfo: Any? = nil
  ) -> Int {
    addButton(
      title, running: .target(target, action: action, userInfo: userInfo),
      as: \.cancelButtonIndex, name: "cancelButtonIndex")
  }

  /// Adds a button, makes it the destructive button and has it call `action`
  /// on `target` with `userInfo` (SEMANTICS A4, S3).
  ///
  /// - Parameters:
  ///   - title: The button's title. A nil title adds nothing (SEMANTICS L6).
  ///   - target: The object the action is called on; held weakly.
  ///   - action: An unbound method reference, such as `Screen.deleteTapped`.
  ///   - userInfo: Passed to the action; held strongly.
  /// - Returns: The new ``destructiveButtonIndex``; -1, with one reported issue
  ///   and no change, when the title is nil or the sheet is shown (SEMANTICS L14).
  @discardableResult
  public func addDestructiveButton<Target: AnyObject>(
    withTitle title: String?, target: Target, action: @escaping (Target) -> (Any?) -> Void,
    userInfo: Any? = nil
  ) -> Int {
    addButton(
      title, running: .target(target, action: action, userInfo: userInfo),
      as: \.destructiveButtonIndex, name: "destructiveButtonIndex")
  }
}
