/// One button of an ``AlertController``, with the closure it runs (like `UIAlertAction`).
///
/// An action belongs to at most one controller. Its handler runs exactly once
/// per selection, after the alert has been hidden (see
/// ``AlertController/handlerTiming``).
///
/// > Warning: A handler that captures its own controller strongly makes a
/// > reference cycle, as with UIKit. Capture it weakly:
/// > `AlertAction(title: "OK", style: .default) { [weak alert] _ in … }`.
@MainActor
public final class AlertAction: AlertAssociating, @MainActor CustomStringConvertible {
  /// The role of an action, which decides where and how it is shown.
  public enum Style: Sendable, Hashable, CustomStringConvertible {
    /// `.default`: an ordinary button. `.cancel`: the one button that cancels. `.destructive`: a button that destroys data, drawn red.
    case `default`, cancel, destructive

    /// The style's name: `default`, `cancel` or `destructive`.
    public var description: String {
      switch self {
      case .default: return "default"
      case .cancel: return "cancel"
      case .destructive: return "destructive"
      }
    }
  }

  /// The button's title.
  public let title: String?
  /// The button's role.
  public let style: Style
  /// Whether the action can be selected; a disabled action ignores selection (SEMANTICS M1).
  @exclusivity(unchecked) public var isEnabled: Bool = true {
    didSet {
      if oldValue != isEnabled { controller?.actionDidChange() }
    }
  }
  /// The closure run when the action is selected.
  public let handler: ((AlertAction) -> Void)?
  /// Values attached to this action (SEMANTICS A7).
  public private(set) lazy var associations = Associations(ownerName: "AlertAction")

  /// The controller this action was added to, while that controller exists.
  var controller: AlertController? {
    get { owner.controller }
    set { owner = WeakController(newValue) }
  }
  @exclusivity(unchecked) private var owner = WeakController(nil)

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The button's role.
  ///   - handler: Run when the action is selected, after the alert is hidden.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// An action of `controller` from the start, with no handler: a button of a
  /// legacy view. It is what ``AlertController/addAction(_:)`` makes of a new
  /// action, without the setter's work (the Benchmarks article).
  init(title: String?, style: Style, of controller: AlertController) {
    self.title = title
    self.style = style
    self.handler = nil
    owner = WeakController(controller)
  }

  /// `AlertAction(default: "OK")`, with `, disabled` when the action is disabled.
  public var description: String {
    "AlertAction(\(style): \(title.map { "\"\($0)\"" } ?? "nil")\(isEnabled ? "" : ", disabled"))"
  }
}
