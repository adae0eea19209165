/// The delegate of an ``AlertController`` whose actions carry legacy button
/// indices (SEMANTICS A1).
///
/// It lets delegate code written for `UIAlertView` keep its `switch` on `tag`
/// and button index after the screen moves to a modern controller: add the
/// actions with ``AlertController/addAction(title:style:index:)`` and set the
/// controller's ``AlertController/delegate``.
///
/// ```swift
/// extension SettingsScreen: AlertControllerDelegate {
///   func alertController(_ alert: AlertController, tappedIndex: Int) {
///     switch (alert.tag, tappedIndex) {
///     case (Tag.reset, 1): resetSettings()
///     default: break
///     }
///   }
/// }
/// ```
@MainActor
public protocol AlertControllerDelegate: AnyObject {
  /// The user chose the action added with `tappedIndex`.
  ///
  /// Called once per selection, as the action's handler: after the alert has
  /// been hidden by default (see ``AlertController/handlerTiming``). A system
  /// cancel, or a tap outside a sheet, calls it with the index of the `.cancel`
  /// action when that action was added with an index.
  ///
  /// - Parameters:
  ///   - alert: The controller whose action was chosen.
  ///   - tappedIndex: The index given to ``AlertController/addAction(title:style:index:)``,
  ///     which need not be the action's position.
  func alertController(_ alert: AlertController, tappedIndex: Int)
}

private let tagKey = AssociationKey<Int>("AlertController.tag")
private let delegateKey = AssociationKey<any AlertControllerDelegate>("AlertController.delegate")
private let buttonIndexKey = AssociationKey<Int>("AlertAction.buttonIndex")

extension AlertController {
  /// A number for the app's own use, like `UIAlertView.tag`; 0 by default (SEMANTICS A1).
  ///
  /// It is kept in the controller's ``associations`` (SEMANTICS A7).
  public var tag: Int {
    get { associations[tagKey] ?? 0 }
    set { associations[tagKey] = newValue }
  }

  /// Receives ``AlertControllerDelegate/alertController(_:tappedIndex:)`` for the
  /// actions added with ``addAction(title:style:index:)``; held weakly (SEMANTICS A1).
  ///
  /// A delegate released while the alert is shown gets no call, and the alert
  /// dismisses normally. It is kept in the controller's ``associations`` with
  /// the `.weak` policy (SEMANTICS A7).
  public var delegate: (any AlertControllerDelegate)? {
    get { associations.value(for: delegateKey) }
    set { associations.set(newValue, for: delegateKey, policy: .weak) }
  }

  /// Adds an action that reports `index` to the ``delegate`` when it is chosen (SEMANTICS A1).
  ///
  /// The index is the caller's choice, usually the button index the delegate
  /// code switched on before the migration; it need not match the action's
  /// position in ``actions``. The delegate is called from the action's handler,
  /// so after the alert has been hidden unless ``handlerTiming`` says otherwise.
  ///
  /// ```swift
  /// let alert = AlertController(title: "Reset?", message: nil, preferredStyle: .alert)
  /// alert.tag = Tag.reset
  /// alert.delegate = self
  /// alert.addAction(title: "Cancel", style: .cancel, index: 0)
  /// alert.addAction(title: "Reset", style: .destructive, index: 1)
  /// host.present(alert)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The button's role.
  ///   - index: The number passed to ``AlertControllerDelegate/alertController(_:tappedIndex:)``.
  /// - Returns: The new action, or nil when the controller refused it (a second
  ///   `.cancel` action, SEMANTICS M2), which is reported.
  @discardableResult
  public func addAction(title: String?, style: AlertAction.Style, index: Int) -> AlertAction? {
    let action = AlertAction(title: title, style: style) { action in
      guard let controller = action.controller, let index = action.buttonIndex else { return }
      controller.delegate?.alertController(controller, tappedIndex: index)
    }
    action.associations[buttonIndexKey] = index
    addAction(action)
    return action.controller === self ? action : nil
  }
}

extension AlertAction {
  /// The index given to ``AlertController/addAction(title:style:index:)``; nil
  /// for actions created otherwise (SEMANTICS A1).
  public var buttonIndex: Int? {
    associations[buttonIndexKey]
  }
}
