/// The button bookkeeping shared by ``LegacyAlertView`` and ``LegacyActionSheet``:
/// titles in index order and the special indices (SEMANTICS L1–L6, S1–S3).
struct LegacyButtonList: Equatable {
  private(set) var titles: [String] = []
  /// Any value may be stored; -1 means none (SEMANTICS L4, S2).
  var cancelButtonIndex = -1
  /// Sheets only; any value may be stored; -1 means none (SEMANTICS S2).
  var destructiveButtonIndex = -1
  /// Set only by the initialisers (SEMANTICS L2, S2).
  private(set) var firstOtherButtonIndex = -1

  /// An alert's buttons: cancel first, then the others in order (SEMANTICS L1, L2).
  static func alert(cancel: String?, others: [String]) -> LegacyButtonList {
    var list = LegacyButtonList()
    if let cancel {
      list.titles = [cancel] + others
      list.cancelButtonIndex = 0
    } else {
      list.titles = others
    }
    if !others.isEmpty { list.firstOtherButtonIndex = list.titles.count - others.count }
    return list
  }

  /// A sheet's buttons: destructive first, the others in order, cancel last (SEMANTICS S1).
  static func sheet(cancel: String?, destructive: String?, others: [String]) -> LegacyButtonList {
    var list = LegacyButtonList()
    list.titles.reserveCapacity(others.count + 2)
    if let destructive { list.destructiveButtonIndex = list.append(destructive) }
    if !others.isEmpty { list.firstOtherButtonIndex = list.titles.count }
    for title in others { list.append(title) }
    if let cancel { list.cancelButtonIndex = list.append(cancel) }
    return list
  }

  var count: Int { titles.count }

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
