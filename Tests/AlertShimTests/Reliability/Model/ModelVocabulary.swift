import AlertShim

/// The vocabulary shared by the reference model, the generator and the driver
/// of the implementation: operations, delegate behaviour, trace events and
/// observable state. Every type is a plain value, so a sequence can be printed,
/// shrunk and replayed.
enum Conformance {}

extension Conformance {
  /// Identifies a legacy view inside one sequence; also its `tag`.
  typealias ViewID = Int

  /// A host of the sequence: its policy and traits (SEMANTICS P1, P6).
  struct HostSpec: Hashable, CustomStringConvertible {
    var policy: PresentationPolicy
    var traits: HostTraits

    var description: String { ".init(policy: .\(policy), traits: .\(traits))" }
  }

  /// A delegate callback that can carry a behaviour.
  enum Callback: Hashable, CaseIterable, CustomStringConvertible {
    case willPresent, didPresent, clicked, cancel, willDismiss, didDismiss

    var description: String {
      switch self {
      case .willPresent: "willPresent"
      case .didPresent: "didPresent"
      case .clicked: "clicked"
      case .cancel: "cancel"
      case .willDismiss: "willDismiss"
      case .didDismiss: "didDismiss"
      }
    }
  }

  /// "When `on` is first delivered, show view `view` on host `host`" (SEMANTICS P2).
  /// Each behaviour fires at most once, so a sequence always ends.
  struct Behavior: Hashable, CustomStringConvertible {
    var on: Callback
    var view: ViewID
    var host: Int
    /// For sheets: `show(from:in:)` with this anchor; nil means `show(in:)`.
    var anchor: AlertAnchor?

    var description: String {
      let anchorText = anchor.map { ", anchor: \(swiftLiteral($0))" } ?? ""
      return ".init(on: .\(on), view: \(view), host: \(host)\(anchorText))"
    }
  }

  /// The answer of `alertViewShouldEnableFirstOtherButton(_:)` (SEMANTICS L13).
  enum EnablePolicy: Hashable {
    case always, never
    /// True when text field 0 exists and holds a non-empty text.
    case whenFirstFieldHasText
  }

  /// A recording delegate: which optional methods it implements and what it does.
  struct DelegateSpec: Hashable, CustomStringConvertible {
    /// Implements `alertViewCancel` / `actionSheetCancel`; otherwise the default
    /// implementation clicks the cancel index (SEMANTICS L10).
    var implementsCancel: Bool
    /// Implements `alertViewShouldEnableFirstOtherButton` with this answer; nil: the default (true).
    var enablePolicy: EnablePolicy?
    var behaviors: [Behavior]

    var description: String {
      let policy = enablePolicy.map { ".\($0)" } ?? "nil"
      return ".init(implementsCancel: \(implementsCancel), enablePolicy: \(policy), "
        + "behaviors: [\(behaviors.map(\.description).joined(separator: ", "))])"
    }
  }

  /// One step of a sequence. `view` refers to the view made by the `make…` step
  /// with that id; a step about a view that does not exist is skipped.
  enum Op: Hashable, CustomStringConvertible {
    case makeAlert(
      id: ViewID, title: String?, cancel: String?, others: [String], delegate: DelegateSpec?,
      order: LegacyButtonOrder = .swift)
    case makeSheet(
      id: ViewID, title: String?, cancel: String?, destructive: String?, others: [String],
      delegate: DelegateSpec?, order: LegacyButtonOrder = .swift)
    case addButton(view: ViewID, title: String?)
    case setCancelIndex(view: ViewID, Int)
    case setDestructiveIndex(view: ViewID, Int)
    case setStyle(view: ViewID, LegacyAlertViewStyle)
    case setText(view: ViewID, field: Int, text: String)
    case buttonTitle(view: ViewID, Int)
    case textField(view: ViewID, Int)
    case show(view: ViewID, host: Int)
    case showFrom(view: ViewID, anchor: AlertAnchor, host: Int)
    case select(host: Int, index: Int)
    case tapOutside(host: Int)
    case cancelBySystem(host: Int)
    case dismiss(view: ViewID, index: Int, animated: Bool)
    case typeText(host: Int, text: String, field: Int)
    case releaseDelegate(view: ViewID)
    case cancelAll(host: Int)

