/// An element of a ``ScheduleQueue``: anything with an identity.
protocol ScheduleQueueElement {
  associatedtype ID: Hashable
  var id: ID { get }
}

extension HostSchedule.Waiting: ScheduleQueueElement {}

/// The alerts a schedule keeps waiting, first to start first, with
/// constant-time membership (a long queue stays linear: issue 17.8).
struct ScheduleQueue<ID: Hashable, Element: ScheduleQueueElement>: Hashable
where Element.ID == ID, Element: Hashable {
  private(set) var elements: [Element] = []
  private var members: Set<ID> = []

  var isEmpty: Bool { elements.isEmpty }
  var count: Int { elements.count }

  func contains(_ id: ID) -> Bool {
    !elements.isEmpty && members.contains(id)
  }

  func firstIndex(where predicate: (Element) -> Bool) -> Int? {
    elements.firstIndex(where: predicate)
  }

  /// The position of `id`, found by a scan only when it is queued.
  func index(of id: ID) -> Int? {
    guard contains(id) else { return nil }
    return elements.firstIndex { $0.id == id }
  }

  mutating func append(_ element: Element) {
    elements.append(element)
    members.insert(element.id)
  }

  /// Moves the element at `index` to the front.
  mutating func moveToFront(_ index: Int) {
    guard index > 0 else { return }
    elements.insert(elements.remove(at: index), at: 0)
  }

  @discardableResult
  mutating func remove(at index: Int) -> Element {
    let element = elements.remove(at: index)
    members.remove(element.id)
    return element
  }

  /// Changes every element in place; identities must not change.
  mutating func updateAll(_ body: (inout Element) -> Void) {
    for index in elements.indices { body(&elements[index]) }
  }
}
