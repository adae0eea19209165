/// A delegate-based alert with the exact semantics of `UIAlertView`, shown
/// through a modern ``AlertController``.
///
/// Migrating is a rename: `UIAlertView` becomes `LegacyAlertView` and
/// `UIAlertViewDelegate` becomes ``LegacyAlertViewDelegate``; indices, `tag`
/// and the order of delegate callbacks stay as they were (SEMANTICS L1–L16).
///
/// ```swift
/// let alert = LegacyAlertView(
///   title: "Delete file?", message: "This cannot be undone.", delegate: self,
///   cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
/// alert.tag = 7
/// alert.show()   // on AlertHost.main
///
/// func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
///   // Swift order: Cancel = 0, Delete = 1 (SEMANTICS L1).
///   if alertView.tag == 7, buttonIndex != alertView.cancelButtonIndex { deleteFile() }
/// }
/// ```
///
/// A shown view keeps itself alive until `didDismiss`, so
/// `LegacyAlertView(…).show()` works without keeping a reference (SEMANTICS L16).
/// Misuse that UIKit answers with an exception is reported through
/// ``AlertDiagnostics`` instead, and changes nothing.
@preconcurrency @MainActor
public final class LegacyAlertView: LegacyPresenting, @MainActor CustomStringConvertible {
  /// Receives the callbacks; held weakly (SEMANTICS L16).
  @exclusivity(unchecked) public weak var delegate: (any LegacyAlertViewDelegate)?
  /// The title, shown bold at the top; empty for none.
  ///
  /// A `String`, not an optional, as `UIAlertView.title` is in Swift: a nil title given
  /// to an initialiser reads back as `""`, so `alert.title.isEmpty` and
  /// `"\(alert.title)"` keep their meaning after the rename (SEMANTICS L1b).
  @exclusivity(unchecked) public var title: String = ""
  /// The message under the title.
  @exclusivity(unchecked) public var message: String?
  /// A number for the app's own use, often switched on in the delegate; 0 by default.
  @exclusivity(unchecked) public var tag = 0
  /// Values attached to this view (SEMANTICS A7).
  public var associations: Associations {
    if let existingAssociations { return existingAssociations }
    let created = Associations(ownerName: "LegacyAlertView")
    existingAssociations = created
    return created
  }

  /// The associations table if anything created it; reading it creates nothing.
  @exclusivity(unchecked) private(set) var existingAssociations: Associations?

  @exclusivity(unchecked) var buttons = LegacyButtonList()
  @exclusivity(unchecked) var session = LegacySession()
  @exclusivity(unchecked) private var textFields: [AlertTextField] = []

  static var typeName: String { "LegacyAlertView" }

  /// Creates an empty alert view, as UIKit's `init()` did (SEMANTICS L1b).
  ///
  /// No title, message or buttons; ``cancelButtonIndex`` and
  /// ``firstOtherButtonIndex`` are -1 until set. Fill it in with ``title``,
  /// ``message`` and ``addButton(withTitle:)``:
  ///
  /// ```swift
  /// let alert = LegacyAlertView()
  /// alert.title = "Saved"
  /// alert.addButton(withTitle: "OK")  // 0; cancelButtonIndex stays -1
  /// ```
  public init() {}

  /// Creates an alert view with at most a cancel button (SEMANTICS L1, L2).
  ///
  /// A cancel title gets index 0 and makes ``cancelButtonIndex`` 0;
  /// ``firstOtherButtonIndex`` is -1. Add more buttons with
  /// ``addButton(withTitle:)``.
  public init(
    title: String?, message: String?, delegate: borrowing (any LegacyAlertViewDelegate)?,
    cancelButtonTitle: String?
  ) {
    self.title = title ?? ""
    self.message = message
    self.delegate = copy delegate
    buttons.setAlert(cancel: cancelButtonTitle, others: [])
  }

