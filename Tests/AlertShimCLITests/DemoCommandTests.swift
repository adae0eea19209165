import Foundation
import Testing

/// End-to-end tests of `alertshim demo` and the top-level command, run as a process.
@Suite struct DemoCommandTests {
  func run(_ arguments: [String]) throws -> CLIProcess.Output {
    try CLIProcess.run(arguments)
  }

  @Test func demo_printsLegacyCallbacksInUIKitOrder() throws {
    let output = try run(["demo"])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let tap = try #require(lines.firstIndex(of: "> tap button 2 (\"Save As…\")"))
    #expect(
      Array(lines[(tap + 1)...(tap + 3)]) == [
        "alertView \"Save changes?\" tag 42: clickedButtonAt 2 (\"Save As…\")",
        "alertView \"Save changes?\" tag 42: willDismissWithButtonIndex 2",
        "alertView \"Save changes?\" tag 42: didDismissWithButtonIndex 2",
      ])
  }

  @Test func demo_runsHandlerAfterDismissal_andDrainsTheQueue() throws {
    let output = try run(["demo"])
    #expect(output.stdout.contains("handler: Delete (presented alert now: none)"))
    #expect(output.stdout.contains("queue now: [\"Second\", \"Third\"]"))
    #expect(output.stdout.components(separatedBy: "host idle: true").count == 3)
  }

  @Test func demo_neverPrintsTheSecureText() throws {
    let output = try run(["demo"])
    #expect(!output.stdout.contains("correct horse"))
    #expect(output.stdout.contains("password field shows •••••••••••••"))
  }

  @Test func demo_withUnknownOption_isUsageError() throws {
    let output = try run(["demo", "--bogus"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("unknown option '--bogus'"))
  }

  @Test func unknownSubcommand_isUsageError() throws {
    let output = try run(["frobnicate"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("unknown subcommand 'frobnicate'"))
  }

  @Test func version_printsVersion() throws {
    let output = try run(["--version"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("alertshim "))
  }
}
