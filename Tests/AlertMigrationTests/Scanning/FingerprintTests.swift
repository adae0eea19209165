import Testing

@testable import AlertMigration

/// The fingerprint's fast paths against their definitions: the hexadecimal digits against
/// `String(_:radix:)`, the snippet hashed in place against hashing `LineLocator.snippet`.
@Suite struct FingerprintTests {
  @Test func hexadecimal_isSixteenLowerCaseDigits() {
    var random = SplitMix(seed: 16)
    var leadingZeros = 0
    for _ in 0..<5_000 {
      var hash = Fingerprint()
      hash.add((0..<Int(random.next() % 12)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
      let digits = String(hash.value, radix: 16)
      #expect(hash.hexadecimal == String(repeating: "0", count: 16 - digits.count) + digits)
      if digits.count < 16 { leadingZeros += 1 }
    }
    #expect(leadingZeros > 100)
  }

  @Test func addSnippet_hashesWhatSnippetReturns() {
    var random = SplitMix(seed: 48)
    let pieces = [
      "a", "UIAlertView", " ", "\t", "\n", "\r", "\r\n", "é", "😀", "\u{2028}", "(", "\"",
      String(repeating: "x", count: 50), String(repeating: " ", count: 30),
    ]
    var compared = 0
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<Int(random.next() % 40) {
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      let bytes = Array(text.utf8)
      SourceBytes.withCopy(of: bytes) { source in
        for offset in 0...bytes.count {
          var fast = Fingerprint()
          fast.add("kind")
          fast.addSnippet(around: offset, in: source)
          var reference = Fingerprint()
          reference.add("kind")
          reference.add(LineLocator.snippet(around: offset, in: source))
          #expect(fast.value == reference.value, "\(offset) in \(bytes)")
          compared += 1
        }
      }
    }
    #expect(compared > 3_000)
  }
}
