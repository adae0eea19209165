#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The encodings besides UTF-8 the tool recognises in a source file.
enum TextEncoding: Sendable, Equatable {
  case utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

  /// How people call it.
  var name: String {
    switch self {
    case .utf16LittleEndian: "UTF-16 (little-endian)"
    case .utf16BigEndian: "UTF-16 (big-endian)"
    case .utf32LittleEndian: "UTF-32 (little-endian)"
    case .utf32BigEndian: "UTF-32 (big-endian)"
    }
  }

  private var unitSize: Int {
    switch self {
    case .utf16LittleEndian, .utf16BigEndian: 2
    case .utf32LittleEndian, .utf32BigEndian: 4
    }
  }

  /// The encoding of `bytes` when it is UTF-16 or UTF-32: by its byte order mark, or, without
  /// one, by where the zero bytes of mostly-ASCII text fall in its first 4 KB. Returns the
  /// length of the byte order mark too (0 without one).
  static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> (encoding: TextEncoding, mark: Int)? {
    let count = bytes.count
    if count >= 4, bytes[0] == 0xFF, bytes[1] == 0xFE, bytes[2] == 0, bytes[3] == 0 {
      return (.utf32LittleEndian, 4)
    }
    if count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF {
      return (.utf32BigEndian, 4)
    }
    if count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return (.utf16LittleEndian, 2) }
    if count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return (.utf16BigEndian, 2) }
    let sample = min(count, 4096) & ~3
    guard sample >= 8, let base = bytes.baseAddress, memchr(base, 0, sample) != nil else {
      return nil  // no zero byte: neither UTF-16 nor UTF-32 text
    }
    var zeros = [0, 0, 0, 0]
    for index in 0..<sample where bytes[index] == 0 { zeros[index & 3] += 1 }
    let quarter = Double(sample / 4)
    let share = zeros.map { Double($0) / quarter }
    if share[1] > 0.9, share[2] > 0.9, share[3] > 0.9, share[0] < 0.1 {
      return (.utf32LittleEndian, 0)
    }
    if share[0] > 0.9, share[1] > 0.9, share[2] > 0.9, share[3] < 0.1 {
      return (.utf32BigEndian, 0)
    }
    if (share[1] + share[3]) / 2 > 0.7, (share[0] + share[2]) / 2 < 0.1 {
      return (.utf16LittleEndian, 0)
    }
    if (share[0] + share[2]) / 2 > 0.7, (share[1] + share[3]) / 2 < 0.1 {
      return (.utf16BigEndian, 0)
    }
    return nil
  }

  /// The text after the byte order mark, as UTF-8 (ill-formed units become U+FFFD).
  func utf8(of bytes: UnsafeBufferPointer<UInt8>, skipping mark: Int) -> [UInt8] {
    let size = unitSize
    let units = (bytes.count - mark) / size
    var output: [UInt8] = []
    output.reserveCapacity(units + units / 4)
    func unit(_ index: Int) -> UInt32 {
      let base = mark + index * size
      switch self {
      case .utf16LittleEndian: return UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8
      case .utf16BigEndian: return UInt32(bytes[base]) << 8 | UInt32(bytes[base + 1])
      case .utf32LittleEndian:
        return UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]) << 16
          | UInt32(bytes[base + 3]) << 24
      case .utf32BigEndian:
        return UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16
          | UInt32(bytes[base + 2]) << 8 | UInt32(bytes[base + 3])
      }
    }
    var index = 0
    while index < units {
      var value = unit(index)
      index += 1
      if size == 2, value >= 0xD800, value < 0xDC00, index < units {
        let low = unit(index)
        if low >= 0xDC00, low < 0xE000 {
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          index += 1
        }
      }
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      output.append(contentsOf: UTF8.encode(scalar)!)
    }
    return output
  }

  /// The offset of the first byte of `bytes` that is not part of well-formed UTF-8, or nil.
  ///
  /// ASCII is passed over a block at a time (`firstNonASCII`): most source files are nothing
  /// else. Each other byte starts a sequence that is checked here. (Not inlined, so that a
  /// profile shows its cost apart from the scan's.)
  @inline(never)
  static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    var index = 0
    while true {
      index = firstNonASCII(base, from: index, count: count)
      guard index < count else { return nil }
      let lead = base[index]
      let length =
        lead >= 0xC2 && lead < 0xE0
        ? 2
        : lead >= 0xE0 && lead < 0xF0
          ? 3
          : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
      guard length > 0, index + length <= count else { return index }
      for offset in 1..<length where base[index + offset] & 0xC0 != 0x80 { return index }
      let second = base[index + 1]
      if lead == 0xE0 && second < 0xA0 || lead == 0xED && second >= 0xA0
        || lead == 0xF0 && second < 0x90 || lead == 0xF4 && second >= 0x90
      {
        return index
      }
      index += length
    }
  }

  /// The offset of the first byte at or after `start` that is not ASCII, or `count`.
  ///
  /// The 16 bytes at `start` are looked at first (non-ASCII text tends to come in runs), then
  /// 256 bytes at a time from a 16-byte boundary: their blocks are or-ed together, and the high
  /// bits of the result tested once. Aligned loads let each block be or-ed straight from memory.
  /// Only the bytes before `count` are read.
  @inline(__always)
  private static func firstNonASCII(_ base: UnsafePointer<UInt8>, from start: Int, count: Int)
    -> Int
  {
    let raw = UnsafeRawPointer(base)
    let high: UInt64 = 0x8080_8080_8080_8080
    // The position of the first high bit among 16 bytes, as two words, or nil.
    @inline(__always) func firstHigh(_ block: SIMD16<UInt8>) -> Int? {
      let words = unsafeBitCast(block, to: SIMD2<UInt64>.self)
      let (low, upper) = (words[0] & high, words[1] & high)
      if low != 0 { return low.trailingZeroBitCount &>> 3 }
      if upper != 0 { return 8 &+ upper.trailingZeroBitCount &>> 3 }
      return nil
    }
    var index = start
    guard index &+ 16 <= count else {
      while index < count, base[index] < 0x80 { index &+= 1 }
      return index
    }
    if let found = firstHigh(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)) {
      return index &+ found
    }
    // On to the next 16-byte boundary: the bytes before it were just looked at.
    index &+= 16 &- (Int(bitPattern: base + index) & 15)
    while index &+ 256 <= count {
      var block = raw.load(fromByteOffset: index, as: SIMD16<UInt8>.self)
      var step = 16
      while step < 256 {
        block |= raw.load(fromByteOffset: index &+ step, as: SIMD16<UInt8>.self)
        step &+= 16
      }
      let words = unsafeBitCast(block, to: SIMD2<UInt64>.self)
      if (words[0] | words[1]) & high != 0 { break }
      index &+= 256
    }
    while index &+ 16 <= count {
      if let found = firstHigh(raw.load(fromByteOffset: index, as: SIMD16<UInt8>.self)) {
        return index &+ found
      }
      index &+= 16
    }
    while index < count, base[index] < 0x80 { index &+= 1 }
    return index
  }
}
