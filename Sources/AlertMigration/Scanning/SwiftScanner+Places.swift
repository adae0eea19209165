// Where a name of interest can lead to a finding in Swift: what lets a file whose names in
// code all stand elsewhere go unlexed (`MigrationScanner.mayHaveFindings`).

extension SwiftScanner {
  /// What the bytes around a name of interest in code tell of it (`place(ofNameAt:in:facts:)`).
  enum NamePlace {
    /// It may lead to a finding.
    case mayLead
    /// It cannot lead to a finding where it stands.
    case leadsNowhere
    /// It can lead only to a `text-field` finding, which a migrated file does not have: one
    /// whose code spells `LegacyAlertView` and no name of UIKit's legacy API
    /// (`LegacyAPI.dropMigratedTextFieldUses`).
    case textFieldUse
  }

  /// What a Swift file spells anywhere (in code, comments or strings alike), each searched for
  /// once, when a place first needs it.
  struct FileFacts {
    /// Whether it spells `addAction`.
    var addAction: Bool?
    /// Whether it may have an `@objc` attribute (`mayHaveObjCAttribute`).
    var objc: Bool?
    /// Whether an `@` in it is followed by something other than a name (`hasOddAttribute`).
    var oddAttribute: Bool?
    /// What its `LegacyAlertView` creations may be (`creations(in:)`).
    var creations: (maySwiftOrder: Bool, surelyObjectiveCOrder: Bool)?
  }

  /// What the name of interest at `offset` (a whole identifier, in code) can lead to where it
  /// stands.
  ///
  /// The protocol names, `UIAlertView`, `UIActionSheet` and their style types can lead to a
  /// finding anywhere. The others only in some places, which the bytes around the name rule out
  /// or not:
  /// - a delegate method's name (`alertView`, `actionSheet`, `willPresent`, ...) leads to a
  ///   finding only as the name of a `func` (`readFunction`), so only after a token that ends in
  ///   `c`, and not in a migrated method that has no manual step (`isQuietMigratedMethod`); or
  ///   as a member called as an optional requirement (`checkOptionalRequirementCall`), so only
  ///   after a `.`, right before a `?` or a `!` and then a `(` (not `willPresent` and
  ///   `didPresent`);
  /// - `alertViewStyle` only as a member (`visitMember`), so only after a `.`; `textFieldAtIndex`
  ///   only as a member called, so also only before a `(`; `textField` only as a member called
  ///   with `at:` first, so only before `(`, `at` and `:`;
  /// - of those, `alertViewStyle` leads only to a `text-field` finding, and so does `textField`
  ///   when what its call returns is not used for a member `AlertTextField` lacks
  ///   (`checkTextFieldUse`): they are `textFieldUse`;
  /// - `UIAlertController` in a creation (before a `(`, or a `.` and `init`), or as the type of
  ///   a value whose `addAction` is called (so only in a file that spells `addAction`
  ///   somewhere, and only where a name can be bound to it: `controllerMayBeBound`).
  ///
  /// The token before a name is found past blanks and, at the start of a line, past the line
  /// ends and blanks before it: the last byte of the line before is that token's last byte,
  /// unless the line has a `/` or a backtick (a comment or a quoted name may end there). A `/`
  /// and a backtick are taken as any token, before or after a name, as they may hide one.
  ///
  /// Every other finding needs a class or protocol name in code: the members of a legacy
  /// receiver need a receiver bound to one, a `tag` read the body of a delegate method. So a
  /// file whose names in code all stand where they cannot lead to a finding has none, and a
  /// file whose names in code are otherwise only `textFieldUse`s has none when its code spells
  /// `LegacyAlertView` (no UIKit name is then in code: each leads to a finding).
  static func place(ofNameAt offset: Int, in text: SourceBytes, facts: inout FileFacts)
    -> NamePlace
  {
    var end = offset
    while end < text.count, ByteClass.isIdentifierBody(text[end]) { end += 1 }
    let word = word(from: offset, to: end, in: text)
    switch word {
    case .alertView, .actionSheet, .alertViewCancel, .actionSheetCancel, .willPresent,
      .didPresent, .alertViewShouldEnableFirstOtherButton, .willPresentAlertView,
      .didPresentAlertView, .willPresentActionSheet, .didPresentActionSheet:
      let before = byteBefore(offset, in: text)
      // A member called as an optional requirement (`delegate?.alertView?(…)`): a `?` or `!`
      // right after the name, then a `(`; not `willPresent` or `didPresent`, names apps give
      // their own closures.
      if word != .willPresent, word != .didPresent, mayFollowDot(before), end < text.count,
        text[end] == UInt8(ascii: "?") || text[end] == UInt8(ascii: "!"),
        mayBe(ASCII.openParen, at: significant(from: end + 1, in: text), in: text)
      {
        return .mayLead
      }
      guard mayFollowFunc(before) else { return .leadsNowhere }
      return isQuietMigratedMethod(named: offset..<end, in: text, facts: &facts)
        ? .leadsNowhere : .mayLead
    case .alertViewStyle:
      return mayFollowDot(byteBefore(offset, in: text)) ? .textFieldUse : .leadsNowhere
    case .textFieldAtIndex:
      return mayFollowDot(byteBefore(offset, in: text))
        && mayBe(ASCII.openParen, at: significant(from: end, in: text), in: text)
        ? .mayLead : .leadsNowhere
    case .textField:
      guard mayFollowDot(byteBefore(offset, in: text)),
        mayOpenCall(labelled: "at", after: end, in: text)
      else { return .leadsNowhere }
      return usesOnlyMirroredMembers(ofCallAfter: end, in: text) ? .textFieldUse : .mayLead
    case .uiAlertController:
      if controllerMayBeCreated(end: end, in: text) { return .mayLead }
      guard controllerMayBeBound(at: offset, end: end, in: text, facts: &facts) else {
        return .leadsNowhere
      }
      if facts.addAction == nil { facts.addAction = spellsAddAction(text) }
      return facts.addAction == true ? .mayLead : .leadsNowhere
    default:
      return .mayLead
    }
  }

