/// An element of a ``ScheduleQueue``: anything with an identity.
protocol ScheduleQueueElement {
  associatedtype ID: Hashable
  var id: ID { get }
}

extension HostSchedule.Waiting: ScheduleQueueElement {}

/// The alerts a schedule keeps waiting, first to start first.
///
/// Membership is a set lookup and taking the first element moves nothing, so
/// a queue of thousands of alerts costs the same per alert as a short one
/// (`alertshim-bench`, "queue cost per alert"). Positions (`Int`) count from
/// the first element.
struct ScheduleQueue<ID: Hashable, Element: ScheduleQueueElement> where Element.ID == ID {
  /// The elements from `head` on; the slots before it were taken and hold nil,
  /// so that a taken alert is not kept alive.
  private var storage: [Element?] = []
  private var head = 0
  private var members: Set<ID> = []

  /// The waiting elements, first to start first.
  var elements: [Element] { storage[head...].map { $0! } }
  var isEmpty: Bool { head == storage.count }
  func contains(_ id: ID) -> Bool {
    !isEmpty && members.contains(id)
  }

  func firstIndex(where predicate: (Element) -> Bool) -> Int? {
    var index = head
    while index < storage.count {
      if predicate(storage[index]!) { return index - head }
      index += 1
    }
    return nil
  }

  /// The position of `id`, found by a scan only when it is queued.
  func index(of id: ID) -> Int? {
    guard contains(id) else { return nil }
    return firstIndex { $0.id == id }
  }

  mutating func append(_ element: Element) {
    storage.append(element)
    members.insert(element.id)
  }

  /// Moves the element at `position` to the front.
  mutating func moveToFront(_ position: Int) {
    guard position > 0 else { return }
    let element = remove(at: position)
    if head > 0 {
      head -= 1
      storage[head] = element
    } else {
      storage.insert(element, at: 0)
    }
    members.insert(element.id)
  }

  @discardableResult
  mutating func remove(at position: Int) -> Element {
    let element: Element
    if position == 0 {
      element = storage[head].take()!
      head += 1
      if head == storage.count {
        storage.removeAll(keepingCapacity: true)
        head = 0
      } else if head > 64, head * 2 > storage.count {
        storage.removeFirst(head)
        head = 0
      }
    } else {
      element = storage.remove(at: head + position)!
    }
    members.remove(element.id)
    return element
  }

  /// Changes every element in place; identities must not change.
  mutating func updateAll(_ body: (inout Element) -> Void) {
    for index in head..<storage.count { body(&storage[index]!) }
  }
}
