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
struct ObjCScanner {
  typealias Subject = LegacyAPI.Subject

  private struct Frame {
    var open: Int
    var parenDepth: Int
    var selector = -1
    var castEnd = -1
    var result: Subject?
  }

  private let text: SourceBytes
  private let tokens: [Token]
  private let vocabulary = Vocabulary.objectiveC
  private var words: [Word?] = []
  /// The declarations of each name in source order, with the one nearest before the last use
  /// (uses are looked up in increasing order, so each list is walked once).
  private var bindings: [String: (list: [(index: Int, subject: Subject)], nearest: Int)] = [:]
  private var findings: [RawFinding] = []

  private init(text: SourceBytes, tokens: [Token]) {
    self.text = text
    self.tokens = tokens
  }

  /// Returns the findings of an Objective-C file, unordered.
  static func scan(_ text: SourceBytes, tokens: [Token]) -> [RawFinding] {
    let vocabulary = Vocabulary.objectiveC
    var interesting = false
    for token in tokens where token.kind == .identifier && token.length >= 9 {
      if let word = vocabulary.word(token, in: text), word.isInterest {
        interesting = true
        break
      }
    }
    guard interesting else { return [] }
    var scanner = ObjCScanner(text: text, tokens: tokens)
    scanner.prepare()
    scanner.report()
    return scanner.findings
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

  private func isIdentifier(_ index: Int) -> Bool {
    token(index).kind == .identifier
  }

  private func string(_ index: Int) -> String {
    text.text(of: token(index))
  }

  private mutating func add(_ kind: Finding.Kind, _ name: String, at index: Int) {
    findings.append(RawFinding(kind: kind, name: name, offset: Int(token(index).start)))
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
      while isIdentifier(name), words[name] == nil, isQualifier(name) { name += 1 }
      if isPunctuation(name, ASCII.closeParen) { name += 1 }
      if isIdentifier(name) {
        bindings[string(name), default: ([], 0)].list.append((index, subject))
      }
    }
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
      case .operator:
        if token.length == 1, braceDepth == 0, parenDepth == 0, frames.isEmpty,
          text[Int(token.start)] == ASCII.minus || text[Int(token.start)] == ASCII.plus,
          let brace = readMethod(at: index)
        {
          bodyBrace = brace
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
        case ASCII.closeBrace:
          if braceDepth == bodyDepth { bodyDepth = -1 }
          braceDepth = max(0, braceDepth - 1)
        case ASCII.dot:
          let member = index + 1
          if words.indices.contains(member), isIdentifier(member) {
            if words[member] == .alertViewStyle {
              add(.textField, "alertViewStyle", at: member)
            } else if words[member] == .tag, bodyDepth > 0, !isAssignment(member + 1) {
              add(.tagRead, "tag", at: member)
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
      case .alertControllerWithTitle where classReceiver == .controller:
        add(.creation, classReceiver.uiKitName, at: receiverIndex)
        result = classReceiver
      default:
        break
      }
    } else if isIdentifier(receiverIndex) {
      receiver = subject(bound: string(receiverIndex), at: receiverIndex)
    } else if receiverIndex == lastClosed.index {
      receiver = lastClosed.result
      if let created = receiver, text.text(of: token(selector)).hasPrefix("init") {
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

  /// Reads a method header starting at the `-` or `+` at `index`. When it implements a legacy
  /// delegate method, reports it and returns the index of its body's opening brace.
  private mutating func readMethod(at index: Int) -> Int? {
    var cursor = index + 1
    if isPunctuation(cursor, ASCII.openParen) { cursor = skipParentheses(cursor) }
    let first = cursor
    switch word(first) {
    case .alertView, .actionSheet, .alertViewCancel, .actionSheetCancel, .willPresentAlertView,
      .didPresentAlertView, .willPresentActionSheet, .didPresentActionSheet,
      .alertViewShouldEnableFirstOtherButton:
      break
    default:
      return nil
    }
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
    guard LegacyAPI.objectiveCDelegateSelectors.contains(selector) else { return nil }
    let limit = cursor + 32
    while cursor < tokens.count, cursor < limit {
      if isPunctuation(cursor, ASCII.openBrace) {
        add(.delegateMethod, selector, at: first)
        return cursor
      }
      if isPunctuation(cursor, ASCII.semicolon) { return nil }  // a declaration
      cursor = isPunctuation(cursor, ASCII.openParen) ? skipParentheses(cursor) : cursor + 1
    }
    return nil
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
