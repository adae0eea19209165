import AlertShim
import AlertShimTestSupport
import Testing

/// `LegacyAlertView()` and `LegacyActionSheet()`, UIKit's `init()` followed
/// by setters (Semantics L1b).
@Suite @MainActor struct LegacyEmptyInitTests {
  // Semantics L1b
  @Test func alertView_init_isEmptyWithIndicesAtMinusOne_L1b() {
    let view = LegacyAlertView()
    #expect(view.title == "")  // a String, as UIAlertView.title is in Swift
    #expect(view.message == nil)
    #expect(view.numberOfButtons == 0)
    #expect(view.cancelButtonIndex == -1)
    #expect(view.firstOtherButtonIndex == -1)
  }

  // Semantics L1b: the setters fill it in; cancel stays -1 until set.
  @Test func alertView_init_thenSetters_indexesButtonsFromZero_L1b() {
    let view = LegacyAlertView()
    view.title = "Saved"
    view.message = "Your file is saved."
    #expect(view.addButton(withTitle: "OK") == 0)
    #expect(view.addButton(withTitle: "Open") == 1)
    #expect(titles(of: view) == ["OK", "Open"])
    #expect(view.cancelButtonIndex == -1)
    #expect(view.firstOtherButtonIndex == -1)
    view.cancelButtonIndex = 0
    #expect(view.cancelButtonIndex == 0)
  }

  // Semantics L1b: the view built with setters shows and reports UIKit's indices.
  @Test func alertView_init_thenSetters_showsAndReportsTheTappedIndex_L1b() {
    let host = AlertHost()
    let delegate = LegacyRecorder()
    let view = LegacyAlertView()
    view.delegate = delegate
    view.title = "Saved"
    view.addButton(withTitle: "OK")
    view.addButton(withTitle: "Open")
    view.show(in: host)
    #expect(host.presentedAlert?.title == "Saved")
    host.select(actionTitled: "Open")
    #expect(delegate.events.contains("clicked(1)"))
    #expect(delegate.events.last == "didDismiss(1)")
  }

  // Semantics L1b
  @Test func actionSheet_init_isEmptyWithIndicesAtMinusOne_L1b() {
    let sheet = LegacyActionSheet()
    #expect(sheet.title == "")  // a String, as UIActionSheet.title is in Swift
    #expect(sheet.numberOfButtons == 0)
    #expect(sheet.cancelButtonIndex == -1)
    #expect(sheet.destructiveButtonIndex == -1)
    #expect(sheet.firstOtherButtonIndex == -1)
  }

  // Semantics L1b: buttons are added in order, the special indices set afterwards.
  @Test func actionSheet_init_thenSetters_keepsTheIndicesAsSet_L1b() {
    let sheet = LegacyActionSheet()
    sheet.title = "Photo"
    #expect(sheet.addButton(withTitle: "Delete") == 0)
    #expect(sheet.addButton(withTitle: "Share") == 1)
    #expect(sheet.addButton(withTitle: "Cancel") == 2)
    #expect(sheet.cancelButtonIndex == -1)
    #expect(sheet.destructiveButtonIndex == -1)
    sheet.destructiveButtonIndex = 0
    sheet.cancelButtonIndex = 2
    #expect(titles(of: sheet) == ["Delete", "Share", "Cancel"])
    #expect(sheet.destructiveButtonIndex == 0)
    #expect(sheet.cancelButtonIndex == 2)
    #expect(sheet.firstOtherButtonIndex == -1)
  }

  // Semantics L1b: `title` is a `String`, as `UIAlertView.title` and `UIActionSheet.title`
  // are in Swift, so code that read it on UIKit means the same after the rename.
  @Test func title_givenNil_readsAsTheEmptyString_andAnEmptyTitleIsShownAsNone_L1b() {
    let view = LegacyAlertView(title: nil, message: "Saved", delegate: nil, cancelButtonTitle: "OK")
    #expect(view.title.isEmpty)
    #expect("[\(view.title)]" == "[]")
    let sheet = LegacyActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
    #expect(sheet.title == "")
    let host = AlertHost()
    view.show(in: host)
    #expect(host.presentedAlert?.title == nil)  // no title line, as with nil
    host.select(actionTitled: "OK")
    view.title = "Done"
    view.show(in: host)
    #expect(host.presentedAlert?.title == "Done")
    #expect(view.description.hasPrefix("LegacyAlertView(title: \"Done\""))
  }

  // Semantics L17: UIKit's imported methods let code ignore their results; so do these, so a
  // renamed statement such as `alert.buttonTitle(at: 0)` builds without a new warning (this
  // test is compiled with warnings as errors).
  @Test func buttonTitleAndTextField_resultsMayBeIgnored_asOnUIKit() {
    let view = LegacyAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
    view.alertViewStyle = .plainTextInput
    view.buttonTitle(at: 0)
    view.textField(at: 0)
    let sheet = LegacyActionSheet(
      title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
    sheet.buttonTitle(at: 0)
    #expect(view.buttonTitle(at: 0) == "OK")
    #expect(view.textField(at: 0) != nil)
    #expect(sheet.buttonTitle(at: 0) == "Cancel")
  }
}
