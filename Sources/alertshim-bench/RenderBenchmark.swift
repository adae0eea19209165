import AlertShim
import AlertShimTerminal
import Foundation

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

  init(columns: Int = 80, rows: Int = 50) {
    size = (columns, rows)
  }

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

/// What a key costs with a 100,000-character message, against the same alert
/// with a short one, and what a resize to one column costs (issue 21 item 8).
struct LongMessageBenchmarkResult {
  /// Microseconds per key with the short message (100 characters).
  var shortMicrosecondsPerKey: Double
  /// Microseconds per key with the long message.
  var longMicrosecondsPerKey: Double
  /// Microseconds per PgDn or PgUp with the long message, 100 of each in
  /// turn (a page of new lines built and rewritten).
  var longPageMicrosecondsPerKey: Double
  /// Microseconds per key with the long message on a terminal one column
  /// wide (the minimal form, a line per character).
  var narrowMicrosecondsPerKey: Double
  /// Milliseconds for the first resize to one column: the message is broken
  /// into lines at the new width, once.
  var resizeMilliseconds: Double
  /// Milliseconds for the resize back to 80 columns, whose lines are kept.
  var resizeBackMilliseconds: Double
  /// The long message's length in characters.
  var messageCharacters: Int

  /// Per key, long over short: 1 when a key costs what the visible lines cost.
  var longOverShort: Double { longMicrosecondsPerKey / shortMicrosecondsPerKey }

  /// The table's rows: name, value, target.
  var rows: [(String, String, String)] {
    let long = "\(messageCharacters) characters"
    return [
      ("short message, Tab (µs/key)", Self.fixed(shortMicrosecondsPerKey, 2), ""),
      ("\(long), Tab (µs/key)", Self.fixed(longMicrosecondsPerKey, 2), "<= 200"),
      ("long / short message, per key", Self.fixed(longOverShort, 2), "about 1"),
      ("\(long), PgDn/PgUp (µs/key)", Self.fixed(longPageMicrosecondsPerKey, 2), "<= 200"),
      ("resize to 1 column (ms)", Self.fixed(resizeMilliseconds, 2), ""),
      ("1 column, Tab (µs/key)", Self.fixed(narrowMicrosecondsPerKey, 2), "<= 200"),
      ("resize back to 80 columns (ms)", Self.fixed(resizeBackMilliseconds, 3), ""),
    ]
  }

  /// The figures for the JSON line.
  var figures: [(String, String)] {
    [
      ("render_short_message_us", Self.fixed(shortMicrosecondsPerKey, 3)),
      ("render_long_message_us", Self.fixed(longMicrosecondsPerKey, 3)),
      ("render_long_over_short", Self.fixed(longOverShort, 3)),
      ("render_long_page_us", Self.fixed(longPageMicrosecondsPerKey, 3)),
      ("render_resize_to_one_column_ms", Self.fixed(resizeMilliseconds, 3)),
      ("render_one_column_us", Self.fixed(narrowMicrosecondsPerKey, 3)),
      ("render_resize_back_ms", Self.fixed(resizeBackMilliseconds, 3)),
    ]
  }

  private static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}

/// Prints the renderer's figures alone (`ALERTSHIM_BENCH_RENDER_ONLY=1`):
/// the table, then one JSON line.
func printRenderReport(_ render: RenderBenchmarkResult, _ long: LongMessageBenchmarkResult) {
  let rows =
    [
      ("terminal focus move (µs/key)", String(format: "%.2f", render.microsecondsPerKey), "<= 200"),
      ("terminal focus move (bytes/key)", String(format: "%.1f", render.bytesPerKey), "<= 400"),
    ] + long.rows
  for (name, value, target) in rows {
    print(
      name.padding(toLength: 42, withPad: " ", startingAt: 0)
        + value.padding(toLength: 16, withPad: " ", startingAt: 0) + target)
  }
  let figures =
    [
      ("render_us", String(format: "%.3f", render.microsecondsPerKey)),
      ("render_bytes_per_key", String(format: "%.1f", render.bytesPerKey)),
    ] + long.figures
  print("{" + figures.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
}

/// 100,000 characters of numbered words, like a log or a licence.
private let numberedWords: String = {
  let words = (1...14_286).map { number -> String in
    let digits = String(number)
    return "w" + String(repeating: "0", count: 5 - digits.count) + digits
  }
  return String(words.joined(separator: " ").prefix(100_000))
}()

/// Shows an alert ("Log", Cancel and OK) with `message` on an 80×24
/// `CountingTerminal` through a real `TerminalRenderer` and `AlertHost`.
@MainActor
private func showLog(
  message: String
) -> (AlertHost, CountingTerminal, @MainActor (TerminalEvent) -> Void) {
  let terminal = CountingTerminal(columns: 80, rows: 24)
  let host = AlertHost(renderer: TerminalRenderer(device: terminal, usesColor: true))
  let alert = AlertController(title: "Log", message: message, preferredStyle: .alert)
  alert.addAction(AlertAction(title: "Cancel", style: .cancel))
  alert.addAction(AlertAction(title: "OK", style: .default))
  host.present(alert)
  guard let send = terminal.handler else {
    preconditionFailure("the renderer starts the terminal when it shows the alert")
  }
  return (host, terminal, send)
}

/// Tab (focus round the message, Cancel and OK) on the alert of ``showLog``
/// with a short and with a 100,000-character message, PgDn and PgUp on the
/// long one (100 of each in turn); then a resize to one column, Tab there,
/// and a resize back.
@MainActor
func runLongMessageBenchmark(quick: Bool = false) -> LongMessageBenchmarkResult {
  let tab = TerminalEvent.input([0x09])
  let pageDown = TerminalEvent.input([0x1B, 0x5B, 0x36, 0x7E])
  let pageUp = TerminalEvent.input([0x1B, 0x5B, 0x35, 0x7E])
  let keys = quick ? 500 : 10_000
  let rounds = quick ? 1 : 5

  let (shortHost, _, sendShort) = showLog(message: String(numberedWords.prefix(100)))
  for _ in 0..<40 { sendShort(tab) }
  let short = measureNanoseconds(iterations: keys, rounds: rounds) { sendShort(tab) }
  shortHost.cancelAll()

  let (host, terminal, send) = showLog(message: numberedWords)
  for _ in 0..<40 { send(tab) }
  let long = measureNanoseconds(iterations: keys, rounds: rounds) { send(tab) }
  // Down through the message (about 95 pages) and back up, so that almost
  // every key shows lines not built before.
  var pressed = 0
  let page = measureNanoseconds(iterations: keys, rounds: rounds) {
    send(pressed % 200 < 100 ? pageDown : pageUp)
    pressed += 1
  }

  terminal.size = (1, 24)
  var start = monotonicNanoseconds()
  send(.resized)
  let resize = Double(monotonicNanoseconds() - start)
  for _ in 0..<40 { send(tab) }
  let narrow = measureNanoseconds(iterations: keys, rounds: rounds) { send(tab) }
  terminal.size = (80, 24)
  start = monotonicNanoseconds()
  send(.resized)
  let back = Double(monotonicNanoseconds() - start)
  host.cancelAll()

  return LongMessageBenchmarkResult(
    shortMicrosecondsPerKey: short / 1_000, longMicrosecondsPerKey: long / 1_000,
    longPageMicrosecondsPerKey: page / 1_000, narrowMicrosecondsPerKey: narrow / 1_000,
    resizeMilliseconds: resize / 1_000_000, resizeBackMilliseconds: back / 1_000_000,
    messageCharacters: numberedWords.count)
}
