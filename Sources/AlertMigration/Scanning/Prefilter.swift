/// A byte search that tells, before any lexing, whether a file can have findings at all.
///
/// A scanner reports nothing for a file none of whose identifiers is a name of interest
/// (`Word.isInterest`: the legacy class and protocol names, the delegate method names and the
/// text-field members). The prefilter looks for those names as whole identifiers in the raw
/// bytes, comments and strings included, so it can only say yes more often than the lexer
/// would, never less: a file it rejects has no identifier token spelling such a name, because a
/// lexer's identifier token is a maximal run of identifier bytes.
///
/// Every name has an anchor: a byte of it (not its first) that passes the first stage's test
/// with the byte two after it, chosen so that as many names as possible share the anchor's key,
/// the byte before it and itself (`tV` in `alertView` and every name with `AlertView`, whose `V`
/// passes and is followed by `ie`; `nS` in those with `ctionSheet`, `IA` in `UIAlertController`,
/// `tF`, `lP`, `dP`). The search has four stages:
/// 1. A byte may be an anchor when it has none of the bits `0xA8` (`@ A-G P-W`, and some
///    control bytes) and the byte two after it is `e`: 16 positions are tested at once by a
///    mask, an exclusive or and an or, which is zero at the positions that pass, and 64 by
///    taking the least of four such blocks, before a branch (about one position in 340 of the
///    bench's clean tree passes, and one in 210 of app code; with the earlier test, `0x9A`'s
///    bits clear in the follower, one in 180 and one in 54).
/// 2. At such a position the key, read as one 16-bit number, indexes a table of the anchors'
///    keys (about one position in 1,200 is an anchor).
/// 3. The eight bytes around an anchor are compared with what all names of that anchor have
///    there (`lertView` for `tV`).
/// 4. Only then is the identifier around the anchor delimited and compared with the names of
///    its length.
///
/// The search goes forwards (`firstName`) or backwards (`lastName`), and may be bounded to the
/// names up to one of a text (`bounded(by:in:)`, which `MigrationScanner.mayHaveFindings` gives
/// the skim).
///
/// The byte-by-byte search (`firstNameByteByByte`) compares every name at every offset: it is
/// the reference the tests compare the block search with, and the search of a list of names
/// that some name has no anchor in.
struct Prefilter: Sendable {
  /// The names, as bytes.
  private let names: [[UInt8]]
  /// The block search's tables; nil when some name has no anchor.
  private let tables: Tables?
  /// The text this prefilter searches (`bounded(by:in:)`), whose padding may be read: its
  /// address and length, and the last name its searches answer.
  private var bound: (address: UInt, count: Int, last: Int)?

  /// Where an anchor's window starts, relative to the anchor, and the bits of the eight bytes
  /// from there that all names of the anchor agree in, and their value (the first byte in the
  /// low byte).
  private struct Window {
    var offset: Int
    var mask: UInt64
    var value: UInt64
    /// The bytes of the window, relative to the anchor, that all names of the anchor have and
    /// that hold its key: identifier bytes whenever the window matches.
    var inner: Range<Int>
  }

  /// What the block search reads, each table in memory of its own.
  private final class Tables: @unchecked Sendable {
    // Safe: the memory is written only in `init`, read only afterwards, and freed with the
    // tables.
    /// For each pair's key (`Prefilter.pairKeyMask`), 1 + the index of the anchor with that
    /// key, or 0. A pair with an anchor's key need not be the anchor: the window tells.
    let anchorOfPair: UnsafeMutablePointer<UInt8>
    /// For each anchor, its window.
    let windows: UnsafeMutablePointer<Window>
    /// For each byte, whether it continues an identifier (1) or not (0).
    let identifierBody: UnsafeMutablePointer<UInt8>
    /// The names ordered by length, their bytes one after another.
    let nameBytes: UnsafeMutablePointer<UInt8>
    /// For each length up to the longest name's and one more, the index (in that order) of the
    /// first name at least that long.
    let firstOfLength: UnsafeMutablePointer<Int>
    let lengths: Int
    /// Where each name (in that order) starts in `nameBytes`.
    let nameStarts: UnsafeMutablePointer<Int>

