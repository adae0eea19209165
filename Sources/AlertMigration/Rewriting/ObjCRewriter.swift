/// The result of rewriting one Objective-C source (`.m`, `.mm`, `.h`).
public struct ObjCRewrite: Sendable, Hashable {
  /// The rewritten text (the original when nothing changed).
  public var text: String
  /// The number of names renamed.
  public var renameCount: Int
  /// Whether `#import <AlertShimObjC/AlertShimObjC.h>` was added.
  public var addedImport: Bool
  /// What is left to do by hand, located in the original text.
  public var manualSteps: [Finding]

  /// Whether the text changed.
  public var isChanged: Bool { renameCount > 0 || addedImport }
}

/// Renames legacy UIKit alert names in Objective-C source to AlertShimObjC's.
///
/// The rewrite works token by token, so comments and string literals are never touched:
///
/// | UIKit | AlertShimObjC |
/// |---|---|
/// | `UIAlertView`, `UIAlertViewDelegate`, `UIAlertViewStyle` | `ASAlertView`, `ASAlertViewDelegate`, `ASAlertViewStyle` |
/// | `UIAlertViewStyleDefault`, `…SecureTextInput`, `…PlainTextInput`, `…LoginAndPasswordInput` | `ASAlertViewStyle…` |
/// | `UIActionSheet`, `UIActionSheetDelegate`, `UIActionSheetStyle` | `ASActionSheet`, `ASActionSheetDelegate`, `ASActionSheetStyle` |
/// | `UIActionSheetStyleAutomatic`, `…Default`, `…BlackTranslucent`, `…BlackOpaque` | `ASActionSheetStyle…` |
///
/// When anything was renamed and the file does not import AlertShimObjC yet,
/// `#import <AlertShimObjC/AlertShimObjC.h>` is added after the file's last top-level
/// `#import` or `#include` (at the top when there is none), with the file's line ending.
/// Nothing else changes, and rewriting the result again changes nothing. What a rename cannot
/// carry is reported as manual steps: a subclass of `UIAlertView` or `UIActionSheet` that uses
/// `UIView` API, `addSubview:` or the `accessoryView` key on an alert, `isKindOfClass:` with a
/// legacy class, a `UIView *` variable that holds an alert, a category on a legacy class, and
/// a header that passes an alert to or from code outside the tree.
public enum ObjCRewriter {
  /// Rewrites one Objective-C source; `isHeader` for a `.h` file.
  public static func rewrite(_ source: String, isHeader: Bool = false) -> ObjCRewrite {
    var utf8 = source
    let result = utf8.withUTF8 {
      SourceBytes.withCopy(of: $0) { rewrite($0, isHeader: isHeader) }
    }
    return ObjCRewrite(
      text: result.changed ? String(decoding: result.bytes, as: UTF8.self) : source,
      renameCount: result.renameCount, addedImport: result.addedImport,
      manualSteps: result.manualSteps)
  }

  struct Result {
    var bytes: [UInt8]
    var changed: Bool
    var renameCount: Int
    var addedImport: Bool
    /// The manual steps, located in the original text.
    var manualSteps: [Finding]
    /// The manual steps, located in the rewritten text.
    var rewrittenManualSteps: [Finding]
  }

  /// The rewrite of one file of a tree, in the shape ``MigrationRewriter`` writes.
  ///
  /// - Parameter headerSubclasses: The subclasses of a legacy class that the file's companion
  ///   header declares (``legacySubclasses(in:)``), by name, with their superclass.
  static func rewriteForTree(
    _ text: SourceBytes, isHeader: Bool, headerSubclasses: [String: String] = [:]
  ) -> SwiftRewriter.Result {
    let result = rewrite(text, isHeader: isHeader, headerSubclasses: headerSubclasses)
    return SwiftRewriter.Result(
      bytes: result.bytes, changed: result.changed, renameCount: result.renameCount,
      addedImport: result.addedImport, addedUIKitImport: false,
      manualSteps: result.rewrittenManualSteps,
      originalManualSteps: result.manualSteps)
  }

  /// The import line the rewrite adds.
  static let importLine = "#import <AlertShimObjC/AlertShimObjC.h>"

  /// The renamed type names.
  static let renames: [String: String] = [
    "UIAlertView": "ASAlertView", "UIAlertViewDelegate": "ASAlertViewDelegate",
    "UIAlertViewStyle": "ASAlertViewStyle", "UIActionSheet": "ASActionSheet",
    "UIActionSheetDelegate": "ASActionSheetDelegate", "UIActionSheetStyle": "ASActionSheetStyle",
  ]

