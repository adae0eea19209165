extension HostSchedule.Covered: ScheduleQueueElement {}

/// The alerts a `.stack` schedule keeps covered, the top one last.
///
/// Membership is a dictionary lookup, taking the top moves nothing, and
/// removing an alert from the middle (a dismissal from code) leaves a hole
/// that later removals skip and that is compacted once holes are the
/// majority. So a stack of thousands of alerts costs the same per alert as a
/// short one (`alertshim-bench`, "stack cost per alert").
struct ScheduleStack<ID: Hashable, Element: ScheduleQueueElement>: Sequence
where Element.ID == ID {
  /// The elements, bottom first; a removed one leaves nil. The last slot, if
  /// any, is never nil.
  private var storage: [Element?] = []
  /// The slot of each element in `storage`.
  private var positions: [ID: Int] = [:]

  var isEmpty: Bool { positions.isEmpty }
  var count: Int { positions.count }

  func contains(_ id: ID) -> Bool {
    positions[id] != nil
  }

  /// The elements, bottom first.
  func makeIterator() -> some IteratorProtocol<Element> {
    storage.lazy.compactMap { $0 }.makeIterator()
  }

  /// Puts `element` on top.
  mutating func push(_ element: Element) {
    positions[element.id] = storage.count
    storage.append(element)
  }

  /// Removes and returns the top element.
  mutating func popLast() -> Element? {
    // Checked first: popping the empty array's shared storage would make it unique.
    guard !storage.isEmpty, let top = storage.popLast() ?? nil else { return nil }
    positions[top.id] = nil
    trimTop()
    return top
  }

  /// The element nearest the top for which `predicate` holds.
  func last(where predicate: (Element) -> Bool) -> Element? {
    for slot in storage.reversed() {
      if let element = slot, predicate(element) { return element }
    }
    return nil
  }

  /// Removes `id` wherever it is; nil when it is not in the stack.
  @discardableResult
  mutating func remove(_ id: ID) -> Element? {
    guard let position = positions.removeValue(forKey: id) else { return nil }
    let element = storage[position].take()
    trimTop()
    if storage.count > 64, positions.count * 2 < storage.count { compact() }
    return element
  }

  /// Drops the holes on top, so that the last slot holds an element.
  private mutating func trimTop() {
    while let last = storage.last, last == nil { storage.removeLast() }
  }

  /// Removes every hole, in one pass.
  private mutating func compact() {
    storage.removeAll { $0 == nil }
    for (position, element) in storage.enumerated() { positions[element!.id] = position }
  }
}
