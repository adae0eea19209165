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
struct JSONOutput {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []

  /// The bytes as text (they are always well-formed UTF-8: every piece appended is).
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends the bytes of another output.
  mutating func append(_ other: JSONOutput) {
    bytes.append(contentsOf: other.bytes)
  }

  /// Appends one ASCII byte.
  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `literal` as it is (no escaping: for the punctuation and the keywords).
  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends the decimal digits of `value`.
  mutating func append(_ value: Int) {
    guard value != 0 else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    let start = bytes.count
    var rest = value.magnitude
    while rest > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    }
    bytes[start...].reverse()
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ count: Int) {
    bytes.append(contentsOf: repeatElement(ASCII.space, count: count))
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
  mutating func appendCounts(_ counts: [(key: String, count: Int)]) {
    guard !counts.isEmpty else {
      append("{}")
      return
    }
    append("{")
    for (position, (key, count)) in counts.enumerated() {
      if position > 0 { append(", ") }
      appendQuoted(key)
      append(": ")
      append(count)
    }
    append("}")
  }

  /// Appends the JSON string literal of `value` (see ``JSONValue/quoted(_:)``).
  ///
  /// Runs of bytes that need no escape are copied as they are; a byte needs one when it is a
  /// control character (U+0000 to U+001F, U+007F), `"` or `\`, or when it starts U+2028 or
  /// U+2029 (`E2 80 A8`, `E2 80 A9`).
  mutating func appendQuoted(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    let mayNeedEscape = JSONOutput.mayNeedEscape
    value.withUTF8 { utf8 in
      let count = utf8.count
      var runStart = 0
      var index = 0
      while index < count {
        let byte = utf8[index]
        guard mayNeedEscape[Int(byte)] else {
          index += 1
          continue
        }
        let escaped: Int  // the bytes the escape replaces
        if byte == 0xE2 {
          guard index + 2 < count, utf8[index + 1] == 0x80,
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
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
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
      if runStart < count {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `\u00hh` with lower-case hexadecimal digits, for a control character.
  private mutating func appendUnicodeEscape(_ byte: UInt8) {
    let digits: StaticString = "0123456789abcdef"
    append("\\u00")
    digits.withUTF8Buffer { digits in
      bytes.append(digits[Int(byte >> 4)])
      bytes.append(digits[Int(byte & 0x0F)])
    }
  }

  /// The bytes that need an escape, or that may start one (0xE2, the lead byte of U+2028 and
  /// U+2029).
  private static let mayNeedEscape: [Bool] = (0...255).map { byte in
    byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || byte == 0xE2
  }
}
