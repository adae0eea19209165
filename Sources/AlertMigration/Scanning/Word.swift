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
  /// The names, grouped by length and then first byte.
  private let entries: [(name: StaticString, word: Word)]
  /// For each length below 48 and first byte (`length << 8 | byte`), the index in `entries` of
  /// the first name of that length and first byte, or -1.
  private let firstEntry: [Int16]
  /// The names whose word `isInterest`: what `Prefilter` looks for in a file's bytes.
  let interestNames: [StaticString]

  private static let lengths = 48

  private init(_ list: [(StaticString, Word)]) {
    let sorted = list.enumerated().sorted {
      let (a, b) = ($0.element.0, $1.element.0)
      let keys = (
        a.utf8CodeUnitCount << 8 | Int(a.utf8Start.pointee),
        b.utf8CodeUnitCount << 8 | Int(b.utf8Start.pointee)
      )
      return keys.0 != keys.1 ? keys.0 < keys.1 : $0.offset < $1.offset
    }
    entries = sorted.map { (name: $0.element.0, word: $0.element.1) }
    var table = [Int16](repeating: -1, count: Vocabulary.lengths << 8)
    for (position, entry) in entries.enumerated().reversed() {
      precondition(entry.name.utf8CodeUnitCount < Vocabulary.lengths, "Vocabulary: name too long")
      table[entry.name.utf8CodeUnitCount << 8 | Int(entry.name.utf8Start.pointee)] = Int16(position)
    }
    firstEntry = table
    interestNames = list.filter { $0.1.isInterest }.map(\.0)
  }

  /// The word the identifier token spells, if any.
  @inline(__always)
  func word(_ token: Token, in text: SourceBytes) -> Word? {
    word(at: Int(token.start), length: Int(token.length), in: text)
  }

  /// The word the `length` bytes at `start` spell, if any.
  @inline(__always)
  func word(at start: Int, length: Int, in text: SourceBytes) -> Word? {
    guard length < Vocabulary.lengths, length > 0 else { return nil }
    let first = text[start]
    var position = Int(firstEntry[length << 8 | Int(first)])
    guard position >= 0 else { return nil }
    while position < entries.count {
      let entry = entries[position]
      guard entry.name.utf8CodeUnitCount == length, entry.name.utf8Start.pointee == first else {
        return nil
      }
      if text.bytes(at: start, length: length, are: entry.name) { return entry.word }
      position += 1
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