  /// Whether the code spells `LegacyAlertView`: an identifier token of it stands outside every
  /// comment and literal.
  ///
  /// The skim finds a name where a token other than a string covers its first byte. Besides an
  /// identifier, that can be a directive (`#LegacyAlertView`), a number (`1e+LegacyAlertView`)
  /// or a quoted name (`` `a LegacyAlertView` ``, which the lexer does not mark as the word):
  /// only a name that `isPlainIdentifier` tells is counted. Any other token that covers the
  /// name is an identifier that starts there (the byte before is no identifier byte) and ends
  /// with it: the lexer marks it as the word `legacyAlertView`.
  static func codeSpellsLegacyAlertView(_ text: SourceBytes) -> Bool {
    guard let first = legacyAlertViewSearch.firstName(in: text, from: 0) else { return false }
    return SwiftLexer.codeSpellsName(text, prefilter: legacyAlertViewSearch, first: first) {
      isPlainIdentifier(at: $0, in: text)
    }
  }

  static let legacyAlertViewSearch = Prefilter(names: ["LegacyAlertView"])

  /// Whether the name at `offset` stands in a comment or a string literal whatever the lexer's
  /// state at the start of its line: its line is `P o M name`, where `o` is a `"` not followed
  /// by another, or a run of two or more `/`; the prefix `P` has none of `"` `/` `\` `*` `#`
  /// `)` and backtick, the middle `M` none of `"` `/` `\` `*` `#`; and for a `"` the line before
  /// does not end in `\` or `#`.
  ///
  /// At the start of a line the lexer (`SwiftLexer.tokenize`; the skim agrees with it) is in
  /// one of five states, as no other token spans a line end (a single-line string ends at its
  /// line's end unless that is escaped; a backticked name and a line comment end there too):
  /// - In code, possibly in an interpolation. `P` opens nothing: no comment (`/`), string
  ///   (`"`, `#"`), regex literal (`#/`) or backticked name (whose quote would swallow `o`),
  ///   and closes no interpolation (`)`); each of its bytes is a token or part of an
  ///   identifier, number or operator token that ends before `o` (an operator stops before
  ///   `//`). So `o` is read as code: `//` opens a line comment, which holds the name; `"`
  ///   opens a single-line string (no `#` before it, no `""` after), which `M` neither closes
  ///   (`"`) nor interrupts (`\`), and which ends with the line at the earliest: it holds the
  ///   name.
  /// - In a block comment: only `/*` and `*/` change it, and there is no `*` before the name.
  /// - In a multi-line string: only `"""` (then `#`s) ends it and only `\` (then `#`s) opens an
  ///   interpolation or escapes; before the name there is no `\` and only the `"` of `o`,
  ///   not followed by another.
  /// - In an extended regex literal (`#/`, at least one `#`): it ends only at `/` followed by
  ///   its `#`s, and no `#` comes before the name; a `\` would escape a byte, and there is none.
  /// - In a single-line string whose line end before was escaped (`\`, or `\` and `#`s in a raw
  ///   string): excluded for a `"`, which would end it; after `//` nothing ends it before the
  ///   name, as for a multi-line string.
  /// In none of them is the name's first byte the start of an identifier token, so it cannot
  /// lead to a finding.
  ///
  /// The line is read backwards from the name, once, 16 bytes at a time up to the next byte
  /// that matters.
  ///
  /// The rule reads at most `lineReach` bytes before the name: further back it answers no (the
  /// skim then tells), so a file of one long line with many names is read in linear time.
  static func standsOutsideCode(_ offset: Int, in text: SourceBytes) -> Bool {
    let bytes = text.start
    let floor = max(0, offset - lineReach)
    // `M`, back to `o` (a backtick or `)` may stand in it).
    var index = lastStop(before: offset, in: text, notBefore: floor)
    while index >= 0, bytes[index] == ASCII.backtick || bytes[index] == ASCII.closeParen {
      index = lastStop(before: index, in: text, notBefore: floor)
    }
    guard index >= 0 else { return false }
    let quoted = bytes[index] == ASCII.quote
    if quoted {
      // The byte after the quote is in `M` or the name's first: no quote.
    } else if bytes[index] == ASCII.slash {
      var slashes = 0
      while index >= 0, bytes[index] == ASCII.slash {
        slashes += 1
        index -= 1
      }
      guard slashes >= 2 else { return false }
      index += 1
    } else {
      return false
    }
    // `P`, back to the line's start.
    index = lastStop(before: index, in: text, notBefore: floor)
    guard index == -1 || index >= 0 && ASCII.isLineEnd(bytes[index]) else { return false }
    guard quoted, index >= 0 else { return true }
    // The last byte of the line before, past its line end (`\r\n` or one byte).
    var last = index - 1
    if bytes[index] == ASCII.newline, last >= 0, bytes[last] == ASCII.carriageReturn { last -= 1 }
    return last < 0 || bytes[last] != ASCII.backslash && bytes[last] != ASCII.hash
  }

