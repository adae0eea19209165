// The Swift overlay of the mock ObjectiveC module (.ci/objc-check only): it
// re-exports the clang module and declares the types the Swift compiler
// looks up in ObjectiveC when it maps `BOOL` and `SEL` (Apple's ObjectiveC
// overlay: ObjCBool, Selector; developer.apple.com/documentation/objectivec).
// Nothing here runs: .ci/objc-check only type-checks against it.
@_exported import ObjectiveC

/// `BOOL` as the importer sees it.
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral {
  private var value: Bool
  /// Wraps `value`.
  public init(_ value: Bool) { self.value = value }
  /// Wraps a literal.
  public init(booleanLiteral value: Bool) { self.value = value }
  /// The value as a Swift `Bool`.
  public var boolValue: Bool { value }
}

/// `SEL` as the importer sees it.
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable {
  private var name: String
  /// A selector named `name`.
  public init(_ name: String) { self.name = name }
  /// A selector from a literal.
  public init(stringLiteral name: String) { self.name = name }
}

/// What the compiler calls to bridge `Bool` to `BOOL` and back.
public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool { ObjCBool(value) }
/// What the compiler calls to bridge `BOOL` to `Bool`.
public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool { value.boolValue }
