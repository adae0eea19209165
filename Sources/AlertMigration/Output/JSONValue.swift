/// A JSON value that keeps its keys in order and writes itself with two-space indentation.
///
/// Objects marked `inline` (small records such as a finding or a region) are written on one
/// line, so a long report stays readable: one finding per line.
package indirect enum JSONValue {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([JSONValue])
  case object([(String, JSONValue)], inline: Bool = false)

  /// The JSON text, ending with a newline.
  var text: String {
    var output = JSONOutput()
    write(to: &output, indent: 0)
    output.append(ASCII.newline)
    return output.text
  }

  private func write(to output: inout JSONOutput, indent: Int) {
    switch self {
    case .string(let value):
      output.appendQuoted(value)
    case .int(let value):
      output.append(value)
    case .bool(let value):
      output.append(value ? "true" : "false")
    case .array(let elements):
      guard !elements.isEmpty else {
        output.append("[]")
        return
      }
      output.append("[\n")
      for (position, element) in elements.enumerated() {
        output.appendSpaces(indent + 2)
        element.write(to: &output, indent: indent + 2)
        output.append(position == elements.count - 1 ? "\n" : ",\n")
      }
      output.appendSpaces(indent)
      output.append("]")
    case .object(let members, let inline):
      guard !members.isEmpty else {
        output.append("{}")
        return
      }
      if inline {
        output.append("{")
        for (position, (key, value)) in members.enumerated() {
          if position > 0 { output.append(", ") }
          output.appendQuoted(key)
          output.append(": ")
          value.write(to: &output, indent: indent)
        }
        output.append("}")
        return
      }
      output.append("{\n")
      for (position, (key, value)) in members.enumerated() {
        output.appendSpaces(indent + 2)
        output.appendQuoted(key)
        output.append(": ")
        value.write(to: &output, indent: indent + 2)
        output.append(position == members.count - 1 ? "\n" : ",\n")
      }
      output.appendSpaces(indent)
      output.append("}")
    }
  }

  /// The JSON string literal of `value`: quotes, backslashes and control
  /// characters escaped, and U+2028 and U+2029 too, so that the output is
  /// also valid JavaScript.
  ///
  /// `package`: the `alertshim` command writes its own JSON with it.
  package static func quoted(_ value: String) -> String {
    var output = JSONOutput()
    output.appendQuoted(value)
    return output.text
  }
}

