import AlertShim
import AlertShimTestSupport
import Testing

/// `LegacyActionSheet` (SEMANTICS S1a–S6). The sheets here use the
/// Objective-C order, whose cancel button comes last; the Swift order's
/// indices are pinned by `LegacyButtonOrderTests`.
@Suite @MainActor struct LegacyActionSheetTests {
  func makeSheet(
    _ delegate: (any LegacyActionSheetDelegate)? = nil, cancel: String? = "C",
    destructive: String? = "D"
  ) -> LegacyActionSheet {
    LegacyActionSheet(
      title: "Sheet", delegate: delegate, cancelButtonTitle: cancel,
      destructiveButtonTitle: destructive, otherButtonTitles: "1", "2", "3",
      buttonOrder: .objectiveC)
  }

  // SEMANTICS S1a
  @Test func objectiveCOrder_ordersDestructiveOthersCancel() {
    let sheet = makeSheet()
    #expect(titles(of: sheet) == ["D", "1", "2", "3", "C"])
    #expect(sheet.destructiveButtonIndex == 0)
    #expect(sheet.firstOtherButtonIndex == 1)
    #expect(sheet.cancelButtonIndex == 4)
  }

  // SEMANTICS S1a, S2
  @Test func objectiveCOrder_withoutDestructiveOrCancel_leavesIndicesAtMinusOne() {
    let sheet = makeSheet(cancel: nil, destructive: nil)
    #expect(titles(of: sheet) == ["1", "2", "3"])
    #expect(sheet.destructiveButtonIndex == -1)
    #expect(sheet.cancelButtonIndex == -1)
    #expect(sheet.firstOtherButtonIndex == 0)
  }

