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
        & .firstLanes(to &- position)
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
      total &+= sum(lanes(start + position) & .firstLanes(to &- position) & 1)
    }
    return total
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
        lineEnds(start + blockStart) & .firstLanes(end - blockStart), to: SIMD2<UInt64>.self)
      let lanes: UInt64 = 0x8080_8080_8080_8080
      let (low, high) = (found[0] & lanes, found[1] & lanes)
      if high != 0 { return blockStart + 8 + (63 - high.leadingZeroBitCount) >> 3 }
      if low != 0 { return blockStart + (63 - low.leadingZeroBitCount) >> 3 }
      end = blockStart
    }
  }

  /// Where ``snippet(around:in:)`` starts and ends: up to 48 bytes before
  /// `offset` and 80 from it, within its line.
  ///
  /// Away from the ends of the text the line ends are looked for 16 bytes at a time: backwards
  /// in the three blocks before `offset`, forwards in the five from it.
  static func snippetBounds(around offset: Int, in text: SourceBytes) -> (Int, Int) {
    guard offset >= 48, offset <= text.count - 16 else {
      return snippetBoundsByteByByte(around: offset, in: text)
    }
    let start = text.start
    let lanes: UInt64 = 0x8080_8080_8080_8080
    var first = offset - 48
    for block in stride(from: offset - 16, through: offset - 48, by: -16) {
      let found = unsafeBitCast(breaks(start + block), to: SIMD2<UInt64>.self)
      let (low, high) = (found[0] & lanes, found[1] & lanes)
      if high != 0 {
        first = block + 9 + (63 - high.leadingZeroBitCount) >> 3
        break
      }
      if low != 0 {
        first = block + 1 + (63 - low.leadingZeroBitCount) >> 3
        break
      }
    }
    // The blocks from `offset` reach 64 bytes past it at most: `offset + 80` is within the
    // padding. A line end there is past the text, as is the limit then.
    var last = offset + 80
    for block in stride(from: offset, to: offset + 80, by: 16) {
      let found = unsafeBitCast(breaks(start + block), to: SIMD2<UInt64>.self)
      let (low, high) = (found[0] & lanes, found[1] & lanes)
      if low != 0 {
        last = block + low.trailingZeroBitCount >> 3
        break
      }
      if high != 0 {
        last = block + 8 + high.trailingZeroBitCount >> 3
        break
      }
    }
    return (first, min(last, text.count))
  }

  /// 0xFF in the lanes of the 16 bytes at `bytes` that are `\n` or `\r`.
  @inline(__always)
  private static func breaks(_ bytes: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
    let block = UnsafeRawPointer(bytes).loadUnaligned(as: SIMD16<UInt8>.self)
    let newlines = block .== SIMD16<UInt8>(repeating: ASCII.newline)
    let returns = block .== SIMD16<UInt8>(repeating: ASCII.carriageReturn)
    return unsafeBitCast(newlines .| returns, to: SIMD16<UInt8>.self)
  }

  /// `snippetBounds(around:in:)` one byte at a time: the definition, used near the ends of the
  /// text.
  static func snippetBoundsByteByByte(around offset: Int, in text: SourceBytes) -> (Int, Int) {
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

  /// Whether `lhs` comes before `rhs` in a file's findings: by offset, then by kind.
  @inline(__always)
  static func precedes(_ lhs: RawFinding, _ rhs: RawFinding) -> Bool {
    lhs.offset != rhs.offset ? lhs.offset < rhs.offset : lhs.kind.rank < rhs.kind.rank
  }

  /// Sorts raw findings by position and gives each its line, column and fingerprint.
  ///
  /// The fingerprint hashes the kind, the enclosing type and member, the name, the snippet and
  /// how many findings with the same hash of these came before (`String(occurrence)`). The
  /// occurrences are counted in an open-addressing table keyed by that hash (already mixed), so
  /// many findings alike, as on a long generated line, stay linear.
  static func locate(_ raw: [RawFinding], in text: SourceBytes) -> [Finding] {
    guard !raw.isEmpty else { return [] }
    var ordered = true
    for index in 1..<raw.count where precedes(raw[index], raw[index - 1]) {
      ordered = false
      break
    }
    // The sort is stable, as the one of tuples it replaces was: equal keys keep their order.
    let sorted = ordered ? raw : raw.sorted(by: precedes)
    var locator = LineLocator(text: text)
    return OccurrenceTable.withTable(for: sorted.count) { occurrences in
      [Finding](unsafeUninitializedCapacity: sorted.count) { findings, count in
        let slots = findings.baseAddress.unsafelyUnwrapped
        for index in sorted.indices {
          let finding = sorted[index]
          let (line, column) = locator.location(of: finding.offset)
          var hash = Fingerprint()
          hash.add(finding.kind.spelling)
          hash.add(finding.enclosingType ?? "")
          hash.add(finding.member ?? "")
          hash.add(finding.name)
          hash.addSnippet(around: finding.offset, in: text)
          hash.addDecimal(occurrences.next(hash.value))
          (slots + index).initialize(
            to: Finding.located(
              kind: finding.kind, name: finding.name, line: line, column: column,
              enclosingType: finding.enclosingType, member: finding.member,
              fingerprintValue: hash.value, tag: finding.tag,
              conformance: finding.conformance))
          count = index + 1
        }
      }
    }
  }
}