    /// Tables for `anchors`, each a pair of bytes (`first | second << 8`), and the rest.
    init(
      anchors: [Int], windows: [Window], identifierBody: [UInt8], nameBytes: [UInt8],
      firstOfLength: [Int], nameStarts: [Int]
    ) {
      func copy<Element>(_ array: [Element]) -> UnsafeMutablePointer<Element> {
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: max(1, array.count))
        _ = UnsafeMutableBufferPointer(start: memory, count: array.count).initialize(
          from: array)
        return memory
      }
      anchorOfPair = .allocate(capacity: Prefilter.pairKeys)
      anchorOfPair.initialize(repeating: 0, count: Prefilter.pairKeys)
      for (index, pair) in anchors.enumerated() {
        anchorOfPair[pair & Prefilter.pairKeyMask] = UInt8(index + 1)
      }
      self.windows = copy(windows)
      self.identifierBody = copy(identifierBody)
      self.nameBytes = copy(nameBytes)
      self.firstOfLength = copy(firstOfLength)
      self.lengths = firstOfLength.count
      self.nameStarts = copy(nameStarts)
    }

    deinit {
      anchorOfPair.deallocate()
      windows.deallocate()
      identifierBody.deallocate()
      nameBytes.deallocate()
      firstOfLength.deallocate()
      nameStarts.deallocate()
    }
  }

  /// The prefilter for `list`, names of at least one byte.
  init(names list: [StaticString]) {
    let all = list.map {
      Array(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount))
    }
    names = all
    tables = Self.makeTables(all)
  }

  /// Chooses the anchors and builds the tables, or nil when some name has no anchor.
  private static func makeTables(_ all: [[UInt8]]) -> Tables? {
    guard !all.isEmpty else { return nil }
    // The names one after another (`bytes`, from `starts`), read without arrays of arrays.
    var bytes: [UInt8] = []
    var starts: [Int] = []
    for name in all {
      starts.append(bytes.count)
      bytes += name
    }
    starts.append(bytes.count)
    func byte(_ name: Int, _ offset: Int) -> Int? {
      let index = starts[name] + offset
      return offset >= 0 && index < starts[name + 1] ? Int(bytes[index]) : nil
    }
    // The candidates, name by name: the offsets, after a name's first byte, of the bytes that
    // pass the first stage's test with the byte two after them, and their keys (the byte before
    // and the byte).
    var candidates: [(name: Int, offset: Int, key: Int)] = []
    for name in all.indices {
      let before = candidates.count
      for offset in 1..<max(1, all[name].count - 2)
      where byte(name, offset)! & Int(Self.anchorMask) == 0
        && byte(name, offset + 2)! == Int(Self.follower)
      {
        candidates.append((name, offset, byte(name, offset - 1)! | byte(name, offset)! << 8))
      }
      guard candidates.count > before else { return nil }
    }
    // How many names have each candidate's key (the candidates are in the order of their
    // names); each name takes its most shared key, the first of those.
    let sharing = candidates.map { candidate in
      var count = 0
      var counted = -1
      for other in candidates where other.key == candidate.key && other.name != counted {
        count += 1
        counted = other.name
      }
      return count
    }
    var anchors: [Int] = []
    var members: [[(name: Int, offset: Int)]] = []
    var index = 0
    while index < candidates.count {
      let name = candidates[index].name
      var best = index
      while index < candidates.count, candidates[index].name == name {
        if sharing[index] > sharing[best] { best = index }
        index += 1
      }
      let (offset, key) = (candidates[best].offset, candidates[best].key)
      if let known = anchors.firstIndex(of: key) {
        members[known].append((name, offset))
      } else {
        // One byte per key holds 1 + the anchor's index; anchors have keys of their own.
        guard anchors.count < 255,
          !anchors.contains(where: { $0 & Self.pairKeyMask == key & Self.pairKeyMask })
        else { return nil }
        anchors.append(key)
        members.append([(name, offset)])
      }
    }
    // Each anchor's window: the eight bytes with its key, from `offset` on relative to the
    // anchor, that hold the most bytes all its names agree in; a byte a name does not reach
    // counts as disagreeing.
    var windows: [Window] = []
    for group in members {
      var best = (offset: 0, mask: UInt64(0), value: UInt64(0), agreed: -1)
      for offset in -7 ... -1 {
        var mask: UInt64 = 0
        var value: UInt64 = 0
        var agreed = 0
        for lane in 0..<8 {
          // The byte of the first name, if every name of the anchor has it there.
          let first = byte(group[0].name, group[0].offset + offset + lane)
          guard let first,
            group.allSatisfy({ byte($0.name, $0.offset + offset + lane) == first })
          else { continue }
          mask |= 0xFF << UInt64(lane * 8)
          value |= UInt64(first) << UInt64(lane * 8)
          agreed += 1
        }
        if agreed > best.agreed { best = (offset, mask, value, agreed) }
      }
      // The agreed bytes around the anchor (`-1` and `0` always agree: they are the anchor).
      var low = -1
      while low - 1 >= best.offset, best.mask >> UInt64((low - 1 - best.offset) * 8) & 0xFF != 0 {
        low -= 1
      }
      var high = 1
      while high < best.offset + 8, best.mask >> UInt64((high - best.offset) * 8) & 0xFF != 0 {
        high += 1
      }
      windows.append(
        Window(offset: best.offset, mask: best.mask, value: best.value, inner: low..<high))
    }
    var identifierBody = [UInt8](repeating: 0, count: 256)
    for byte in 0..<256 where ASCII.isIdentifierBody(UInt8(byte)) { identifierBody[byte] = 1 }
    // The names by length, and where each length starts.
    let byLength = all.indices.sorted { (all[$0].count, $0) < (all[$1].count, $1) }
    let longest = all[byLength[byLength.count - 1]].count
    var firstOfLength = [Int](repeating: byLength.count, count: longest + 2)
    for (position, name) in byLength.enumerated().reversed() {
      firstOfLength[all[name].count] = position
    }
    for length in (0...longest).reversed() {
      firstOfLength[length] = min(firstOfLength[length], firstOfLength[length + 1])
    }
    var nameBytes: [UInt8] = []
    var nameStarts: [Int] = []
    for name in byLength {
      nameStarts.append(nameBytes.count)
      nameBytes += all[name]
    }
    return Tables(
      anchors: anchors, windows: windows, identifierBody: identifierBody,
      nameBytes: nameBytes, firstOfLength: firstOfLength, nameStarts: nameStarts)
  }

  /// The prefilter of Swift files.
  static let swift = Prefilter(names: Vocabulary.swift.interestNames)
  /// The prefilter of Objective-C files.
  static let objectiveC = Prefilter(names: Vocabulary.objectiveC.interestNames)

  /// The prefilter of `language`.
  static func of(_ language: SourceLanguage) -> Prefilter {
    language == .swift ? swift : objectiveC
  }

  /// A key's bits in the key table: the low six bits of each of its bytes (`first | second <<
  /// 8`). The table is a quarter of one of all pairs, and as quick to fill as to look up.
  private static let pairKeyMask = 0x3F3F
  private static let pairKeys = pairKeyMask + 1

  /// The first stage's test: an anchor has none of the bits of `anchorMask`, and the byte two
  /// after it is `follower` (every name of both vocabularies has such a byte: `V` of `View`, `S`
  /// of `Sheet`, `A` of `Alert`, `F` of `Field`, `P` of `Present`). Fixed, so that they are
  /// constants of the code.
  private static let anchorMask: UInt8 = 0xA8
  private static let follower: UInt8 = UInt8(ascii: "e")

  /// Whether the block search applies to this prefilter's names (both vocabularies).
  var searchesInBlocks: Bool { tables != nil }

  /// Whether `bytes` has one of the names as a whole identifier anywhere (in code, comments or
  /// strings alike).
  func mayHaveFindings(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstName(in: bytes, from: 0) != nil
  }

  /// `mayHaveFindings(_:)` of a view, which may read the padding after the text.
  func mayHaveFindings(_ text: SourceBytes) -> Bool {
    firstName(in: text, from: 0) != nil
  }

  /// This prefilter, for the searches of `text` (which may pass its bytes as a buffer): they
  /// read its padding, and answer no name after the one at `last`.
  func bounded(by last: Int, in text: SourceBytes) -> Prefilter {
    var bounded = self
    bounded.bound = (UInt(bitPattern: text.start), text.count, last)
    return bounded
  }

  /// The offset of the first name spelled as a whole identifier at or after `start` (in code,
  /// comments or strings alike), or nil: `mayHaveFindings` is whether there is one from 0.
  ///
  /// The bytes need not be padded: the last positions are searched in a zero-padded copy.
  func firstName(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let tables, let base = bytes.baseAddress else {
      return bounded(firstNameByteByByte(in: bytes, from: start))
    }
    let padded = bound.map { $0.address == UInt(bitPattern: base) && $0.count == bytes.count }
    return bounded(
      search(tables, base, count: bytes.count, padded: padded ?? false, from: start))
  }

  /// `firstName(in:from:)` of a view: its padding is read instead of a copy of the last bytes.
  func firstName(in text: SourceBytes, from start: Int) -> Int? {
    guard let tables else { return bounded(firstNameByteByByte(in: text.base, from: start)) }
    return bounded(search(tables, text.start, count: text.count, padded: true, from: start))
  }

  /// `name`, unless it is after the last name answered.
  @inline(__always)
  private func bounded(_ name: Int?) -> Int? {
    guard let bound, let name else { return name }
    return name <= bound.last ? name : nil
  }

  /// The offset of the last name spelled as a whole identifier that starts before `end` (in
  /// code, comments or strings alike), where `end` is the start of a name or at least the
  /// text's length; or nil: the block search backwards, rounds from `end` down, and in each
  /// the anchors from the last.
  ///
  /// A name that starts before such an `end` ends before it: its anchor lies before `end`, and
  /// the last such anchor where a name is spelled is that of the last name.
  func lastName(in text: SourceBytes, before end: Int) -> Int? {
    guard let tables else {
      var last: Int?
      var from = 0
      while let name = firstNameByteByByte(in: text.base, from: from), name < end {
        last = name
        from = name + 1
      }
      return last
    }
    let base = text.start
    let count = text.count
    @inline(__always)
    func anchors(from index: Int, by step: Int, rounds: Int) -> (Int, UInt64) {
      Self.firstAnchors(
        UnsafeRawPointer(base), followers: UnsafeRawPointer(base + 2), from: index, by: step,
        rounds: rounds, keys: tables.anchorOfPair)
    }
    // Anchors are after the first byte and two or more before the end.
    var high = min(end, count &- 2)
    while high > 1 {
      // The rounds that end at `high` and go down by 64 while they start at 1 or later, then
      // the one from 1 up to where they stopped.
      let full = (high &- 1) &>> 6
      var index = 1
      var upper = high
      var found: UInt64 = 0
      if full > 0 {
        (index, found) = anchors(from: high &- 64, by: -64, rounds: full)
        upper = index &+ 64
      }
      if found == 0 {
        guard upper > 1 else { return nil }
        index = 1
        (_, found) = anchors(from: 1, by: 64, rounds: 1)
        found &= (1 &<< UInt64(upper &- 1)) &- 1
        guard found != 0 else { return nil }
      }
      while found != 0 {
        let bit = 63 &- found.leadingZeroBitCount
        found &= ~(1 &<< UInt64(bit))
        let name = nameStart(tables, at: index &+ bit, base, count: count, padded: true)
        if name >= 0 { return name }
      }
      high = index
    }
    return nil
  }

  /// The block search: the first name that starts at or after `from`.
  ///
  /// Names spelled as whole identifiers never overlap (the bytes around each are no identifier
  /// bytes) and each one's anchor lies inside it, after its first byte, so the first anchor
  /// from `from + 1` on where a name is spelled is that of the first name, unless that name
  /// starts before `from`.
  private func search(
    _ tables: Tables, _ base: UnsafePointer<UInt8>, count: Int, padded: Bool, from: Int
  ) -> Int? {
    // `index` is the position of an anchor; a round tests the 64 from `index` on, reading the
    // bytes from `index - 1` (a key's first byte) to `index + 65` (the last one's follower).
    var index = max(from, 0) &+ 1
    /// The first name from the anchors found from `index` (bit `n` for `index + n`), or -1.
    func firstName(_ anchors: UInt64, at index: Int) -> Int {
      var bits = anchors
      while bits != 0 {
        let position = index &+ bits.trailingZeroBitCount
        bits &= bits &- 1
        let found = nameStart(tables, at: position, base, count: count, padded: padded)
        if found >= from { return found }
      }
      return -1
    }
    // A padded text may be read up to 64 bytes past its end, an unpadded one up to its end;
    // an anchor is at least two bytes before the end (its follower is in the text).
    let end = padded ? count &- 2 : count &- 65
    while index < end {
      let anchors: UInt64
      (index, anchors) = Self.firstAnchors(
        UnsafeRawPointer(base), followers: UnsafeRawPointer(base + 2), from: index, by: 64,
        rounds: (end &- index &+ 63) &>> 6, keys: tables.anchorOfPair)
      guard anchors != 0 else { break }
      let name = firstName(anchors, at: index)
      if name >= 0 { return name }
      index &+= 64
    }
    guard index < count &- 2, !padded else { return nil }
    // The last positions of an unpadded text: the bytes from `index - 1` on, copied into zeros.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { copy in
      let copyBase = copy.baseAddress!
      copyBase.initialize(repeating: 0, count: 128)
      copyBase.initialize(from: base + (index &- 1), count: count &- (index &- 1))
      let (_, anchors) = Self.firstAnchors(
        UnsafeRawPointer(copyBase + 1), followers: UnsafeRawPointer(copyBase + 3), from: 0,
        by: 64, rounds: 1, keys: tables.anchorOfPair)
      let name = firstName(anchors, at: index)
      return name >= 0 ? name : nil
    }
  }

  /// The first of `rounds` rounds of 64 positions, from `start` on by `step` (64 forwards,
  /// -64 backwards), with an anchor, and its anchors, a bit each (bit `n` for the round's
  /// position + `n`); or, without one, the position after the last round and no anchors.
  ///
  /// `followers` is `base + 2`, passed on its own so that the compiler loads the followers of
  /// a block as they are, rather than from the blocks' bytes it has loaded. A function of its
  /// own that calls nothing, so that its constants stay in registers.
  @inline(never)
  private static func firstAnchors(
    _ base: UnsafeRawPointer, followers: UnsafeRawPointer, from start: Int, by step: Int,
    rounds: Int, keys: UnsafePointer<UInt8>
  ) -> (Int, UInt64) {
    let anchorMask = SIMD16<UInt8>(repeating: Self.anchorMask)
    let follower = SIMD16<UInt8>(repeating: Self.follower)
    /// Zero at each of the 16 positions from `offset` that passes the first stage.
    @inline(__always)
    func block(_ offset: Int) -> SIMD16<UInt8> {
      let anchors = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let next = followers.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      return anchors & anchorMask | (next ^ follower)
    }
    @inline(__always)
    func least(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
      a.replacing(with: b, where: b .< a)
    }
    var index = start
    var remaining = rounds
    while remaining > 0 {
      // Zero at `j` when one of the positions `index + j + 16 k` passes.
      let least = least(
        least(block(index), block(index &+ 16)), least(block(index &+ 32), block(index &+ 48)))
      let marked = unsafeBitCast(least .== .zero, to: SIMD2<UInt64>.self)
      if marked[0] | marked[1] != 0 {
        // The keys of the four positions of each marked byte are looked up.
        var found: UInt64 = 0
        for half in 0..<2 {
          var bits = marked[half] & 0x8080_8080_8080_8080
          while bits != 0 {
            let lane = half &* 8 &+ bits.trailingZeroBitCount &>> 3
            bits &= bits &- 1
            let pairs = base + (index &- 1 &+ lane)
            @inline(__always)
            func anchor(_ block: Int) -> UInt8 {
              let pair = pairs.loadUnaligned(fromByteOffset: block &* 16, as: UInt16.self)
              return keys[Int(UInt16(littleEndian: pair)) & Self.pairKeyMask]
            }
            guard anchor(0) | anchor(1) | anchor(2) | anchor(3) != 0 else { continue }
            for block in 0..<4 where anchor(block) != 0 {
              found |= 1 &<< UInt64(block &* 16 &+ lane)
            }
          }
        }
        if found != 0 { return (index, found) }
      }
      index &+= step
      remaining &-= 1
    }
    return (index, 0)
  }

  /// The start of the name spelled as a whole identifier around the anchor at `position` (whose
  /// key is in the table), or -1.
  @inline(never)
  private func nameStart(
    _ tables: Tables, at position: Int, _ base: UnsafePointer<UInt8>, count: Int, padded: Bool
  ) -> Int {
    let key = UnsafeRawPointer(base + (position &- 1)).loadUnaligned(as: UInt16.self)
    let anchor = Int(tables.anchorOfPair[Int(UInt16(littleEndian: key)) & Self.pairKeyMask])
    let window = tables.windows[anchor &- 1]
    let windowStart = position &+ window.offset
    // The window, or the bytes of it inside the text (outside, a name does not reach).
    var word: UInt64 = 0
    if windowStart >= 0, padded || windowStart &+ 8 <= count {
      word = UInt64(
        littleEndian: UnsafeRawPointer(base + windowStart).loadUnaligned(as: UInt64.self))
    } else {
      for lane in 0..<8 where windowStart + lane >= 0 && windowStart + lane < count {
        word |= UInt64(base[windowStart + lane]) << UInt64(lane * 8)
      }
    }
    guard word & window.mask == window.value else { return -1 }
    // The identifier around the anchor: the bytes before and after the window's agreed ones.
    let body = tables.identifierBody
    var start = position &+ window.inner.lowerBound
    while start > 0, body[Int(base[start &- 1])] != 0 { start &-= 1 }
    // A byte order mark is no part of an identifier: the lexers step over it.
    if start == 0, count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { start = 3 }
    var end = position &+ window.inner.upperBound
    while end < count, body[Int(base[end])] != 0 { end &+= 1 }
    return spellsName(tables, base + start, length: end &- start) ? start : -1
  }

  /// Whether the `length` bytes at `bytes` are one of the names.
  private func spellsName(_ tables: Tables, _ bytes: UnsafePointer<UInt8>, length: Int) -> Bool {
    guard length &+ 1 < tables.lengths else { return false }
    var index = tables.firstOfLength[length]
    let last = tables.firstOfLength[length &+ 1]
    while index < last {
      if Self.equal(tables.nameBytes + tables.nameStarts[index], bytes, length) { return true }
      index &+= 1
    }
    return false
  }

  /// Whether the `length` bytes at `a` and `b` are equal: eight at a time, the last eight
  /// overlapping those before, when there are eight.
  @inline(__always)
  private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int)
    -> Bool
  {
    guard length >= 8 else {
      var offset = 0
      while offset < length, a[offset] == b[offset] { offset &+= 1 }
      return offset == length
    }
    let (a, b) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
    var offset = 0
    while offset < length &- 8 {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset &+= 8
    }
    return a.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      == b.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
  }

  /// `firstName(in:from:)` by comparing every name at every offset: the reference, and the
  /// search of a list of names without anchors.
  func firstNameByteByByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var offset = max(0, start)
    while offset < bytes.count {
      for name in names where name[0] == bytes[offset] && spells(name, at: offset, in: bytes) {
        return offset
      }
      offset += 1
    }
    return nil
  }

  /// `mayHaveFindings`, one byte at a time: the reference.
  func mayHaveFindingsByteByByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstNameByteByByte(in: bytes, from: 0) != nil
  }

  /// Whether `name` is spelled at `start` as a whole identifier.
  private func spells(_ name: [UInt8], at start: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let end = start + name.count
    guard start >= 0, end <= bytes.count else { return false }
    // A byte order mark is no part of an identifier: the lexers step over it.
    if start > 0, ASCII.isIdentifierBody(bytes[start - 1]),
      !(start == 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF)
    {
      return false
    }
    if end < bytes.count, ASCII.isIdentifierBody(bytes[end]) { return false }
    return bytes[start..<end].elementsEqual(name)
  }
}
