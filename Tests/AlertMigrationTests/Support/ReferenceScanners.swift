// The scanners as they were before the scan's event-driven passes (commit 709246a), kept only
// as the reference the scanners are compared with (ScannerEquivalenceTests): the same raw
// findings, in the same order, on every input.

@testable import AlertMigration

protocol ReferenceTokenStream {
  /// The file's bytes.
  var text: SourceBytes { get }
  /// The file's tokens, in order.
  var tokens: [Token] { get }
  /// The legacy name each token spells, if any, by token index.
  var words: [Word?] { get }
}

// The accessors are inlined: called from a scanner's mutating pass, an accessor that is not
// is handed a copy of the whole scanner (some 300 bytes) at each call.
extension ReferenceTokenStream {
  /// The token at `index`, or `.none` out of range.
  @inline(__always)
  func token(_ index: Int) -> Token {
    index >= 0 && index < tokens.count ? tokens[index] : .none
  }

  /// The word of the token at `index`, or nil.
  @inline(__always)
  func word(_ index: Int) -> Word? {
    index >= 0 && index < words.count ? words[index] : nil
  }

  /// Whether the token at `index` is the punctuation `byte`.
  @inline(__always)
  func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    let token = token(index)
    return token.kind == .punctuation && text.token(token, isByte: byte)
  }

  /// Whether the token at `index` is an identifier.
  @inline(__always)
  func isIdentifier(_ index: Int) -> Bool {
    token(index).kind == .identifier
  }

  /// The text of the token at `index`.
  func string(_ index: Int) -> String {
    text.text(of: token(index))
  }

  /// Whether any identifier of `tokens` is a name of `vocabulary` that can lead to a finding.
  static func mentionsInterest(
    _ text: SourceBytes, tokens: [Token], vocabulary: Vocabulary
  ) -> Bool {
    for token in tokens where token.kind == .identifier && token.length >= 9 {
      if let word = vocabulary.word(token, in: text), word.isInterest { return true }
    }
    return false
  }
}
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
struct ReferenceSwiftScanner: ReferenceTokenStream {
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

  struct Binding {
    var name: String
    /// The token index of the declared name.
    var position: Int
    /// The opening brace of the block the name belongs to; -1 for the file.
    var scope: Int
    var holds: Holds
  }

  /// A block entered by the reporting pass: its opening brace and the names it declares.
  struct Scope {
    var brace: Int
    var names: [String]
    var typeName: String?
    /// The type's name as its header writes it, every component (`Inbox.Coordinator`).
    var writtenName: String?
    /// The innermost type around (or of) this block.
    var innerType: String?
    /// The innermost member around (or of) this block, inside `innerType`, by the brace that
    /// opens its body (a key of `memberBodies`).
    var innerMember: Int?
  }

  /// Where a function, initialiser or subscript with a body is declared: its name is built from
  /// these tokens only when a finding is labelled with it (`memberName(_:)`).
  struct MemberSignature {
    /// The keyword (`func`, `init`, `subscript`).
    var keyword: Int
    var isFunction: Bool
    /// The parameter list's parentheses.
    var open: Int
    var close: Int
  }

  let text: SourceBytes
  let tokens: [Token]
  let vocabulary = Vocabulary.swift
  var words: [Word?] = []
  var match: [Int32] = []
  var findings: [RawFinding] = []

  // Declarations, from pass 1.
  var bindings: [Binding] = []
  /// The names declared directly in each block (locals and parameters), by opening brace, each
  /// once, with what its first declaration holds.
  var blockNames: [Int: [(name: String, holds: Holds)]] = [:]
  struct BlockName: Hashable {
    var block: Int
    var name: String
  }

  /// Which names `blockNames` has for each block, so each is added once in constant time.
  var declaredInBlock: Set<BlockName> = []
  /// The type whose body each brace opens.
  var typeBodies: [Int: String] = [:]
  /// The written names (`Header.writtenName`) of the same types, by brace.
  var typeWrittenNames: [Int: String] = [:]
  /// The function, initialiser or subscript whose body each brace opens.
  var memberBodies: [Int: MemberSignature] = [:]
  /// The names of the members of `memberBodies` built so far, by the same brace.
  var memberNames: [Int: String] = [:]
  /// For each token, which of `typeBodies`, `memberBodies` and `blockNames` have the brace
  /// there (`BraceFact` bits), so most braces, which are in none, are not looked up.
  var braceFacts: [UInt8] = []

  /// The bits of `braceFacts`.
  enum BraceFact {
    static let typeBody: UInt8 = 1
    static let memberBody: UInt8 = 2
    static let blockNames: UInt8 = 4
  }
  /// Properties by type name, then name (the first declaration wins).
  var members: [String: [String: Holds]] = [:]
  /// Properties of any type, for `other.alert` receivers.
  var anyMember: [String: Holds] = [:]
  /// Names assigned an alert without a declaration in the file (`alert = UIAlertView(…)`), by
  /// enclosing type name ("" outside types).
  var assigned: [String: [String: Holds]] = [:]
  var anyAssigned: [String: Holds] = [:]
  /// A bit per (length, first byte) of the names that can hold an alert (`noteLegacyHolders`).
  var legacyHolders = [UInt64](repeating: 0, count: 64)

  // Scopes, during pass 2.
  var visible: [String: [(scope: Int, holds: Holds)]] = [:]
  var scopes: [Scope] = []
  var nextBinding = 0

  // The type declaration header being read.
  var headerName = -1
  var inheritance = 0..<0
  var headerIsClass = false
  var headerIsObjCProtocol = false
  var headerTypeName: String?
  var headerWrittenName: String?

  // The body of the legacy delegate method being read.
  var body = 0..<0

  // Which initialisers make the file's alerts, for alertViewShouldEnableFirstOtherButton(_:).
  var swiftOrderCreations = 0
  var objectiveCOrderCreations = 0
  /// The last creation bound to each name (`let alert = UIAlertView(…)`), by finding index.
  var creationByName: [String: Int] = [:]
  var shouldEnableMethods: [(index: Int, member: String?, type: String?)] = []
  /// The protocols the file declares.
  var protocolNames: Set<String> = []
  /// The members the file's extensions of `UIAlertView` and `UIActionSheet` declare, by class.
  var ownMembers: [String: Set<String>] = [:]
  /// The initialisers those extensions declare, by class and labels (`notice:delegate:`).
  var ownInitializers: [String: Set<String>] = [:]
  /// The names holding what `textField(at:)` returned, with the end of their block.
  var textFieldHolders: [(name: String, end: Int)] = []
  /// The file's functions whose result type is a legacy class, by name.
  var legacyResults: [String: Subject] = [:]
  /// The types whose headers declare a legacy delegate conformance, by subject, and the
  /// delegate methods to check against them.
  var declaredDelegates: Set<String> = []
  var cannotInheritDelegate: Set<String> = []
  /// Every header with an inheritance clause: its type's qualified name, the names it
  /// inherits as written, and whether it declares a protocol.
  var inheritances: [(type: String, names: [String], isProtocol: Bool)] = []
  var selfDelegates: [(index: Int, type: String, qualified: String, subject: Subject)] = []
  var conformanceChecks:
    [(
      index: Int, method: String, member: String?, type: String, qualified: String,
      subject: Subject
    )] = []

  init(text: SourceBytes, tokens: [Token]) {
    self.text = text
    self.tokens = tokens
  }

  /// Whether declarations are recorded (`collectDeclarations`): only what a name holds can make
  /// it a receiver of alert calls, and only a class name (`UIAlertView`, `UIActionSheet`,
  /// `UIAlertController`) makes a name hold an alert. So in a file without one, no lookup can
  /// change a finding (`subject(boundAt:)` finds no alert, `checkDelegate` is not reached), and
  /// the names are not recorded at all; the scopes of types and members still are.
  var recordsNames = true
  /// Whether every recorded declaration is kept. When false, only the declarations of names
  /// that some declaration or assignment makes hold an alert, another name or an untyped value
  /// are kept (`keepDeclarations`): a lookup of any other name finds `.other` or nothing, which
  /// no finding tells apart.
  var keepsEveryName = true
  /// The declarations recorded so far, with the type whose body holds them, when not every
  /// name is kept.
  var pendingDeclarations: [(binding: Binding, memberOf: String?)] = []

  /// Returns the findings of a Swift file, unordered.
  ///
  /// - Parameter recordingAllNames: Record every declaration, even in a file without a class
  ///   name (for the tests that show it changes nothing).
  static func scan(_ text: SourceBytes, tokens: [Token], recordingAllNames: Bool = false)
    -> [RawFinding]
  {
    guard mentionsLegacyNames(text, tokens: tokens) else { return [] }
    var scanner = ReferenceSwiftScanner(text: text, tokens: tokens)
    scanner.recordsNames = recordingAllNames
    scanner.keepsEveryName = recordingAllNames
    scanner.prepare()
    scanner.report()
    scanner.reportNeverCalledMethods()
    scanner.reportUndeclaredConformances()
    // `alertViewStyle` and `textField(at:)` of a file that is not legacy code.
    let words = tokens.filter { $0.kind == .identifier }.map { Vocabulary.swift.word($0, in: text) }
    LegacyAPI.dropMigratedTextFieldUses(
      &scanner.findings, namesUIKitAPI: words.contains { LegacyAPI.isUIKitLegacyName($0) },
      namesLegacyAlertView: words.contains { $0 == .legacyAlertView })
    return scanner.findings
  }