  /// The offset of the last byte before `end` that is a line end or one of `"` `/` `\` `*` `#`
  /// `)` and backtick, or -1: 16 bytes at a time, then byte by byte at the text's start.
  ///
  /// With a `floor` above 0, the search stops there: `Int.min` when no such byte is at or after
  /// it (the text's start gives -1).
  static func lastStop(before end: Int, in text: SourceBytes, notBefore floor: Int = 0) -> Int {
    let raw = UnsafeRawPointer(text.start)
    @inline(__always)
    func mask(_ block: SIMD16<UInt8>, _ byte: UInt8) -> SIMDMask<SIMD16<Int8>> {
      block .== SIMD16<UInt8>(repeating: byte)
    }
    var end = end
    while end >= 16, end > floor {
      let block = raw.loadUnaligned(fromByteOffset: end - 16, as: SIMD16<UInt8>.self)
      var found = mask(block, ASCII.quote) .| mask(block, ASCII.slash)
      found = found .| mask(block, ASCII.backslash) .| mask(block, ASCII.star)
      found = found .| mask(block, ASCII.hash) .| mask(block, ASCII.closeParen)
      found = found .| mask(block, ASCII.backtick) .| mask(block, ASCII.newline)
      found = found .| mask(block, ASCII.carriageReturn)
      let words = unsafeBitCast(found, to: SIMD2<UInt64>.self)
      // A stop is a byte 0xFF: its highest bit, over 8, is its place in the word.
      if words[1] != 0 { return end - 8 + (63 - words[1].leadingZeroBitCount) >> 3 }
      if words[0] != 0 { return end - 16 + (63 - words[0].leadingZeroBitCount) >> 3 }
      end -= 16
    }
    while end > max(floor, 0) {
      end -= 1
      switch text[end] {
      case ASCII.quote, ASCII.slash, ASCII.backslash, ASCII.star, ASCII.hash, ASCII.closeParen,
        ASCII.backtick, ASCII.newline, ASCII.carriageReturn:
        return end
      default:
        continue
      }
    }
    return floor > 0 ? Int.min : -1
  }

