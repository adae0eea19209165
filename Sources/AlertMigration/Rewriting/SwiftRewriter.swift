/// The result of rewriting one Swift source.
public struct SwiftRewrite: Sendable, Hashable {
  /// The rewritten text (the original when nothing changed).
  public var text: String
  /// The number of names renamed (a qualified `UIKit.UIAlertView` or `UIAlertView.Style` counts
  /// once).
  public var renameCount: Int
  /// Whether `import AlertShim` was added.
  public var addedImport: Bool
  /// Whether `import AlertShimUIKit` was added: the file calls a UIKit-shaped entry point that
  /// module adds (`show(in: UIView)`, `show(from: UIBarButtonItem, animated:)`, …).
  public var addedUIKitImport = false
  /// What is left to do by hand, located in the rewritten text.
  public var manualSteps: [Finding]

  /// Whether the text changed.
  public var isChanged: Bool { renameCount > 0 || addedImport || addedUIKitImport }
}

/// Renames legacy UIKit alert names in Swift source to their AlertShim counterparts.
///
/// The rewrite works token by token, so comments and string literals are never touched:
///
/// | UIKit | AlertShim |
/// |---|---|
/// | `UIAlertView` | `LegacyAlertView` |
/// | `UIAlertViewDelegate` | `LegacyAlertViewDelegate` |
/// | `UIAlertViewStyle`, `UIAlertView.Style` | `LegacyAlertViewStyle` |
/// | `UIActionSheet` | `LegacyActionSheet` |
/// | `UIActionSheetDelegate` | `LegacyActionSheetDelegate` |
/// | `UIActionSheetStyle`, `UIActionSheet.Style` | `LegacyActionSheetStyle` |
///
/// `UIKit.UIAlertView` becomes `AlertShim.LegacyAlertView`; Swift 2 style members such as
/// `.SecureTextInput` become `.secureTextInput`. A member that only shares the name
/// (`Foo.UIAlertView`), and every name in a file that declares its own type of that name, is
/// left alone. When anything was renamed and the file does not import AlertShim yet,
/// `import AlertShim` is added after the file's last import (after the `#endif` when that import
/// is conditional), using the file's line ending; when the file also calls one of the UIKit-shaped
/// entry points AlertShimUIKit adds (`sheet.show(in: view)`, `show(from: item, animated:)`,
/// `show(from: rect, in: view, animated:)`, `show(from: toolbar)`), `import AlertShimUIKit` is
/// added with it, so those calls compile as they are. Nothing else changes: line endings, a missing
/// final newline and all other bytes stay as they were, and rewriting the result again changes
/// nothing. What the rewrite cannot do safely is left in place and reported as manual steps.
public enum SwiftRewriter {
  /// Rewrites one Swift source.
  public static func rewrite(_ source: String) -> SwiftRewrite {
    var utf8 = source
    let result = utf8.withUTF8 { SourceBytes.withCopy(of: $0) { rewrite($0) } }
    return SwiftRewrite(
      text: result.changed ? String(decoding: result.bytes, as: UTF8.self) : source,
      renameCount: result.renameCount, addedImport: result.addedImport,
      addedUIKitImport: result.addedUIKitImport, manualSteps: result.manualSteps)
  }

  struct Result {
    var bytes: [UInt8]
    var changed: Bool
    var renameCount: Int
    var addedImport: Bool
    var addedUIKitImport: Bool
    /// The manual steps located in the rewritten text.
    var manualSteps: [Finding]
    /// The manual steps located in the original text.
    var originalManualSteps: [Finding]
    /// The legacy delegate conformances the file declares (`conformance` findings, for the
    /// steps of other files that miss one: `TreeConformances`).
    var conformances: [RawFinding] = []
  }