/// JSON text being written, as UTF-8 bytes: the reports are built here and made a `String` once.
///
/// The bytes are in a buffer the output owns alone (it cannot be copied), grown by doubling.
/// Each piece is copied in with one capacity check; a string literal without an escape is
/// copied whole and checked 16 bytes at a time where it landed (the buffer keeps 16 spare
/// bytes for that).
struct JSONOutput: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  /// The number of bytes written.
  private(set) var count = 0
  private var capacity: Int

  /// An empty output with room for `capacity` bytes before it grows.
  init(capacity: Int = 1_024) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// The bytes as text (they are always well-formed UTF-8: every piece appended is).
  var text: String {
    String(unsafeUninitializedCapacity: count) { buffer in
      if count > 0 { buffer.baseAddress.unsafelyUnwrapped.initialize(from: start, count: count) }
      return count
    }
  }

  /// Calls `body` with the bytes written.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    try body(UnsafeBufferPointer(start: start, count: count))
  }

  /// Makes room for `extra` more bytes, and 16 beyond them.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if capacity &- count < extra &+ 16 { grow(extra &+ 16) }
  }

  @inline(never)
  private mutating func grow(_ extra: Int) {
    let newCapacity = max(2 * capacity, count + extra)
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    UnsafeMutableRawPointer(bigger).copyMemory(from: start, byteCount: count)
    start.deallocate()
    start = bigger
    capacity = newCapacity
  }

  /// Copies `length` bytes from `bytes` (room made).
  @inline(__always)
  private mutating func copy(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
    UnsafeMutableRawPointer(start + count).copyMemory(from: bytes, byteCount: length)
    count &+= length
  }

  /// Appends `bytes` as they are (pieces of JSON written elsewhere).
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    reserve(bytes.count)
    copy(source, bytes.count)
  }

  /// Appends one ASCII byte.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count &+= 1
  }

  /// Appends `literal` as it is (no escaping: for the punctuation and the keywords).
  @inline(__always)
  mutating func append(_ literal: StaticString) {
    reserve(literal.utf8CodeUnitCount)
    copy(literal.utf8Start, literal.utf8CodeUnitCount)
  }

  /// Appends the decimal digits of `value`.
  mutating func append(_ value: Int) {
    reserve(20)
    if value >= 0, value < 10_000 {
      // Lines and columns: the digits by multiplications, without a loop.
      let number = UInt32(truncatingIfNeeded: value)
      let digits = value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : 4
      let thousands = number / 1_000
      let hundreds = number / 100 % 10
      let tens = number / 10 % 10
      let ones = number % 10
      let bytes =
        UInt32(ASCII.zero) &* 0x0101_0101 &+ thousands &+ hundreds << 8 &+ tens << 16
        &+ ones << 24
      // The four digits, little-endian: the last `digits` of them are the number's.
      UnsafeMutableRawPointer(start + count).storeBytes(
        of: (bytes >> UInt32(32 - 8 * digits)).littleEndian, as: UInt32.self)
      count &+= digits
      return
    }
    if value < 0 {
      start[count] = UInt8(ascii: "-")
      count &+= 1
    }
    var rest = value.magnitude
    var digits = 0
    var probe = rest
    repeat {
      digits &+= 1
      probe /= 10
    } while probe > 0
    var position = count &+ digits
    count = position
    repeat {
      position &-= 1
      start[position] = ASCII.zero &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
  }

  /// Appends `count` spaces.
  @inline(__always)
  mutating func appendSpaces(_ spaces: Int) {
    reserve(spaces)
    (start + count).initialize(repeating: ASCII.space, count: spaces)
    count &+= spaces
  }

  /// Appends a quote, the 16 hexadecimal digits of `number`, and a quote: `JSON` of
  /// `Fingerprint.hexadecimal(number)`.
  @inline(__always)
  mutating func appendQuotedHexadecimal(_ number: UInt64) {
    reserve(18)
    start[count] = UInt8(ascii: "\"")
    Fingerprint.writeHexadecimal(number, to: start + (count &+ 1))
    start[count &+ 17] = UInt8(ascii: "\"")
    count &+= 18
  }

  /// Appends `elements` as an array whose opening bracket is at `indent`, one element a line
  /// (as ``JSONValue`` writes one), each written by `body`.
  mutating func appendArray<Element>(
    _ elements: [Element], indent: Int, _ body: (inout JSONOutput, Element) -> Void
  ) {
    guard !elements.isEmpty else {
      append("[]")
      return
    }
    append("[\n")
    for (position, element) in elements.enumerated() {
      appendSpaces(indent + 2)
      body(&self, element)
      append(position == elements.count - 1 ? "\n" : ",\n")
    }
    appendSpaces(indent)
    append("]")
  }

  /// Appends an inline object of counts, `{"key": 1, ...}` (`{}` when there are none).
  mutating func appendCounts(_ counts: [(key: StaticString, count: Int)]) {
    guard !counts.isEmpty else {
      append("{}")
      return
    }
    append("{")
    for (position, (key, count)) in counts.enumerated() {
      if position > 0 { append(", ") }
      append("\"")
      append(key)
      append("\": ")
      append(count)
    }
    append("}")
  }

  /// Appends the JSON string literal of `value` (see ``JSONValue/quoted(_:)``).
  @inline(__always)
  mutating func appendQuoted(_ value: borrowing String) {
    if value.utf8.withContiguousStorageIfAvailable({ appendQuoted($0) }) == nil {
      appendQuoted(Array(value.utf8))
    }
  }

  /// Appends the JSON string literal of `value`, whose bytes are well-formed UTF-8.
  mutating func appendQuoted(_ value: [UInt8]) {
    value.withUnsafeBufferPointer { appendQuoted($0) }
  }

  /// Appends the JSON string literal of the UTF-8 `utf8`.
  ///
  /// The bytes are copied between the quotes, then checked where they landed, 16 at a time,
  /// for a byte that needs an escape or may start one (`mayNeedEscape(_:)`). Without one, the
  /// closing quote ends it; with one, the string is written again from that block by
  /// `appendEscaped(_:from:)`.
  mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    let length = utf8.count
    reserve(length &+ 2)
    let opening = count
    start[opening] = UInt8(ascii: "\"")
    if let source = utf8.baseAddress, length > 0 {
      (start + (opening &+ 1)).initialize(from: source, count: length)
    }
    var checked = 0
    while checked < length {
      // Past the string the block reads spare bytes of the buffer; their lanes are cleared.
      var lanes = Self.mayNeedEscape(start + (opening &+ 1 &+ checked))
      if length &- checked < 16 { lanes &= .firstLanes(length &- checked) }
      let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
      if words[0] | words[1] != 0 {
        count = opening &+ 1 &+ checked
        appendEscaped(utf8, from: checked)
        return
      }
      checked &+= 16
    }
    start[opening &+ 1 &+ length] = UInt8(ascii: "\"")
    count = opening &+ length &+ 2
  }

  /// 0xFF in the lanes of the 16 bytes at `bytes` that may need an escape: control characters
  /// (below 0x20, and 0x7F), `"` and `\`, and 0xE2, which starts U+2028 and U+2029.
  @inline(__always)
  private static func mayNeedEscape(_ bytes: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
    // Each comparison's mask is made bytes at once: masks combined as masks are compiled
    // lane by lane.
    let block = UnsafeRawPointer(bytes).loadUnaligned(as: SIMD16<Int8>.self)
    func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
      unsafeBitCast(mask, to: SIMD16<UInt8>.self)
    }
    // Below 0x20 as signed bytes: from 0 up to 0x1F (the bytes from 0x80 are negative).
    let controls =
      lanes(block .< SIMD16(repeating: 0x20)) & lanes(block .> SIMD16(repeating: -1))
    return controls | lanes(block .== SIMD16(repeating: 0x22))
      | lanes(block .== SIMD16(repeating: 0x5C)) | lanes(block .== SIMD16(repeating: 0x7F))
      | lanes(block .== SIMD16(repeating: -0x1E))
  }

  /// Appends the rest of the string literal of `utf8` from `index` on, and the closing quote.
  ///
  /// Runs of bytes that need no escape are copied as they are; a byte needs one when it is a
  /// control character (U+0000 to U+001F, U+007F), `"` or `\`, or when it starts U+2028 or
  /// U+2029 (`E2 80 A8`, `E2 80 A9`).
  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, from index: Int) {
    let length = utf8.count
    var runStart = index
    var index = index
    while index < length {
      let byte = utf8[index]
      guard Self.mayNeedEscape(byte) else {
        index += 1
        continue
      }
      let escaped: Int  // the bytes the escape replaces
      if byte == 0xE2 {
        guard index + 2 < length, utf8[index + 1] == 0x80,
          utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
        else {
          index += 1
          continue
        }
        escaped = 3
      } else {
        escaped = 1
      }
      if runStart < index {
        reserve(index - runStart)
        copy(utf8.baseAddress.unsafelyUnwrapped + runStart, index - runStart)
      }
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case ASCII.newline: append("\\n")
      case ASCII.carriageReturn: append("\\r")
      case ASCII.tab: append("\\t")
      case 0xE2: append(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
      default: appendUnicodeEscape(byte)
      }
      index += escaped
      runStart = index
    }
    if runStart < length {
      reserve(length - runStart)
      copy(utf8.baseAddress.unsafelyUnwrapped + runStart, length - runStart)
    }
    append(UInt8(ascii: "\""))
  }

  /// Whether `byte` needs an escape, or may start one (0xE2, the lead byte of U+2028 and
  /// U+2029).
  @inline(__always)
  private static func mayNeedEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || byte == 0xE2
  }

  /// `\u00hh` with lower-case hexadecimal digits, for a control character.
  private mutating func appendUnicodeEscape(_ byte: UInt8) {
    let digits: StaticString = "0123456789abcdef"
    append("\\u00")
    append(digits.utf8Start[Int(byte >> 4)])
    append(digits.utf8Start[Int(byte & 0x0F)])
  }
}