  /// The style constants: UIKit's cases, with their AlertShimObjC names.
  static let styleCases = [
    "UIAlertViewStyleDefault", "UIAlertViewStyleSecureTextInput",
    "UIAlertViewStylePlainTextInput", "UIAlertViewStyleLoginAndPasswordInput",
    "UIActionSheetStyleAutomatic", "UIActionSheetStyleDefault",
    "UIActionSheetStyleBlackTranslucent", "UIActionSheetStyleBlackOpaque",
  ]

  /// The new name of an identifier, if it is a legacy name.
  static func newName(for identifier: String) -> String? {
    if let name = renames[identifier] { return name }
    if styleCases.contains(identifier) { return "AS" + identifier.dropFirst(2) }
    return nil
  }

  /// The properties of UIKit's legacy classes that `ASAlertView` or `ASActionSheet` have too
  /// (AlertShimObjC.h): key-value coding on them still works after the rename.
  static let sharedKeys: Set<String> = [
    "tag", "title", "message", "delegate", "cancelButtonIndex", "firstOtherButtonIndex",
    "destructiveButtonIndex", "numberOfButtons", "visible", "alertViewStyle", "actionSheetStyle",
  ]

  /// The qualifiers a method's parameter or result type may have around `UIAlertView *`.
  static let typeQualifiers: Set<String> = [
    "nullable", "nonnull", "null_unspecified", "_Nullable", "_Nonnull", "_Null_unspecified",
    "__nullable", "__nonnull", "__kindof", "const", "__autoreleasing", "__strong", "__weak",
    "__unsafe_unretained",
  ]

  /// The initialisers `ASAlertView` and `ASActionSheet` have (UIKit's, and `UIView`'s).
  static let initializers: Set<String> = [
    "init", "initWithFrame:", "initWithCoder:",
    "initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:",
    "initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:",
  ]

  /// UIView and UIResponder API (UIView.h, UIResponder.h of the iOS SDK) that code may use on
  /// an alert or in a subclass, which `ASAlertView` (an NSObject) lacks: properties with their
  /// setters and getters, and methods by their first selector part.
  static let viewAPI: Set<String> = [
    "addSubview", "subviews", "frame", "setFrame", "bounds", "setBounds", "center", "setCenter",
    "layoutSubviews", "drawRect", "backgroundColor", "setBackgroundColor", "superview",
    "removeFromSuperview", "transform", "setTransform", "layer", "sizeToFit", "setNeedsLayout",
    "hidden", "setHidden", "isHidden", "alpha", "setAlpha", "tintColor", "setTintColor", "window",
    "viewWithTag", "userInteractionEnabled", "setUserInteractionEnabled", "opaque", "setOpaque",
    "clipsToBounds", "setClipsToBounds", "contentMode", "setContentMode", "autoresizingMask",
    "setAutoresizingMask", "layoutIfNeeded", "setNeedsDisplay", "bringSubviewToFront",
    "sendSubviewToBack", "insertSubview", "gestureRecognizers", "addGestureRecognizer",
    "convertPoint", "convertRect", "endEditing", "becomeFirstResponder", "resignFirstResponder",
    "isFirstResponder", "didMoveToSuperview", "willMoveToSuperview", "didMoveToWindow",
    "willMoveToWindow", "didAddSubview", "willRemoveSubview", "touchesBegan", "touchesMoved",
    "touchesEnded", "touchesCancelled", "hitTest", "pointInside", "sizeThatFits",
    "intrinsicContentSize", "tintColorDidChange", "traitCollectionDidChange",
  ]

  /// The subclasses of `UIAlertView` or `UIActionSheet` that `text` declares
  /// (`@interface FancyAlert : UIAlertView`), by name, with their superclass.
  static func legacySubclasses(in text: SourceBytes) -> [String: String] {
    let tokens = ObjCLexer.tokenize(text).tokens
    var subclasses: [String: String] = [:]
    for index in tokens.indices
    where tokens[index].kind == .directive && text.token(tokens[index], is: "@interface")
      && index + 3 < tokens.count && tokens[index + 1].kind == .identifier
      && text.token(tokens[index + 2], isByte: UInt8(ascii: ":"))
    {
      let superclass = text.text(of: tokens[index + 3])
      if isLegacyClass(superclass) { subclasses[text.text(of: tokens[index + 1])] = superclass }
    }
    return subclasses
  }

