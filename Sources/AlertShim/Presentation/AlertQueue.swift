/// The alerts a host keeps waiting, in order, with constant-time membership.
///
/// A host holds every alert in the queue strongly, so the identifier of an
/// alert in the queue cannot be reused by another object while it is there.
struct AlertQueue {
  private(set) var elements: [AlertController] = []
  private var members: Set<ObjectIdentifier> = []

  var isEmpty: Bool { elements.isEmpty }
  var count: Int { elements.count }

  func contains(_ alert: AlertController) -> Bool {
    members.contains(ObjectIdentifier(alert))
  }

  func firstIndex(where predicate: (AlertController) -> Bool) -> Int? {
    elements.firstIndex(where: predicate)
  }

  /// The position of `alert`, found by a scan only when it is queued.
  func index(of alert: AlertController) -> Int? {
    guard contains(alert) else { return nil }
    return elements.firstIndex { $0 === alert }
  }

  mutating func append(_ alert: AlertController) {
    elements.append(alert)
    members.insert(ObjectIdentifier(alert))
  }

  mutating func insert(_ alert: AlertController, at index: Int) {
    elements.insert(alert, at: index)
    members.insert(ObjectIdentifier(alert))
  }

  @discardableResult
  mutating func remove(at index: Int) -> AlertController {
    let alert = elements.remove(at: index)
    members.remove(ObjectIdentifier(alert))
    return alert
  }
}
