// Migrated code read from its bytes: a delegate method that takes an AlertShim class and has no
// manual step, and a text field whose members are all AlertTextField's. The places
// (`SwiftScanner.place(ofNameAt:in:facts:)`) turn such names away without lexing the file.
//
// Each reader accepts only a narrow layout (ASCII names, blanks and line ends between tokens,
// nothing that could open or hide a comment, a literal or another token) and answers false for
// anything else, so the file is then lexed and scanned as before.

extension SwiftScanner {
  /// Whether the delegate method name at `name`, after `func` and blanks, declares a migrated
  /// method that `readFunction` reports nothing for: its first parameter is `_ x:` typed
  /// `LegacyAlertView` or `LegacyActionSheet`, its signature is the current one with the types
  /// AlertShim's protocol has, it is not `alertViewShouldEnableFirstOtherButton` unless the
  /// file's creations rule out its step (`creations(in:)`), and the file has no `@objc`. A
  /// requirement (no body) and a method name no delegate method has are quiet too.
  ///
  /// The bytes read are the `func` keyword just before the name and the parameter list, return
  /// type and brace after it. Between `func` and the name there are only blanks, so if the name
  /// is in code, `func` is a token just before it. The parameter list has only ASCII letters,
  /// digits, `_`, `.`, `?`, `!`, `:`, `,`, blanks and line ends, so no comment, literal or
  /// nested bracket is in it, and its tokens joined are its bytes without the blanks: the
  /// labels and types `readParameters` reads. After it, `async`, `throws` and `rethrows` are
  /// passed over, as `readFunction` does.
  static func isQuietMigratedMethod(
    named name: Range<Int>, in text: SourceBytes, facts: inout FileFacts
  ) -> Bool {
    guard followsFunc(name.lowerBound, in: text) else { return false }
    guard let signature = readSignature(after: name.upperBound, in: text) else { return false }
    // A requirement: `readFunction` stops before it looks the method up.
    guard signature.hasBody else { return true }
    if facts.objc == nil { facts.objc = mayHaveObjCAttribute(text) }
    guard facts.objc == false else { return false }
    // No delegate method: `readFunction` reports nothing.
    guard
      let (written, method, subject, unlabelled) = delegateMethod(
        named: text.text(in: name), parameters: signature.parameters)
    else { return true }
    let firstType = signature.parameters.first?.type ?? ""
    guard !unlabelled, LegacyAPI.isMigratedSwiftParameter(firstType), method.currentName == nil,
      signatureProblem(signature.parameters, signature.returnType, method, subject) == nil
    else { return false }
    if written == "alertViewShouldEnableFirstOtherButton(_:)" {
      // Never called only in a file that creates alerts (`reportNeverCalledMethods`), with a
      // class name in code: `UIAlertView`, which always leads to a finding, or
      // `LegacyAlertView` (`creations(in:)`); and none of them in the Objective-C order.
      if facts.creations == nil { facts.creations = creations(in: text) }
      return facts.creations?.surelyObjectiveCOrder == true
        || facts.creations?.maySwiftOrder == false
    }
    return true
  }

  /// Whether the name at `offset` has blanks and then the keyword `func` (a whole identifier)
  /// just before it, on its line.
  private static func followsFunc(_ offset: Int, in text: SourceBytes) -> Bool {
    var index = offset - 1
    guard index >= 0, isBlank(text[index]) else { return false }
    while index >= 0, isBlank(text[index]) { index -= 1 }
    guard index >= 3, text[index - 3] == UInt8(ascii: "f"), text[index - 2] == UInt8(ascii: "u"),
      text[index - 1] == UInt8(ascii: "n"), text[index] == UInt8(ascii: "c")
    else { return false }
    return index == 3 || !ByteClass.isIdentifierBody(text[index - 4])
  }

