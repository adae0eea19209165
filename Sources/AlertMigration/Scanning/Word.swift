/// A name the scanners look for, recognised from a token's bytes without building a string.
enum Word: UInt8, Sendable {
  // UIKit names.
  case uiAlertView, uiActionSheet, uiAlertController
  case uiAlertViewDelegate, uiActionSheetDelegate
  case uiAlertViewStyle, uiActionSheetStyle
  case uiKit, alertShim, legacyAlertView
  // Delegate method names (Swift) and selector parts (Objective-C).
  case alertView, actionSheet, alertViewCancel, actionSheetCancel
  case willPresent, didPresent, alertViewShouldEnableFirstOtherButton
  case willPresentAlertView, didPresentAlertView, willPresentActionSheet, didPresentActionSheet
  // Members and selectors.
  case alertViewStyle, setAlertViewStyle, textField, textFieldAtIndex, tag, show, addAction
  case delegate
  case showInView, showFromTabBar, showFromToolbar, showFromBarButtonItem, showFromRect
  case alloc, allocWithZone, new, alertControllerWithTitle
  // Swift keywords.
  case `func`, `class`, `struct`, `enum`, `extension`, `protocol`, actor, `import`, `let`, `var`
  case `init`, `where`, `typealias`, `as`, `self`, `super`, `static`, `final`, `private`
  case `fileprivate`, `internal`, `public`, open, package, override, required, convenience
  case `subscript`, dynamic, async, `throws`, `rethrows`, nonisolated
  // Objective-C directive names (the bytes after `@`).
  case interface, implementation, end, property

  /// Whether the word alone makes a file worth a full scan.
  var isInterest: Bool {
    rawValue <= Word.uiActionSheetStyle.rawValue
      || (Word.alertView.rawValue...Word.textFieldAtIndex.rawValue).contains(rawValue)
  }

  /// Whether the word is a Swift declaration modifier or a member keyword that can follow
  /// `class` (as in `class func`), which means `class` does not start a type declaration.
  var followsClassModifier: Bool {
    switch self {
    case .`func`, .let, .var, .class, .static, .final, .private, .fileprivate, .internal, .public,
      .open, .package, .override, .required, .convenience, .subscript, .dynamic, .`init`,
      .nonisolated:
      return true
    default:
      return false
    }
  }
}

/// A table from names to words, indexed by length so a lookup compares at most a few names.
struct Vocabulary: Sendable {
  private let byLength: [[(name: StaticString, word: Word)]]
  /// The names whose word `isInterest`: what `Prefilter` looks for in a file's bytes.
  let interestNames: [StaticString]

  private init(_ entries: [(StaticString, Word)]) {
    var table = [[(name: StaticString, word: Word)]](repeating: [], count: 48)
    for (name, word) in entries { table[name.utf8CodeUnitCount].append((name, word)) }
    byLength = table
    interestNames = entries.filter { $0.1.isInterest }.map(\.0)
  }

  /// The word the identifier token spells, if any.
  @inline(__always)
  func word(_ token: Token, in text: SourceBytes) -> Word? {
    let length = Int(token.length)
    guard length < byLength.count else { return nil }
    let first = text[Int(token.start)]
    for entry in byLength[length] where entry.name.utf8Start.pointee == first {
      if text.token(token, is: entry.name) { return entry.word }
    }
    return nil
  }

  private static let shared: [(StaticString, Word)] = [
    ("UIAlertView", .uiAlertView), ("UIActionSheet", .uiActionSheet),
    ("UIAlertController", .uiAlertController), ("UIAlertViewDelegate", .uiAlertViewDelegate),
    ("UIActionSheetDelegate", .uiActionSheetDelegate), ("UIAlertViewStyle", .uiAlertViewStyle),
    ("UIActionSheetStyle", .uiActionSheetStyle), ("alertView", .alertView),
    ("actionSheet", .actionSheet), ("alertViewCancel", .alertViewCancel),
    ("actionSheetCancel", .actionSheetCancel),
    ("alertViewShouldEnableFirstOtherButton", .alertViewShouldEnableFirstOtherButton),
    ("willPresentAlertView", .willPresentAlertView), ("didPresentAlertView", .didPresentAlertView),
    ("willPresentActionSheet", .willPresentActionSheet),
    ("didPresentActionSheet", .didPresentActionSheet), ("alertViewStyle", .alertViewStyle),
    ("textFieldAtIndex", .textFieldAtIndex), ("tag", .tag), ("show", .show),
    ("delegate", .delegate),
    ("addAction", .addAction), ("showInView", .showInView), ("showFromTabBar", .showFromTabBar),
    ("showFromToolbar", .showFromToolbar), ("showFromBarButtonItem", .showFromBarButtonItem),
    ("showFromRect", .showFromRect), ("self", .self), ("super", .super),
  ]

  /// The words of Swift source.
  static let swift = Vocabulary(
    shared + [
      ("UIKit", .uiKit), ("AlertShim", .alertShim), ("LegacyAlertView", .legacyAlertView),
      ("willPresent", .willPresent),
      ("didPresent", .didPresent), ("textField", .textField), ("func", .`func`), ("class", .class),
      ("struct", .struct), ("enum", .enum), ("extension", .extension), ("protocol", .protocol),
      ("actor", .actor), ("import", .import), ("let", .let), ("var", .var), ("init", .`init`),
      ("where", .where), ("typealias", .typealias), ("as", .as), ("static", .static),
      ("final", .final), ("private", .private), ("fileprivate", .fileprivate),
      ("internal", .internal), ("public", .public), ("open", .open), ("package", .package),
      ("override", .override), ("required", .required), ("convenience", .convenience),
      ("subscript", .subscript), ("dynamic", .dynamic), ("async", .async), ("throws", .throws),
      ("rethrows", .rethrows), ("nonisolated", .nonisolated),
    ])

  /// The words of Objective-C source; directives are matched with their `@`.
  static let objectiveC = Vocabulary(
    shared + [
      ("setAlertViewStyle", .setAlertViewStyle), ("alloc", .alloc),
      ("allocWithZone", .allocWithZone), ("new", .new),
      ("alertControllerWithTitle", .alertControllerWithTitle), ("@interface", .interface),
      ("@protocol", .protocol), ("@implementation", .implementation), ("@end", .end),
      ("@property", .property),
    ])
}
