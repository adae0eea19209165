// Where a name of interest can lead to a finding in Objective-C: what lets a file of migrated
// code go unlexed (`ObjCScanner.screen(_:prefilter:)`, which the scan's workers and
// `MigrationScanner.mayHaveFindings` ask).

extension ObjCScanner {
  /// What the names of interest of an Objective-C file can lead to, read from its bytes
  /// (`screen(_:prefilter:)`).
  enum Screening: Equatable {
    /// It has no name of interest that can lead to a finding, whatever its header declares.
    case noFindings
    /// It has findings only if its companion header declares a name with `UIAlertView *` or
    /// `UIActionSheet *` (`declarations(in:source:)` is not empty).
    case findingsOnlyWithDeclarations
    /// It may have findings.
    case mayHaveFindings
  }

  /// What the names of interest in `text` (found by `prefilter`, the Objective-C one) can lead
  /// to where they stand.
  ///
  /// - `UIAlertView`, `UIActionSheet`, `UIAlertController`, their protocols and style types
  ///   can lead to a finding anywhere.
  /// - A delegate method's first selector part (`alertView`, `actionSheetCancel`, ...) leads
  ///   to a finding only as the first part of a method header (`readMethod`, the only reader of
  ///   these words): after a `-`, a `+` or the `)` of a return type, and before a `:`. And not
  ///   when the first parameter's type names an AlertShimObjC class, as in
  ///   `- (void)alertView:(ASAlertView *)alertView clickedButtonAtIndex:(NSInteger)index`: that
  ///   method is migrated already (`firstParameterIsAlertShimClass`).
  /// - `alertViewStyle`, `setAlertViewStyle` and `textFieldAtIndex` lead only to `text-field`
  ///   findings, which `scan` drops from a file that names nothing of UIKit's legacy API (no
  ///   identifier starts with `UIAlertView` or `UIActionSheet`) and whose header declares
  ///   nothing with it.
  ///
  /// Every other finding needs a receiver bound to a legacy class (a class name in code, or a
  /// declaration of the companion header) or the body of a delegate method (a `tag` read). So
  /// a file whose names all stand elsewhere, and whose text-field uses (if any) are in a file
  /// none of whose identifiers may start with `UIAlertView` or `UIActionSheet`
  /// (`mayNameLegacyClass`), has findings only with declarations from its header.
  ///
  /// The tokens around a name are read as `SwiftScanner.tokenEndBefore` and `significant` read
  /// them: the Objective-C lexer passes the same blanks and line ends between tokens, a `/`
  /// (or a backtick) is taken as any token, as a comment may end or start there, and at the
  /// start of a line the line before counts as a `/` if it has one. A name in a comment or a
  /// literal is no token at all, so whatever its place says of it is safe.
  static func screen(_ text: SourceBytes, prefilter: Prefilter) -> Screening {
    var usesTextFields = false
    var from = 0
    var comments = LineComments()
    while let name = prefilter.firstName(in: text, from: from) {
      var end = name + 1
      while end < text.count, ByteClass.isIdentifierBody(text[end]) { end += 1 }
      switch comments.standsInComment(name, in: text)
        ? .leadsNowhere : place(ofNameFrom: name, to: end, in: text)
      {
      case .mayLead: return .mayHaveFindings
      case .textFieldUse: usesTextFields = true
      case .leadsNowhere: break
      }
      from = end
    }
    if usesTextFields, mayNameLegacyClass(text) { return .mayHaveFindings }
    return from == 0 ? .noFindings : .findingsOnlyWithDeclarations
  }

  /// `standsInComment(_:in:)` for offsets that do not decrease, each line read once: the
  /// line of the last offset asked about, and how far a comment that starts it reaches. So a
  /// file of one long line with many names costs about what reading it costs.
  struct LineComments {
    /// The line's first byte, and the offset of its line end (or the text's end).
    private var start = 0
    private var end = -1
    /// The first offset a name in the comment may start at, and the last (-1 when the line
    /// starts no comment).
    private var first = 0
    private var last = -1