  /// The parameters (label and type, as `readParameters` reads them) and return type of the
  /// signature whose `(` is at `open`, and whether a body's brace follows (not, for a
  /// requirement), if it has the narrow layout; nil otherwise.
  private static func readSignature(after open: Int, in text: SourceBytes)
    -> (parameters: [Parameter], returnType: String, hasBody: Bool)?
  {
    var cursor = open
    guard cursor < text.count, text[cursor] == ASCII.openParen else { return nil }
    cursor += 1
    var parameters: [Parameter] = []
    cursor = pastSpace(from: cursor, in: text)
    if cursor < text.count, text[cursor] == ASCII.closeParen {
      cursor += 1
    } else {
      while true {
        // `label name: Type` or `name: Type`.
        let labelStart = cursor
        let first = pastName(from: cursor, in: text)
        guard first > cursor else { return nil }
        cursor = pastSpace(from: first, in: text)
        let second = pastName(from: cursor, in: text)
        if second > cursor { cursor = pastSpace(from: second, in: text) }
        guard cursor < text.count, text[cursor] == ASCII.colon else { return nil }
        let label = text.text(in: labelStart..<first)
        cursor = pastSpace(from: cursor + 1, in: text)
        let typeStart = cursor
        while cursor < text.count, isTypeByte(text[cursor]) { cursor += 1 }
        guard cursor > typeStart else { return nil }
        parameters.append(Parameter(label: label, type: text.text(in: typeStart..<cursor)))
        cursor = pastSpace(from: cursor, in: text)
        guard cursor < text.count else { return nil }
        if text[cursor] == ASCII.comma {
          cursor = pastSpace(from: cursor + 1, in: text)
          continue
        }
        guard text[cursor] == ASCII.closeParen else { return nil }
        cursor += 1
        break
      }
    }
    // After the list, as `readFunction` reads on: `async`, `throws` or `rethrows`, an arrow
    // and a return type that ends at a brace or a line end, `where`, then a brace or not. The
    // list is code, so a `//` after it opens a line comment.
    cursor = pastSpaceAndLineComments(from: cursor, in: text)
    while true {
      let end = pastName(from: cursor, in: text)
      guard isWord(cursor..<end, in: text, oneOf: ["async", "throws", "rethrows"]) else { break }
      cursor = pastSpaceAndLineComments(from: end, in: text)
    }
    var returnType = ""
    if cursor + 1 < text.count, text[cursor] == ASCII.minus, text[cursor + 1] == ASCII.greater {
      cursor = pastSpace(from: cursor + 2, in: text)
      let typeStart = cursor
      while cursor < text.count, isTypeByte(text[cursor]) { cursor += 1 }
      guard cursor > typeStart else { return nil }
      returnType = text.text(in: typeStart..<cursor)
      while cursor < text.count, isBlank(text[cursor]) { cursor += 1 }
      // On the type's line, only its body's brace or a line comment may follow (another token
      // would join the type).
      guard
        cursor >= text.count || text[cursor] == ASCII.openBrace || ASCII.isLineEnd(text[cursor])
          || (text[cursor] == ASCII.slash && text[cursor + 1] == ASCII.slash)
      else { return nil }
      cursor = pastSpaceAndLineComments(from: cursor, in: text)
    }
    guard cursor < text.count else { return (parameters, returnType, false) }
    switch text[cursor] {
    case ASCII.openBrace:
      return (parameters, returnType, true)
    case ASCII.slash, ASCII.backtick, ASCII.minus:
      return nil  // a comment or a quoted name may hide a brace; an arrow not read
    default:
      // Another token: a requirement, unless it is `where`, which `readFunction` reads past.
      let end = pastName(from: cursor, in: text)
      return isWord(cursor..<end, in: text, oneOf: ["where"])
        ? nil : (parameters, returnType, false)
    }
  }

  /// Whether the call of `textField` that ends at `end`, `(at: …)` with a plain argument, has
  /// its result used for no member, or only for members `AlertTextField` has
  /// (`LegacyAPI.textFieldMembers`): `checkTextFieldUse` reports nothing for it.
  static func usesOnlyMirroredMembers(ofCallAfter end: Int, in text: SourceBytes) -> Bool {
    var cursor = end
    guard cursor < text.count, text[cursor] == ASCII.openParen else { return false }
    cursor += 1
    // The argument: names, numbers, `$`, `.`, `:`, blanks, `+` and `-`; up to the first `)`.
    while cursor < text.count, text[cursor] != ASCII.closeParen {
      let byte = text[cursor]
      guard
        isNameByte(byte) || isBlank(byte) || byte == ASCII.dot || byte == ASCII.colon
          || byte == UInt8(ascii: "$")
          || byte == ASCII.plus || byte == ASCII.minus
      else { return false }
      cursor += 1
    }
    guard cursor < text.count else { return false }
    cursor += 1
    // Past `?`, `!`, blanks and line ends to the next token: a member after a `.`, or no `.`.
    while cursor < text.count,
      text[cursor] == ASCII.question
        || text[cursor] == ASCII.exclamation || isBlank(text[cursor])
        || ASCII.isLineEnd(text[cursor])
    {
      cursor += 1
    }
    guard cursor < text.count else { return true }
    let byte = text[cursor]
    if byte == ASCII.slash || byte == ASCII.backtick { return false }  // may hide a `.`
    guard byte == ASCII.dot else { return true }
    let member = cursor + 1
    let memberEnd = pastName(from: member, in: text)
    guard memberEnd > member,
      memberEnd >= text.count || !ByteClass.isIdentifierBody(text[memberEnd])
    else { return false }
    return LegacyAPI.textFieldMembers.contains(text.text(in: member..<memberEnd))
  }