/// How many times each hash has been seen: open addressing in a table of (hash, count) pairs at
/// least twice as large as the hashes it will hold, a count of 0 marking a free slot.
struct OccurrenceTable {
  private let slots: UnsafeMutablePointer<UInt64>
  private let shift: UInt64
  private let mask: Int

  /// Calls `body` with a table for up to `count` hashes (on the stack when small).
  static func withTable<Result>(for count: Int, _ body: (inout OccurrenceTable) -> Result)
    -> Result
  {
    var bits = 3
    while 1 << bits < 2 * count { bits += 1 }
    let size = 1 << bits
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * size) { buffer in
      let slots = buffer.baseAddress.unsafelyUnwrapped
      slots.initialize(repeating: 0, count: 2 * size)
      var table = OccurrenceTable(slots: slots, shift: UInt64(64 - bits), mask: size - 1)
      return body(&table)
    }
  }

  private init(slots: UnsafeMutablePointer<UInt64>, shift: UInt64, mask: Int) {
    self.slots = slots
    self.shift = shift
    self.mask = mask
  }

  /// How many times `hash` was seen before; counts this time.
  @inline(__always)
  mutating func next(_ hash: UInt64) -> Int {
    // The top bits of a multiplicative mix: FNV's low bits depend on the low bits alone.
    var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    while true {
      let count = slots[2 &* slot &+ 1]
      if count == 0 {
        slots[2 &* slot] = hash
        slots[2 &* slot &+ 1] = 1
        return 0
      }
      if slots[2 &* slot] == hash {
        slots[2 &* slot &+ 1] = count &+ 1
        return Int(truncatingIfNeeded: count)
      }
      slot = (slot &+ 1) & mask
    }
  }
}

/// A 64-bit FNV-1a hash over length-prefixed fields: stable across runs and platforms.
struct Fingerprint {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// The FNV-1a prime, and its seventh power: mixing seven zero bytes multiplies by it.
  private static let prime: UInt64 = 0x100_0000_01B3
  /// (The tests check it against seven multiplications.)
  static let primeToTheSeventh: UInt64 = 0xC552_7B8A_51D3_D2DB

  mutating func add(_ bytes: some Sequence<UInt8>) {
    var count: UInt64 = 0
    for byte in bytes {
      mix(byte)
      count += 1
    }
    addLength(count)
  }

