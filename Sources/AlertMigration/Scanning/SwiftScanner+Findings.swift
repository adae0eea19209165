// Pass 2 of the Swift scanner: the scopes in force at each token, and the
// findings on class names, creations and members.

extension SwiftScanner {
  // MARK: Scopes

  /// Enters or leaves the block at the brace `index`, and applies declarations up to `index`.
  mutating func track(_ index: Int) {
    while nextBinding < bindings.count, bindings[nextBinding].position <= index {
      let binding = bindings[nextBinding]
      nextBinding += 1
      let top = Int(visibleTop[Int(binding.name)])
      guard binding.scope == (scopes.last?.brace ?? -1), top >= 0,
        visibleEntries[top].scope == binding.scope
      else { continue }
      let holds = resolve(binding.holds)
      visibleEntries[top].holds = holds
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
        for name in scopeNames[scope.namesStart...] {
          visibleTop[Int(name)] = visibleEntries[Int(visibleTop[Int(name)])].below
        }
        scopeNames.removeSubrange(scope.namesStart...)
        if scope.brace == opener { break }
      }
    }
  }

  mutating func enter(_ brace: Int) {
    let namesStart = scopeNames.count
    let block = self.block(of: brace)
    if let block {
      var next = blocks[block].firstName
      while next >= 0 {
        let (name, holds, following) = blockNameEntries[Int(next)]
        next = following
        let entry = Int32(visibleEntries.count)
        visibleEntries.append(
          Visible(scope: brace, holds: resolve(holds), below: visibleTop[Int(name)]))
        visibleTop[Int(name)] = entry
        if brace == -1 { fileScopeEntry[Int(name)] = entry }
        scopeNames.append(name)
      }
    }
    let type = block.flatMap { blocks[$0].type }
    let member = block.flatMap { blocks[$0].member }
    scopes.append(
      Scope(
        brace: brace, namesStart: namesStart, innerType: type ?? scopes.last?.innerType,
        innerMember: type != nil ? nil : member != nil ? brace : scopes.last?.innerMember))
  }

  func resolve(_ holds: Holds) -> Holds {
    guard case .alias(let other) = holds else { return holds }
    let resolved = lookup(other, qualifier: nil)
    if case .alias = resolved { return .other }
    return resolved ?? .other
  }

  /// The legacy view `self` is where the walk is: in an extension of `UIAlertView` or
  /// `UIActionSheet`; nil elsewhere.
  func legacySubjectOfSelf() -> Subject? {
    guard let type = currentType, let subject = Subject(word(Int(type.token))),
      subject != .controller
    else { return nil }
    return subject
  }

  /// The innermost enclosing type.
  var currentType: TypeReference? {
    scopes.last?.innerType
  }

  /// The innermost enclosing type's name with the types it is nested in, outermost first
  /// (`Inbox.Coordinator`, in `enum Inbox { class Coordinator { … } }` as in `extension
  /// Inbox.Coordinator { … }`): two nested types of one name in a tree are two types.
  func qualifiedTypeName() -> String {
    guard let inner = currentType else { return "" }
    // The common case: a type at the top level, named with one component.
    let outermost = scopes.first { $0.innerType != nil }?.innerType
    if inner.first == inner.token, outermost?.token == inner.token {
      return string(Int(inner.token))
    }
    var types: [TypeReference] = []
    for scope in scopes {
      if let type = scope.innerType, types.last?.token != type.token { types.append(type) }
    }
    return types.map(writtenName).joined(separator: ".")
  }

  /// The name of a type as its header writes it, its components joined by dots
  /// (`Inbox.Coordinator` of `extension Inbox . Coordinator`).
  func writtenName(_ type: TypeReference) -> String {
    guard type.first != type.token else { return string(Int(type.token)) }
    return stride(from: Int(type.first), through: Int(type.token), by: 2).map { string($0) }
      .joined(separator: ".")
  }

  /// The qualified name (as `qualifiedTypeName()` names it inside its body) of the type whose
  /// header is being read: the types around the header, then the name it writes.
  mutating func headerQualifiedName() -> String {
    if let headerQualified { return headerQualified }
    guard let type = headerType else { return "" }
    let outer = qualifiedTypeName()
    let qualified = outer.isEmpty ? writtenName(type) : outer + "." + writtenName(type)
    headerQualified = qualified
    return qualified
  }

  /// What the name holds where the walk is. `qualifier` is the token before `.name`, if any:
  /// `self.name` looks only at properties, `other.name` at properties of any type.
  func lookup(_ name: Name, qualifier: Int?) -> Holds? {
    let type = Int(currentType?.name ?? -1)
    if let qualifier {
      if word(qualifier) == .self {
        if let holds = members[SwiftScanner.pair(type, name)]
          ?? assigned[SwiftScanner.pair(type, name)]
        {
          return holds
        }
        // A name first met in this pass (past the tables' ends) is declared nowhere.
        let bottom = Int(name) < fileScopeEntry.count ? Int(fileScopeEntry[Int(name)]) : -1
        if bottom >= 0 { return visibleEntries[bottom].holds }
      }
      return SwiftScanner.value(anyMember, name) ?? SwiftScanner.value(anyAssigned, name)
    }
    let top = Int(name) < visibleTop.count ? Int(visibleTop[Int(name)]) : -1
    if top >= 0, visibleEntries[top].scope != -1 { return visibleEntries[top].holds }
    if let holds = members[SwiftScanner.pair(type, name)] { return holds }
    if top >= 0 { return visibleEntries[top].holds }
    return assigned[SwiftScanner.pair(type, name)] ?? assigned[SwiftScanner.pair(-1, name)]
  }

  /// The subject of the receiver name at `index` where the walk is.
  @inline(__always)  // see TokenStream
  func subject(boundAt index: Int) -> Subject? {
    guard mayHoldLegacy(index), let name = names.existingName(of: token(index)) else {
      return nil
    }
    let qualifier = isPunctuation(index - 1, ASCII.dot) ? index - 2 : nil
    return lookup(name, qualifier: qualifier)?.subject
  }

  // MARK: Pass 2: findings

  mutating func report() {
    visibleTop = [Int32](repeating: -1, count: names.count)
    fileScopeEntry = visibleTop
    enter(-1)
    for event in events {
      let index = Int(event)
      let token = tokens[index]
      // `track` does nothing at a token that is no paired brace and declares nothing: most
      // tokens, so it is not called for them; a declaration between two events is applied at
      // the second, as nothing between them looks it up.
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
        if text[Int(token.start)] == ASCII.dot, isIdentifier(index + 1), mayVisit(dot: index) {
          visitMember(dot: index)
        }
      default:
        break
      }
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
      // `delegate = …` or `self.delegate = …` in an extension of the legacy class sets the
      // view's own delegate, as `alert.delegate = …` does elsewhere.
      if isOperator(index + 1, "="), let subject = legacySubjectOfSelf(),
        !isPunctuation(index - 1, ASCII.dot)
          || self.word(index - 2) == .self && !isPunctuation(index - 3, ASCII.dot)
      {
        checkDelegate(index + 2, subject: subject)
      }
    case .open, .override:
      checkExtensionMemberModifier(at: index)
    case .alertView, .actionSheet, .alertViewCancel, .actionSheetCancel, .willPresent,
      .didPresent, .alertViewShouldEnableFirstOtherButton, .willPresentAlertView,
      .didPresentAlertView, .willPresentActionSheet, .didPresentActionSheet:
      checkOptionalRequirementCall(at: index)
    case .uiAlertViewDelegate, .uiActionSheetDelegate:
      if checkSelector(at: index) { break }
      if inheritance.contains(index), typeStart(index) != nil {
        let qualified = headerQualifiedName()
        let nested = headerType.map { qualified != string(Int($0.token)) } ?? false
        add(
          .conformance, string(index), at: index, type: headerType,
          conformance: nested || headerIsProtocol
            ? ConformanceFacts(
              conformingType: nested ? qualified : nil, byProtocol: headerIsProtocol)
            : nil)
        if headerIsObjCProtocol {
          let name = string(index)
          let renamed =
            word == .uiAlertViewDelegate ? "LegacyAlertViewDelegate" : "LegacyActionSheetDelegate"
          add(
            .manualStep,
            "@objc protocol \(string(headerName)) refines \(name): an @objc protocol cannot refine "
              + "\(renamed), a Swift protocol, so the renamed file does not compile; drop @objc "
              + "(and its optional requirements) or stop refining \(renamed)",
            at: index, type: headerType)
        }
      }
    default:
      break
    }
  }

  struct Header {
    var nameIndex: Int
    var type: TypeReference
    var inheritance: Range<Int>
    /// The opening brace of the body, when the header ends in one.
    var body: Int?
  }

  /// The header of a type declaration at the keyword `index`, or nil when the keyword does not
  /// start one (`class func`, `.class`).
  mutating func header(at index: Int, isClass: Bool) -> Header? {
    guard isIdentifier(index + 1), !(word(index + 1)?.followsClassModifier ?? false),
      !isPunctuation(index - 1, ASCII.dot)
    else { return nil }
    var colon = -1
    var whereClause = -1
    var angles = 0
    var typeToken = index + 1
    var cursor = index + 2
    while isPunctuation(cursor, ASCII.dot), isIdentifier(cursor + 1) {
      typeToken = cursor + 1  // extension UIKit.Foo: the last component
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
      nameIndex: index + 1,
      type: TypeReference(
        token: Int32(truncatingIfNeeded: typeToken), name: names.name(of: token(typeToken)),
        first: Int32(truncatingIfNeeded: index + 1)),
      inheritance: colon >= 0 && colon < end ? colon + 1..<end : 0..<0,
      body: isPunctuation(cursor, ASCII.openBrace) ? cursor : nil)
  }

  /// Notes the extent of a type declaration header, so names in its inheritance clause are
  /// known to be conformances or superclasses.
  mutating func readHeader(at index: Int, isClass: Bool) {
    guard let header = header(at: index, isClass: isClass) else { return }
    headerName = header.nameIndex
    headerType = header.type
    headerQualified = nil
    headerIsProtocol = word(index) == .protocol
    headerIsClass = isClass
    inheritance = header.inheritance
    headerIsObjCProtocol = word(index) == .protocol && hasObjCAttribute(before: index)
    if word(index) != .extension,
      !isClass || header.inheritance.isEmpty
        || LegacyAPI.isPlatformClass(string(header.inheritance.lowerBound))
    {
      cannotInheritDelegate.insert(headerQualifiedName())
    }
    if !header.inheritance.isEmpty {
      inheritingHeaders.append(
        (headerQualifiedName(), header.inheritance, isProtocol: word(index) == .protocol))
    }
    for name in header.inheritance where isIdentifier(name) {
      if word(name) == .uiAlertViewDelegate
        || text.token(token(name), is: "LegacyAlertViewDelegate")
      {
        declaresAlertDelegate.insert(headerQualifiedName())
      } else if word(name) == .uiActionSheetDelegate
        || text.token(token(name), is: "LegacyActionSheetDelegate")
      {
        declaresSheetDelegate.insert(headerQualifiedName())
      }
    }
  }

  /// Reports each delegate method (not an `override`) of a type that declares no conformance
  /// to its delegate protocol in this file (``LegacyAPI/undeclaredConformanceStep(method:type:subject:)``),
  /// and each `self` passed as the delegate by a type that cannot conform
  /// (``LegacyAPI/selfDelegateStep(type:subject:)``). A type declares the conformance itself or
  /// through a protocol of the file that refines the delegate protocol. A scan of a tree drops
  /// the steps of types that declare it in another file, or that inherit a protocol another file
  /// declares as refining it (each step notes its type's inherited names for that).
  mutating func reportUndeclaredConformances() {
    guard !selfDelegates.isEmpty || !conformanceChecks.isEmpty else { return }
    addConformancesThroughProtocols(to: &declaresAlertDelegate)
    addConformancesThroughProtocols(to: &declaresSheetDelegate)
    for check in selfDelegates {
      let declared = check.subject == .alert ? declaresAlertDelegate : declaresSheetDelegate
      // Only a type that cannot inherit the conformance is sure not to compile.
      guard !declared.contains(check.qualified), cannotInheritDelegate.contains(check.qualified)
      else { continue }
      add(
        .manualStep,
        LegacyAPI.selfDelegateStep(type: check.qualified, subject: check.subject),
        at: check.index, type: check.type, member: check.member,
        conformance: ConformanceFacts(inherited: inheritedNames(of: check.qualified)))
    }
    for check in conformanceChecks {
      let declared = check.subject == .alert ? declaresAlertDelegate : declaresSheetDelegate
      guard !declared.contains(check.qualified), !cannotInheritDelegate.contains(check.qualified)
      else { continue }
      add(
        .manualStep,
        LegacyAPI.undeclaredConformanceStep(
          method: check.method, type: check.qualified, subject: check.subject),
        at: check.index, type: check.type, member: check.member,
        conformance: ConformanceFacts(inherited: inheritedNames(of: check.qualified)))
    }
  }

  /// Adds to `declared` (the types that declare a delegate protocol) the types whose headers
  /// inherit a protocol in `declared`, until none is added: `protocol ScreenAlerts:
  /// UIAlertViewDelegate` then `class Screen: Base, ScreenAlerts`.
  private func addConformancesThroughProtocols(to declared: inout Set<String>) {
    var refining = inheritingHeaders.filter { $0.isProtocol && declared.contains($0.qualified) }
      .map(\.qualified)
    while !refining.isEmpty {
      var added: [String] = []
      for header in inheritingHeaders where !declared.contains(header.qualified) {
        let inherits = inheritedNames(in: header.inheritance).contains { written in
          refining.contains { ConformanceFacts.names(written, $0) }
        }
        guard inherits else { continue }
        declared.insert(header.qualified)
        if header.isProtocol { added.append(header.qualified) }
      }
      refining = added
    }
  }

  /// The names the headers of the type `qualified` inherit in this file, as written.
  func inheritedNames(of qualified: String) -> [String] {
    inheritingHeaders.filter { $0.qualified == qualified }.flatMap {
      inheritedNames(in: $0.inheritance)
    }
  }

  /// The names an inheritance clause lists, as written (`Kit.ScreenAlerts`), outside angle
  /// brackets.
  func inheritedNames(in inheritance: Range<Int>) -> [String] {
    var names: [String] = []
    var angles = 0
    var index = inheritance.lowerBound
    while index < inheritance.upperBound {
      let token = tokens[index]
      if token.kind == .operator {
        for offset in Int(token.start)..<token.end {
          if text[offset] == ASCII.less { angles += 1 }
          if text[offset] == ASCII.greater { angles = max(0, angles - 1) }
        }
      } else if angles == 0, token.kind == .identifier, !isPunctuation(index - 1, ASCII.dot) {
        var name = string(index)
        while index + 2 < inheritance.upperBound, isPunctuation(index + 1, ASCII.dot),
          isIdentifier(index + 2)
        {
          name += "." + string(index + 2)
          index += 2
        }
        names.append(name)
      }
      index += 1
    }
    return names
  }

  /// Whether `@objc` (or `@objc(name)`) is among the attributes and modifiers before the
  /// declaration keyword at `index`.
  func hasObjCAttribute(before index: Int) -> Bool { attributes(before: index).objc }

  /// Whether `override` is among the attributes and modifiers before the declaration keyword
  /// at `index`.
  func hasOverride(before index: Int) -> Bool { attributes(before: index).override }

  /// What the attributes and modifiers before the declaration keyword at `index` hold.
  func attributes(before index: Int) -> (objc: Bool, override: Bool) {
    var found = (objc: false, override: false)
    var cursor = index - 1
    var steps = 0
    while cursor >= 0, steps < 32 {
      steps += 1
      if word(cursor) == .override { found.override = true }
      if SwiftScanner.isModifier(word(cursor)) {
        cursor -= 1
      } else if isPunctuation(cursor, ASCII.closeParen) {
        let open = matching(cursor)
        guard open < cursor else { break }
        cursor = open - 1  // `@objc(name)`, `private(set)`
      } else if isIdentifier(cursor), isPunctuation(cursor - 1, ASCII.at) {
        if text.token(token(cursor), is: "objc") { found.objc = true }
        cursor -= 2
      } else if isIdentifier(cursor), text.token(token(cursor), is: "optional") {
        cursor -= 1
      } else {
        break
      }
    }
    return found
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

  /// `open func …` or `override func …` in an extension of a legacy class: the AlertShim class
  /// is final and no UIView, so the renamed member can be neither open nor an override.
  mutating func checkExtensionMemberModifier(at index: Int) {
    guard let subject = legacySubjectOfSelf(), !isPunctuation(index - 1, ASCII.dot),
      word(index + 1)?.followsClassModifier == true
    else { return }
    add(
      .manualStep,
      word(index) == .open
        ? "open member of an extension of \(subject.uiKitName): \(subject.alertShimName) is "
          + "final, so no member of it can be open; make it public"
        : "override in an extension of \(subject.uiKitName): \(subject.alertShimName) is no "
          + "UIView and is final, so the member overrides nothing; drop it, or move what it "
          + "changed of UIKit's view elsewhere",
      at: index)
  }

  /// `delegate?.alertView?(alert, clickedButtonAt: index)`: a call of a legacy delegate method
  /// as an optional requirement, which AlertShim's delegate protocols do not have (each
  /// requirement has a default implementation). The `?` or `!` is right after the name; not
  /// `willPresent(_:)` and `didPresent(_:)`, names apps give their own optional closures.
  mutating func checkOptionalRequirementCall(at index: Int) {
    guard isPunctuation(index - 1, ASCII.dot),
      isOperator(index + 1, "?") || isOperator(index + 1, "!"),
      Int(token(index + 1).start) == token(index).end,
      isPunctuation(index + 2, ASCII.openParen), !token(index + 2).newlineBefore
    else { return }
    let name = string(index) + "(" + callLabels(open: index + 2).map { $0 + ":" }.joined() + ")"
    guard let method = LegacyAPI.swiftDelegateMethods[name], method.subject != nil else { return }
    let mark = string(index + 1)
    let current = method.currentName ?? name
    add(
      .manualStep,
      "\(string(index))\(mark)(…) calls \(current) as an optional requirement: AlertShim's "
        + "delegate protocols have none (each method has a default implementation), so the "
        + "renamed call does not compile; drop the \(mark) after the name",
      at: index)
  }

  /// `#selector(UIAlertView.show)`, `#selector(UIAlertViewDelegate.alertViewCancel(_:))`,
  /// `#selector(getter: UIAlertView.title)`: the renamed name is a Swift type's, which has no
  /// Objective-C selectors. Returns whether the name at `index` is in one.
  mutating func checkSelector(at index: Int) -> Bool {
    var open = index - 1
    if isPunctuation(open, ASCII.colon),
      isIdentifier(open - 1, "getter") || isIdentifier(open - 1, "setter")
    {
      open -= 2
    }
    guard isPunctuation(open, ASCII.openParen), token(open - 1).kind == .directive,
      text.token(token(open - 1), is: "#selector")
    else { return false }
    add(
      .manualStep,
      "#selector(\(string(index))…) names UIKit's Objective-C API: after the rename it names "
        + "AlertShim's, Swift types with no Objective-C selectors, so the file does not "
        + "compile; use a closure (or AlertShim's handlers)",
      at: index)
    return true
  }

  mutating func visitClassName(at index: Int, subject: Subject) {
    if subject != .controller, checkSelector(at: index) { return }
    if index == headerName, subject != .controller, word(index - 1) == .extension {
      add(.wrapper, "extension \(subject.uiKitName)", at: index, type: headerType)
      return
    }
    guard index != headerName, typeStart(index) != nil else { return }
    if subject != .controller, isPunctuation(index + 1, ASCII.dot),
      isIdentifier(index + 2, "appearance"), isPunctuation(index + 3, ASCII.openParen),
      !token(index + 3).newlineBefore
    {
      add(
        .manualStep,
        "\(subject.uiKitName).\(callName(index + 2)) is UIView's appearance proxy: "
          + "\(subject.alertShimName) is not a view and has none; remove it (AlertShimUIKit "
          + "shows a UIAlertController)",
        at: index + 2)
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
      // A subclass of UIAlertController is modern code: nothing to migrate.
      if headerIsClass, subject != .controller {
        add(
          .manualStep, "subclass of \(name): \(subject.alertShimName) is final", at: index,
          type: headerType)
      }
      return
    }
    guard let open = creationParenthesis(index) else {
      checkCast(at: index, subject: subject)
      checkClassTest(at: index, subject: subject)
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
      if isIdentifier(nameIndex) {
        creationByName[names.name(of: token(nameIndex))] = findings.count - 1
      }
    }
    // UIAlertController is not legacy code: its creation is information, never a manual step.
    if subject == .controller { return }
    let labels = callLabels(open: open)
    if subject == .alert { countOrder(labels: labels) }
    checkDeclaredType(creationStart: typeStart(index) ?? index, subject: subject)
    if let argument = argument(labelled: "delegate", open: open) {
      checkDelegate(argument, subject: subject)
    }
    let own = subject == .alert ? ownInitializers.alert : ownInitializers.sheet
    if !LegacyAPI.mirrorsInitializer(labels: labels, of: subject),
      own.isEmpty || !own.contains(labels.map { $0 + ":" }.joined())
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

  /// `v.isKind(of: UIAlertView.self)`, `isMember(of:)`, `type(of: v) == UIAlertView.self`:
  /// like a cast, the test compiles after the rename and never matches a view from a hierarchy
  /// or a value UIKit hands over (L17).
  mutating func checkClassTest(at index: Int, subject: Subject) {
    guard subject != .controller, let start = typeStart(index),
      isPunctuation(index + 1, ASCII.dot), word(index + 2) == .self
    else { return }
    let metatype = subject.uiKitName + ".self"
    let written: String
    let stepIndex: Int
    var answer = "false"
    if isPunctuation(start - 1, ASCII.colon), text.token(token(start - 2), is: "of"),
      isPunctuation(start - 3, ASCII.openParen),
      text.token(token(start - 4), is: "isKind") || text.token(token(start - 4), is: "isMember")
    {
      written = "\(string(start - 4))(of: \(metatype))"
      stepIndex = start - 4
    } else if let comparison = [start - 1, index + 3].first(where: isTypeComparison) {
      let spelling = string(comparison)
      written = comparison < start ? "\(spelling) \(metatype)" : "\(metatype) \(spelling)"
      stepIndex = comparison
      if spelling.hasPrefix("!") { answer = "true" }
    } else {
      return
    }
    add(
      .manualStep,
      "`\(written)` is always \(answer) after the rename for UIKit's objects (subviews, "
        + "windows, senders): \(subject.alertShimName) is not a UIView; keep a reference to the "
        + "alerts you show instead",
      at: stepIndex)
  }

  /// Whether the token at `index` compares two types: `==`, `!=`, `===` or `!==`.
  func isTypeComparison(_ index: Int) -> Bool {
    isOperator(index, "==") || isOperator(index, "!=") || isOperator(index, "===")
      || isOperator(index, "!==")
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

  /// Whether the token at `index` ends a delegate expression: a `,` or `)` after it, a line
  /// break, a `;` or the end of the file.
  func endsDelegateExpression(_ index: Int) -> Bool {
    index >= tokens.count || isPunctuation(index, ASCII.comma)
      || isPunctuation(index, ASCII.closeParen) || token(index).newlineBefore
      || isPunctuation(index, ASCII.semicolon)
  }

  /// The index of `AnyObject` or `Any` in a cast (`as`, `as?`, `as!`) that ends the delegate
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

  /// A delegate passed as a name typed `AnyObject?` or `Any?`, or cast to one of them: the
  /// renamed initialiser or property takes the AlertShim delegate protocol, so it does not
  /// compile (L17).
  mutating func checkDelegate(_ start: Int, subject: Subject) {
    if word(start) == .self, endsDelegateExpression(start + 1), let type = currentType {
      if isInTypeMethod() {
        add(
          .manualStep,
          "the delegate self is the type \(string(Int(type.token))), in a class or static "
            + "method: \(subject.alertShimName) takes (any \(subject.delegateName))?, so the "
            + "renamed file does not compile; pass an instance",
          at: start)
        return
      }
      selfDelegates.append((start, nil, type, qualifiedTypeName(), subject))
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
    guard isIdentifier(nameIndex), word(nameIndex) != .self, endsDelegateExpression(nameIndex + 1)
    else { return }
    guard let name = names.existingName(of: token(nameIndex)),
      case .untyped(let typeToken) = lookup(name, qualifier: qualifier)
    else { return }
    var type = string(Int(typeToken))
    if isOperator(Int(typeToken) + 1, "?") || isOperator(Int(typeToken) + 1, "!") {
      type += string(Int(typeToken) + 1)
    }
    add(
      .manualStep,
      "the delegate \(string(nameIndex)) is typed \(type): \(subject.alertShimName) takes "
        + "(any \(subject.delegateName))?, so the renamed file does not compile; declare it with "
        + "that type",
      at: nameIndex)
  }

  /// Whether the walk is in the body of a `class` or `static` method of its type.
  func isInTypeMethod() -> Bool {
    guard let body = scopes.last?.innerMember, let block = block(of: body),
      let keyword = blocks[block].member?.keyword
    else { return false }
    var modifier = keyword - 1
    while let word = word(modifier), SwiftScanner.isModifier(word) || word == .class {
      if word == .class || word == .static { return true }
      modifier -= 1
    }
    return false
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

  /// Whether `visitMember(dot:)` can do anything at `dot`: the member is a word it reads, or
  /// the receiver may be an alert (a name that may hold one, or a closing parenthesis). Most
  /// dots are neither, and are passed over without the call.
  @inline(__always)
  func mayVisit(dot: Int) -> Bool {
    switch word(dot + 1) {
    case .tag, .alertViewStyle, .textField, .textFieldAtIndex: return true
    default: break
    }
    var receiver = dot - 1
    while isOperator(receiver, "?") || isOperator(receiver, "!") { receiver -= 1 }
    if word(receiver) == .self, !isPunctuation(receiver - 1, ASCII.dot) {
      return legacySubjectOfSelf() != nil
    }
    if !textFieldHolders.isEmpty, isIdentifier(receiver) { return true }
    return isIdentifier(receiver)
      ? mayHoldLegacy(receiver) : isPunctuation(receiver, ASCII.closeParen)
  }

  mutating func visitMember(dot: Int) {
    let member = dot + 1
    let word = word(member)
    switch word {
    case .tag:
      if body.contains(dot), !isAssignment(member + 1) { add(.tagRead, "tag", at: member) }
      if isOperator(member + 1, "="), isIdentifier(dot - 1),
        let name = names.existingName(of: token(dot - 1)), let creation = creationByName[name]
      {
        findings[creation].tag = statementText(from: member + 2)
      }
    case .alertViewStyle:
      add(.textField, "alertViewStyle", at: member)
    case .textField:
      // On a UIAlertController it is the app's own helper (the controller has `textFields`).
      if isPunctuation(member + 1, ASCII.openParen), text.token(token(member + 2), is: "at"),
        isPunctuation(member + 3, ASCII.colon), receiverSubject(dot: dot) != .controller
      {
        add(.textField, "textField(at:)", at: member)
        checkTextFieldUse(after: matching(member + 1))
        if endsInitializer(after: matching(member + 1)) {
          checkTextFieldDeclaration(receiverDot: dot)
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
    // `self.backgroundColor` in an extension of the legacy class: the view's own member, which
    // the rename must find on the AlertShim class (`self.delegate = …` is `visit`'s).
    if self.word(dot - 1) == .self, !isPunctuation(dot - 2, ASCII.dot) {
      // `self.init(…)` in a convenience initialiser calls one of the class's own.
      if let subject = legacySubjectOfSelf(), word != .delegate, word != .`init` {
        checkMirrored(member, word: word, subject: subject)
      }
      return
    }
    if !textFieldHolders.isEmpty, checkTextFieldHolderMember(dot: dot) { return }
    guard let subject = receiverSubject(dot: dot) else { return }
    switch subject {
    case .controller:
      if word == .addAction { add(.addAction, "addAction(_:)", at: member) }
    case .alert, .sheet:
      visitLegacyMember(member, word: word, subject: subject)
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

  /// Reports a manual step when the member at `member` of a legacy view is neither AlertShim's
  /// nor one the file's own extensions of the class declare.
  mutating func checkMirrored(_ member: Int, word: Word?, subject: Subject) {
    let name = string(member)
    let mirrored = subject == .alert ? LegacyAPI.alertMembers : LegacyAPI.sheetMembers
    let own = subject == .alert ? ownMembers.alert : ownMembers.sheet
    // A call of `textFieldAtIndex(_:)` has its own step (the Swift 2 name), reported above.
    let isSwift2TextField =
      word == .textFieldAtIndex && isPunctuation(member + 1, ASCII.openParen)
    if !mirrored.contains(name), !own.contains(name), word != .self, !isSwift2TextField {
      add(
        .manualStep,
        "\(subject.uiKitName).\(name) is not mirrored by \(subject.alertShimName)",
        at: member)
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
    checkTextFieldMember(at: next + 1)
  }

  /// A step when the member at `member` of what `textField(at:)` returned is not
  /// `AlertTextField`'s.
  mutating func checkTextFieldMember(at member: Int, held: Bool = false) {
    let name = string(member)
    if !LegacyAPI.textFieldMembers.contains(name) {
      add(
        .manualStep,
        "textField(at:).\(name) is not mirrored: AlertTextField has text, placeholder and "
          + "isSecureTextEntry",
        at: member)
      findings[findings.count - 1].isAboutAHeldTextField = held
    }
  }

  /// Whether the expression that ends with the token at `close` (or a `!` after it) ends a
  /// statement or a condition: a line end (not before a `.`), `;`, `{`, `}`, `,` or `else`
  /// follows.
  func endsInitializer(after close: Int) -> Bool {
    var next = close + 1
    if isOperator(next, "!") { next += 1 }
    return next >= tokens.count || token(next).newlineBefore && !isPunctuation(next, ASCII.dot)
      || isPunctuation(next, UInt8(ascii: ";")) || isPunctuation(next, ASCII.openBrace)
      || isPunctuation(next, ASCII.closeBrace) || isPunctuation(next, ASCII.comma)
      || isIdentifier(next, "else")
  }

  /// After `textField(at:)` on the receiver before `receiverDot`: a declaration typed
  /// `UITextField` that it initialises is a step (`AlertTextField` is no `UITextField`), and an
  /// untyped one holds the text field, whose members are then checked
  /// (`checkTextFieldHolderMember`).
  mutating func checkTextFieldDeclaration(receiverDot dot: Int) {
    var start = dot - 1
    while isOperator(start, "?") || isOperator(start, "!") { start -= 1 }
    guard isIdentifier(start) else { return }
    while isPunctuation(start - 1, ASCII.dot), isIdentifier(start - 2) { start -= 2 }
    guard isOperator(start - 1, "=") else { return }
    var type = start - 2
    if isOperator(type, "?") || isOperator(type, "!") { type -= 1 }
    if isIdentifier(type, "UITextField"), isPunctuation(type - 1, ASCII.colon),
      isIdentifier(type - 2)
    {
      add(
        .manualStep,
        "\(string(type - 2)) is declared UITextField: textField(at:) gives an AlertTextField, "
          + "not a UITextField, so the renamed file does not compile; declare it AlertTextField",
        at: type)
      findings[findings.count - 1].isAboutAHeldTextField = true
      return
    }
    let name = start - 2
    guard isIdentifier(name), word(name - 1) == .let || word(name - 1) == .var,
      let block = scopes.last?.brace
    else { return }
    textFieldHolders.append(
      (names.name(of: token(name)), block < 0 ? tokens.count : matching(block)))
  }

  /// A member of a name that holds what `textField(at:)` returned, in its block: checked as
  /// `checkTextFieldUse` checks one on the call. Returns whether the receiver is such a name.
  mutating func checkTextFieldHolderMember(dot: Int) -> Bool {
    var receiver = dot - 1
    while isOperator(receiver, "?") || isOperator(receiver, "!") { receiver -= 1 }
    guard isIdentifier(receiver), !isPunctuation(receiver - 1, ASCII.dot),
      let name = names.existingName(of: token(receiver)),
      textFieldHolders.contains(where: { $0.name == name && dot < $0.end })
    else { return false }
    checkTextFieldMember(at: dot + 1, held: true)
    return true
  }

  /// The subject of the receiver of the member after `dot`: a bound name or a creation.
  @inline(__always)  // see TokenStream
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
