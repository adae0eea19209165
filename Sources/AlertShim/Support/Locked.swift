import Foundation

/// A value guarded by a lock.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18; AlertShim supports older
/// systems, so it uses `NSLock`.
final class Locked<Value>: @unchecked Sendable {
  // @unchecked: every access to `value` happens inside `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