  static func rewrite(_ text: SourceBytes) -> Result {
    let source = SwiftLexer.tokenize(text, recordsComments: true, marking: true)
    let tokens = source.tokens
    let vocabulary = Vocabulary.swift
    let words = tokens.map { $0.kind == .identifier ? vocabulary.word($0, in: text) : nil }
    let context = Context(text: text, tokens: tokens, words: words)

    var edits: [TextEdit] = []
    let declared = context.locallyDeclaredNames()
    // A Swift 2 case written as an implicit member (`= .BlackOpaque`) is a style's only in a
    // file that uses the legacy API: elsewhere it is the app's own enum's.
    let usesLegacyAPI =
      words.contains { LegacyAPI.isUIKitLegacyName($0) || $0 == .alertViewStyle }
      || tokens.contains { $0.kind == .identifier && text.token($0, is: "actionSheetStyle") }
    // An import keeps UIKit's name (`import UIKit.UIAlertView`, `import class
    // UIKit.UIAlertView`): UIKit still has it, and AlertShim has no such submodule.
    var imports = context.imports().makeIterator()
    var nextImport = imports.next()
    var index = 0
    while index < tokens.count {
      if let current = nextImport, index >= current.first {
        index = max(index, current.last + 1)
        nextImport = imports.next()
        continue
      }
      if let edit = context.renameEdit(at: index, skipping: declared) {
        edits.append(edit.edit)
        index = edit.next
      } else {
        if let edit = context.memberCaseEdit(at: index, implicitMembers: usesLegacyAPI) {
          edits.append(edit)
        }
        index += 1
      }
    }
    let renameCount = edits.count
    let scanned = SwiftScanner.scan(text, source: source)
    let modules = Set(context.imports().map(\.module))
    let addedImport = renameCount > 0 && !modules.contains("AlertShim")
    let addedUIKitImport =
      renameCount > 0 && !modules.contains("AlertShimUIKit")
      && scanned.contains(where: \.usesUIKitEntryPoint)
    if addedImport || addedUIKitImport {
      let lines =
        (addedImport ? ["import AlertShim"] : [])
        + (addedUIKitImport ? ["import AlertShimUIKit"] : [])
      edits.append(context.importEdit(lines, blockComments: source.blockComments))
    }
    let output = TextEdit.apply(&edits, to: text)

    // Manual steps, found on the original and moved to where they are in the rewritten text.
    var steps = scanned.filter { $0.kind == .manualStep }
    for name in declared.sorted() {
      steps.append(
        RawFinding(
          kind: .manualStep,
          name: "the file declares its own \(name): its uses are not renamed",
          offset: context.declarationOffset(of: name)))
    }
    let originalSteps = LineLocator.locate(steps, in: text)
    for step in steps.indices {
      steps[step].offset = TextEdit.shifted(steps[step].offset, by: edits)
    }
    let manualSteps =
      edits.isEmpty
      ? LineLocator.locate(steps, in: text)
      : SourceBytes.withCopy(of: output) { LineLocator.locate(steps, in: $0) }
    return Result(
      bytes: output, changed: !edits.isEmpty, renameCount: renameCount,
      addedImport: addedImport, addedUIKitImport: addedUIKitImport, manualSteps: manualSteps,
      originalManualSteps: originalSteps,
      conformances: scanned.filter { $0.kind == .conformance })
  }

  /// The renames, by the word of the UIKit name.
  static func newName(for word: Word?) -> String? {
    switch word {
    case .uiAlertView: "LegacyAlertView"
    case .uiAlertViewDelegate: "LegacyAlertViewDelegate"
    case .uiAlertViewStyle: "LegacyAlertViewStyle"
    case .uiActionSheet: "LegacyActionSheet"
    case .uiActionSheetDelegate: "LegacyActionSheetDelegate"
    case .uiActionSheetStyle: "LegacyActionSheetStyle"
    default: nil
    }
  }

