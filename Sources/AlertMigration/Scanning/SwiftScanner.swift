/// Finds legacy alert API in the tokens of one Swift file.
///
/// The scanner works on tokens, so names inside comments and string literals never match. It
/// reads a file in up to three passes over its tokens: a quick one that gives up on files that
/// never mention a legacy name, one that pairs brackets and notes every declared name with what
/// it holds (`let alert = UIAlertView(…)`, `alert: UIAlertView`, `let view = Builder.make()`),
/// and one that reports findings.
///
/// Member calls such as `show`, `addAction` and the unmirrored-member check are reported only on
/// receivers the file shows to be alerts: a name declared with an alert type or value that is in
/// scope at the use, or a creation expression (`UIAlertView(…).show()`). Names are scoped as
/// Swift scopes them: a local or a parameter belongs to its block or function body, and shadows
/// a property of the same name; a property belongs to its type and its extensions in the file.
/// Each name is looked up in constant time, so the cost is linear in the number of declarations.
struct SwiftScanner {
  typealias Subject = LegacyAPI.Subject

  /// What a declared name holds, as far as the file shows.
  enum Holds: Equatable {
    /// An alert, sheet or controller.
    case legacy(Subject)
    /// Something typed `AnyObject` or `Any` (the spelling is kept for messages).
    case untyped(String)
    /// Anything else.
    case other
    /// The value of another name (`let a = b`), resolved where the declaration is.
    case alias(String)

    var subject: Subject? {
      if case .legacy(let subject) = self { return subject }
      return nil
    }
  }

  private struct Binding {
    var name: String
    /// The token index of the declared name.
    var position: Int
    /// The opening brace of the block the name belongs to; -1 for the file.
    var scope: Int
    var holds: Holds
  }

  /// A block entered by the reporting pass: its opening brace and the names it declares.
  private struct Scope {
    var brace: Int
    var names: [String]
    var typeName: String?
    var memberName: String?
    /// The innermost type around (or of) this block.
    var innerType: String?
    /// The innermost member around (or of) this block, inside `innerType`.
    var innerMember: String?
  }

  private let text: SourceBytes
  private let tokens: [Token]
  private let vocabulary = Vocabulary.swift
  private var words: [Word?] = []
  private var match: [Int32] = []
  private var findings: [RawFinding] = []

  // Declarations, from pass 1.
  private var bindings: [Binding] = []
  /// The names declared directly in each block (locals and parameters), by opening brace, each
  /// once, with what its first declaration holds.
  private var blockNames: [Int: [(name: String, holds: Holds)]] = [:]
  private struct BlockName: Hashable {
    var block: Int
    var name: String
  }

  /// Which names `blockNames` has for each block, so each is added once in constant time.
  private var declaredInBlock: Set<BlockName> = []
  /// The type whose body each brace opens.
  private var typeBodies: [Int: String] = [:]
  /// The function, initialiser or subscript whose body each brace opens, as `name(label:)`.
  private var memberBodies: [Int: String] = [:]
  /// Properties by type name, then name (the first declaration wins).
  private var members: [String: [String: Holds]] = [:]
  /// Properties of any type, for `other.alert` receivers.
  private var anyMember: [String: Holds] = [:]
  /// Names assigned an alert without a declaration in the file (`alert = UIAlertView(…)`), by
  /// enclosing type name ("" outside types).
  private var assigned: [String: [String: Holds]] = [:]
  private var anyAssigned: [String: Holds] = [:]

  // Scopes, during pass 2.
  private var visible: [String: [(scope: Int, holds: Holds)]] = [:]
  private var scopes: [Scope] = []
  private var nextBinding = 0

  // The type declaration header being read.
  private var headerName = -1
  private var inheritance = 0..<0
  private var headerIsClass = false
  private var headerIsObjCProtocol = false
  private var headerTypeName: String?

  // The body of the legacy delegate method being read.
  private var body = 0..<0

  // Which initialisers make the file's alerts, for alertViewShouldEnableFirstOtherButton(_:).
  private var swiftOrderCreations = 0
  private var objectiveCOrderCreations = 0
  /// The last creation bound to each name (`let alert = UIAlertView(…)`), by finding index.
  private var creationByName: [String: Int] = [:]
  private var shouldEnableMethods: [(index: Int, member: String?, type: String?)] = []

  private init(text: SourceBytes, tokens: [Token]) {
    self.text = text
    self.tokens = tokens
  }

  /// Returns the findings of a Swift file, unordered.
  static func scan(_ text: SourceBytes, tokens: [Token]) -> [RawFinding] {
    guard mentionsLegacyNames(text, tokens: tokens) else { return [] }
    var scanner = SwiftScanner(text: text, tokens: tokens)
    scanner.prepare()
    scanner.report()
    scanner.reportNeverCalledMethods()
    return scanner.findings
  }

  /// Whether any identifier is a name that can lead to a finding.
  static func mentionsLegacyNames(_ text: SourceBytes, tokens: [Token]) -> Bool {
    let vocabulary = Vocabulary.swift
    for token in tokens where token.kind == .identifier && token.length >= 9 {
      if let word = vocabulary.word(token, in: text), word.isInterest { return true }
    }
    return false
  }

  // MARK: Token access

  private func token(_ index: Int) -> Token {
    index >= 0 && index < tokens.count ? tokens[index] : .none
  }

