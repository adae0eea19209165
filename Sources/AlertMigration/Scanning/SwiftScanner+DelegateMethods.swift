// The delegate-method pass of the Swift scanner: legacy delegate methods,
// their signatures and what their bodies use.

extension SwiftScanner {
  // MARK: Delegate methods

  struct Parameter {
    var label: String
    var type: String
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

    guard
      let (written, method, subject, unlabelled) = Self.delegateMethod(
        named: string(nameIndex), parameters: parameters)
    else { return }
    let firstType = parameters.first?.type ?? ""
    // Migrated already (it takes LegacyAlertView or LegacyActionSheet): no finding, and its
    // `tag` reads are none either; the manual steps below still apply.
    if !LegacyAPI.isMigratedSwiftParameter(firstType) {
      add(.delegateMethod, written, at: nameIndex, member: methodMember)
      body = cursor..<matching(cursor)
    }
    // A body in a protocol the file declares, or in an extension of UIKit's delegate protocol
    // (`extension UIAlertViewDelegate where Self: UIViewController`).
    let inDelegateProtocol = currentType.map { isLegacyDelegateProtocol(Int($0.token)) } ?? false
    if let type = currentType, protocolNames.contains(type.name) || inDelegateProtocol,
      !LegacyAPI.isMigratedSwiftParameter(firstType)
    {
      add(
        .manualStep,
        LegacyAPI.protocolExtensionStep(
          method: written, protocol: string(Int(type.token)), subject: subject),
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
    } else if let problem = Self.signatureProblem(parameters, returnType, method, subject) {
      add(.manualStep, "\(written) \(problem)", at: nameIndex, member: methodMember)
    } else {
      if written == "alertViewShouldEnableFirstOtherButton(_:)" {
        shouldEnableMethods.append((nameIndex, methodMember, currentType))
      }
      // Before the rename (the UIKit class in its signature): a method the conformance of a
      // superclass would reach on UIKit, by its selector, and not after it (Semantics L17).
      if let type = currentType, !inDelegateProtocol, !hasOverride(before: index),
        Self.contains(firstType, subject == .alert ? "UIAlertView" : "UIActionSheet")
      {
        conformanceChecks.append(
          (nameIndex, written, methodMember, type, qualifiedTypeName(), subject))
      }
    }
  }

  /// Whether the name at `index` is `UIAlertViewDelegate` or `UIActionSheetDelegate`.
  func isLegacyDelegateProtocol(_ index: Int) -> Bool {
    word(index) == .uiAlertViewDelegate || word(index) == .uiActionSheetDelegate
  }

  /// The legacy delegate method that a function named `baseName` with `parameters` implements:
  /// its name as written, its entry, its subject, and whether it is found only with its first
  /// label read as `_` (a step). Nil when it is none: no entry, another library's alert class
  /// as its first parameter, or a `willPresent(_:)` of something else. `readFunction` and the
  /// places (`isQuietMigratedMethod`) both ask this.
  static func delegateMethod(named baseName: String, parameters: [Parameter]) -> (
    written: String, method: LegacyAPI.SwiftDelegateMethod, subject: Subject, unlabelled: Bool
  )? {
    let written = baseName + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    var unlabelled = false
    var method = LegacyAPI.swiftDelegateMethods[written]
    if method == nil, let first = parameters.first, first.label != "_" {
      let normalized =
        baseName + "(_:" + parameters.dropFirst().map { $0.label + ":" }.joined() + ")"
      method = LegacyAPI.swiftDelegateMethods[normalized]
      unlabelled = method != nil
    }
    guard let method else { return nil }
    let firstType = parameters.first?.type ?? ""
    // Another library's alert view with a delegate method of the same name.
    if LegacyAPI.namesAnotherAlertClass(firstType) { return nil }
    let subject: Subject
    if let fixed = method.subject {
      subject = fixed
    } else if contains(firstType, "AlertView") {
      subject = .alert
    } else if contains(firstType, "ActionSheet") {
      subject = .sheet
    } else {
      return nil  // willPresent(_:) of something else
    }
    return (written, method, subject, unlabelled)
  }

  /// An `@objc` function (not a delegate method) whose parameters or result spell `UIAlertView`
  /// or `UIActionSheet`, as a selector or target-action handler or a wrapper's method: the
  /// AlertShim classes cannot be represented in Objective-C, so the renamed method does not
  /// compile (L17).
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
      subject =
        word(cursor) == .uiAlertView ? .alert : word(cursor) == .uiActionSheet ? .sheet : nil
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

  /// Whether `string` contains the ASCII `needle`, as `String.contains` finds it (character by
  /// character): read from the bytes where the needle has ASCII bytes or nothing on both sides
  /// (no character can then span its edges); where a neighbour is not ASCII (a combining mark
  /// may join the needle's last character), the string's own `contains` decides. No spelling
  /// other than the needle's own bytes is the same characters: no letter of these needles has
  /// a canonical equivalent.
  static func contains(_ string: String, _ needle: StaticString) -> Bool {
    var string = string
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    let found: Bool? = string.withUTF8 { bytes in
      guard pattern.count <= bytes.count else { return false }
      var answer: Bool? = false
      for start in 0...(bytes.count - pattern.count) {
        var offset = 0
        while offset < pattern.count, bytes[start + offset] == pattern[offset] { offset += 1 }
        guard offset == pattern.count else { continue }
        let end = start + pattern.count
        if (start == 0 || bytes[start - 1] < 0x80) && (end == bytes.count || bytes[end] < 0x80) {
          return true
        }
        answer = nil
      }
      return answer
    }
    return found ?? string.contains(needle.description)
  }

  /// What is wrong with a delegate method's parameter and return types, or nil.
  static func signatureProblem(
    _ parameters: [Parameter], _ returnType: String, _ method: LegacyAPI.SwiftDelegateMethod,
    _ subject: Subject
  ) -> String? {
    let types = parameters.map(\.type)
    var expected = [subject.alertShimName]
    var fits = LegacyAPI.acceptsParameterType(types.first ?? "", for: subject)
    if method.takesIndex {
      expected.append("Int")
      // `NSInteger` is a type alias of `Int` in Swift (Apple's Objective-C runtime documents
      // `typealias NSInteger = Int`): the same type, on UIKit as after the rename.
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
