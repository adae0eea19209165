import AlertShim

extension Conformance {
  /// The first step where the implementation and the model disagree.
  struct Mismatch: CustomStringConvertible {
    var stepIndex: Int
    var op: Op
    var expected: Step
    var expectedState: WorldState
    var actualResult: OpResult
    var actualEvents: [TraceEvent]
    var actualDiagnostics: [AlertShimIssue.Kind]
    var actualState: WorldState
    /// Events of the steps before, for context.
    var earlierEvents: [TraceEvent]

    var description: String {
      var lines = ["step \(stepIndex): \(op)"]
      if expected.result != actualResult {
        lines.append("  result:      expected \(expected.result), actual \(actualResult)")
      }
      if expected.events != actualEvents {
        lines.append("  trace:       expected \(expected.events)")
        lines.append("               actual   \(actualEvents)")
      }
      if case .exactly(let kinds) = expected.diagnostics, kinds != actualDiagnostics {
        lines.append("  diagnostics: expected \(kinds.map(\.rawValue))")
        lines.append("               actual   \(actualDiagnostics.map(\.rawValue))")
      }
      for (index, (want, got)) in zip(expectedState.hosts, actualState.hosts).enumerated()
      where want != got {
        lines.append("  host \(index):      expected \(want)")
        lines.append("               actual   \(got)")
      }
      let ids = 0..<max(expectedState.views.count, actualState.views.count)
      for id in ids {
        let want = id < expectedState.views.count ? expectedState.views[id] : nil
        let got = id < actualState.views.count ? actualState.views[id] : nil
        guard want != got else { continue }
        lines.append("  v\(id):          expected \(want.map { "\($0)" } ?? "nil")")
        lines.append("               actual   \(got.map { "\($0)" } ?? "nil")")
      }
      if expected.events == actualEvents {
        lines.append("  trace:       \(actualEvents) (as expected)")
      }
      lines.append("  trace before: \(earlierEvents)")
      return lines.joined(separator: "\n")
    }
  }

  /// Counts over many runs, to show what the random sequences reached.
  struct Statistics {
    var sequences = 0
    var steps = 0
    var events = 0
    /// Sequences cut short because the specification does not decide a step.
    var stoppedAtUnspecified = 0
    var unspecifiedReasons: [String: Int] = [:]
    var eventKinds: [String: Int] = [:]
    var reached: [ReferenceModel.Situation: Int] = [:]

    /// Situations no sequence reached.
    var unreached: [ReferenceModel.Situation] {
      ReferenceModel.Situation.allCases.filter { reached[$0, default: 0] == 0 }
    }
  }

  enum Verdict {
    case passed
    case failed(Mismatch)
  }

  /// Runs `scenario` on the model and on the implementation, comparing every step.
  ///
  /// Every step compares the result, the callbacks, the diagnostics, the hosts
  /// and each view's visibility. The rest of the state (buttons, indices,
  /// actions, popover, anchor) is compared every `fullStateEvery` steps and
  /// after the last one; a shrunk scenario is compared in full at every step.
  @MainActor
  static func check(
    _ scenario: Scenario, statistics: inout Statistics, fullStateEvery: Int = 1
  ) -> Verdict {
    var model = ReferenceModel(hosts: scenario.hosts)
    let driver = Driver(hosts: scenario.hosts)
    var trace: [TraceEvent] = []
    statistics.sequences += 1
    defer { statistics.reached.merge(model.reached, uniquingKeysWith: +) }
    for (index, op) in scenario.ops.enumerated() {
      let expected: Step
      switch model.apply(op) {
      case .unspecified(let reason):
        statistics.stoppedAtUnspecified += 1
        statistics.unspecifiedReasons[reason, default: 0] += 1
        return .passed
      case .step(let step):
        expected = step
      }
      let actual = driver.run(op)
      let last = index == scenario.ops.count - 1
      let full = last || index % fullStateEvery == fullStateEvery - 1
      let state = driver.state(full: full, probingTextFields: last)
      let expectedState = model.state(full: full)
      let kinds = actual.issues.map(\.kind)
      var same =
        expected.result == actual.result && expected.events == actual.events
        && expectedState == state
      if case .exactly(let want) = expected.diagnostics, want != kinds { same = false }
      if !same {
        return .failed(
          Mismatch(
            stepIndex: index, op: op, expected: expected, expectedState: expectedState,
            actualResult: actual.result,
            actualEvents: actual.events, actualDiagnostics: kinds, actualState: state,
            earlierEvents: trace))
      }
      statistics.steps += 1
      statistics.events += actual.events.count
      for event in actual.events {
        statistics.eventKinds[event.kindName, default: 0] += 1
      }
      trace += actual.events
    }
    return .passed
  }

