// Pass 1 of the Swift scanner: words, bracket pairs, and every declared name
// with what it holds.

extension SwiftScanner {
  // MARK: Pass 1: words, brackets, declarations

  mutating func prepare(_ marks: ScanMarks) {
    let count = tokens.count
    // The words and bracket pairs the lexer noted, spread over the tokens; the events as noted.
    var words = [Word?](repeating: nil, count: count)
    var hasClassName = false
    for (index, word) in marks.words {
      words[Int(index)] = word
      if !hasClassName, Subject(word) != nil { hasClassName = true }
    }
    var match = [Int32](repeating: -1, count: count)
    for (open, close) in marks.pairs {
      match[Int(open)] = close
      match[Int(close)] = open
    }
    self.words = words
    self.match = match
    events = marks.events
    blockOfBrace = [Int32](repeating: -1, count: count)
    if !recordsNames { recordsNames = hasClassName }
    if recordsNames { noteLegacyResults() }
    collectDeclarations()
    noteLegacyHolders()
  }

  /// The block the brace at `index` opens (0 for the file's scope, -1), or nil when it has
  /// nothing noted.
  @inline(__always)
  func block(of brace: Int) -> Int? {
    if brace < 0 { return 0 }
    guard brace < blockOfBrace.count, blockOfBrace[brace] >= 0 else { return nil }
    return Int(blockOfBrace[brace])
  }

  /// The block the brace at `index` opens, made when it has none yet.
  mutating func makeBlock(of brace: Int) -> Int {
    if let block = block(of: brace) { return block }
    blocks.append(Block())
    blockOfBrace[brace] = Int32(truncatingIfNeeded: blocks.count - 1)
    return blocks.count - 1
  }

  /// The key of a name in `legacyHolders`: its length and its first byte, each modulo 64.
  @inline(__always)
  static func holderKey(length: Int, first: UInt8) -> (word: Int, bit: UInt64) {
    (length & 63, 1 << UInt64(first & 63))
  }

  /// Notes every name a declaration or an assignment can make hold an alert: one declared with
  /// a legacy type or value, or as another name (`let a = b`, resolved later). A name not among
  /// them never holds one, whatever the scope (`lookup` finds only what these recorded).
  mutating func noteLegacyHolders() {
    func note(_ name: Name, _ holds: Holds?) {
      switch holds {
      case .legacy, .alias:
        let (length, first) = names.lengthAndFirstByte(of: name)
        let key = SwiftScanner.holderKey(length: length, first: first)
        legacyHolders[key.word] |= key.bit
      case .untyped, .other, nil:
        break
      }
    }
    for binding in bindings { note(binding.name, binding.holds) }
    // Every name in `members` and `assigned` is in `anyMember` and `anyAssigned` too, with what
    // its first declaration holds; a later one of another type may hold an alert as well.
    for (key, holds) in members { note(Name(truncatingIfNeeded: key), holds) }
    for (key, holds) in assigned { note(Name(truncatingIfNeeded: key), holds) }
    for (name, holds) in anyMember.enumerated() { note(Name(name), holds) }
    for (name, holds) in anyAssigned.enumerated() { note(Name(name), holds) }
  }

  /// Whether the name at `index` may hold an alert (false: it certainly does not).
  @inline(__always)  // see TokenStream
  func mayHoldLegacy(_ index: Int) -> Bool {
    let token = token(index)
    guard token.length > 0 else { return false }
    let key = SwiftScanner.holderKey(length: Int(token.length), first: text[Int(token.start)])
    return legacyHolders[key.word] & key.bit != 0
  }

  /// The index where a reference to a class name starts (`UIKit.` included), or nil when the name
  /// is a member of something else.
  func typeStart(_ index: Int) -> Int? {
    guard isPunctuation(index - 1, ASCII.dot) else { return index }
    return word(index - 2) == .uiKit && !isPunctuation(index - 3, ASCII.dot) ? index - 2 : nil
  }