    var description: String {
      func lit(_ string: String?) -> String { string.map { "\"\($0)\"" } ?? "nil" }
      func list(_ strings: [String]) -> String {
        "[\(strings.map { lit($0) }.joined(separator: ", "))]"
      }
      func spec(_ spec: DelegateSpec?) -> String { spec.map(\.description) ?? "nil" }
      func orderArgument(_ order: LegacyButtonOrder) -> String {
        order == .swift ? "" : ", order: .\(order)"
      }
      switch self {
      case .makeAlert(let id, let title, let cancel, let others, let delegate, let order):
        return ".makeAlert(id: \(id), title: \(lit(title)), cancel: \(lit(cancel)), "
          + "others: \(list(others)), delegate: \(spec(delegate))\(orderArgument(order)))"
      case .makeSheet(
        let id, let title, let cancel, let destructive, let others, let delegate, let order):
        return ".makeSheet(id: \(id), title: \(lit(title)), cancel: \(lit(cancel)), "
          + "destructive: \(lit(destructive)), others: \(list(others)), "
          + "delegate: \(spec(delegate))\(orderArgument(order)))"
      case .addButton(let view, let title): return ".addButton(view: \(view), title: \(lit(title)))"
      case .setCancelIndex(let view, let index): return ".setCancelIndex(view: \(view), \(index))"
      case .setDestructiveIndex(let view, let index):
        return ".setDestructiveIndex(view: \(view), \(index))"
      case .setStyle(let view, let style): return ".setStyle(view: \(view), .\(style))"
      case .setText(let view, let field, let text):
        return ".setText(view: \(view), field: \(field), text: \(lit(text)))"
      case .buttonTitle(let view, let index): return ".buttonTitle(view: \(view), \(index))"
      case .textField(let view, let index): return ".textField(view: \(view), \(index))"
      case .show(let view, let host): return ".show(view: \(view), host: \(host))"
      case .showFrom(let view, let anchor, let host):
        return ".showFrom(view: \(view), anchor: \(swiftLiteral(anchor)), host: \(host))"
      case .select(let host, let index): return ".select(host: \(host), index: \(index))"
      case .tapOutside(let host): return ".tapOutside(host: \(host))"
      case .cancelBySystem(let host): return ".cancelBySystem(host: \(host))"
      case .dismiss(let view, let index, let animated):
        return ".dismiss(view: \(view), index: \(index), animated: \(animated))"
      case .typeText(let host, let text, let field):
        return ".typeText(host: \(host), text: \(lit(text)), field: \(field))"
      case .releaseDelegate(let view): return ".releaseDelegate(view: \(view))"
      case .cancelAll(let host): return ".cancelAll(host: \(host))"
      }
    }
  }

  /// Hosts and operations: everything needed to replay a run.
  struct Scenario: Hashable, CustomStringConvertible {
    var hosts: [HostSpec]
    var ops: [Op]

    var description: String {
      var lines = ["Conformance.Scenario("]
      lines.append("  hosts: [\(hosts.map(\.description).joined(separator: ", "))],")
      lines.append("  ops: [")
      lines += ops.map { "    \($0)," }
      lines.append("  ])")
      return lines.joined(separator: "\n")
    }
  }

  /// One delegate callback as recorded: which view, what happened.
  struct TraceEvent: Hashable, CustomStringConvertible {
    enum Kind: Hashable {
      case willPresent, shouldEnable, didPresent, cancel
      case clicked(Int), willDismiss(Int), didDismiss(Int)
      /// A delegate received a view other than its own: always a failure.
      case wrongSender(Int)
    }
    var view: ViewID
    var kind: Kind

    /// The delegate callback whose behaviours this event triggers, if any.
    var callback: Callback? {
      switch kind {
      case .willPresent: .willPresent
      case .didPresent: .didPresent
      case .clicked: .clicked
      case .cancel: .cancel
      case .willDismiss: .willDismiss
      case .didDismiss: .didDismiss
      case .shouldEnable, .wrongSender: nil
      }
    }

    /// The callback's name without view or index, for statistics.
    var kindName: String {
      switch kind {
      case .willPresent: "willPresent"
      case .shouldEnable: "shouldEnable"
      case .didPresent: "didPresent"
      case .cancel: "cancel"
      case .clicked: "clicked"
      case .willDismiss: "willDismiss"
      case .didDismiss: "didDismiss"
      case .wrongSender: "WRONG-SENDER"
      }
    }

    var description: String {
      switch kind {
      case .willPresent: "v\(view).willPresent"
      case .shouldEnable: "v\(view).shouldEnable"
      case .didPresent: "v\(view).didPresent"
      case .cancel: "v\(view).cancel"
      case .clicked(let index): "v\(view).clicked(\(index))"
      case .willDismiss(let index): "v\(view).willDismiss(\(index))"
      case .didDismiss(let index): "v\(view).didDismiss(\(index))"
      case .wrongSender(let other): "v\(view).WRONG-SENDER(v\(other))"
      }
    }
  }

