/// A delegate-based action sheet with the exact semantics of `UIActionSheet`,
/// shown through a modern ``AlertController``.
///
/// Buttons are ordered as UIKit's Swift overlay orders them: destructive
/// first, then cancel, then the others (SEMANTICS S1). Code ported from
/// Objective-C can ask for that initialiser's order instead
/// (``LegacyButtonOrder/objectiveC``: cancel last, SEMANTICS S1a).
///
/// ```swift
/// let sheet = LegacyActionSheet(
///   title: "Photo", delegate: self, cancelButtonTitle: "Cancel",
///   destructiveButtonTitle: "Delete", otherButtonTitles: "Share", "Copy")
/// // Delete = 0, Cancel = 1, Share = 2, Copy = 3
/// sheet.show(from: .barItem("action"), in: host)
/// ```
///
/// On a `.regular` host the sheet is a popover: its cancel button is not
/// shown and a tap outside stands for it (SEMANTICS S5, S6).
@preconcurrency @MainActor
public final class LegacyActionSheet: LegacyPresenting, @MainActor CustomStringConvertible {
  /// Receives the callbacks; held weakly (SEMANTICS L16, S4).
  @exclusivity(unchecked) public weak var delegate: (any LegacyActionSheetDelegate)?
  /// The title above the buttons; empty for none.
  ///
  /// A `String`, not an optional, as `UIActionSheet.title` is in Swift: a nil title given
  /// to an initialiser reads back as `""` (SEMANTICS L1b).
  @exclusivity(unchecked) public var title: String = ""
  /// A number for the app's own use; 0 by default.
  @exclusivity(unchecked) public var tag = 0
  /// Kept for source compatibility; it does not change how the sheet looks.
  @exclusivity(unchecked) public var actionSheetStyle: LegacyActionSheetStyle = .automatic
  /// Values attached to this sheet (SEMANTICS A7).
  public var associations: Associations {
    if let existingAssociations { return existingAssociations }
    let created = Associations(ownerName: "LegacyActionSheet")
    existingAssociations = created
    return created
  }

  /// The associations table if anything created it; reading it creates nothing.
  @exclusivity(unchecked) private(set) var existingAssociations: Associations?

  @exclusivity(unchecked) var buttons = LegacyButtonList()
  @exclusivity(unchecked) var session = LegacySession()

  static var typeName: String { "LegacyActionSheet" }

  /// Creates an empty action sheet, as UIKit's `init()` did (SEMANTICS L1b).
  ///
  /// No title or buttons; ``cancelButtonIndex``, ``destructiveButtonIndex``
  /// and ``firstOtherButtonIndex`` are -1 until set. Fill it in with
  /// ``title`` and ``addButton(withTitle:)``, then set the special indices.
  public init() {}

  /// Creates an action sheet with at most a destructive and a cancel button (SEMANTICS S1, S2).
  ///
  /// The destructive title comes first, then the cancel title: with both,
  /// destructive is 0 and cancel is 1. ``firstOtherButtonIndex`` is -1.
  public init(
    title: String?, delegate: borrowing (any LegacyActionSheetDelegate)?,
    cancelButtonTitle: String?,
    destructiveButtonTitle: String?
  ) {
    self.title = title ?? ""
    self.delegate = copy delegate
    buttons.setSheet(
      cancel: cancelButtonTitle, destructive: destructiveButtonTitle, others: [])
  }

  /// Creates an action sheet as UIKit's Swift overlay does (SEMANTICS S1, S2).
  ///
  /// This is ``init(title:delegate:cancelButtonTitle:destructiveButtonTitle:)``
  /// followed by ``addButton(withTitle:)`` for each other title, so the cancel
  /// button comes right after the destructive one and the others follow:
  ///
  /// ```swift
  /// let sheet = LegacyActionSheet(
  ///   title: "Photo", delegate: self, cancelButtonTitle: "Cancel",
  ///   destructiveButtonTitle: "Delete", otherButtonTitles: "Share", "Copy")
  /// // Delete = 0, Cancel = 1, Share = 2, Copy = 3, firstOtherButtonIndex = -1
  /// ```
  ///
  /// Use ``init(title:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:buttonOrder:)``
  /// with `.objectiveC` for code ported from Objective-C.
  public init(
    title: String?, delegate: borrowing (any LegacyActionSheetDelegate)?,
    cancelButtonTitle: String?,
    destructiveButtonTitle: String?, otherButtonTitles: String...
  ) {
    self.title = title ?? ""
    self.delegate = copy delegate
    buttons.setSheet(
      cancel: cancelButtonTitle, destructive: destructiveButtonTitle, others: otherButtonTitles)
  }

  /// Creates an action sheet in the given button order (SEMANTICS S1a).
  ///
  /// With `.objectiveC` the order is that of UIKit's Objective-C initialiser:
  /// destructive first, then the others, then cancel last, and
  /// ``firstOtherButtonIndex`` is the first other title:
  ///
  /// ```swift
  /// let sheet = LegacyActionSheet(
  ///   title: "Photo", delegate: self, cancelButtonTitle: "Cancel",
  ///   destructiveButtonTitle: "Delete", otherButtonTitles: "Share", "Copy",
  ///   buttonOrder: .objectiveC)
  /// // Delete = 0, Share = 1, Copy = 2, Cancel = 3, firstOtherButtonIndex = 1
  /// ```
  ///
  /// `.swift` behaves as ``init(title:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:)``.
  public init(
    title: String?, delegate: borrowing (any LegacyActionSheetDelegate)?,
    cancelButtonTitle: String?,
    destructiveButtonTitle: String?, otherButtonTitles: String..., buttonOrder: LegacyButtonOrder
  ) {
    self.title = title ?? ""
    self.delegate = copy delegate
    buttons.setSheet(
      cancel: cancelButtonTitle, destructive: destructiveButtonTitle, others: otherButtonTitles,
      order: buttonOrder)
  }

