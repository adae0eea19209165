#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex from the C library, so that the scanner and the `alertshim` command need no
/// Foundation (whose loading is most of a short run's start-up).
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18; the package supports older systems. The
/// mutex lives at a fixed address (a `pthread_mutex_t` must not move), allocated once and freed
/// with the lock. Not for use outside the package.
package final class ScanLock: @unchecked Sendable {
  // Safe: the pointer is never reassigned; the mutex itself does the locking.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  /// Creates an unlocked mutex.
  package init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Waits for the mutex and takes it.
  package func lock() { pthread_mutex_lock(mutex) }
  /// Gives the mutex back.
  package func unlock() { pthread_mutex_unlock(mutex) }
}
