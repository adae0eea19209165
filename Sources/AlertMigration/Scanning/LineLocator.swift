/// Turns byte offsets into 1-based lines and columns (columns count Unicode scalars).
///
/// A UTF-8 byte order mark at the start of the file is not a column: the lexers step over it,
/// and a UTF-16 or UTF-32 file's mark is dropped when it is transcoded, so line 1 counts the
/// same with or without one.
///
/// Offsets must be asked for in increasing order; the locator walks the bytes once, so locating
/// every finding of a file costs one pass over it, however long its lines. A line ends at `\n`,
/// `\r\n` or a lone `\r`.
struct LineLocator {
  private let text: SourceBytes
  private var offset = 0
  private var line = 1
  /// The column of `offset` within its line.
  private var column = 1

  init(text: SourceBytes) {
    self.text = text
  }

  /// The line and column of `target`, which must not be before the previous target.
  ///
  /// Each byte from the previous target on counts as the byte-by-byte rule says: a `\n`, or a
  /// `\r` not before `\n`, ends a line (column 1 again); any other byte that does not continue a
  /// UTF-8 sequence (`10xxxxxx`) and is not a `\r` is a column. Sixteen bytes at a time when they
  /// have no `\r`: their line ends are counted, and the columns after the last one.
  mutating func location(of target: Int) -> (line: Int, column: Int) {
    precondition(target >= offset, "LineLocator: offsets must be asked for in increasing order")
    let end = min(target, text.count)
    if offset == 0, end >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { offset = 3 }
    if let base = text.base.baseAddress {
      let raw = UnsafeRawPointer(base)
      let newline = SIMD16<UInt8>(repeating: ASCII.newline)
      let carriageReturn = SIMD16<UInt8>(repeating: ASCII.carriageReturn)
      let high = SIMD16<UInt8>(repeating: 0xC0)
      let continuation = SIMD16<UInt8>(repeating: 0x80)
      let lanes: UInt64 = 0x8080_8080_8080_8080
      while offset + 16 <= end {
        let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
        // The masks as words, one 0xFF byte per lane that holds.
        let returns = unsafeBitCast(block .== carriageReturn, to: SIMD2<UInt64>.self)
        if returns[0] | returns[1] != 0 {
          for _ in 0..<16 { count() }
          continue
        }
        let newlines = unsafeBitCast(block .== newline, to: SIMD2<UInt64>.self)
        let continuations = unsafeBitCast(
          (block & high) .== continuation, to: SIMD2<UInt64>.self)
        let (low, upper) = (newlines[0] & lanes, newlines[1] & lanes)
        let (lowContinuations, upperContinuations) = (
          continuations[0] & lanes, continuations[1] & lanes
        )
        offset += 16
        if low | upper == 0 {
          column += 16 - Self.lanes(lowContinuations) - Self.lanes(upperContinuations)
          continue
        }
        line += Self.lanes(low) + Self.lanes(upper)
        // The columns are the bytes after the last line end that continue no sequence.
        if upper != 0 {
          let last = (63 - upper.leadingZeroBitCount) >> 3
          let after = last == 7 ? 0 : upperContinuations >> UInt64(8 * (last + 1))
          column = 1 + (7 - last) - Self.lanes(after)
        } else {
          let last = (63 - low.leadingZeroBitCount) >> 3
          let after = last == 7 ? 0 : lowContinuations >> UInt64(8 * (last + 1))
          column = 1 + (15 - last) - Self.lanes(after) - Self.lanes(upperContinuations)
        }
      }
    }
    while offset < end { count() }
    return (line, column)
  }

  /// How many of the eight bytes of `word` have their top bit set, when no other bit is: the
  /// bits moved to the bottom of their bytes and summed into the top byte by one multiplication
  /// (no population count instruction is assumed).
  @inline(__always)
  private static func lanes(_ word: UInt64) -> Int {
    Int(truncatingIfNeeded: ((word >> 7) &* 0x0101_0101_0101_0101) >> 56)
  }

