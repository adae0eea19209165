/// A unified diff between two texts, line by line, with three lines of context.
///
/// Lines are compared with their line endings, so a changed line ending shows. A last line
/// without a newline is marked `\ No newline at end of file`, as `diff -u` does.
public enum UnifiedDiff {
  /// The diff of `old` and `new`, or an empty string when they are equal.
  ///
  /// - Parameters:
  ///   - old: The text before.
  ///   - new: The text after.
  ///   - path: The path shown in the `--- a/…` and `+++ b/…` header lines.
  ///   - context: Lines of context around each change.
  public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let before = lines(of: old)
    let after = lines(of: new)
    let script = editScript(before, after)
    // A name with a control character is quoted as git quotes it, which `patch` reads. A name
    // with a space ends in a tab, as git writes it: `patch` reads a name up to a tab, else up
    // to the first space.
    var output = "--- \(headerName("a/" + path))\n+++ \(headerName("b/" + path))\n"
    for hunk in hunks(script, context: context) {
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      let oldStart = hunk.first { $0.kind != .insert }.map { $0.old + 1 } ?? hunk[0].old
      let newStart = hunk.first { $0.kind != .delete }.map { $0.new + 1 } ?? hunk[0].new
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for step in hunk {
        let (prefix, line) =
          switch step.kind {
          case .equal: (" ", before[step.old])
          case .delete: ("-", before[step.old])
          case .insert: ("+", after[step.new])
          }
        if line.hasSuffix("\n") {
          output += prefix + line
        } else {
          output += prefix + line + "\n\\ No newline at end of file\n"
        }
      }
    }
    return output
  }

  /// A header line's name: quoted as git quotes it, with a tab after it when it has a space.
  private static func headerName(_ path: String) -> String {
    let name = PathQuoting.quoted(path)
    return name.contains(" ") ? name + "\t" : name
  }

  /// The lines of `text`, each with its `\n` (the last one may have none).
  static func lines(of text: String) -> [Substring] {
    var result: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.utf8.index(after: index)
      if text.utf8[index] == ASCII.newline {
        result.append(text[start..<next])
        start = next
      }
      index = next
    }
    if start < text.endIndex { result.append(text[start...]) }
    return result
  }

  struct Step {
    enum Kind { case equal, delete, insert }
    var kind: Kind
    /// The index in the old lines (for an insert: where it goes).
    var old: Int
    /// The index in the new lines (for a delete: where it was).
    var new: Int
  }

  /// The most trace entries the shortest-script search keeps (8 bytes each): past it, the
  /// changed middle of the files is shown as one deletion and one insertion.
  static let traceLimit = 4_000_000

  /// An edit script from `a` to `b`: the shortest one (Myers' algorithm) over the lines between
  /// the common first and last lines, or, when that search would keep more than `traceLimit`
  /// entries, every middle line deleted then every new one inserted. Memory is linear in the
  /// number of lines plus at most `traceLimit` entries.
  static func editScript(_ a: [Substring], _ b: [Substring], traceLimit: Int = traceLimit)
    -> [Step]
  {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var steps: [Step] = []
    steps.reserveCapacity(max(a.count, b.count) + 1)
    for index in 0..<prefix { steps.append(Step(kind: .equal, old: index, new: index)) }
    let oldMiddle = a[prefix..<(a.count - suffix)]
    let newMiddle = b[prefix..<(b.count - suffix)]
    if let middle = shortestScript(oldMiddle, newMiddle, traceLimit: traceLimit) {
      steps += middle
    } else {
      for index in oldMiddle.indices { steps.append(Step(kind: .delete, old: index, new: prefix)) }
      for index in newMiddle.indices {
        steps.append(Step(kind: .insert, old: a.count - suffix, new: index))
      }
    }
    for offset in 0..<suffix {
      steps.append(
        Step(kind: .equal, old: a.count - suffix + offset, new: b.count - suffix + offset))
    }
    return steps
  }

  /// Myers' shortest edit script between two slices (indices are those of the slices), or nil
  /// when its trace would exceed `traceLimit` entries. The trace keeps, for each edit distance
  /// d, only the 2d + 1 diagonals it reached.
  private static func shortestScript(
    _ a: ArraySlice<Substring>, _ b: ArraySlice<Substring>, traceLimit: Int
  ) -> [Step]? {
    var ids: [Substring: Int] = [:]
    func id(_ line: Substring) -> Int {
      if let known = ids[line] { return known }
      ids[line] = ids.count
      return ids.count - 1
    }
    let x = a.map(id)
    let y = b.map(id)
    let n = x.count
    let m = y.count
    let offset = n + m + 1
    var v = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [Int] = []  // for each d, v[offset - d ... offset + d] before round d
    var traceStart: [Int] = []
    search: for d in 0...(n + m) {
      guard trace.count + 2 * d + 1 <= traceLimit else { return nil }
      traceStart.append(trace.count)
      trace.append(contentsOf: v[(offset - d)...(offset + d)])
      for k in stride(from: -d, through: d, by: 2) {
        var i =
          k == -d || k != d && v[offset + k - 1] < v[offset + k + 1]
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var j = i - k
        while i < n, j < m, x[i] == y[j] {
          i += 1
          j += 1
        }
        v[offset + k] = i
        if i >= n, j >= m { break search }
      }
    }
    var steps: [Step] = []
    var i = n
    var j = m
    for d in stride(from: traceStart.count - 1, through: 0, by: -1) {
      // v[offset + k] before round d is trace[traceStart[d] + d + k].
      func saved(_ k: Int) -> Int { trace[traceStart[d] + d + k] }
      let k = i - j
      let previousK = k == -d || k != d && saved(k - 1) < saved(k + 1) ? k + 1 : k - 1
      let previousI = d == 0 ? 0 : saved(previousK)
      let previousJ = previousI - previousK
      while i > previousI, j > previousJ {
        i -= 1
        j -= 1
        steps.append(Step(kind: .equal, old: a.startIndex + i, new: b.startIndex + j))
      }
      if d > 0 {
        if i == previousI {
          j -= 1
          steps.append(Step(kind: .insert, old: a.startIndex + i, new: b.startIndex + j))
        } else {
          i -= 1
          steps.append(Step(kind: .delete, old: a.startIndex + i, new: b.startIndex + j))
        }
      }
    }
    return steps.reversed()
  }

  /// The steps grouped into hunks: each change with up to `context` equal lines around it;
  /// changes closer than twice the context share a hunk.
  static func hunks(_ script: [Step], context: Int) -> [[Step]] {
    let changes = script.indices.filter { script[$0].kind != .equal }
    guard let first = changes.first else { return [] }
    var ranges: [ClosedRange<Int>] = []
    var start = max(0, first - context)
    var end = min(script.count - 1, first + context)
    for change in changes.dropFirst() {
      if change - context <= end + 1 {
        end = min(script.count - 1, change + context)
      } else {
        ranges.append(start...end)
        start = max(0, change - context)
        end = min(script.count - 1, change + context)
      }
    }
    ranges.append(start...end)
    return ranges.map { Array(script[$0]) }
  }
}
