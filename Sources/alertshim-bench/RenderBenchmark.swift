import AlertShim
import AlertShimTerminal

/// What it costs the terminal renderer to move focus on a 20-button sheet.
struct RenderBenchmarkResult {
  /// Microseconds per key: decoding, focus, layout, diff and writing.
  var microsecondsPerKey: Double
  /// Bytes written to the terminal per key.
  var bytesPerKey: Double
  /// Keys measured.
  var keys: Int
}

/// A terminal that only counts what is written to it.
@MainActor
private final class CountingTerminal: TerminalDevice {
  var size = (columns: 80, rows: 50)
  var bytesWritten = 0
  var handler: (@MainActor (TerminalEvent) -> Void)?

  func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) { self.handler = handler }
  func stop() { handler = nil }
  func write(_ text: String) { bytesWritten += text.utf8.count }
}

/// Moves focus down a 20-button action sheet (19 buttons and Cancel, on an
/// 80×50 terminal) by sending the Down-arrow bytes to a real
/// `TerminalRenderer` shown by a real `AlertHost`: every key is decoded,
/// moves the focus, lays the sheet out again and rewrites the changed lines.
@MainActor
func runRenderBenchmark(quick: Bool = false) -> RenderBenchmarkResult {
  let terminal = CountingTerminal()
  let host = AlertHost(renderer: TerminalRenderer(device: terminal, usesColor: true))
  let sheet = AlertController(title: "Move to folder", message: nil, preferredStyle: .actionSheet)
  for index in 1...19 {
    sheet.addAction(AlertAction(title: "Folder \(index)", style: .default))
  }
  sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
  host.present(sheet)
  guard let send = terminal.handler else {
    preconditionFailure("the renderer starts the terminal when it shows the sheet")
  }
  let down = TerminalEvent.input([0x1B, 0x5B, 0x42])
  for _ in 0..<40 { send(down) }  // warm up: twice round the sheet

  let keys = quick ? 2_000 : 40_000
  let rounds = quick ? 1 : 5
  let before = terminal.bytesWritten
  let nanoseconds = measureNanoseconds(iterations: keys, rounds: rounds) { send(down) }
  let bytes = Double(terminal.bytesWritten - before) / Double(keys * rounds)
  host.cancelAll()
  return RenderBenchmarkResult(
    microsecondsPerKey: nanoseconds / 1_000, bytesPerKey: bytes, keys: keys)
}