  /// How many bytes before a name `standsOutsideCode` reads at most.
  static let lineReach = 1_024

  /// The word of the whole identifier from `offset` to `end`.
  private static func word(from offset: Int, to end: Int, in text: SourceBytes) -> Word? {
    let token = Token(
      start: Int32(truncatingIfNeeded: offset), length: Int32(truncatingIfNeeded: end - offset),
      kind: .identifier, newlineBefore: false)
    return Vocabulary.swift.word(token, in: text)
  }

  /// The byte before `offset`, past blanks, where the token before the name there ends: see
  /// `tokenEndBefore`.
  static func byteBefore(_ offset: Int, in text: SourceBytes) -> UInt8 {
    tokenEndBefore(offset, in: text).byte
  }

  /// The last byte of the token before `offset` and its offset: the byte before it past blanks
  /// (as `LexerCursor.skipSpace` passes them); at the start of a line, the last byte of the
  /// line before that is not blank, or a `/` when that line has a `/` or a backtick (a comment
  /// or a quoted name may end there). A line feed (offset -1) at the start of the file.
  static func tokenEndBefore(_ offset: Int, in text: SourceBytes) -> (byte: UInt8, offset: Int) {
    var index = offset - 1
    var crossedLine = false
    while index >= 0 {
      let byte = text[index]
      let bits = ByteClass.table[Int(byte)]
      if bits & ByteClass.lineEnd != 0 {
        crossedLine = true
      } else if bits & ByteClass.blank == 0 {
        break
      }
      index -= 1
    }
    guard index >= 0 else { return (ASCII.newline, -1) }
    if crossedLine {
      var start = index
      while start >= 0, !ASCII.isLineEnd(text[start]) {
        if text[start] == ASCII.slash || text[start] == ASCII.backtick {
          return (ASCII.slash, start)
        }
        start -= 1
      }
    }
    return (text[index], index)
  }

  /// The offset of the first byte at or after `offset` that is neither blank nor a line end
  /// (as `LexerCursor.skipSpace` passes them), or the end of `text`.
  static func significant(from offset: Int, in text: SourceBytes) -> Int {
    var index = offset
    while index < text.count,
      ByteClass.table[Int(text[index])] & (ByteClass.blank | ByteClass.lineEnd) != 0
    {
      index += 1
    }
    return index
  }

