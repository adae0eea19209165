/// How an association holds its value (SEMANTICS A7).
public enum AssociationPolicy: Sendable, Hashable {
  /// The owner keeps the value alive until the value is replaced or removed, or
  /// the owner is released.
  case strong
  /// The owner does not keep the value alive; reading it after it was released
  /// gives `nil`. Only objects can be held weakly.
  case weak
}

/// A typed key for an association.
///
/// Keys compare by identity, like the `static var` addresses used with
/// `objc_setAssociatedObject`: declare each key once, as a `static let`.
///
/// ```swift
/// extension AssociationKey where Value == Int {
///   static let retryCount = AssociationKey<Int>("retryCount")
/// }
/// alert.associations[.retryCount] = 3
/// ```
public final class AssociationKey<Value>: Sendable {
  /// A name for descriptions and debugging; it plays no part in lookup.
  public let name: String

  /// Creates a key; each key is its own slot, whatever its name.
  public init(_ name: String) {
    self.name = name
  }
}

/// Values attached to one alert object, like Objective-C associated objects.
///
/// Every object AlertShim presents (`AlertController`, `LegacyAlertView`,
/// `LegacyActionSheet`, `AlertDialog`) has one table. Values are released with
/// their owner. Adapters keep all their state here, never in stored properties
/// of the core types.
@MainActor
public final class Associations {
  private enum Slot {
    case strong(Any)
    case weak(WeakBox)
  }

  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// A handful of entries at most, so a linear search beats hashing.
  private var entries: [(key: ObjectIdentifier, slot: Slot)] = []
  private let ownerName: String

  /// Creates an empty table; `ownerName` appears in diagnostics.
  public init(ownerName: String) {
    self.ownerName = ownerName
  }

  /// The value for `key`, or nil when none is attached or a weak value was released.
  public func value<Value>(for key: AssociationKey<Value>) -> Value? {
    switch slot(for: ObjectIdentifier(key)) {
    case .strong(let value)?: return value as? Value
    case .weak(let box)?: return box.object as? Value
    case nil: return nil
    }
  }

  /// Attaches `value` for `key` with `policy`, replacing any earlier value; nil removes it.
  ///
  /// A value that is not an object cannot be held weakly: it is not attached
  /// and an issue of kind `weakValueNotObject` is reported.
  public func set<Value>(_ value: Value?, for key: AssociationKey<Value>, policy: AssociationPolicy)
  {
    let id = ObjectIdentifier(key)
    guard let value else {
      removeEntry(id)
      return
    }
    switch policy {
    case .strong:
      store(.strong(value), for: id)
    case .weak:
      guard type(of: value as Any) is AnyClass else {
        AlertDiagnostics.report(.weakValueNotObject(owner: ownerName, key: key.name))
        return
      }
      store(.weak(WeakBox(value as AnyObject)), for: id)
    }
  }

  /// Reads or writes a strongly held value.
  public subscript<Value>(key: AssociationKey<Value>) -> Value? {
    get { value(for: key) }
    set { set(newValue, for: key, policy: .strong) }
  }

  /// Removes the value for `key`.
  public func removeValue<Value>(for key: AssociationKey<Value>) {
    removeEntry(ObjectIdentifier(key))
  }

  /// Removes every value, like `objc_removeAssociatedObjects`.
  public func removeAll() {
    entries.removeAll()
  }

  /// How many values are attached (weak ones count until their object is released).
  public var count: Int {
    entries.filter {
      if case .weak(let box) = $0.slot { return box.object != nil }
      return true
    }.count
  }

  private func slot(for id: ObjectIdentifier) -> Slot? {
    for entry in entries where entry.key == id { return entry.slot }
    return nil
  }

  private func store(_ slot: Slot, for id: ObjectIdentifier) {
    if let index = entries.firstIndex(where: { $0.key == id }) {
      entries[index].slot = slot
    } else {
      entries.append((id, slot))
    }
  }

  private func removeEntry(_ id: ObjectIdentifier) {
    if let index = entries.firstIndex(where: { $0.key == id }) { entries.remove(at: index) }
  }
}

/// An object that carries an ``Associations`` table.
@MainActor
public protocol AlertAssociating: AnyObject {
  /// Values attached to this object, released with it.
  var associations: Associations { get }
}
