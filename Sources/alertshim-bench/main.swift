import AlertShim
import Foundation

// alertshim-bench: run with `swift run -c release alertshim-bench`.
// Prints a table, then one JSON line with every figure. The core flows' times
// and ratios are medians over interleaved rounds of one run.

#if DEBUG
  print("warning: a debug build; run `swift run -c release alertshim-bench` for real figures")
#endif

/// `ALERTSHIM_BENCH_QUICK=1` runs a small fraction of the work, for profiling under callgrind.
let quick = ProcessInfo.processInfo.environment["ALERTSHIM_BENCH_QUICK"] == "1"
/// `ALERTSHIM_BENCH_SCAN_ONLY=1` runs only the migration scan figures.
if ProcessInfo.processInfo.environment["ALERTSHIM_BENCH_SCAN_ONLY"] == "1" {
  let scan = runScanBenchmark(megabytes: quick ? 5 : 64)
  for (name, value, target) in scan.rows {
    print(
      name.padding(toLength: 38, withPad: " ", startingAt: 0)
        + value.padding(toLength: 16, withPad: " ", startingAt: 0) + target)
  }
  for note in scan.notes { print("note: " + note) }
  print("{" + scan.figures.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
  exit(0)
}
/// `ALERTSHIM_BENCH_RENDER_ONLY=1` runs only the terminal renderer's figures.
if ProcessInfo.processInfo.environment["ALERTSHIM_BENCH_RENDER_ONLY"] == "1" {
  printRenderReport(runRenderBenchmark(quick: quick), runLongMessageBenchmark(quick: quick))
  exit(0)
}
/// `ALERTSHIM_BENCH_PROFILE=modern` (or `legacy`) runs that flow 10,000 times
/// and nothing else, for `callgrind`: divide its counts by 10,000.
if let flow = ProcessInfo.processInfo.environment["ALERTSHIM_BENCH_PROFILE"] {
  print(profileCoreFlow(flow, count: 10_000))
  exit(0)
}
let core = runCoreBenchmark(quick: quick)
/// `ALERTSHIM_BENCH_CORE_ONLY=1` stops after the core flows (for callgrind).
if ProcessInfo.processInfo.environment["ALERTSHIM_BENCH_CORE_ONLY"] == "1" {
  print(core)
  exit(0)
}
let render = runRenderBenchmark(quick: quick)
let legacyOverModern = core.legacyOverModern
let modernOverBaseline = core.modernOverBaseline
let scan = runScanBenchmark(megabytes: quick ? 5 : 64)
let queue = runQueueBenchmark(quick: quick, policy: .queue)
let stack = runQueueBenchmark(quick: quick, policy: .stack)

func row(_ name: String, _ value: String, _ target: String) -> String {
  name.padding(toLength: 34, withPad: " ", startingAt: 0)
    + value.padding(toLength: 16, withPad: " ", startingAt: 0) + target
}

func fixed(_ value: Double, _ digits: Int = 1) -> String {
  String(format: "%.\(digits)f", value)
}

print(row("measure", "value", "target"))
print(row("modern flow (ns)", fixed(core.modernNanoseconds), ""))
print(row("legacy flow (ns)", fixed(core.legacyNanoseconds), ""))
print(row("baseline flow (ns)", fixed(core.baselineNanoseconds), ""))
print(row("legacy / modern (median of \(core.rounds))", fixed(legacyOverModern, 2), "<= 1.2"))
print(row("modern / baseline (median of \(core.rounds))", fixed(modernOverBaseline, 2), "<= 10"))
print(row("RSS growth, \(core.legacyFlowsForRSS) flows (KiB)", "\(core.rssGrowthKiB)", "<= 1024"))
for (name, value, target) in scan.rows { print(row(name, value, target)) }
print(row("queue, \(queue.smallCount) alerts (ns/alert)", fixed(queue.smallNanoseconds), ""))
print(row("queue, \(queue.largeCount) alerts (ns/alert)", fixed(queue.largeNanoseconds), ""))
print(row("queue cost per alert, large / small", fixed(queue.largeOverSmall, 2), "<= 1.5"))
print(row("stack, \(stack.smallCount) alerts (ns/alert)", fixed(stack.smallNanoseconds), ""))
print(row("stack, \(stack.largeCount) alerts (ns/alert)", fixed(stack.largeNanoseconds), ""))
print(row("stack cost per alert, large / small", fixed(stack.largeOverSmall, 2), "<= 1.5"))
print(row("terminal focus move (µs/key)", fixed(render.microsecondsPerKey, 2), "<= 200"))
print(row("terminal focus move (bytes/key)", fixed(render.bytesPerKey), "<= 400"))
let longMessage = runLongMessageBenchmark(quick: quick)
for (name, value, target) in longMessage.rows { print(row(name, value, target)) }

let figures: [(String, String)] = [
  ("modern_ns", fixed(core.modernNanoseconds)),
  ("legacy_ns", fixed(core.legacyNanoseconds)),
  ("baseline_ns", fixed(core.baselineNanoseconds)),
  ("legacy_over_modern", fixed(legacyOverModern, 3)),
  ("modern_over_baseline", fixed(modernOverBaseline, 3)),
  ("rss_growth_kib", "\(core.rssGrowthKiB)"),
  ("render_us", fixed(render.microsecondsPerKey, 3)),
  ("render_bytes_per_key", fixed(render.bytesPerKey)),
  ("queue_small_ns", fixed(queue.smallNanoseconds)),
  ("queue_large_ns", fixed(queue.largeNanoseconds)),
  ("queue_large_over_small", fixed(queue.largeOverSmall, 3)),
  ("stack_small_ns", fixed(stack.smallNanoseconds)),
  ("stack_large_ns", fixed(stack.largeNanoseconds)),
  ("stack_large_over_small", fixed(stack.largeOverSmall, 3)),
]
for note in scan.notes { print("note: " + note) }
let allFigures = figures + scan.figures + longMessage.figures
print("{" + allFigures.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
