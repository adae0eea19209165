/// The presentation of one legacy view, while it lasts.
struct LegacySession {
  /// The controller built when the view was shown; nil when the view is not shown.
  var controller: AlertController?
  /// The legacy `isVisible`: from `willPresent` until after `didDismiss` (SEMANTICS L7).
  var isVisible = false
  /// The index passed to `willDismiss`, repeated for `didDismiss`.
  var dismissIndex: Int?
  /// The host the view was shown on.
  var host: AlertHost?

  /// Whether the view's `didDismiss` is being delivered: the showing is over,
  /// yet the view is visible and keeps its controller until the callback
  /// returns (SEMANTICS L7); it may change its buttons or be shown again from
  /// there. The host's schedule knows it: it runs that effect.
  @MainActor var isDeliveringDidDismiss: Bool {
    guard let controller, let host else { return false }
    return host.isDeliveringDidDismiss(of: controller)
  }
}

/// What ``LegacyAlertView`` and ``LegacyActionSheet`` share: index checks,
/// building the controller, and turning host events into delegate callbacks.
///
/// It builds on the public API of Modern/ and Presentation/ (a controller per
/// showing, `AlertHost.present(_:)` and `dismiss(_:)`) and on hooks internal
/// to the module: the controller's event receiver (the view given to
/// `AlertController.init(title:message:preferredStyle:receiver:)`,
/// `startReceiving()`, `stopReceiving()`: no observer closure, so a flow
/// allocates less),
/// `AlertHost.refreshTraitsFromRenderer()`
/// and `AlertAnchor.sheetDefault(on:)` for a sheet's anchor (SEMANTICS S5, U6),
/// the controller's `presentationOwner` (a teardown knows a new controller of
/// the same view is that view shown again, rule R4), and
/// `AlertHost.deferLegacyShow(of:_:)` for a show made from the view's own
/// didDismiss, which takes effect once that callback has returned (L7), with
/// `AlertHost.isDeliveringDidDismiss(of:)` to know that callback is running.
@MainActor
protocol LegacyPresenting: AlertAssociating, AlertEventReceiver {
  var buttons: LegacyButtonList { get set }
  var session: LegacySession { get set }
  /// The view's associations if they were ever used; nil otherwise (no allocation).
  var existingAssociations: Associations? { get }
  /// `LegacyAlertView` or `LegacyActionSheet`, for diagnostics.
  static var typeName: String { get }
  var title: String { get }
  /// A controller with the view's title, message and text fields, no actions
  /// yet, and the view as its event receiver.
  func makeController() -> AlertController
  /// Sends `event` to the delegate, with the default behaviour of optional methods.
  func deliverToDelegate(_ event: LegacyDelegateEvent)
  /// The delegate's answer to "should the first other button be enabled?" (SEMANTICS L13).
  func delegateEnablesFirstOtherButton() -> Bool
}

extension LegacyPresenting {
  func receive(_ event: HostEvent, of controller: AlertController) {
    handle(event, of: controller)
  }

  var diagnosticName: String {
    if !title.isEmpty { return "\(Self.typeName) \"\(title)\"" }
    return "\(Self.typeName) (no title)"
  }

  // MARK: Buttons

  /// Whether the button list may change: not while the view is shown or waiting (SEMANTICS L14).
  func buttonsCanChange(_ what: String) -> Bool {
    guard session.controller != nil, !session.isDeliveringDidDismiss else { return true }
    AlertDiagnostics.report(.buttonsFrozen(change: what, view: diagnosticName))
    return false
  }

  /// `addButton(withTitle:)`: appends and returns the new index; nil is refused (L3, L6).
  func addLegacyButton(_ title: String?) -> Int {
    guard let title else {
      AlertDiagnostics.report(.missingButtonTitle(view: diagnosticName))
      return -1
    }
    guard buttonsCanChange("addButton(withTitle: \"\(title)\")") else { return -1 }
    return buttons.append(title)
  }

  /// `buttonTitle(at:)`: nil with an issue out of range (SEMANTICS L5).
  func legacyButtonTitle(at index: Int) -> String? {
    guard let title = buttons.title(at: index) else {
      AlertDiagnostics.report(
        .buttonTitleIndexOutOfRange(view: diagnosticName, index: index, count: buttons.count))
      return nil
    }
    return title
  }

  /// Stores any value in one of the special indices, unless the view is shown (L4, S2, L14).
  func setIndex(_ keyPath: WritableKeyPath<LegacyButtonList, Int>, to value: Int, name: String) {
    guard buttons[keyPath: keyPath] != value else { return }
    guard buttonsCanChange("Setting \(name) to \(value)") else { return }
    buttons[keyPath: keyPath] = value
  }

  // MARK: Showing

