/// An alert or action sheet described as data: a title, a message, ordered
/// actions with a role, and text fields (like `UIAlertController`).
///
/// A controller describes what to show; an ``AlertHost`` shows it:
///
/// ```swift
/// let alert = AlertController(title: "Delete file?", message: nil, preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleteFile() })
/// host.present(alert)
/// ```
///
/// Misuse that UIKit answers with an exception (a second cancel action, a text
/// field on a sheet, a preferred action from elsewhere) is reported through
/// ``AlertDiagnostics`` and leaves the controller unchanged.
@MainActor
public final class AlertController: AlertAssociating, @MainActor CustomStringConvertible {
  /// Whether the controller is an alert or an action sheet.
  public enum Style: Sendable, Hashable, CustomStringConvertible {
    /// `.actionSheet`: a list of choices, a popover on a regular host. `.alert`: a centred box that may have text fields.
    case actionSheet, alert

    /// The style's name: `alert` or `actionSheet`.
    public var description: String { self == .alert ? "alert" : "actionSheet" }
  }

  /// The title, shown bold at the top.
  @exclusivity(unchecked) public var title: String? {
    didSet { setNeedsUpdate() }
  }
  /// The message under the title.
  @exclusivity(unchecked) public var message: String? {
    didSet { setNeedsUpdate() }
  }
  /// Alert or action sheet; fixed at creation.
  public let preferredStyle: Style
  /// The actions in the order they were added (SEMANTICS M1).
  @exclusivity(unchecked) public internal(set) var actions: [AlertAction] = []
  /// Where an action sheet points when it is shown as a popover (SEMANTICS P6).
  @exclusivity(unchecked) public var anchor: AlertAnchor?
  /// When the selected action's handler runs (SEMANTICS M6); `.afterDismissal` by default.
  @exclusivity(unchecked) public var handlerTiming: HandlerTiming = .afterDismissal
  /// Whether the controller is presented on a host: from the start of its
  /// presentation until its dismissal has completed.
  @exclusivity(unchecked) public internal(set) var isVisible = false
  /// Whether the controller is shown as a popover: an action sheet on a
  /// `.regular` host. A popover does not display its cancel action (SEMANTICS M8, S6).
  @exclusivity(unchecked) public internal(set) var isPopover = false
  /// Values attached to this controller (SEMANTICS A7).
  public private(set) lazy var associations = Associations(ownerName: "AlertController")

  /// The host presenting this controller, while it is presented.
  ///
  /// Held strongly only from the start of a presentation until its dismissal completes.
  @exclusivity(unchecked) public internal(set) var host: AlertHost?

  /// The object that built this controller to show itself: the legacy view
  /// that receives its events, while it does. A teardown treats a new
  /// controller from the same owner as the same alert shown again
  /// (``AlertHost/cancelAll()``); the host reads it when the controller is
  /// presented. Before its view starts receiving and once the view has let
  /// go of it, the controller has no owner.
  var presentationOwner: AnyObject? { receiverPosition == nil ? nil : receiver }

  @exclusivity(unchecked) private var storedTextFields: [AlertTextField] = []
  @exclusivity(unchecked) private var storedPreferredAction: AlertAction?
  /// The observers in the order they were added. ``send(_:)`` walks the list
  /// as it was when the event started; a removed observer's handler is
  /// cleared, so that it gets nothing more, not even the rest of that event.
  @exclusivity(unchecked) private var observers: [Observer] = []
  /// The legacy view that built this controller to show itself: from
  /// `startReceiving()` until `stopReceiving()` it gets every event right
  /// after the observers added before it, without a closure of its own. The
  /// controller holds it for as long as the controller exists, like an
  /// associated object (SEMANTICS L16); the view lets go of the controller
  /// when its showing ends, and then gets no more events.
  ///
  /// A constant, so that an event reaches it with no retain and release: a
  /// value read from a variable is copied for the call (the Benchmarks article).
  private let receiver: (any AlertEventReceiver)?
  /// While `receiver` gets the events, how many observers get each event
  /// before it (those added before `startReceiving()` and still there); nil
  /// before it starts and once it stops.
  @exclusivity(unchecked) private var receiverPosition: Int?
  @exclusivity(unchecked) private var nextObserverID = 0