  /// Swift 2 spellings of the style enums' cases.
  static let capitalizedCases: [String: String] = [
    "Default": "default", "SecureTextInput": "secureTextInput",
    "PlainTextInput": "plainTextInput", "LoginAndPasswordInput": "loginAndPasswordInput",
    "Automatic": "automatic", "BlackTranslucent": "blackTranslucent",
    "BlackOpaque": "blackOpaque",
  ]

  /// The file's tokens, read through the scanners' ``TokenStream``.
  private struct Context: TokenStream {
    let text: SourceBytes
    let tokens: [Token]
    let words: [Word?]

    static func declaresType(_ word: Word?) -> Bool {
      switch word {
      case .class, .struct, .enum, .protocol, .actor, .typealias: true
      default: false
      }
    }

    /// The UIKit names the file declares types of (`class UIAlertView …`).
    func locallyDeclaredNames() -> Set<String> {
      var names: Set<String> = []
      for index in tokens.indices
      where SwiftRewriter.newName(for: words[index]) != nil && Context.declaresType(word(index - 1))
      {
        names.insert(string(index))
      }
      return names
    }

    func declarationOffset(of name: String) -> Int {
      for index in tokens.indices
      where Context.declaresType(word(index - 1)) && string(index) == name {
        return Int(tokens[index].start)
      }
      return 0
    }

    /// The rename of the name at `index`, with the index after what it replaced.
    func renameEdit(at index: Int, skipping declared: Set<String>) -> (edit: TextEdit, next: Int)? {
      guard var newName = SwiftRewriter.newName(for: words[index]) else { return nil }
      if !declared.isEmpty, declared.contains(string(index)) { return nil }
      var start = Int(tokens[index].start)
      if isPunctuation(index - 1, ASCII.dot) {
        guard word(index - 2) == .uiKit, !isPunctuation(index - 3, ASCII.dot) else { return nil }
        start = Int(token(index - 2).start)
        newName = "AlertShim." + newName
      }
      var last = index
      if words[index] == .uiAlertView || words[index] == .uiActionSheet,
        isPunctuation(index + 1, ASCII.dot), text.token(token(index + 2), is: "Style")
      {
        newName += "Style"
        last = index + 2
      }
      return (TextEdit(range: start..<token(last).end, replacement: newName), last + 1)
    }

    /// The rename of a Swift 2 style case (`.SecureTextInput`) at `index`, when the context
    /// shows it is a style case (an implicit member only when `implicitMembers`).
    func memberCaseEdit(at index: Int, implicitMembers: Bool) -> TextEdit? {
      guard tokens[index].kind == .identifier, isPunctuation(index - 1, ASCII.dot),
        let replacement = SwiftRewriter.capitalizedCases[string(index)]
      else { return nil }
      let qualifier = index - 2
      let isStyleType =
        SwiftRewriter.newName(for: word(qualifier))?.hasSuffix("Style") == true
        || text.token(token(qualifier), is: "Style")
          && (word(qualifier - 2) == .uiAlertView || word(qualifier - 2) == .uiActionSheet)
      let isStyleAssignment =
        token(qualifier).kind == .operator
        && (text.token(token(qualifier), is: "=") || text.token(token(qualifier), is: "==")
          || text.token(token(qualifier), is: "!="))
        && (word(qualifier - 1) == .alertViewStyle
          || text.token(token(qualifier - 1), is: "actionSheetStyle"))
      let isImplicitMember =
        implicitMembers && replacement != "default" && replacement != "automatic"
        && (token(qualifier).kind != .identifier || text.token(token(qualifier), is: "case"))
        && !isPunctuation(qualifier, ASCII.closeParen)
        && !isPunctuation(qualifier, ASCII.closeBracket)
      guard isStyleType || isStyleAssignment || isImplicitMember else { return nil }
      return TextEdit(range: Int(tokens[index].start)..<tokens[index].end, replacement: replacement)
    }