  /// Whether `text` may have an `@objc` attribute: a whole identifier `objc` (anywhere) whose
  /// token before may be `@` (it is, or a comment or a quoted name may hide it).
  private static func mayHaveObjCAttribute(_ text: SourceBytes) -> Bool {
    firstWholeName("objc", in: text) { offset in
      let before = byteBefore(offset, in: text)
      return before == ASCII.at || before == ASCII.slash || before == ASCII.backtick
    }
  }

  /// What the code's `LegacyAlertView` creations may be, as `countOrder` counts them: whether one
  /// may be in Swift's order, and whether one surely is in the Objective-C order.
  ///
  /// Only an identifier token `LegacyAlertView` in code can be a creation; the skim finds the
  /// names that a token other than a string covers (as `codeSpellsLegacyAlertView`). One is a
  /// creation only before `(` or `.init(` (`creationParenthesis`): a name whose next token is
  /// neither `(` nor `.`, past blanks, line ends and line comments (a block comment may hide
  /// either), creates nothing; any other may be in Swift's order. A creation is surely in the
  /// Objective-C order when the name is an identifier token (`isPlainIdentifier`), no `.` or
  /// comment is before it (`typeStart`), a `(` is just after it, and its arguments are read up
  /// to a `buttonOrder` label (`callLabels`). The arguments are read only while they hold names,
  /// numbers, operators, brackets and simple string literals (no `\`, no `"""`); at a comment,
  /// a raw string, a directive or a quoted name the creation may be in either order.
  static func creations(in text: SourceBytes) -> (maySwiftOrder: Bool, surelyObjectiveCOrder: Bool)
  {
    let name: StaticString = "LegacyAlertView"
    guard let first = legacyAlertViewSearch.firstName(in: text, from: 0) else {
      return (false, false)
    }
    var maySwiftOrder = false
    let surely = SwiftLexer.codeSpellsName(text, prefilter: legacyAlertViewSearch, first: first) {
      start in
      let end = start + name.utf8CodeUnitCount
      let after = pastSpaceAndLineComments(from: end, in: text)
      guard after < text.count else { return false }
      let next = text[after]
      guard
        next == ASCII.openParen || next == ASCII.dot
          || (next == ASCII.slash && text[after + 1] == ASCII.star)
      else { return false }
      // The token before: no `.` (`typeStart`), nor a comment or a quoted name that may hide one.
      let token = tokenEndBefore(start, in: text).byte
      if isPlainIdentifier(at: start, in: text), token != ASCII.dot, token != ASCII.slash,
        token != ASCII.backtick, text[end] == ASCII.openParen,
        labelsButtonOrder(callOpenedAt: end, in: text)
      {
        return true
      }
      maySwiftOrder = true
      return false
    }
    return (maySwiftOrder, surely)
  }

  /// Whether the name at `start`, which the skim finds in code, is surely an identifier token of
  /// its own: no directive (`#LegacyAlertView`), number (`1e+LegacyAlertView`) or quoted name
  /// (`` `a LegacyAlertView` ``, which runs from a backtick to the next or the line's end) may
  /// cover it. So no `#`, `+`, `-` or backtick just before it, and no backtick before it on its
  /// line.
  static func isPlainIdentifier(at start: Int, in text: SourceBytes) -> Bool {
    var index = start - 1
    if index >= 0,
      text[index] == ASCII.hash || text[index] == ASCII.plus
        || text[index] == ASCII.minus
    {
      return false
    }
    while index >= 0, !ASCII.isLineEnd(text[index]) {
      if text[index] == ASCII.backtick { return false }
      index -= 1
    }
    return true
  }

