// The Swift overlay of the mock Foundation module (.ci/objc-check only): it
// re-exports the mock clang modules and bridges String and Array to NSString
// and NSArray, as Apple's Foundation overlay does, so `@objc` members that
// take `String` print as `NSString *` in the generated header. Nothing here
// runs: .ci/objc-check only type-checks against it.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC

extension String: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {
    fatalError("type-check only")
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSString, result: inout String?
  ) -> Bool {
    fatalError("type-check only")
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String {
    fatalError("type-check only")
  }
}

extension Array: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSArray { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {
    fatalError("type-check only")
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSArray, result: inout [Element]?
  ) -> Bool {
    fatalError("type-check only")
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] {
    fatalError("type-check only")
  }
}