  /// The index of the opening parenthesis when the class name at `index` is called to create an
  /// instance (`UIAlertView(…)`, `UIAlertView.init(…)`).
  func creationParenthesis(_ index: Int) -> Int? {
    let next = index + 1
    if isPunctuation(next, ASCII.openParen), !token(next).newlineBefore { return next }
    if isPunctuation(next, ASCII.dot), word(next + 1) == .`init`,
      isPunctuation(next + 2, ASCII.openParen)
    {
      return next + 2
    }
    return nil
  }

  static func declaresType(_ word: Word?) -> Bool {
    switch word {
    case .class, .struct, .enum, .extension, .protocol, .actor, .typealias: true
    default: false
    }
  }

  /// Whether the word is a modifier that can stand before a declaration keyword.
  static func isModifier(_ word: Word?) -> Bool {
    switch word {
    case .static, .final, .private, .fileprivate, .internal, .public, .open, .package, .override,
      .required, .convenience, .dynamic, .nonisolated, .class:
      true
    default: false
    }
  }

  /// Whether the word starts a new declaration (so a function header without a body has ended).
  static func startsDeclaration(_ word: Word?) -> Bool {
    guard let word else { return false }
    return word.followsClassModifier || declaresType(word) || word == .import
  }

  /// Notes the functions whose result type is a legacy class, `func make() -> UIAlertView?`
  /// (`legacyResults`), before the declarations that call them are read.
  mutating func noteLegacyResults() {
    for event in events where words[Int(event)] == .func {
      let index = Int(event)
      guard !isPunctuation(index - 1, ASCII.dot), isIdentifier(index + 1) else { continue }
      var open = index + 2
      while open < index + 16, open < tokens.count, !isPunctuation(open, ASCII.openParen) {
        open += 1
      }
      guard isPunctuation(open, ASCII.openParen), match[open] >= 0 else { continue }
      var arrow = Int(match[open]) + 1
      while word(arrow) == .async || word(arrow) == .throws || word(arrow) == .rethrows {
        arrow += 1
      }
      guard isOperator(arrow, "->"), case .legacy(let subject) = typeHolds(at: arrow + 1) else {
        continue
      }
      legacyResults[string(index + 1)] = subject
    }
  }

  /// Walks the tokens once, recording every declared name with its scope and what it holds.
  mutating func collectDeclarations() {
    var braces: [Int] = []
    for event in events {
      let index = Int(event)
      let token = tokens[index]
      if token.kind == .punctuation {
        let byte = text[Int(token.start)]
        if byte == ASCII.openBrace, match[index] >= 0 {
          braces.append(index)
          if recordsNames,
            isPunctuation(index + 1, ASCII.openParen)
              || isPunctuation(index + 1, ASCII.openBracket)
          {
            collectClosureParameters(brace: index)
          }
        } else if byte == ASCII.closeBrace, match[index] >= 0,
          let position = braces.lastIndex(of: Int(match[index]))
        {
          while braces.count > position { braces.removeLast() }
        }
        continue
      }
      guard let word = words[index] else { continue }
      switch word {
      case .class, .struct, .enum, .extension, .protocol, .actor:
        if let header = header(at: index, isClass: word == .class), let brace = header.body {
          blocks[makeBlock(of: brace)].type = header.type
          if word == .protocol { protocolNames.insert(header.type.name) }
          if word == .extension, let subject = Subject(words[Int(header.type.token)]),
            subject != .controller
          {
            noteOwnMembers(ofExtensionBody: brace, subject: subject)
          }
        }
      case .func, .`init`, .subscript:
        collectParameters(at: index, word: word)
      case .let, .var:
        if recordsNames { collectDeclaration(at: index, braces: braces) }
      case .uiAlertView, .uiActionSheet, .uiAlertController:
        collectAssignment(at: index, braces: braces)
      default:
        break
      }
    }
    if !keepsEveryName { keepDeclarations() }
    bindings.sort { $0.position < $1.position }
  }