  /// Creates an alert view as UIKit's Swift overlay does (SEMANTICS L1, L2).
  ///
  /// This is ``init(title:message:delegate:cancelButtonTitle:)`` followed by
  /// ``addButton(withTitle:)`` for each other title: cancel 0, the others
  /// 1…n (0…n-1 without a cancel title). As on UIKit in Swift,
  /// ``firstOtherButtonIndex`` stays -1, so
  /// ``LegacyAlertViewDelegate/alertViewShouldEnableFirstOtherButton(_:)`` is
  /// never consulted; compare with the index itself:
  ///
  /// ```swift
  /// let alert = LegacyAlertView(
  ///   title: "Delete file?", message: nil, delegate: self,
  ///   cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
  /// // Cancel = 0, Delete = 1, firstOtherButtonIndex = -1
  /// ```
  ///
  /// Use ``init(title:message:delegate:cancelButtonTitle:otherButtonTitles:buttonOrder:)``
  /// with `.objectiveC` for code ported from Objective-C.
  public init(
    title: String?, message: String?, delegate: borrowing (any LegacyAlertViewDelegate)?,
    cancelButtonTitle: String?, otherButtonTitles: String...
  ) {
    self.title = title ?? ""
    self.message = message
    self.delegate = copy delegate
    buttons.setAlert(cancel: cancelButtonTitle, others: otherButtonTitles)
  }

  /// Creates an alert view in the given button order (SEMANTICS L2a).
  ///
  /// With `.objectiveC` the indices are those of the Swift order, but
  /// ``firstOtherButtonIndex`` is the index of the first other title (1 with a
  /// cancel title, 0 without, -1 with none), as UIKit's Objective-C
  /// initialiser sets it, and the delegate's
  /// ``LegacyAlertViewDelegate/alertViewShouldEnableFirstOtherButton(_:)``
  /// enables that button live (SEMANTICS L13):
  ///
  /// ```swift
  /// let login = LegacyAlertView(
  ///   title: "Name", message: nil, delegate: self,
  ///   cancelButtonTitle: "Cancel", otherButtonTitles: "Save", buttonOrder: .objectiveC)
  /// // Cancel = 0, Save = 1, firstOtherButtonIndex = 1
  /// ```
  ///
  /// `.swift` behaves as ``init(title:message:delegate:cancelButtonTitle:otherButtonTitles:)``.
  public init(
    title: String?, message: String?, delegate: borrowing (any LegacyAlertViewDelegate)?,
    cancelButtonTitle: String?, otherButtonTitles: String..., buttonOrder: LegacyButtonOrder
  ) {
    self.title = title ?? ""
    self.message = message
    self.delegate = copy delegate
    buttons.setAlert(cancel: cancelButtonTitle, others: otherButtonTitles, order: buttonOrder)
  }

  // MARK: Buttons

  /// Adds a button and returns its index, the previous ``numberOfButtons`` (SEMANTICS L3).
  ///
  /// A nil title adds nothing and returns -1 with an issue (SEMANTICS L6).
  @discardableResult
  public func addButton(withTitle title: String?) -> Int {
    addLegacyButton(title)
  }

  /// The title of the button at `index`; nil with an issue when out of range (SEMANTICS L5).
  @discardableResult public func buttonTitle(at index: Int) -> String? {
    legacyButtonTitle(at: index)
  }

  /// How many buttons there are, the cancel button included.
  public var numberOfButtons: Int { buttons.count }

  /// The cancel button's index, -1 when there is none; any value can be stored (SEMANTICS L4).
  public var cancelButtonIndex: Int {
    get { buttons.cancelButtonIndex }
    set { setIndex(\.cancelButtonIndex, to: newValue, name: "cancelButtonIndex") }
  }

  /// The index of the first other title given to an Objective-C-order
  /// initialiser; -1 otherwise, as for every Swift-shaped initialiser (SEMANTICS L2, L2a).
  public var firstOtherButtonIndex: Int { buttons.firstOtherButtonIndex }