  static func rewrite(
    _ text: SourceBytes, isHeader: Bool, headerSubclasses: [String: String] = [:]
  ) -> Result {
    let source = ObjCLexer.tokenize(text)
    let tokens = source.tokens
    let names = tokens.map { $0.kind == .identifier ? text.text(of: $0) : "" }

    var edits: [TextEdit] = []
    var renamed: [Int] = []
    // The text of `#pragma`, `#warning` and `#error` is free text, as a comment's is: the lexer
    // gives it no token. A module (`@import UIKit.UIAlertView;`) and a header name
    // (`__has_include(<UIKit/UIAlertView.h>)`) keep UIKit's name: UIKit still has them.
    var inModuleOrHeaderName = false
    for (index, token) in tokens.enumerated() {
      if token.newlineBefore { inModuleOrHeaderName = false }
      if token.kind == .directive, text.token(token, is: "@import") {
        inModuleOrHeaderName = true
      } else if inModuleOrHeaderName, token.kind != .identifier,
        text.token(token, isByte: UInt8(ascii: ";")) || text.text(of: token).hasSuffix(">")
      {
        inModuleOrHeaderName = false
      } else if token.kind == .operator, text.text(of: token).hasPrefix("<"), index >= 2,
        text.token(tokens[index - 1], isByte: ASCII.openParen),
        names[index - 2] == "__has_include" || names[index - 2] == "__has_include_next"
      {
        inModuleOrHeaderName = true
      }
      guard token.kind == .identifier, !inModuleOrHeaderName,
        let name = newName(for: names[index])
      else { continue }
      renamed.append(index)
      edits.append(TextEdit(range: Int(token.start)..<token.end, replacement: name))
    }
    let renameCount = edits.count
    var addedImport = false
    if !renamed.isEmpty, !importsAlertShimObjC(text, tokens: tokens, names: names) {
      let offset = importOffset(text, tokens: tokens, renamed: renamed)
      edits.append(TextEdit(range: offset..<offset, replacement: importText(text, at: offset)))
      addedImport = true
    }
    let output = TextEdit.apply(&edits, to: text)
    let steps = manualSteps(
      text, tokens: tokens, names: names, isHeader: isHeader, headerSubclasses: headerSubclasses)
    var shifted = steps
    for step in shifted.indices {
      shifted[step].offset = TextEdit.shifted(steps[step].offset, by: edits)
    }
    let rewrittenSteps =
      edits.isEmpty
      ? LineLocator.locate(steps, in: text)
      : SourceBytes.withCopy(of: output) { LineLocator.locate(shifted, in: $0) }
    return Result(
      bytes: output, changed: !edits.isEmpty, renameCount: renameCount,
      addedImport: addedImport, manualSteps: LineLocator.locate(steps, in: text),
      rewrittenManualSteps: rewrittenSteps)
  }

  // MARK: The import

  private static func isImport(_ token: Token, in text: SourceBytes) -> Bool {
    token.kind == .directive
      && (text.token(token, is: "#import") || text.token(token, is: "#include"))
  }

  /// Whether the file already imports AlertShimObjC (`#import <AlertShimObjC/…>` or `@import`).
  private static func importsAlertShimObjC(
    _ text: SourceBytes, tokens: [Token], names: [String]
  ) -> Bool {
    for (index, token) in tokens.enumerated() where token.kind == .directive {
      let isImportDirective =
        isImport(token, in: text) || text.token(token, is: "@import")
      guard isImportDirective else { continue }
      var next = index + 1
      while next < tokens.count, !tokens[next].newlineBefore {
        if names[next] == "AlertShimObjC" { return true }
        next += 1
      }
    }
    // `#import <AlertShimObjC/AlertShimObjC.h>` may lex as one string-like token.
    for token in tokens where token.kind == .string || token.kind == .operator {
      if text.text(of: token).contains("AlertShimObjC/AlertShimObjC.h") { return true }
    }
    return false
  }

  /// The line ending of the file: that of its first line, `\n` without one.
  private static func lineEnding(_ text: SourceBytes) -> String {
    var offset = 0
    while offset < text.count {
      if text[offset] == 0x0A {
        return offset > 0 && text[offset - 1] == 0x0D ? "\r\n" : "\n"
      }
      offset += 1
    }
    return "\n"
  }