  /// Adds the bytes at `bytes` as one field.
  @inline(__always)
  mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
    var value = self.value
    for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    self.value = value
    addLength(UInt64(bytes.count))
  }

  mutating func add(_ string: String) {
    if string.utf8.withContiguousStorageIfAvailable({ add($0) }) == nil {
      add(Array(string.utf8))
    }
  }

  /// Adds the UTF-8 of `string` as one field.
  @inline(__always)
  mutating func add(_ string: StaticString) {
    add(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
  }

  /// Adds `String(number)` as one field (`number` is not negative): its digits from the
  /// highest power of ten down, without making the string.
  @inline(__always)
  mutating func addDecimal(_ number: Int) {
    if number < 10 {
      mix(ASCII.zero &+ UInt8(truncatingIfNeeded: number))
      addLength(1)
      return
    }
    var power = 10
    while power <= number / 10 { power &*= 10 }
    var rest = number
    var length: UInt64 = 0
    while power > 0 {
      let digit = rest / power
      mix(ASCII.zero &+ UInt8(truncatingIfNeeded: digit))
      rest &-= digit &* power
      power /= 10
      length &+= 1
    }
    addLength(length)
  }

  /// Adds the 16 hexadecimal digits of `number` (`Fingerprint.hexadecimal(_:)`) as one field.
  @inline(__always)
  mutating func addHexadecimal(_ number: UInt64) {
    let (first, second) = Self.hexadecimalWords(number)
    var value = self.value
    var word = first
    for _ in 0..<8 {
      value = (value ^ (word & 0xFF)) &* Self.prime
      word >>= 8
    }
    word = second
    for _ in 0..<8 {
      value = (value ^ (word & 0xFF)) &* Self.prime
      word >>= 8
    }
    self.value = value
    addLength(16)
  }

  /// Adds `LineLocator.snippet(around:in:)` as one field, without building it.
  mutating func addSnippet(around offset: Int, in text: SourceBytes) {
    let (start, end) = LineLocator.snippetBounds(around: offset, in: text)
    var value = self.value
    var count: UInt64 = 0
    var position = start
    let bytes = text.start
    while position < end {
      let byte = bytes[position]
      position &+= 1
      if !ASCII.isBlank(byte) {
        value = (value ^ UInt64(byte)) &* Self.prime
        count &+= 1
      }
    }
    self.value = value
    addLength(count)
  }

  /// Mixes the eight bytes of `count`, least significant first. Below 256, seven of them are
  /// zeros: one multiplication by the prime's seventh power.
  @inline(__always)
  private mutating func addLength(_ count: UInt64) {
    if count < 256 {
      value = ((value ^ count) &* Self.prime) &* Self.primeToTheSeventh
      return
    }
    for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: count >> shift)) }
  }

  @inline(__always)
  private mutating func mix(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* Self.prime
  }

  /// The 16 lowercase hexadecimal digits of `number` as two words whose bytes, in memory order
  /// (little-endian), are the digits: the first eight, then the last eight.
  @inline(__always)
  static func hexadecimalWords(_ number: UInt64) -> (UInt64, UInt64) {
    (digits(of: number >> 32), digits(of: number & 0xFFFF_FFFF))
  }

  /// The eight hexadecimal digits of a 32-bit `half`, most significant first in memory order:
  /// its nibbles are spread one a byte (least significant first), the bytes are swapped, and
  /// each nibble becomes `0`-`9` or `a`-`f` in all bytes at once.
  @inline(__always)
  private static func digits(of half: UInt64) -> UInt64 {
    var nibbles = (half | half << 16) & 0x0000_FFFF_0000_FFFF
    nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
    nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F
    nibbles = nibbles.byteSwapped
    // 1 in the bytes of nibbles from 10 up: they are 39 further on, from `a` (0x61 - 0x3A).
    let letters = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
    return nibbles &+ 0x3030_3030_3030_3030 &+ letters &* 39
  }

  /// Writes the 16 lowercase hexadecimal digits of `number` at `digits`.
  @inline(__always)
  static func writeHexadecimal(_ number: UInt64, to digits: UnsafeMutablePointer<UInt8>) {
    let (first, second) = hexadecimalWords(number)
    UnsafeMutableRawPointer(digits).storeBytes(of: first.littleEndian, as: UInt64.self)
    UnsafeMutableRawPointer(digits + 8).storeBytes(of: second.littleEndian, as: UInt64.self)
  }

  /// The 16 lowercase hexadecimal digits of `number`.
  static func hexadecimal(_ number: UInt64) -> String {
    String(unsafeUninitializedCapacity: 16) { buffer in
      writeHexadecimal(number, to: buffer.baseAddress.unsafelyUnwrapped)
      return 16
    }
  }

  /// The number whose 16 lowercase hexadecimal digits `text` is, or nil when it is not such
  /// digits.
  static func value(ofHexadecimal text: String) -> UInt64? {
    guard text.utf8.count == 16 else { return nil }
    var number: UInt64 = 0
    for byte in text.utf8 {
      let digit: UInt8
      switch byte {
      case ASCII.zero...ASCII.nine: digit = byte &- ASCII.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
      default: return nil
      }
      number = number << 4 | UInt64(digit)
    }
    return number
  }

  /// The hash as 16 lowercase hexadecimal digits.
  var hexadecimal: String { Self.hexadecimal(value) }
}