  /// Builds the controller (the buttons are frozen from here on) and presents it on `host`.
  ///
  /// `configure` runs on the new controller after its actions and anchor are
  /// set and before it is presented. It is the hook of the adapters (Adapters/):
  /// `show(completion:)` attaches the completion of this one showing there, and
  /// `AlertDialog` gives a sheet the message `UIActionSheet` lacks.
  func presentLegacy(
    in host: AlertHost, anchor: AlertAnchor?,
    configure: @escaping (AlertController) -> Void = { _ in }
  ) {
    // Shown again from its own didDismiss: once that callback has returned (L7).
    if session.isDeliveringDidDismiss, let shownOn = session.host,
      shownOn.deferLegacyShow(
        of: self, { self.presentLegacy(in: host, anchor: anchor, configure: configure) })
    {
      return
    }
    guard session.controller == nil else {
      AlertDiagnostics.report(.legacyAlreadyShown(view: diagnosticName))
      return
    }
    let controller = makeController()
    // UIKit asserts "UIAlertController must have a title, a message or an action to
    // display" (Semantics U12): such a view is refused here, before anything is sent.
    if buttons.count == 0, (controller.title ?? "").isEmpty, (controller.message ?? "").isEmpty {
      AlertDiagnostics.report(.legacyNothingToDisplay(view: diagnosticName))
      return
    }
    buttons.addActions(to: controller)
    if controller.preferredStyle == .actionSheet {
      // A renderer that knows its size class (UIKit) decides the centred anchor (SEMANTICS U6).
      host.refreshTraitsFromRenderer()
      controller.anchor = anchor ?? AlertAnchor.sheetDefault(on: host)
    }
    configure(controller)
    session.controller = controller
    session.host = host
    // The controller keeps the view alive until didDismiss, like an associated
    // object (SEMANTICS L16): it holds the view as its event receiver, for as
    // long as the controller exists. The view lets go of the controller when
    // the presentation ends, and the host lets go of it once it is released:
    // that releases both, unless the app keeps the controller; no global list
    // is involved.
    controller.startReceiving()
    retainObjectiveCOwner(in: controller)
    host.present(controller)
  }

  /// `dismiss(withClickedButtonIndex:animated:)`: willDismiss and didDismiss with
  /// `index` as given, no clicked (SEMANTICS L9).
  func dismissLegacy(withClickedButtonIndex index: Int) {
    // Not shown: nothing happens. Already resolving: ignored (SEMANTICS L8).
    guard let controller = session.controller, let host = session.host,
      session.dismissIndex == nil
    else { return }
    session.dismissIndex = index
    // A waiting controller is withdrawn with no callbacks; a resolving one refuses.
    if !host.dismiss(controller) { session.dismissIndex = nil }
  }

  // MARK: Events

  /// Sends `event` to the delegate, then to the closures attached to the view (SEMANTICS A5).
  func emit(_ event: LegacyDelegateEvent, of controller: AlertController) {
    deliverToDelegate(event)
    runClosures(for: event, of: controller)
  }

  /// Turns an event of the controller of this showing into delegate callbacks.
  func handle(_ event: HostEvent, of controller: AlertController) {
    guard session.controller === controller else { return }
    switch event {
    case .willPresent:
      session.isVisible = true
      emit(.willPresent, of: controller)
      updateFirstOtherButton(of: controller)
    case .didPresent:
      emit(.didPresent, of: controller)
    case .textDidChange:
      updateFirstOtherButton(of: controller)
    case .willDismiss(let resolution):
      let index: Int
      switch resolution {
      case .selected(let action):
        // The button's index is the action's: the controller has one action per button.
        index = action
        emit(.clicked(index), of: controller)
      case .tappedOutside:
        index = buttons.cancelButtonIndex
        emit(.clicked(index), of: controller)
      case .systemCancel:
        index = buttons.cancelButtonIndex
        emit(.systemCancel, of: controller)
      case .dismissed:
        index = session.dismissIndex ?? buttons.cancelButtonIndex
      }
      session.dismissIndex = index
      emit(.willDismiss(index), of: controller)
    case .didDismiss:
      let index = session.dismissIndex ?? buttons.cancelButtonIndex
      // From here the view may change its buttons, and a show() takes effect
      // once didDismiss has returned; the view is visible until then (SEMANTICS L7).
      emit(.didDismiss(index), of: controller)
      end(controller)
    case .withdrawn:
      end(controller)
    }
  }

  /// Consults the delegate and enables or disables the first other button (SEMANTICS L13).
  private func updateFirstOtherButton(of controller: AlertController) {
    let index = buttons.firstOtherButtonIndex
    guard index >= 0, index < controller.actions.count else { return }
    controller.actions[index].isEnabled = delegateEnablesFirstOtherButton()
  }

  /// The presentation is over: drop the controller and the self-retention (SEMANTICS L16).
  private func end(_ controller: AlertController) {
    controller.stopReceiving()
    session = LegacySession()
  }
}

extension LegacyButtonList {
  /// Adds one action per button, in index order, to `controller`, a new
  /// controller of a legacy view (SEMANTICS L15, S3). What
  /// ``AlertController/addAction(_:)`` checks holds by construction: the
  /// actions are new, and only the cancel index has the cancel style.
  ///
  /// It is `mutating` though it changes nothing: a view's list is then used
  /// where it is stored, not copied out through the protocol's getter (a
  /// copy retains and releases every title; the Benchmarks article).
  @MainActor mutating func addActions(to controller: AlertController) {
    // Each action is owned from the start: no owner to set afterwards.
    var added: [AlertAction] = []
    added.reserveCapacity(count)
    for index in 0..<count {
      added.append(AlertAction(title: title(at: index), style: style(at: index), of: controller))
    }
    controller.actions = added
  }
}