  /// Creates a controller with no actions.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(title: title, message: message, preferredStyle: preferredStyle, receiver: nil)
  }

  /// Creates a controller with no actions; a legacy view passes itself as
  /// `receiver`, which gets the events once `startReceiving()` is called.
  init(
    title: String?, message: String?, preferredStyle: Style,
    receiver: (any AlertEventReceiver)?
  ) {
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    self.receiver = receiver
    link.controller = self
  }

  /// What this controller's actions and text fields refer to it through,
  /// without a weak reference (``ControllerLink``).
  nonisolated let link = ControllerLink()

  deinit {
    link.controller = nil
  }

  // MARK: Actions

  /// Appends an action (SEMANTICS M1).
  ///
  /// A second `.cancel` action (SEMANTICS M2), or an action already added to a
  /// controller, is not added; an issue is reported instead.
  public func addAction(_ action: AlertAction) {
    if let owner = action.controller {
      AlertDiagnostics.report(
        .actionAlreadyAdded(
          action: "\(action)", owner: owner.diagnosticName, alert: diagnosticName))
      return
    }
    if action.style == .cancel, cancelAction != nil {
      AlertDiagnostics.report(.duplicateCancelAction(alert: diagnosticName, action: "\(action)"))
      return
    }
    action.controller = self
    // Room for a typical alert at once, rather than growing 1, 2, 4.
    if actions.isEmpty { actions.reserveCapacity(4) }
    actions.append(action)
    setNeedsUpdate()
  }

  /// The action with style `.cancel`, if there is one.
  public var cancelAction: AlertAction? {
    actions.first { $0.style == .cancel }
  }

  /// The position of `action` in ``actions``, found without a closure (the
  /// selection path runs on every flow).
  func index(of action: AlertAction) -> Int? {
    var index = 0
    for candidate in actions {
      if candidate === action { return index }
      index += 1
    }
    return nil
  }

  /// The actions a renderer displays: all of them, except the cancel action of
  /// a popover, which a tap outside stands for (SEMANTICS M8, S6).
  public var displayedActions: [AlertAction] {
    actions.filter { AlertState.isDisplayed($0.style, isPopover: isPopover) }
  }

  /// The action that Return chooses, highlighted by renderers (SEMANTICS M4).
  ///
  /// Must be one of ``actions`` or nil; anything else is rejected with an issue
  /// and the value stays as it was.
  public var preferredAction: AlertAction? {
    get { storedPreferredAction }
    set {
      if let newValue, !actions.contains(where: { $0 === newValue }) {
        AlertDiagnostics.report(
          .invalidPreferredAction(action: "\(newValue)", alert: diagnosticName))
        return
      }
      storedPreferredAction = newValue
      setNeedsUpdate()
    }
  }

  /// The action that the Return key triggers (SEMANTICS M5): the preferred
  /// action when it is enabled; else the only enabled action; else, when
  /// exactly two actions are enabled and one is `.cancel`, the other one; else nil.
  public var returnKeyAction: AlertAction? {
    let actions = actions
    let preferred = storedPreferredAction.flatMap { preferred in
      actions.firstIndex { $0 === preferred }
    }
    let index = AlertState.returnKeyIndex(
      preferred: preferred, count: actions.count, isEnabled: { actions[$0].isEnabled },
      isCancel: { actions[$0].style == .cancel })
    return index.map { actions[$0] }
  }

  // MARK: Text fields

  /// The text fields in the order they were added; empty, never nil, when
  /// there are none (SEMANTICS M3a), as `UIAlertController` allocates its
  /// array when it is created.
  public var textFields: [AlertTextField] {
    storedTextFields
  }

  /// Adds a text field to an alert and runs `configurationHandler` with it at once (SEMANTICS M3).
  ///
  /// Action sheets cannot have text fields: the call is ignored with an issue.
  public func addTextField(configurationHandler: ((AlertTextField) -> Void)? = nil) {
    let field = AlertTextField()
    guard attach(field) else { return }
    configurationHandler?(field)
  }

  /// Adds an existing text field to an alert (SEMANTICS M3).
  ///
  /// The legacy views use this to keep the fields they created when their
  /// style was set. A field belongs to one visible controller at a time.
  public func addTextField(_ field: AlertTextField) {
    if let owner = field.controller, owner !== self, owner.isVisible {
      AlertDiagnostics.report(
        .textFieldAlreadyAdded(
          field: "\(field)", owner: owner.diagnosticName, alert: diagnosticName))
      return
    }
    _ = attach(field)
  }

  private func attach(_ field: AlertTextField) -> Bool {
    guard preferredStyle == .alert else {
      AlertDiagnostics.report(.textFieldOnActionSheet(alert: diagnosticName))
      return false
    }
    if storedTextFields.contains(where: { $0 === field }) { return true }
    field.controller = self
    storedTextFields.append(field)
    setNeedsUpdate()
    return true
  }

  // MARK: Observation

  /// Calls `handler` for every ``AlertEvent`` of this controller, in the order
  /// observers were added, until the returned observation is cancelled.
  ///
  /// A legacy view shown through this controller gets each event right after
  /// the observers added before it was shown. The handler is held strongly:
  /// capture the objects it talks to weakly.
  @discardableResult
  public func observe(
    _ handler: @escaping (AlertController, AlertEvent) -> Void
  ) -> AlertObservation {
    AlertObservation(controller: self, id: addObserver(handler))
  }

  /// Adds an observer without a token; remove it with ``removeObserver(id:)``.
  func addObserver(_ handler: @escaping (AlertController, AlertEvent) -> Void) -> Int {
    nextObserverID += 1
    observers.append(Observer(id: nextObserverID, handler: handler))
    return nextObserverID
  }

  /// Removes the observer added under `id`.
  func removeObserver(id: Int) {
    guard let index = observers.firstIndex(where: { $0.id == id }) else { return }
    observers[index].handler = nil
    observers.remove(at: index)
    if let position = receiverPosition, index < position { receiverPosition = position - 1 }
  }

  /// Makes the receiver get the events from now on, after the observers added so far.
  func startReceiving() {
    receiverPosition = receiver == nil ? nil : observers.count
  }

  /// The receiver gets no further event, not even the rest of the running one.
  func stopReceiving() {
    receiverPosition = nil
  }

  /// Sends `event` to every observer and to the receiver. Called by ``AlertHost``.
  ///
  /// An observer removed by an earlier observer of the same event does not
  /// get it; one added during the event gets the next event. The public
  /// ``AlertEvent`` is built only when there are observers.
  func send(_ event: HostEvent) {
    if self.observers.isEmpty {
      if receiverPosition != nil { receiver?.receive(event, of: self) }
      return
    }
    // The list as it is now: changes made by the observers do not move it.
    let observers = self.observers
    let receiverSlot =
      if let receiverPosition { min(receiverPosition, observers.count) } else { -1 }
    let publicEvent = observers.isEmpty ? nil : AlertHost.alertEvent(event, of: self)
    var index = 0
    while index <= observers.count {
      if index == receiverSlot, receiverPosition != nil {
        receiver?.receive(event, of: self)
      }
      if index < observers.count, let handler = observers[index].handler, let publicEvent {
        handler(self, publicEvent)
      }
      index += 1
    }
  }

  // MARK: Updates

  func actionDidChange() { setNeedsUpdate() }
  func textFieldDidChange() { setNeedsUpdate() }

  private func setNeedsUpdate() {
    guard isVisible, let host else { return }
    host.controllerDidChange(self)
  }

  /// A short name for diagnostics: `AlertController "Title"`.
  var diagnosticName: String {
    let kind = preferredStyle == .alert ? "alert" : "action sheet"
    if let title, !title.isEmpty { return "AlertController \"\(title)\" (\(kind))" }
    return "AlertController (\(kind), no title)"
  }

  /// The style, title, message, actions and text fields; a secure field shows only its length (SEMANTICS T1).
  public var description: String {
    var parts = ["\(preferredStyle)"]
    parts.append("title: \(title.map { "\"\($0)\"" } ?? "nil")")
    if let message { parts.append("message: \"\(message)\"") }
    parts.append("actions: [\(actions.map(\.description).joined(separator: ", "))]")
    if !textFields.isEmpty { parts.append("textFields: \(textFields.map(\.description))") }
    return "AlertController(\(parts.joined(separator: ", ")))"
  }
}

/// One observer of a controller's events; its handler is cleared when it is removed.
private final class Observer {
  let id: Int
  var handler: ((AlertController, AlertEvent) -> Void)?

  init(id: Int, handler: @escaping (AlertController, AlertEvent) -> Void) {
    self.id = id
    self.handler = handler
  }
}
