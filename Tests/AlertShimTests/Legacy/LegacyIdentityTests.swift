import AlertShim
import Testing

/// `UIAlertView`, `UIActionSheet` and `UITextField` are `NSObject`s: equal and hashed by
/// identity. After the rename, `alertView == logoutAlert`, `[UIAlertView: …]` keys and
/// `Set<UIActionSheet>` keep that meaning.
@MainActor @Suite struct LegacyIdentityTests {
  @Test func alertViews_areEqualOnlyToThemselves_asKeysToo() {
    let logout = LegacyAlertView(
      title: "Log out?", message: nil, delegate: nil, cancelButtonTitle: "No")
    let twin = LegacyAlertView(
      title: "Log out?", message: nil, delegate: nil, cancelButtonTitle: "No")
    #expect(logout == logout)
    #expect(logout != twin)  // same contents, another view
    let handlers: [LegacyAlertView: String] = [logout: "logout", twin: "twin"]
    #expect(handlers[logout] == "logout")
    #expect(handlers[twin] == "twin")
    #expect(Set([logout, logout, twin]).count == 2)
  }

  @Test func actionSheets_areEqualOnlyToThemselves() {
    let sheet = LegacyActionSheet(
      title: "Share", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
    let other = LegacyActionSheet(
      title: "Share", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
    var sheets: Set<LegacyActionSheet> = [sheet, other]
    #expect(sheet != other)
    sheets.remove(sheet)
    #expect(sheets == [other])
  }

  @Test func textFields_areEqualOnlyToThemselves() {
    let alert = LegacyAlertView(
      title: "Sign in", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
    alert.alertViewStyle = .loginAndPasswordInput
    let login = alert.textField(at: 0)
    #expect(login != nil)
    #expect(login == alert.textField(at: 0))
    #expect(login != alert.textField(at: 1))
  }
}
