// Identity equality and hashing, as `UIAlertView` and `UIActionSheet` have it from `NSObject`:
// a rename leaves `alertView == logoutAlert`, `[UIAlertView: Int]` and `Set<UIActionSheet>`
// meaning what they meant (two references to the same object). `AlertTextField`, which
// `textField(at:)` returns, compares the same way (Modern/AlertTextField.swift).

extension LegacyAlertView: Hashable {
  /// Whether `lhs` and `rhs` are the same view (`===`), as `UIAlertView` compares.
  public nonisolated static func == (lhs: LegacyAlertView, rhs: LegacyAlertView) -> Bool {
    lhs === rhs
  }

  /// Hashes the view's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension LegacyActionSheet: Hashable {
  /// Whether `lhs` and `rhs` are the same sheet (`===`), as `UIActionSheet` compares.
  public nonisolated static func == (lhs: LegacyActionSheet, rhs: LegacyActionSheet) -> Bool {
    lhs === rhs
  }

  /// Hashes the sheet's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
