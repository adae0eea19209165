private let dialogKey = AssociationKey<AlertDialog>("AlertDialog")

/// The universal dialog: one closure-based API over either an
/// ``AlertController`` or a legacy view, which behave the same (SEMANTICS A6).
///
/// Add items with ``addButton(title:handler:)``; each handler receives the
/// item's index, 0-based among the added items. ``show(in:)`` appends a close
/// button titled ``closeButtonTitle`` as the cancel button and presents the
/// dialog on the next turn of the main actor.
///
/// ```swift
/// let dialog = AlertDialog(style: .actionSheet, title: "Sort by", message: nil)
/// for key in ["Name", "Date", "Size"] {
///   dialog.addButton(title: key) { [weak self] index in self?.sort(by: index) }
/// }
/// dialog.closeButtonTitle = "Cancel"
/// dialog.show(in: host)
/// ```
///
/// Item handlers and ``closeHandler`` run once the dialog is hidden, at its
/// `didDismiss`. A shown dialog keeps itself alive until then, so
/// `AlertDialog(…).show(in: host)` works without keeping a reference; the
/// controller or legacy view built for a showing is released after it.
///
/// ## Backends
///
/// ``backend`` chooses what shows the dialog: an ``AlertController`` (what
/// ``Backend/automatic`` picks) or a ``LegacyAlertView`` /
/// ``LegacyActionSheet`` driven through its closure adapters. Titles, styles,
/// order, the index passed to handlers, the close button, message and anchor
/// are the same with both.
///
/// > Warning: Items and ``closeHandler`` stay attached after a dismissal, so the
/// > dialog can be shown again. A handler that captures its own dialog strongly
/// > keeps it alive for ever. Capture it weakly:
/// > `dialog.addButton(title: "Retry") { [weak dialog] _ in dialog?.show(in: host) }`.
@MainActor
public final class AlertDialog: AlertAssociating, @MainActor CustomStringConvertible {
  /// What shows an ``AlertDialog``.
  public enum Backend: Sendable, Hashable, CustomStringConvertible {
    /// The package's choice: ``controller``.
    case automatic
    /// An ``AlertController`` presented on the host.
    case controller
    /// A ``LegacyAlertView`` for alerts or a ``LegacyActionSheet`` for sheets,
    /// through its closure adapters (SEMANTICS A2, A3).
    case legacyView

    /// The backend's name: `automatic`, `controller` or `legacyView`.
    public var description: String {
      switch self {
      case .automatic: return "automatic"
      case .controller: return "controller"
      case .legacyView: return "legacyView"
      }
    }
  }

  private struct Item {
    let title: String
    let handler: (@MainActor (Int) -> Void)?
  }

  /// What one showing needs, taken when ``show(in:)`` is called.
  private struct Plan {
    let style: AlertController.Style
    let title: String?
    let message: String?
    let items: [Item]
    let closeButtonTitle: String
    let closeHandler: (@MainActor () -> Void)?
    let anchor: AlertAnchor?
    let backend: Backend
  }

  private enum Phase {
    /// `show(in:)` was called; the dialog is presented on the next turn.
    case scheduled
    /// Handed to the host, until its dismissal completes.
    case presented(AlertController)
  }

  /// Alert or action sheet; fixed at creation.
  public let style: AlertController.Style
  /// The title, shown bold at the top.
  public var title: String?
  /// The message under the title; action sheets show it too, with both backends.
  public var message: String?
  /// The title of the close button that ``show(in:)`` appends as the cancel
  /// button; "Close" by default.
  public var closeButtonTitle = "Close"
  /// Runs when the dialog closes without an item chosen: the close button, a
  /// system cancel, a tap outside a sheet, a dismissal from code. Nil by default.
  public var closeHandler: (@MainActor () -> Void)?
  /// What shows the dialog; ``Backend/automatic`` by default.
  public var backend: Backend = .automatic
  /// Where an action sheet points on a `.regular` host (SEMANTICS S5, P6); a
  /// sheet without one is shown from the centre, with both backends.
  public var anchor: AlertAnchor?
  /// Values attached to this dialog (SEMANTICS A7).
  public private(set) lazy var associations = Associations(ownerName: "AlertDialog")

  private var items: [Item] = []
  private var phase: Phase?

  /// Creates a dialog with no items.
  ///
  /// - Parameters:
  ///   - style: `.alert` (default) or `.actionSheet`.
  ///   - title: The title.
  ///   - message: The message under the title.
  public init(style: AlertController.Style = .alert, title: String?, message: String?) {
    self.style = style
    self.title = title
    self.message = message
  }

  // MARK: Items

  /// The titles of the added items, in order; the close button is not among them.
  public var buttonTitles: [String] {
    items.map(\.title)
  }

  /// Adds an item and returns its index, 0-based among the added items (SEMANTICS A6).
  ///
  /// `handler` receives that index when the item is chosen, once the dialog is
  /// hidden. While the dialog is scheduled or shown its items are fixed: the
  /// call adds nothing, returns -1 and reports an issue (as SEMANTICS L14).
  ///
  /// - Parameters:
  ///   - title: The item's title.
  ///   - handler: Run with the item's index when it is chosen.
  /// - Returns: The item's index, or -1 when the dialog is shown.
  @discardableResult
  public func addButton(title: String, handler: (@MainActor (Int) -> Void)? = nil) -> Int {
    guard phase == nil else {
      AlertDiagnostics.report(.dialogItemsFrozen(title: title, dialog: diagnosticName))
      return -1
    }
    items.append(Item(title: title, handler: handler))
    return items.count - 1
  }

  // MARK: Showing

  /// The controller showing the dialog, with either backend: from the moment
  /// the dialog is handed to its host until its dismissal has completed.
  public var alertController: AlertController? {
    guard case .presented(let controller) = phase else { return nil }
    return controller
  }