  // SEMANTICS S2: no other titles.
  @Test func init_withoutOthers_hasNoFirstOtherButton() {
    let sheet = LegacyActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: "D")
    #expect(titles(of: sheet) == ["D", "C"])
    #expect(sheet.firstOtherButtonIndex == -1)
    #expect(sheet.cancelButtonIndex == 1)
  }

  // SEMANTICS S2
  @Test func addButton_appendsAfterCancel_andReturnsPreviousCount() {
    let sheet = makeSheet()
    #expect(sheet.addButton(withTitle: "4") == 5)
    #expect(titles(of: sheet) == ["D", "1", "2", "3", "C", "4"])
    #expect(sheet.cancelButtonIndex == 4)
  }

  // SEMANTICS S2
  @Test func setters_storeAnyValue() {
    let sheet = makeSheet()
    sheet.cancelButtonIndex = 10
    sheet.destructiveButtonIndex = -3
    #expect(sheet.cancelButtonIndex == 10)
    #expect(sheet.destructiveButtonIndex == -3)
  }

  // SEMANTICS S3
  @Test func controller_stylesDestructiveCancelAndDefault() {
    let host = AlertHost(renderer: HeadlessRenderer(mode: .manual))
    let sheet = makeSheet()
    sheet.show(in: host)
    let actions = sheet.alertController?.actions ?? []
    #expect(actions.map(\.style) == [.destructive, .default, .default, .default, .cancel])
    #expect(sheet.alertController?.preferredStyle == .actionSheet)
  }

  // SEMANTICS S3: one index that is both is destructive.
  @Test func controller_indexBothDestructiveAndCancel_isDestructive() {
    let host = AlertHost(renderer: HeadlessRenderer(mode: .manual))
    let sheet = makeSheet()
    sheet.cancelButtonIndex = 0
    sheet.show(in: host)
    #expect(sheet.alertController?.actions.first?.style == .destructive)
    #expect(sheet.alertController?.cancelAction == nil)
  }

  // SEMANTICS S3: a single button is never destructive.
  @Test func controller_singleButton_ignoresDestructive() {
    let host = AlertHost(renderer: HeadlessRenderer(mode: .manual))
    let sheet = LegacyActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: "Only")
    sheet.show(in: host)
    #expect(sheet.alertController?.actions.map(\.style) == [.default])
  }

  // SEMANTICS S4: the L8 order with the sheet's delegate methods.
  @Test func tap_sendsClickedWillDidDismiss() {
    let host = AlertHost()
    let delegate = LegacyRecorder()
    let sheet = makeSheet(delegate)
    sheet.show(in: host)
    host.select(actionTitled: "2")
    #expect(
      delegate.events == [
        "willPresent", "didPresent", "clicked(2)", "willDismiss(2)", "didDismiss(2)",
      ])
    #expect(!sheet.isVisible)
  }

  // SEMANTICS S4, L10: the default actionSheetCancel simulates a cancel click.
  @Test func systemCancel_withoutCancelMethod_clicksCancel() {
    let host = AlertHost()
    let delegate = LegacyRecorder()
    makeSheet(delegate).show(in: host)
    delegate.clear()
    host.cancelBySystem()
    #expect(delegate.events == ["clicked(4)", "willDismiss(4)", "didDismiss(4)"])
  }

  // SEMANTICS S4, L10
  @Test func systemCancel_withCancelMethod_sendsCancel() {
    let host = AlertHost()
    let delegate = LegacyRecorder(handlesSystemCancel: true)
    makeSheet(delegate).show(in: host)
    delegate.clear()
    host.cancelBySystem()
    #expect(delegate.events == ["cancel", "willDismiss(4)", "didDismiss(4)"])
  }

  // SEMANTICS S4, L9
  @Test func dismissWithClickedButtonIndex_sendsNoClicked() {
    let host = AlertHost()
    let delegate = LegacyRecorder()
    let sheet = makeSheet(delegate)
    sheet.show(in: host)
    delegate.clear()
    sheet.dismiss(withClickedButtonIndex: 3, animated: false)
    #expect(delegate.events == ["willDismiss(3)", "didDismiss(3)"])
  }

  // SEMANTICS S4, L16
  @Test func shownSheet_keepsItselfAlive_thenIsReleased() {
    let host = AlertHost()
    weak var weakSheet: LegacyActionSheet?
    do {
      let sheet = makeSheet()
      weakSheet = sheet
      sheet.show(in: host)
    }
    #expect(weakSheet != nil)
    host.tapOutside()
    #expect(weakSheet == nil)
  }

  // SEMANTICS S5: compact host records the anchor; the sheet is full width.
  @Test func showFrom_onCompactHost_recordsAnchor_notPopover() {
    let host = AlertHost(traits: .compact)
    let sheet = makeSheet()
    sheet.show(from: .barItem("share"), in: host)
    #expect(host.presentedAlert?.anchor == .barItem("share"))
    #expect(host.presentedAlert?.isPopover == false)
    #expect(host.presentedAlert?.displayedActions.count == 5)
  }

  // SEMANTICS S5: regular host shows a popover at the anchor.
  @Test func showFrom_onRegularHost_isPopoverAtAnchor() {
    let host = AlertHost(traits: .regular)
    let sheet = makeSheet()
    let anchor = AlertAnchor.rect(x: 10, y: 20, width: 30, height: 40)
    let kinds = issueKinds { sheet.show(from: anchor, in: host) }
    #expect(kinds.isEmpty)
    #expect(host.presentedAlert?.anchor == anchor)
    #expect(host.presentedAlert?.isPopover == true)
  }

  // SEMANTICS S5: show(in:) on a regular host uses a 1×1 anchor at the centre.
  @Test func showIn_onRegularHost_usesCentredAnchor_withoutDiagnostic() {
    let host = AlertHost(traits: .regular)
    host.canvasSize = AlertSize(width: 800, height: 600)
    let kinds = issueKinds { makeSheet().show(in: host) }
    #expect(kinds.isEmpty)
    #expect(host.presentedAlert?.anchor == .rect(x: 400, y: 300, width: 1, height: 1))
  }

  // SEMANTICS S6: in a popover the cancel button is hidden and cannot be tapped.
  @Test func popover_hidesCancel_andRefusesTappingIt() {
    let host = AlertHost(traits: .regular)
    let delegate = LegacyRecorder()
    makeSheet(delegate).show(in: host)
    #expect(host.presentedAlert?.displayedActions.map(\.title) == ["D", "1", "2", "3"])
    let (accepted, issues) = AlertDiagnostics.capture { host.select(actionAt: 4) }
    #expect(!accepted)
    #expect(issues.map(\.kind) == [.actionNotDisplayed])
    #expect(delegate.events == ["willPresent", "didPresent"])
  }

  // SEMANTICS S6: a tap outside a popover clicks the cancel index.
  @Test func popover_tapOutside_clicksCancelIndex() {
    let host = AlertHost(traits: .regular)
    let delegate = LegacyRecorder()
    makeSheet(delegate).show(in: host)
    delegate.clear()
    #expect(host.tapOutside())
    #expect(delegate.events == ["clicked(4)", "willDismiss(4)", "didDismiss(4)"])
  }

  // SEMANTICS S6: without a cancel button, a tap outside a popover gives -1.
  @Test func popover_tapOutside_withoutCancel_clicksMinusOne() {
    let host = AlertHost(traits: .regular)
    let delegate = LegacyRecorder()
    makeSheet(delegate, cancel: nil).show(in: host)
    delegate.clear()
    #expect(host.tapOutside())
    #expect(delegate.events == ["clicked(-1)", "willDismiss(-1)", "didDismiss(-1)"])
  }

  // SEMANTICS S6: on a compact host a tap outside is a tap on cancel.
  @Test func compact_tapOutside_clicksCancel() {
    let host = AlertHost(traits: .compact)
    let delegate = LegacyRecorder()
    makeSheet(delegate).show(in: host)
    delegate.clear()
    host.tapOutside()
    #expect(delegate.events == ["clicked(4)", "willDismiss(4)", "didDismiss(4)"])
  }

  // SEMANTICS S6: on a compact host without cancel a tap outside does nothing.
  @Test func compact_tapOutside_withoutCancel_doesNothing() {
    let host = AlertHost(traits: .compact)
    let delegate = LegacyRecorder()
    let sheet = makeSheet(delegate, cancel: nil)
    sheet.show(in: host)
    delegate.clear()
    #expect(!host.tapOutside())
    #expect(delegate.events.isEmpty)
    #expect(sheet.isVisible)
  }

  // SEMANTICS L14 for sheets.
  @Test func destructiveIndex_whileShown_isRefused() {
    let host = AlertHost()
    let sheet = makeSheet()
    sheet.show(in: host)
    #expect(issueKinds { sheet.destructiveButtonIndex = 2 } == [.buttonsFrozen])
    #expect(sheet.destructiveButtonIndex == 0)
  }
}
