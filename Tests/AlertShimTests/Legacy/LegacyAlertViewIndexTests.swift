import AlertShim
import Testing

/// Index bookkeeping of `LegacyAlertView` (SEMANTICS L1–L6).
@Suite @MainActor struct LegacyAlertViewIndexTests {
  // SEMANTICS L1, L2
  @Test func init_withCancelAndOthers_putsCancelFirst() {
    let view = LegacyAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: "One", "Two")
    #expect(titles(of: view) == ["Cancel", "One", "Two"])
    #expect(view.cancelButtonIndex == 0)
    // The Swift overlay adds the other titles with addButton (SEMANTICS L2).
    #expect(view.firstOtherButtonIndex == -1)
    #expect(view.numberOfButtons == 3)
  }

  // SEMANTICS L1, L2
  @Test func init_withoutCancel_startsOthersAtZero() {
    let view = LegacyAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: nil,
      otherButtonTitles: "One", "Two")
    #expect(titles(of: view) == ["One", "Two"])
    #expect(view.cancelButtonIndex == -1)
    #expect(view.firstOtherButtonIndex == -1)
  }

  // SEMANTICS L1, L2: the call shape with no other titles.
  @Test func init_withOnlyCancel_hasNoFirstOtherButton() {
    let view = LegacyAlertView(
      title: "T", message: "M", delegate: nil, cancelButtonTitle: "OK")
    #expect(titles(of: view) == ["OK"])
    #expect(view.cancelButtonIndex == 0)
    #expect(view.firstOtherButtonIndex == -1)
  }

  // SEMANTICS L1: the call shape with one other title.
  @Test func init_withOneOther_indexesIt() {
    let view = LegacyAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: "No",
      otherButtonTitles: "Yes")
    #expect(titles(of: view) == ["No", "Yes"])
    #expect(view.firstOtherButtonIndex == -1)
  }

  // SEMANTICS L2
  @Test func init_withNothing_hasNoButtons() {
    let view = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
    #expect(view.numberOfButtons == 0)
    #expect(view.cancelButtonIndex == -1)
    #expect(view.firstOtherButtonIndex == -1)
  }

  // SEMANTICS L3
  @Test func addButton_returnsPreviousCount_andKeepsSpecialIndices() {
    let view = LegacyAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: "One")
    #expect(view.addButton(withTitle: "Two") == 2)
    #expect(view.addButton(withTitle: "Three") == 3)
    #expect(view.numberOfButtons == 4)
    #expect(view.cancelButtonIndex == 0)
    #expect(view.firstOtherButtonIndex == -1)
  }

  // SEMANTICS L2, L3: buttons added later are never the "first other" button.
  @Test func addButton_onViewWithoutOthers_leavesFirstOtherAtMinusOne() {
    let view = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
    #expect(view.addButton(withTitle: "A") == 0)
    #expect(view.firstOtherButtonIndex == -1)
    #expect(view.cancelButtonIndex == -1)
  }

  // SEMANTICS L4
  @Test func cancelButtonIndex_storesAnyValueWithoutValidation() {
    let view = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
    let kinds = issueKinds { view.cancelButtonIndex = 42 }
    #expect(view.cancelButtonIndex == 42)
    #expect(kinds.isEmpty)
  }

  // SEMANTICS L4
  @Test func tag_defaultsToZero_andStoresValues() {
    let view = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
    #expect(view.tag == 0)
    view.tag = -7
    #expect(view.tag == -7)
  }

  // SEMANTICS L5
  @Test(arguments: [-1, 2, 99])
  func buttonTitle_outOfRange_isNilWithOneDiagnostic(index: Int) {
    let view = LegacyAlertView(
      title: "Hello", message: nil, delegate: nil, cancelButtonTitle: "A",
      otherButtonTitles: "B")
    let (title, issues) = AlertDiagnostics.capture { view.buttonTitle(at: index) }
    #expect(title == nil)
    #expect(issues.map(\.kind) == [.buttonIndexOutOfRange])
    #expect(issues.first?.message.contains("LegacyAlertView \"Hello\"") == true)
  }

  // SEMANTICS L6
  @Test func addButton_withNilTitle_addsNothing_returnsMinusOne() {
    let view = LegacyAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: "A")
    let (index, issues) = AlertDiagnostics.capture { view.addButton(withTitle: nil) }
    #expect(index == -1)
    #expect(view.numberOfButtons == 1)
    #expect(issues.map(\.kind) == [.missingButtonTitle])
    #expect(issues.first?.message.contains("Buttons added must have a title") == true)
  }

  // SEMANTICS L15
  @Test func controller_mapsButtonsToActionsInOrder_withCancelStyle() {
    let host = AlertHost(renderer: HeadlessRenderer(mode: .manual))
    let view = LegacyAlertView(
      title: "T", message: "M", delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: "A", "B")
    view.show(in: host)
    let actions = view.alertController?.actions ?? []
    #expect(actions.map(\.title) == ["Cancel", "A", "B"])
    #expect(actions.map(\.style) == [.cancel, .default, .default])
    #expect(view.alertController?.message == "M")
    #expect(view.alertController?.preferredStyle == .alert)
  }

  // SEMANTICS L15: the style follows cancelButtonIndex as set, not the init.
  @Test func controller_usesCancelIndexAsSet() {
    let host = AlertHost(renderer: HeadlessRenderer(mode: .manual))
    let view = LegacyAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: nil,
      otherButtonTitles: "A", "B")
    view.cancelButtonIndex = 1
    view.show(in: host)
    #expect(view.alertController?.actions.map(\.style) == [.default, .cancel])
  }
}

/// `UIAlertView` has no destructive buttons, and neither has `LegacyAlertView`.
@Suite @MainActor struct LegacyAlertViewDestructiveTests {
  // SEMANTICS L15: an alert view's buttons are cancel or default, whatever their index.
  @Test func alertView_neverShowsADestructiveAction() {
    let host = AlertHost()
    let view = LegacyAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Delete", "Keep", buttonOrder: .objectiveC)
    view.show(in: host)
    #expect(host.presentedAlert?.actions.map(\.style) == [.cancel, .default, .default])
  }
}
