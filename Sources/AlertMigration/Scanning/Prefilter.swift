#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A byte search that tells, before any lexing, whether a file can have findings at all.
///
/// A scanner reports nothing for a file none of whose identifiers is a name of interest
/// (`Word.isInterest`: the legacy class and protocol names, the delegate method names and the
/// text-field members). The prefilter looks for those names as whole identifiers in the raw
/// bytes, comments and strings included, so it can only say yes more often than the lexer
/// would, never less: a file it rejects has no identifier token spelling such a name, because a
/// lexer's identifier token is a maximal run of identifier bytes.
///
/// Every name has an anchor, its first lower-case letter followed by an upper-case one (`tV` in
/// `alertView`); two 256-entry tables, indexed by the byte before and the byte itself, tell in
/// one step whether a pair is an anchor, and only then are the names with that anchor compared.
/// That is the byte-by-byte search (and the eight-byte one), the reference.
///
/// The search used (`mayHaveFindingsInBlocks`) has anchors of its own: two bytes three apart,
/// the second an upper-case letter, shared by as many names as can share them (`e…V` in
/// `alertView` and every name with `AlertView`, `i…S` in those with `ctionSheet`, `d…P` in
/// `didPresent`). The bytes that start these anchors agree in all but a few bits, and so do
/// those that end them, so one mask and one comparison tell for 16 positions at once whether a
/// byte may end an anchor, and one more whether the byte three before may start one; only the
/// few positions where both hold (about one in 120 bytes of the bench's clean tree) are looked
/// up in the tables.
struct Prefilter: Sendable {
  /// One name and where its anchor is.
  private struct Name: Sendable {
    var bytes: [UInt8]
    /// The offset of the anchor's second byte in the name.
    var anchor: Int
  }

  /// For each byte, a bit per anchor whose first byte it is.
  private var firsts = [UInt32](repeating: 0, count: 256)
  /// For each byte, a bit per anchor whose second byte it is.
  private var seconds = [UInt32](repeating: 0, count: 256)
  /// The names of each anchor, by anchor bit.
  private var names: [[Name]] = []
  /// Whether every anchor's second byte is an upper-case ASCII letter: then only the positions
  /// of such letters can end an anchor, and eight bytes at a time are searched for them.
  private var anchorsEndUpperCase = false
  /// The distance between the two bytes of a block search anchor.
  static let gap = 3
  /// The block search's tables and names, as `firsts`, `seconds` and `names` (`gap` apart).
  private var gappedFirsts = [UInt32](repeating: 0, count: 256)
  private var gappedSeconds = [UInt32](repeating: 0, count: 256)
  private var gappedNames: [[Name]] = []
  /// The bits in which all the block anchors' first bytes agree, and their value there; the
  /// same for the second bytes. Nil when some name has no block anchor (no upper-case letter
  /// `gap` or more bytes into it).
  private var blockMasks: (start: UInt8, startValue: UInt8, end: UInt8, endValue: UInt8)?

