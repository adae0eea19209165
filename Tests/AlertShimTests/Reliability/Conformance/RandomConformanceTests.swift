import AlertShim
import Foundation
import Testing

extension Reliability {
  /// Random sequences of legacy operations, run on the implementation and on the
  /// reference model; every step must give the same result, delegate trace,
  /// diagnostics and state (SEMANTICS L1-L16, S1-S6, P1-P5).
  ///
  /// - `ALERTSHIM_RANDOM_SEQUENCES=n` runs n sequences (10,000 by default).
  /// - `ALERTSHIM_RANDOM_SEED=0x…` replays one sequence and prints its trace.
  /// - `ALERTSHIM_RANDOM_BASE=0x…` changes the base seed of the whole run.
  ///
  /// See the Reliability article (Sources/AlertShim/AlertShim.docc/Reliability.md).
  @Suite @MainActor struct RandomConformanceTests {
    static let defaultBase: UInt64 = 0xA1E7_5A1F_0007_2024
    static let defaultCount = 10_000
    /// Failures reported in one run; each is shrunk first, which takes a moment.
    static let maxReportedFailures = 3

    @Test func randomSequences_matchTheReferenceModel() {
      let environment = ProcessInfo.processInfo.environment
      if let text = environment["ALERTSHIM_RANDOM_SEED"] {
        guard let seed = Self.parseSeed(text) else {
          Issue.record("ALERTSHIM_RANDOM_SEED=\(text) is not a decimal or 0x-hex UInt64")
          return
        }
        replay(seed: seed)
        return
      }
      let count = environment["ALERTSHIM_RANDOM_SEQUENCES"].flatMap { Int($0) } ?? Self.defaultCount
      let base = environment["ALERTSHIM_RANDOM_BASE"].flatMap(Self.parseSeed) ?? Self.defaultBase
      let generator = Conformance.SequenceGenerator()
      var statistics = Conformance.Statistics()
      var failures = 0
      let clock = ContinuousClock()
      let start = clock.now
      for index in 0..<count {
        let seed = SplitMix64.derive(base, UInt64(index))
        let scenario = generator.scenario(seed: seed)
        let verdict = Conformance.check(scenario, statistics: &statistics, fullStateEvery: 4)
        guard case .failed = verdict else { continue }
        failures += 1
        Issue.record(Comment(rawValue: Self.report(seed: seed, scenario: scenario)))
        if failures == Self.maxReportedFailures { break }
      }
      let elapsed = clock.now - start
      print(
        """
        RandomConformance: \(statistics.sequences) sequences, \(statistics.steps) steps, \
        \(statistics.events) callbacks compared in \(elapsed) (base 0x\(String(base, radix: 16))); \
        \(statistics.stoppedAtUnspecified) stopped at an unspecified step \
        \(statistics.unspecifiedReasons.sorted { $0.key < $1.key }); \
        callbacks \(statistics.eventKinds.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }); \
        situations \(statistics.reached.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key): \($0.value)" })
        """)
      // The sequences must reach deep enough to mean something.
      if count >= 1_000, failures == 0 {
        #expect(statistics.sequences == count)
        #expect(statistics.steps > count * 8)
        #expect(statistics.stoppedAtUnspecified < count / 10)
        #expect(statistics.unreached.isEmpty, "\(statistics.unreached)")
      }
    }

    private func replay(seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
      let scenario = Conformance.SequenceGenerator().scenario(seed: seed)
      print("Replaying seed 0x\(String(seed, radix: 16)):\n\(scenario)")
      var model = ReferenceModel(hosts: scenario.hosts)
      let driver = Conformance.Driver(hosts: scenario.hosts)
      for (index, op) in scenario.ops.enumerated() {
        let expected = model.apply(op)
        let actual = driver.run(op)
        print("\(index): \(op) -> \(actual.result) \(actual.events) \(actual.issues.map(\.kind))")
        if case .unspecified(let reason) = expected {
          print("   the model stops here: \(reason)")
          break
        }
      }
      if case .failed = Conformance.check(scenario) {
        Issue.record(
          Comment(rawValue: Self.report(seed: seed, scenario: scenario)),
          sourceLocation: sourceLocation)
      }
    }

    static func report(seed: UInt64, scenario: Conformance.Scenario) -> String {
      let shrunk = Conformance.shrink(scenario)
      var text = """
        The implementation differs from the reference model.
        Seed: 0x\(String(seed, radix: 16)) (replay: ALERTSHIM_RANDOM_SEED=0x\(String(seed, radix: 16)) \
        swift test --filter RandomConformance)
        Shrunk from \(scenario.ops.count) to \(shrunk.ops.count) steps:
        \(shrunk)

        """
      if case .failed(let mismatch) = Conformance.check(shrunk) {
        text += "First difference:\n\(mismatch)"
      }
      return text
    }

    static func parseSeed(_ text: String) -> UInt64? {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
        return UInt64(trimmed.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16)
      }
      return UInt64(trimmed)
    }
  }
}
