import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// The table-driven lexers against the lexers as they were (ReferenceLexers.swift):
/// the same tokens, with the same kinds, offsets and line-break flags, and the same block
/// comments, on the fixtures, the prefilter's corpus, the project's own sources and random text
/// made of the bytes that change a lexer's state.
@Suite struct LexerEquivalenceTests {
  /// Pieces random inputs are made of: every delimiter the lexers know, and plain text.
  static let pieces =
    [
      "\"", "\"\"\"", "#", "##", "\\", "\\(", "(", ")", "/", "*", "/*", "*/", "//", "\n", "\r",
      "\r\n", " ", "\t", "\u{0B}", "\u{0C}", "\0", "a", "x1", "UIAlertView", "alertView", "'", "@",
      "`", "1", "0x1p-3", "1e+5", ".", "..", "...<", "R\"x(", ")x\"", "u8'", "L\"", "é", "\u{FEFF}",
      "#!", "#/", "/#", "#import", "<", ">", "?", "!", "=", "==", "??", "!=", "{", "}", "[", "]",
      ":", ";", ",", "$0", "_", "@\"", "@interface", "#if", "&", "|", "^", "~", "%", "-", "+",
      "#pragma", "#warning ", "# error", "\\\n", "\\\r\n",
    ] + longPieces

  /// Pieces longer than the lexers' steps (4 bytes of indentation, 16-byte blocks, 4 bytes of
  /// a name): indentation of every length to past a block, with a tab or a CR after it, and
  /// names, comments and literals that run over one or more blocks.
  static let longPieces =
    (1...19).map { "\n" + String(repeating: " ", count: $0) } + [
      "\n" + String(repeating: " ", count: 33), "\n  \t  ", "\n    \r", "\r\n      ",
      "abcdefghijklmnopq", "UIAlertViewDelegate_2", "é1é2é3é4é5é6é7é8", "0x1234_5678_9abc_def0",
      "// a line comment that runs over a block\n", "// \r", "/* a block comment /* in one */ */",
      "\"a string that runs over one block\"", "\"é \\\" \\(x) long enough to span\"",
      "@\"an Objective-C string over a block\"", "'a character literal over a block'",
      "#\"a raw string over one block\"#", "\"\"\"\nmulti\nline\n\"\"\"",
      "#/a regex \\/ over a block/#",
    ]