  @MainActor
  static func check(_ scenario: Scenario) -> Verdict {
    var statistics = Statistics()
    return check(scenario, statistics: &statistics)
  }

  /// A smaller scenario that still fails: whole steps removed, then steps simplified.
  @MainActor
  static func shrink(
    _ scenario: Scenario, budget: Int = 4_000
  ) -> Scenario {
    var best = scenario
    var remaining = budget
    func fails(_ candidate: Scenario) -> Bool {
      remaining -= 1
      if case .failed = check(candidate) { return true }
      return false
    }
    if case .failed(let mismatch) = check(best) {
      best.ops = Array(best.ops.prefix(mismatch.stepIndex + 1))
    }
    var improved = true
    while improved, remaining > 0 {
      improved = false
      var chunk = max(best.ops.count / 2, 1)
      while chunk >= 1, remaining > 0 {
        var start = 0
        while start < best.ops.count, remaining > 0 {
          var candidate = best
          candidate.ops.removeSubrange(start..<min(start + chunk, best.ops.count))
          if fails(candidate) {
            best = candidate
            improved = true
          } else {
            start += chunk
          }
        }
        chunk /= 2
      }
      for index in best.ops.indices {
        for simpler in simplifications(of: best.ops[index]) where remaining > 0 {
          var candidate = best
          candidate.ops[index] = simpler
          if fails(candidate) {
            best = candidate
            improved = true
            break
          }
        }
      }
      while best.hosts.count > 1, remaining > 0 {
        var candidate = best
        candidate.hosts.removeLast()
        guard fails(candidate) else { break }
        best = candidate
        improved = true
      }
    }
    return best
  }

  /// Simpler forms of one step, simplest first.
  private static func simplifications(of op: Op) -> [Op] {
    func lighter(_ spec: DelegateSpec?) -> [DelegateSpec?] {
      guard let spec else { return [] }
      var out: [DelegateSpec?] = []
      if spec.behaviors.isEmpty { out.append(nil) }
      for index in spec.behaviors.indices {
        var fewer = spec
        fewer.behaviors.remove(at: index)
        out.append(fewer)
      }
      for index in spec.behaviors.indices where spec.behaviors[index].anchor != nil {
        var plain = spec
        plain.behaviors[index].anchor = nil
        out.append(plain)
      }
      if spec.implementsCancel {
        out.append(
          .init(implementsCancel: false, enablePolicy: spec.enablePolicy, behaviors: spec.behaviors)
        )
      }
      if spec.enablePolicy != nil {
        out.append(
          .init(
            implementsCancel: spec.implementsCancel, enablePolicy: nil, behaviors: spec.behaviors))
      }
      return out
    }
    switch op {
    case .makeAlert(let id, let title, let cancel, let others, let delegate, let order):
      var out = lighter(delegate).map {
        Op.makeAlert(
          id: id, title: title, cancel: cancel, others: others, delegate: $0, order: order)
      }
      if !others.isEmpty {
        out.append(
          .makeAlert(
            id: id, title: title, cancel: cancel, others: Array(others.dropLast()),
            delegate: delegate, order: order))
      }
      if cancel != nil {
        out.append(
          .makeAlert(
            id: id, title: title, cancel: nil, others: others, delegate: delegate, order: order))
      }
      if title != "T" {
        out.append(
          .makeAlert(
            id: id, title: "T", cancel: cancel, others: others, delegate: delegate, order: order))
      }
      return out
    case .makeSheet(
      let id, let title, let cancel, let destructive, let others, let delegate, let order):
      var out = lighter(delegate).map {
        Op.makeSheet(
          id: id, title: title, cancel: cancel, destructive: destructive, others: others,
          delegate: $0, order: order)
      }
      if !others.isEmpty {
        out.append(
          .makeSheet(
            id: id, title: title, cancel: cancel, destructive: destructive,
            others: Array(others.dropLast()), delegate: delegate, order: order))
      }
      if cancel != nil {
        out.append(
          .makeSheet(
            id: id, title: title, cancel: nil, destructive: destructive, others: others,
            delegate: delegate, order: order))
      }
      if destructive != nil {
        out.append(
          .makeSheet(
            id: id, title: title, cancel: cancel, destructive: nil, others: others,
            delegate: delegate, order: order))
      }
      return out
    case .showFrom(let view, _, let host):
      return [.show(view: view, host: host)]
    case .dismiss(let view, let index, true):
      return [.dismiss(view: view, index: index, animated: false)]
    default:
      return []
    }
  }
}
