import Testing

@testable import AlertShimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal device on a pseudo-terminal: raw mode in and out,
/// window size, and bytes delivered on the main actor.
@MainActor
@Suite(.timeLimit(.minutes(1)))
final class SystemTerminalTests {
  let master: Int32
  let slave: Int32

  init() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0)
    self.master = master
    self.slave = slave
  }

  deinit {
    close(master)
    close(slave)
  }

  @Test func start_entersRawMode_andStopRestoresTheSettingsExactly() throws {
    let before = try #require(Platform.attributes(of: slave))
    let terminal = SystemTerminal(input: slave, output: slave, ownsOutput: false)
    terminal.start { _ in }
    let raw = try #require(Platform.attributes(of: slave))
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    terminal.stop()
    let after = try #require(Platform.attributes(of: slave))
    #expect(Platform.sameAttributes(before, after))
    #expect(!Platform.sameAttributes(before, raw))
  }

  @Test func size_isTheWindowSize() {
    let terminal = SystemTerminal(input: slave, output: slave, ownsOutput: false)
    #expect(terminal.size == (100, 30))
  }

  @Test func typedBytes_arriveOnTheMainActor() async {
    let terminal = SystemTerminal(input: slave, output: slave, ownsOutput: false)
    let event = await withCheckedContinuation { continuation in
      var resumed = false
      terminal.start { event in
        guard !resumed else { return }
        resumed = true
        continuation.resume(returning: event)
      }
      Platform.write(Array("\u{1B}[A".utf8), to: master)
    }
    terminal.stop()
    #expect(event == .input([0x1B, 0x5B, 0x41]))
  }

  @Test func write_reachesTheTerminal() throws {
    let terminal = SystemTerminal(input: slave, output: slave, ownsOutput: false)
    terminal.write("box")
    var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
    try #require(poll(&fds, 1, 10_000) == 1)
    #expect(Platform.read(from: master).map { String(decoding: $0, as: UTF8.self) } == "box")
  }
}
