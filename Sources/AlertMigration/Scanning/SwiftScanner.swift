/// Finds legacy alert API in the tokens of one Swift file.
///
/// The scanner works on tokens, so names inside comments and string literals never match. It
/// reads a file in up to three passes over its tokens: a quick one that gives up on files that
/// never mention a legacy name, one that pairs brackets and notes which names are bound to a
/// `UIAlertView`, `UIActionSheet` or `UIAlertController` (`let alert = UIAlertView(…)`,
/// `alert: UIAlertView`), and one that reports findings.
///
/// Member calls such as `show`, `addAction` and the unmirrored-member check are reported only on
/// receivers the file shows to be alerts: a bound name (the nearest binding of that name before
/// the use wins) or a creation expression (`UIAlertView(…).show()`).
struct SwiftScanner {
  typealias Subject = LegacyAPI.Subject

  private struct Binding {
    var index: Int
    var subject: Subject
  }

  private let text: SourceBytes
  private let tokens: [Token]
  private let vocabulary = Vocabulary.swift
  private var words: [Word?] = []
  private var match: [Int32] = []
  private var bindings: [String: [Binding]] = [:]
  private var findings: [RawFinding] = []

  // The type declaration header being read.
  private var headerName = -1
  private var inheritance = 0..<0
  private var headerIsClass = false

  // The body of the legacy delegate method being read.
  private var body = 0..<0

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

  private mutating func add(_ kind: Finding.Kind, _ name: String, at index: Int) {
    findings.append(RawFinding(kind: kind, name: name, offset: Int(token(index).start)))
  }

  // MARK: Pass 1: words, brackets, bindings

  private mutating func prepare() {
    words = tokens.map { $0.kind == .identifier ? vocabulary.word($0, in: text) : nil }
    match = [Int32](repeating: -1, count: tokens.count)
    var open: [Int] = []
    for index in tokens.indices where tokens[index].kind == .punctuation {
      let byte = text[Int(tokens[index].start)]
      let opener: UInt8
      switch byte {
      case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
        open.append(index)
        continue
      case ASCII.closeParen: opener = ASCII.openParen
      case ASCII.closeBracket: opener = ASCII.openBracket
      case ASCII.closeBrace: opener = ASCII.openBrace
      default: continue
      }
      guard
        let position = open.lastIndex(where: { text[Int(tokens[$0].start)] == opener })
      else { continue }
      let partner = open[position]
      open.removeSubrange(position...)
      match[partner] = Int32(index)
      match[index] = Int32(partner)
    }
    for index in tokens.indices {
      guard let subject = Subject(words[index]) else { continue }
      bind(typeAt: index, subject: subject)
    }
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

  private mutating func bind(typeAt index: Int, subject: Subject) {
    guard let start = typeStart(index) else { return }
    if isPunctuation(start - 1, ASCII.colon), isIdentifier(start - 2),
      !SwiftScanner.declaresType(word(start - 3))
    {
      bind(start - 2, to: subject, at: index)
    } else if creationParenthesis(index) != nil, isOperator(start - 1, "="), isIdentifier(start - 2)
    {
      bind(start - 2, to: subject, at: index)
    } else if word(start - 1) == .as
      || (isOperator(start - 1, "?") || isOperator(start - 1, "!")) && word(start - 2) == .as
    {
      // `let alert = value as? UIAlertView`: the name before the nearest `=`.
      var back = start - 2
      while back > start - 16, back > 0, !token(back).newlineBefore {
        if isOperator(back, "="), isIdentifier(back - 1) {
          bind(back - 1, to: subject, at: index)
          return
        }
        back -= 1
      }
    }
  }

  private mutating func bind(_ nameIndex: Int, to subject: Subject, at index: Int) {
    bindings[string(nameIndex), default: []].append(Binding(index: index, subject: subject))
  }

  /// The subject of the binding of `name` that is nearest before `use` (or the first one after
  /// it, for a property declared below its use).
  private func subject(bound name: String, at use: Int) -> Subject? {
    guard let list = bindings[name] else { return nil }
    var nearest = list[0]
    for binding in list where binding.index < use { nearest = binding }
    return nearest.subject
  }

  // MARK: Pass 2: findings

  private mutating func report() {
    var index = 0
    while index < tokens.count {
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
    case .uiAlertViewDelegate, .uiActionSheetDelegate:
      if inheritance.contains(index), typeStart(index) != nil {
        add(.conformance, string(index), at: index)
      }
    default:
      break
    }
  }

  /// Notes the extent of a type declaration header, so names in its inheritance clause are
  /// known to be conformances or superclasses.
  private mutating func readHeader(at index: Int, isClass: Bool) {
    guard isIdentifier(index + 1), !(word(index + 1)?.followsClassModifier ?? false),
      !isPunctuation(index - 1, ASCII.dot)
    else { return }
    var colon = -1
    var whereClause = -1
    var angles = 0
    var cursor = index + 2
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
    headerName = index + 1
    headerIsClass = isClass
    let end = whereClause >= 0 ? whereClause : cursor
    inheritance = colon >= 0 && colon < end ? colon + 1..<end : 0..<0
  }

  private mutating func visitClassName(at index: Int, subject: Subject) {
    guard index != headerName, typeStart(index) != nil else { return }
    let name = subject.uiKitName
    if inheritance.contains(index) {
      if headerIsClass {
        add(.manualStep, "subclass of \(name): \(subject.alertShimName) is final", at: index)
      }
      return
    }
    guard let open = creationParenthesis(index) else { return }
    add(.creation, name, at: index)
    if subject == .controller {
      add(
        .manualStep,
        "UIAlertController is not renamed: use AlertController and present it on an AlertHost",
        at: index)
      return
    }
    let labels = callLabels(open: open)
    if !LegacyAPI.mirrorsInitializer(labels: labels, of: subject) {
      let required = LegacyAPI.initializerLabels(of: subject).map { $0 + ":" }.joined()
      add(
        .manualStep,
        "\(name)(\(labels.map { $0 + ":" }.joined())) has no \(subject.alertShimName) "
          + "counterpart: use init(\(required)otherButtonTitles:)",
        at: index)
    }
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
    default:
      let name = string(member)
      let mirrored = subject == .alert ? LegacyAPI.alertMembers : LegacyAPI.sheetMembers
      if !mirrored.contains(name), word != .self {
        add(
          .manualStep,
          "\(subject.uiKitName).\(name) is not mirrored by \(subject.alertShimName)",
          at: member)
      }
    }
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
      return subject(bound: string(receiver), at: receiver)
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
    add(.delegateMethod, written, at: nameIndex)
    body = cursor..<matching(cursor)
    if let current = method.currentName {
      add(
        .manualStep,
        "\(written) is a Swift 2 name: rename it \(current) or \(subject.delegateName) "
          + "never calls it",
        at: nameIndex)
    } else if unlabelled {
      add(
        .manualStep,
        "\(written) labels its first parameter: \(subject.delegateName) never calls it "
          + "(declare it with _)",
        at: nameIndex)
    } else if let problem = signatureProblem(parameters, returnType, method, subject) {
      add(.manualStep, "\(written) \(problem)", at: nameIndex)
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
