import AlertShimTesting
import Testing

@Suite @MainActor struct ParallelSpiesTests {
  @Test func twoSpies_recordOnlyTheirOwnAlerts() throws {
    let first = AlertSpy()
    let second = AlertSpy()

    first.host.present(Fixtures.okCancelAlert(title: "First"))
    second.host.present(Fixtures.okCancelAlert(title: "Second"))
    try first.tap("OK")

    #expect(first.presentations.map(\.title) == ["First"])
    #expect(second.presentations.map(\.title) == ["Second"])
    #expect(first.presentedAlert == nil)
    #expect(second.presentedAlert?.title == "Second")
  }

  @Test func twoSpies_reportToTheirOwnReporters() {
    let (first, firstFailures) = Fixtures.collectingSpy()
    let (second, secondFailures) = Fixtures.collectingSpy()
    second.host.present(Fixtures.okCancelAlert(title: "Second"))

    first.verify(title: "First", actions: [])
    second.verify(title: "Second", actions: [.cancel("Cancel"), .default("OK")])

    #expect(firstFailures.failures.count == 1)
    #expect(secondFailures.failures.isEmpty)
  }

  /// What one task saw: its presentations and the error of a refused tap.
  struct Outcome: Equatable, Sendable {
    var titles: [String?]
    var refusal: AlertSpyError?
  }

  /// Presents, taps a missing title and taps OK on a spy of its own,
  /// yielding between steps so that the tasks interleave.
  static func run(_ number: Int) async -> Outcome {
    let spy = AlertSpy()
    let alert = AlertController(title: "Alert \(number)", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK \(number)", style: .default))
    spy.host.present(alert)
    await Task.yield()
    let refusal = Result { try spy.tap("Missing") }.error
    await Task.yield()
    _ = try? spy.tap("OK \(number)")
    return Outcome(titles: spy.presentations.map(\.title), refusal: refusal)
  }

  @Test func manySpies_inInterleavedTasks_stayApart() async {
    let outcomes = await withTaskGroup(of: (Int, Outcome).self) { group in
      for number in 0..<50 {
        group.addTask { (number, await Self.run(number)) }
      }
      var all: [Int: Outcome] = [:]
      for await (number, outcome) in group { all[number] = outcome }
      return all
    }

    #expect(outcomes.count == 50)
    for (number, outcome) in outcomes {
      #expect(
        outcome
          == Outcome(
            titles: ["Alert \(number)"],
            refusal: .buttonNotFound("Missing", available: ["OK \(number)"])))
    }
  }
}

extension Result where Failure == any Error {
  /// The error as an `AlertSpyError`, or nil for a success.
  fileprivate var error: AlertSpyError? {
    guard case .failure(let error) = self else { return nil }
    return error as? AlertSpyError
  }
}
