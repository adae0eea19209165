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
  /// UTF-8 sequence (`10xxxxxx`) and is not a `\r` is a column. The bytes are passed over 16 at a
  /// time: their line ends are counted, then the last one is looked for backwards, and the
  /// columns after it are counted (or, without a line end, the columns of the whole stretch).
  mutating func location(of target: Int) -> (line: Int, column: Int) {
    precondition(target >= offset, "LineLocator: offsets must be asked for in increasing order")
    let end = min(target, text.count)
    if offset == 0, end >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { offset = 3 }
    if offset < end {
      let start = text.start
      let lineEnds = Self.lineEnds(from: offset, to: end, in: start)
      if lineEnds == 0 {
        column += (end - offset) - Self.count(from: offset, to: end, in: start, Self.notColumns)
      } else {
        line += lineEnds
        let after = Self.lastLineEnd(from: offset, before: end, in: start) + 1
        column = 1 + (end - after) - Self.count(from: after, to: end, in: start, Self.notColumns)
      }
      offset = end
    }
    return (line, column)
  }

  /// The number of line ends in `from..<to`. Without a `\r` there, they are the `\n`s, counted
  /// 64 bytes at a time while the `\r`s are looked for; with one, the blocks are counted again
  /// by the whole rule (`lineEnds(_:)`).
  @inline(__always)
  private static func lineEnds(from: Int, to: Int, in start: UnsafePointer<UInt8>) -> Int {
    let newline = SIMD16<UInt8>(repeating: ASCII.newline)
    let carriageReturn = SIMD16<UInt8>(repeating: ASCII.carriageReturn)
    var total = 0
    var returns = SIMD16<UInt8>()
    var position = from
    while to &- position >= 64 {
      var counts = SIMD16<UInt8>()
      // At most 4 a lane per round: 63 rounds fit a byte.
      let stop = position &+ 64 &* min(63, (to &- position) >> 6)
      repeat {
        let raw = UnsafeRawPointer(start + position)
        let first = raw.loadUnaligned(fromByteOffset: 0, as: SIMD16<UInt8>.self)
        let second = raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
        let third = raw.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self)
        let fourth = raw.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
        counts &-= unsafeBitCast(first .== newline, to: SIMD16<UInt8>.self)
        counts &-= unsafeBitCast(second .== newline, to: SIMD16<UInt8>.self)
        counts &-= unsafeBitCast(third .== newline, to: SIMD16<UInt8>.self)
        counts &-= unsafeBitCast(fourth .== newline, to: SIMD16<UInt8>.self)
        returns |= unsafeBitCast(
          (first .== carriageReturn) .| (second .== carriageReturn)
            .| (third .== carriageReturn) .| (fourth .== carriageReturn),
          to: SIMD16<UInt8>.self)
        position &+= 64
      } while position < stop
      total &+= sum(counts)
    }
    var counts = SIMD16<UInt8>()
    while to &- position >= 16 {
      let block = UnsafeRawPointer(start + position).loadUnaligned(as: SIMD16<UInt8>.self)
      counts &-= unsafeBitCast(block .== newline, to: SIMD16<UInt8>.self)
      returns |= unsafeBitCast(block .== carriageReturn, to: SIMD16<UInt8>.self)
      position &+= 16
    }
    if position < to {
      let block =
        UnsafeRawPointer(start + position).loadUnaligned(as: SIMD16<UInt8>.self)
        & firstLanes(to &- position)
      counts &-= unsafeBitCast(block .== newline, to: SIMD16<UInt8>.self)
      returns |= unsafeBitCast(block .== carriageReturn, to: SIMD16<UInt8>.self)
    }
    total &+= sum(counts)
    let words = unsafeBitCast(returns, to: SIMD2<UInt64>.self)
    if words[0] | words[1] != 0 { return count(from: from, to: to, in: start, lineEnds) }
    return total
  }

  /// The lanes of the 16 bytes at `bytes` that end a line: `\n`, and `\r` when the byte after
  /// it is not `\n` (0xFF in such a lane, else 0).
  @inline(__always)
  private static func lineEnds(_ bytes: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
    let block = UnsafeRawPointer(bytes).loadUnaligned(as: SIMD16<UInt8>.self)
    let next = UnsafeRawPointer(bytes + 1).loadUnaligned(as: SIMD16<UInt8>.self)
    let newline = SIMD16<UInt8>(repeating: ASCII.newline)
    let newlines = unsafeBitCast(block .== newline, to: SIMD16<UInt8>.self)
    let returns = unsafeBitCast(
      block .== SIMD16<UInt8>(repeating: ASCII.carriageReturn), to: SIMD16<UInt8>.self)
    let beforeNewline = unsafeBitCast(next .== newline, to: SIMD16<UInt8>.self)
    return newlines | (returns & ~beforeNewline)
  }

  /// The lanes of the 16 bytes at `bytes` that are no column: UTF-8 continuation bytes and `\r`.
  @inline(__always)
  private static func notColumns(_ bytes: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
    // Continuation bytes, 0x80 to 0xBF, are the bytes below -64 as signed ones (one signed
    // comparison, which SSE2 has).
    let block = UnsafeRawPointer(bytes).loadUnaligned(as: SIMD16<Int8>.self)
    let continuations = unsafeBitCast(
      block .< SIMD16<Int8>(repeating: -64), to: SIMD16<UInt8>.self)
    let returns = unsafeBitCast(
      block .== SIMD16<Int8>(repeating: Int8(ASCII.carriageReturn)), to: SIMD16<UInt8>.self)
    return continuations | returns
  }

  /// How many bytes in `from..<to` have their lane set by `lanes`: blocks of 16 are counted into
  /// one byte per lane (a set lane is 0xFF, -1, so it is subtracted), which is added up every 255
  /// blocks, and the last bytes are a block whose lanes past `to` are cleared. The text's padding
  /// makes every block readable.
  @inline(__always)
  private static func count(
    from: Int, to: Int, in start: UnsafePointer<UInt8>,
    _ lanes: (UnsafePointer<UInt8>) -> SIMD16<UInt8>
  ) -> Int {
    var total = 0
    var position = from
    while to &- position >= 16 {
      var counts = SIMD16<UInt8>()
      let stop = position &+ 16 &* min(255, (to &- position) >> 4)
      repeat {
        counts &-= lanes(start + position)
        position &+= 16
      } while position < stop
      total &+= sum(counts)
    }
    if position < to {
      total &+= sum(lanes(start + position) & firstLanes(to &- position) & 1)
    }
    return total
  }

  /// 0xFF in the first `count` lanes (0 to 16), 0 in the others.
  @inline(__always)
  private static func firstLanes(_ count: Int) -> SIMD16<UInt8> {
    let bits = UInt64(truncatingIfNeeded: count) &* 8
    let low: UInt64 = bits >= 64 ? ~0 : (1 &<< bits) &- 1
    let high: UInt64 = bits <= 64 ? 0 : bits >= 128 ? ~0 : (1 &<< (bits &- 64)) &- 1
    return unsafeBitCast(SIMD2<UInt64>(low, high), to: SIMD16<UInt8>.self)
  }

  /// The sum of the 16 byte lanes.
  @inline(__always)
  private static func sum(_ counts: SIMD16<UInt8>) -> Int {
    let words = unsafeBitCast(counts, to: SIMD2<UInt64>.self)
    let mask: UInt64 = 0x00FF_00FF_00FF_00FF
    // Pairs of bytes of both words into 16-bit lanes (each at most 4 * 255), then the four
    // lanes by one multiplication into the top 16 bits (at most 16 * 255).
    let pairs =
      (words[0] & mask) &+ ((words[0] >> 8) & mask) &+ (words[1] & mask)
      &+ ((words[1] >> 8) & mask)
    return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
  }

  /// The offset of the last line end in `from..<before`, which has one.
  @inline(__always)
  private static func lastLineEnd(from: Int, before: Int, in start: UnsafePointer<UInt8>) -> Int {
    var end = before
    while true {
      // The block ending at `end`, or the one starting at `from` when that is nearer; lanes
      // before `from` or from `end` on are cleared.
      let blockStart = max(from, end - 16)
      let found = unsafeBitCast(
        lineEnds(start + blockStart) & firstLanes(end - blockStart), to: SIMD2<UInt64>.self)
      let lanes: UInt64 = 0x8080_8080_8080_8080
      let (low, high) = (found[0] & lanes, found[1] & lanes)
      if high != 0 { return blockStart + 8 + (63 - high.leadingZeroBitCount) >> 3 }
      if low != 0 { return blockStart + (63 - low.leadingZeroBitCount) >> 3 }
      end = blockStart
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
