/// How the reports spell file names.
///
/// A path in a report (``FileReport/path``, ``ScanProblem/path``) is the file system's bytes
/// made text so that two names never share a spelling: valid UTF-8 as it is with `\` written
/// `\\`, and each byte that is not UTF-8 written `\xHH`. So the byte 0xFF is `A\xFF.swift`,
/// while a name that really contains a backslash, `A\xFF.swift`, is `A\\xFF.swift`.
///
/// Human-readable outputs (the table, manual-step lines, the plan, diff headers, warnings)
/// quote a name as git does (`core.quotePath`): a name with a control character, `"`, `\`
/// or a byte that is not UTF-8 is put in double quotes with C-style escapes (`\n`, `\t`,
/// `\033`, `\377`, `\"`, `\\`), so an escape sequence in a name never reaches the terminal
/// and a newline in a name never starts a line. Other names, UTF-8 letters included, are
/// printed as they are.
public enum PathQuoting {
  /// The bytes of the file name a report path spells.
  public static func bytes(of path: String) -> [UInt8] {
    let utf8 = Array(path.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\\"), index + 1 < utf8.count {
        if utf8[index + 1] == UInt8(ascii: "\\") {
          result.append(byte)
          index += 2
          continue
        }
        if utf8[index + 1] == UInt8(ascii: "x"), index + 3 < utf8.count,
          let value = UInt8(String(decoding: utf8[index + 2...index + 3], as: UTF8.self), radix: 16)
        {
          result.append(value)
          index += 4
          continue
        }
      }
      result.append(byte)
      index += 1
    }
    return result
  }

  /// The report path `path` as people should see it: as it is, or quoted as git quotes it.
  public static func quoted(_ path: String) -> String {
    let bytes = bytes(of: path)
    let valid = String(validating: bytes, as: UTF8.self)
    let needsQuotes =
      valid == nil
      || valid!.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\"" || $0 == "\\"
      }
    guard needsQuotes, !bytes.isEmpty else { return valid ?? path }
    var result = "\""
    var index = 0
    while index < bytes.count {
      let length = sequenceLength(bytes, at: index)
      if length > 1, let scalar = String(validating: bytes[index..<index + length], as: UTF8.self),
        let value = scalar.unicodeScalars.first?.value, !(0x80...0x9F).contains(value)
      {
        result += scalar
        index += length
        continue
      }
      let byte = bytes[index]
      switch byte {
      case 0x07: result += "\\a"
      case 0x08: result += "\\b"
      case 0x09: result += "\\t"
      case 0x0A: result += "\\n"
      case 0x0B: result += "\\v"
      case 0x0C: result += "\\f"
      case 0x0D: result += "\\r"
      case UInt8(ascii: "\""): result += "\\\""
      case UInt8(ascii: "\\"): result += "\\\\"
      case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let octal = String(byte, radix: 8)
        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }
      index += 1
    }
    return result + "\""
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0..<0x80: length = 1
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }
}