  private func word(_ index: Int) -> Word? {
    index >= 0 && index < words.count ? words[index] : nil
  }

  private func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    let token = token(index)
    return token.kind == .punctuation && text.token(token, isByte: byte)
  }

  private func isOperator(_ index: Int, _ literal: StaticString) -> Bool {
    let token = token(index)
    return token.kind == .operator && text.token(token, is: literal)
  }

  private func isIdentifier(_ index: Int) -> Bool {
    token(index).kind == .identifier
  }

  private func string(_ index: Int) -> String {
    text.text(of: token(index))
  }

  /// The index of the bracket matching the one at `index`, or the end when it has none.
  private func matching(_ index: Int) -> Int {
    let other = index >= 0 && index < match.count ? Int(match[index]) : -1
    return other >= 0 ? other : tokens.count
  }

  private mutating func add(
    _ kind: Finding.Kind, _ name: String, at index: Int, type: String? = nil,
    member: String? = nil
  ) {
    findings.append(
      RawFinding(
        kind: kind, name: name, offset: Int(token(index).start),
        enclosingType: type ?? currentType, member: member ?? currentMember))
  }

  // MARK: Pass 1: words, brackets, declarations

  private mutating func prepare() {
    words = tokens.map { $0.kind == .identifier ? vocabulary.word($0, in: text) : nil }
    match = [Int32](repeating: -1, count: tokens.count)
    // One stack per bracket kind, so a stray closer never searches the others.
    var open: [[Int]] = [[], [], []]
    for index in tokens.indices where tokens[index].kind == .punctuation {
      let kind: Int
      let closes: Bool
      switch text[Int(tokens[index].start)] {
      case ASCII.openParen: (kind, closes) = (0, false)
      case ASCII.openBracket: (kind, closes) = (1, false)
      case ASCII.openBrace: (kind, closes) = (2, false)
      case ASCII.closeParen: (kind, closes) = (0, true)
      case ASCII.closeBracket: (kind, closes) = (1, true)
      case ASCII.closeBrace: (kind, closes) = (2, true)
      default: continue
      }
      if !closes {
        open[kind].append(index)
      } else if let partner = open[kind].popLast() {
        match[partner] = Int32(index)
        match[index] = Int32(partner)
      }
    }
    collectDeclarations()
  }

  /// The index where a reference to a class name starts (`UIKit.` included), or nil when the name
  /// is a member of something else.
  private func typeStart(_ index: Int) -> Int? {
    guard isPunctuation(index - 1, ASCII.dot) else { return index }
    return word(index - 2) == .uiKit && !isPunctuation(index - 3, ASCII.dot) ? index - 2 : nil
  }

  /// The index of the opening parenthesis when the class name at `index` is called to create an
  /// instance (`UIAlertView(…)`, `UIAlertView.init(…)`).
  private func creationParenthesis(_ index: Int) -> Int? {
    let next = index + 1
    if isPunctuation(next, ASCII.openParen), !token(next).newlineBefore { return next }
    if isPunctuation(next, ASCII.dot), word(next + 1) == .`init`,
      isPunctuation(next + 2, ASCII.openParen)
    {
      return next + 2
    }
    return nil
  }

  private static func declaresType(_ word: Word?) -> Bool {
    switch word {
    case .class, .struct, .enum, .extension, .protocol, .actor, .typealias: true
    default: false
    }
  }

  /// Whether the word is a modifier that can stand before a declaration keyword.
  private static func isModifier(_ word: Word?) -> Bool {
    switch word {
    case .static, .final, .private, .fileprivate, .internal, .public, .open, .package, .override,
      .required, .convenience, .dynamic, .nonisolated, .class:
      true
    default: false
    }
  }

  /// Whether the word starts a new declaration (so a function header without a body has ended).
  private static func startsDeclaration(_ word: Word?) -> Bool {
    guard let word else { return false }
    return word.followsClassModifier || declaresType(word) || word == .import
  }

  /// Walks the tokens once, recording every declared name with its scope and what it holds.
  private mutating func collectDeclarations() {
    var braces: [Int] = []
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .punctuation {
        let byte = text[Int(token.start)]
        if byte == ASCII.openBrace, match[index] >= 0 {
          braces.append(index)
        } else if byte == ASCII.closeBrace, match[index] >= 0,
          let position = braces.lastIndex(of: Int(match[index]))
        {
          braces.removeSubrange(position...)
        }
        continue
      }
      guard token.kind == .identifier, let word = words[index] else { continue }
      switch word {
      case .class, .struct, .enum, .extension, .protocol, .actor:
        if let header = header(at: index, isClass: word == .class), let brace = header.body {
          typeBodies[brace] = header.typeName
        }
      case .func, .`init`, .subscript:
        collectParameters(at: index, word: word)
      case .let, .var:
        collectDeclaration(at: index, braces: braces)
      case .uiAlertView, .uiActionSheet, .uiAlertController:
        collectAssignment(at: index, braces: braces)
      default:
        break
      }
    }
    bindings.sort { $0.position < $1.position }
  }

  private mutating func record(_ binding: Binding, braces: [Int]) {
    if let brace = braces.last, let type = typeBodies[brace] {
      if members[type]?[binding.name] == nil {
        members[type, default: [:]][binding.name] = binding.holds
      }
      if anyMember[binding.name] == nil { anyMember[binding.name] = binding.holds }
      return
    }
    if declaredInBlock.insert(BlockName(block: binding.scope, name: binding.name)).inserted {
      blockNames[binding.scope, default: []].append((binding.name, binding.holds))
    }
    bindings.append(binding)
  }

  /// `let name …` / `var name …`.
  private mutating func collectDeclaration(at index: Int, braces: [Int]) {
    let nameIndex = index + 1
    guard !isPunctuation(index - 1, ASCII.dot), isIdentifier(nameIndex) else { return }
    let name = string(nameIndex)
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
  private func expressionHolds(at start: Int, declaring name: String) -> Holds? {
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
    let after = first + 1
    if isIdentifier(first),
      after >= tokens.count || token(after).newlineBefore || isPunctuation(after, ASCII.comma)
        || isPunctuation(after, ASCII.openBrace) || isPunctuation(after, ASCII.semicolon)
        || isPunctuation(after, ASCII.closeParen) || text.token(token(after), is: "else")
    {
      let other = string(first)
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

  /// What a value of the type written at `index` holds.
  private func typeHolds(at index: Int) -> Holds {
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
      var spelling = string(start)
      if isOperator(start + 1, "?") || isOperator(start + 1, "!") { spelling += string(start + 1) }
      return .untyped(spelling)
    }
    return .other
  }

  /// The parameters of a function, initialiser or subscript with a body, scoped to that body.
  private mutating func collectParameters(at index: Int, word: Word) {
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
    var labels = ""
    var start = open + 1
    cursor = start
    while cursor <= close {
      if cursor == close || isPunctuation(cursor, ASCII.comma) {
        var colon = start
        while colon < cursor, colon < start + 3, !isPunctuation(colon, ASCII.colon) { colon += 1 }
        if isPunctuation(colon, ASCII.colon), colon > start { labels += string(start) + ":" }
        if isPunctuation(colon, ASCII.colon), colon == start + 1 || colon == start + 2,
          isIdentifier(colon - 1), !text.token(token(colon - 1), is: "_")
        {
          let binding = Binding(
            name: string(colon - 1), position: colon - 1, scope: bodyBrace,
            holds: typeHolds(at: colon + 1))
          if declaredInBlock.insert(BlockName(block: bodyBrace, name: binding.name)).inserted {
            blockNames[bodyBrace, default: []].append((binding.name, binding.holds))
          }
          bindings.append(binding)
        }
        start = cursor + 1
      } else if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket)
        || isPunctuation(cursor, ASCII.openBrace)
      {
        cursor = matching(cursor)
        continue
      }
      cursor += 1
    }
    let baseName = word == .func ? string(index + 1) : string(index)
    memberBodies[bodyBrace] = baseName + "(" + labels + ")"
  }

  /// `alert = UIAlertView(…)` or `self.alert = UIAlertView(…)` with no declaration in sight: the
  /// property is declared elsewhere (a superclass, another file).
  private mutating func collectAssignment(at index: Int, braces: [Int]) {
    guard let start = typeStart(index), creationParenthesis(index) != nil,
      isOperator(start - 1, "="), isIdentifier(start - 2), let subject = Subject(words[index]),
      !isPunctuation(start - 3, ASCII.colon), word(start - 3) != .let, word(start - 3) != .var
    else { return }
    var type = ""
    for brace in braces.reversed().prefix(64) {
      if let name = typeBodies[brace] {
        type = name
        break
      }
    }
    let name = string(start - 2)
    if assigned[type]?[name] == nil { assigned[type, default: [:]][name] = .legacy(subject) }
    if anyAssigned[name] == nil { anyAssigned[name] = .legacy(subject) }
  }

  // MARK: Scopes

  /// Enters or leaves the block at the brace `index`, and applies declarations up to `index`.
  private mutating func track(_ index: Int) {
    while nextBinding < bindings.count, bindings[nextBinding].position <= index {
      let binding = bindings[nextBinding]
      nextBinding += 1
      guard binding.scope == (scopes.last?.brace ?? -1),
        let top = visible[binding.name]?.indices.last,
        visible[binding.name]?[top].scope == binding.scope
      else { continue }
      let holds = resolve(binding.holds)
      visible[binding.name]?[top].holds = holds
    }
    guard tokens[index].kind == .punctuation, match[index] >= 0 else { return }
    let byte = text[Int(tokens[index].start)]
    if byte == ASCII.openBrace {
      enter(index)
    } else if byte == ASCII.closeBrace {
      let opener = Int(match[index])
      guard scopes.last?.brace == opener || scopes.contains(where: { $0.brace == opener })
      else { return }
      while let scope = scopes.popLast() {
        for name in scope.names { visible[name]?.removeLast() }
        if scope.brace == opener { break }
      }
    }
  }

  private mutating func enter(_ brace: Int) {
    let names = blockNames[brace] ?? []
    for (name, holds) in names { visible[name, default: []].append((brace, resolve(holds))) }
    let typeName = typeBodies[brace]
    let memberName = memberBodies[brace]
    scopes.append(
      Scope(
        brace: brace, names: names.map(\.name), typeName: typeName, memberName: memberName,
        innerType: typeName ?? scopes.last?.innerType,
        innerMember: typeName != nil ? nil : memberName ?? scopes.last?.innerMember))
  }

  private func resolve(_ holds: Holds) -> Holds {
    guard case .alias(let other) = holds else { return holds }
    let resolved = lookup(other, qualifier: nil)
    if case .alias = resolved { return .other }
    return resolved ?? .other
  }

  /// The innermost enclosing type, by name.
  private var currentType: String? {
    scopes.last?.innerType
  }

  /// The innermost enclosing function, initialiser or subscript inside the innermost type.
  private var currentMember: String? {
    scopes.last?.innerMember
  }

  /// What the name holds where the walk is. `qualifier` is the token before `.name`, if any:
  /// `self.name` looks only at properties, `other.name` at properties of any type.
  private func lookup(_ name: String, qualifier: Int?) -> Holds? {
    if let qualifier {
      if word(qualifier) == .self {
        let type = currentType ?? ""
        if let holds = members[type]?[name] ?? assigned[type]?[name] { return holds }
        if let top = visible[name]?.first, top.scope == -1 { return top.holds }
      }
      return anyMember[name] ?? anyAssigned[name]
    }
    if let top = visible[name]?.last, top.scope != -1 { return top.holds }
    let type = currentType ?? ""
    if let holds = members[type]?[name] { return holds }
    if let top = visible[name]?.last { return top.holds }
    return assigned[type]?[name] ?? assigned[""]?[name]
  }

  /// The subject of the receiver name at `index` where the walk is.
  private func subject(boundAt index: Int) -> Subject? {
    let qualifier = isPunctuation(index - 1, ASCII.dot) ? index - 2 : nil
    return lookup(string(index), qualifier: qualifier)?.subject
  }

  // MARK: Pass 2: findings

  private mutating func report() {
    enter(-1)
    var index = 0
    while index < tokens.count {
      track(index)
      let token = tokens[index]
      switch token.kind {
      case .identifier:
        if let word = words[index] { visit(word, at: index) }
      case .punctuation:
        if text[Int(token.start)] == ASCII.dot, isIdentifier(index + 1) {
          visitMember(dot: index)
        }
      default:
        break
      }
      index += 1
    }
  }

  private mutating func visit(_ word: Word, at index: Int) {
    switch word {
    case .class, .struct, .enum, .extension, .protocol, .actor:
      readHeader(at: index, isClass: word == .class)
    case .`func`:
      readFunction(at: index)
    case .uiAlertView, .uiActionSheet, .uiAlertController:
      visitClassName(at: index, subject: Subject(word)!)
    case .legacyAlertView:
      if typeStart(index) != nil, let open = creationParenthesis(index) {
        countOrder(labels: callLabels(open: open))
      }
    case .uiAlertViewDelegate, .uiActionSheetDelegate:
      if inheritance.contains(index), typeStart(index) != nil {
        add(.conformance, string(index), at: index, type: headerTypeName)
        if headerIsObjCProtocol {
          let name = string(index)
          let renamed =
            word == .uiAlertViewDelegate ? "LegacyAlertViewDelegate" : "LegacyActionSheetDelegate"
          add(
            .manualStep,
            "@objc protocol \(string(headerName)) refines \(name): an @objc protocol cannot refine "
              + "\(renamed), a Swift protocol, so the renamed file does not compile; drop @objc "
              + "(and its optional requirements) or stop refining \(renamed)",
            at: index, type: headerTypeName)
        }
      }
    default:
      break
    }
  }

  private struct Header {
    var nameIndex: Int
    var typeName: String
    var inheritance: Range<Int>
    /// The opening brace of the body, when the header ends in one.
    var body: Int?
  }

  /// The header of a type declaration at the keyword `index`, or nil when the keyword does not
  /// start one (`class func`, `.class`).
  private func header(at index: Int, isClass: Bool) -> Header? {
    guard isIdentifier(index + 1), !(word(index + 1)?.followsClassModifier ?? false),
      !isPunctuation(index - 1, ASCII.dot)
    else { return nil }
    var colon = -1
    var whereClause = -1
    var angles = 0
    var typeName = string(index + 1)
    var cursor = index + 2
    while isPunctuation(cursor, ASCII.dot), isIdentifier(cursor + 1) {
      typeName = string(cursor + 1)  // extension UIKit.Foo: the last component
      cursor += 2
    }
    while cursor < tokens.count, cursor < index + 512 {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        let byte = text[Int(token.start)]
        if byte == ASCII.openBrace || byte == ASCII.closeBrace || byte == ASCII.semicolon { break }
        if byte == ASCII.colon, angles == 0, colon < 0 { colon = cursor }
      } else if token.kind == .operator {
        for offset in Int(token.start)..<token.end {
          if text[offset] == ASCII.less { angles += 1 }
          if text[offset] == ASCII.greater { angles = max(0, angles - 1) }
        }
      } else if words[cursor] == .where, whereClause < 0 {
        whereClause = cursor
      }
      cursor += 1
    }
    let end = whereClause >= 0 ? whereClause : cursor
    return Header(
      nameIndex: index + 1, typeName: typeName,
      inheritance: colon >= 0 && colon < end ? colon + 1..<end : 0..<0,
      body: isPunctuation(cursor, ASCII.openBrace) ? cursor : nil)
  }

  /// Notes the extent of a type declaration header, so names in its inheritance clause are
  /// known to be conformances or superclasses.
  private mutating func readHeader(at index: Int, isClass: Bool) {
    guard let header = header(at: index, isClass: isClass) else { return }
    headerName = header.nameIndex
    headerTypeName = header.typeName
    headerIsClass = isClass
    inheritance = header.inheritance
    headerIsObjCProtocol = word(index) == .protocol && hasObjCAttribute(before: index)
  }

  /// Whether `@objc` (or `@objc(name)`) is among the attributes and modifiers before the
  /// declaration keyword at `index`.
  private func hasObjCAttribute(before index: Int) -> Bool {
    var cursor = index - 1
    var steps = 0
    while cursor >= 0, steps < 32 {
      steps += 1
      if SwiftScanner.isModifier(word(cursor)) {
        cursor -= 1
      } else if isPunctuation(cursor, ASCII.closeParen) {
        let open = matching(cursor)
        guard open < cursor else { return false }
        cursor = open - 1  // `@objc(name)`, `private(set)`
      } else if isIdentifier(cursor), isPunctuation(cursor - 1, ASCII.at) {
        if text.token(token(cursor), is: "objc") { return true }
        cursor -= 2
      } else if isIdentifier(cursor), text.token(token(cursor), is: "optional") {
        cursor -= 1
      } else {
        return false
      }
    }
    return false
  }

  /// Counts an alert creation by the button order of its initialiser (L2, L2a).
  private mutating func countOrder(labels: [String]) {
    if labels.contains("buttonOrder") {
      objectiveCOrderCreations += 1
    } else {
      swiftOrderCreations += 1
    }
  }

  /// Reports each `alertViewShouldEnableFirstOtherButton(_:)` as never called when the file's
  /// alerts are all made with Swift-shaped initialisers (firstOtherButtonIndex is then -1).
  private mutating func reportNeverCalledMethods() {
    guard swiftOrderCreations > 0, objectiveCOrderCreations == 0 else { return }
    for method in shouldEnableMethods {
      add(
        .manualStep,
        "alertViewShouldEnableFirstOtherButton(_:) is never called: alerts made with Swift's "
          + "initialisers have firstOtherButtonIndex -1, on UIKit as after the rename; remove it, "
          + "or create the alerts with buttonOrder: .objectiveC to enable the first other button "
          + "live",
        at: method.index, type: method.type, member: method.member)
    }
  }

  private mutating func visitClassName(at index: Int, subject: Subject) {
    if index == headerName, subject != .controller, word(index - 1) == .extension {
      add(.wrapper, "extension \(subject.uiKitName)", at: index, type: headerTypeName)
      return
    }
    guard index != headerName, typeStart(index) != nil else { return }
    if subject != .controller, isPunctuation(index + 1, ASCII.dot), isIdentifier(index + 2),
      isPunctuation(index + 3, ASCII.openParen), !token(index + 3).newlineBefore,
      !LegacyAPI.inheritedStaticMembers.contains(string(index + 2))
    {
      add(.wrapper, "\(subject.uiKitName).\(callName(index + 2))", at: index)
      return
    }
    let name = subject.uiKitName
    if inheritance.contains(index) {
      if headerIsClass {
        add(
          .manualStep, "subclass of \(name): \(subject.alertShimName) is final", at: index,
          type: headerTypeName)
      }
      return
    }
    guard let open = creationParenthesis(index) else {
      checkCast(at: index, subject: subject)
      return
    }
    add(.creation, name, at: index)
    if let start = typeStart(index), isOperator(start - 1, "=") {
      // `alert = UIAlertView(…)`, or `let alert: UIAlertView? = UIAlertView(…)`.
      var nameIndex = start - 2
      for colon in stride(from: start - 3, through: max(0, start - 6), by: -1)
      where isPunctuation(colon, ASCII.colon) {
        nameIndex = colon - 1
        break
      }
      if isIdentifier(nameIndex) { creationByName[string(nameIndex)] = findings.count - 1 }
    }
    if subject == .controller {
      add(
        .manualStep,
        "UIAlertController is not renamed: use AlertController and present it on an AlertHost",
        at: index)
      return
    }
    let labels = callLabels(open: open)
    if subject == .alert { countOrder(labels: labels) }
    checkDeclaredType(creationStart: typeStart(index) ?? index, subject: subject)
    if let argument = argument(labelled: "delegate", open: open) {
      checkDelegate(argument, subject: subject)
    }
    if !LegacyAPI.mirrorsInitializer(labels: labels, of: subject) {
      let required = LegacyAPI.initializerLabels(of: subject).map { $0 + ":" }.joined()
      add(
        .manualStep,
        "\(name)(\(labels.map { $0 + ":" }.joined())) has no \(subject.alertShimName) "
          + "counterpart: use init(\(required)otherButtonTitles:)",
        at: index)
    }
  }

  /// `x is UIAlertView`, `x as? UIAlertView`: after the rename, a view from a hierarchy or a
  /// value UIKit hands over is never a LegacyAlertView (L17).
  private mutating func checkCast(at index: Int, subject: Subject) {
    guard subject != .controller, let start = typeStart(index) else { return }
    var operatorIndex = start - 1
    var spelling = ""
    if isOperator(operatorIndex, "?") || isOperator(operatorIndex, "!") {
      spelling = string(operatorIndex)
      operatorIndex -= 1
    }
    let isCheck = spelling.isEmpty && text.token(token(operatorIndex), is: "is")
    guard isCheck || word(operatorIndex) == .as else { return }
    let written = (isCheck ? "is" : "as" + spelling) + " " + subject.uiKitName
    add(
      .manualStep,
      "`\(written)` is always false after the rename for UIKit's objects (subviews, windows, "
        + "senders): \(subject.alertShimName) is not a UIView; keep a reference to the alerts "
        + "you show instead",
      at: operatorIndex)
  }

  /// `let v: UIView = UIAlertView(…)`: the renamed value is not a UIView (L17).
  private mutating func checkDeclaredType(creationStart start: Int, subject: Subject) {
    guard isOperator(start - 1, "=") else { return }
    var colon = start - 2
    var steps = 0
    while colon > 0, steps < 12, !isPunctuation(colon, ASCII.colon) {
      if isPunctuation(colon, ASCII.openBrace) || isPunctuation(colon, ASCII.closeBrace)
        || isPunctuation(colon, ASCII.semicolon) || token(colon).newlineBefore
      {
        return
      }
      colon -= 1
      steps += 1
    }
    guard isPunctuation(colon, ASCII.colon), isIdentifier(colon - 1),
      word(colon - 2) == .let || word(colon - 2) == .var
    else { return }
    if typeHolds(at: colon + 1).subject == subject { return }
    let type = text.text(in: Int(token(colon + 1).start)..<token(start - 2).end)
    if type == "AnyObject" || type == "AnyObject?" || type == "Any" || type == "Any?" { return }
    add(
      .manualStep,
      "\(string(colon - 1)) is declared \(type): \(subject.alertShimName) is not a UIKit view, "
        + "so the renamed file does not compile; declare it \(subject.alertShimName)",
      at: colon - 1)
  }

  /// The first token of the argument labelled `label` of the call opened at `open`.
  private func argument(labelled label: String, open: Int) -> Int? {
    let close = matching(open)
    var cursor = open + 1
    var argumentStart = true
    while cursor < close {
      if argumentStart, isIdentifier(cursor), isPunctuation(cursor + 1, ASCII.colon),
        string(cursor) == label
      {
        return cursor + 2
      }
      argumentStart = false
      if isPunctuation(cursor, ASCII.comma) {
        argumentStart = true
      } else if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket)
        || isPunctuation(cursor, ASCII.openBrace)
      {
        cursor = matching(cursor)
      }
      cursor += 1
    }
    return nil
  }

  /// A delegate passed as a name typed `AnyObject?` or `Any?`: the renamed initialiser or
  /// property takes the AlertShim delegate protocol, so it does not compile (L17).
  private mutating func checkDelegate(_ start: Int, subject: Subject) {
    var nameIndex = start
    var qualifier: Int?
    if word(start) == .self, isPunctuation(start + 1, ASCII.dot) {
      nameIndex = start + 2
      qualifier = start
    }
    guard isIdentifier(nameIndex), word(nameIndex) != .self,
      isPunctuation(nameIndex + 1, ASCII.comma) || isPunctuation(nameIndex + 1, ASCII.closeParen)
        || token(nameIndex + 1).newlineBefore || isPunctuation(nameIndex + 1, ASCII.semicolon)
        || nameIndex + 1 >= tokens.count
    else { return }
    guard case .untyped(let type) = lookup(string(nameIndex), qualifier: qualifier) else { return }
    add(
      .manualStep,
      "the delegate \(string(nameIndex)) is typed \(type): \(subject.alertShimName) takes "
        + "(any \(subject.delegateName))?, so the renamed file does not compile; declare it with "
        + "that type",
      at: nameIndex)
  }

  // MARK: Members

  private func isAssignment(_ index: Int) -> Bool {
    let token = token(index)
    guard token.kind == .operator, text[token.end - 1] == ASCII.equals else { return false }
    if token.length == 1 { return true }
    for comparison: StaticString in ["==", "!=", "<=", ">=", "===", "!=="]
    where text.token(token, is: comparison) {
      return false
    }
    return true
  }

  private mutating func visitMember(dot: Int) {
    let member = dot + 1
    let word = word(member)
    switch word {
    case .tag:
      if body.contains(dot), !isAssignment(member + 1) { add(.tagRead, "tag", at: member) }
      if isOperator(member + 1, "="), isIdentifier(dot - 1),
        let creation = creationByName[string(dot - 1)]
      {
        findings[creation].tag = statementText(from: member + 2)
      }
    case .alertViewStyle:
      add(.textField, "alertViewStyle", at: member)
    case .textField:
      if isPunctuation(member + 1, ASCII.openParen), text.token(token(member + 2), is: "at"),
        isPunctuation(member + 3, ASCII.colon)
      {
        add(.textField, "textField(at:)", at: member)
        checkTextFieldUse(after: matching(member + 1))
      }
    case .textFieldAtIndex:
      if isPunctuation(member + 1, ASCII.openParen) {
        add(.textField, "textFieldAtIndex(_:)", at: member)
        add(
          .manualStep, "textFieldAtIndex(_:) is the Swift 2 name: use textField(at:)",
          at: member)
      }
    default:
      break
    }
    guard let subject = receiverSubject(dot: dot) else { return }
    switch subject {
    case .controller:
      if word == .addAction { add(.addAction, "addAction(_:)", at: member) }
    case .alert, .sheet:
      visitLegacyMember(member, word: word, subject: subject)
    }
  }

  private mutating func visitLegacyMember(_ member: Int, word: Word?, subject: Subject) {
    switch word {
    case .show:
      var name = callName(member)
      if name == "show", isPunctuation(member + 1, ASCII.openBrace) {
        name = "show(completion:)"  // a trailing closure
      }
      add(.show, name, at: member)
      if !["show", "show()", "show(completion:)"].contains(name) {
        add(
          .manualStep,
          "\(name) presents from a UIKit view: use show(in:) with an AlertHost"
            + (name == "show(in:)" ? "" : " and an AlertAnchor"),
          at: member)
      }
    case .showInView, .showFromTabBar, .showFromToolbar, .showFromBarButtonItem, .showFromRect:
      let name = callName(member)
      add(.show, name, at: member)
      add(
        .manualStep,
        "\(name) is a Swift 2 name presenting from a UIKit view: use show(in:) with an AlertHost",
        at: member)
    case .delegate:
      if isOperator(member + 1, "=") { checkDelegate(member + 2, subject: subject) }
    default:
      let name = string(member)
      if name == "dismiss", isPunctuation(member + 1, ASCII.openParen) {
        add(.dismiss, callName(member), at: member)
      }
      let mirrored = subject == .alert ? LegacyAPI.alertMembers : LegacyAPI.sheetMembers
      if !mirrored.contains(name), word != .self {
        add(
          .manualStep,
          "\(subject.uiKitName).\(name) is not mirrored by \(subject.alertShimName)",
          at: member)
      }
    }
  }

  /// The text of the expression starting at `start`, to the end of its line (at most 12
  /// tokens).
  private func statementText(from start: Int) -> String {
    var end = start
    while end + 1 < tokens.count, end < start + 12, !token(end + 1).newlineBefore,
      !isPunctuation(end + 1, ASCII.semicolon), !isPunctuation(end + 1, ASCII.closeBrace)
    {
      end += 1
    }
    guard start < tokens.count else { return "" }
    return text.text(in: Int(token(start).start)..<token(end).end)
  }

  /// Reports a manual step when `textField(at:)`'s result is used for more than AlertTextField
  /// offers (`alert.textField(at: 0)?.keyboardType`).
  private mutating func checkTextFieldUse(after close: Int) {
    var next = close + 1
    while isOperator(next, "?") || isOperator(next, "!") { next += 1 }
    guard isPunctuation(next, ASCII.dot), isIdentifier(next + 1) else { return }
    let name = string(next + 1)
    if !LegacyAPI.textFieldMembers.contains(name) {
      add(
        .manualStep,
        "textField(at:).\(name) is not mirrored: AlertTextField has text, placeholder and "
          + "isSecureTextEntry",
        at: next + 1)
    }
  }

  /// The subject of the receiver of the member after `dot`: a bound name or a creation.
  private func receiverSubject(dot: Int) -> Subject? {
    var receiver = dot - 1
    while isOperator(receiver, "?") || isOperator(receiver, "!") { receiver -= 1 }
    let token = token(receiver)
    if token.kind == .identifier {
      return subject(boundAt: receiver)
    }
    guard isPunctuation(receiver, ASCII.closeParen) else { return nil }
    let open = matching(receiver)
    if let subject = Subject(word(open - 1)), creationParenthesis(open - 1) == open {
      return subject
    }
    if word(open - 1) == .`init`, isPunctuation(open - 2, ASCII.dot),
      let subject = Subject(word(open - 3))
    {
      return subject
    }
    return nil
  }

  /// The name of the call whose callee is at `index`, with its argument labels:
  /// `show()`, `show(in:)`, `show(from:in:animated:)`, `showInView(_:)`.
  private func callName(_ index: Int) -> String {
    let name = string(index)
    let open = index + 1
    guard isPunctuation(open, ASCII.openParen), !token(open).newlineBefore else { return name }
    return name + "(" + callLabels(open: open).map { $0 + ":" }.joined() + ")"
  }

  /// The argument labels of the call whose opening parenthesis is at `open` (`_` for an
  /// unlabelled argument).
  private func callLabels(open: Int) -> [String] {
    let close = matching(open)
    var labels: [String] = []
    var cursor = open + 1
    var argumentStart = true
    while cursor < close {
      if argumentStart {
        if isIdentifier(cursor), isPunctuation(cursor + 1, ASCII.colon) {
          labels.append(string(cursor))
          cursor += 2
        } else {
          labels.append("_")
        }
        argumentStart = false
        continue
      }
      let token = token(cursor)
      if token.kind == .punctuation {
        switch text[Int(token.start)] {
        case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
          cursor = matching(cursor)
        case ASCII.comma:
          argumentStart = true
        default:
          break
        }
      }
      cursor += 1
    }
    return labels
  }

  // MARK: Delegate methods

  private struct Parameter {
    var label: String
    var type: String
  }

  private mutating func readFunction(at index: Int) {
    let nameIndex = index + 1
    switch word(nameIndex) {
    case .alertView, .actionSheet, .alertViewCancel, .actionSheetCancel, .willPresent,
      .didPresent, .alertViewShouldEnableFirstOtherButton, .willPresentAlertView,
      .didPresentAlertView, .willPresentActionSheet, .didPresentActionSheet:
      break
    default:
      return
    }
    let open = nameIndex + 1
    guard isPunctuation(open, ASCII.openParen) else { return }
    let close = matching(open)
    let parameters = readParameters(open: open, close: close)
    var cursor = close + 1
    while let word = word(cursor), word == .async || word == .throws || word == .rethrows {
      cursor += 1
    }
    var returnType = ""
    if isOperator(cursor, "->") {
      cursor += 1
      while cursor < tokens.count, !isPunctuation(cursor, ASCII.openBrace), word(cursor) != .where {
        if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket) {
          let end = matching(cursor)
          returnType += text.text(in: Int(token(cursor).start)..<token(end).end)
          cursor = end + 1
          continue
        }
        returnType += string(cursor)
        cursor += 1
      }
    }
    if word(cursor) == .where {
      while cursor < close + 128, cursor < tokens.count, !isPunctuation(cursor, ASCII.openBrace) {
        cursor += 1
      }
    }
    guard isPunctuation(cursor, ASCII.openBrace) else { return }  // a requirement, not code
    let methodMember = memberBodies[cursor]

    let baseName = string(nameIndex)
    let written = baseName + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    var unlabelled = false
    var method = LegacyAPI.swiftDelegateMethods[written]
    if method == nil, let first = parameters.first, first.label != "_" {
      let normalized =
        baseName + "(_:" + parameters.dropFirst().map { $0.label + ":" }.joined() + ")"
      method = LegacyAPI.swiftDelegateMethods[normalized]
      unlabelled = method != nil
    }
    guard let method else { return }
    let firstType = parameters.first?.type ?? ""
    let subject: Subject
    if let fixed = method.subject {
      subject = fixed
    } else if firstType.contains("AlertView") {
      subject = .alert
    } else if firstType.contains("ActionSheet") {
      subject = .sheet
    } else {
      return  // willPresent(_:) of something else
    }
    add(.delegateMethod, written, at: nameIndex, member: methodMember)
    body = cursor..<matching(cursor)
    if hasObjCAttribute(before: index) {
      add(
        .manualStep,
        "@objc \(written): \(subject.alertShimName) is not an Objective-C class, so the renamed "
          + "method does not compile; remove @objc (\(subject.delegateName) is a Swift protocol)",
        at: nameIndex, member: methodMember)
    }
    if let current = method.currentName {
      add(
        .manualStep,
        "\(written) is a Swift 2 name: rename it \(current) or \(subject.delegateName) "
          + "never calls it",
        at: nameIndex, member: methodMember)
    } else if unlabelled {
      add(
        .manualStep,
        "\(written) labels its first parameter: \(subject.delegateName) never calls it "
          + "(declare it with _)",
        at: nameIndex, member: methodMember)
    } else if let problem = signatureProblem(parameters, returnType, method, subject) {
      add(.manualStep, "\(written) \(problem)", at: nameIndex, member: methodMember)
    } else if written == "alertViewShouldEnableFirstOtherButton(_:)" {
      shouldEnableMethods.append((nameIndex, methodMember, currentType))
    }
  }

  private func signatureProblem(
    _ parameters: [Parameter], _ returnType: String, _ method: LegacyAPI.SwiftDelegateMethod,
    _ subject: Subject
  ) -> String? {
    let types = parameters.map(\.type)
    var expected = [subject.alertShimName]
    var fits = LegacyAPI.acceptsParameterType(types.first ?? "", for: subject)
    if method.takesIndex {
      expected.append("Int")
      fits = fits && types.count == 2 && (types[1] == "Int" || types[1] == "Swift.Int")
    }
    let expectedReturn = method.returnsBool ? "Bool" : ""
    let returnFits =
      method.returnsBool
      ? returnType == "Bool" || returnType == "Swift.Bool"
      : ["", "Void", "()", "Swift.Void"].contains(returnType)
    if fits && returnFits { return nil }
    func signature(_ types: [String], _ result: String) -> String {
      "(" + types.joined(separator: ", ") + ")" + (result.isEmpty ? "" : " -> " + result)
    }
    return "takes \(signature(types, returnType)) where \(subject.delegateName) has "
      + "\(signature(expected, expectedReturn)): it would never be called"
  }

  private func readParameters(open: Int, close: Int) -> [Parameter] {
    var parameters: [Parameter] = []
    var start = open + 1
    var cursor = start
    while cursor <= close, cursor < tokens.count {
      if cursor == close || isPunctuation(cursor, ASCII.comma) {
        if cursor > start { parameters.append(readParameter(start..<cursor)) }
        start = cursor + 1
      } else if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket) {
        cursor = matching(cursor)
      }
      cursor += 1
    }
    return parameters
  }

  private func readParameter(_ range: Range<Int>) -> Parameter {
    var colon = range.lowerBound
    while colon < range.upperBound, !isPunctuation(colon, ASCII.colon) { colon += 1 }
    let label = colon > range.lowerBound ? string(range.lowerBound) : "_"
    var type = ""
    var cursor = colon + 1
    while cursor < range.upperBound, !isOperator(cursor, "=") {
      if isPunctuation(cursor, ASCII.at) {
        cursor += 2  // an attribute such as @escaping
        continue
      }
      type += string(cursor)
      cursor += 1
    }
    return Parameter(label: label, type: type)
  }
}