  /// Counts the byte at `offset` by the byte-by-byte rule, and steps past it.
  @inline(__always)
  private mutating func count() {
    let byte = text[offset]
    offset += 1
    if byte == ASCII.newline || byte == ASCII.carriageReturn && text[offset] != ASCII.newline {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80, byte != ASCII.carriageReturn {
      column += 1
    }
  }

  /// Where ``snippet(around:in:)`` starts and ends: up to 48 bytes before
  /// `offset` and 80 from it, within its line.
  static func snippetBounds(around offset: Int, in text: SourceBytes) -> (Int, Int) {
    var start = offset
    while start > 0, start > offset - 48, text[start - 1] != ASCII.newline,
      text[start - 1] != ASCII.carriageReturn
    {
      start -= 1
    }
    var end = offset
    while end < text.count, end < offset + 80, text[end] != ASCII.newline,
      text[end] != ASCII.carriageReturn
    {
      end += 1
    }
    return (start, end)
  }

  /// The few bytes around `offset` on its line without white space: what a finding's
  /// fingerprint hashes, so moving the code, or re-indenting it, keeps the fingerprint.
  ///
  /// `locate` hashes them without building the array (`Fingerprint.addSnippet`); this is the
  /// definition the tests compare that with.
  static func snippet(around offset: Int, in text: SourceBytes) -> [UInt8] {
    let (start, end) = snippetBounds(around: offset, in: text)
    var bytes: [UInt8] = []
    for index in start..<end where !ASCII.isBlank(text[index]) { bytes.append(text[index]) }
    return bytes
  }

  /// Sorts raw findings by position and gives each its line, column and fingerprint.
  static func locate(_ raw: [RawFinding], in text: SourceBytes) -> [Finding] {
    var locator = LineLocator(text: text)
    var seen: [UInt64: Int] = [:]
    return raw.sorted { ($0.offset, $0.kind) < ($1.offset, $1.kind) }.map { finding in
      let (line, column) = locator.location(of: finding.offset)
      var hash = Fingerprint()
      hash.add(finding.kind.rawValue)
      hash.add(finding.enclosingType ?? "")
      hash.add(finding.member ?? "")
      hash.add(finding.name)
      hash.addSnippet(around: finding.offset, in: text)
      let base = hash.value
      let occurrence = seen[base, default: 0]
      seen[base] = occurrence + 1
      hash.add(String(occurrence))
      return Finding(
        kind: finding.kind, name: finding.name, line: line, column: column,
        enclosingType: finding.enclosingType, member: finding.member,
        fingerprint: hash.hexadecimal, tag: finding.tag)
    }
  }
}

/// A 64-bit FNV-1a hash over length-prefixed fields: stable across runs and platforms.
struct Fingerprint {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func add(_ bytes: some Sequence<UInt8>) {
    var count: UInt64 = 0
    for byte in bytes {
      mix(byte)
      count += 1
    }
    addLength(count)
  }

  mutating func add(_ string: String) {
    var string = string
    string.withUTF8 { add($0) }
  }

  /// Adds `LineLocator.snippet(around:in:)` as one field, without building it.
  mutating func addSnippet(around offset: Int, in text: SourceBytes) {
    let (start, end) = LineLocator.snippetBounds(around: offset, in: text)
    var count: UInt64 = 0
    for index in start..<end where !ASCII.isBlank(text[index]) {
      mix(text[index])
      count += 1
    }
    addLength(count)
  }

  private mutating func addLength(_ count: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: count >> shift)) }
  }

  private mutating func mix(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x100_0000_01B3
  }

  /// The hash as 16 lowercase hexadecimal digits.
  var hexadecimal: String {
    let value = self.value
    return String(unsafeUninitializedCapacity: 16) { buffer in
      for position in 0..<16 {
        let digit = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * position)) & 0x0F
        buffer[position] = digit < 10 ? ASCII.zero + digit : UInt8(ascii: "a") + digit - 10
      }
      return 16
    }
  }
}
