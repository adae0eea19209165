import AlertShim
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds per iteration of `body`, the best of `rounds` rounds of `iterations`.
@MainActor
func measureNanoseconds(
  iterations: Int, rounds: Int = 5, _ body: () -> Void
) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = monotonicNanoseconds()
    for _ in 0..<iterations { body() }
    let elapsed = Double(monotonicNanoseconds() - start)
    best = min(best, elapsed / Double(iterations))
  }
  return best
}

func monotonicNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The resident set size of this process in KiB, from /proc (0 where unavailable).
func residentKiB() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// The observable work of one alert flow, counted so the optimiser cannot drop it.
@MainActor
final class FlowSink: LegacyAlertViewDelegate {
  var handled = 0
  var callbacks = 0

  func willPresent(_ alertView: LegacyAlertView) { callbacks += 1 }
  func didPresent(_ alertView: LegacyAlertView) { callbacks += 1 }
  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    handled += buttonIndex
    callbacks += 1
  }
  func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    callbacks += 1
  }
  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    callbacks += 1
  }
}

/// (a) build a controller with three actions, present it on a headless host, select, run the handler.
@MainActor
func modernFlow(host: AlertHost, sink: FlowSink) {
  let alert = AlertController(title: "Delete?", message: "Gone for good.", preferredStyle: .alert)
  alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in sink.handled += 0 })
  alert.addAction(AlertAction(title: "Archive", style: .default) { _ in sink.handled += 1 })
  alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in sink.handled += 2 })
  host.present(alert)
  host.select(actionAt: 2)
}

/// (b) a LegacyAlertView with a delegate: show, tap, all five callbacks.
@MainActor
func legacyFlow(host: AlertHost, sink: FlowSink) {
  let view = LegacyAlertView(
    title: "Delete?", message: "Gone for good.", delegate: sink, cancelButtonTitle: "Cancel",
    otherButtonTitles: "Archive", "Delete")
  view.show(in: host)
  host.select(actionAt: 2)
}

/// (c) the least code doing the same observable work by hand: an array of closures and an index.
///
/// Not inlined, and the index comes from the caller, so the optimiser cannot fold it away.
@MainActor @inline(never)
func baselineFlow(sink: FlowSink, selected: Int) {
  let titles = ["Cancel", "Archive", "Delete"]
  let handlers: [() -> Void] = [
    { sink.handled += 0 }, { sink.handled += 1 }, { sink.handled += 2 },
  ]
  if titles.indices.contains(selected) { handlers[selected]() }
}

/// Runs one core flow (`modern` or `legacy`) `count` times after a short
/// warm-up, and says what it ran.
@MainActor
func profileCoreFlow(_ flow: String, count: Int) -> String {
  let host = AlertHost(renderer: HeadlessRenderer())
  let sink = FlowSink()
  let run: @MainActor () -> Void
  switch flow {
  case "modern": run = { modernFlow(host: host, sink: sink) }
  case "legacy": run = { legacyFlow(host: host, sink: sink) }
  default: return "unknown flow \(flow): use modern or legacy"
  }
  for _ in 0..<100 { run() }
  for _ in 0..<count { run() }
  return "\(flow): \(count) flows, \(sink.callbacks) callbacks, handled \(sink.handled)"
}

struct CoreBenchmarkResult {
  /// Medians over the rounds, in nanoseconds per flow.
  var modernNanoseconds: Double
  var legacyNanoseconds: Double
  var baselineNanoseconds: Double
  /// Medians over the rounds of the ratio measured within each round.
  var legacyOverModern: Double
  var modernOverBaseline: Double
  var rounds: Int
  var rssGrowthKiB: Int
  var legacyFlowsForRSS: Int
}

/// The middle value of `values` (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

@MainActor
func runCoreBenchmark(quick: Bool) -> CoreBenchmarkResult {
  let host = AlertHost(renderer: HeadlessRenderer())
  let sink = FlowSink()
  let iterations = quick ? 2_000 : 10_000
  let rssFlows = quick ? 10_000 : 1_000_000
  // Warm up every path so first-use costs are not measured.
  for _ in 0..<(quick ? 100 : 10_000) {
    modernFlow(host: host, sink: sink)
    legacyFlow(host: host, sink: sink)
    baselineFlow(sink: sink, selected: 2)
  }
  // Each round measures the three flows in short interleaved blocks, so that
  // load from elsewhere on the machine, and the machine's own changes of
  // speed, hit them alike, and yields its own ratios. The figures are the
  // medians over the rounds: one slow or lucky round moves them little, so
  // that separate runs agree.
  let rounds = quick ? 3 : 41
  let blocks = 20
  let blockIterations = max(1, iterations / blocks)
  var modern: [Double] = []
  var legacy: [Double] = []
  var baseline: [Double] = []
  var legacyRatios: [Double] = []
  var modernRatios: [Double] = []
  var selected = 0
  for _ in 0..<rounds {
    var modernTotal: UInt64 = 0
    var legacyTotal: UInt64 = 0
    var baselineTotal: UInt64 = 0
    for _ in 0..<blocks {
      var start = monotonicNanoseconds()
      for _ in 0..<blockIterations { modernFlow(host: host, sink: sink) }
      var end = monotonicNanoseconds()
      modernTotal += end - start
      start = end
      for _ in 0..<blockIterations { legacyFlow(host: host, sink: sink) }
      end = monotonicNanoseconds()
      legacyTotal += end - start
      start = end
      for _ in 0..<blockIterations {
        selected = (selected + 1) % 3
        baselineFlow(sink: sink, selected: selected)
      }
      end = monotonicNanoseconds()
      baselineTotal += end - start
    }
    let count = Double(blocks * blockIterations)
    let modernTime = Double(modernTotal) / count
    let legacyTime = Double(legacyTotal) / count
    let baselineTime = Double(baselineTotal) / count
    modern.append(modernTime)
    legacy.append(legacyTime)
    baseline.append(baselineTime)
    legacyRatios.append(legacyTime / modernTime)
    modernRatios.append(modernTime / baselineTime)
  }

  // (d) resident memory growth over many legacy flows, after a warm-up of the allocator.
  for _ in 0..<10_000 { legacyFlow(host: host, sink: sink) }
  let before = residentKiB()
  for _ in 0..<rssFlows { legacyFlow(host: host, sink: sink) }
  let after = residentKiB()
  precondition(host.isIdle, "every flow must end with an idle host")
  return CoreBenchmarkResult(
    modernNanoseconds: median(modern), legacyNanoseconds: median(legacy),
    baselineNanoseconds: median(baseline), legacyOverModern: median(legacyRatios),
    modernOverBaseline: median(modernRatios), rounds: rounds, rssGrowthKiB: max(0, after - before),
    legacyFlowsForRSS: rssFlows)
}