    /// Whether the name at `offset` stands in a comment that its line starts.
    mutating func standsInComment(_ offset: Int, in text: SourceBytes) -> Bool {
      if offset < start || offset >= end { read(lineOf: offset, in: text) }
      return offset >= first && offset <= last
    }

    private mutating func read(lineOf offset: Int, in text: SourceBytes) {
      start = offset
      while start > 0, !ASCII.isLineEnd(text[start - 1]) { start -= 1 }
      end = offset
      while end < text.count, !ASCII.isLineEnd(text[end]) { end += 1 }
      last = -1
      var opener = start
      while opener < end, ByteClass.table[Int(text[opener])] & ByteClass.blank != 0 {
        opener += 1
      }
      guard opener + 2 <= end, text[opener] == ASCII.slash,
        text[opener + 1] == ASCII.slash || text[opener + 1] == ASCII.star
      else { return }
      if start > 0 {
        var lineEnd = start - 1
        if text[lineEnd] == ASCII.newline, lineEnd > 0,
          text[lineEnd - 1] == ASCII.carriageReturn
        {
          lineEnd -= 1
        }
        if lineEnd > 0, text[lineEnd - 1] == ASCII.backslash { return }
      }
      first = opener + 2
      // A name at `offset` is in the comment while no `"` stands before it and no `*/` ends
      // before it (from the `/`'s second byte: `/*/` ends a block comment).
      last = end
      for index in opener + 1..<end {
        if text[index] == ASCII.quote {
          last = index
          break
        }
        if text[index] == ASCII.star, text[index + 1] == ASCII.slash {
          last = index + 1
          break
        }
      }
    }
  }

  /// Whether the name at `offset` stands in a comment that its line starts: after blanks, the
  /// line starts with `//` or `/*`, and no `*/` or `"` comes between its `/` and the name;
  /// and the line before does not end with a `\`.
  ///
  /// At the start of a line the Objective-C lexer is in code, in a block comment, in a raw
  /// string (`R"x(…)x"`), or in a quoted literal whose line end was escaped (as no other token
  /// spans a line end). In code, the `/` opens a comment that reaches the name: a line comment
  /// to its line's end, a block comment to a `*/` (not the opener's `*`). In a block comment,
  /// only `*/` would end it before the name; a raw string only `)x"`; and an escaped line end
  /// is excluded. So the name's first byte starts no token.
  static func standsInComment(_ offset: Int, in text: SourceBytes) -> Bool {
    var start = offset
    while start > 0, !ASCII.isLineEnd(text[start - 1]) { start -= 1 }
    var opener = start
    while opener < offset, ByteClass.table[Int(text[opener])] & ByteClass.blank != 0 {
      opener += 1
    }
    guard opener + 2 <= offset, text[opener] == ASCII.slash,
      text[opener + 1] == ASCII.slash || text[opener + 1] == ASCII.star
    else { return false }
    // The `/` and its `*` or `/` count: in a block comment, `/*/` ends it.
    for index in opener + 1..<offset {
      if text[index] == ASCII.quote
        || text[index] == ASCII.star && index + 1 < offset && text[index + 1] == ASCII.slash
      {
        return false
      }
    }
    guard start > 0 else { return true }
    // The first byte of the line end before (`\r\n` or one byte), and the byte before it.
    var lineEnd = start - 1
    if text[lineEnd] == ASCII.newline, lineEnd > 0, text[lineEnd - 1] == ASCII.carriageReturn {
      lineEnd -= 1
    }
    return lineEnd == 0 || text[lineEnd - 1] != ASCII.backslash
  }

  /// What the name of interest from `offset` to `end` can lead to where it stands (see
  /// `screen(_:prefilter:)`).
  static func place(ofNameFrom offset: Int, to end: Int, in text: SourceBytes)
    -> SwiftScanner.NamePlace
  {
    let token = Token(
      start: Int32(truncatingIfNeeded: offset), length: Int32(truncatingIfNeeded: end - offset),
      kind: .identifier, newlineBefore: false)
    switch Vocabulary.objectiveC.word(token, in: text) {
    case .alertView, .alertViewCancel, .willPresentAlertView, .didPresentAlertView,
      .alertViewShouldEnableFirstOtherButton, .actionSheet, .actionSheetCancel,
      .willPresentActionSheet, .didPresentActionSheet:
      return mayStartDelegateMethod(from: offset, to: end, in: text) ? .mayLead : .leadsNowhere
    case .alertViewStyle, .setAlertViewStyle, .textFieldAtIndex:
      return .textFieldUse
    default:
      return .mayLead
    }
  }

