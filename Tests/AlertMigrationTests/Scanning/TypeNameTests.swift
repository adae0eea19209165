import Testing

@testable import AlertMigration

/// `LegacyAPI.isMigratedSwiftParameter` and `namesAnotherAlertClass` read an ASCII type from its
/// bytes: they answer as the `String` operations they were written with (kept here as the
/// reference) on every type made of three of the pieces below and a trailing `?` or `!`.
@Suite struct TypeNameTests {
  static func referenceIsMigrated(_ type: String) -> Bool {
    var name = Substring(type)
    while name.last == "!" || name.last == "?" { name = name.dropLast() }
    if name.hasPrefix("AlertShim.") { name = name.dropFirst("AlertShim.".count) }
    return name == "LegacyAlertView" || name == "LegacyActionSheet"
  }

  static func referenceNamesAnother(_ type: String) -> Bool {
    var name = Substring(type)
    while name.last == "!" || name.last == "?" { name = name.dropLast() }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    guard name.contains("AlertView") || name.contains("ActionSheet") else { return false }
    return !["UIAlertView", "UIActionSheet", "LegacyAlertView", "LegacyActionSheet"].contains(name)
  }

  static let pieces = [
    "", "UI", "Legacy", "Fancy", "AlertView", "ActionSheet", "AlertShim.", "UIKit.", ".", "?", "!",
    "Alert", "View", "X", "é", "\u{301}", "AlertShim",
  ]

  @Test func asciiTypes_answerAsTheStringOperations() {
    var types: Set<String> = []
    for a in Self.pieces {
      for b in Self.pieces {
        for c in Self.pieces {
          for d in ["", "?", "!", "?!", "!?"] { types.insert(a + b + c + d) }
        }
      }
    }
    var migrated = 0
    var another = 0
    for type in types {
      let isMigrated = LegacyAPI.isMigratedSwiftParameter(type)
      let namesAnother = LegacyAPI.namesAnotherAlertClass(type)
      #expect(isMigrated == Self.referenceIsMigrated(type), "\(type.debugDescription)")
      #expect(namesAnother == Self.referenceNamesAnother(type), "\(type.debugDescription)")
      if isMigrated { migrated += 1 }
      if namesAnother { another += 1 }
    }
    #expect(migrated > 20)
    #expect(another > 200)
  }
}
