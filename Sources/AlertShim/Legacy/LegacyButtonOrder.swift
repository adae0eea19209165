/// Which of UIKit's two button orders a legacy initialiser follows.
///
/// Swift code never called UIKit's Objective-C initialisers with other button
/// titles: the Swift overlay of UIKit implements the variadic initialisers as
/// the plain initialiser followed by `addButton(withTitle:)` for each other
/// title. That gives a different order for action sheets and leaves
/// `firstOtherButtonIndex` at -1 (SEMANTICS L1, L2, S1):
///
/// | call | `.swift` (the default) | `.objectiveC` |
/// |---|---|---|
/// | sheet: destructive "D", cancel "C", others "1", "2" | D=0, C=1, 1=2, 2=3 | D=0, 1=1, 2=2, C=3 |
/// | alert: cancel "C", others "1", "2" | C=0, 1=1, 2=2 | C=0, 1=1, 2=2 |
/// | `firstOtherButtonIndex` | -1 | the first other title (1 above) |
/// | `alertViewShouldEnableFirstOtherButton(_:)` | never consulted | consulted (L13) |
///
/// Pick `.swift` for code that was written in Swift against UIKit: it is what
/// the plain initialisers do, so a rename changes nothing. Pick `.objectiveC`
/// for code ported line by line from Objective-C (where
/// `initWithTitle:…otherButtonTitles:` was called directly), and for code that
/// wants the first other button enabled live as the user types
/// (SEMANTICS L2a, S1a).
public enum LegacyButtonOrder: Sendable, Hashable, CaseIterable {
  /// The order of UIKit's Swift overlay: the other titles are added with
  /// `addButton(withTitle:)` after the initialiser's buttons, and
  /// `firstOtherButtonIndex` stays -1 (SEMANTICS L1, L2, S1).
  case swift
  /// The order of UIKit's Objective-C initialisers: a sheet's cancel button
  /// comes last, and `firstOtherButtonIndex` is the first other title
  /// (SEMANTICS L2a, S1a).
  case objectiveC
}