  /// Whether the call whose `(` is at `call` has an argument labelled `buttonOrder`, read as
  /// `creations(in:)` says; false when the reading stops.
  private static func labelsButtonOrder(callOpenedAt call: Int, in text: SourceBytes) -> Bool {
    let label: StaticString = "buttonOrder"
    var cursor = call + 1
    // The brackets open inside the call, two bits each (the innermost lowest), as they must
    // close: a bracket that closes another kind stops the reading.
    var depth = 0
    var open = UInt64(0)
    var argumentStart = true
    let limit = min(text.count, call + 4_096)
    while cursor < limit {
      if argumentStart, depth == 0 {
        argumentStart = false
        cursor = pastSpace(from: cursor, in: text)
        let end = pastName(from: cursor, in: text)
        if end > cursor {
          let colon = pastSpace(from: end, in: text)
          if colon < text.count, text[colon] == ASCII.colon,
            end - cursor == label.utf8CodeUnitCount,
            text.bytes(at: cursor, length: end - cursor, are: label)
          {
            return true
          }
          cursor = end
        }
        continue
      }
      switch text[cursor] {
      case ASCII.quote:
        guard text[cursor + 1] != ASCII.quote else { return false }  // `""`, `"""`
        cursor += 1
        while cursor < limit, text[cursor] != ASCII.quote {
          let byte = text[cursor]
          if byte == ASCII.backslash || ASCII.isLineEnd(byte) { return false }
          cursor += 1
        }
      case ASCII.hash, ASCII.slash, ASCII.backtick, ASCII.backslash:
        return false
      case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
        guard depth < 32 else { return false }
        open = open << 2 | bracketKind(text[cursor])
        depth += 1
      case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
        guard depth > 0 else { return false }  // the call ends
        guard open & 3 == bracketKind(text[cursor]) else { return false }
        open >>= 2
        depth -= 1
      case ASCII.comma where depth == 0:
        argumentStart = true
      default:
        break
      }
      cursor += 1
    }
    return false
  }

  /// Whether the bytes in `range` are one of `words`.
  private static func isWord(_ range: Range<Int>, in text: SourceBytes, oneOf words: [StaticString])
    -> Bool
  {
    words.contains {
      range.count == $0.utf8CodeUnitCount
        && text.bytes(at: range.lowerBound, length: range.count, are: $0)
    }
  }

  /// 1 for `(` and `)`, 2 for `[` and `]`, 3 for `{` and `}`.
  private static func bracketKind(_ byte: UInt8) -> UInt64 {
    switch byte {
    case ASCII.openParen, ASCII.closeParen: 1
    case ASCII.openBracket, ASCII.closeBracket: 2
    default: 3
    }
  }

  /// Past blanks, line ends and line comments (`//` to the line's end). Only for bytes after
  /// code: a `//` there opens a line comment.
  private static func pastSpaceAndLineComments(from offset: Int, in text: SourceBytes) -> Int {
    var index = pastSpace(from: offset, in: text)
    while index + 1 < text.count, text[index] == ASCII.slash, text[index + 1] == ASCII.slash {
      while index < text.count, !ASCII.isLineEnd(text[index]) { index += 1 }
      index = pastSpace(from: index, in: text)
    }
    return index
  }

  /// Space, tab, vertical tab, form feed and NUL: what the lexer passes over between tokens
  /// (`ByteClass.blank`).
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool {
    ByteClass.table[Int(byte)] & ByteClass.blank != 0
  }

  /// An ASCII letter, digit or `_`.
  @inline(__always)
  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == ASCII.underscore
  }

  /// A byte of a type as the narrow layout has it: a name byte, `.`, `?` or `!`.
  @inline(__always)
  private static func isTypeByte(_ byte: UInt8) -> Bool {
    isNameByte(byte) || byte == ASCII.dot || byte == ASCII.question || byte == ASCII.exclamation
  }

  private static func pastName(from offset: Int, in text: SourceBytes) -> Int {
    var index = offset
    while index < text.count, isNameByte(text[index]) { index += 1 }
    // A name that runs on in other identifier bytes (`$`, non-ASCII) is not read.
    return index < text.count && ByteClass.isIdentifierBody(text[index]) ? offset : index
  }

  /// Past blanks and line ends.
  private static func pastSpace(from offset: Int, in text: SourceBytes) -> Int {
    var index = offset
    while index < text.count, isBlank(text[index]) || ASCII.isLineEnd(text[index]) { index += 1 }
    return index
  }
}