  /// Keeps the pending declarations of the names that can matter to a finding: those some
  /// declaration makes hold an alert, another name or an untyped value, and those assigned an
  /// alert. Every declaration of such a name is kept, in source order.
  mutating func keepDeclarations() {
    var kept = [Bool](repeating: false, count: names.count)
    for (name, holds) in anyAssigned.enumerated() where holds != nil { kept[name] = true }
    for (binding, _) in pendingDeclarations {
      switch binding.holds {
      case .legacy, .alias, .untyped: kept[Int(binding.name)] = true
      case .other: break
      }
    }
    for (binding, memberOf) in pendingDeclarations where kept[Int(binding.name)] {
      keep(binding, memberOf: memberOf)
    }
    pendingDeclarations = []
  }

  mutating func record(_ binding: Binding, braces: [Int]) {
    let memberOf = braces.last.flatMap {
      block(of: $0).flatMap { blocks[$0].type?.name }
    }
    if keepsEveryName {
      keep(binding, memberOf: memberOf)
    } else {
      pendingDeclarations.append((binding, memberOf))
    }
  }

  /// Records a declaration: as a property of `memberOf`, or as a name of its block.
  mutating func keep(_ binding: Binding, memberOf: Name?) {
    if let type = memberOf {
      let key = SwiftScanner.pair(Int(type), binding.name)
      if members[key] == nil { members[key] = binding.holds }
      if Self.value(anyMember, binding.name) == nil {
        Self.set(&anyMember, binding.name, binding.holds)
      }
      return
    }
    if declaredInBlock.insert(SwiftScanner.pair(binding.scope, binding.name)).inserted {
      let block = makeBlock(of: binding.scope)
      let entry = Int32(truncatingIfNeeded: blockNameEntries.count)
      blockNameEntries.append((binding.name, binding.holds, -1))
      if blocks[block].lastName >= 0 {
        blockNameEntries[Int(blocks[block].lastName)].next = entry
      } else {
        blocks[block].firstName = entry
      }
      blocks[block].lastName = entry
    }
    bindings.append(binding)
  }

  /// The entry of `name` in a table by name, or nil.
  @inline(__always)
  static func value(_ table: [Holds?], _ name: Name) -> Holds? {
    Int(name) < table.count ? table[Int(name)] : nil
  }

  /// Sets the entry of `name` in a table by name, growing it as needed.
  static func set(_ table: inout [Holds?], _ name: Name, _ holds: Holds) {
    if Int(name) >= table.count {
      table.append(contentsOf: repeatElement(nil, count: Int(name) + 1 - table.count))
    }
    table[Int(name)] = holds
  }

  /// `let name …` / `var name …`.
  mutating func collectDeclaration(at index: Int, braces: [Int]) {
    let nameIndex = index + 1
    guard !isPunctuation(index - 1, ASCII.dot), isIdentifier(nameIndex) else { return }
    let name = names.name(of: token(nameIndex))
    var holds = Holds.other
    let next = nameIndex + 1
    if isPunctuation(next, ASCII.colon) {
      holds = typeHolds(at: next + 1)
    } else if isOperator(next, "=") {
      guard let value = expressionHolds(at: next + 1, declaring: name) else { return }
      holds = value
    } else if word(next) == .as {
      var type = next + 1
      while isOperator(type, "?") || isOperator(type, "!") { type += 1 }
      holds = typeHolds(at: type)
    } else if isPunctuation(next, ASCII.openBrace) || isPunctuation(next, ASCII.comma) {
      return  // `if let alert {`: the same name, unwrapped
    }
    record(
      Binding(name: name, position: nameIndex, scope: braces.last ?? -1, holds: holds),
      braces: braces)
  }

