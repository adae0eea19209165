/// What AlertShim mirrors of UIKit's legacy alert API, and what the scanners compare against.
enum LegacyAPI {
  /// The object a name refers to.
  enum Subject: Sendable {
    case alert, sheet, controller

    /// The UIKit class name.
    var uiKitName: String {
      switch self {
      case .alert: "UIAlertView"
      case .sheet: "UIActionSheet"
      case .controller: "UIAlertController"
      }
    }

    /// The AlertShim class that mirrors it.
    var alertShimName: String {
      switch self {
      case .alert: "LegacyAlertView"
      case .sheet: "LegacyActionSheet"
      case .controller: "AlertController"
      }
    }

    /// The UIKit delegate protocol of the subject.
    var uiKitDelegateName: String {
      switch self {
      case .alert: "UIAlertViewDelegate"
      case .sheet: "UIActionSheetDelegate"
      case .controller: ""  // UIKit has none
      }
    }

    /// The AlertShim delegate protocol of the subject.
    var delegateName: String {
      switch self {
      case .alert: "LegacyAlertViewDelegate"
      case .sheet: "LegacyActionSheetDelegate"
      case .controller: "AlertControllerDelegate"
      }
    }

    /// The subject a class-name word stands for.
    init?(_ word: Word?) {
      switch word {
      case .uiAlertView: self = .alert
      case .uiActionSheet: self = .sheet
      case .uiAlertController: self = .controller
      default: return nil
      }
    }
  }

  /// Whether a delegate method's first parameter type, as the Swift scanner reads it (its
  /// tokens joined), is an AlertShim class: `LegacyAlertView` or `LegacyActionSheet`, perhaps
  /// qualified with `AlertShim.` and optional. Such a method is migrated code, not a finding.
  static func isMigratedSwiftParameter(_ type: String) -> Bool {
    if let name = asciiTypeName(type, qualifier: .alertShim) {
      return equals(name, "LegacyAlertView") || equals(name, "LegacyActionSheet")
    }
    var name = Substring(type)
    while name.last == "!" || name.last == "?" { name = name.dropLast() }
    if name.hasPrefix("AlertShim.") { name = name.dropFirst("AlertShim.".count) }
    return name == "LegacyAlertView" || name == "LegacyActionSheet"
  }

  /// The qualifier `asciiTypeName` drops: `AlertShim.` only, or any (up to the last `.`).
  enum TypeQualifier {
    case alertShim, any
  }