  /// Where the import goes, so that it is compiled wherever the renamed names (the tokens
  /// `renamed`, in order) are: in the innermost conditional region (`#if` …
  /// `#else`/`#elif`/`#endif`, an include guard too) that holds all of them, after the line of
  /// the last `#import`, `#include` or `@import` before the first of them in that region; else
  /// after that region's opening line (and the guard's `#define` right after an `#ifndef`). At
  /// the top level: after the line of the last top-level import before the first of them, or of
  /// the first import in any region before it when there is none, or else at the start of the
  /// line of the first token.
  private static func importOffset(_ text: SourceBytes, tokens: [Token], renamed: [Int]) -> Int {
    let firstRename = renamed[0]
    var renames = renamed.makeIterator()
    var nextRename = renames.next()
    // The opening directive of each open region, innermost last (`#else` and `#elif` open a
    // new region in place of the one they end).
    var open: [Int] = []
    // The regions around every renamed name so far: the common start of their stacks.
    var regionsAtRename: [Int]?
    var importsBefore: [(index: Int, regions: [Int])] = []
    for (index, token) in tokens.enumerated() {
      if index == nextRename {
        if let common = regionsAtRename {
          regionsAtRename = Array(zip(common, open).prefix { $0 == $1 }.map(\.0))
        } else {
          regionsAtRename = open
        }
        nextRename = renames.next()
      }
      guard token.kind == .directive else { continue }
      if text.token(token, is: "#if") || text.token(token, is: "#ifdef")
        || text.token(token, is: "#ifndef")
      {
        open.append(index)
      } else if text.token(token, is: "#else") || text.token(token, is: "#elif") {
        if !open.isEmpty { open[open.count - 1] = index }
      } else if text.token(token, is: "#endif") {
        _ = open.popLast()
      } else if isImport(token, in: text) || text.token(token, is: "@import") {
        if index < firstRename { importsBefore.append((index, open)) }
      }
    }
    let regions = regionsAtRename ?? []
    if let innermost = regions.last {
      if let last = importsBefore.last(where: { $0.regions == regions }) {
        return offsetAfterLine(of: last.index, in: text, tokens: tokens)
      }
      // An include guard: after its `#define`.
      var after = innermost
      if text.token(tokens[innermost], is: "#ifndef"), innermost + 2 < tokens.count,
        tokens[innermost + 2].kind == .directive, text.token(tokens[innermost + 2], is: "#define")
      {
        after = innermost + 2
      }
      return offsetAfterLine(of: after, in: text, tokens: tokens)
    }
    // An import after the first renamed name comes too late for it (a header that declares a
    // protocol refining the delegate's before it imports UIKit).
    if let last = importsBefore.last(where: { $0.regions.isEmpty }) ?? importsBefore.first {
      return offsetAfterLine(of: last.index, in: text, tokens: tokens)
    }
    guard let first = tokens.first else { return 0 }
    var offset = Int(first.start)
    while offset > 0, text[offset - 1] != 0x0A { offset -= 1 }
    return offset
  }

  /// The offset just past the line break that ends the line of token `index` (the text's end
  /// when that line has none).
  private static func offsetAfterLine(of index: Int, in text: SourceBytes, tokens: [Token]) -> Int {
    var offset = tokens[index].end
    while offset < text.count, text[offset] != 0x0A { offset += 1 }
    return min(offset + 1, text.count)
  }

  private static func importText(_ text: SourceBytes, at offset: Int) -> String {
    let ending = lineEnding(text)
    // After a last line with no line break, start a new line first.
    if offset == text.count, offset > 0, text[offset - 1] != 0x0A {
      return ending + importLine + ending
    }
    return importLine + ending
  }

  // MARK: Manual steps

  private static func isLegacyClass(_ name: String) -> Bool {
    name == "UIAlertView" || name == "UIActionSheet"
  }