  // MARK: Buttons

  /// Appends a button, after an existing cancel button, and returns its index (SEMANTICS S2).
  @discardableResult
  public func addButton(withTitle title: String?) -> Int {
    addLegacyButton(title)
  }

  /// The title of the button at `index`; nil with an issue when out of range (SEMANTICS L5).
  @discardableResult public func buttonTitle(at index: Int) -> String? {
    legacyButtonTitle(at: index)
  }

  /// How many buttons there are, cancel and destructive included.
  public var numberOfButtons: Int { buttons.count }

  /// The cancel button's index, -1 when there is none; any value can be stored (SEMANTICS S2).
  public var cancelButtonIndex: Int {
    get { buttons.cancelButtonIndex }
    set { setIndex(\.cancelButtonIndex, to: newValue, name: "cancelButtonIndex") }
  }

  /// The destructive button's index, -1 when there is none; any value can be stored (SEMANTICS S2).
  public var destructiveButtonIndex: Int {
    get { buttons.destructiveButtonIndex }
    set { setIndex(\.destructiveButtonIndex, to: newValue, name: "destructiveButtonIndex") }
  }

  /// The index of the first other title given to an Objective-C-order
  /// initialiser; -1 otherwise (SEMANTICS S1, S1a, S2).
  public var firstOtherButtonIndex: Int { buttons.firstOtherButtonIndex }

  // MARK: Showing

  /// Whether the sheet is shown: from `willPresent` until after `didDismiss`.
  public var isVisible: Bool { session.isVisible }

  /// The controller showing this sheet, while it is shown or waiting.
  public var alertController: AlertController? { session.controller }

  /// Shows the sheet on ``AlertHost/main``.
  public func show() {
    show(in: AlertHost.mainForLegacyShow("show() on \(diagnosticName)"))
  }

  /// Shows the sheet on `host`; on a `.regular` host it is a popover from a
  /// 1×1 anchor at the centre (SEMANTICS S5).
  public func show(in host: AlertHost) {
    presentLegacy(in: host, anchor: nil)
  }

  /// Shows the sheet anchored to a rect or a bar item (SEMANTICS S5, P6).
  ///
  /// On a `.compact` host the anchor is recorded but the sheet is full width.
  public func show(from anchor: AlertAnchor, in host: AlertHost) {
    presentLegacy(in: host, anchor: anchor)
  }

  /// Shows the sheet on `host` with `anchor` (nil: as ``show(in:)``), running
  /// `configure` on the new controller before it is presented.
  ///
  /// A package hook for AlertShimUIKit's UIKit-shaped entry points
  /// (`show(from: UIBarButtonItem, animated:)`, …), which attach the view or
  /// bar button item a popover points at to the controller.
  package func show(
    from anchor: AlertAnchor?, in host: AlertHost,
    configure: @escaping (AlertController) -> Void
  ) {
    presentLegacy(in: host, anchor: anchor, configure: configure)
  }

  /// Dismisses the sheet from code: `willDismiss` and `didDismiss` with `index`
  /// as given, and no `clickedButtonAt` (SEMANTICS L9, S4).
  public func dismiss(withClickedButtonIndex index: Int, animated: Bool) {
    dismissLegacy(withClickedButtonIndex: index)
  }

  // MARK: LegacyPresenting

  func makeController() -> AlertController {
    AlertController(
      title: title.isEmpty ? nil : title, message: nil, preferredStyle: .actionSheet,
      receiver: self)
  }

  func deliverToDelegate(_ event: LegacyDelegateEvent) {
    guard let delegate else { return }
    switch event {
    case .shouldEnableFirstOtherButton: break  // a question asked, never sent
    case .willPresent: delegate.willPresent(self)
    case .didPresent: delegate.didPresent(self)
    case .clicked(let index): delegate.actionSheet(self, clickedButtonAt: index)
    case .systemCancel: delegate.actionSheetCancel(self)
    case .willDismiss(let index): delegate.actionSheet(self, willDismissWithButtonIndex: index)
    case .didDismiss(let index): delegate.actionSheet(self, didDismissWithButtonIndex: index)
    }
  }

  func delegateEnablesFirstOtherButton() -> Bool { true }

  /// The sheet's title, buttons, special indices and tag, for logs and failure messages.
  public var description: String {
    var parts = ["title: \"\(title)\""]
    parts.append("buttons: \(buttons.titles)")
    parts.append("cancelButtonIndex: \(cancelButtonIndex)")
    parts.append("destructiveButtonIndex: \(destructiveButtonIndex)")
    if tag != 0 { parts.append("tag: \(tag)") }
    return "LegacyActionSheet(\(parts.joined(separator: ", ")))"
  }
}

/// Mirrors `UIActionSheetStyle`; kept so that code setting it still compiles.
public enum LegacyActionSheetStyle: Int, Sendable, Hashable, CaseIterable {
  /// `UIActionSheetStyleAutomatic`.
  case automatic = -1
  /// `UIActionSheetStyleDefault`.
  case `default` = 0
  /// `UIActionSheetStyleBlackTranslucent`.
  case blackTranslucent = 2
  /// `UIActionSheetStyleBlackOpaque`.
  case blackOpaque = 1
}