  /// The name in a type written in ASCII, without its trailing `!` and `?` and its qualifier,
  /// as a range of its bytes; nil when the type has a byte that is not ASCII. For ASCII text,
  /// bytes are characters (no ASCII character combines with another, but `\r\n`, which a
  /// type read from tokens does not hold), so this reads as the `String` operations do.
  private static func asciiTypeName(_ type: String, qualifier: TypeQualifier)
    -> ArraySlice<UInt8>?
  {
    let bytes = Array(type.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    var end = bytes.count
    while end > 0, bytes[end - 1] == ASCII.exclamation || bytes[end - 1] == ASCII.question {
      end -= 1
    }
    var start = 0
    switch qualifier {
    case .alertShim:
      if equals(bytes[0..<min(end, 10)], "AlertShim.") { start = 10 }
    case .any:
      start = end
      while start > 0, bytes[start - 1] != ASCII.dot { start -= 1 }
    }
    return bytes[start..<end]
  }

  private static func equals(_ bytes: ArraySlice<UInt8>, _ literal: StaticString) -> Bool {
    bytes.elementsEqual(
      UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private static func contains(_ bytes: ArraySlice<UInt8>, _ literal: StaticString) -> Bool {
    let needle = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    guard needle.count <= bytes.count else { return false }
    return (bytes.startIndex...(bytes.endIndex - needle.count)).contains { start in
      bytes[start..<start + needle.count].elementsEqual(needle)
    }
  }

  /// Drops the `text-field` findings of a migrated Swift file: one that names `LegacyAlertView`
  /// and nothing of UIKit's legacy API (`alertViewStyle` and `textField(at:)` are
  /// `LegacyAlertView`'s too). Elsewhere they are found on any receiver, as an alert may come
  /// from another file. The manual steps about them stay: `AlertTextField` has no more after the
  /// rename.
  static func dropMigratedTextFieldUses(
    _ findings: inout [RawFinding], namesUIKitAPI: Bool, namesLegacyAlertView: Bool
  ) {
    guard namesLegacyAlertView, !namesUIKitAPI else { return }
    findings.removeAll { $0.kind == .textField || $0.isAboutAHeldTextField }
  }

  /// Whether `word` is a name of UIKit's legacy API, for ``dropMigratedTextFieldUses``.
  static func isUIKitLegacyName(_ word: Word?) -> Bool {
    switch word {
    case .uiAlertView, .uiActionSheet, .uiAlertViewDelegate, .uiActionSheetDelegate,
      .uiAlertViewStyle, .uiActionSheetStyle:
      return true
    default:
      return false
    }
  }

  /// Whether a delegate method's first parameter type (tokens joined) names another library's
  /// alert or sheet class (`FancyAlertView`, `SIAlertView`, `MyActionSheet?`): a name that
  /// contains `AlertView` or `ActionSheet` and is none of UIKit's and AlertShim's classes. Such
  /// a method is that library's delegate method, not a legacy one.
  static func namesAnotherAlertClass(_ type: String) -> Bool {
    if let name = asciiTypeName(type, qualifier: .any) {
      guard contains(name, "AlertView") || contains(name, "ActionSheet") else { return false }
      return !equals(name, "UIAlertView") && !equals(name, "UIActionSheet")
        && !equals(name, "LegacyAlertView") && !equals(name, "LegacyActionSheet")
    }
    var name = Substring(type)
    while name.last == "!" || name.last == "?" { name = name.dropLast() }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    guard name.contains("AlertView") || name.contains("ActionSheet") else { return false }
    return !["UIAlertView", "UIActionSheet", "LegacyAlertView", "LegacyActionSheet"].contains(name)
  }

  /// The Objective-C classes of AlertShimObjC: a delegate method whose first parameter is typed
  /// with one of them is migrated code, not a finding.
  static let objectiveCAlertShimClasses: Set<String> = ["ASAlertView", "ASActionSheet"]

  /// The manual step of a legacy delegate method, not an `override`, in a type that declares no
  /// conformance to the delegate protocol (in its file, nor, for a scan of a tree, in another
  /// file): if it inherits the conformance from a superclass that does not implement the
  /// method, the protocol's default implementation is called instead, with no compiler error.
  static func undeclaredConformanceStep(method: String, type: String, subject: Subject)
    -> String
  {
    "\(method) is in \(type), which does not declare \(subject.uiKitDelegateName)"
      + undeclaredConformanceMarker + "if a superclass declares it without this method, "
      + "\(subject.delegateName)'s default is called instead (Swift protocols have no optional "
      + "methods): implement the method in that superclass" + undeclaredConformanceEnd
  }

  /// Whether `name` looks like a UIKit or Foundation class (`UIViewController`, `NSObject`):
  /// none of them conforms to a legacy delegate protocol, so a subclass inherits no conformance.
  static func isPlatformClass(_ name: String) -> Bool {
    let bytes = Array(name.utf8.prefix(3))
    return bytes.count == 3
      && (bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")
        || bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "S"))
      && bytes[2] >= UInt8(ascii: "A") && bytes[2] <= UInt8(ascii: "Z")
  }

  /// The manual step of `self` passed as the delegate of a legacy view in a type that declares
  /// no conformance to the delegate protocol and cannot inherit one (its superclass is UIKit's
  /// or Foundation's): UIKit took `Any?`, AlertShim takes the protocol, so the renamed file does
  /// not compile.
  static func selfDelegateStep(type: String, subject: Subject) -> String {
    "the delegate self is a \(type), which does not declare \(subject.uiKitDelegateName)"
      + undeclaredConformanceMarker + "\(subject.alertShimName) takes (any "
      + "\(subject.delegateName))?, so the renamed file does not compile; declare the conformance"
  }

  /// The manual step of an Objective-C creation whose delegate comes from its caller (not
  /// `self` or `nil`), kept by a rewrite of a tree in which Swift code conforms to the UIKit
  /// delegate protocol: after the rename the Swift type conforms to the AlertShim protocol,
  /// whose methods are Swift's, and `ASAlertView` asks its delegate for Objective-C selectors
  /// only, so it would call none of them, with no compiler error.
  static func passedDelegateStep(subject: Subject) -> String {
    let objectiveCClass = "AS" + subject.uiKitName.dropFirst(2)
    return "the delegate of this \(subject.uiKitName) comes from its caller" + passedDelegateMarker
      + "\(subject.uiKitDelegateName): \(objectiveCClass) calls only Objective-C delegate methods, "
      + "never those of a Swift \(subject.delegateName); a Swift delegate of it must conform to "
      + "\(objectiveCClass)Delegate (import AlertShimObjC) instead, or this code must move to "
      + "\(subject.alertShimName)"
  }

  /// The manual step of a legacy delegate method in an extension of a protocol: UIKit never
  /// called it (its delegate protocols are Objective-C ones, and a protocol extension's
  /// method is not visible to Objective-C), the AlertShim protocol, a Swift one, will.
  static func protocolExtensionStep(method: String, protocol name: String, subject: Subject)
    -> String
  {
    "\(method) is in an extension of the protocol \(name): UIKit never called it "
      + "(\(subject.uiKitDelegateName)'s methods are Objective-C ones), "
      + "\(subject.delegateName) will, for every conforming type that does not implement it; "
      + "move it into those types, or remove it to keep what the app does now"
  }

  /// What follows "comes from its caller" in ``passedDelegateStep(subject:)``.
  private static let passedDelegateMarker = ", and Swift code in this tree conforms to "

  /// The subject of a ``passedDelegateStep(subject:)``, or nil when `step` is another finding.
  static func passedDelegateSubject(of step: Finding) -> Subject? {
    guard step.kind == .manualStep, step.name.contains(passedDelegateMarker) else { return nil }
    return step.name.hasPrefix("the delegate of this UIActionSheet ") ? .sheet : .alert
  }

  /// What follows the protocol's name in ``undeclaredConformanceStep(method:type:subject:)``.
  private static let undeclaredConformanceMarker = " in this tree: "

  /// The conformance an ``undeclaredConformanceStep(method:type:subject:)`` or a
  /// ``selfDelegateStep(type:subject:)`` misses, as ``conformanceKey(type:protocol:)`` writes it
  /// (`key`), with the delegate protocol's UIKit name; nil when `step` is another finding.
  ///
  /// The type is the one the step names, with the types it is nested in (`Inbox.Coordinator`),
  /// so a nested type never takes the conformance of another type of the same name.
  static func missingConformance(of step: Finding) -> (key: String, delegate: String)? {
    guard step.kind == .manualStep,
      step.name.hasSuffix(undeclaredConformanceEnd) || step.name.hasSuffix(selfDelegateEnd)
    else { return nil }
    for (subject, needle) in undeclaredConformanceNeedles {
      guard let end = step.name.firstRange(of: needle) else { continue }
      let head = step.name[..<end.lowerBound]
      let start =
        head.ranges(of: " is in ").last?.upperBound
        ?? head.firstRange(of: "the delegate self is a ")?.upperBound
      let key = conformanceKey(
        type: start.map { String(head[$0...]) } ?? step.enclosingType,
        protocol: subject.uiKitDelegateName)
      return (key, subject.uiKitDelegateName)
    }
    return nil
  }

  /// How every ``undeclaredConformanceStep(method:type:subject:)`` ends.
  private static let undeclaredConformanceEnd = " and override it here"
  /// How every ``selfDelegateStep(type:subject:)`` ends.
  private static let selfDelegateEnd = "; declare the conformance"

  /// What an ``undeclaredConformanceStep(method:type:subject:)`` of each subject contains.
  private static let undeclaredConformanceNeedles: [(Subject, String)] = [Subject.alert, .sheet]
    .map { ($0, ", which does not declare \($0.uiKitDelegateName)" + undeclaredConformanceMarker) }

  /// A conformance of `type` to `protocol` (a `conformance` finding's type and name), as one
  /// string to look up.
  static func conformanceKey(type: String?, protocol: String) -> String {
    (type ?? "") + " " + `protocol`
  }

  /// Members of `UIAlertView` that `LegacyAlertView` has with the same meaning.
  static let alertMembers: Set<String> = [
    "title", "message", "delegate", "tag", "alertViewStyle", "addButton", "buttonTitle",
    "numberOfButtons", "cancelButtonIndex", "firstOtherButtonIndex", "isVisible", "textField",
    "show", "dismiss", "description",
  ]

  /// Members of `UIActionSheet` that `LegacyActionSheet` has with the same meaning.
  static let sheetMembers: Set<String> = [
    "title", "delegate", "tag", "actionSheetStyle", "addButton", "buttonTitle",
    "numberOfButtons", "cancelButtonIndex", "destructiveButtonIndex", "firstOtherButtonIndex",
    "isVisible", "show", "dismiss", "description",
  ]

  /// The members `AlertTextField` has: those of `UITextField` it mirrors, and its own.
  static let textFieldMembers: Set<String> = [
    "text", "placeholder", "isSecureTextEntry",
    // AlertTextField's own: migrated code may use them.
    "displayText", "description", "debugDescription", "hashValue",
  ]

  /// The argument labels of the one initialiser AlertShim mirrors, before the other button
  /// titles (`otherButtonTitles:` then unlabelled titles, or nothing).
  static func initializerLabels(of subject: Subject) -> [String] {
    switch subject {
    case .alert: ["title", "message", "delegate", "cancelButtonTitle"]
    case .sheet: ["title", "delegate", "cancelButtonTitle", "destructiveButtonTitle"]
    case .controller: ["title", "message", "preferredStyle"]
    }
  }

  /// The `UIActionSheet` shows that take UIKit objects, as the scanner names them: AlertShimUIKit
  /// adds each to `LegacyActionSheet`, so a renamed call compiles and works (Semantics L17).
  static let uiKitSheetShows: Set<String> = [
    "show(in:)", "show(from:animated:)", "show(from:in:animated:)", "show(from:)",
  ]

  /// Whether a creation with these argument labels calls an initialiser AlertShim mirrors: the
  /// UIKit one with titles, or `init()` (UIView's, which AlertShim mirrors with UIKit's indices,
  /// Semantics L1b).
  static func mirrorsInitializer(labels: [String], of subject: Subject) -> Bool {
    if labels.isEmpty, subject != .controller { return true }
    let required = initializerLabels(of: subject)
    guard labels.starts(with: required) else { return false }
    let rest = labels.dropFirst(required.count)
    guard let first = rest.first else { return true }
    return subject != .controller && first == "otherButtonTitles"
      && rest.dropFirst().allSatisfy { $0 == "_" }
  }

  /// One legacy delegate method as Swift spells it.
  struct SwiftDelegateMethod: Sendable {
    /// The subject of the first parameter; nil when either an alert or a sheet fits.
    var subject: Subject?
    /// Whether a button index (`Int`) follows.
    var takesIndex: Bool
    /// Whether it returns `Bool`.
    var returnsBool: Bool
    /// For an old (Swift 2) spelling, the name AlertShim's protocol uses.
    var currentName: String?
  }

  /// The legacy delegate methods by their Swift names, old spellings included.
  static let swiftDelegateMethods: [String: SwiftDelegateMethod] = [
    "alertView(_:clickedButtonAt:)": .init(subject: .alert, takesIndex: true, returnsBool: false),
    "alertView(_:willDismissWithButtonIndex:)": .init(
      subject: .alert, takesIndex: true, returnsBool: false),
    "alertView(_:didDismissWithButtonIndex:)": .init(
      subject: .alert, takesIndex: true, returnsBool: false),
    "alertViewCancel(_:)": .init(subject: .alert, takesIndex: false, returnsBool: false),
    "alertViewShouldEnableFirstOtherButton(_:)": .init(
      subject: .alert, takesIndex: false, returnsBool: true),
    "willPresent(_:)": .init(subject: nil, takesIndex: false, returnsBool: false),
    "didPresent(_:)": .init(subject: nil, takesIndex: false, returnsBool: false),
    "actionSheet(_:clickedButtonAt:)": .init(subject: .sheet, takesIndex: true, returnsBool: false),
    "actionSheet(_:willDismissWithButtonIndex:)": .init(
      subject: .sheet, takesIndex: true, returnsBool: false),
    "actionSheet(_:didDismissWithButtonIndex:)": .init(
      subject: .sheet, takesIndex: true, returnsBool: false),
    "actionSheetCancel(_:)": .init(subject: .sheet, takesIndex: false, returnsBool: false),
    "alertView(_:clickedButtonAtIndex:)": .init(
      subject: .alert, takesIndex: true, returnsBool: false,
      currentName: "alertView(_:clickedButtonAt:)"),
    "actionSheet(_:clickedButtonAtIndex:)": .init(
      subject: .sheet, takesIndex: true, returnsBool: false,
      currentName: "actionSheet(_:clickedButtonAt:)"),
    "willPresentAlertView(_:)": .init(
      subject: .alert, takesIndex: false, returnsBool: false, currentName: "willPresent(_:)"),
    "didPresentAlertView(_:)": .init(
      subject: .alert, takesIndex: false, returnsBool: false, currentName: "didPresent(_:)"),
    "willPresentActionSheet(_:)": .init(
      subject: .sheet, takesIndex: false, returnsBool: false, currentName: "willPresent(_:)"),
    "didPresentActionSheet(_:)": .init(
      subject: .sheet, takesIndex: false, returnsBool: false, currentName: "didPresent(_:)"),
  ]

  /// Class methods every class has (from NSObject and UIAppearance): sending one to a legacy
  /// class is not a call to an app's wrapper.
  static let inheritedClassMethods: Set<String> = [
    "class", "superclass", "description", "load", "initialize", "respondsToSelector:",
    "instancesRespondToSelector:", "conformsToProtocol:", "isSubclassOfClass:", "appearance",
    "appearanceWhenContainedIn:", "appearanceWhenContainedInInstancesOfClasses:",
    "appearanceForTraitCollection:", "instanceMethodForSelector:", "hash", "self",
  ]

  /// Static members of the legacy classes in Swift that are not an app's wrapper.
  static let inheritedStaticMembers: Set<String> = [
    "init", "self", "Type", "Style", "appearance", "classForCoder", "description",
  ]

  /// The legacy delegate selectors of Objective-C.
  static let objectiveCDelegateSelectors: Set<String> = [
    "alertView:clickedButtonAtIndex:", "alertViewCancel:", "willPresentAlertView:",
    "didPresentAlertView:", "alertView:willDismissWithButtonIndex:",
    "alertView:didDismissWithButtonIndex:", "alertViewShouldEnableFirstOtherButton:",
    "actionSheet:clickedButtonAtIndex:", "actionSheetCancel:", "willPresentActionSheet:",
    "didPresentActionSheet:", "actionSheet:willDismissWithButtonIndex:",
    "actionSheet:didDismissWithButtonIndex:",
  ]

  /// The type spellings that satisfy a delegate parameter of `subject`.
  static func acceptsParameterType(_ type: String, for subject: Subject) -> Bool {
    switch subject {
    case .alert:
      ["UIAlertView", "UIKit.UIAlertView", "LegacyAlertView", "AlertShim.LegacyAlertView"]
        .contains(type)
    case .sheet:
      ["UIActionSheet", "UIKit.UIActionSheet", "LegacyActionSheet", "AlertShim.LegacyActionSheet"]
        .contains(type)
    case .controller:
      false
    }
  }
}