  private static func manualSteps(
    _ text: SourceBytes, tokens: [Token], names: [String], isHeader: Bool,
    headerSubclasses: [String: String]
  ) -> [RawFinding] {
    var steps: [RawFinding] = []
    func step(_ name: String, at index: Int) {
      steps.append(RawFinding(kind: .manualStep, name: name, offset: Int(tokens[index].start)))
    }
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
      index >= 0 && index < tokens.count && text.token(tokens[index], isByte: byte)
    }
    func isStar(_ index: Int) -> Bool {
      index < tokens.count && tokens[index].kind == .operator && text.token(tokens[index], is: "*")
    }
    // The first token from `index` on, stepping by `step`, that is not a nullability or
    // ownership qualifier (`nullable`, `_Nonnull`, `__kindof`, `const`, …) of a method's type.
    func pastQualifiers(from index: Int, by step: Int) -> Int {
      var cursor = index
      while cursor >= 0, cursor < tokens.count, tokens[cursor].kind == .identifier,
        Self.typeQualifiers.contains(names[cursor])
      {
        cursor += step
      }
      return cursor
    }
    // Whether the declaration of the type at `index` is a `@property` (back to its line's start).
    func isPropertyDeclaration(before index: Int) -> Bool {
      var cursor = index
      while cursor > 0, !tokens[cursor].newlineBefore, !isPunctuation(cursor - 1, UInt8(ascii: ";"))
      {
        cursor -= 1
        if tokens[cursor].kind == .directive, text.token(tokens[cursor], is: "@property") {
          return true
        }
      }
      return false
    }
    // Names declared with a legacy class: `UIAlertView *name`, `UIAlertView * _Nullable name`,
    // a method's parameter `(UIAlertView *)name`.
    var alertNames: Set<String> = []
    // The subject of each such name, for the delegate it is given.
    var alertSubjects: [String: LegacyAPI.Subject] = [:]
    for index in tokens.indices where isLegacyClass(names[index]) && isStar(index + 1) {
      var name = pastQualifiers(from: index + 2, by: 1)
      if isPunctuation(name, UInt8(ascii: ")")) { name += 1 }
      if name < tokens.count, !names[name].isEmpty {
        let subject: LegacyAPI.Subject = names[index] == "UIAlertView" ? .alert : .sheet
        alertNames.insert(names[name])
        alertSubjects[names[name]] = subject
        // A property's instance variable, `_busyAlert`, holds the same alert.
        if isPropertyDeclaration(before: index) {
          alertNames.insert("_" + names[name])
          alertSubjects["_" + names[name]] = subject
        }
      }
    }
    // The view's own API, as a subclass uses it: on `self` or `super` (`self.frame`,
    // `[self setFrame:…]`, `[super layoutSubviews]`, `[[self superview] …]`), or an override
    // (`- (void)layoutSubviews`, `- (void)drawRect:`). Another view's (`controller.view.frame`)
    // does not count.
    func isSelf(_ index: Int) -> Bool {
      index >= 0 && (names[index] == "self" || names[index] == "super")
    }
    let usesViewAPI = zip(tokens.indices, names).contains { index, name in
      viewAPI.contains(name) && index > 0
        && ((isPunctuation(index - 1, UInt8(ascii: ".")) && isSelf(index - 2)
          && !isPunctuation(index - 3, UInt8(ascii: ".")))
          || isSelf(index - 1)
          || (isPunctuation(index - 1, UInt8(ascii: ")")) && index > 3
            && tokens[index - 4].kind == .operator
            && (text.token(tokens[index - 4], is: "-") || text.token(tokens[index - 4], is: "+"))))
    }
    // The subject of the creation whose message holds the token at `index`:
    // `[[UIAlertView alloc] init…]` or `[[UIActionSheet new] init…]`.
    func createdSubject(ofMessageAround index: Int) -> LegacyAPI.Subject? {
      var depth = 0
      var cursor = index - 1
      while cursor >= 0 {
        if isPunctuation(cursor, UInt8(ascii: "]")) {
          depth += 1
        } else if isPunctuation(cursor, UInt8(ascii: "[")) {
          if depth == 0 { break }
          depth -= 1
        } else if depth == 0,
          isPunctuation(cursor, UInt8(ascii: ";"))
            || isPunctuation(cursor, UInt8(ascii: "{"))
        {
          return nil
        }
        cursor -= 1
      }
      guard cursor >= 0, isPunctuation(cursor + 1, UInt8(ascii: "[")), cursor + 5 < tokens.count,
        names[cursor + 3] == "alloc" || names[cursor + 3] == "new",
        isPunctuation(cursor + 4, UInt8(ascii: "]")), names[cursor + 5].hasPrefix("init")
      else { return nil }
      switch names[cursor + 2] {
      case "UIAlertView": return .alert
      case "UIActionSheet": return .sheet
      default: return nil
      }
    }
    // The selector of the message whose first part is at `index` (its parts at the message's
    // own depth, up to its closing bracket).
    func messageSelector(startingAt index: Int) -> String {
      guard isPunctuation(index + 1, UInt8(ascii: ":")) else { return names[index] }
      var selector = ""
      var depth = 0
      // The `?` of conditional expressions at the message's depth whose `:` is still to come.
      var conditionals = 0
      var cursor = index
      while cursor < tokens.count {
        if isPunctuation(cursor, UInt8(ascii: "[")) || isPunctuation(cursor, UInt8(ascii: "("))
          || isPunctuation(cursor, UInt8(ascii: "{"))
        {
          depth += 1
        } else if isPunctuation(cursor, UInt8(ascii: "]"))
          || isPunctuation(cursor, UInt8(ascii: ")")) || isPunctuation(cursor, UInt8(ascii: "}"))
        {
          if depth == 0 { break }
          depth -= 1
        } else if depth == 0 {
          if isPunctuation(cursor, UInt8(ascii: ";")) { break }
          if text.token(tokens[cursor], is: "?") {
            conditionals += 1
          } else if isPunctuation(cursor, UInt8(ascii: ":")) {
            if conditionals > 0 {
              conditionals -= 1
            } else if tokens[cursor - 1].kind == .identifier {
              selector += names[cursor - 1] + ":"
            } else {
              selector += ":"
            }
          }
        }
        cursor += 1
      }
      return selector
    }
    // Whether the token at `index` is `==` or `!=`.
    func isEquality(_ index: Int) -> Bool {
      index >= 0 && index < tokens.count && tokens[index].kind == .operator
        && (text.token(tokens[index], is: "==") || text.token(tokens[index], is: "!="))
    }
    // The tokens of the message whose first selector part is at `index`, to its `]`.
    func messageEnd(from index: Int) -> Int {
      var depth = 0
      var cursor = index
      while cursor < tokens.count {
        if isPunctuation(cursor, UInt8(ascii: "[")) { depth += 1 }
        if isPunctuation(cursor, UInt8(ascii: "]")) {
          if depth == 0 { return cursor }
          depth -= 1
        }
        if depth == 0, isPunctuation(cursor, UInt8(ascii: ";")) { return cursor }
        cursor += 1
      }
      return cursor
    }
    func messageMentions(_ key: String, from index: Int) -> Bool {
      (index..<messageEnd(from: index)).contains { text.text(of: tokens[$0]).contains(key) }
    }
    // Whether the message's key literals all start with a property ASAlertView and
    // ASActionSheet have too (`@"tag"`, `@"title.length"`): KVC on them works after the rename.
    func messageNamesOnlyASAlertViewKeys(from index: Int) -> Bool {
      let keys = (index..<messageEnd(from: index)).filter { tokens[$0].kind == .string }.map {
        text.text(of: tokens[$0])
      }
      return !keys.isEmpty
        && keys.allSatisfy { key in
          let path = key.hasPrefix("@\"") ? key.dropFirst(2).dropLast() : Substring(key)
          return Self.sharedKeys.contains(String(path.prefix { $0 != "." }))
        }
    }
    func messageMentionsLegacyClass(from index: Int) -> Bool {
      (index..<messageEnd(from: index)).contains { isLegacyClass(names[$0]) }
    }
    // Whether the argument at `index` is `self` or nil (a cast before it is passed over).
    func isOwnDelegate(at index: Int) -> Bool {
      var cursor = index
      if isPunctuation(cursor, UInt8(ascii: "(")) {
        var depth = 0
        while cursor < tokens.count {
          if isPunctuation(cursor, UInt8(ascii: "(")) { depth += 1 }
          if isPunctuation(cursor, UInt8(ascii: ")")) {
            depth -= 1
            if depth == 0 { break }
          }
          cursor += 1
        }
        cursor += 1
      }
      guard cursor < tokens.count, ["self", "nil", "NULL", "Nil"].contains(names[cursor]) else {
        return false
      }
      // `self.helper` or `self->delegate` is another object.
      return !isPunctuation(cursor + 1, UInt8(ascii: "."))
        && !(cursor + 1 < tokens.count && text.token(tokens[cursor + 1], is: "->"))
    }
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .directive,
        text.token(token, is: "@interface") || text.token(token, is: "@implementation"),
        index + 1 < tokens.count
      {
        // A category on a legacy class: `@interface UIAlertView (Blocks)`.
        if isLegacyClass(names[index + 1]), isPunctuation(index + 2, UInt8(ascii: "(")) {
          step(
            "a category on \(names[index + 1]) (such as UIAlertView+Blocks): after the rename"
              + " it extends AS\(names[index + 1].dropFirst(2)); check that the methods it adds"
              + " use only API AS\(names[index + 1].dropFirst(2)) has, or drop it for the"
              + " built-in blocks forms", at: index + 1)
        }
        // A subclass: `@interface MyAlert : UIAlertView`.
        if isPunctuation(index + 2, UInt8(ascii: ":")), index + 3 < tokens.count,
          isLegacyClass(names[index + 3]), usesViewAPI
        {
          step(
            "\(names[index + 1]) subclasses \(names[index + 3]) and the file uses UIView API"
              + " (frame, addSubview:, layoutSubviews, ...): AS\(names[index + 3].dropFirst(2))"
              + " is not a UIView, so that code needs a different home", at: index + 3)
        }
        // The implementation of a subclass its header declares: `@implementation FancyAlert`.
        if text.token(token, is: "@implementation"), usesViewAPI,
          let superclass = headerSubclasses[names[index + 1]]
        {
          step(
            "\(names[index + 1]) subclasses \(superclass) (in its header) and the file uses UIView"
              + " API (frame, addSubview:, layoutSubviews, ...): AS\(superclass.dropFirst(2)) is"
              + " not a UIView, so that code needs a different home", at: index + 1)
        }
      }
      // `[[NSClassFromString(@"UIAlertView") alloc] init…]`: UIKit's class by its name, which
      // the rename leaves (a string), while the names that hold it become ASAlertView.
      if token.kind == .identifier, names[index] == "NSClassFromString",
        isPunctuation(index + 1, UInt8(ascii: "(")), index + 2 < tokens.count,
        tokens[index + 2].kind == .string,
        ["@\"UIAlertView\"", "@\"UIActionSheet\""].contains(text.text(of: tokens[index + 2]))
      {
        let quoted = text.text(of: tokens[index + 2])
        let name = quoted.dropFirst(2).dropLast()
        step(
          "NSClassFromString(\(quoted)) still makes UIKit's \(name), which the scene life cycle"
            + " refuses, while the names that hold it become AS\(name.dropFirst(2)); create an"
            + " AS\(name.dropFirst(2)) instead", at: index)
      }
      guard token.kind == .identifier else { continue }
      let name = names[index]
      // `[alert addSubview:...]`, `[alert setValue:view forKey:@"accessoryView"]`.
      if name == "addSubview", isPunctuation(index + 1, UInt8(ascii: ":")), index > 0,
        alertNames.contains(names[index - 1])
      {
        step(
          "addSubview: on an alert: ASAlertView is not a view; use its text fields or a"
            + " UIAlertController with a custom view controller", at: index)
      }
      if name == "forKey", index + 2 < tokens.count,
        text.text(of: tokens[index + 2]).contains("accessoryView")
          || (index + 3 < tokens.count
            && text.text(of: tokens[index + 3]).contains("accessoryView"))
      {
        step(
          "setValue:forKey:@\"accessoryView\" on an alert: a private UIKit key that"
            + " ASAlertView does not have", at: index)
      }
      // `[alert frame]`, `alert.frame`, `[alert setFrame:…]`: UIView API on a declared alert
      // (`addSubview:` has its own step above).
      if viewAPI.contains(name), name != "addSubview", index > 0,
        alertNames.contains(names[index - 1])
          || (isPunctuation(index - 1, UInt8(ascii: ".")) && index > 1
            && alertNames.contains(names[index - 2]))
      {
        step(
          "\(name) on an alert: ASAlertView is not a UIView and has no \(name); drop it, or"
            + " move that code to a UIAlertController", at: index)
      }
      // `[alert isKindOfClass:[UIView class]]`: compiles after the rename, and answers NO.
      if name == "isKindOfClass" || name == "isMemberOfClass", index > 0,
        alertNames.contains(names[index - 1]), isPunctuation(index + 1, UInt8(ascii: ":")),
        isPunctuation(index + 2, UInt8(ascii: "[")), index + 3 < tokens.count,
        names[index + 3] == "UIView" || names[index + 3] == "UIResponder"
      {
        step(
          "\(name):[\(names[index + 3]) class] on an alert: ASAlertView is not a"
            + " \(names[index + 3]), so after the rename the test answers NO", at: index)
      }
      // `isKindOfClass:[UIAlertView class]`, `isKindOfClass:UIAlertView.class`.
      if name == "isKindOfClass" || name == "isMemberOfClass",
        isPunctuation(index + 1, UInt8(ascii: ":")), index + 3 < tokens.count
      {
        let bracketed =
          isPunctuation(index + 2, UInt8(ascii: "[")) && isLegacyClass(names[index + 3])
        let dotted =
          isLegacyClass(names[index + 2]) && isPunctuation(index + 3, UInt8(ascii: "."))
          && index + 4 < tokens.count && names[index + 4] == "class"
        if bracketed || dotted {
          let legacy = names[index + (bracketed ? 3 : 2)]
          let written =
            bracketed
            ? "[\(legacy) \(index + 4 < tokens.count ? names[index + 4] : "class")]"
            : "\(legacy).class"
          step(
            "\(name):\(written): after the rename it tests for AS\(legacy.dropFirst(2)); a test"
              + " that tells alerts from other views (in a loop over subviews or windows) finds"
              + " none", at: index)
        }
      }
      // `UIView *name = <an alert>`.
      if name == "UIView", isStar(index + 1), index + 3 < tokens.count,
        tokens[index + 3].kind == .operator, text.token(tokens[index + 3], is: "=")
      {
        var next = index + 4
        while next < tokens.count, !isPunctuation(next, UInt8(ascii: ";")) {
          if isLegacyClass(names[next]) || alertNames.contains(names[next]) {
            step(
              "a UIView * variable holds an alert: ASAlertView is not a UIView; type it"
                + " ASAlertView * (or id)", at: index)
            break
          }
          next += 1
        }
      }
      // `[[UIAlertView alloc] initWith… delegate:delegate …]`: a delegate from the caller,
      // who may be Swift (kept by `MigrationRewriter` only when Swift code of the tree
      // conforms to the protocol).
      if name == "delegate", isPunctuation(index + 1, UInt8(ascii: ":")),
        let subject = createdSubject(ofMessageAround: index), !isOwnDelegate(at: index + 2)
      {
        step(LegacyAPI.passedDelegateStep(subject: subject), at: index)
      }
      // `alert.delegate = delegate;` and `[alert setDelegate:delegate]` on a declared alert.
      if name == "delegate", index > 1, isPunctuation(index - 1, UInt8(ascii: ".")),
        let subject = alertSubjects[names[index - 2]], index + 2 < tokens.count,
        tokens[index + 1].kind == .operator, text.token(tokens[index + 1], is: "="),
        !isOwnDelegate(at: index + 2)
      {
        step(LegacyAPI.passedDelegateStep(subject: subject), at: index)
      }
      if name == "setDelegate", index > 0, isPunctuation(index + 1, UInt8(ascii: ":")),
        let subject = alertSubjects[names[index - 1]], !isOwnDelegate(at: index + 2)
      {
        step(LegacyAPI.passedDelegateStep(subject: subject), at: index)
      }
      // `[UIAlertView appearance]`, `appearanceWhenContainedIn:`: UIAppearance is UIView's.
      if name.hasPrefix("appearance"), index >= 2, isLegacyClass(names[index - 1]),
        isPunctuation(index - 2, UInt8(ascii: "["))
      {
        step(
          "+[\(names[index - 1]) \(messageSelector(startingAt: index))]:"
            + " AS\(names[index - 1].dropFirst(2)) is not a UIView and has no appearance proxy;"
            + " drop it (AlertShimUIKit shows a UIAlertController)", at: index)
      }
      // `[alert valueForKey:@"_titleLabel"]`, `setValue:forKeyPath:`: UIKit's keys, which
      // ASAlertView (an NSObject) does not have; NSUnknownKeyException at run time.
      if ["valueForKey", "valueForKeyPath", "setValue"].contains(name), index > 0,
        alertNames.contains(names[index - 1]), isPunctuation(index + 1, UInt8(ascii: ":")),
        !(name == "setValue" && messageSelector(startingAt: index) == "setValue:forKey:"
          && messageMentions("accessoryView", from: index)),
        !messageNamesOnlyASAlertViewKeys(from: index)
      {
        step(
          "\(messageSelector(startingAt: index)) on an alert: UIKit's keys (its private views"
            + " and labels) are not ASAlertView's, which raises NSUnknownKeyException; use"
            + " its API, or a UIAlertController", at: index)
      }
      // `[UIView appearanceWhenContainedIn:[UIAlertView class], nil]`: ASAlertView contains no
      // views, so the styling stops applying.
      if name.hasPrefix("appearanceWhenContainedIn"), index >= 2,
        !isLegacyClass(names[index - 1]), messageMentionsLegacyClass(from: index)
      {
        step(
          "\(messageSelector(startingAt: index)) with a legacy class: ASAlertView and"
            + " ASActionSheet contain no views, so this styling no longer applies; style the"
            + " UIAlertController AlertShimUIKit shows instead", at: index)
      }
      // `[view class] == [UIAlertView class]`: after the rename it compares with ASAlertView.
      if name == "class", index >= 2, isLegacyClass(names[index - 1]),
        isPunctuation(index - 2, UInt8(ascii: "[")), isPunctuation(index + 1, UInt8(ascii: "]")),
        isEquality(index - 3) || isEquality(index + 2)
      {
        step(
          "[\(names[index - 1]) class] compared with == or !=: after the rename it is"
            + " AS\(names[index - 1].dropFirst(2)), which no view from a hierarchy or a window"
            + " is", at: index - 1)
      }
      // `[[UIAlertView alloc] initWithTitle:message:cancelButtonItem:otherButtonItems:]`: an
      // initialiser from a category (a pod outside the tree) that ASAlertView does not have,
      // prefixed too (`bk_initWithTitle:`).
      if name.hasPrefix("init") || name.contains("_init"), index >= 4,
        isPunctuation(index - 1, UInt8(ascii: "]")),
        names[index - 2] == "alloc" || names[index - 2] == "new",
        isLegacyClass(names[index - 3]), isPunctuation(index - 4, UInt8(ascii: "["))
      {
        let selector = messageSelector(startingAt: index)
        if !Self.initializers.contains(selector) {
          step(
            "-[\(names[index - 3]) \(selector)] is not one of UIKit's initialisers (a category's,"
              + " such as UIAlertView+Blocks): AS\(names[index - 3].dropFirst(2)) has no such"
              + " initialiser; create it with one it has, or rename the category too",
            at: index)
        }
      }
      // `@property ... UIView *alert` assigned an alert elsewhere is not followed; a header's
      // method that takes or returns a legacy class is API other code may call.
      if isHeader, isLegacyClass(name), isStar(index + 1), index > 0,
        isPunctuation(pastQualifiers(from: index - 1, by: -1), UInt8(ascii: "(")),
        isPunctuation(pastQualifiers(from: index + 2, by: 1), UInt8(ascii: ")"))
      {
        step(
          "a \(name) * in a method declared in a header: callers outside this tree pass or"
            + " receive a \(name); rename them too, or keep this method for them", at: index)
      }
    }
    return steps
  }
}
