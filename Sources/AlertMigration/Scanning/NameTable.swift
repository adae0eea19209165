/// The names of one file, each given a small number the first time it is met, so a scanner keys
/// its tables by numbers instead of building and hashing strings.
///
/// A name is found by a hash of its bytes in an open-addressing table of powers of two; equal
/// bytes are the same name. The bytes are read from the file (`SourceBytes`, whose padding lets
/// the hash load eight bytes at a time past a name's end); a name's text is built only when a
/// finding or a message needs it.
struct NameTable {
  /// A name's number, from 0 in the order the names were first met.
  typealias Name = Int32

  private let text: SourceBytes
  /// Where each name is spelled first: its offset and length, by number.
  private var spans: [(start: Int32, length: Int32)] = []
  /// Each name's hash, by number.
  private var hashes: [UInt32] = []
  /// The slots: a name's number plus one, or 0 when empty.
  private var slots: [Int32]
  private var mask: Int

  /// A table of the names of `text`, empty.
  init(text: SourceBytes) {
    self.text = text
    slots = [Int32](repeating: 0, count: 64)
    mask = 63
  }

  /// The number of names.
  var count: Int { spans.count }

  /// The number of the name `token` spells, given now if it is new.
  @inline(__always)
  mutating func name(of token: Token) -> Name {
    name(at: Int(token.start), length: Int(token.length), inserting: true)
  }

  /// The number of the name `token` spells, or nil when the file has not named it so far.
  @inline(__always)
  func existingName(of token: Token) -> Name? {
    let name = lookUp(at: Int(token.start), length: Int(token.length))
    return name >= 0 ? name : nil
  }

  /// The length of a name and its first byte (0 for an empty name).
  func lengthAndFirstByte(of name: Name) -> (length: Int, first: UInt8) {
    let span = spans[Int(name)]
    return (Int(span.length), span.length > 0 ? text.start[Int(span.start)] : 0)
  }

  /// The text of a name.
  func string(_ name: Name) -> String {
    let span = spans[Int(name)]
    return text.text(in: Int(span.start)..<Int(span.start) + Int(span.length))
  }

  private mutating func name(at start: Int, length: Int, inserting: Bool) -> Name {
    let found = lookUp(at: start, length: length)
    if found >= 0 || !inserting { return found }
    return insert(at: start, length: length)
  }

  /// The number of the name spelled by the `length` bytes at `start`, given now if it is new.
  mutating func name(at start: Int, length: Int) -> Name {
    name(at: start, length: length, inserting: true)
  }

  /// The number of the name spelled at `start`, or -1.
  private func lookUp(at start: Int, length: Int) -> Name {
    let hash = Self.hash(text.start + start, length)
    var slot = Int(hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return -1 }
      let name = Int(entry - 1)
      if hashes[name] == hash, spans[name].length == Int32(length),
        Self.equal(text.start + Int(spans[name].start), text.start + start, length)
      {
        return Name(name)
      }
      slot = (slot + 1) & mask
    }
  }

  private mutating func insert(at start: Int, length: Int) -> Name {
    if (spans.count + 1) * 2 > slots.count { grow() }
    let name = Name(spans.count)
    let hash = Self.hash(text.start + start, length)
    spans.append((Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: length)))
    hashes.append(hash)
    place(name, hash: hash)
    return name
  }

  private mutating func place(_ name: Name, hash: UInt32) {
    var slot = Int(hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = name + 1
  }

  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    mask = slots.count - 1
    for name in 0..<spans.count { place(Name(name), hash: hashes[name]) }
  }

  /// A hash of `length` bytes at `bytes`, read eight at a time (the padding makes the last
  /// read safe; the bytes past the name are masked off).
  @inline(__always)
  private static func hash(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
    let raw = UnsafeRawPointer(bytes)
    var value = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
    var offset = 0
    while offset + 8 <= length {
      value =
        (value ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        &* 0xBF58_476D_1CE4_E5B9
      value ^= value >> 31
      offset += 8
    }
    if offset < length {
      let rest = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let kept = rest & (UInt64.max >> UInt64(64 - 8 * (length - offset)))
      value = (value ^ kept) &* 0xBF58_476D_1CE4_E5B9
      value ^= value >> 31
    }
    return UInt32(truncatingIfNeeded: value ^ (value >> 32))
  }

  @inline(__always)
  private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int)
    -> Bool
  {
    var offset = 0
    while offset < length {
      if a[offset] != b[offset] { return false }
      offset += 1
    }
    return true
  }
}
