import Testing

@testable import AlertShimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The module's own descriptors never take the place of a closed standard
/// input, output or error: a wake-up pipe at 0 was
/// polled as the input, a terminal at 1 received the result. The test closes
/// them in a child process (an exit test), so the test runner keeps its own.
@Suite struct StandardDescriptorTests {
  @Test func pipesAndTerminals_neverTakeAClosedStandardDescriptor() async {
    await #expect(processExitsWith: .success) {
      for descriptor: Int32 in 0...2 { close(descriptor) }
      guard let pipe = Platform.makePipe(), pipe.read > 2, pipe.write > 2 else { exit(1) }
      // Without a controlling terminal there is nothing to open.
      if let terminal = Platform.openControllingTerminal(), terminal <= 2 { exit(2) }
      exit(0)
    }
  }
}
