/// What one button of a legacy view runs when it is clicked: a closure or a
/// target-action record (SEMANTICS A3, A4).
@MainActor
struct LegacyButtonAction {
  let run: @MainActor () -> Void

  /// A closure given to `addButton(withTitle:handler:)` and its kin.
  static func handler(_ handler: (@MainActor () -> Void)?) -> LegacyButtonAction? {
    handler.map(LegacyButtonAction.init(run:))
  }

  /// A target-action record: the target is held weakly, the user info strongly (SEMANTICS A4).
  ///
  /// A target released before the click is skipped without a word, as a nil
  /// target was in UIKit.
  static func target<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (Any?) -> Void, userInfo: Any?
  ) -> LegacyButtonAction {
    LegacyButtonAction { [weak target] in
      guard let target else { return }
      action(target)(userInfo)
    }
  }
}

/// The closures attached to one legacy view, kept in its associations (SEMANTICS A3, A7).
///
/// They stay attached after a dismissal, so the view can be shown again.
@MainActor
final class LegacyClosureTable<View: AnyObject> {
  /// What each button runs when clicked, by button index.
  var buttonActions: [Int: LegacyButtonAction] = [:]
  var willPresent: (@MainActor (View) -> Void)?
  var didPresent: (@MainActor (View) -> Void)?
  var willDismiss: (@MainActor (View, Int) -> Void)?
  var didDismiss: (@MainActor (View, Int) -> Void)?
  var cancel: (@MainActor (View) -> Void)?
}

/// The `show(completion:)` closure of one showing, boxed so that one association key serves
/// both view types.
@MainActor
final class LegacyCompletion<View: AnyObject> {
  let run: @MainActor (View, Int) -> Void

  init(_ run: @escaping @MainActor (View, Int) -> Void) {
    self.run = run
  }
}

/// The view's ``LegacyClosureTable``, in the view's associations.
private let closureTableKey = AssociationKey<AnyObject>("legacyClosures")
/// The ``LegacyCompletion`` of one showing, in that showing's controller's associations.
private let completionKey = AssociationKey<AnyObject>("legacyCompletion")

extension LegacyPresenting {
  /// The closure table when one was created; reading never creates it.
  var existingClosureTable: LegacyClosureTable<Self>? { existingClosureTable(as: Self.self) }

  /// The closure table, created on first use. The view runs it right after
  /// the delegate, for every event (SEMANTICS A5).
  var closureTable: LegacyClosureTable<Self> {
    if let table = existingClosureTable { return table }
    let table = LegacyClosureTable<Self>()
    associations[closureTableKey] = table
    return table
  }

  // MARK: Buttons

  /// Appends a button that runs `action` when clicked; -1, with one issue, when
  /// the title is nil (SEMANTICS L6) or the view is shown (SEMANTICS L14).
  func addButton(_ title: String?, running action: LegacyButtonAction?) -> Int {
    let index = addLegacyButton(title)
    if index >= 0, let action { closureTable.buttonActions[index] = action }
    return index
  }

  /// Appends a button that runs `action` and stores its index at `keyPath`
  /// (the cancel or the destructive index); -1 as ``addButton(_:running:)``.
  func addButton(
    _ title: String?, running action: LegacyButtonAction?,
    as keyPath: WritableKeyPath<LegacyButtonList, Int>, name: String
  ) -> Int {
    let index = addButton(title, running: action)
    if index >= 0 { setIndex(keyPath, to: index, name: name) }
    return index
  }

  /// Makes the existing cancel button run `action` instead of what it ran
  /// before; reported when there is no cancel button, and refused while the
  /// view is shown, like every change of its buttons (SEMANTICS L14).
  func setCancelButtonAction(_ action: LegacyButtonAction, call: String) {
    guard buttonsCanChange(call) else { return }
    let index = buttons.cancelButtonIndex
    guard buttons.title(at: index) != nil else {
      AlertDiagnostics.report(
        .cancelIndexNamesNoButton(call: call, view: diagnosticName, index: index))
      return
    }
    closureTable.buttonActions[index] = action
  }

  // MARK: Showing

  /// Shows the view on `host` and calls `completion` once, at `didDismiss`,
  /// with the dismiss index (SEMANTICS A2).
  ///
  /// The completion is attached to the controller of this one showing, which
  /// the view holds until dismissal: it is released with that showing even when
  /// it captures the view. A view that is already shown is reported, and
  /// `completion` is dropped unused. `configure` runs on the new controller
  /// before it is presented.
  func showLegacy(
    in host: AlertHost, anchor: AlertAnchor?,
    configure: @escaping (AlertController) -> Void = { _ in },
    completion: @escaping @MainActor (Self, Int) -> Void
  ) {
    showLegacy(
      in: host, anchor: anchor, configure: configure, completion: LegacyCompletion(completion))
  }

  /// ``showLegacy(in:anchor:configure:completion:)`` with the completion boxed;
  /// `View` is `Self` (the public adapters know the view only as that type).
  func showLegacy<View: AnyObject>(
    in host: AlertHost, anchor: AlertAnchor?,
    configure: @escaping (AlertController) -> Void = { _ in },
    completion: LegacyCompletion<View>
  ) {
    _ = closureTable  // the table's presence tells the view to look for a completion
    presentLegacy(in: host, anchor: anchor) { controller in
      controller.associations[completionKey] = completion
      configure(controller)
    }
  }

  /// The closure table of this view, typed for `View`, which is `Self`.
  func closureTable<View: AnyObject>(as view: View.Type) -> LegacyClosureTable<View>? {
    closureTable as? LegacyClosureTable<View>
  }

  /// The existing closure table of this view, typed for `View`, which is `Self`.
  func existingClosureTable<View: AnyObject>(as view: View.Type) -> LegacyClosureTable<View>? {
    existingAssociations?[closureTableKey] as? LegacyClosureTable<View>
  }

  // MARK: Events

  /// Runs the closures attached to `event`, right after the delegate heard it (SEMANTICS A5).
  func runClosures(for event: LegacyDelegateEvent, of controller: AlertController) {
    guard let table = existingClosureTable else { return }
    switch event {
    case .shouldEnableFirstOtherButton:
      break  // a question the view asks its delegate, never sent
    case .willPresent:
      table.willPresent?(self)
    case .didPresent:
      table.didPresent?(self)
    case .clicked(let index):
      table.buttonActions[index]?.run()
    case .systemCancel:
      // Like the default alertViewCancel(_:), which simulates a click on the cancel button.
      table.cancel?(self)
      table.buttonActions[buttons.cancelButtonIndex]?.run()
    case .willDismiss(let index):
      table.willDismiss?(self, index)
    case .didDismiss(let index):
      table.didDismiss?(self, index)
      // The controller of the showing that ends, which the view has let go already.
      if let completion = controller.associations[completionKey] as? LegacyCompletion<Self> {
        controller.associations.removeValue(for: completionKey)
        completion.run(self, index)
      }
    }
  }
}