  /// Whether any identifier is a name that can lead to a finding.
  static func mentionsLegacyNames(_ text: SourceBytes, tokens: [Token]) -> Bool {
    mentionsInterest(text, tokens: tokens, vocabulary: .swift)
  }

  // MARK: Token access

  @inline(__always)
  func isOperator(_ index: Int, _ literal: StaticString) -> Bool {
    let token = token(index)
    return token.kind == .operator && text.token(token, is: literal)
  }

  /// The index of the bracket matching the one at `index`, or the end when it has none.
  @inline(__always)  // see ReferenceTokenStream
  func matching(_ index: Int) -> Int {
    let other = index >= 0 && index < match.count ? Int(match[index]) : -1
    return other >= 0 ? other : tokens.count
  }

  mutating func add(
    _ kind: Finding.Kind, _ name: String, at index: Int, type: String? = nil,
    member: String? = nil
  ) {
    let member = member ?? scopes.last?.innerMember.flatMap { memberName(ofBody: $0) }
    findings.append(
      RawFinding(
        kind: kind, name: name, offset: Int(token(index).start),
        enclosingType: type ?? currentType, member: member))
  }
}
// Pass 1 of the Swift scanner: words, bracket pairs, and every declared name
// with what it holds.

extension ReferenceSwiftScanner {
  // MARK: Pass 1: words, brackets, declarations

  mutating func prepare() {
    words = tokens.map { $0.kind == .identifier ? vocabulary.word($0, in: text) : nil }
    if !recordsNames { recordsNames = words.contains { Subject($0) != nil } }
    match = [Int32](repeating: -1, count: tokens.count)
    braceFacts = [UInt8](repeating: 0, count: tokens.count)
    // One stack per bracket kind, so a stray closer never searches the others (three arrays,
    // not an array of them: an append to a nested array checks both for uniqueness).
    var parens: [Int] = []
    var brackets: [Int] = []
    var braces: [Int] = []
    for index in tokens.indices where tokens[index].kind == .punctuation {
      let partner: Int?
      switch text[Int(tokens[index].start)] {
      case ASCII.openParen:
        parens.append(index)
        continue
      case ASCII.openBracket:
        brackets.append(index)
        continue
      case ASCII.openBrace:
        braces.append(index)
        continue
      case ASCII.closeParen: partner = parens.popLast()
      case ASCII.closeBracket: partner = brackets.popLast()
      case ASCII.closeBrace: partner = braces.popLast()
      default: continue
      }
      if let partner {
        match[partner] = Int32(index)
        match[index] = Int32(partner)
      }
    }
    collectDeclarations()
    noteLegacyHolders()
  }

  /// Notes that the dictionary `fact` names has the brace at `index` (nothing for the file's
  /// scope, -1, which is always looked up).
  mutating func note(_ fact: UInt8, at index: Int) {
    if index >= 0 && index < braceFacts.count { braceFacts[index] |= fact }
  }

  /// Whether the dictionary `fact` names may have the brace at `index`.
  func has(_ fact: UInt8, at index: Int) -> Bool {
    index < 0 || index >= braceFacts.count || braceFacts[index] & fact != 0
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
    func note(_ name: String, _ holds: Holds) {
      switch holds {
      case .legacy, .alias:
        var name = name
        name.withUTF8 { bytes in
          guard let first = bytes.first else { return }
          let key = ReferenceSwiftScanner.holderKey(length: bytes.count, first: first)
          legacyHolders[key.word] |= key.bit
        }
      case .untyped, .other:
        break
      }
    }
    for binding in bindings { note(binding.name, binding.holds) }
    for (_, names) in members { for (name, holds) in names { note(name, holds) } }
    for (name, holds) in anyMember { note(name, holds) }
    for (_, names) in assigned { for (name, holds) in names { note(name, holds) } }
    for (name, holds) in anyAssigned { note(name, holds) }
  }