  /// What an operation returned.
  enum OpResult: Hashable, CustomStringConvertible {
    case none
    /// The operation named a view that does not exist (yet).
    case skipped
    case int(Int)
    case bool(Bool)
    case title(String?)

    var description: String {
      switch self {
      case .none: "()"
      case .skipped: "skipped"
      case .int(let value): "\(value)"
      case .bool(let value): "\(value)"
      case .title(let value): value.map { "\"\($0)\"" } ?? "nil"
      }
    }
  }

  /// One action of a presented controller (SEMANTICS L15, S3).
  struct ActionState: Hashable, CustomStringConvertible {
    var title: String?
    var style: AlertAction.Style
    var isEnabled: Bool

    var description: String {
      "\(title.map { "\"\($0)\"" } ?? "nil"):\(style)\(isEnabled ? "" : "(disabled)")"
    }
  }

  /// How a started view is shown (compared only once presentation has started).
  struct PresentationState: Hashable, CustomStringConvertible {
    var actions: [ActionState]
    var isPopover: Bool
    var anchor: AlertAnchor?

    var description: String {
      "actions: \(actions), popover: \(isPopover), anchor: \(anchor.map { "\($0)" } ?? "nil")"
    }
  }

  /// The observable state of one legacy view.
  struct ViewState: Hashable, CustomStringConvertible {
    var titles: [String]
    var cancelButtonIndex: Int
    var firstOtherButtonIndex: Int
    /// Sheets only.
    var destructiveButtonIndex: Int?
    /// Alerts only.
    var style: LegacyAlertViewStyle?
    var textFieldCount: Int
    var isVisible: Bool
    /// Whether `alertController` is non-nil (shown, covered or waiting).
    var hasController: Bool
    var presentation: PresentationState?

    /// Only what a quick look compares between full comparisons: visibility and controller.
    static func glance(isVisible: Bool, hasController: Bool) -> ViewState {
      ViewState(
        titles: [], cancelButtonIndex: 0, firstOtherButtonIndex: 0, destructiveButtonIndex: nil,
        style: nil, textFieldCount: 0, isVisible: isVisible, hasController: hasController,
        presentation: nil)
    }

    var description: String {
      var parts = ["buttons: \(titles)", "cancel: \(cancelButtonIndex)"]
      parts.append("firstOther: \(firstOtherButtonIndex)")
      if let destructiveButtonIndex { parts.append("destructive: \(destructiveButtonIndex)") }
      if let style { parts.append("style: \(style), fields: \(textFieldCount)") }
      parts.append("visible: \(isVisible)")
      parts.append("controller: \(hasController)")
      if let presentation { parts.append(presentation.description) }
      return parts.joined(separator: ", ")
    }
  }

  /// The observable state of one host; views by id, -1 for a controller of no view.
  struct HostState: Hashable, CustomStringConvertible {
    var presented: ViewID?
    var queued: [ViewID]
    var covered: [ViewID]
    var isIdle: Bool

    var description: String {
      "presented: \(presented.map { "v\($0)" } ?? "nil"), queued: \(queued.map { "v\($0)" }), "
        + "covered: \(covered.map { "v\($0)" }), idle: \(isIdle)"
    }
  }

  struct WorldState: Hashable {
    var hosts: [HostState]
    /// Indexed by view id; nil for an id no step made.
    var views: [ViewState?]
  }

  /// What the model allows as diagnostics for one step.
  enum DiagnosticExpectation: Hashable, CustomStringConvertible {
    case exactly([AlertShimIssue.Kind])
    /// SEMANTICS and the binding decisions do not say; not compared.
    case unspecified

    var description: String {
      switch self {
      case .exactly(let kinds): "\(kinds.map(\.rawValue))"
      case .unspecified: "(unspecified)"
      }
    }
  }

  /// The outcome of one step: result, callbacks and diagnostics.
  struct Step: Hashable {
    var result: OpResult
    var events: [TraceEvent]
    var diagnostics: DiagnosticExpectation
  }
}

/// An anchor written as Swift source.
func swiftLiteral(_ anchor: AlertAnchor) -> String {
  switch anchor {
  case .rect(let x, let y, let width, let height):
    ".rect(x: \(x), y: \(y), width: \(width), height: \(height))"
  case .barItem(let id): ".barItem(\"\(id)\")"
  }
}
