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
/// The search compares 16 bytes at a time with the few bytes that end an anchor (`V`, `S`, `C`,
/// `P`, `F`, and `A` in Objective-C) and the bytes before them with the few that start one (`t`,
/// `n`, `l`, `d`), and tests the pairs against the tables only in a block where both match.
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
  /// The bytes anchors end with (at most six) and those they start with (at most four), each
  /// set padded by repeating its first byte, when there are that few: then 16 positions at a
  /// time are tested for a byte of each set after one another (`mayHaveFindings`).
  private var blockEnds: [UInt8]?
  private var blockStarts: [UInt8]?

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
    func padded(_ set: Set<UInt8>, to count: Int) -> [UInt8]? {
      guard let first = set.min(), set.count <= count else { return nil }
      let sorted = set.sorted()
      return sorted + Array(repeating: first, count: count - sorted.count)
    }
    blockEnds = padded(Set(anchors.map { $0[1] }), to: 6)
    blockStarts = padded(Set(anchors.map { $0[0] }), to: 4)
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
  /// Searched 16 positions at a time when the anchors' bytes are few (`mayHaveFindingsInBlocks`,
  /// both vocabularies), else eight at a time (`mayHaveFindingsInWords`), else byte by byte;
  /// the tests check that the three agree.
  func mayHaveFindings(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if let ends = blockEnds, let starts = blockStarts {
      return mayHaveFindingsInBlocks(bytes, ends: ends, starts: starts)
    }
    return anchorsEndUpperCase
      ? mayHaveFindingsInWords(bytes) : mayHaveFindingsByteByByte(bytes)
  }

  /// Whether the 16-position search applies to this prefilter's names.
  var searchesInBlocks: Bool { blockEnds != nil && blockStarts != nil }

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
            if hits != 0, matches(hits, at: position, in: bytes) { return true }
          }
          index += 8
        }
        while index < count {
          let hits = firsts[Int(base[index - 1])] & seconds[Int(base[index])]
          if hits != 0, matches(hits, at: index, in: bytes) { return true }
          index += 1
        }
        return false
      }
    }
  }

  /// `mayHaveFindings` 16 positions at a time: each block's bytes are compared with every byte
  /// that ends an anchor, and the bytes before them with every byte that starts one, all 16 at
  /// once; only a block where some byte of the first set follows one of the second is tested
  /// pair by pair against the tables.
  func mayHaveFindingsInBlocks(
    _ bytes: UnsafeBufferPointer<UInt8>, ends: [UInt8], starts: [UInt8]
  ) -> Bool {
    guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    let end0 = SIMD16<UInt8>(repeating: ends[0])
    let end1 = SIMD16<UInt8>(repeating: ends[1])
    let end2 = SIMD16<UInt8>(repeating: ends[2])
    let end3 = SIMD16<UInt8>(repeating: ends[3])
    let end4 = SIMD16<UInt8>(repeating: ends[4])
    let end5 = SIMD16<UInt8>(repeating: ends[5])
    let start0 = SIMD16<UInt8>(repeating: starts[0])
    let start1 = SIMD16<UInt8>(repeating: starts[1])
    let start2 = SIMD16<UInt8>(repeating: starts[2])
    let start3 = SIMD16<UInt8>(repeating: starts[3])
    return firsts.withUnsafeBufferPointer { firsts in
      seconds.withUnsafeBufferPointer { seconds in
        // `index` is the position of a pair's second byte.
        var index = 1
        while index + 16 <= count {
          let second = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          let first = raw.loadUnaligned(fromByteOffset: index - 1, as: SIMD16<UInt8>.self)
          let ending =
            second .== end0 .| second .== end1 .| second .== end2 .| second .== end3
            .| second .== end4 .| second .== end5
          let starting =
            first .== start0 .| first .== start1 .| first .== start2 .| first .== start3
          // The mask as two words (`any` is a generic reduction that is not inlined here).
          let lanes = unsafeBitCast(ending .& starting, to: SIMD2<UInt64>.self)
          if lanes[0] | lanes[1] != 0 {
            for position in index..<index + 16 {
              let hits = firsts[Int(base[position - 1])] & seconds[Int(base[position])]
              if hits != 0, matches(hits, at: position, in: bytes) { return true }
            }
          }
          index += 16
        }
        while index < count {
          let hits = firsts[Int(base[index - 1])] & seconds[Int(base[index])]
          if hits != 0, matches(hits, at: index, in: bytes) { return true }
          index += 1
        }
        return false
      }
    }
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
          if hits != 0, matches(hits, at: index, in: bytes) { return true }
          index += 1
        }
        return false
      }
    }
  }

  /// Whether a name of an anchor in `hits`, whose second byte is at `index`, is spelled there.
  private func matches(_ hits: UInt32, at index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var remaining = hits
    while remaining != 0 {
      let bit = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      for name in names[bit] {
        let start = index - name.anchor
        let end = start + name.bytes.count
        guard start >= 0, end <= bytes.count else { continue }
        // A byte order mark is no part of an identifier: the lexers step over it.
        if start > 0, ASCII.isIdentifierBody(bytes[start - 1]),
          !(start == 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF)
        {
          continue
        }
        if end < bytes.count, ASCII.isIdentifierBody(bytes[end]) { continue }
        if name.bytes.withUnsafeBufferPointer({
          memcmp(bytes.baseAddress! + start, $0.baseAddress!, $0.count) == 0
        }) {
          return true
        }
      }
    }
    return false
  }
}
