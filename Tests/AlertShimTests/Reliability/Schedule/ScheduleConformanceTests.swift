import Foundation
import Testing

@testable import AlertShim

extension Reliability {
  /// The reference model against `HostSchedule` itself, through ``ScheduleWorld``:
  /// the same random sequences as ``RandomConformanceTests``, with no UI object
  /// anywhere, so that millions of steps run in seconds (SEMANTICS P1–P6,
  /// M6–M8, L7–L10, L13, R1–R4).
  ///
  /// - `ALERTSHIM_SCHEDULE_STEPS=n` runs sequences until n steps are compared
  ///   (200,000 by default; the release run of Docs/Reliability.md does 10⁷).
  /// - `ALERTSHIM_SCHEDULE_BASE=0x…` changes the base seed.
  @Suite @MainActor struct ScheduleConformanceTests {
    static let defaultBase: UInt64 = 0x5C4E_D01E_0015_2026
    static let defaultSteps = 200_000

    @Test func randomSequences_onTheScheduleAlone_matchTheReferenceModel() {
      let environment = ProcessInfo.processInfo.environment
      let target = environment["ALERTSHIM_SCHEDULE_STEPS"].flatMap { Int($0) } ?? Self.defaultSteps
      let base =
        environment["ALERTSHIM_SCHEDULE_BASE"].flatMap(RandomConformanceTests.parseSeed)
        ?? Self.defaultBase
      let generator = Conformance.SequenceGenerator()
      var steps = 0
      var sequences = 0
      var callbacks = 0
      var stopped = 0
      let clock = ContinuousClock()
      let start = clock.now
      while steps < target {
        let seed = SplitMix64.derive(base, UInt64(sequences))
        sequences += 1
        let scenario = generator.scenario(seed: seed)
        switch Self.compare(scenario) {
        case .passed(let compared, let events, let stoppedEarly):
          steps += compared
          callbacks += events
          if stoppedEarly { stopped += 1 }
        case .failed(let report):
          Issue.record(
            Comment(
              rawValue: """
                The schedule differs from the reference model.
                Seed: 0x\(String(seed, radix: 16)) (base 0x\(String(base, radix: 16)), sequence \(sequences - 1))
                \(report)
                """))
          return
        }
      }
      print(
        """
        ScheduleConformance: \(sequences) sequences, \(steps) steps, \(callbacks) callbacks \
        compared in \(clock.now - start) (base 0x\(String(base, radix: 16))); \(stopped) stopped \
        at an unspecified step
        """)
      #expect(steps >= target)
      #expect(callbacks > steps / 4)
    }

    /// A pinned sequence whose trace depends on the legacy rule that a view
    /// shown again from its own didDismiss is shown once that callback returned.
    @Test func reshowOnOtherHostFromDidDismissDuringTeardown_onTheSchedule() {
      let scenario = RegressionTests.reshowOnOtherHostFromDidDismissDuringTeardown
      guard case .passed(let steps, let events, _) = Self.compare(scenario) else {
        Issue.record("\(Self.compare(scenario))")
        return
      }
      #expect(steps == 5)
      #expect(events == 10)
    }

    enum Verdict {
      case passed(steps: Int, callbacks: Int, stoppedEarly: Bool)
      case failed(String)
    }

    /// Runs `scenario` on the model and on the schedule, comparing every step.
    static func compare(_ scenario: Conformance.Scenario) -> Verdict {
      var model = ReferenceModel(hosts: scenario.hosts)
      var world = ScheduleWorld(hosts: scenario.hosts)
      var steps = 0
      var callbacks = 0
      var trace: [Conformance.TraceEvent] = []
      for (index, op) in scenario.ops.enumerated() {
        guard case .step(let expected) = model.apply(op) else {
          return .passed(steps: steps, callbacks: callbacks, stoppedEarly: true)
        }
        let actual = world.run(op)
        let expectedState = model.state(full: false)
        let state = world.state()
        guard expected.result == actual.result, expected.events == actual.events,
          expectedState == state
        else {
          return .failed(
            """
            \(scenario)
            step \(index): \(op)
              result: expected \(expected.result), actual \(actual.result)
              trace:  expected \(expected.events)
                      actual   \(actual.events)
              hosts:  expected \(expectedState.hosts)
                      actual   \(state.hosts)
              views:  expected \(expectedState.views.map { $0.map { "\($0.isVisible)/\($0.hasController)" } ?? "-" })
                      actual   \(state.views.map { $0.map { "\($0.isVisible)/\($0.hasController)" } ?? "-" })
              trace before: \(trace)
            """)
        }
        steps += 1
        callbacks += actual.events.count
        trace += actual.events
      }
      return .passed(steps: steps, callbacks: callbacks, stoppedEarly: false)
    }
  }
}
