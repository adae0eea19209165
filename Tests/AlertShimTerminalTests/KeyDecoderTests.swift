import Testing

@testable import AlertShimTerminal

/// Bytes from a terminal in raw mode to keys (`KeyDecoder`).
@Suite struct KeyDecoderTests {
  func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }

  func decode(_ text: String) -> [Key] {
    decode(Array(text.utf8))
  }

  @Test func printableText_becomesCharacters() {
    #expect(decode("a1 ") == [.character("a"), .character("1"), .character(" ")])
  }

  @Test func utf8_becomesOneCharacterPerScalar() {
    #expect(decode("é削😀") == [.character("é"), .character("削"), .character("😀")])
  }

  @Test func controls_becomeTheirKeys() {
    #expect(
      decode([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x04]) == [
        .enter, .enter, .tab, .backspace, .backspace, .interrupt, .endOfInput,
      ])
  }

  @Test func pageUpAndPageDown_areDecoded() {
    #expect(decode("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
  }

  @Test func ctrlZ_andCtrlBackslash_areSuspendAndQuit() {
    // Raw mode turns off the signals these keys send in cooked mode.
    #expect(decode([0x1A, 0x1C]) == [.suspend, .quit])
  }

  @Test func otherControls_areIgnored() {
    #expect(decode([0x01, 0x02, 0x1D, 0x00]) == [])
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
    ("\u{1B}[1;5C", .right), ("\u{1B}OM", .enter),
  ])
  func escapeSequences_becomeKeys(sequence: String, key: Key) {
    #expect(decode(sequence) == [key])
  }

  @Test func loneEscape_waitsForMore_thenFlushesAsEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingEscape)
    #expect(decoder.flush() == [.escape])
    #expect(decoder.isIdle)
  }

  @Test func doubleEscape_isOneEscapeThenAPendingOne() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
  }

  @Test func sequenceSplitAcrossReads_isCompletedByTheNextRead() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Array("[".utf8)) == [])
    #expect(decoder.decode(Array("1;5".utf8)) == [])
    #expect(decoder.decode(Array("Ax".utf8)) == [.up, .character("x")])
  }

  @Test func utf8SplitAcrossReads_isCompletedByTheNextRead() {
    var decoder = KeyDecoder()
    let bytes = Array("削".utf8)
    #expect(decoder.decode(bytes[..<1]) == [])
    #expect(decoder.decode(bytes[1..<2]) == [])
    #expect(decoder.decode(bytes[2...]) == [.character("削")])
  }

  @Test func unknownSequences_areDropped() {
    #expect(decode("\u{1B}[200~x") == [.character("x")])
    #expect(decode("\u{1B}[2~\u{1B}OQ") == [])  // Insert, F2
  }

  @Test func sequenceBrokenByAControl_dropsTheSequence_andDecodesTheControl() {
    #expect(decode("\u{1B}[1\r") == [.enter])
    #expect(decode("\u{1B}\r") == [.enter])
  }

  @Test func overlongSequence_isDropped_andDecodingGoesOn() {
    let long = "\u{1B}[" + String(repeating: "1;", count: 20) + "A"
    var decoder = KeyDecoder()
    let keys = decoder.decode(Array(long.utf8))
    #expect(keys == [])  // dropped whole: its digits and `;` never become text
    #expect(decoder.decode([0x0D]) == [.enter])
  }

  @Test func malformedUTF8_isDropped_andTheNextByteDecoded() {
    #expect(decode([0xE5, 0x41]) == [.character("A")])  // lead byte, then ASCII
    #expect(decode([0x80, 0xBF, 0x42]) == [.character("B")])  // stray continuations
    #expect(decode([0xC0, 0xAF, 0xF5, 0x43]) == [.character("C")])  // invalid leads
    #expect(decode([0xED, 0xA0, 0x80, 0x44]) == [.character("D")])  // a surrogate
  }

  @Test func altKey_isDropped() {
    #expect(decode("\u{1B}x") == [])
  }

  @Test func randomBytes_neverCrash_andNeverLeaveItStuck() {
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<2_000 {
      var decoder = KeyDecoder()
      let count = Int(generator.next() % 64)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      _ = decoder.decode(bytes)
      _ = decoder.flush()
      // Whatever came before, a plain Return is a Return.
      #expect(decoder.decode([0x0D]) == [.enter], "after \(bytes)")
    }
  }

  @Test func randomBytes_decodeTheSameHoweverTheyAreSplit() {
    var generator = SplitMix64(seed: 42)
    let alphabet: [UInt8] = [
      0x1B, 0x5B, 0x4F, 0x41, 0x31, 0x3B, 0x7E, 0x0D, 0xE5, 0x89, 0x8A, 0x61,
    ]
    for _ in 0..<500 {
      let bytes = (0..<40).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      var whole = KeyDecoder()
      let expected = whole.decode(bytes)
      var split = KeyDecoder()
      var keys: [Key] = []
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + 1 + Int(generator.next() % 5))
        keys += split.decode(bytes[start..<end])
        start = end
      }
      #expect(keys == expected, "\(bytes)")
    }
  }
}

/// A small deterministic generator, so a failure can be reproduced.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