  /// Whether the name from `offset` to `end` may be the first selector part of a method header
  /// that implements a legacy delegate method: after a `-`, a `+` or a `)`, before a `:`, and
  /// not with a first parameter typed with an AlertShimObjC class.
  private static func mayStartDelegateMethod(from offset: Int, to end: Int, in text: SourceBytes)
    -> Bool
  {
    switch SwiftScanner.tokenEndBefore(offset, in: text).byte {
    case ASCII.minus, ASCII.plus, ASCII.closeParen, ASCII.slash: break
    default: return false
    }
    let colon = SwiftScanner.significant(from: end, in: text)
    guard colon < text.count else { return false }
    switch text[colon] {
    case ASCII.colon: break
    case ASCII.slash: return true
    default: return false  // a unary selector: no delegate method
    }
    let open = SwiftScanner.significant(from: colon + 1, in: text)
    guard open < text.count, text[open] == ASCII.openParen else { return true }
    return !parameterTypeNamesAlertShimClass(from: open + 1, in: text)
  }

  /// Whether the parameter type from `start` (after its `(`) up to its `)` names `ASAlertView`
  /// or `ASActionSheet` as a whole identifier, in a narrow layout: identifier bytes, blanks,
  /// line ends, `*`, `<`, `>` and `,` only. Any other byte (a comment, a literal, a nested
  /// parenthesis, non-ASCII text) answers no.
  static func parameterTypeNamesAlertShimClass(from start: Int, in text: SourceBytes) -> Bool {
    var index = start
    var names = false
    while index < text.count {
      let byte = text[index]
      if byte == ASCII.closeParen { return names }
      if byte < 0x80, ByteClass.isIdentifierBody(byte) {
        var wordEnd = index + 1
        while wordEnd < text.count, ByteClass.isIdentifierBody(text[wordEnd]) { wordEnd += 1 }
        let length = wordEnd - index
        if text.bytes(at: index, length: length, are: "ASAlertView")
          || text.bytes(at: index, length: length, are: "ASActionSheet")
        {
          names = true
        }
        index = wordEnd
        continue
      }
      switch byte {
      case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, ASCII.star, ASCII.less,
        ASCII.greater, ASCII.comma:
        index += 1
      default:
        return false
      }
    }
    return false
  }

  /// Whether an identifier of `text` may start with `UIAlertView` or `UIActionSheet`
  /// (`namesLegacyAPI` looks for those; a declaration needs one): whether they are spelled
  /// after a byte that cannot continue an identifier, and not in a comment that the line
  /// starts (`standsInComment`). After an identifier byte they are no token's start (but
  /// after a byte order mark that starts the text, which the lexer steps over): the lexer
  /// reads identifier and number tokens to the last identifier byte, and ends no literal
  /// inside an identifier.
  static func mayNameLegacyClass(_ text: SourceBytes) -> Bool {
    // The lexer steps over a byte order mark at the start: a name may start after it.
    let afterMark =
      text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF ? 3 : 0
    var comments = LineComments()
    var index = 0
    let last = text.count - "UIAlertView".utf8.count
    while index <= last {
      if text[index] == UInt8(ascii: "U"), text[index + 1] == UInt8(ascii: "I"),
        text.bytes(at: index, length: 11, are: "UIAlertView")
          || text.bytes(at: index, length: 13, are: "UIActionSheet"),
        index == afterMark || index == 0 || !ByteClass.isIdentifierBody(text[index - 1]),
        !comments.standsInComment(index, in: text)
      {
        return true
      }
      index += 1
    }
    return false
  }
}
