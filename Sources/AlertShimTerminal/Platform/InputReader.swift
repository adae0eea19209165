import Dispatch

/// What arrives on an input file descriptor.
enum InputEvent: Sendable, Equatable {
  case bytes([UInt8])
  /// End of input, a hang-up or a read error: nothing more will come.
  case end
}

/// Reads a file descriptor on a background queue and hands what it reads to
/// the main actor, until the input ends or ``stop()`` is called. Owners call
/// ``stop()`` before letting go of it; otherwise the queue waits on the
/// descriptor until the input ends.
///
/// The queue blocks in `poll` on the descriptor and a wake-up pipe, so the
/// reader costs nothing while idle and stops at once when asked. (A dispatch
/// read source would be simpler, but on Linux it does not report the end of
/// a pipe.)
@MainActor
final class InputReader {
  private let wake: (read: Int32, write: Int32)?
  private var stopped = false

  /// Starts reading `descriptor`, calling `handler` on the main actor with
  /// each chunk and once with ``InputEvent/end``. With `closesDescriptor`,
  /// the descriptor is closed once reading has stopped (so it is never read
  /// after being closed and its number reused).
  init(
    descriptor: Int32, closesDescriptor: Bool = false,
    handler: @escaping @MainActor (InputEvent) -> Void
  ) {
    let wake = Platform.makePipe()
    self.wake = wake
    let queue = DispatchQueue(label: "AlertShimTerminal.InputReader")
    queue.async { [weak self] in
      defer { if closesDescriptor { Platform.close(descriptor) } }
      Self.readLoop(descriptor: descriptor, wake: wake?.read) { event in
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            guard let self, !self.stopped else { return }
            handler(event)
          }
        }
      }
    }
  }

  /// Stops reading: no event is delivered after this call.
  func stop() {
    guard !stopped else { return }
    stopped = true
    // Closing the write end wakes the poll with a hang-up (writing to it
    // could raise SIGPIPE if the loop had already ended).
    if let wake { Platform.close(wake.write) }
  }

  private nonisolated static func readLoop(
    descriptor: Int32, wake: Int32?, deliver: @Sendable (InputEvent) -> Void
  ) {
    defer { if let wake { Platform.close(wake) } }
    // A terminal read from a background process group stops the job until `fg` and is then
    // made again, instead of failing as the end of input (`Platform.withJobControlSignals`).
    Platform.withJobControlSignals([Platform.backgroundReadSignal]) {
      while true {
        if let wake, !Platform.waitUntilReadable(descriptor, orWokenBy: wake) { return }
        guard let bytes = Platform.read(from: descriptor) else {
          deliver(.end)
          return
        }
        if !bytes.isEmpty { deliver(.bytes(bytes)) }
      }
    }
  }
}
