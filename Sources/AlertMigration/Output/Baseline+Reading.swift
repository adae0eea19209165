extension Baseline {
  /// Reads a baseline from a JSON report or SARIF log file, streaming it: memory stays a small
  /// buffer plus the fingerprints, whatever the file's size.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - maximumSize: The largest file read, in bytes (`--max-file-size`).
  /// - Throws: When the file cannot be read, is larger than `maximumSize`, or is not such a
  ///   report.
  public init(contentsOfFile path: String, maximumSize: Int) throws(MigrationError) {
    guard let file = Platform.StreamedFile(path: path) else {
      throw MigrationError("cannot read \(path)")
    }
    let size = file.sizeBySeekingToEnd() ?? 0
    guard size <= maximumSize else {
      throw MigrationError(
        "\(path): larger than the size limit (\(size) bytes, limit \(maximumSize) bytes); "
          + "not read (raise it with --max-file-size)")
    }
    var reader = BaselineReader()
    var total = 0
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    while true {
      let count: Int
      guard let got = file.readChunk(into: chunk) else {
        // The message Foundation's file handle gave for any failed read (a directory on a file
        // system where it has no size, an I/O error), kept as it was.
        throw MigrationError(
          "cannot read \(path): The operation could not be completed. "
            + "(NSCocoaErrorDomain error 256.)")
      }
      count = got
      guard count > 0 else { break }
      total += count
      guard total <= maximumSize else {
        throw MigrationError(
          "\(path): larger than the size limit (limit \(maximumSize) bytes); not read "
            + "(raise it with --max-file-size)")
      }
      reader.feed(UnsafeBufferPointer(rebasing: chunk.bindMemory(to: UInt8.self)[0..<count]))
    }
    do {
      self.init(fingerprints: try reader.finish())
    } catch {
      throw MigrationError("\(path): \(error.message)")
    }
  }
}

/// A streaming reader of the fingerprints of a JSON report (`files[].findings[].fingerprint`)
/// or a SARIF log (`runs[].results[].partialFingerprints["alertshim/v1"]`).
///
/// It tracks only what it needs (inside a string or not, the nesting depth, the last key) and
/// keeps only the fingerprints, so its memory does not grow with the file.
struct BaselineReader {
  private enum Format { case unknown, report, sarif }

  /// The longest string kept (a key or a fingerprint); longer ones are skipped.
  private static let longestKept = 64

  private var depth = 0
  private var started = false
  private var broken = false
  private var inString = false
  private var escaped = false
  private var string: [UInt8] = []
  private var stringTooLong = false
  /// The string just closed, until the next structural byte says whether it was a key.
  private var pendingString: [UInt8]?
  private var key: [UInt8]?
  private var keyDepth = 0
  private var format = Format.unknown
  private(set) var fingerprints: Set<String> = []

  private static let fingerprintKey = Array("fingerprint".utf8)
  private static let sarifKey = Array("alertshim/v1".utf8)

  mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes where !broken { take(byte) }
  }

  private mutating func take(_ byte: UInt8) {
    if inString {
      if escaped {
        escaped = false
        append(byte)
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
        append(byte)
      } else if byte == UInt8(ascii: "\"") {
        inString = false
        pendingString = stringTooLong ? [] : string
      } else {
        append(byte)
      }
      return
    }
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D:
      return
    case UInt8(ascii: ":"):
      key = pendingString
      keyDepth = depth
      pendingString = nil
      return
    default:
      break
    }
    if let value = pendingString {
      // A string value: the key before it says what it is.
      if let key { store(value, key: key) }
      pendingString = nil
    }
    let currentKey = key
    key = nil
    switch byte {
    case UInt8(ascii: "\""):
      if !started { broken = true }
      inString = true
      key = currentKey  // a string value keeps its key until it ends
      string.removeAll(keepingCapacity: true)
      stringTooLong = false
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      if !started {
        guard byte == UInt8(ascii: "{") else {
          broken = true
          return
        }
        started = true
      }
      // Top-level keys decide the format.
      if depth == 1, keyDepth == 1, let currentKey, format == .unknown {
        if currentKey == Array("files".utf8) { format = .report }
        if currentKey == Array("runs".utf8) { format = .sarif }
      }
      depth += 1
    case UInt8(ascii: "}"), UInt8(ascii: "]"):
      depth -= 1
      if depth < 0 { broken = true }
    default:
      if !started { broken = true }
    }
  }

  private mutating func append(_ byte: UInt8) {
    if string.count < BaselineReader.longestKept {
      string.append(byte)
    } else {
      stringTooLong = true
    }
  }

  private mutating func store(_ value: [UInt8], key: [UInt8]) {
    // Fingerprints count only where the format has them.
    let wanted =
      format == .report && keyDepth == 5 && key == BaselineReader.fingerprintKey
      || format == .sarif && keyDepth == 6 && key == BaselineReader.sarifKey
    if wanted, !value.isEmpty { fingerprints.insert(String(decoding: value, as: UTF8.self)) }
  }

  /// The fingerprints, or an error when the text was not a whole report or log.
  mutating func finish() throws(MigrationError) -> Set<String> {
    guard !broken, started, depth == 0, !inString, format != .unknown else {
      throw MigrationError("not a JSON report or SARIF log of alertshim migrate scan")
    }
    return fingerprints
  }
}