  /// The prefilter for `list`, names of at least one byte.
  init(names list: [StaticString]) {
    var anchors: [[UInt8]] = []
    for name in list {
      let bytes = Array(
        UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
      var second = 1
      while second < bytes.count,
        !(Self.isLower(bytes[second - 1]) && Self.isUpper(bytes[second]))
      {
        second += 1
      }
      if second == bytes.count { second = bytes.count > 1 ? 1 : 0 }
      let pair = second > 0 ? [bytes[second - 1], bytes[second]] : [bytes[0], bytes[0]]
      let bit: Int
      if let known = anchors.firstIndex(of: pair) {
        bit = known
      } else {
        // More than 32 anchors would need wider masks; the vocabularies have a handful.
        precondition(anchors.count < 32, "Prefilter: too many anchors")
        bit = anchors.count
        anchors.append(pair)
        names.append([])
      }
      firsts[Int(pair[0])] |= 1 << UInt32(bit)
      seconds[Int(pair[1])] |= 1 << UInt32(bit)
      names[bit].append(Name(bytes: bytes, anchor: second))
    }
    anchorsEndUpperCase = anchors.allSatisfy { Self.isUpper($0[1]) }
    blockMasks = makeBlockAnchors(list)
  }

  /// Chooses each name's block anchor, fills the gapped tables, and returns the masks.
  private mutating func makeBlockAnchors(_ list: [StaticString]) -> (UInt8, UInt8, UInt8, UInt8)? {
    let gap = Self.gap
    let all = list.map {
      Array(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount))
    }
    // A name's candidates: the pairs `gap` apart whose second byte is an upper-case letter.
    let candidates = all.map { bytes in
      (gap..<max(gap, bytes.count)).filter { Self.isUpper(bytes[$0]) }.map {
        (offset: $0, pair: [bytes[$0 - gap], bytes[$0]])
      }
    }
    guard !candidates.contains(where: \.isEmpty) else { return nil }
    // The pair most names have, the first of those in the name.
    var sharing: [[UInt8]: Int] = [:]
    for pairs in candidates {
      for pair in Set(pairs.map(\.pair)) { sharing[pair, default: 0] += 1 }
    }
    var anchors: [[UInt8]] = []
    for (bytes, pairs) in zip(all, candidates) {
      var best = pairs[0]
      for candidate in pairs.dropFirst()
      where sharing[candidate.pair, default: 0] > sharing[best.pair, default: 0] {
        best = candidate
      }
      let bit: Int
      if let known = anchors.firstIndex(of: best.pair) {
        bit = known
      } else {
        guard anchors.count < 32 else { return nil }
        bit = anchors.count
        anchors.append(best.pair)
        gappedNames.append([])
      }
      gappedFirsts[Int(best.pair[0])] |= 1 << UInt32(bit)
      gappedSeconds[Int(best.pair[1])] |= 1 << UInt32(bit)
      gappedNames[bit].append(Name(bytes: bytes, anchor: best.offset))
    }
    func agreement(_ bytes: [UInt8]) -> (mask: UInt8, value: UInt8) {
      let differing = bytes.reduce(0) { $0 | ($1 ^ bytes[0]) }
      return (~differing, bytes[0] & ~differing)
    }
    let start = agreement(anchors.map { $0[0] })
    let end = agreement(anchors.map { $0[1] })
    return (start.mask, start.value, end.mask, end.value)
  }

  /// The prefilter of Swift files.
  static let swift = Prefilter(names: Vocabulary.swift.interestNames)
  /// The prefilter of Objective-C files.
  static let objectiveC = Prefilter(names: Vocabulary.objectiveC.interestNames)

  /// The prefilter of `language`.
  static func of(_ language: SourceLanguage) -> Prefilter {
    language == .swift ? swift : objectiveC
  }

  private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

  /// Whether `bytes` has one of the names as a whole identifier anywhere (in code, comments or
  /// strings alike).
  ///
  /// Searched 64 and 16 positions at a time with the block anchors when every name has one
  /// (`mayHaveFindingsInBlocks`, both vocabularies), else eight at a time
  /// (`mayHaveFindingsInWords`), else byte by byte; the tests check that the three agree.
  func mayHaveFindings(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if searchesInBlocks { return mayHaveFindingsInBlocks(bytes) }
    return anchorsEndUpperCase
      ? mayHaveFindingsInWords(bytes) : mayHaveFindingsByteByByte(bytes)
  }

  /// Whether the block search applies to this prefilter's names.
  var searchesInBlocks: Bool { blockMasks != nil }

