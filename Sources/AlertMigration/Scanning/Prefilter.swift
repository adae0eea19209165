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
/// The search reads each byte once. Every name has an anchor, its first lower-case letter
/// followed by an upper-case one (`tV` in `alertView`); two 256-entry tables, indexed by the
/// byte before and the byte itself, tell in one step whether a pair is an anchor, and only then
/// are the names with that anchor compared.
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
  /// Each distinct second byte of an anchor, repeated 16 times, when there are at most 8 of
  /// them: a block of 16 bytes none of which equals one cannot end an anchor, and is skipped
  /// whole. Empty (every byte looked at) when there are more.
  private var anchorEnds: [SIMD16<UInt8>] = []

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
    let ends = Set(anchors.map { $0[1] }).sorted()
    if ends.count <= 8 { anchorEnds = ends.map { SIMD16(repeating: $0) } }
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
  /// Blocks of 16 bytes that hold no anchor's second byte are passed over in a few vector
  /// compares; the bytes of the other blocks are looked at one by one, as
  /// `mayHaveFindingsByteByByte` looks at all of them (the tests check that they agree).
  func mayHaveFindings(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
    guard !anchorEnds.isEmpty else { return mayHaveFindingsByteByByte(bytes) }
    let count = bytes.count
    return firsts.withUnsafeBufferPointer { firsts in
      seconds.withUnsafeBufferPointer { seconds in
        anchorEnds.withUnsafeBufferPointer { ends in
          // `index` is the position of a pair's second byte.
          var index = 1
          while index < count {
            let end = min(index + 16, count)
            if end - index == 16 {
              let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
              var found = SIMDMask<SIMD16<Int8>>(repeating: false)
              for anchorEnd in ends { found .|= block .== anchorEnd }
              if !any(found) {
                index = end
                continue
              }
            }
            while index < end {
              let hits = firsts[Int(base[index - 1])] & seconds[Int(base[index])]
              if hits != 0, matches(hits, at: index, in: bytes) { return true }
              index += 1
            }
          }
          return false
        }
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
