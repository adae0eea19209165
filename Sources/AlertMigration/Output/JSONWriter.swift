/// Writes JSON text with exact control over layout and key order.
struct JSONWriter {
  /// The text written so far.
  private(set) var text = ""

  /// The JSON string literal of `value`.
  static func quoted(_ value: String) -> String {
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

  /// An object on one line: `{"a": 1, "b": "x"}` from already-encoded values.
  static func inlineObject(_ members: [(String, String)]) -> String {
    "{" + members.map { quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  /// An object over several lines, indented by `indent` spaces, from already-encoded values.
  static func object(_ members: [(String, String)], indent: Int) -> String {
    guard !members.isEmpty else { return "{}" }
    let inner = String(repeating: " ", count: indent + 2)
    let lines = members.map { inner + quoted($0.0) + ": " + $0.1 }
    return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent)
      + "}"
  }

  /// An array over several lines, indented by `indent` spaces, from already-encoded elements.
  static func array(_ elements: [String], indent: Int) -> String {
    guard !elements.isEmpty else { return "[]" }
    let inner = String(repeating: " ", count: indent + 2)
    return "[\n" + elements.map { inner + $0 }.joined(separator: ",\n") + "\n"
      + String(repeating: " ", count: indent) + "]"
  }
}