  // MARK: Text fields

  /// Which text fields the alert has; setting it replaces them at once (SEMANTICS L11).
  @exclusivity(unchecked) public var alertViewStyle: LegacyAlertViewStyle = .default {
    didSet {
      guard oldValue != alertViewStyle else { return }
      guard buttonsCanChange("Setting alertViewStyle to .\(alertViewStyle)") else {
        alertViewStyle = oldValue
        return
      }
      textFields = alertViewStyle.makeTextFields()
    }
  }

  /// The text field at `index`; nil with an issue when out of range (SEMANTICS L12).
  @discardableResult public func textField(at index: Int) -> AlertTextField? {
    guard textFields.indices.contains(index) else {
      AlertDiagnostics.report(
        .legacyTextFieldIndexOutOfRange(
          view: diagnosticName, style: "\(alertViewStyle)", index: index, count: textFields.count))
      return nil
    }
    return textFields[index]
  }

  // MARK: Showing

  /// Whether the alert is shown: from `willPresent` until after `didDismiss` (SEMANTICS L7).
  public var isVisible: Bool { session.isVisible }

  /// The controller showing this view, while it is shown or waiting.
  public var alertController: AlertController? { session.controller }

  /// Shows the alert on ``AlertHost/main``.
  public func show() {
    show(in: AlertHost.mainForLegacyShow("show() on \(diagnosticName)"))
  }

  /// Shows the alert on `host`; the buttons are fixed from now until `didDismiss` (SEMANTICS L14).
  public func show(in host: AlertHost) {
    presentLegacy(in: host, anchor: nil)
  }

  /// Dismisses the alert from code: `willDismiss` and `didDismiss` with `index`
  /// as given, and no `clickedButtonAt` (SEMANTICS L9).
  ///
  /// On an alert that is not shown it does nothing; on one waiting to be
  /// shown it withdraws it with no callbacks. `animated` is accepted for
  /// source compatibility.
  public func dismiss(withClickedButtonIndex index: Int, animated: Bool) {
    dismissLegacy(withClickedButtonIndex: index)
  }

  // MARK: LegacyPresenting

  func makeController() -> AlertController {
    let controller = AlertController(
      title: title.isEmpty ? nil : title, message: message, preferredStyle: .alert,
      receiver: self)
    for field in textFields { controller.addTextField(field) }
    return controller
  }

  func deliverToDelegate(_ event: LegacyDelegateEvent) {
    guard let delegate else { return }
    switch event {
    case .shouldEnableFirstOtherButton: break  // a question asked, never sent
    case .willPresent: delegate.willPresent(self)
    case .didPresent: delegate.didPresent(self)
    case .clicked(let index): delegate.alertView(self, clickedButtonAt: index)
    case .systemCancel: delegate.alertViewCancel(self)
    case .willDismiss(let index): delegate.alertView(self, willDismissWithButtonIndex: index)
    case .didDismiss(let index): delegate.alertView(self, didDismissWithButtonIndex: index)
    }
  }

  func delegateEnablesFirstOtherButton() -> Bool {
    delegate?.alertViewShouldEnableFirstOtherButton(self) ?? true
  }

  /// The alert's title, message, buttons, cancel index, tag and text fields, for logs
  /// and failure messages; a secure field shows only its length (SEMANTICS T1).
  public var description: String {
    var parts = ["title: \"\(title)\""]
    if let message { parts.append("message: \"\(message)\"") }
    parts.append("buttons: \(buttons.titles)")
    parts.append("cancelButtonIndex: \(cancelButtonIndex)")
    if tag != 0 { parts.append("tag: \(tag)") }
    if alertViewStyle != .default {
      parts.append("style: .\(alertViewStyle)")
      parts.append("textFields: \(textFields.map(\.description))")
    }
    return "LegacyAlertView(\(parts.joined(separator: ", ")))"
  }
}
