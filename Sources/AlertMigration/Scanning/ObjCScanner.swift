/// Finds legacy alert API in the tokens of one Objective-C file (ObjCRewriter renames it).
///
/// Message sends are read bracket by bracket: the first selector part after a receiver decides
/// what the send is. Creations are sends of `alloc`, `allocWithZone:` or `new` to the class
/// itself, or `alertControllerWithTitle:message:preferredStyle:` to `UIAlertController`;
/// `show`, `showInView:` and the other variants and `addAction:` count when the receiver is
/// known to be an alert: a variable, parameter or property declared with the class
/// (`UIAlertView *alert`), or a creation (`[[[UIAlertView alloc] init…] show]`). Legacy delegate
/// methods count where they are implemented (with a body), whether the class declares the
/// protocol or not.
struct ObjCScanner: TokenStream {
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
  /// The declarations of each name (by its bytes) in source order, with the one nearest before
  /// the last use (uses are looked up in increasing order, so each list is walked once).
  private var bindings: [[UInt8]: (list: [(index: Int, subject: Subject)], nearest: Int)] = [:]
  /// A bit per (length, first byte) of the names in `bindings`, each modulo 64: a name without
  /// its bit is not looked up.
  private var boundNames = [UInt64](repeating: 0, count: 64)
  private var findings: [RawFinding] = []
  /// The class of the `@interface` or `@implementation` being read.
  private var currentClass: String?
  /// The first selector part of the method whose body is being read, or -1.
  private var currentMethod = -1
  /// The selectors built so far, by their first part (`selector(startingAt:)`).
  private var selectors: [Int: String] = [:]
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
    _ text: SourceBytes, source: TokenizedSource,
    declarations: [(name: String, subject: Subject)] = []
  ) -> [RawFinding] {
    precondition(source.marks.isMarked, "ObjCScanner: the tokens were lexed without marking")
    // Without an identifier that is a name of interest, nothing can lead to a finding.
    guard source.marks.mentionsInterest else { return [] }
    var scanner = ObjCScanner(text: text, tokens: source.tokens)
    for (name, subject) in declarations { scanner.bind(Array(name.utf8), -1, subject) }
    scanner.prepare(source.marks)
    scanner.report()
    // `alertViewStyle` and `textFieldAtIndex:` are also ASAlertView's: in a file that names
    // nothing of UIKit's legacy API (nor declares with it in its header), they are migrated
    // code, not findings.
    if scanner.findings.contains(where: { $0.kind == .textField }),
      !declarations.contains(where: { $0.subject != .controller }),
      !scanner.namesLegacyAPI()
    {
      scanner.findings.removeAll { $0.kind == .textField }
    }
    return scanner.findings
  }

  /// Whether an identifier starts with `UIAlertView` or `UIActionSheet`: a class, protocol,
  /// style type or constant of UIKit's legacy API.
  private func namesLegacyAPI() -> Bool {
    tokens.indices.contains { index in
      guard tokens[index].kind == .identifier else { return false }
      let name = text.text(of: tokens[index])
      return name.hasPrefix("UIAlertView") || name.hasPrefix("UIActionSheet")
    }
  }

  /// The names a header declares with a legacy class: properties (also as their `_name`
  /// instance variables) and instance variables typed `UIAlertView *` or `UIActionSheet *`.
  static func declarations(in text: SourceBytes, source: TokenizedSource) -> [(
    name: String, subject: Subject
  )] {
    precondition(source.marks.isMarked, "ObjCScanner: the tokens were lexed without marking")
    var scanner = ObjCScanner(text: text, tokens: source.tokens)
    scanner.prepare(source.marks)
    var result: [(name: String, subject: Subject)] = []
    // In the order of the names, and of their bytes for names that read the same.
    let named = scanner.bindings.map { (String(decoding: $0.key, as: UTF8.self), $0.key, $0.value) }
    let ordered = named.sorted {
      $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.lexicographicallyPrecedes($1.1)
    }
    for (name, _, entry) in ordered {
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
    let member = member ?? (currentMethod >= 0 ? selector(startingAt: currentMethod) : nil)
    findings.append(
      RawFinding(
        kind: kind, name: name, offset: Int(token(index).start), enclosingType: currentClass,
        member: member))
  }

  /// Adds a declaration of the name `bytes` at `index`.
  private mutating func bind(_ bytes: [UInt8], _ index: Int, _ subject: Subject) {
    bindings[bytes, default: ([], 0)].list.append((index, subject))
    let key = Self.nameKey(length: bytes.count, first: bytes.first ?? 0)
    boundNames[key.word] |= key.bit
  }

  /// The key of a name in `boundNames`.
  @inline(__always)
  private static func nameKey(length: Int, first: UInt8) -> (word: Int, bit: UInt64) {
    (length & 63, 1 << UInt64(first & 63))
  }

  /// The bytes of the token at `index`.
  private func bytes(_ index: Int) -> [UInt8] {
    let token = token(index)
    return Array(
      UnsafeBufferPointer(start: text.start + Int(token.start), count: Int(token.length)))
  }

  /// Whether the operator token at `index` is made only of `byte` (`*`, `**`, `<`, `>>`).
  private func isOperator(_ index: Int, madeOf byte: UInt8) -> Bool {
    let token = token(index)
    guard token.kind == .operator else { return false }
    for offset in Int(token.start)..<token.end where text[offset] != byte { return false }
    return true
  }

  // MARK: Pass 1: words and bindings

  private mutating func prepare(_ marks: ScanMarks) {
    // The words the lexer noted, spread over the tokens.
    var words = [Word?](repeating: nil, count: tokens.count)
    var declared: [Int] = []
    for (index, word) in marks.words {
      words[Int(index)] = word
      if Subject(word) != nil { declared.append(Int(index)) }
    }
    self.words = words
    for index in declared {
      guard let subject = Subject(words[index]), isOperator(index + 1, madeOf: ASCII.star)
      else { continue }
      var name = index + 2
      while isIdentifier(name), isIdentifier(name + 1), words[name] == nil, isQualifier(name) {
        name += 1
      }
      if isPunctuation(name, ASCII.closeParen) { name += 1 }
      if isIdentifier(name) {
        bind(bytes(name), index, subject)
        if isProperty(before: index) { bind([ASCII.underscore] + bytes(name), index, subject) }
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
  private mutating func subject(bound index: Int, at use: Int) -> Subject? {
    let token = token(index)
    let key = Self.nameKey(length: Int(token.length), first: text[Int(token.start)])
    guard boundNames[key.word] & key.bit != 0 else { return nil }
    let name = bytes(index)
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
    var methodFirst = -1
    var inHeader = false
    var angles = 0
    var lastClosed = (index: -1, result: Subject?.none)
    // Local copies (they share the arrays' storage): the loop changes the scanner, never these,
    // so their storage is not looked up again through `self` at every token.
    let (tokens, words, start) = (self.tokens, self.words, text.start)

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
          start[Int(token.start)] == ASCII.minus || start[Int(token.start)] == ASCII.plus,
          let method = readMethod(at: index)
        {
          methodBrace = method.brace
          methodFirst = method.first
          if method.isDelegate { bodyBrace = method.brace }
        }
      case .punctuation:
        switch start[Int(token.start)] {
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
            currentMethod = methodFirst
          }
        case ASCII.closeBrace:
          if braceDepth == bodyDepth { bodyDepth = -1 }
          if braceDepth == methodDepth {
            methodDepth = -1
            currentMethod = -1
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
      receiver = subject(bound: receiverIndex, at: receiverIndex)
      if isKeyword, text.token(token(selector), is: "setTag"),
        let creation = creationByName[string(receiverIndex)]
      {
        findings[creation].tag = expressionText(from: selector + 2)
      }
    } else if receiverIndex == lastClosed.index {
      receiver = lastClosed.result
      // `[[[[UIAlertView alloc] init…] autorelease] show]`: manual reference counting hands
      // the alert on.
      if let created = receiver,
        startsWithInit(selector)
          || isUnary
            && (text.token(token(selector), is: "autorelease")
              || text.token(token(selector), is: "retain"))
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

  /// Reads a method header starting at the `-` or `+` at `index`. Returns its first selector
  /// part and the index of its body's opening brace when it has a body, and whether it
  /// implements a legacy delegate method (which it then reports).
  private mutating func readMethod(at index: Int) -> (first: Int, brace: Int, isDelegate: Bool)? {
    var cursor = index + 1
    if isPunctuation(cursor, ASCII.openParen) { cursor = skipParentheses(cursor) }
    let first = cursor
    guard isIdentifier(first) else { return nil }
    cursor = walkSelector(from: first, building: false).end
    let limit = cursor + 32
    while cursor < tokens.count, cursor < limit {
      if isPunctuation(cursor, ASCII.openBrace) {
        // Every delegate selector starts with one of these words (the words of a selector's
        // first part are matched by bytes, and these names have no look-alike spellings).
        var isDelegate = false
        switch words[first] {
        case .alertView, .alertViewCancel, .willPresentAlertView, .didPresentAlertView,
          .alertViewShouldEnableFirstOtherButton, .actionSheet, .actionSheetCancel,
          .willPresentActionSheet, .didPresentActionSheet:
          let selector = selector(startingAt: first)
          isDelegate =
            LegacyAPI.objectiveCDelegateSelectors.contains(selector)
            && !firstParameterIsAlertShimClass(first)
          if isDelegate { add(.delegateMethod, selector, at: first, member: selector) }
        default:
          break
        }
        return (first, cursor, isDelegate)
      }
      if isPunctuation(cursor, ASCII.semicolon) { return nil }  // a declaration
      cursor = isPunctuation(cursor, ASCII.openParen) ? skipParentheses(cursor) : cursor + 1
    }
    return nil
  }

  /// Whether the first parameter of the method header whose first part is at `first` is typed
  /// with an AlertShimObjC class (`(ASAlertView *)`): a delegate method migrated already.
  private func firstParameterIsAlertShimClass(_ first: Int) -> Bool {
    guard isPunctuation(first + 1, ASCII.colon), isPunctuation(first + 2, ASCII.openParen) else {
      return false
    }
    let end = skipParentheses(first + 2)
    return (first + 3..<end).contains {
      isIdentifier($0) && LegacyAPI.objectiveCAlertShimClasses.contains(string($0))
    }
  }

  /// The selector of the method header whose first part is at `first`, built once.
  private mutating func selector(startingAt first: Int) -> String {
    if let name = selectors[first] { return name }
    let name = walkSelector(from: first, building: true).name
    selectors[first] = name
    return name
  }

  /// Walks a method header's selector from its first part: where the walk ends (past the last
  /// part, its parameter type and name), and the selector when `building`.
  private func walkSelector(from first: Int, building: Bool) -> (end: Int, name: String) {
    var cursor = first
    var selector = ""
    if !isPunctuation(first + 1, ASCII.colon) {
      return (first + 1, building ? string(first) : "")
    }
    while true {
      if isIdentifier(cursor), isPunctuation(cursor + 1, ASCII.colon) {
        if building { selector += string(cursor) + ":" }
        cursor += 2
      } else if isPunctuation(cursor, ASCII.colon) {
        if building { selector += ":" }
        cursor += 1
      } else {
        break
      }
      if isPunctuation(cursor, ASCII.openParen) { cursor = skipParentheses(cursor) }
      if isIdentifier(cursor), !isPunctuation(cursor + 1, ASCII.colon) { cursor += 1 }
    }
    return (cursor, selector)
  }

  /// Whether the token at `index` starts with the characters `init`, as `String.hasPrefix`
  /// tells (read from the bytes unless a non-ASCII byte follows, which may combine with `t`).
  private func startsWithInit(_ index: Int) -> Bool {
    let token = token(index)
    guard token.length >= 4 else { return false }
    let start = text.start + Int(token.start)
    guard start[0] == UInt8(ascii: "i"), start[1] == UInt8(ascii: "n"),
      start[2] == UInt8(ascii: "i"), start[3] == UInt8(ascii: "t")
    else { return false }
    if token.length == 4 || start[4] < 0x80 { return true }
    return text.text(of: token).hasPrefix("init")
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