  /// Whether the name at `index` may hold an alert (false: it certainly does not).
  @inline(__always)  // see ReferenceTokenStream
  func mayHoldLegacy(_ index: Int) -> Bool {
    let token = token(index)
    guard token.length > 0 else { return false }
    let key = ReferenceSwiftScanner.holderKey(
      length: Int(token.length), first: text[Int(token.start)])
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

  /// Walks the tokens once, recording every declared name with its scope and what it holds.
  mutating func collectDeclarations() {
    // `func make() -> UIAlertView?`: its calls hold an alert, wherever the function is.
    if recordsNames {
      for index in tokens.indices
      where words[index] == .func && !isPunctuation(index - 1, ASCII.dot) && isIdentifier(index + 1)
      {
        guard
          let open = (index + 2..<min(index + 16, tokens.count)).first(where: {
            isPunctuation($0, ASCII.openParen)
          }), match[open] >= 0
        else { continue }
        var arrow = matching(open) + 1
        while [.async, .throws, .rethrows].contains(word(arrow)) { arrow += 1 }
        if isOperator(arrow, "->"), case .legacy(let subject) = typeHolds(at: arrow + 1) {
          legacyResults[string(index + 1)] = subject
        }
      }
    }
    var braces: [Int] = []
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .punctuation {
        let byte = text[Int(token.start)]
        if byte == ASCII.openBrace, match[index] >= 0 {
          braces.append(index)
          if recordsNames { collectClosureParameters(brace: index) }
        } else if byte == ASCII.closeBrace, match[index] >= 0,
          let position = braces.lastIndex(of: Int(match[index]))
        {
          while braces.count > position { braces.removeLast() }
        }
        continue
      }
      guard token.kind == .identifier, let word = words[index] else { continue }
      switch word {
      case .class, .struct, .enum, .extension, .protocol, .actor:
        if let header = header(at: index, isClass: word == .class), let brace = header.body {
          typeBodies[brace] = header.typeName
          typeWrittenNames[brace] = header.writtenName
          note(BraceFact.typeBody, at: brace)
          if word == .protocol { protocolNames.insert(header.typeName) }
          if word == .extension,
            header.typeName == "UIAlertView" || header.typeName == "UIActionSheet"
          {
            // The members declared directly in the body (what brackets enclose passed over).
            var member = brace + 1
            while member < matching(brace) {
              if isPunctuation(member, ASCII.openBrace) || isPunctuation(member, ASCII.openParen)
                || isPunctuation(member, ASCII.openBracket)
              {
                member = matching(member) + 1
                continue
              }
              if words[member] == .func || words[member] == .var, isIdentifier(member + 1),
                !isPunctuation(member - 1, ASCII.dot)
              {
                ownMembers[header.typeName, default: []].insert(string(member + 1))
              }
              if words[member] == .`init`, !isPunctuation(member - 1, ASCII.dot) {
                var open = member + 1
                if isOperator(open, "?") || isOperator(open, "!") { open += 1 }
                if isPunctuation(open, ASCII.openParen), match[open] >= 0 {
                  var labels = ""
                  var parameters = ParameterWalk(open: open, close: matching(open))
                  while let (start, colon) = parameters.next(in: self) {
                    if colon > start { labels += string(start) + ":" }
                  }
                  ownInitializers[header.typeName, default: []].insert(labels)
                }
              }
              member += 1
            }
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
    var kept = Set(anyAssigned.keys)
    for (binding, _) in pendingDeclarations {
      switch binding.holds {
      case .legacy, .alias, .untyped: kept.insert(binding.name)
      case .other: break
      }
    }
    for (binding, memberOf) in pendingDeclarations where kept.contains(binding.name) {
      keep(binding, memberOf: memberOf)
    }
    pendingDeclarations = []
  }

  mutating func record(_ binding: Binding, braces: [Int]) {
    let memberOf = braces.last.flatMap { has(BraceFact.typeBody, at: $0) ? typeBodies[$0] : nil }
    if keepsEveryName {
      keep(binding, memberOf: memberOf)
    } else {
      pendingDeclarations.append((binding, memberOf))
    }
  }

  /// Records a declaration: as a property of `memberOf`, or as a name of its block.
  mutating func keep(_ binding: Binding, memberOf: String?) {
    if let type = memberOf {
      if members[type]?[binding.name] == nil {
        members[type, default: [:]][binding.name] = binding.holds
      }
      if anyMember[binding.name] == nil { anyMember[binding.name] = binding.holds }
      return
    }
    if declaredInBlock.insert(BlockName(block: binding.scope, name: binding.name)).inserted {
      blockNames[binding.scope, default: []].append((binding.name, binding.holds))
      note(BraceFact.blockNames, at: binding.scope)
    }
    bindings.append(binding)
  }

  /// `let name …` / `var name …`.
  mutating func collectDeclaration(at index: Int, braces: [Int]) {
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
  func expressionHolds(at start: Int, declaring name: String) -> Holds? {
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
    if isIdentifier(first), isPunctuation(first + 1, ASCII.openParen),
      let subject = legacyResults[string(first)]
    {
      var end = matching(first + 1) + 1
      if isOperator(end, "!") { end += 1 }
      if end >= tokens.count || token(end).newlineBefore || isPunctuation(end, ASCII.comma)
        || isPunctuation(end, ASCII.openBrace) || isPunctuation(end, ASCII.semicolon)
        || isPunctuation(end, ASCII.closeParen) || text.token(token(end), is: "else")
      {
        return .legacy(subject)
      }
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
      var spelling = string(start)
      if isOperator(start + 1, "?") || isOperator(start + 1, "!") { spelling += string(start + 1) }
      return .untyped(spelling)
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
        || isPunctuation(cursor, ASCII.at) || ReferenceSwiftScanner.startsDeclaration(words[cursor])
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
    memberBodies[bodyBrace] = MemberSignature(
      keyword: index, isFunction: word == .func, open: open, close: close)
    note(BraceFact.memberBody, at: bodyBrace)
    guard recordsNames else { return }
    bindParameters(open: open, close: close, scope: bodyBrace)
  }

  /// `{ (alert: UIAlertView) -> Void in … }`, `{ [weak self] (alert: UIAlertView) in … }`.
  mutating func collectClosureParameters(brace: Int) {
    var open = brace + 1
    if isPunctuation(open, ASCII.openBracket) { open = matching(open) + 1 }
    guard isPunctuation(open, ASCII.openParen), match[open] >= 0 else { return }
    let close = matching(open)
    var keyword: Int?
    for index in close + 1..<min(close + 16, tokens.count) {
      if tokens[index].kind == .identifier, string(index) == "in" {
        keyword = index
        break
      }
      if isPunctuation(index, ASCII.openBrace) || isPunctuation(index, ASCII.closeBrace)
        || isPunctuation(index, ASCII.semicolon)
      {
        return
      }
    }
    guard keyword != nil else { return }
    bindParameters(open: open, close: close, scope: brace)
  }

  mutating func bindParameters(open: Int, close: Int, scope: Int) {
    var parameters = ParameterWalk(open: open, close: close)
    while let (start, colon) = parameters.next(in: self) {
      guard isPunctuation(colon, ASCII.colon), colon == start + 1 || colon == start + 2,
        isIdentifier(colon - 1), !text.token(token(colon - 1), is: "_")
      else { continue }
      let binding = Binding(
        name: string(colon - 1), position: colon - 1, scope: scope,
        holds: typeHolds(at: colon + 1))
      if keepsEveryName {
        keep(binding, memberOf: nil)
      } else {
        pendingDeclarations.append((binding, nil))
      }
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

    mutating func next(in scanner: ReferenceSwiftScanner) -> (start: Int, colon: Int)? {
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
    if let name = memberNames[body] { return name }
    guard let signature = memberBodies[body] else { return nil }
    let name = memberName(signature)
    memberNames[body] = name
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
    var type = ""
    for brace in braces.reversed().prefix(64) where has(BraceFact.typeBody, at: brace) {
      if let name = typeBodies[brace] {
        type = name
        break
      }
    }
    let name = string(start - 2)
    if assigned[type]?[name] == nil { assigned[type, default: [:]][name] = .legacy(subject) }
    if anyAssigned[name] == nil { anyAssigned[name] = .legacy(subject) }
  }
}
// Pass 2 of the Swift scanner: the scopes in force at each token, and the
// findings on class names, creations and members.

extension ReferenceSwiftScanner {
  // MARK: Scopes

  /// Enters or leaves the block at the brace `index`, and applies declarations up to `index`.
  mutating func track(_ index: Int) {
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

  mutating func enter(_ brace: Int) {
    let names = has(BraceFact.blockNames, at: brace) ? blockNames[brace] ?? [] : []
    for (name, holds) in names { visible[name, default: []].append((brace, resolve(holds))) }
    let typeName = has(BraceFact.typeBody, at: brace) ? typeBodies[brace] : nil
    let member = has(BraceFact.memberBody, at: brace) ? memberBodies[brace] : nil
    scopes.append(
      Scope(
        brace: brace, names: names.map(\.name), typeName: typeName,
        writtenName: typeName != nil ? typeWrittenNames[brace] : nil,
        innerType: typeName ?? scopes.last?.innerType,
        innerMember: typeName != nil ? nil : member != nil ? brace : scopes.last?.innerMember))
  }

  func resolve(_ holds: Holds) -> Holds {
    guard case .alias(let other) = holds else { return holds }
    let resolved = lookup(other, qualifier: nil)
    if case .alias = resolved { return .other }
    return resolved ?? .other
  }

  /// The innermost enclosing type, by name.
  var currentType: String? {
    scopes.last?.innerType
  }

  /// The enclosing types' names as their headers write them, outermost first, joined with dots.
  func qualifiedTypeName() -> String {
    scopes.compactMap(\.writtenName).joined(separator: ".")
  }

  /// The qualified name of the type whose header is being read.
  var headerQualifiedName: String? {
    guard let headerWrittenName else { return nil }
    let outer = qualifiedTypeName()
    return outer.isEmpty ? headerWrittenName : outer + "." + headerWrittenName
  }

  /// What the name holds where the walk is. `qualifier` is the token before `.name`, if any:
  /// `self.name` looks only at properties, `other.name` at properties of any type.
  func lookup(_ name: String, qualifier: Int?) -> Holds? {
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
  @inline(__always)  // see ReferenceTokenStream
  func subject(boundAt index: Int) -> Subject? {
    guard mayHoldLegacy(index) else { return nil }
    let qualifier = isPunctuation(index - 1, ASCII.dot) ? index - 2 : nil
    return lookup(string(index), qualifier: qualifier)?.subject
  }

  // MARK: Pass 2: findings

  mutating func report() {
    enter(-1)
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      // `track` does nothing at a token that is no paired brace and declares nothing: most
      // tokens (parentheses and square brackets too), so it is not called for them.
      if token.kind == .punctuation && match[index] >= 0
        && (text[Int(token.start)] == ASCII.openBrace
          || text[Int(token.start)] == ASCII.closeBrace)
        || nextBinding < bindings.count && bindings[nextBinding].position <= index
      {
        track(index)
      }
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

  mutating func visit(_ word: Word, at index: Int) {
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
    case .delegate:
      // The view's own delegate, set in an extension of UIAlertView or UIActionSheet.
      let selfReceiver =
        !isPunctuation(index - 1, ASCII.dot)
        || (string(index - 2) == "self" && !isPunctuation(index - 3, ASCII.dot))
      if selfReceiver, isOperator(index + 1, "="),
        currentType == "UIAlertView" || currentType == "UIActionSheet"
      {
        checkDelegate(index + 2, subject: currentType == "UIAlertView" ? .alert : .sheet)
      }
    case .open, .override:
      if let subject = selfSubject, !isPunctuation(index - 1, ASCII.dot),
        self.word(index + 1)?.followsClassModifier == true
      {
        add(
          .manualStep,
          word == .open
            ? "open member of an extension of \(subject.uiKitName): \(subject.alertShimName) is "
              + "final, so no member of it can be open; make it public"
            : "override in an extension of \(subject.uiKitName): \(subject.alertShimName) is no "
              + "UIView and is final, so the member overrides nothing; drop it, or move what it "
              + "changed of UIKit's view elsewhere", at: index)
      }
    case .alertView, .actionSheet, .alertViewCancel, .actionSheetCancel, .willPresent,
      .didPresent, .alertViewShouldEnableFirstOtherButton, .willPresentAlertView,
      .didPresentAlertView, .willPresentActionSheet, .didPresentActionSheet:
      let mark = index + 1 < tokens.count ? string(index + 1) : ""
      if isPunctuation(index - 1, ASCII.dot), mark == "?" || mark == "!",
        Int(token(index + 1).start) == token(index).end,
        isPunctuation(index + 2, ASCII.openParen), !token(index + 2).newlineBefore
      {
        let labels = callLabels(open: index + 2).map { $0 + ":" }.joined()
        let name = "\(string(index))(\(labels))"
        if let method = LegacyAPI.swiftDelegateMethods[name], method.subject != nil {
          add(
            .manualStep,
            "\(string(index))\(mark)(…) calls \(method.currentName ?? name) as an optional "
              + "requirement: AlertShim's delegate protocols have none (each method has a "
              + "default implementation), so the renamed call does not compile; drop the "
              + "\(mark) after the name", at: index)
        }
      }
    case .uiAlertViewDelegate, .uiActionSheetDelegate:
      if isInSelector(index) {
        addSelectorStep(at: index)
        break
      }
      if inheritance.contains(index), typeStart(index) != nil {
        add(.conformance, string(index), at: index, type: headerTypeName)
        let qualified = headerQualifiedName
        let isProtocol = self.word(headerName - 1) == .protocol
        if qualified != headerTypeName || isProtocol {
          findings[findings.count - 1].conformance = ConformanceFacts(
            conformingType: qualified != headerTypeName ? qualified : nil, byProtocol: isProtocol)
        }
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

  struct Header {
    var nameIndex: Int
    var typeName: String
    /// Every component of the name (`Inbox.Coordinator` of `extension Inbox.Coordinator`).
    var writtenName: String
    var inheritance: Range<Int>
    /// The opening brace of the body, when the header ends in one.
    var body: Int?
  }

  /// The header of a type declaration at the keyword `index`, or nil when the keyword does not
  /// start one (`class func`, `.class`).
  func header(at index: Int, isClass: Bool) -> Header? {
    guard isIdentifier(index + 1), !(word(index + 1)?.followsClassModifier ?? false),
      !isPunctuation(index - 1, ASCII.dot)
    else { return nil }
    var colon = -1
    var whereClause = -1
    var angles = 0
    var typeName = string(index + 1)
    var writtenName = typeName
    var cursor = index + 2
    while isPunctuation(cursor, ASCII.dot), isIdentifier(cursor + 1) {
      typeName = string(cursor + 1)  // extension UIKit.Foo: the last component
      writtenName += "." + typeName
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
      nameIndex: index + 1, typeName: typeName, writtenName: writtenName,
      inheritance: colon >= 0 && colon < end ? colon + 1..<end : 0..<0,
      body: isPunctuation(cursor, ASCII.openBrace) ? cursor : nil)
  }

  /// Notes the extent of a type declaration header, so names in its inheritance clause are
  /// known to be conformances or superclasses.
  mutating func readHeader(at index: Int, isClass: Bool) {
    guard let header = header(at: index, isClass: isClass) else { return }
    headerName = header.nameIndex
    headerTypeName = header.typeName
    headerWrittenName = header.writtenName
    headerIsClass = isClass
    inheritance = header.inheritance
    headerIsObjCProtocol = word(index) == .protocol && hasObjCAttribute(before: index)
    if !header.inheritance.isEmpty {
      inheritances.append(
        (headerQualifiedName!, listedNames(header.inheritance), word(index) == .protocol))
    }
    if word(index) != .extension,
      !isClass || header.inheritance.isEmpty
        || LegacyAPI.isPlatformClass(string(header.inheritance.lowerBound))
    {
      cannotInheritDelegate.insert(headerQualifiedName!)
    }
    for name in header.inheritance where isIdentifier(name) {
      switch string(name) {
      case "UIAlertViewDelegate", "LegacyAlertViewDelegate":
        declaredDelegates.insert("alert " + headerQualifiedName!)
      case "UIActionSheetDelegate", "LegacyActionSheetDelegate":
        declaredDelegates.insert("sheet " + headerQualifiedName!)
      default:
        break
      }
    }
  }

  /// Whether `override` is among the modifiers and attributes before the keyword at `index`.
  func hasOverride(before index: Int) -> Bool {
    var cursor = index - 1
    var steps = 0
    while cursor >= 0, steps < 32 {
      steps += 1
      if word(cursor) == .override { return true }
      if ReferenceSwiftScanner.isModifier(word(cursor)) {
        cursor -= 1
      } else if isPunctuation(cursor, ASCII.closeParen) {
        let open = matching(cursor)
        guard open < cursor else { return false }
        cursor = open - 1
      } else if isIdentifier(cursor), isPunctuation(cursor - 1, ASCII.at) {
        cursor -= 2
      } else {
        return false
      }
    }
    return false
  }

  /// Each delegate method of a type that declares no conformance to its protocol in the file,
  /// itself or through a protocol of the file that refines the delegate protocol.
  mutating func reportUndeclaredConformances() {
    // Through protocols: whatever inherits a protocol that declares the delegate protocol
    // declares it too, protocols included; repeated until nothing changes.
    var changed = true
    while changed {
      changed = false
      for entry in inheritances {
        for subject in ["alert ", "sheet "] where !declaredDelegates.contains(subject + entry.type)
        {
          let throughProtocol = inheritances.contains { other in
            other.isProtocol && declaredDelegates.contains(subject + other.type)
              && entry.names.contains(other.type)
          }
          if throughProtocol {
            declaredDelegates.insert(subject + entry.type)
            changed = true
          }
        }
      }
    }
    func facts(_ type: String) -> ConformanceFacts {
      ConformanceFacts(inherited: inheritances.filter { $0.type == type }.flatMap(\.names))
    }
    for check in selfDelegates
    where !declaredDelegates.contains(
      (check.subject == .alert ? "alert " : "sheet ") + check.qualified)
      && cannotInheritDelegate.contains(check.qualified)
    {
      add(
        .manualStep, LegacyAPI.selfDelegateStep(type: check.qualified, subject: check.subject),
        at: check.index, type: check.type)
      findings[findings.count - 1].conformance = facts(check.qualified)
    }
    for check in conformanceChecks
    where !declaredDelegates.contains(
      (check.subject == .alert ? "alert " : "sheet ") + check.qualified)
      && !cannotInheritDelegate.contains(check.qualified)
    {
      add(
        .manualStep,
        LegacyAPI.undeclaredConformanceStep(
          method: check.method, type: check.qualified, subject: check.subject),
        at: check.index, type: check.type, member: check.member)
      findings[findings.count - 1].conformance = facts(check.qualified)
    }
  }

  /// The names an inheritance clause lists, entry by entry (entries split at commas outside
  /// angle brackets), each dotted name whole, generic arguments left out.
  func listedNames(_ range: Range<Int>) -> [String] {
    var names: [String] = []
    var depth = 0
    var last = ""
    var afterDot = false
    for index in range {
      let spelled = string(index)
      if tokens[index].kind == .operator {
        depth += spelled.count { $0 == "<" }
        depth = max(0, depth - spelled.count { $0 == ">" })
        last = ""
        afterDot = false
        continue
      }
      guard depth == 0 else { continue }
      if spelled == "." {
        afterDot = !last.isEmpty
      } else if tokens[index].kind == .identifier {
        if afterDot {
          names[names.count - 1] += "." + spelled
          last = names[names.count - 1]
        } else {
          names.append(spelled)
          last = spelled
        }
        afterDot = false
      } else {
        last = ""
        afterDot = false
      }
    }
    return names
  }

  /// Whether `@objc` (or `@objc(name)`) is among the attributes and modifiers before the
  /// declaration keyword at `index`.
  func hasObjCAttribute(before index: Int) -> Bool {
    var cursor = index - 1
    var steps = 0
    while cursor >= 0, steps < 32 {
      steps += 1
      if ReferenceSwiftScanner.isModifier(word(cursor)) {
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
  mutating func countOrder(labels: [String]) {
    if labels.contains("buttonOrder") {
      objectiveCOrderCreations += 1
    } else {
      swiftOrderCreations += 1
    }
  }

  /// Reports each `alertViewShouldEnableFirstOtherButton(_:)` as never called when the file's
  /// alerts are all made with Swift-shaped initialisers (firstOtherButtonIndex is then -1).
  mutating func reportNeverCalledMethods() {
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

  func isInSelector(_ index: Int) -> Bool {
    var open = index - 1
    if isPunctuation(open, ASCII.colon), isIdentifier(open - 1),
      ["getter", "setter"].contains(string(open - 1))
    {
      open -= 2
    }
    return isPunctuation(open, ASCII.openParen) && token(open - 1).kind == .directive
      && string(open - 1) == "#selector"
  }

  mutating func addSelectorStep(at index: Int) {
    add(
      .manualStep,
      "#selector(\(string(index))…) names UIKit's Objective-C API: after the rename it names "
        + "AlertShim's, Swift types with no Objective-C selectors, so the file does not "
        + "compile; use a closure (or AlertShim's handlers)", at: index)
  }

  mutating func visitClassName(at index: Int, subject: Subject) {
    if subject != .controller, isInSelector(index) {
      addSelectorStep(at: index)
      return
    }
    if index == headerName, subject != .controller, word(index - 1) == .extension {
      add(.wrapper, "extension \(subject.uiKitName)", at: index, type: headerTypeName)
      return
    }
    guard index != headerName, typeStart(index) != nil else { return }
    if subject != .controller, isPunctuation(index + 1, ASCII.dot), isIdentifier(index + 2),
      string(index + 2) == "appearance", isPunctuation(index + 3, ASCII.openParen),
      !token(index + 3).newlineBefore
    {
      add(
        .manualStep,
        "\(subject.uiKitName).\(callName(index + 2)) is UIView's appearance proxy: "
          + "\(subject.alertShimName) is not a view and has none; remove it (AlertShimUIKit "
          + "shows a UIAlertController)", at: index + 2)
      return
    }
    if subject != .controller, isPunctuation(index + 1, ASCII.dot), isIdentifier(index + 2),
      isPunctuation(index + 3, ASCII.openParen), !token(index + 3).newlineBefore,
      !LegacyAPI.inheritedStaticMembers.contains(string(index + 2))
    {
      add(.wrapper, "\(subject.uiKitName).\(callName(index + 2))", at: index)
      return
    }
    let name = subject.uiKitName
    if inheritance.contains(index) {
      if headerIsClass, subject != .controller {
        add(
          .manualStep, "subclass of \(name): \(subject.alertShimName) is final", at: index,
          type: headerTypeName)
      }
      return
    }
    guard let open = creationParenthesis(index) else {
      checkCast(at: index, subject: subject)
      checkTypeTest(at: index, subject: subject)
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
    // UIAlertController is not legacy code: its creation is information, never a manual step.
    if subject == .controller { return }
    let labels = callLabels(open: open)
    if subject == .alert { countOrder(labels: labels) }
    checkDeclaredType(creationStart: typeStart(index) ?? index, subject: subject)
    if let argument = argument(labelled: "delegate", open: open) {
      checkDelegate(argument, subject: subject)
    }
    if !LegacyAPI.mirrorsInitializer(labels: labels, of: subject),
      ownInitializers[subject.uiKitName]?.contains(labels.map { $0 + ":" }.joined()) != true
    {
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
  mutating func checkCast(at index: Int, subject: Subject) {
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

  /// The reference's reading of a class test on `UIAlertView.self` (L17): the argument of
  /// `isKind(of:)` or `isMember(of:)`, or either side of a comparison of types.
  mutating func checkTypeTest(at index: Int, subject: Subject) {
    guard subject != .controller, let first = typeStart(index), isPunctuation(index + 1, ASCII.dot),
      string(index + 2) == "self"
    else { return }
    let classTests: Set<String> = ["isKind", "isMember"]
    let comparisons: Set<String> = ["==", "!=", "===", "!=="]
    let metatype = "\(subject.uiKitName).self"
    var found: (at: Int, written: String, isNegated: Bool)?
    if first >= 4, classTests.contains(string(first - 4)),
      isPunctuation(first - 3, ASCII.openParen),
      string(first - 2) == "of", isPunctuation(first - 1, ASCII.colon)
    {
      found = (first - 4, string(first - 4) + "(of: " + metatype + ")", false)
    } else if token(first - 1).kind == .operator, comparisons.contains(string(first - 1)) {
      found = (first - 1, string(first - 1) + " " + metatype, string(first - 1).first == "!")
    } else if token(index + 3).kind == .operator, comparisons.contains(string(index + 3)) {
      found = (index + 3, metatype + " " + string(index + 3), string(index + 3).first == "!")
    }
    guard let found else { return }
    add(
      .manualStep,
      "`\(found.written)` is always \(found.isNegated ? "true" : "false") after the rename for "
        + "UIKit's objects (subviews, windows, senders): \(subject.alertShimName) is not a "
        + "UIView; keep a reference to the alerts you show instead",
      at: found.at)
  }

  /// `let v: UIView = UIAlertView(…)`: the renamed value is not a UIView (L17).
  mutating func checkDeclaredType(creationStart start: Int, subject: Subject) {
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
  func argument(labelled label: String, open: Int) -> Int? {
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
  /// (Reference.) The index of `AnyObject` or `Any` in a cast (`as`, `as?`, `as!`) that ends the delegate
  /// expression starting at `start`, if it has one: `delegate: wrapper as AnyObject`.
  func castAwayFromTheProtocol(_ start: Int) -> Int? {
    var cursor = start
    while cursor < tokens.count, cursor < start + 32 {
      if cursor > start,
        token(cursor).newlineBefore || isPunctuation(cursor, ASCII.comma)
          || isPunctuation(cursor, ASCII.closeParen) || isPunctuation(cursor, ASCII.semicolon)
          || isPunctuation(cursor, ASCII.closeBrace)
      {
        return nil
      }
      if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket) {
        cursor = matching(cursor) + 1
        continue
      }
      if isIdentifier(cursor), text.token(token(cursor), is: "as") {
        var type = cursor + 1
        if isOperator(type, "?") || isOperator(type, "!") { type += 1 }
        guard isIdentifier(type),
          text.token(token(type), is: "AnyObject") || text.token(token(type), is: "Any")
        else { return nil }
        return type
      }
      cursor += 1
    }
    return nil
  }

  mutating func checkDelegate(_ start: Int, subject: Subject) {
    if word(start) == .self, let type = currentType,
      start + 1 >= tokens.count || isPunctuation(start + 1, ASCII.comma)
        || isPunctuation(start + 1, ASCII.closeParen) || token(start + 1).newlineBefore
        || isPunctuation(start + 1, ASCII.semicolon)
    {
      // In a `class func` or `static func`, `self` is the type.
      if let body = scopes.last?.innerMember, let keyword = memberBodies[body]?.keyword {
        var modifier = keyword - 1
        var isTypeMethod = false
        while let word = word(modifier), ReferenceSwiftScanner.isModifier(word) || word == .class {
          if word == .class || word == .static { isTypeMethod = true }
          modifier -= 1
        }
        if isTypeMethod {
          add(
            .manualStep,
            "the delegate self is the type \(type), in a class or static method: "
              + "\(subject.alertShimName) takes (any \(subject.delegateName))?, so the renamed "
              + "file does not compile; pass an instance", at: start)
          return
        }
      }
      selfDelegates.append((start, type, qualifiedTypeName(), subject))
      return
    }
    if let cast = castAwayFromTheProtocol(start) {
      add(
        .manualStep,
        "the delegate is cast to \(string(cast)): \(subject.alertShimName) takes "
          + "(any \(subject.delegateName))?, so the renamed file does not compile; declare the "
          + "conformance and pass the delegate without the cast",
        at: cast)
      return
    }
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

  func isAssignment(_ index: Int) -> Bool {
    let token = token(index)
    guard token.kind == .operator, text[token.end - 1] == ASCII.equals else { return false }
    if token.length == 1 { return true }
    for comparison: StaticString in ["==", "!=", "<=", ">=", "===", "!=="]
    where text.token(token, is: comparison) {
      return false
    }
    return true
  }

  mutating func visitMember(dot: Int) {
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
        isPunctuation(member + 3, ASCII.colon), receiverSubject(dot: dot) != .controller
      {
        add(.textField, "textField(at:)", at: member)
        checkTextFieldUse(after: matching(member + 1))
        // What the call initialises, when it ends the statement or the condition: a name typed
        // UITextField, or one that holds the field.
        var next = matching(member + 1) + 1
        if isOperator(next, "!") { next += 1 }
        let ends =
          next >= tokens.count || (token(next).newlineBefore && string(next) != ".")
          || isPunctuation(next, ASCII.comma)
          || [";", "{", "}", "else"].contains(string(next))
        var start = ends ? dot - 1 : -1
        while isOperator(start, "?") || isOperator(start, "!") { start -= 1 }
        if isIdentifier(start) {
          while isPunctuation(start - 1, ASCII.dot), isIdentifier(start - 2) { start -= 2 }
          if isOperator(start - 1, "=") {
            var type = start - 2
            if isOperator(type, "?") || isOperator(type, "!") { type -= 1 }
            if isIdentifier(type), string(type) == "UITextField",
              isPunctuation(type - 1, ASCII.colon), isIdentifier(type - 2)
            {
              add(
                .manualStep,
                "\(string(type - 2)) is declared UITextField: textField(at:) gives an "
                  + "AlertTextField, not a UITextField, so the renamed file does not compile; "
                  + "declare it AlertTextField", at: type)
              findings[findings.count - 1].isAboutAHeldTextField = true
            } else if isIdentifier(start - 2),
              self.word(start - 3) == .let || self.word(start - 3) == .var,
              let block = scopes.last?.brace
            {
              textFieldHolders.append(
                (string(start - 2), block < 0 ? tokens.count : matching(block)))
            }
          }
        }
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
    if string(dot - 1) == "self", !isPunctuation(dot - 2, ASCII.dot) {
      if let subject = selfSubject, word != .delegate, word != .`init` {
        checkMirrored(member, word: word, subject: subject)
      }
      return
    }
    var holder = dot - 1
    while isOperator(holder, "?") || isOperator(holder, "!") { holder -= 1 }
    if isIdentifier(holder), !isPunctuation(holder - 1, ASCII.dot),
      textFieldHolders.contains(where: { $0.name == string(holder) && dot < $0.end })
    {
      let name = string(member)
      if !LegacyAPI.textFieldMembers.contains(name) {
        add(
          .manualStep,
          "textField(at:).\(name) is not mirrored: AlertTextField has text, placeholder and "
            + "isSecureTextEntry", at: member)
        findings[findings.count - 1].isAboutAHeldTextField = true
      }
      return
    }
    guard let subject = receiverSubject(dot: dot) else { return }
    switch subject {
    case .controller:
      if word == .addAction { add(.addAction, "addAction(_:)", at: member) }
    case .alert, .sheet:
      visitLegacyMember(member, word: word, subject: subject)
    }
  }

  /// The legacy view `self` is in an extension of `UIAlertView` or `UIActionSheet`.
  var selfSubject: Subject? {
    currentType == "UIAlertView" ? .alert : currentType == "UIActionSheet" ? .sheet : nil
  }

  mutating func checkMirrored(_ member: Int, word: Word?, subject: Subject) {
    let name = string(member)
    let mirrored = subject == .alert ? LegacyAPI.alertMembers : LegacyAPI.sheetMembers
    let isSwift2TextField =
      word == .textFieldAtIndex && isPunctuation(member + 1, ASCII.openParen)
    if !mirrored.contains(name), ownMembers[subject.uiKitName]?.contains(name) != true,
      word != .self, !isSwift2TextField
    {
      add(
        .manualStep,
        "\(subject.uiKitName).\(name) is not mirrored by \(subject.alertShimName)",
        at: member)
    }
  }

  mutating func visitLegacyMember(_ member: Int, word: Word?, subject: Subject) {
    switch word {
    case .show:
      var name = callName(member)
      if name == "show", isPunctuation(member + 1, ASCII.openBrace) {
        name = "show(completion:)"  // a trailing closure
      }
      // UIKit's only other shows take a view (`show(in:)`) or a bar, rect or item
      // (`show(from:…)`); any other label is the app's own method in an extension.
      if name.hasPrefix("show("), name != "show()", name != "show(completion:)",
        !name.hasPrefix("show(in:"), !name.hasPrefix("show(from:")
      {
        add(.wrapper, name, at: member)
        break
      }
      add(.show, name, at: member)
      if subject == .sheet, LegacyAPI.uiKitSheetShows.contains(name) {
        // AlertShimUIKit has this entry point: the call compiles and works as it is.
        findings[findings.count - 1].usesUIKitEntryPoint = true
      } else if !["show", "show()", "show(completion:)"].contains(name) {
        add(
          .manualStep,
          "\(name) presents from a UIKit view: use show(in:) with an AlertHost"
            + (name == "show(in:)" ? "" : " and an AlertAnchor"),
          at: member)
      }
    case .showInView, .showFromTabBar, .showFromToolbar, .showFromBarButtonItem, .showFromRect:
      let name = callName(member)
      add(.show, name, at: member)
      let current: String
      switch word {
      case .showInView: current = "show(in:)"
      case .showFromBarButtonItem: current = "show(from:animated:)"
      case .showFromRect: current = "show(from:in:animated:)"
      default: current = "show(from:)"
      }
      add(
        .manualStep,
        "\(name) is the Swift 2 spelling: call \(current), which AlertShimUIKit provides",
        at: member)
    case .delegate:
      if isOperator(member + 1, "=") { checkDelegate(member + 2, subject: subject) }
    default:
      let name = string(member)
      if name == "dismiss", isPunctuation(member + 1, ASCII.openParen) {
        add(.dismiss, callName(member), at: member)
      }
      checkMirrored(member, word: word, subject: subject)
    }
  }

  /// The text of the expression starting at `start`, to the end of its line (at most 12
  /// tokens).
  func statementText(from start: Int) -> String {
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
  mutating func checkTextFieldUse(after close: Int) {
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
  @inline(__always)  // see ReferenceTokenStream
  func receiverSubject(dot: Int) -> Subject? {
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
  func callName(_ index: Int) -> String {
    let name = string(index)
    let open = index + 1
    guard isPunctuation(open, ASCII.openParen), !token(open).newlineBefore else { return name }
    return name + "(" + callLabels(open: open).map { $0 + ":" }.joined() + ")"
  }

  /// The argument labels of the call whose opening parenthesis is at `open` (`_` for an
  /// unlabelled argument).
  func callLabels(open: Int) -> [String] {
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
}
// The delegate-method pass of the Swift scanner: legacy delegate methods,
// their signatures and what their bodies use.

extension ReferenceSwiftScanner {
  // MARK: Delegate methods

  struct Parameter {
    var label: String
    var type: String
  }

  /// An `@objc` function whose signature spells a legacy class: a manual step (L17).
  mutating func checkObjCSignature(at index: Int) {
    let nameIndex = index + 1
    let open = nameIndex + 1
    guard isIdentifier(nameIndex), isPunctuation(open, ASCII.openParen) else { return }
    let close = matching(open)
    var subject: Subject?
    var cursor = open + 1
    while subject == nil, cursor < min(tokens.count, close + 64),
      !isPunctuation(cursor, ASCII.openBrace)
    {
      switch string(cursor) {
      case "UIAlertView": subject = .alert
      case "UIActionSheet": subject = .sheet
      default: break
      }
      cursor += 1
    }
    guard let subject, hasObjCAttribute(before: index) else { return }
    let labels = readParameters(open: open, close: close).map { $0.label + ":" }.joined()
    add(
      .manualStep,
      "@objc \(string(nameIndex))(\(labels)) takes or returns \(subject.uiKitName): "
        + "\(subject.alertShimName) cannot be represented in Objective-C, so the renamed method "
        + "does not compile; remove @objc (a selector that names it needs a closure instead)",
      at: nameIndex)
  }

  mutating func readFunction(at index: Int) {
    let nameIndex = index + 1
    switch word(nameIndex) {
    case .alertView, .actionSheet, .alertViewCancel, .actionSheetCancel, .willPresent,
      .didPresent, .alertViewShouldEnableFirstOtherButton, .willPresentAlertView,
      .didPresentAlertView, .willPresentActionSheet, .didPresentActionSheet:
      break
    default:
      checkObjCSignature(at: index)
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
      // The type ends at the body's brace, at `where`, or, for a requirement without a body,
      // at a brace, a semicolon or the next line (what follows is another declaration).
      while cursor < tokens.count, !isPunctuation(cursor, ASCII.openBrace), word(cursor) != .where,
        !isPunctuation(cursor, ASCII.closeBrace), !isPunctuation(cursor, ASCII.semicolon),
        returnType.isEmpty || !token(cursor).newlineBefore
      {
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
    let methodMember = memberName(ofBody: cursor)

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
    // Another library's alert view with a delegate method of the same name.
    if LegacyAPI.namesAnotherAlertClass(firstType) { return }
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
    // Migrated already (it takes LegacyAlertView or LegacyActionSheet): no finding, and its
    // `tag` reads are none either; the manual steps below still apply.
    if !LegacyAPI.isMigratedSwiftParameter(firstType) {
      add(.delegateMethod, written, at: nameIndex, member: methodMember)
      body = cursor..<matching(cursor)
    }
    let inDelegateProtocol =
      currentType == "UIAlertViewDelegate" || currentType == "UIActionSheetDelegate"
    if let type = currentType, protocolNames.contains(type) || inDelegateProtocol,
      !LegacyAPI.isMigratedSwiftParameter(firstType)
    {
      add(
        .manualStep,
        LegacyAPI.protocolExtensionStep(method: written, protocol: type, subject: subject),
        at: nameIndex, member: methodMember)
    }
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
    } else {
      if written == "alertViewShouldEnableFirstOtherButton(_:)" {
        shouldEnableMethods.append((nameIndex, methodMember, currentType))
      }
      if let type = currentType, !inDelegateProtocol, !hasOverride(before: index),
        firstType.contains(subject == .alert ? "UIAlertView" : "UIActionSheet")
      {
        conformanceChecks.append(
          (nameIndex, written, methodMember, type, qualifiedTypeName(), subject))
      }
    }
  }

  func signatureProblem(
    _ parameters: [Parameter], _ returnType: String, _ method: LegacyAPI.SwiftDelegateMethod,
    _ subject: Subject
  ) -> String? {
    let types = parameters.map(\.type)
    var expected = [subject.alertShimName]
    var fits = LegacyAPI.acceptsParameterType(types.first ?? "", for: subject)
    if method.takesIndex {
      expected.append("Int")
      fits = fits && types.count == 2 && ["Int", "Swift.Int", "NSInteger"].contains(types[1])
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

  func readParameters(open: Int, close: Int) -> [Parameter] {
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

  func readParameter(_ range: Range<Int>) -> Parameter {
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
/// Finds legacy alert API in the tokens of one Objective-C file (inventory only).
///
/// Message sends are read bracket by bracket: the first selector part after a receiver decides
/// what the send is. Creations are sends of `alloc`, `allocWithZone:` or `new` to the class
/// itself, or `alertControllerWithTitle:message:preferredStyle:` to `UIAlertController`;
/// `show`, `showInView:` and the other variants and `addAction:` count when the receiver is
/// known to be an alert: a variable, parameter or property declared with the class
/// (`UIAlertView *alert`), or a creation (`[[[UIAlertView alloc] init…] show]`). Legacy delegate
/// methods count where they are implemented (with a body), whether the class declares the
/// protocol or not.
struct ReferenceObjCScanner: ReferenceTokenStream {
  typealias Subject = LegacyAPI.Subject

  private struct Frame {
    var open: Int
    var parenDepth: Int
    var selector = -1
    var castEnd = -1
    var result: Subject?
  }

  let text: SourceBytes
  let tokens: [Token]
  private let vocabulary = Vocabulary.objectiveC
  private(set) var words: [Word?] = []
  /// The declarations of each name in source order, with the one nearest before the last use
  /// (uses are looked up in increasing order, so each list is walked once).
  private var bindings: [String: (list: [(index: Int, subject: Subject)], nearest: Int)] = [:]
  private var findings: [RawFinding] = []
  /// The class of the `@interface` or `@implementation` being read.
  private var currentClass: String?
  /// The selector of the method whose body is being read.
  private var currentMethod: String?
  /// The last creation assigned to each name, by finding index.
  private var creationByName: [String: Int] = [:]

  private init(text: SourceBytes, tokens: [Token]) {
    self.text = text
    self.tokens = tokens
  }

  /// Returns the findings of an Objective-C file, unordered.
  ///
  /// - Parameter declarations: Names declared with a legacy class elsewhere, such as the
  ///   properties and instance variables of the file's header (see `declarations(in:tokens:)`).
  static func scan(
    _ text: SourceBytes, tokens: [Token], declarations: [(name: String, subject: Subject)] = []
  ) -> [RawFinding] {
    guard mentionsInterest(text, tokens: tokens, vocabulary: .objectiveC) else { return [] }
    var scanner = ReferenceObjCScanner(text: text, tokens: tokens)
    for (name, subject) in declarations {
      scanner.bindings[name, default: ([], 0)].list.append((-1, subject))
    }
    scanner.prepare()
    scanner.report()
    // Text-field API in a file that names nothing of the legacy API is ASAlertView's.
    let namesLegacyAPI =
      declarations.contains { $0.subject != .controller }
      || tokens.indices.contains {
        tokens[$0].kind == .identifier
          && (scanner.string($0).hasPrefix("UIAlertView")
            || scanner.string($0).hasPrefix("UIActionSheet"))
      }
    if !namesLegacyAPI { scanner.findings.removeAll { $0.kind == .textField } }
    return scanner.findings
  }

  /// The names a header declares with a legacy class: properties (also as their `_name`
  /// instance variables) and instance variables typed `UIAlertView *` or `UIActionSheet *`.
  static func declarations(in text: SourceBytes, tokens: [Token]) -> [(
    name: String, subject: Subject
  )] {
    var scanner = ReferenceObjCScanner(text: text, tokens: tokens)
    scanner.prepare()
    var result: [(name: String, subject: Subject)] = []
    for (name, entry) in scanner.bindings.sorted(by: { $0.key < $1.key }) {
      if let first = entry.list.first, first.subject != .controller {
        result.append((name, first.subject))
      }
    }
    return result
  }

  // MARK: Token access

  private mutating func add(
    _ kind: Finding.Kind, _ name: String, at index: Int, member: String? = nil
  ) {
    findings.append(
      RawFinding(
        kind: kind, name: name, offset: Int(token(index).start), enclosingType: currentClass,
        member: member ?? currentMethod))
  }

  /// Whether the operator token at `index` is made only of `byte` (`*`, `**`, `<`, `>>`).
  private func isOperator(_ index: Int, madeOf byte: UInt8) -> Bool {
    let token = token(index)
    guard token.kind == .operator else { return false }
    for offset in Int(token.start)..<token.end where text[offset] != byte { return false }
    return true
  }

  // MARK: Pass 1: words and bindings

  private mutating func prepare() {
    words = tokens.map {
      $0.kind == .identifier || $0.kind == .directive ? vocabulary.word($0, in: text) : nil
    }
    for index in tokens.indices {
      guard let subject = Subject(words[index]), isOperator(index + 1, madeOf: ASCII.star)
      else { continue }
      var name = index + 2
      while isIdentifier(name), isIdentifier(name + 1), words[name] == nil, isQualifier(name) {
        name += 1
      }
      if isPunctuation(name, ASCII.closeParen) { name += 1 }
      if isIdentifier(name) {
        bindings[string(name), default: ([], 0)].list.append((index, subject))
        if isProperty(before: index) {
          bindings["_" + string(name), default: ([], 0)].list.append((index, subject))
        }
      }
    }
  }

  /// Whether the declaration around `index` is a `@property` (its instance variable is then
  /// `_name`).
  private func isProperty(before index: Int) -> Bool {
    var cursor = index - 1
    while cursor >= 0, cursor > index - 16, !isPunctuation(cursor, ASCII.semicolon) {
      if words[cursor] == .property { return true }
      cursor -= 1
    }
    return false
  }

  /// Whether the identifier is a pointer qualifier (`const`, `__weak`, `_Nullable`, `nonnull`).
  private func isQualifier(_ index: Int) -> Bool {
    let token = token(index)
    return text[Int(token.start)] == ASCII.underscore || text.token(token, is: "const")
      || text.token(token, is: "nullable") || text.token(token, is: "nonnull")
  }

  /// The subject of the declaration of `name` nearest before `use` (or the first one after it),
  /// in amortised constant time: `use` must not decrease from one call to the next.
  private mutating func subject(bound name: String, at use: Int) -> Subject? {
    guard var entry = bindings[name] else { return nil }
    while entry.nearest + 1 < entry.list.count, entry.list[entry.nearest + 1].index < use {
      entry.nearest += 1
    }
    bindings[name]?.nearest = entry.nearest
    return entry.list[entry.nearest].subject
  }

  // MARK: Pass 2: findings

  private mutating func report() {
    var frames: [Frame] = []
    var parenDepth = 0
    var braceDepth = 0
    var bodyBrace = -1
    var bodyDepth = -1
    var methodBrace = -1
    var methodDepth = -1
    var methodName: String?
    var inHeader = false
    var angles = 0
    var lastClosed = (index: -1, result: Subject?.none)

    for index in tokens.indices {
      let token = tokens[index]
      let word = words[index]
      if inHeader {
        switch token.kind {
        case .operator:
          if isOperator(index, madeOf: ASCII.less) {
            angles += Int(token.length)
          } else if isOperator(index, madeOf: ASCII.greater) {
            angles = max(0, angles - Int(token.length))
          } else if angles == 0 {
            inHeader = false
          }
        case .directive:
          inHeader = false
        case .punctuation:
          if isPunctuation(index, ASCII.openBrace) || isPunctuation(index, ASCII.semicolon) {
            inHeader = false
          }
        case .identifier:
          if angles > 0, word == .uiAlertViewDelegate || word == .uiActionSheetDelegate {
            add(.conformance, string(index), at: index)
          }
        default:
          break
        }
      }
      switch token.kind {
      case .directive:
        if word == .interface || word == .protocol {
          inHeader = true
          angles = 0
        }
        if word == .interface || word == .implementation {
          readClass(at: index)
        } else if word == .end {
          currentClass = nil
        }
      case .operator:
        if token.length == 1, braceDepth == 0, parenDepth == 0, frames.isEmpty,
          text[Int(token.start)] == ASCII.minus || text[Int(token.start)] == ASCII.plus,
          let method = readMethod(at: index)
        {
          methodBrace = method.brace
          methodName = method.selector
          if method.isDelegate { bodyBrace = method.brace }
        }
      case .punctuation:
        switch text[Int(token.start)] {
        case ASCII.openBracket:
          frames.append(Frame(open: index, parenDepth: parenDepth))
        case ASCII.closeBracket:
          if let frame = frames.popLast() { lastClosed = (index, frame.result) }
        case ASCII.openParen:
          if let last = frames.indices.last, frames[last].open == index - 1 {
            frames[last].castEnd = -2  // a cast or grouping right after `[`
          }
          parenDepth += 1
        case ASCII.closeParen:
          parenDepth = max(0, parenDepth - 1)
          if let last = frames.indices.last, frames[last].castEnd == -2,
            frames[last].parenDepth == parenDepth
          {
            frames[last].castEnd = index
          }
        case ASCII.openBrace:
          braceDepth += 1
          if index == bodyBrace { bodyDepth = braceDepth }
          if index == methodBrace {
            methodDepth = braceDepth
            currentMethod = methodName
          }
        case ASCII.closeBrace:
          if braceDepth == bodyDepth { bodyDepth = -1 }
          if braceDepth == methodDepth {
            methodDepth = -1
            currentMethod = nil
          }
          braceDepth = max(0, braceDepth - 1)
        case ASCII.dot:
          let member = index + 1
          if words.indices.contains(member), isIdentifier(member) {
            if words[member] == .alertViewStyle {
              add(.textField, "alertViewStyle", at: member)
            } else if words[member] == .tag, bodyDepth > 0, !isAssignment(member + 1) {
              add(.tagRead, "tag", at: member)
            }
            if words[member] == .tag, isOperator(member + 1, madeOf: ASCII.equals),
              self.token(member + 1).length == 1, isIdentifier(index - 1),
              let creation = creationByName[string(index - 1)]
            {
              findings[creation].tag = expressionText(from: member + 2)
            }
          }
        default:
          break
        }
      case .identifier:
        guard let last = frames.indices.last, frames[last].selector < 0,
          parenDepth == frames[last].parenDepth, index - 1 > frames[last].open,
          index - 1 != frames[last].castEnd || frames[last].castEnd < 0
        else { break }
        let previous = self.token(index - 1)
        guard
          previous.kind == .identifier || previous.kind == .string
            || isPunctuation(index - 1, ASCII.closeBracket)
            || isPunctuation(index - 1, ASCII.closeParen) && frames[last].castEnd != index - 1
        else { break }
        frames[last].selector = index
        frames[last].result = visitSend(
          selector: index, lastClosed: lastClosed, inDelegateBody: bodyDepth > 0)
      default:
        break
      }
    }
  }

  private func isAssignment(_ index: Int) -> Bool {
    let token = token(index)
    return token.kind == .operator && text[token.end - 1] == ASCII.equals
      && !text.token(token, is: "==") && !text.token(token, is: "!=")
      && !text.token(token, is: "<=") && !text.token(token, is: ">=")
  }

  /// Reports what a message send whose first selector part is at `selector` is, and returns the
  /// subject the send evaluates to when it creates (or initialises) an alert.
  private mutating func visitSend(
    selector: Int, lastClosed: (index: Int, result: Subject?), inDelegateBody: Bool
  ) -> Subject? {
    let word = words[selector]
    let isKeyword = isPunctuation(selector + 1, ASCII.colon)
    let isUnary = isPunctuation(selector + 1, ASCII.closeBracket)
    let receiverIndex = selector - 1
    var receiver: Subject?
    var result: Subject?

    if let classReceiver = Subject(words[receiverIndex]) {
      switch word {
      case .alloc, .new, .allocWithZone:
        add(.creation, classReceiver.uiKitName, at: receiverIndex)
        result = classReceiver
        var open = receiverIndex - 1
        while isPunctuation(open, ASCII.openBracket) { open -= 1 }
        if isOperator(open, madeOf: ASCII.equals), text.token(token(open), isByte: ASCII.equals),
          isIdentifier(open - 1)
        {
          creationByName[string(open - 1)] = findings.count - 1
        }
      case .alertControllerWithTitle where classReceiver == .controller:
        add(.creation, classReceiver.uiKitName, at: receiverIndex)
        result = classReceiver
      default:
        let selector = isKeyword ? selectorName(startingAt: selector) : string(selector)
        if classReceiver != .controller, !LegacyAPI.inheritedClassMethods.contains(selector) {
          add(.wrapper, "+[\(classReceiver.uiKitName) \(selector)]", at: receiverIndex)
        }
      }
    } else if isIdentifier(receiverIndex) {
      receiver = subject(bound: string(receiverIndex), at: receiverIndex)
      if isKeyword, text.token(token(selector), is: "setTag"),
        let creation = creationByName[string(receiverIndex)]
      {
        findings[creation].tag = expressionText(from: selector + 2)
      }
    } else if receiverIndex == lastClosed.index {
      receiver = lastClosed.result
      let name = text.text(of: token(selector))
      if let created = receiver,
        name.hasPrefix("init")
          || isUnary && (name == "autorelease" || name == "retain")
      {
        result = created
      }
    }

    switch word {
    case .show where isUnary && (receiver == .alert || receiver == .sheet):
      add(.show, "show", at: selector)
    case .showInView, .showFromTabBar, .showFromToolbar, .showFromBarButtonItem, .showFromRect:
      if isKeyword, receiver == .alert || receiver == .sheet {
        add(.show, selectorName(startingAt: selector), at: selector)
      }
    case _
    where isKeyword && (receiver == .alert || receiver == .sheet)
      && text.token(token(selector), is: "dismissWithClickedButtonIndex"):
      add(.dismiss, selectorName(startingAt: selector), at: selector)
    case .addAction where isKeyword && receiver == .controller:
      add(.addAction, "addAction:", at: selector)
    case .textFieldAtIndex where isKeyword:
      add(.textField, "textFieldAtIndex:", at: selector)
    case .setAlertViewStyle where isKeyword:
      add(.textField, "alertViewStyle", at: selector)
    case .alertViewStyle where isUnary:
      add(.textField, "alertViewStyle", at: selector)
    case .tag where isUnary && inDelegateBody:
      add(.tagRead, "tag", at: selector)
    default:
      break
    }
    return result
  }

  /// The text of the expression starting at `start`, up to `;` or `]` (at most 12 tokens).
  private func expressionText(from start: Int) -> String {
    var end = start
    while end + 1 < tokens.count, end < start + 12, !isPunctuation(end + 1, ASCII.semicolon),
      !isPunctuation(end + 1, ASCII.closeBracket)
    {
      end += 1
    }
    guard start < tokens.count else { return "" }
    return text.text(in: Int(token(start).start)..<token(end).end)
  }

  /// The full selector of the send whose first part is at `start`: its keywords in order, each
  /// followed by `:`, skipping the arguments (nested sends and parentheses included).
  private func selectorName(startingAt start: Int) -> String {
    var name = ""
    var cursor = start
    var depth = 0
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch text[Int(token.start)] {
        case ASCII.openBracket, ASCII.openParen, ASCII.openBrace: depth += 1
        case ASCII.closeBracket, ASCII.closeParen, ASCII.closeBrace:
          if depth == 0 { return name }
          depth -= 1
        default: break
        }
      } else if depth == 0, token.kind == .identifier, isPunctuation(cursor + 1, ASCII.colon) {
        name += string(cursor) + ":"
        cursor += 2
        continue
      }
      cursor += 1
    }
    return name
  }

  // MARK: Methods

  /// Reads a method header starting at the `-` or `+` at `index`. Returns its selector and the
  /// index of its body's opening brace when it has a body, and whether it implements a legacy
  /// delegate method (which it then reports).
  private mutating func readMethod(at index: Int) -> (
    selector: String, brace: Int, isDelegate: Bool
  )? {
    var cursor = index + 1
    if isPunctuation(cursor, ASCII.openParen) { cursor = skipParentheses(cursor) }
    let first = cursor
    guard isIdentifier(first) else { return nil }
    var selector = ""
    if !isPunctuation(first + 1, ASCII.colon) {
      selector = string(first)
      cursor = first + 1
    } else {
      while true {
        if isIdentifier(cursor), isPunctuation(cursor + 1, ASCII.colon) {
          selector += string(cursor) + ":"
          cursor += 2
        } else if isPunctuation(cursor, ASCII.colon) {
          selector += ":"
          cursor += 1
        } else {
          break
        }
        if isPunctuation(cursor, ASCII.openParen) { cursor = skipParentheses(cursor) }
        if isIdentifier(cursor), !isPunctuation(cursor + 1, ASCII.colon) { cursor += 1 }
      }
    }
    let limit = cursor + 32
    while cursor < tokens.count, cursor < limit {
      if isPunctuation(cursor, ASCII.openBrace) {
        var isDelegate = LegacyAPI.objectiveCDelegateSelectors.contains(selector)
        // A first parameter typed `(ASAlertView *)`: migrated already.
        if isDelegate, isPunctuation(first + 1, ASCII.colon),
          isPunctuation(first + 2, ASCII.openParen)
        {
          var inner = first + 3
          while inner < tokens.count, !isPunctuation(inner, ASCII.closeParen) {
            if isIdentifier(inner), ["ASAlertView", "ASActionSheet"].contains(string(inner)) {
              isDelegate = false
            }
            inner += 1
          }
        }
        if isDelegate { add(.delegateMethod, selector, at: first, member: selector) }
        return (selector, cursor, isDelegate)
      }
      if isPunctuation(cursor, ASCII.semicolon) { return nil }  // a declaration
      cursor = isPunctuation(cursor, ASCII.openParen) ? skipParentheses(cursor) : cursor + 1
    }
    return nil
  }

  /// Notes the class of an `@interface` or `@implementation`, and reports a category on a legacy
  /// class as a wrapper.
  private mutating func readClass(at index: Int) {
    guard isIdentifier(index + 1) else { return }
    currentClass = string(index + 1)
    if let subject = Subject(words[index + 1]), subject != .controller,
      isPunctuation(index + 2, ASCII.openParen),
      words[index] == .interface || words[index] == .implementation
    {
      let category = isIdentifier(index + 3) ? string(index + 3) : ""
      if !category.isEmpty, words[index] == .implementation || !hasImplementation(of: category) {
        add(.wrapper, "\(subject.uiKitName) (\(category))", at: index + 1)
      }
    }
    // A subclass, `@interface FancyAlert : UIAlertView`: the app's own class around it.
    if words[index] == .interface, isPunctuation(index + 2, ASCII.colon), index + 3 < words.count,
      let subject = Subject(words[index + 3]), subject != .controller
    {
      add(.wrapper, "\(string(index + 1)) : \(subject.uiKitName)", at: index + 3)
    }
  }

  /// Whether the file also implements the category `name` (so its interface is not reported
  /// twice).
  private func hasImplementation(of name: String) -> Bool {
    for index in tokens.indices where words[index] == .implementation {
      if isPunctuation(index + 2, ASCII.openParen), isIdentifier(index + 3),
        string(index + 3) == name
      {
        return true
      }
    }
    return false
  }

  /// The index after the parenthesis that closes the one at `index`.
  private func skipParentheses(_ index: Int) -> Int {
    var depth = 0
    var cursor = index
    while cursor < tokens.count {
      if isPunctuation(cursor, ASCII.openParen) {
        depth += 1
      } else if isPunctuation(cursor, ASCII.closeParen) {
        depth -= 1
        if depth == 0 { return cursor + 1 }
      } else if isPunctuation(cursor, ASCII.openBrace) || isPunctuation(cursor, ASCII.semicolon) {
        return cursor
      }
      cursor += 1
    }
    return cursor
  }
}
