/// The button bookkeeping shared by ``LegacyAlertView`` and ``LegacyActionSheet``:
/// titles in index order and the special indices (SEMANTICS L1–L6, S1–S3).
struct LegacyButtonList: Equatable {
  // The titles in index order are `first`, `second` (the first `fixedCount`
  // of them), then `rest`. An initialiser's variadic titles become `rest`
  // as they are, so making a view copies no array; `addButton(withTitle:)`
  // appends to `rest`.
  private var first = ""
  private var second = ""
  private var fixedCount = 0
  private var rest: [String] = []
  /// Any value may be stored; -1 means none (SEMANTICS L4, S2).
  var cancelButtonIndex = -1
  /// Sheets only; any value may be stored; -1 means none (SEMANTICS S2).
  var destructiveButtonIndex = -1
  /// Set only by the Objective-C-order initialisers; -1 otherwise (SEMANTICS L2, L2a, S1a, S2).
  private(set) var firstOtherButtonIndex = -1

  /// An alert's buttons: cancel first, then the others in order (SEMANTICS L1, L2, L2a).
  ///
  /// Both orders give the same indices; only `.objectiveC` records the first
  /// other button, as UIKit's Objective-C initialiser does.
  static func alert(
    cancel: String?, others: [String], order: LegacyButtonOrder = .swift
  ) -> LegacyButtonList {
    var list = LegacyButtonList()
    list.setAlert(cancel: cancel, others: others, order: order)
    return list
  }

  /// Makes this empty list ``alert(cancel:others:order:)``'s, in place: a
  /// view's initialiser fills its own list rather than copying a new one in.
  /// The titles are consumed: the initialiser's array becomes the list's without another retain.
  mutating func setAlert(
    cancel: consuming String?, others: consuming [String], order: LegacyButtonOrder = .swift
  ) {
    if let cancel { cancelButtonIndex = appendFixed(cancel) }
    if order == .objectiveC, !others.isEmpty { firstOtherButtonIndex = count }
    rest = others
  }

  /// A sheet's buttons (SEMANTICS S1, S1a).
  ///
  /// `.swift`: destructive, cancel, then the others, as UIKit's Swift overlay
  /// adds them with `addButton(withTitle:)`. `.objectiveC`: destructive, the
  /// others, cancel last, with the first other button recorded.
  static func sheet(
    cancel: String?, destructive: String?, others: [String], order: LegacyButtonOrder = .swift
  ) -> LegacyButtonList {
    var list = LegacyButtonList()
    list.setSheet(cancel: cancel, destructive: destructive, others: others, order: order)
    return list
  }

  /// Makes this empty list ``sheet(cancel:destructive:others:order:)``'s, in place.
  mutating func setSheet(
    cancel: consuming String?, destructive: consuming String?, others: consuming [String],
    order: LegacyButtonOrder = .swift
  ) {
    if let destructive { destructiveButtonIndex = appendFixed(destructive) }
    switch order {
    case .swift:
      if let cancel { cancelButtonIndex = appendFixed(cancel) }
      rest = others
    case .objectiveC:
      if !others.isEmpty { firstOtherButtonIndex = count }
      rest = others
      if let cancel { cancelButtonIndex = append(cancel) }
    }
  }

  var count: Int { fixedCount + rest.count }

  /// The titles in index order.
  var titles: [String] {
    switch fixedCount {
    case 0: return rest
    case 1: return [first] + rest
    default: return [first, second] + rest
    }
  }

  /// One of the first two titles, before any of `rest`.
  private mutating func appendFixed(_ title: String) -> Int {
    if fixedCount == 0 { first = title } else { second = title }
    fixedCount += 1
    return fixedCount - 1
  }

  /// Appends a title and returns its index: the previous count (SEMANTICS L3, S2).
  @discardableResult
  mutating func append(_ title: String) -> Int {
    rest.append(title)
    return count - 1
  }

  func title(at index: Int) -> String? {
    guard index >= 0, index < count else { return nil }
    switch index {
    case 0 where fixedCount > 0: return first
    case 1 where fixedCount > 1: return second
    default: return rest[index - fixedCount]
    }
  }

  static func == (lhs: LegacyButtonList, rhs: LegacyButtonList) -> Bool {
    lhs.titles == rhs.titles && lhs.cancelButtonIndex == rhs.cancelButtonIndex
      && lhs.destructiveButtonIndex == rhs.destructiveButtonIndex
      && lhs.firstOtherButtonIndex == rhs.firstOtherButtonIndex
  }

  /// The action style of button `index` (SEMANTICS L15, S3): destructive wins
  /// over cancel, and a single button is never destructive.
  func style(at index: Int) -> AlertAction.Style {
    if index == destructiveButtonIndex, count > 1 { return .destructive }
    if index == cancelButtonIndex { return .cancel }
    return .default
  }
}
