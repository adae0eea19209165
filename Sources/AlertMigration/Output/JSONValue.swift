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
    var output = ""
    write(to: &output, indent: 0)
    return output + "\n"
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .string(let value):
      output += JSONValue.quoted(value)
    case .int(let value):
      output += String(value)
    case .bool(let value):
      output += value ? "true" : "false"
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (position, element) in elements.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        element.write(to: &output, indent: indent + 2)
        output += position == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members, let inline):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      if inline {
        output += "{"
        for (position, (key, value)) in members.enumerated() {
          output += (position == 0 ? "" : ", ") + JSONValue.quoted(key) + ": "
          value.write(to: &output, indent: indent)
        }
        output += "}"
        return
      }
      output += "{\n"
      for (position, (key, value)) in members.enumerated() {
        output += String(repeating: " ", count: indent + 2) + JSONValue.quoted(key) + ": "
        value.write(to: &output, indent: indent + 2)
        output += position == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  /// The JSON string literal of `value`: quotes, backslashes and control
  /// characters escaped, and U+2028 and U+2029 too, so that the output is
  /// also valid JavaScript.
  ///
  /// `package`: the `alertshim` command writes its own JSON with it.
  package static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
