/// A key the terminal reported.
enum Key: Sendable, Hashable {
  /// Printable text: one Unicode scalar, which may be a combining mark that
  /// joins the character before it.
  case character(Unicode.Scalar)
  case enter, tab, backTab, backspace, delete, escape
  case up, down, left, right, home, end, pageUp, pageDown
  /// Ctrl-C, which raw mode delivers as a byte instead of a signal.
  case interrupt
  /// Ctrl-D: end of input, as in cooked mode.
  case endOfInput
  /// Ctrl-Z, which raw mode delivers as a byte instead of SIGTSTP.
  case suspend
  /// Ctrl-\, which raw mode delivers as a byte instead of SIGQUIT.
  case quit
}

/// Turns the bytes a terminal sends in raw mode into keys.
///
/// The decoder is a small state machine over UTF-8 text, C0 controls and
/// ANSI escape sequences (CSI `ESC [ … final` and SS3 `ESC O x`). Bytes may
/// arrive split anywhere: a sequence cut between two reads is completed by
/// the next one. Malformed input never stops it: an unknown or broken
/// sequence is dropped and the byte that broke it is decoded afresh. A control
/// sequence longer than ``maximumSequenceLength`` is dropped whole, up to its
/// final byte, so its parameters never become text. (`ESC ]`, `ESC P` and the
/// like are dropped as two-byte escapes, as an Alt+key is: the renderer asks
/// the terminal nothing, so no string reply is expected.)
///
/// A lone `ESC` cannot be told apart from the start of a sequence until
/// more bytes come or none do: ``hasPendingEscape`` says so, and the reader
/// calls ``flush()`` after a short pause, which turns it into ``Key/escape``.
struct KeyDecoder: Sendable {
  private enum State: Sendable {
    case ground
    case escape
    case controlSequence(parameters: [UInt8])
    /// A control sequence too long to be a key, dropped up to its final byte.
    case overlongSequence
    case singleShift
    case utf8(scalar: UInt32, remaining: Int)
  }

  /// The longest parameter run accepted in a control sequence before it is
  /// dropped as malformed.
  static let maximumSequenceLength = 16

  private var state = State.ground

  init() {}

  /// Whether a lone `ESC` is waiting for the bytes that would make it a
  /// sequence; call ``flush()`` when none come.
  var hasPendingEscape: Bool {
    if case .escape = state { return true }
    return false
  }

  /// Whether the decoder is in the middle of anything (an escape, a
  /// sequence or a multi-byte character).
  var isIdle: Bool {
    if case .ground = state { return true }
    return false
  }

  /// Decodes the next bytes, continuing any sequence the previous call left
  /// unfinished.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes {
      feed(byte, into: &keys)
    }
    return keys
  }

  /// Ends whatever is pending because no more bytes came: a lone `ESC`
  /// becomes ``Key/escape``; an unfinished sequence or character is
  /// dropped.
  mutating func flush() -> [Key] {
    defer { state = .ground }
    if case .escape = state { return [.escape] }
    return []
  }

  private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)

    case .escape:
      switch byte {
      case UInt8(ascii: "["): state = .controlSequence(parameters: [])
      case UInt8(ascii: "O"): state = .singleShift
      case 0x1B:
        keys.append(.escape)  // ESC ESC: the first one stood alone
      default:
        // Alt+key and other two-byte escapes are not keys here: drop the
        // pair, unless the byte starts something of its own.
        state = .ground
        if byte < 0x20 || byte >= 0x80 { ground(byte, into: &keys) }
      }

    case .controlSequence(var parameters):
      switch byte {
      case 0x20...0x3F:
        parameters.append(byte)
        state =
          parameters.count > Self.maximumSequenceLength
          ? .overlongSequence : .controlSequence(parameters: parameters)
      case 0x40...0x7E:
        state = .ground
        if let key = Self.controlSequenceKey(parameters: parameters, final: byte) {
          keys.append(key)
        }
      default:
        // Not part of a sequence: drop what came so far, decode the byte.
        state = .ground
        ground(byte, into: &keys)
      }

    case .overlongSequence:
      switch byte {
      case 0x20...0x3F: break
      case 0x40...0x7E: state = .ground
      default:
        state = .ground
        ground(byte, into: &keys)
      }

    case .singleShift:
      state = .ground
      switch byte {
      case UInt8(ascii: "A"): keys.append(.up)
      case UInt8(ascii: "B"): keys.append(.down)
      case UInt8(ascii: "C"): keys.append(.right)
      case UInt8(ascii: "D"): keys.append(.left)
      case UInt8(ascii: "H"): keys.append(.home)
      case UInt8(ascii: "F"): keys.append(.end)
      case UInt8(ascii: "M"): keys.append(.enter)  // keypad Enter
      case 0x40...0x7E: break
      default: ground(byte, into: &keys)
      }

    case .utf8(let scalar, let remaining):
      guard byte & 0xC0 == 0x80 else {
        state = .ground
        ground(byte, into: &keys)
        return
      }
      let value = scalar << 6 | UInt32(byte & 0x3F)
      if remaining > 1 {
        state = .utf8(scalar: value, remaining: remaining - 1)
      } else {
        state = .ground
        if let decoded = Unicode.Scalar(value), value >= 0xA0 {
          keys.append(.character(decoded))
        }
      }
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x1B: state = .escape
    case 0x0D, 0x0A: keys.append(.enter)
    case 0x09: keys.append(.tab)
    case 0x7F, 0x08: keys.append(.backspace)
    case 0x03: keys.append(.interrupt)
    case 0x04: keys.append(.endOfInput)
    case 0x1A: keys.append(.suspend)
    case 0x1C: keys.append(.quit)
    case 0x20...0x7E: keys.append(.character(Unicode.Scalar(byte)))
    // Lead bytes of 2-, 3- and 4-byte UTF-8 forms (overlong and
    // out-of-range leads excluded); the scalar is checked when complete.
    case 0xC2...0xDF: state = .utf8(scalar: UInt32(byte & 0x1F), remaining: 1)
    case 0xE0...0xEF: state = .utf8(scalar: UInt32(byte & 0x0F), remaining: 2)
    case 0xF0...0xF4: state = .utf8(scalar: UInt32(byte & 0x07), remaining: 3)
    default: break  // other controls, stray continuation bytes
    }
  }

  private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
    // Modifiers ("1;5A" for Ctrl-Up) do not change the key here.
    let first =
      parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .first.map { Array($0) } ?? []
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      switch first {
      case Array("1".utf8), Array("7".utf8): return .home
      case Array("4".utf8), Array("8".utf8): return .end
      case Array("3".utf8): return .delete
      case Array("5".utf8): return .pageUp
      case Array("6".utf8): return .pageDown
      default: return nil
      }
    default: return nil
    }
  }
}
