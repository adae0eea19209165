/// A value guarded by a lock (a package hook: the `alertshim` tool keeps the
/// issues reported while it draws in one).
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18; AlertShim supports older
/// systems, so it uses a C library mutex (`PlatformLock`) and needs no Foundation.
package final class Locked<Value>: @unchecked Sendable {
  // @unchecked: every access to `value` happens inside `lock`.
  private let lock = PlatformLock()
  private var value: Value

  /// Guards `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, under the lock.
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
