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
struct SwiftScanner: TokenStream {
  typealias Subject = LegacyAPI.Subject
  typealias Name = NameTable.Name

  /// What a declared name holds, as far as the file shows.
  enum Holds: Equatable {
    /// An alert, sheet or controller.
    case legacy(Subject)
    /// Something typed `AnyObject` or `Any`, written at this token (with a `?` or `!` after
    /// it, when there is one, in messages).
    case untyped(Int32)
    /// Anything else.
    case other
    /// The value of another name (`let a = b`), resolved where the declaration is.
    case alias(Name)

    var subject: Subject? {
      if case .legacy(let subject) = self { return subject }
      return nil
    }
  }

  struct Binding {
    var name: Name
    /// The token index of the declared name.
    var position: Int
    /// The opening brace of the block the name belongs to; -1 for the file.
    var scope: Int
    var holds: Holds
  }

  /// A type whose body a brace opens: where its name is written (for findings) and the name.
  struct TypeReference {
    /// The last component of the name as written (`Coordinator` of `extension
    /// Inbox.Coordinator`).
    var token: Int32
    var name: Name
    /// The first component (`Inbox`); `token` when the name has one component.
    var first: Int32
  }

  /// A block entered by the reporting pass: its opening brace and the names it declares.
  struct Scope {
    var brace: Int
    /// Where the names the block declares start in `scopeNames` (they run to its end).
    var namesStart: Int
    /// The innermost type around (or of) this block.
    var innerType: TypeReference?
    /// The innermost member around (or of) this block, inside `innerType`, by the brace that
    /// opens its body (a brace whose `Block` has a `member`).
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

  /// One entry of a name's stack of visible declarations (`visibleTop`).
  struct Visible {
    var scope: Int
    var holds: Holds
    /// The entry below it in the same name's stack, or -1.
    var below: Int32
  }

  let text: SourceBytes
  let tokens: [Token]
  let vocabulary = Vocabulary.swift
  var words: [Word?] = []
  var match: [Int32] = []
  /// The tokens the passes after `prepare` act on, in order: braces, words, and dots that are
  /// not part of an operator (a dot acts only before an identifier).
  var events: [Int32] = []
  var findings: [RawFinding] = []
  /// The file's names, by number: the tables below are keyed by these numbers. Two names are
  /// the same when their bytes are, as for the Swift compiler.
  var names: NameTable

  // Declarations, from pass 1.
  var bindings: [Binding] = []
  /// The names declared directly in each block (locals and parameters), each once, with what
  /// its first declaration holds, as lists in `blockNameEntries`: which names a block has
  /// (`pair(block, name)`), so each is added once in constant time.
  var declaredInBlock: Set<UInt64> = []
  /// What each block's opening brace opens, by token index: an index in `blocks`, or -1 for a
  /// brace that opens no type's or member's body and declares nothing (most).
  var blockOfBrace: [Int32] = []
  /// The blocks of `blockOfBrace`; the first is the file's scope (brace -1).
  var blocks: [Block] = [Block()]
  /// The names the blocks declare, each block's in a list (`Block.firstName`).
  var blockNameEntries: [(name: Name, holds: Holds, next: Int32)] = []

  /// What a block's opening brace opens.
  struct Block {
    /// The type whose body the brace opens.
    var type: TypeReference?
    /// The function, initialiser or subscript whose body the brace opens.
    var member: MemberSignature?
    /// The member's name, once built (`memberName(ofBody:)`).
    var memberName: String?
    /// The first and last names the block declares, in `blockNameEntries`, or -1.
    var firstName: Int32 = -1
    var lastName: Int32 = -1
  }

  /// Properties by type name and name (`pair(type, name)`; the first declaration wins).
  var members: [UInt64: Holds] = [:]
  /// Properties of any type, for `other.alert` receivers, by name.
  var anyMember: [Holds?] = []
  /// Names assigned an alert without a declaration in the file (`alert = UIAlertView(…)`), by
  /// enclosing type name (-1 outside types) and name (`pair`).
  var assigned: [UInt64: Holds] = [:]
  /// The same, by name alone.
  var anyAssigned: [Holds?] = []
  /// A bit per (length, first byte) of the names that can hold an alert (`noteLegacyHolders`).
  var legacyHolders = [UInt64](repeating: 0, count: 64)

  // Scopes, during pass 2.
  /// The top of each name's stack of visible declarations: an index in `visibleEntries`, or -1.
  var visibleTop: [Int32] = []
  /// Each name's declaration at file scope, an index in `visibleEntries`, or -1: the bottom of
  /// its stack (the file's scope is entered first and never left).
  var fileScopeEntry: [Int32] = []
  var visibleEntries: [Visible] = []
  var scopes: [Scope] = []
  /// The names each scope of `scopes` declares, one scope after another.
  var scopeNames: [Name] = []
  var nextBinding = 0

  // The type declaration header being read.
  var headerName = -1
  var inheritance = 0..<0
  var headerIsClass = false
  var headerIsObjCProtocol = false
  var headerType: TypeReference?

