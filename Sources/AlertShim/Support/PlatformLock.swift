#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A mutex from the C library, so that AlertShim needs no Foundation and
/// compiles the same with and without Objective-C interop.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18; AlertShim supports older
/// systems. The mutex lives at a fixed address (a `pthread_mutex_t` must not
/// move), allocated once and freed with the lock.
final class PlatformLock: @unchecked Sendable {
  // @unchecked: the pointer is never reassigned; the mutex itself does the locking.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}

/// Writes `text` to standard error, unbuffered, without Foundation.
func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
      if written <= 0 { return }
      offset += written
    }
  }
}