  static func randomInputs() -> [[UInt8]] {
    var random = SplitMix(seed: 2_024)
    var inputs: [[UInt8]] = []
    for _ in 0..<3_000 {
      var text: [UInt8] = []
      let length = Int(random.next() % 60)
      for _ in 0..<length {
        text += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
      }
      inputs.append(text)
    }
    // Long texts: hundreds of tokens cross the staging buffer's flushes (340 tokens).
    for _ in 0..<24 {
      var text: [UInt8] = []
      for _ in 0..<2_000 {
        text += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
      }
      inputs.append(text)
    }
    // Raw bytes, invalid UTF-8 included.
    for _ in 0..<500 {
      let length = Int(random.next() % 200)
      inputs.append((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) })
    }
    return inputs
  }

  /// The project's Swift, Objective-C and header files, found from this file's path.
  static func projectSources() -> [[UInt8]] {
    let root = Toolchain.packageRoot
    var result: [[UInt8]] = []
    for folder in ["Sources", "Tests", "Examples"] {
      let base = root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walk
      where ["swift", "m", "h", "mm"].contains((relative as NSString).pathExtension) {
        if let data = FileManager.default.contents(
          atPath: base.appendingPathComponent(relative).path)
        {
          result.append(Array(data))
        }
      }
    }
    return result
  }

  static func inputs() -> [[UInt8]] {
    ScanPrefilterTests.fixtures.map { Array($0.text.utf8) }
      + ScanPrefilterTests.corpus.map(\.bytes) + randomInputs() + projectSources()
  }

  @Test func swiftLexer_matchesTheReferenceLexer() {
    var storage = TokenizedSource()
    var compared = 0
    for input in Self.inputs() {
      SourceBytes.withCopy(of: input) { text in
        let expected = ReferenceSwiftLexer.tokenize(text, recordsComments: true)
        SwiftLexer.tokenize(text, recordsComments: true, into: &storage)
        #expect(storage.tokens == expected.tokens, "\(String(decoding: input, as: UTF8.self))")
        #expect(storage.blockComments == expected.blockComments)
        #expect(SwiftLexer.tokenize(text).tokens == expected.tokens)
        compared += expected.tokens.count
      }
    }
    #expect(compared > 100_000)
  }

  /// What the scanners read of `tokens`, worked out from the tokens alone: the tokens whose
  /// kind is in `kinds` and that spell a word, the bracket pairs (a closer pairs with the last
  /// unpaired opener of its kind), and the braces, words and dots in order.
  static func marks(
    of tokens: [Token], in text: SourceBytes, vocabulary: Vocabulary, kinds: [Token.Kind]
  ) -> (words: [String], pairs: [String], events: [Int32], interest: Bool) {
    var words: [String] = []
    var pairs: [String] = []
    var events: [Int32] = []
    var interest = false
    var openers: [UInt8: [Int]] = [:]
    let closers: [UInt8: UInt8] = [0x29: 0x28, 0x5D: 0x5B, 0x7D: 0x7B]
    for (index, token) in tokens.enumerated() {
      if kinds.contains(token.kind), let word = vocabulary.word(token, in: text) {
        words.append("\(index):\(word)")
        events.append(Int32(index))
        if word.isInterest { interest = true }
      }
      guard token.kind == .punctuation else { continue }
      let byte = text[Int(token.start)]
      switch byte {
      case 0x28, 0x5B, 0x7B:
        openers[byte, default: []].append(index)
        if byte == 0x7B { events.append(Int32(index)) }
      case 0x29, 0x5D, 0x7D:
        if let opener = openers[closers[byte]!]?.popLast() { pairs.append("\(opener)-\(index)") }
        if byte == 0x7D { events.append(Int32(index)) }
      case ASCII.dot:
        events.append(Int32(index))
      default:
        break
      }
    }
    return (words, pairs, events, interest)
  }

  // The Swift lexer's marks are what the tokens show, on every input.
  @Test func swiftLexer_marksWhatTheTokensShow() {
    var storage = TokenizedSource()
    var marked = 0
    for input in Self.inputs() {
      SourceBytes.withCopy(of: input) { text in
        SwiftLexer.tokenize(text, marking: true, into: &storage)
        let expected = Self.marks(
          of: storage.tokens, in: text, vocabulary: .swift, kinds: [.identifier])
        let marks = storage.marks
        #expect(marks.isMarked)
        #expect(marks.words.map { "\($0.index):\($0.word)" } == expected.words)
        #expect(marks.pairs.map { "\($0.open)-\($0.close)" } == expected.pairs)
        #expect(marks.events == expected.events, "\(String(decoding: input, as: UTF8.self))")
        #expect(marks.mentionsInterest == expected.interest)
        marked += marks.words.count + marks.pairs.count
      }
    }
    #expect(marked > 100_000)
  }

  // The Objective-C lexer's words are those of the identifier and directive tokens.
  @Test func objCLexer_marksWhatTheTokensShow() {
    var storage = TokenizedSource()
    var marked = 0
    for input in Self.inputs() {
      SourceBytes.withCopy(of: input) { text in
        ObjCLexer.tokenize(text, marking: true, into: &storage)
        let expected = Self.marks(
          of: storage.tokens, in: text, vocabulary: .objectiveC, kinds: [.identifier, .directive])
        #expect(storage.marks.isMarked)
        #expect(storage.marks.words.map { "\($0.index):\($0.word)" } == expected.words)
        #expect(storage.marks.mentionsInterest == expected.interest)
        marked += storage.marks.words.count
      }
    }
    #expect(marked > 20_000)
  }

  @Test func objCLexer_matchesTheReferenceLexer() {
    var storage = TokenizedSource()
    var compared = 0
    for input in Self.inputs() {
      SourceBytes.withCopy(of: input) { text in
        let expected = ReferenceObjCLexer.tokenize(text)
        ObjCLexer.tokenize(text, into: &storage)
        #expect(storage.tokens == expected.tokens, "\(String(decoding: input, as: UTF8.self))")
        #expect(ObjCLexer.tokenize(text).tokens == expected.tokens)
        compared += expected.tokens.count
      }
    }
    #expect(compared > 100_000)
  }

  // The UTF-8 check that passes over 32 ASCII bytes at a time finds the first byte
  // that is not well-formed UTF-8: the bytes before it are, the whole is not; every length
  // around the 8- and 32-byte steps, with sequences of every length and bad bytes anywhere.
  @Test func firstInvalidUTF8_isWhereWellFormedUTF8Ends() {
    var random = SplitMix(seed: 32)
    let pieces: [[UInt8]] = [
      [0x61], [0x20], [0x0A], [0xC3, 0xA9], [0xE2, 0x80, 0xA8], [0xF0, 0x9F, 0x98, 0x80],
      [0x80], [0xC3], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
    ]
    var invalid = 0
    for length in 0..<100 {
      for trial in 0..<30 {
        var bytes = (0..<length).map { _ in UInt8(ascii: "a") + UInt8(random.next() % 26) }
        if trial > 0 {
          let piece = pieces[Int(random.next() % UInt64(pieces.count))]
          let at = Int(random.next() % UInt64(length + 1))
          bytes.insert(contentsOf: piece, at: at)
        }
        let found = bytes.withUnsafeBufferPointer { TextEncoding.firstInvalidUTF8($0) }
        if let found {
          invalid += 1
          #expect(String(validating: bytes[..<found], as: UTF8.self) != nil, "\(bytes)")
          #expect(String(validating: bytes, as: UTF8.self) == nil, "\(bytes)")
        } else {
          #expect(String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
        }
      }
    }
    #expect(invalid > 500)
  }

  // The check that passes over ASCII 256 bytes at a time from a 16-byte boundary finds the
  // reference's offset: texts of every length up to 600 bytes, starting at each of the 16
  // alignments, with sequences of every length (well-formed, cut short at the end, or
  // ill-formed) at random places, runs of them, and bytes after the end of the view that
  // would be ill-formed if they were read.
  @Test func firstInvalidUTF8_isTheReferencesOffset_atEveryAlignment() {
    var random = SplitMix(seed: 256)
    let pieces: [[UInt8]] = [
      [0xC3, 0xA9], [0xE2, 0x80, 0xA8], [0xF0, 0x9F, 0x98, 0x80], [0xC2, 0x80], [0xDF, 0xBF],
      [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xF0, 0x90, 0x80, 0x80],
      [0xF4, 0x8F, 0xBF, 0xBF], [0x80], [0xC3], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x80],
    ]
    var (compared, invalid) = (0, 0)
    for round in 0..<6_000 {
      let length = Int(random.next() % UInt64(round % 4 == 0 ? 600 : 80))
      var bytes = (0..<length).map { _ in UInt8(ascii: " ") + UInt8(random.next() % 90) }
      for _ in 0..<Int(random.next() % 4) {
        var piece = pieces[Int(random.next() % UInt64(pieces.count))]
        if random.next() % 4 == 0 { piece += piece + piece }
        bytes.insert(contentsOf: piece, at: Int(random.next() % UInt64(bytes.count + 1)))
      }
      if round % 5 == 0, !bytes.isEmpty {
        bytes.removeLast(Int(random.next() % UInt64(min(3, bytes.count) + 1)))
      }
      let shift = Int(random.next() % 16)
      let framed = [UInt8](repeating: 0x41, count: shift) + bytes + [0xC3, 0xFF, 0x80]
      framed.withUnsafeBufferPointer { all in
        let view = UnsafeBufferPointer(rebasing: all[shift..<(shift + bytes.count)])
        let expected = ReferenceUTF8.firstInvalid(view)
        #expect(TextEncoding.firstInvalidUTF8(view) == expected, "\(bytes) at \(shift)")
        if expected != nil { invalid += 1 }
        compared += 1
      }
    }
    #expect(invalid > 1_500)
    #expect(compared - invalid > 1_500)
  }

  /// Line and column of `target` counted byte by byte from the start, as `LineLocator` did
  /// before it read eight bytes at a time.
  static func referenceLocation(of target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var (line, column) = (1, 1)
    var offset =
      bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    while offset < min(target, bytes.count) {
      let byte = bytes[offset]
      let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
      if byte == 0x0A || byte == 0x0D && next != 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80, byte != 0x0D {
        column += 1
      }
      offset += 1
    }
    return (line, column)
  }

  // The locator that passes over sixteen bytes at a time gives the lines and columns of
  // the byte-by-byte count, for increasing offsets in text with every kind of line end and
  // multi-byte characters, with lines and steps shorter and longer than a block.
  @Test func lineLocator_matchesTheByteByByteCount() {
    var random = SplitMix(seed: 8)
    let pieces = [
      "a", "bc", " ", "\n", "\r", "\r\n", "é", "\u{2028}", "😀", "\u{FEFF}", "UIAlertView", "\t",
      "\n\n", "é\n", "func alertView(_ alertView: UIAlertView) {", "\n    ",
    ]
    var compared = 0
    for round in 0..<800 {
      var text = random.next() % 4 == 0 ? "\u{FEFF}" : ""
      for _ in 0..<Int(random.next() % 120) {
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      let bytes = Array(text.utf8)
      SourceBytes.withCopy(of: bytes) { source in
        var locator = LineLocator(text: source)
        // No finding starts inside a byte order mark, so no offset there is asked for.
        var target = text.hasPrefix("\u{FEFF}") ? 3 : 0
        while target <= bytes.count + 2 {
          let found = locator.location(of: target)
          let expected = Self.referenceLocation(of: target, in: bytes)
          #expect(found == expected, "\(target) in \(bytes)")
          compared += 1
          target += Int(random.next() % (round % 2 == 0 ? 24 : 80))
        }
      }
    }
    #expect(compared > 2_000)
  }

  // The lexers write a token's fields with raw stores at the offsets of `Token`'s layout, and
  // leave an identifier's kind as the zero the staging slots start with.
  @Test func tokenLayout_isAsTheLexersWriteIt() {
    #expect(LexerCursor.layoutIsAsWritten)
  }

  // The word test that passes over names eight bytes at a time marks exactly the bytes that
  // are not identifier bytes, whatever the bytes around them: every byte value at every
  // position of a word, among identifier bytes and among others.
  @Test func nonIdentifierBytes_markExactlyTheOtherBytes() {
    var wrong: [String] = []
    for filler in [UInt8(ascii: "a"), UInt8(ascii: " "), 0xC3, 0x7F, 0x00] {
      for position in 0..<8 {
        for value in 0..<256 {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[position] = UInt8(value)
          let word = bytes.withUnsafeBytes {
            UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))
          }
          let marks = ByteClass.nonIdentifierBytes(word)
          for lane in 0..<8
          where (marks >> UInt64(lane * 8 + 7) & 1 == 1) == ASCII.isIdentifierBody(bytes[lane]) {
            wrong.append("\(bytes) lane \(lane)")
          }
          if marks & ~0x8080_8080_8080_8080 != 0 {
            wrong.append("\(bytes): bits below the high ones")
          }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  // Passing over names eight bytes at a time ends where a byte-by-byte walk ends, from every
  // start in generated text of identifier and other bytes.
  @Test func pastIdentifierBody_endsAtTheFirstOtherByte() {
    var random = SplitMix(seed: 0x1D)
    let alphabet =
      Array("aZ_$09 .(\n".utf8) + [0xC3, 0xA9, 0x7F, 0x40, 0x5B, 0x60, 0x7B, 0x2F, 0x3A]
    var compared = 0
    for _ in 0..<200 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(random.next() % 120) {
        // Runs of identifier bytes of every length, up to past two words.
        let run = Int(random.next() % 20)
        bytes += (0..<run).map { _ in alphabet[Int(random.next() % 6)] }
        bytes.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
      }
      let padded = bytes + [UInt8](repeating: 0, count: 64)
      padded.withUnsafeBufferPointer { buffer in
        for start in 0...bytes.count {
          var expected = start
          while ASCII.isIdentifierBody(buffer[expected]) { expected += 1 }
          #expect(ByteClass.pastIdentifierBody(from: start, in: buffer.baseAddress!) == expected)
          compared += 1
        }
      }
    }
    #expect(compared > 100_000)
  }

  // Lexing into the same storage again keeps its buffer (no allocation per file).
  @Test func tokenizeInto_reusesTheStorageBuffer() {
    var storage = TokenizedSource()
    let first = Array("let a = b(c, d) // e\n".utf8)
    let second = Array("f(g)\n".utf8)
    first.withUnsafeBufferPointer {
      SourceBytes.withCopy(of: $0) { SwiftLexer.tokenize($0, into: &storage) }
    }
    let address = storage.tokens.withUnsafeBufferPointer { $0.baseAddress }
    second.withUnsafeBufferPointer {
      SourceBytes.withCopy(of: $0) { ObjCLexer.tokenize($0, into: &storage) }
    }
    #expect(storage.tokens.count == 4)
    #expect(storage.tokens.withUnsafeBufferPointer { $0.baseAddress } == address)
  }
}
