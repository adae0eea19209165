import AlertShim
import AlertShimTestSupport
import Testing

/// A legacy view with nothing to display is refused at `show()` (Semantics U12):
/// UIKit asserts when a `UIAlertController` has no title, no message and no action.
@Suite @MainActor struct LegacyEmptyShowTests {
  // Semantics U12, D1: one issue, nothing shown, no callback, the view unchanged.
  @Test func alertView_withNothingToDisplay_isRefusedAtShow_U12() {
    let host = AlertHost()
    let delegate = LegacyRecorder()
    let view = LegacyAlertView()
    view.delegate = delegate
    let (_, issues) = AlertDiagnostics.capture { view.show(in: host) }
    #expect(issues.map(\.kind) == [.alertWithoutActions])
    #expect(host.presentedAlert == nil)
    #expect(delegate.events.isEmpty)
    #expect(view.isVisible == false)
    // Still usable: once it has a button it shows.
    view.addButton(withTitle: "OK")
    view.show(in: host)
    #expect(host.presentedAlert?.actions.map(\.title) == ["OK"])
  }

  // Semantics U12: empty strings count as nothing, as UIKit's length checks do.
  @Test func actionSheet_withEmptyTitleAndNoButton_isRefusedAtShow_U12() {
    let host = AlertHost()
    let sheet = LegacyActionSheet()
    sheet.title = ""
    let (_, issues) = AlertDiagnostics.capture { sheet.show(in: host) }
    #expect(issues.map(\.kind) == [.alertWithoutActions])
    #expect(host.presentedAlert == nil)
    #expect(sheet.isVisible == false)
  }

  // Semantics U12: a title alone is enough to display (the host reports the missing actions).
  @Test func alertView_withATitleButNoButton_isShown_U12() {
    let host = AlertHost()
    let view = LegacyAlertView()
    view.title = "Working…"
    let (_, issues) = AlertDiagnostics.capture { view.show(in: host) }
    #expect(host.presentedAlert?.title == "Working…")
    #expect(issues.map(\.kind) == [.alertWithoutActions])
    host.cancelAll()
  }
}