  /// `mayHaveFindings` eight bytes at a time, when every anchor ends in an upper-case letter:
  /// the upper-case letters are found with a few integer operations (no byte is looked at
  /// alone); only at them is the pair before tested against the tables, as
  /// `mayHaveFindingsByteByByte` tests every pair.
  func mayHaveFindingsInWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
    guard anchorsEndUpperCase else { return mayHaveFindingsByteByByte(bytes) }
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    return firsts.withUnsafeBufferPointer { firsts in
      seconds.withUnsafeBufferPointer { seconds in
        // `index` is the position of a pair's second byte.
        var index = 1
        while index + 8 <= count {
          let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          // Per byte, without carries between bytes: the high bit of `atLeastA` is set when its
          // low seven bits are 0x41 or more, that of `pastZ` when they are 0x5B or more.
          let low = word & (ones &* 0x7F)
          let atLeastA = low &+ ones &* (0x80 - 0x41)
          let pastZ = low &+ ones &* (0x80 - 0x5B)
          var letters = atLeastA & ~pastZ & ~word & (ones &* 0x80)
          while letters != 0 {
            let position = index + letters.trailingZeroBitCount >> 3
            letters &= letters - 1
            let hits = firsts[Int(base[position - 1])] & seconds[Int(base[position])]
            if hits != 0, matches(hits, at: position, in: bytes, names: names) { return true }
          }
          index += 8
        }
        while index < count {
          let hits = firsts[Int(base[index - 1])] & seconds[Int(base[index])]
          if hits != 0, matches(hits, at: index, in: bytes, names: names) { return true }
          index += 1
        }
        return false
      }
    }
  }

  /// `mayHaveFindings` with the block anchors, 64 positions at a time: the bytes at each
  /// position are masked and compared with the agreed bits of the anchors' second bytes, the
  /// bytes `gap` before with those of their first bytes, 16 at once; only the positions where
  /// both match are looked up in the tables, and the names of the anchors found there compared.
  func mayHaveFindingsInBlocks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard blockMasks != nil else { return mayHaveFindingsByteByByte(bytes) }
    return firstAnchorInBlocks(bytes, from: Self.gap) >= 0
  }

  /// The first position at or after `start` (at least `gap`) of a block anchor's second byte
  /// where a name of that anchor is spelled, or -1: the search of `mayHaveFindingsInBlocks`.
  private func firstAnchorInBlocks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let masks = blockMasks else { return -1 }
    let gap = Self.gap
    // Every name is longer than `gap` (its block anchor ends `gap` or more bytes in).
    guard let base = bytes.baseAddress, bytes.count > gap else { return -1 }
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    let startMask = SIMD16<UInt8>(repeating: masks.start)
    let startValue = SIMD16<UInt8>(repeating: masks.startValue)
    let endMask = SIMD16<UInt8>(repeating: masks.end)
    let endValue = SIMD16<UInt8>(repeating: masks.endValue)
    return gappedFirsts.withUnsafeBufferPointer { firsts in
      gappedSeconds.withUnsafeBufferPointer { seconds in
        /// The first position of the 16 from `start` whose mask byte is set in `lanes` and
        /// where a name is spelled, or -1.
        func found(_ lanes: SIMD2<UInt64>, from start: Int) -> Int {
          for half in 0..<2 {
            // One bit per position: the top bit of each mask byte.
            var bits = lanes[half] & 0x8080_8080_8080_8080
            while bits != 0 {
              let position = start + half * 8 + bits.trailingZeroBitCount >> 3
              bits &= bits - 1
              let hits = firsts[Int(base[position - gap])] & seconds[Int(base[position])]
              if hits != 0, matches(hits, at: position, in: bytes, names: gappedNames) {
                return position
              }
            }
          }
          return -1
        }
        func candidates(at index: Int) -> SIMDMask<SIMD16<Int8>> {
          let second = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          let first = raw.loadUnaligned(fromByteOffset: index - gap, as: SIMD16<UInt8>.self)
          return (second & endMask) .== endValue .& (first & startMask) .== startValue
        }
        // `index` is the position of an anchor's second byte.
        var index = max(start, gap)
        // 64 positions a round: the four masks are tested at once, each only in a round with a
        // candidate.
        while index + 64 <= count {
          let masks = (
            candidates(at: index), candidates(at: index + 16), candidates(at: index + 32),
            candidates(at: index + 48)
          )
          // The masks as words (`any` is a generic reduction that is not inlined here).
          let any = unsafeBitCast(masks.0 .| masks.1 .| masks.2 .| masks.3, to: SIMD2<UInt64>.self)
          if any[0] | any[1] != 0 {
            var position = found(unsafeBitCast(masks.0, to: SIMD2<UInt64>.self), from: index)
            if position < 0 {
              position = found(unsafeBitCast(masks.1, to: SIMD2<UInt64>.self), from: index + 16)
            }
            if position < 0 {
              position = found(unsafeBitCast(masks.2, to: SIMD2<UInt64>.self), from: index + 32)
            }
            if position < 0 {
              position = found(unsafeBitCast(masks.3, to: SIMD2<UInt64>.self), from: index + 48)
            }
            if position >= 0 { return position }
          }
          index += 64
        }
        while index + 16 <= count {
          let position = found(
            unsafeBitCast(candidates(at: index), to: SIMD2<UInt64>.self), from: index)
          if position >= 0 { return position }
          index += 16
        }
        while index < count {
          let hits = firsts[Int(base[index - gap])] & seconds[Int(base[index])]
          if hits != 0, matches(hits, at: index, in: bytes, names: gappedNames) { return index }
          index += 1
        }
        return -1
      }
    }
  }

  /// The offset of the first name spelled as a whole identifier at or after `start` (in code,
  /// comments or strings alike), or nil: `mayHaveFindings` is whether there is one from 0.
  ///
  /// The block search of `mayHaveFindingsInBlocks` from `start + gap`. Names spelled as whole
  /// identifiers never overlap (the bytes around each are no identifier bytes) and each one's
  /// anchor lies inside it, so the first anchor where a name is spelled is that of the first
  /// name.
  func firstName(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard blockMasks != nil else { return firstNameByteByByte(in: bytes, from: start) }
    let from = max(0, start)
    var index = from + Self.gap
    while true {
      let position = firstAnchorInBlocks(bytes, from: index)
      guard position >= 0 else { return nil }
      let hits =
        gappedFirsts[Int(bytes[position - Self.gap])] & gappedSeconds[Int(bytes[position])]
      // The name spelled there may start before `from`.
      if let name = firstStart(hits, at: position, in: bytes, names: gappedNames, from: from) {
        return name
      }
      index = position + 1
    }
  }

  /// `firstName(in:from:)` by comparing every name at every offset: the reference, and the
  /// search of a vocabulary without block anchors.
  func firstNameByteByByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let all = names.joined().map(\.bytes)
    var offset = max(0, start)
    while offset < bytes.count {
      for name in all where name[0] == bytes[offset] && spells(name, at: offset, in: bytes) {
        return offset
      }
      offset += 1
    }
    return nil
  }

  /// `mayHaveFindings`, one byte at a time.
  func mayHaveFindingsByteByByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
    let count = bytes.count
    return firsts.withUnsafeBufferPointer { firsts in
      seconds.withUnsafeBufferPointer { seconds in
        var previous = firsts[Int(base[0])]
        var index = 1
        while index < count {
          let byte = base[index]
          let hits = previous & seconds[Int(byte)]
          previous = firsts[Int(byte)]
          if hits != 0, matches(hits, at: index, in: bytes, names: names) { return true }
          index += 1
        }
        return false
      }
    }
  }

  /// Whether a name of an anchor in `hits` (of `names`, by anchor bit), whose second byte is at
  /// `index`, is spelled there.
  private func matches(
    _ hits: UInt32, at index: Int, in bytes: UnsafeBufferPointer<UInt8>, names: [[Name]]
  ) -> Bool {
    var remaining = hits
    while remaining != 0 {
      let bit = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      for name in names[bit] where spells(name.bytes, at: index - name.anchor, in: bytes) {
        return true
      }
    }
    return false
  }

  /// The first start at or after `from` of a name of an anchor in `hits` (of `names`, by anchor
  /// bit) whose second byte is at `index`, or nil.
  private func firstStart(
    _ hits: UInt32, at index: Int, in bytes: UnsafeBufferPointer<UInt8>, names: [[Name]],
    from: Int
  ) -> Int? {
    var first: Int?
    var remaining = hits
    while remaining != 0 {
      let bit = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      for name in names[bit] {
        let start = index - name.anchor
        if start >= from, start < first ?? Int.max, spells(name.bytes, at: start, in: bytes) {
          first = start
        }
      }
    }
    return first
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
    return name.withUnsafeBufferPointer {
      memcmp(bytes.baseAddress! + start, $0.baseAddress!, $0.count) == 0
    }
  }
}
