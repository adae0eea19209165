import AlertShim

/// The cost per alert of a long queue, or a tall stack: present n alerts,
/// show and answer each in turn, then present n more and tear them down with
/// `cancelAll()`.
///
/// On a `.queue` host the alerts wait in turn; on a `.stack` host each one
/// covers the one before, so the host holds n - 1 covered alerts at the top.
/// A host whose work is linear costs the same per alert at 16,000 as at
/// 1,000 alerts; a quadratic one costs 16 times more.
struct QueueBenchmarkResult {
  let policy: PresentationPolicy
  let smallCount: Int
  let largeCount: Int
  /// Nanoseconds per alert, present + answer, and present + cancelAll.
  let smallNanoseconds: Double
  let largeNanoseconds: Double
  var largeOverSmall: Double { largeNanoseconds / smallNanoseconds }
}

@MainActor
func runQueueBenchmark(quick: Bool, policy: PresentationPolicy) -> QueueBenchmarkResult {
  let small = quick ? 200 : 1_000
  let large = quick ? 3_200 : 16_000
  func perAlert(_ count: Int) -> Double {
    let alerts = (0..<(2 * count)).map { index in
      let alert = AlertController(title: "Q\(index)", message: nil, preferredStyle: .alert)
      alert.addAction(AlertAction(title: "OK", style: .default))
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      return alert
    }
    let host = AlertHost(policy: policy)
    let start = monotonicNanoseconds()
    for alert in alerts.prefix(count) { host.present(alert) }
    for _ in 0..<count { host.select(actionAt: 0) }
    for alert in alerts.suffix(count) { host.present(alert) }
    host.cancelAll()
    let elapsed = Double(monotonicNanoseconds() - start)
    precondition(host.isIdle, "the queue benchmark left alerts on the host")
    return elapsed / Double(2 * count)
  }
  // Interleaved rounds; the median of each size.
  var smalls: [Double] = []
  var larges: [Double] = []
  for _ in 0..<(quick ? 1 : 5) {
    smalls.append(perAlert(small))
    larges.append(perAlert(large))
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  return QueueBenchmarkResult(
    policy: policy, smallCount: small, largeCount: large, smallNanoseconds: median(smalls),
    largeNanoseconds: median(larges))
}