  /// Whether the dialog's controller is visible on its host.
  public var isVisible: Bool {
    alertController?.isVisible ?? false
  }

  /// Shows the dialog on ``AlertHost/main``; see ``show(in:)``.
  @discardableResult
  public func show() -> Task<Void, Never> {
    show(in: AlertHost.main)
  }

  /// Appends the close button and presents the dialog on `host` on the next
  /// turn of the main actor (SEMANTICS A6).
  ///
  /// The title, message, items and close button are taken now; the dialog is
  /// handed to the host by a task that runs after the current code returns.
  /// So a dialog shown from another dialog's handler appears once that one is
  /// gone. Await the returned task to know the dialog is on the host:
  ///
  /// ```swift
  /// await dialog.show(in: host).value
  /// host.select(actionTitled: "Date")
  /// ```
  ///
  /// Showing a dialog that is already scheduled or shown is reported and does
  /// nothing.
  ///
  /// - Returns: A task that finishes once the dialog has been handed to `host`.
  @discardableResult
  public func show(in host: AlertHost) -> Task<Void, Never> {
    guard phase == nil else {
      AlertDiagnostics.report(.dialogAlreadyShown(dialog: diagnosticName))
      return Task {}
    }
    let plan = Plan(
      style: style, title: title, message: message, items: items,
      closeButtonTitle: closeButtonTitle, closeHandler: closeHandler, anchor: anchor,
      backend: backend)
    phase = .scheduled
    return Task { self.present(plan, on: host) }
  }

  private func present(_ plan: Plan, on host: AlertHost) {
    switch plan.backend {
    case .automatic, .controller:
      let controller = AlertController(
        title: plan.title, message: plan.message, preferredStyle: plan.style)
      for item in plan.items {
        controller.addAction(AlertAction(title: item.title, style: .default))
      }
      controller.addAction(AlertAction(title: plan.closeButtonTitle, style: .cancel))
      if plan.style == .actionSheet {
        // As a legacy sheet does (SEMANTICS S5, A6): no anchor means the centre of a popover,
        // decided with the traits of a renderer that knows its size class (UIKit, U6).
        host.refreshTraitsFromRenderer()
        controller.anchor = plan.anchor ?? AlertAnchor.sheetDefault(on: host)
      }
      attach(to: controller, plan, reportsDismissal: true)
      host.present(controller)
    case .legacyView:
      let configure = { (controller: AlertController) in
        // UIActionSheet has no message; the sheet's controller gets it here.
        controller.message = plan.message
        self.attach(to: controller, plan, reportsDismissal: false)
      }
      switch plan.style {
      case .alert:
        let view = LegacyAlertView(
          title: plan.title, message: plan.message, delegate: nil, cancelButtonTitle: nil)
        for item in plan.items { view.addButton(withTitle: item.title) }
        view.setCancelButton(withTitle: plan.closeButtonTitle, handler: nil)
        view.showLegacy(in: host, anchor: nil, configure: configure) { [weak self] view, index in
          self?.finish(view.alertController, choosing: index, plan)
        }
      case .actionSheet:
        let sheet = LegacyActionSheet(
          title: plan.title, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
        for item in plan.items { sheet.addButton(withTitle: item.title) }
        sheet.setCancelButton(withTitle: plan.closeButtonTitle, handler: nil)
        sheet.showLegacy(in: host, anchor: plan.anchor, configure: configure) {
          [weak self] sheet, index in
          self?.finish(sheet.alertController, choosing: index, plan)
        }
      }
    }
  }

  /// Ties the dialog to the controller of this showing: the controller keeps
  /// the dialog alive until the showing ends.
  ///
  /// - Parameter reportsDismissal: Whether the controller's `didDismiss` tells
  ///   which item was chosen (the controller backend); the legacy backend
  ///   learns it from its `show(completion:)` closure instead.
  private func attach(to controller: AlertController, _ plan: Plan, reportsDismissal: Bool) {
    phase = .presented(controller)
    controller.associations[dialogKey] = self
    controller.observe { [weak self] controller, event in
      switch event {
      case .didDismiss(let resolution) where reportsDismissal:
        let action = resolution.action(in: controller)
        let index = controller.actions.firstIndex { $0 === action }
        self?.finish(controller, choosing: index, plan)
      case .withdrawn:
        // Taken off the host's queue before it was shown: like a legacy view, no callbacks.
        self?.finish(controller, choosing: nil, plan, runsHandlers: false)
      default:
        break
      }
    }
  }

  /// Ends the showing, lets go of its controller, then runs the chosen item's
  /// handler, or ``closeHandler`` when no item was chosen.
  private func finish(
    _ controller: AlertController?, choosing index: Int?, _ plan: Plan, runsHandlers: Bool = true
  ) {
    phase = nil
    controller?.associations.removeValue(for: dialogKey)
    guard runsHandlers else { return }
    if let index, plan.items.indices.contains(index) {
      plan.items[index].handler?(index)
    } else {
      plan.closeHandler?()
    }
  }

  private var diagnosticName: String {
    if let title, !title.isEmpty { return "AlertDialog \"\(title)\"" }
    return "AlertDialog (no title)"
  }

  /// The dialog's style, title, message, buttons and backend, for logs and failure messages.
  public var description: String {
    var parts = ["\(style)", "title: \(title.map { "\"\($0)\"" } ?? "nil")"]
    if let message { parts.append("message: \"\(message)\"") }
    parts.append("buttons: \(buttonTitles)")
    parts.append("close: \"\(closeButtonTitle)\"")
    parts.append("backend: \(backend)")
    return "AlertDialog(\(parts.joined(separator: ", ")))"
  }
}
