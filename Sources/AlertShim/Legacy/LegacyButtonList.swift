/// The button bookkeeping shared by ``LegacyAlertView`` and ``LegacyActionSheet``:
/// titles in index order and the special indices (SEMANTICS L1–L6, S1–S3).
struct LegacyButtonList: Equatable {
  private(set) var titles: [String] = []
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
    list.titles.reserveCapacity(others.count + 1)
    if let cancel { list.cancelButtonIndex = list.append(cancel) }
    if order == .objectiveC, !others.isEmpty { list.firstOtherButtonIndex = list.titles.count }
    list.append(others)
    return list
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
    list.titles.reserveCapacity(others.count + 2)
    if let destructive { list.destructiveButtonIndex = list.append(destructive) }
    switch order {
    case .swift:
      if let cancel { list.cancelButtonIndex = list.append(cancel) }
      list.append(others)
    case .objectiveC:
      if !others.isEmpty { list.firstOtherButtonIndex = list.titles.count }
      list.append(others)
      if let cancel { list.cancelButtonIndex = list.append(cancel) }
    }
    return list
  }

  var count: Int { titles.count }

  /// Appends `others` in order. One by one: `append(contentsOf:)` copies
  /// through the generic element witnesses, several times the cost for the
  /// few titles an alert has.
  private mutating func append(_ others: [String]) {
    for title in others { titles.append(title) }
  }

  /// Appends a title and returns its index: the previous count (SEMANTICS L3, S2).
  @discardableResult
  mutating func append(_ title: String) -> Int {
    titles.append(title)
    return titles.count - 1
  }

  func title(at index: Int) -> String? {
    titles.indices.contains(index) ? titles[index] : nil
  }

  /// The action style of button `index` (SEMANTICS L15, S3): destructive wins
  /// over cancel, and a single button is never destructive.
  func style(at index: Int) -> AlertAction.Style {
    if index == destructiveButtonIndex, titles.count > 1 { return .destructive }
    if index == cancelButtonIndex { return .cancel }
    return .default
  }
}