  // The types whose headers in this file declare a legacy delegate conformance (UIKit's name or
  // AlertShim's), and the delegate methods to check against them at the end. Types go by their
  // names with the types they are nested in (`qualifiedName(of:)`): `Inbox.Coordinator` and a
  // top-level `Coordinator` are two types.
  var declaresAlertDelegate: Set<String> = []
  var declaresSheetDelegate: Set<String> = []
  /// The types declared in this file that cannot inherit a delegate conformance: not a class,
  /// a class with nothing to inherit, or one whose superclass is UIKit's or Foundation's.
  var cannotInheritDelegate: Set<String> = []
  /// The qualified name of the type whose header is being read, once asked for
  /// (`headerQualifiedName()`).
  var headerQualified: String?
  var headerIsProtocol = false
  /// The headers with an inheritance clause, by the qualified name of their type, for the
  /// protocols that refine a delegate protocol and the types that declare them.
  var inheritingHeaders: [(qualified: String, inheritance: Range<Int>, isProtocol: Bool)] = []
  /// Each check's `qualified` is the type's name with the types it is nested in
  /// (`Inbox.Coordinator`), as its step names it.
  var conformanceChecks:
    [(
      index: Int, method: String, member: String?, type: TypeReference, qualified: String,
      subject: Subject
    )] = []
  /// Where `self` is passed as a legacy view's delegate, to check against the conformances.
  var selfDelegates:
    [(index: Int, member: String?, type: TypeReference, qualified: String, subject: Subject)] =
      []

  // The body of the legacy delegate method being read.
  var body = 0..<0

  // Which initialisers make the file's alerts, for alertViewShouldEnableFirstOtherButton(_:).
  var swiftOrderCreations = 0
  var objectiveCOrderCreations = 0
  /// The last creation bound to each name (`let alert = UIAlertView(…)`), by finding index.
  var creationByName: [Name: Int] = [:]
  var shouldEnableMethods: [(index: Int, member: String?, type: TypeReference?)] = []
  /// The names of the protocols the file declares: a delegate method with a body in such a
  /// type is in an extension of the protocol.
  var protocolNames: Set<Name> = []
  /// The members the file's own extensions of `UIAlertView` (`.alert`) and `UIActionSheet`
  /// (`.sheet`) declare (`func name`, `var name`): the rename carries them to the AlertShim
  /// class, so their uses are no unmirrored members.
  var ownMembers: (alert: Set<String>, sheet: Set<String>) = ([], [])
  /// The initialisers those extensions declare, by their labels (`notice:delegate:`): a
  /// creation that calls one is carried by the rename too.
  var ownInitializers: (alert: Set<String>, sheet: Set<String>) = ([], [])
  /// The names that hold what `textField(at:)` returned (`let field = alert.textField(at: 0)`),
  /// each with the end of the block that declares it: their members are checked as the call's.
  var textFieldHolders: [(name: Name, end: Int)] = []
  /// The functions of the file whose result is declared a legacy class
  /// (`func makeSheet() -> UIActionSheet`), by name: a value they return holds one.
  var legacyResults: [String: Subject] = [:]

  init(text: SourceBytes, tokens: [Token]) {
    self.text = text
    self.tokens = tokens
    self.names = NameTable(text: text)
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
  var pendingDeclarations: [(binding: Binding, memberOf: Name?)] = []

  /// Returns the findings of a Swift file, unordered.
  ///
  /// - Parameters:
  ///   - source: The file's tokens, lexed with `marking` (the words, bracket pairs and events
  ///     the passes read).
  ///   - recordingAllNames: Record every declaration, even in a file without a class name (for
  ///     the tests that show it changes nothing).
  static func scan(_ text: SourceBytes, source: TokenizedSource, recordingAllNames: Bool = false)
    -> [RawFinding]
  {
    precondition(source.marks.isMarked, "SwiftScanner: the tokens were lexed without marking")
    // Without an identifier that is a name of interest, nothing can lead to a finding.
    guard source.marks.mentionsInterest else { return [] }
    var scanner = SwiftScanner(text: text, tokens: source.tokens)
    scanner.recordsNames = recordingAllNames
    scanner.keepsEveryName = recordingAllNames
    scanner.prepare(source.marks)
    scanner.report()
    scanner.reportNeverCalledMethods()
    scanner.reportUndeclaredConformances()
    LegacyAPI.dropMigratedTextFieldUses(
      &scanner.findings,
      namesUIKitAPI: source.marks.words.contains { LegacyAPI.isUIKitLegacyName($0.word) },
      namesLegacyAlertView: source.marks.words.contains { $0.word == .legacyAlertView })
    return scanner.findings
  }

  /// The key of a pair of numbers (a type or block and a name) in one table.
  @inline(__always)
  static func pair(_ first: Int, _ name: Name) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: first)) << 32 | UInt64(UInt32(bitPattern: name))
  }

  // MARK: Token access

  @inline(__always)
  func isOperator(_ index: Int, _ literal: StaticString) -> Bool {
    let token = token(index)
    return token.kind == .operator && text.token(token, is: literal)
  }

  /// The index of the bracket matching the one at `index`, or the end when it has none.
  @inline(__always)  // see TokenStream
  func matching(_ index: Int) -> Int {
    let other = index >= 0 && index < match.count ? Int(match[index]) : -1
    return other >= 0 ? other : tokens.count
  }

  mutating func add(
    _ kind: Finding.Kind, _ name: String, at index: Int, type: TypeReference? = nil,
    member: String? = nil, conformance: ConformanceFacts? = nil
  ) {
    let member = member ?? scopes.last?.innerMember.flatMap { memberName(ofBody: $0) }
    let type = (type ?? currentType).map { string(Int($0.token)) }
    findings.append(
      RawFinding(
        kind: kind, name: name, offset: Int(token(index).start), enclosingType: type,
        member: member, conformance: conformance))
  }
}