    /// The extent of each top-level import declaration: (first, last token, module).
    func imports() -> [(first: Int, last: Int, module: String, conditional: Bool)] {
      var result: [(first: Int, last: Int, module: String, conditional: Bool)] = []
      var braces = 0
      var conditions = 0
      var index = 0
      while index < tokens.count {
        let current = tokens[index]
        if current.kind == .punctuation {
          if text.token(current, isByte: ASCII.openBrace) { braces += 1 }
          if text.token(current, isByte: ASCII.closeBrace) { braces = max(0, braces - 1) }
        } else if current.kind == .directive {
          if text.token(current, is: "#if") { conditions += 1 }
          if text.token(current, is: "#endif") { conditions = max(0, conditions - 1) }
        } else if braces == 0, words[index] == .import, !isPunctuation(index - 1, ASCII.dot),
          token(index + 1).kind == .identifier
        {
          var cursor = index + 1
          switch word(cursor) {
          case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func: cursor += 1
          default: break
          }
          let module = string(cursor)
          while isPunctuation(cursor + 1, ASCII.dot), token(cursor + 2).kind == .identifier {
            cursor += 2
          }
          result.append((index, cursor, module, conditions > 0))
          index = cursor
        }
        index += 1
      }
      return result
    }

    /// The line ending the file mostly uses.
    func lineEnding() -> String {
      var crlf = 0
      var lf = 0
      var cr = 0
      for offset in 0..<text.count {
        if text[offset] == ASCII.newline {
          if offset > 0, text[offset - 1] == ASCII.carriageReturn { crlf += 1 } else { lf += 1 }
        } else if text[offset] == ASCII.carriageReturn, text[offset + 1] != ASCII.newline {
          cr += 1
        }
      }
      if cr > lf, cr > crlf { return "\r" }
      return crlf > lf ? "\r\n" : "\n"
    }

    /// The insertion of the import declarations `lines` (`import AlertShim`, …).
    func importEdit(_ lines: [String], blockComments: [Range<Int>]) -> TextEdit {
      let eol = lineEnding()
      let line = lines.joined(separator: eol)
      guard let last = imports().last else {
        // No imports: before the first line of code, after any header comment.
        let first = Int(token(0).start)
        let hasByteOrderMark =
          text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB
          && text[2] == 0xBF
        let fileStart = hasByteOrderMark ? 3 : 0
        var lineStart = first
        while lineStart > fileStart, !ASCII.isLineEnd(text[lineStart - 1]) { lineStart -= 1 }
        if blockComments.contains(where: { $0.contains(lineStart) && $0.lowerBound != lineStart }) {
          lineStart = first
        }
        return TextEdit(range: lineStart..<lineStart, replacement: line + eol + eol)
      }
      var anchor = last.last
      if last.conditional {
        var depth = 0
        var cursor = last.last + 1
        // Leave every #if that is still open at the import.
        var open = 0
        for index in 0..<last.first where tokens[index].kind == .directive {
          if text.token(tokens[index], is: "#if") { open += 1 }
          if text.token(tokens[index], is: "#endif") { open = max(0, open - 1) }
        }
        while cursor < tokens.count {
          if tokens[cursor].kind == .directive {
            if text.token(tokens[cursor], is: "#if") { depth += 1 }
            if text.token(tokens[cursor], is: "#endif") {
              if depth == 0 {
                open -= 1
                if open == 0 {
                  anchor = cursor
                  break
                }
              } else {
                depth -= 1
              }
            }
          }
          cursor += 1
        }
      }
      var offset = token(anchor).end
      while offset < text.count {
        if let comment = blockComments.first(where: { $0.contains(offset) }) {
          offset = comment.upperBound
          continue
        }
        if text[offset] == ASCII.newline
          || text[offset] == ASCII.carriageReturn && text[offset + 1] != ASCII.newline
        {
          return TextEdit(range: offset + 1..<offset + 1, replacement: line + eol)
        }
        offset += 1
      }
      return TextEdit(range: token(anchor).end..<token(anchor).end, replacement: eol + line)
    }
  }
}