  /// What a value holds: a creation, a cast to a legacy class, another name, or something else.
  /// Nil when the value is the declared name itself (`if let alert = alert`).
  mutating func expressionHolds(at start: Int, declaring name: Name) -> Holds? {
    var first = start
    if word(first) == .self, isPunctuation(first + 1, ASCII.dot) { first += 2 }
    if let subject = Subject(word(first)), creationParenthesis(first) != nil {
      return .legacy(subject)
    }
    if word(first) == .uiKit, isPunctuation(first + 1, ASCII.dot),
      let subject = Subject(word(first + 2)), creationParenthesis(first + 2) != nil
    {
      return .legacy(subject)
    }
    // `makeSheet()`, `self.makeSheet(for: item)`: a function of the file that returns one.
    if !legacyResults.isEmpty, isIdentifier(first), isPunctuation(first + 1, ASCII.openParen),
      let subject = legacyResults[string(first)], endsExpression(matching(first + 1) + 1)
    {
      return .legacy(subject)
    }
    let after = first + 1
    if isIdentifier(first),
      after >= tokens.count || token(after).newlineBefore || isPunctuation(after, ASCII.comma)
        || isPunctuation(after, ASCII.openBrace) || isPunctuation(after, ASCII.semicolon)
        || isPunctuation(after, ASCII.closeParen) || text.token(token(after), is: "else")
    {
      let other = names.name(of: token(first))
      return other == name ? nil : .alias(other)
    }
    var cursor = start
    var steps = 0
    while cursor < tokens.count, steps < 64 {
      if cursor > start, token(cursor).newlineBefore, !isPunctuation(cursor, ASCII.dot) { break }
      if isPunctuation(cursor, ASCII.comma) || isPunctuation(cursor, ASCII.openBrace)
        || isPunctuation(cursor, ASCII.semicolon) || isPunctuation(cursor, ASCII.closeParen)
      {
        break
      }
      if word(cursor) == .as {
        var type = cursor + 1
        while isOperator(type, "?") || isOperator(type, "!") { type += 1 }
        return typeHolds(at: type)
      }
      if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket) {
        cursor = matching(cursor)
      }
      cursor += 1
      steps += 1
    }
    return .other
  }

  /// Whether the token at `after` (past a `!`) ends the value of a declaration: a line end, `,`,
  /// `{`, `;`, `)` or `else`.
  func endsExpression(_ after: Int) -> Bool {
    let after = isOperator(after, "!") ? after + 1 : after
    return after >= tokens.count || token(after).newlineBefore || isPunctuation(after, ASCII.comma)
      || isPunctuation(after, ASCII.openBrace) || isPunctuation(after, ASCII.semicolon)
      || isPunctuation(after, ASCII.closeParen) || text.token(token(after), is: "else")
  }

  /// What a value of the type written at `index` holds.
  func typeHolds(at index: Int) -> Holds {
    var start = index
    while isPunctuation(start, ASCII.at) { start += 2 }  // @escaping, @MainActor
    if text.token(token(start), is: "inout") { start += 1 }
    if word(start) == .uiKit, isPunctuation(start + 1, ASCII.dot) { start += 2 }
    if let subject = Subject(word(start)) {
      return isPunctuation(start + 1, ASCII.dot) ? .other : .legacy(subject)
    }
    let token = token(start)
    if text.token(token, is: "AnyObject") || text.token(token, is: "Any"),
      !isPunctuation(start + 1, ASCII.dot)
    {
      return .untyped(Int32(truncatingIfNeeded: start))
    }
    return .other
  }

  /// The parameters of a function, initialiser or subscript with a body, scoped to that body.
  mutating func collectParameters(at index: Int, word: Word) {
    guard !isPunctuation(index - 1, ASCII.dot) else { return }
    var open = index + 1
    var steps = 0
    while open < tokens.count, steps < 32, !isPunctuation(open, ASCII.openParen) {
      if isPunctuation(open, ASCII.openBrace) || isPunctuation(open, ASCII.closeBrace) { return }
      open += 1
      steps += 1
    }
    guard isPunctuation(open, ASCII.openParen), match[open] >= 0 else { return }
    let close = Int(match[open])
    var cursor = close + 1
    steps = 0
    while cursor < tokens.count, steps < 256, !isPunctuation(cursor, ASCII.openBrace) {
      if isPunctuation(cursor, ASCII.closeBrace) || isPunctuation(cursor, ASCII.semicolon)
        || isPunctuation(cursor, ASCII.at) || SwiftScanner.startsDeclaration(words[cursor])
      {
        return  // a requirement without a body
      }
      if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket) {
        cursor = matching(cursor)
      }
      cursor += 1
      steps += 1
    }
    guard isPunctuation(cursor, ASCII.openBrace), match[cursor] >= 0 else { return }
    let bodyBrace = cursor
    blocks[makeBlock(of: bodyBrace)].member = MemberSignature(
      keyword: index, isFunction: word == .func, open: open, close: close)
    guard recordsNames else { return }
    bindParameters(open: open, close: close, scope: bodyBrace)
  }

  /// The parameters of a closure that writes their types, `{ (alert: UIAlertView) in … }` (after
  /// a capture list too), scoped to its body.
  mutating func collectClosureParameters(brace: Int) {
    var open = brace + 1
    if isPunctuation(open, ASCII.openBracket) { open = matching(open) + 1 }
    guard isPunctuation(open, ASCII.openParen), match[open] >= 0 else { return }
    let close = Int(match[open])
    // `in` ends the signature, after a result type and effects (`-> Bool`, `throws`).
    var keyword = close + 1
    while keyword < tokens.count, keyword < close + 16, !isIdentifier(keyword, "in") {
      if isPunctuation(keyword, ASCII.openBrace) || isPunctuation(keyword, ASCII.closeBrace)
        || isPunctuation(keyword, ASCII.semicolon)
      {
        return
      }
      keyword += 1
    }
    guard keyword < tokens.count, isIdentifier(keyword, "in") else { return }
    bindParameters(open: open, close: close, scope: brace)
  }

  /// Records the parameters between the parentheses `open` and `close` that are named and
  /// typed (`label name: Type`, `name: Type`) as names of the block `scope` opens.
  mutating func bindParameters(open: Int, close: Int, scope: Int) {
    var parameters = ParameterWalk(open: open, close: close)
    while let (start, colon) = parameters.next(in: self) {
      guard isPunctuation(colon, ASCII.colon), colon == start + 1 || colon == start + 2,
        isIdentifier(colon - 1), !text.token(token(colon - 1), is: "_")
      else { continue }
      let binding = Binding(
        name: names.name(of: token(colon - 1)), position: colon - 1, scope: scope,
        holds: typeHolds(at: colon + 1))
      if keepsEveryName {
        keep(binding, memberOf: nil)
      } else {
        pendingDeclarations.append((binding, nil))
      }
    }
  }

  /// Notes the members an extension of a legacy class declares directly in its body.
  mutating func noteOwnMembers(ofExtensionBody brace: Int, subject: Subject) {
    // An extension left open runs to the end of the file.
    let close = matching(brace)
    var index = brace + 1
    while index < close {
      if isPunctuation(index, ASCII.openBrace) || isPunctuation(index, ASCII.openParen)
        || isPunctuation(index, ASCII.openBracket)
      {
        index = matching(index) + 1
        continue
      }
      if words[index] == .func || words[index] == .var, isIdentifier(index + 1),
        !isPunctuation(index - 1, ASCII.dot)
      {
        if subject == .alert {
          ownMembers.alert.insert(string(index + 1))
        } else {
          ownMembers.sheet.insert(string(index + 1))
        }
      }
      // `convenience init(notice: Notice, delegate: …)`, by its labels.
      if words[index] == .`init`, !isPunctuation(index - 1, ASCII.dot) {
        var open = index + 1
        if isOperator(open, "?") || isOperator(open, "!") { open += 1 }
        if isPunctuation(open, ASCII.openParen), match[open] >= 0 {
          var labels = ""
          var parameters = ParameterWalk(open: open, close: Int(match[open]))
          while let (start, colon) = parameters.next(in: self) {
            if colon > start { labels += string(start) + ":" }
          }
          if subject == .alert {
            ownInitializers.alert.insert(labels)
          } else {
            ownInitializers.sheet.insert(labels)
          }
        }
      }
      index += 1
    }
  }

  /// The parameters between the parentheses `open` and `close`, one after another: the first
  /// token of each and the position of its colon (the first within three tokens), or of the
  /// token where the search for one stopped.
  struct ParameterWalk {
    private var start: Int
    private var cursor: Int
    private let close: Int

    init(open: Int, close: Int) {
      start = open + 1
      cursor = open + 1
      self.close = close
    }

    mutating func next(in scanner: SwiftScanner) -> (start: Int, colon: Int)? {
      while cursor <= close {
        if cursor == close || scanner.isPunctuation(cursor, ASCII.comma) {
          let first = start
          var colon = first
          while colon < cursor, colon < first + 3, !scanner.isPunctuation(colon, ASCII.colon) {
            colon += 1
          }
          start = cursor + 1
          cursor += 1
          return (first, colon)
        } else if scanner.isPunctuation(cursor, ASCII.openParen)
          || scanner.isPunctuation(cursor, ASCII.openBracket)
          || scanner.isPunctuation(cursor, ASCII.openBrace)
        {
          cursor = scanner.matching(cursor)
          continue
        }
        cursor += 1
      }
      return nil
    }
  }

  /// The name of the member whose body the brace `body` opens, as findings give it
  /// (`name(label:label:)`), or nil when it opens no member's body. Built once per member.
  mutating func memberName(ofBody body: Int) -> String? {
    guard let block = block(of: body) else { return nil }
    if let name = blocks[block].memberName { return name }
    guard let signature = blocks[block].member else { return nil }
    let name = memberName(signature)
    blocks[block].memberName = name
    return name
  }

  /// The member's name as findings give it: `name(label:label:)`.
  func memberName(_ signature: MemberSignature) -> String {
    var name = signature.isFunction ? string(signature.keyword + 1) : string(signature.keyword)
    name += "("
    var parameters = ParameterWalk(open: signature.open, close: signature.close)
    while let (start, colon) = parameters.next(in: self) {
      if isPunctuation(colon, ASCII.colon), colon > start { name += string(start) + ":" }
    }
    return name + ")"
  }

  /// `alert = UIAlertView(…)` or `self.alert = UIAlertView(…)` with no declaration in sight: the
  /// property is declared elsewhere (a superclass, another file).
  mutating func collectAssignment(at index: Int, braces: [Int]) {
    guard let start = typeStart(index), creationParenthesis(index) != nil,
      isOperator(start - 1, "="), isIdentifier(start - 2), let subject = Subject(words[index]),
      !isPunctuation(start - 3, ASCII.colon), word(start - 3) != .let, word(start - 3) != .var
    else { return }
    // Not the end of a qualified type annotation: `let a: UIKit.UIAlertView = UIAlertView()`.
    var first = start - 2
    while isPunctuation(first - 1, ASCII.dot), isIdentifier(first - 2) { first -= 2 }
    if first < start - 2, isPunctuation(first - 1, ASCII.colon) { return }
    var type: Name = -1
    for brace in braces.reversed().prefix(64) {
      if let block = block(of: brace), let body = blocks[block].type {
        type = body.name
        break
      }
    }
    let name = names.name(of: token(start - 2))
    let key = SwiftScanner.pair(Int(type), name)
    if assigned[key] == nil { assigned[key] = .legacy(subject) }
    if Self.value(anyAssigned, name) == nil { Self.set(&anyAssigned, name, .legacy(subject)) }
  }
}