  /// Whether the token at `index` (a significant byte, or the end) may be `byte`: it is, or it
  /// may hide behind a comment or a backtick.
  private static func mayBe(_ byte: UInt8, at index: Int, in text: SourceBytes) -> Bool {
    guard index < text.count else { return false }
    return text[index] == byte || mayHideTokenAfter(text[index])
  }

  /// Whether the tokens after a name that ends at `end` may be `(`, `label` and `:`.
  private static func mayOpenCall(
    labelled label: StaticString, after end: Int, in text: SourceBytes
  ) -> Bool {
    let open = significant(from: end, in: text)
    guard open < text.count else { return false }
    guard text[open] == ASCII.openParen else { return mayHideTokenAfter(text[open]) }
    let start = significant(from: open + 1, in: text)
    guard start < text.count else { return false }
    if mayHideTokenAfter(text[start]) { return true }
    var labelEnd = start
    while labelEnd < text.count, ByteClass.isIdentifierBody(text[labelEnd]) { labelEnd += 1 }
    let spelled = Token(
      start: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: labelEnd - start),
      kind: .identifier, newlineBefore: false)
    guard labelEnd > start, text.token(spelled, is: label) else { return false }
    return mayBe(ASCII.colon, at: significant(from: labelEnd, in: text), in: text)
  }

  /// Whether `UIAlertController` ending at `end` may be created there. (A subclass of it is
  /// modern code and no finding.)
  private static func controllerMayBeCreated(end: Int, in text: SourceBytes) -> Bool {
    // A creation: `UIAlertController(…)`, `UIAlertController.init(…)`.
    let after = significant(from: end, in: text)
    if mayBe(ASCII.openParen, at: after, in: text) { return true }
    if after < text.count, text[after] == ASCII.dot {
      let member = significant(from: after + 1, in: text)
      if member < text.count, mayHideTokenAfter(text[member]) { return true }
      var memberEnd = member
      while memberEnd < text.count, ByteClass.isIdentifierBody(text[memberEnd]) { memberEnd += 1 }
      let spelled = Token(
        start: Int32(truncatingIfNeeded: member),
        length: Int32(truncatingIfNeeded: memberEnd - member), kind: .identifier,
        newlineBefore: false)
      if memberEnd > member, text.token(spelled, is: "init") { return true }
    }
    return false
  }

  /// Whether `UIAlertController` at `offset` may be the type a name is bound to (`typeHolds`):
  /// after a `:` (a declaration's or a parameter's type, perhaps past attributes, `inout` or
  /// `UIKit.`), or after `as`, `as?` or `as!` (`castMayBind`). After `is`, `(`, `[`, `<`, `,`,
  /// `=` and other operators, at the file's start, after `as` inside parentheses, as the name
  /// a `class`, `struct`, `enum`, `extension`, `protocol` or `actor` declares, and before a `.`
  /// (a member type; `.init(` is a creation, found before), it is no type a name is bound to. The token before is found as for the other places; a `/`, a
  /// backtick, a `)`, an `@` or another name before it may be anything.
  private static func controllerMayBeBound(
    at offset: Int, end: Int, in text: SourceBytes, facts: inout FileFacts
  ) -> Bool {
    // A member type (`UIAlertController.Style`) is other than the class (`typeHolds`); `...`
    // and `..<` are operators.
    let after = significant(from: end, in: text)
    if after < text.count, text[after] == ASCII.dot, text[after + 1] != ASCII.dot {
      return false
    }
    let (byte, at) = tokenEndBefore(offset, in: text)
    // `typeHolds` passes over `@` and the token after it, whatever it is: a name or an operator
    // (`followsAttribute`), or in a file with an `@` before something else, anything.
    if followsAttribute(tokenEndingAt: at, in: text) { return true }
    if facts.oddAttribute == nil { facts.oddAttribute = hasOddAttribute(text) }
    if facts.oddAttribute == true { return true }
    switch byte {
    case ASCII.colon, ASCII.dot, ASCII.slash, ASCII.backtick, ASCII.closeParen, ASCII.at:
      return true
    case ASCII.question, ASCII.exclamation:
      guard at >= 2, text[at - 1] == UInt8(ascii: "s"), text[at - 2] == UInt8(ascii: "a"),
        at == 2 || !ByteClass.isIdentifierBody(text[at - 3])
      else { return true }
      return castMayBind(as: at - 2, in: text)
    default:
      guard at >= 0, ByteClass.isIdentifierBody(byte) else { return false }
      var start = at
      while start > 0, ByteClass.isIdentifierBody(text[start - 1]) { start -= 1 }
      switch word(from: start, to: at + 1, in: text) {
      case .as: return castMayBind(as: start, in: text)
      case .class, .struct, .enum, .extension, .protocol, .actor: return false  // a type's name
      default: break
      }
      // `is`, which no vocabulary has.
      return
        !(at - start == 1 && text[start] == UInt8(ascii: "i")
        && text[start + 1] == UInt8(ascii: "s"))
    }
  }

  /// Whether some `@` in `text` (in code, comments or strings alike) is followed, past blanks and
  /// line ends, by something other than an ASCII letter or `_`: a string, a number, a quoted
  /// name or punctuation, which `typeHolds` would pass over with the `@`.
  private static func hasOddAttribute(_ text: SourceBytes) -> Bool {
    var index = 0
    while let at = nextByte(ASCII.at, from: index, in: text) {
      let next = significant(from: at + 1, in: text)
      guard next < text.count else { return true }
      let byte = text[next] | 0x20
      if !(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) && text[next] != ASCII.underscore
      {
        return true
      }
      index = at + 1
    }
    return false
  }

  /// The offset of the first `byte` at or after `start` in `text`, 16 bytes at a time.
  private static func nextByte(_ byte: UInt8, from start: Int, in text: SourceBytes) -> Int? {
    let raw = UnsafeRawPointer(text.start)
    let pattern = SIMD16<UInt8>(repeating: byte)
    var index = start
    while index < text.count {
      let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let marks = unsafeBitCast(block .== pattern, to: SIMD2<UInt64>.self)
      for half in 0..<2 {
        let bits = marks[half] & 0x8080_8080_8080_8080
        if bits != 0 {
          let found = index + half * 8 + bits.trailingZeroBitCount >> 3
          return found < text.count ? found : nil
        }
      }
      index += 16
    }
    return nil
  }

  /// Whether the token that ends at `at` may follow an `@` (or a comment or a quoted name that
  /// may hide one): the token is an identifier, an operator or one other byte.
  private static func followsAttribute(tokenEndingAt at: Int, in text: SourceBytes) -> Bool {
    guard at >= 0 else { return false }
    var start = at
    let byte = text[at]
    if ByteClass.isIdentifierBody(byte) {
      while start > 0, ByteClass.isIdentifierBody(text[start - 1]) { start -= 1 }
    } else if isOperatorByte(byte) {
      while start > 0, isOperatorByte(text[start - 1]) { start -= 1 }
    }
    let before = tokenEndBefore(start, in: text).byte
    return before == ASCII.at || before == ASCII.slash || before == ASCII.backtick
  }

  /// A byte of an operator token (`/`, `=`, `-`, `+`, `!`, `*`, `%`, `<`, `>`, `&`, `|`, `^`,
  /// `~`, `?`, `.`).
  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Whether the cast whose `as` starts at `start` may give a declared name its type: it is not
  /// inside parentheses. A declaration's value (`expressionHolds`) is read past every group in
  /// parentheses, so a cast inside one binds nothing, unless a `let` or `var` inside the group
  /// declares the name (`case (let c as T, _)`). The line is read back from the `as` over names,
  /// blanks, `.`, `?`, `!` and closed groups of those and `,` and `:`; an open parenthesis there
  /// puts the cast inside a group. Anything else (`=`, a brace, a comment or literal, the line's
  /// start, `let`, `var`) may not.
  private static func castMayBind(as start: Int, in text: SourceBytes) -> Bool {
    var index = start - 1
    var depth = 0
    while index >= 0 {
      let byte = text[index]
      if byte == ASCII.closeParen {
        depth += 1
      } else if byte == ASCII.openParen {
        // An interpolation's `\(` (or `\#(`) is no parenthesis token.
        if index > 0, text[index - 1] == ASCII.backslash || text[index - 1] == ASCII.hash {
          return true
        }
        if depth == 0 { return false }
        depth -= 1
      } else if isNameByte(byte) {
        var wordStart = index
        while wordStart > 0, isNameByte(text[wordStart - 1]) { wordStart -= 1 }
        if index - wordStart == 2,
          text.bytes(at: wordStart, length: 3, are: "let")
            || text.bytes(at: wordStart, length: 3, are: "var")
        {
          return true
        }
        index = wordStart
      } else if !(isBlank(byte) || byte == ASCII.dot || byte == ASCII.question
        || byte == ASCII.exclamation
        || (depth > 0 && (byte == ASCII.comma || byte == ASCII.colon)))
      {
        return true
      }
      index -= 1
    }
    return true
  }

  /// Whether `text` spells `addAction` anywhere as a whole identifier (in code, comments or
  /// strings alike).
  static func spellsAddAction(_ text: SourceBytes) -> Bool {
    firstWholeName("addAction", in: text) { _ in true }
  }

  /// Whether some whole identifier spelling `name` (in code, comments or strings alike) passes
  /// `test`, given its start; the names are tested in order, up to the first that passes.
  ///
  /// Sixteen positions at a time are tested for the name's first byte with its fourth (or last)
  /// byte three (or fewer) bytes after it, reading into the padding after the text, and only
  /// those are compared. `name` has at least two bytes.
  static func firstWholeName(
    _ name: StaticString, in text: SourceBytes, where test: (Int) -> Bool
  ) -> Bool {
    let length = name.utf8CodeUnitCount
    let distance = min(3, length - 1)
    let raw = UnsafeRawPointer(text.start)
    let first = SIMD16<UInt8>(repeating: name.utf8Start[0])
    let later = SIMD16<UInt8>(repeating: name.utf8Start[distance])
    var index = 0
    while index + length <= text.count {
      let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let ahead = raw.loadUnaligned(fromByteOffset: index + distance, as: SIMD16<UInt8>.self)
      let marks = unsafeBitCast(block .== first .& ahead .== later, to: SIMD2<UInt64>.self)
      for half in 0..<2 {
        var bits = marks[half] & 0x8080_8080_8080_8080
        while bits != 0 {
          let start = index + half * 8 + bits.trailingZeroBitCount >> 3
          bits &= bits - 1
          guard start + length <= text.count else { return false }
          if start == 0 || !ByteClass.isIdentifierBody(text[start - 1]),
            !ByteClass.isIdentifierBody(text[start + length]),
            text.bytes(at: start, length: length, are: name), test(start)
          {
            return true
          }
        }
      }
      index += 16
    }
    return false
  }

  /// Whether a `func` token may come just before a name that has `byte` before it.
  private static func mayFollowFunc(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "c") || mayHideToken(byte)
  }

  /// Whether a `.` token may come just before a name that has `byte` before it.
  private static func mayFollowDot(_ byte: UInt8) -> Bool {
    byte == ASCII.dot || mayHideToken(byte)
  }

  private static func mayHideToken(_ byte: UInt8) -> Bool {
    byte == ASCII.slash || byte == ASCII.backtick || byte == ASCII.newline
  }

  /// Whether a token after a name that starts with `byte` may hide the one looked for: a
  /// comment or a quoted name.
  private static func mayHideTokenAfter(_ byte: UInt8) -> Bool {
    byte == ASCII.slash || byte == ASCII.backtick
  }
}
