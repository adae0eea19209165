import AlertShim
import AlertShimTestSupport
import Testing

/// The two button orders of the legacy initialisers: UIKit's Swift overlay
/// (the default) and UIKit's Objective-C initialisers (`buttonOrder: .objectiveC`).
///
/// Source of the Swift order: the Swift overlay of UIKit implements the variadic
/// initialisers as the plain initialiser followed by `addButton(withTitle:)`
/// for each other title ("Overlays for variadic initializers",
/// stdlib/public/Darwin/UIKit/UIKit.swift in the Swift repository).
@Suite @MainActor struct LegacyButtonOrderTests {
  // MARK: Alerts

  // SEMANTICS L1: the variadic initialiser is the plain one plus addButton, title by title.
  @Test(arguments: [nil, "Cancel"] as [String?])
  func alert_variadicInit_equalsPlainInitPlusAddButton(cancel: String?) {
    let variadic = LegacyAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: cancel,
      otherButtonTitles: "A", "B", "C")
    let stepwise = LegacyAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: cancel)
    for title in ["A", "B", "C"] { stepwise.addButton(withTitle: title) }
    #expect(titles(of: variadic) == titles(of: stepwise))
    #expect(variadic.cancelButtonIndex == stepwise.cancelButtonIndex)
    #expect(variadic.firstOtherButtonIndex == stepwise.firstOtherButtonIndex)
    #expect(variadic.numberOfButtons == (cancel == nil ? 3 : 4))
  }

  // SEMANTICS L1: the Swift repository's own UIKit test: "Abort" and "Cry", "Apologize".
  @Test func alert_swiftOverlayExample_hasCancelZeroAndThreeButtons() {
    let view = LegacyAlertView(
      title: "Oops", message: "The operation completed successfully.", delegate: nil,
      cancelButtonTitle: "Abort", otherButtonTitles: "Cry", "Apologize")
    #expect(view.cancelButtonIndex == 0)
    #expect(view.numberOfButtons == 3)
    #expect(titles(of: view) == ["Abort", "Cry", "Apologize"])
  }

  // SEMANTICS L2: -1 after every Swift-shaped initialiser.
  @Test func alert_swiftShapedInitialisers_leaveFirstOtherAtMinusOne() {
    let plain = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: "C")
    let one = LegacyAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: "C", otherButtonTitles: "1")
    let noCancel = LegacyAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: nil, otherButtonTitles: "1", "2")
    let explicitSwift = LegacyAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: "C", otherButtonTitles: "1",
      buttonOrder: .swift)
    #expect(
      [plain, one, noCancel, explicitSwift].map(\.firstOtherButtonIndex) == [-1, -1, -1, -1])
    #expect([plain, one, noCancel, explicitSwift].map(\.cancelButtonIndex) == [0, 0, -1, 0])
  }

  // SEMANTICS L2, L13: a Swift-shaped alert never consults the delegate, at presentation or on edits.
  @Test func alert_swiftOrder_neverConsultsShouldEnableFirstOtherButton() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    delegate.enablesFirstOtherButton = { _ in false }
    let view = LegacyAlertView(
      title: "Sign in", message: nil, delegate: delegate, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Sign In")
    view.alertViewStyle = .plainTextInput
    view.show(in: host)
    host.typeText("ann", intoTextFieldAt: 0)
    #expect(!delegate.events.contains("shouldEnable"))
    #expect(host.presentedAlert?.actions.map(\.isEnabled) == [true, true])
    #expect(host.select(actionAt: 1))
    #expect(delegate.events.contains("clicked(1)"))
  }

  // SEMANTICS L2a: same indices as L1; firstOtherButtonIndex 1 with a cancel title, 0 without.
  @Test func alert_objectiveCOrder_setsFirstOtherButtonIndex() {
    let withCancel = LegacyAlertView(
      title: "Name", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Save", "Later", buttonOrder: .objectiveC)
    let withoutCancel = LegacyAlertView(
      title: "Name", message: nil, delegate: nil, cancelButtonTitle: nil,
      otherButtonTitles: "Save", buttonOrder: .objectiveC)
    #expect(titles(of: withCancel) == ["Cancel", "Save", "Later"])
    #expect(withCancel.cancelButtonIndex == 0)
    #expect(withCancel.firstOtherButtonIndex == 1)
    #expect(titles(of: withoutCancel) == ["Save"])
    #expect(withoutCancel.cancelButtonIndex == -1)
    #expect(withoutCancel.firstOtherButtonIndex == 0)
  }

  // SEMANTICS L2a (bad input): no other titles behaves like the Swift initialiser.
  @Test func alert_objectiveCOrder_withoutOthers_behavesLikeSwift() {
    let objc = LegacyAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK", buttonOrder: .objectiveC)
    let swift = LegacyAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
    #expect(titles(of: objc) == titles(of: swift))
    #expect(objc.cancelButtonIndex == swift.cancelButtonIndex)
    #expect(objc.firstOtherButtonIndex == -1)
  }

  // SEMANTICS L2a, L13: live enabling of the first other button as the user types.
  @Test func alert_objectiveCOrder_enablesFirstOtherButtonLive() {
    let host = AlertHost()
    let delegate = LegacyRecorder(enablesFirstOtherButton: { _ in true })
    delegate.enablesFirstOtherButton = { !($0.textField(at: 0)?.text ?? "").isEmpty }
    let view = LegacyAlertView(
      title: "Name", message: nil, delegate: delegate, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Save", buttonOrder: .objectiveC)
    view.alertViewStyle = .plainTextInput
    view.show(in: host)
    #expect(host.presentedAlert?.actions.map(\.isEnabled) == [true, false])
    host.typeText("Ann", intoTextFieldAt: 0)
    #expect(host.presentedAlert?.actions.map(\.isEnabled) == [true, true])
    #expect(delegate.events.filter { $0 == "shouldEnable" }.count == 2)
  }

  // SEMANTICS L4, L5, L6 under both orders: the index diagnostics do not depend on the order.
  @Test(arguments: LegacyButtonOrder.allCases)
  func alert_badInput_keepsItsDiagnostics(order: LegacyButtonOrder) {
    let view = LegacyAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: "C", otherButtonTitles: "1",
      buttonOrder: order)
    #expect(issueKinds { _ = view.buttonTitle(at: 2) } == [.buttonIndexOutOfRange])
    var added = 0
    #expect(issueKinds { added = view.addButton(withTitle: nil) } == [.missingButtonTitle])
    #expect(added == -1)
    #expect(issueKinds { view.cancelButtonIndex = 9 }.isEmpty)
    #expect(view.cancelButtonIndex == 9)
    #expect(view.numberOfButtons == 2)
  }

  // MARK: Sheets

  // SEMANTICS S1: C "C", D "D", others "1", "2", "3" give D=0, C=1, 1=2, 2=3, 3=4.
  @Test func sheet_swiftOrder_putsCancelRightAfterDestructive() {
    let sheet = LegacyActionSheet(
      title: "Sheet", delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: "D",
      otherButtonTitles: "1", "2", "3")
    #expect(titles(of: sheet) == ["D", "C", "1", "2", "3"])
    #expect(sheet.destructiveButtonIndex == 0)
    #expect(sheet.cancelButtonIndex == 1)
    #expect(sheet.firstOtherButtonIndex == -1)
  }

  // SEMANTICS S1: without a destructive title C=0; without a cancel title D=0; others start at 1.
  @Test func sheet_swiftOrder_withOneSpecialButton_startsOthersAtOne() {
    let noDestructive = LegacyActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: nil,
      otherButtonTitles: "1", "2")
    let noCancel = LegacyActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: "D",
      otherButtonTitles: "1", "2")
    #expect(titles(of: noDestructive) == ["C", "1", "2"])
    #expect(noDestructive.cancelButtonIndex == 0)
    #expect(noDestructive.destructiveButtonIndex == -1)
    #expect(titles(of: noCancel) == ["D", "1", "2"])
    #expect(noCancel.destructiveButtonIndex == 0)
    #expect(noCancel.cancelButtonIndex == -1)
    #expect([noDestructive, noCancel].map(\.firstOtherButtonIndex) == [-1, -1])
  }

  // SEMANTICS S1: the variadic sheet initialiser is the plain one plus addButton.
  @Test func sheet_variadicInit_equalsPlainInitPlusAddButton() {
    let variadic = LegacyActionSheet(
      title: "T", delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: "D",
      otherButtonTitles: "1", "2")
    let stepwise = LegacyActionSheet(
      title: "T", delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: "D")
    stepwise.addButton(withTitle: "1")
    stepwise.addButton(withTitle: "2")
    #expect(titles(of: variadic) == titles(of: stepwise))
    #expect(variadic.cancelButtonIndex == stepwise.cancelButtonIndex)
    #expect(variadic.destructiveButtonIndex == stepwise.destructiveButtonIndex)
    #expect(variadic.firstOtherButtonIndex == stepwise.firstOtherButtonIndex)
  }

  // SEMANTICS S1a: D=0, 1=1, 2=2, 3=3, C=4, firstOtherButtonIndex 1.
  @Test func sheet_objectiveCOrder_putsCancelLast() {
    let sheet = LegacyActionSheet(
      title: "Sheet", delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: "D",
      otherButtonTitles: "1", "2", "3", buttonOrder: .objectiveC)
    #expect(titles(of: sheet) == ["D", "1", "2", "3", "C"])
    #expect(sheet.destructiveButtonIndex == 0)
    #expect(sheet.cancelButtonIndex == 4)
    #expect(sheet.firstOtherButtonIndex == 1)
  }

  // SEMANTICS S1a (bad input): no other titles behaves like the Swift initialiser.
  @Test func sheet_objectiveCOrder_withoutOthers_behavesLikeSwift() {
    let objc = LegacyActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: "D",
      buttonOrder: .objectiveC)
    #expect(titles(of: objc) == ["D", "C"])
    #expect(objc.cancelButtonIndex == 1)
    #expect(objc.firstOtherButtonIndex == -1)
  }

  // SEMANTICS S2: addButton appends after the others (and after the cancel button) in the Swift order.
  @Test func sheet_swiftOrder_addButton_appendsAndReturnsPreviousCount() {
    let sheet = LegacyActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: nil,
      otherButtonTitles: "1")
    #expect(sheet.addButton(withTitle: "2") == 2)
    #expect(titles(of: sheet) == ["C", "1", "2"])
    #expect(sheet.cancelButtonIndex == 0)
    #expect(issueKinds { _ = sheet.buttonTitle(at: 3) } == [.buttonIndexOutOfRange])
  }

  // SEMANTICS S3 in the Swift order: index 1 is the cancel style, index 0 destructive.
  @Test func sheet_swiftOrder_stylesFollowTheIndices() {
    let host = AlertHost()
    let sheet = LegacyActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: "D",
      otherButtonTitles: "1")
    sheet.show(in: host)
    #expect(host.presentedAlert?.actions.map(\.style) == [.destructive, .cancel, .default])
  }

  // MARK: Real code, written against UIKit in Swift

  /// The shape of a chat app's profile screen (jpush/jchat-swift): a sheet
  /// tagged 1002 with cancel "取消" and the genders as other titles, and a
  /// delegate that switches on the index the way UIKit gave it in Swift:
  /// 0 is the cancel button, 1…3 the genders.
  final class GenderScreen: LegacyActionSheetDelegate {
    var savedGender: String?
    var cancelled = false
    func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
      guard actionSheet.tag == 1002 else { return }
      switch buttonIndex {
      case 1: savedGender = "男"
      case 2: savedGender = "女"
      case 3: savedGender = "保密"
      default: cancelled = true
      }
    }
  }

  // SEMANTICS S1, L17: Cancel on the gender sheet reaches the cancel branch, and
  // each gender button saves its own gender.
  @Test(arguments: [("取消", nil), ("男", "男"), ("女", "女"), ("保密", "保密")] as [(String, String?)])
  func jchatGenderSheet_eachButton_reachesItsBranch(tapped: String, saved: String?) {
    let host = AlertHost()
    let screen = GenderScreen()
    let sheet = LegacyActionSheet(
      title: nil, delegate: screen, cancelButtonTitle: "取消", destructiveButtonTitle: nil,
      otherButtonTitles: "男", "女", "保密")
    sheet.tag = 1002
    sheet.show(in: host)
    #expect(host.select(actionTitled: tapped))
    #expect(screen.savedGender == saved)
    #expect(screen.cancelled == (saved == nil))
  }

  /// The shape of the chat screen's "clear chat history" sheet: cancel and
  /// one other title; the delegate clears on index 1, as UIKit gave it in Swift.
  final class ChatScreen: LegacyActionSheetDelegate {
    var messages = ["hi", "hello"]
    func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
      if buttonIndex == 1 { messages.removeAll() }
    }
  }

  // SEMANTICS S1, L17: Cancel on "clear chat history" keeps every message; the
  // clear button clears.
  @Test(arguments: [("取消", ["hi", "hello"]), ("清空聊天记录", [])] as [(String, [String])])
  func jchatClearHistorySheet_eachButton_reachesItsBranch(tapped: String, left: [String]) {
    let host = AlertHost()
    let screen = ChatScreen()
    let sheet = LegacyActionSheet(
      title: nil, delegate: screen, cancelButtonTitle: "取消", destructiveButtonTitle: nil,
      otherButtonTitles: "清空聊天记录")
    sheet.show(in: host)
    #expect(host.select(actionTitled: tapped))
    #expect(screen.messages == left)
  }

  // SEMANTICS S1, S6: the Swift-order cancel button stays the popover's tap outside.
  @Test func sheet_swiftOrder_popoverTapOutside_clicksCancelIndexOne() {
    let host = AlertHost(traits: .regular)
    let delegate = LegacyRecorder()
    let sheet = LegacyActionSheet(
      title: nil, delegate: delegate, cancelButtonTitle: "C", destructiveButtonTitle: "D",
      otherButtonTitles: "1")
    sheet.show(from: .barItem("share"), in: host)
    host.tapOutside()
    #expect(
      Array(delegate.events.prefix(4)) == [
        "willPresent", "didPresent", "clicked(1)", "willDismiss(1)",
      ])
  }
}
