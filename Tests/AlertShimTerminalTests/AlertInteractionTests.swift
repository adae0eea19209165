import AlertShim
import Testing

@testable import AlertShimTerminal

/// Key bindings: focus, choosing, editing (`AlertInteraction`).
@Suite struct AlertInteractionTests {
  /// Cancel, Archive (disabled), Delete (preferred): Cancel is shown last.
  let threeButtons = DisplayedAlert(
    title: "Delete file?",
    actions: [
      .init("Cancel", role: .cancel), .init("Archive", isEnabled: false),
      .init("Delete", isPreferred: true),
    ])

  let login = DisplayedAlert(
    title: "Log In",
    actions: [.init("Cancel", role: .cancel), .init("Log In", isEnabled: false)],
    textFields: [.plain(placeholder: "Login"), .secure(placeholder: "Password", length: 0)])

  /// Feeds `keys` and returns the commands and the focus after them.
  func press(
    _ keys: [Key], in alert: DisplayedAlert, texts: [String] = []
  ) -> (commands: [AlertCommand], focus: AlertFocus?) {
    var interaction = AlertInteraction(alert, texts: texts)
    var commands: [AlertCommand] = []
    for key in keys {
      if let command = interaction.handle(key, in: alert, texts: texts) { commands.append(command) }
    }
    return (commands, interaction.focus)
  }

  // MARK: Focus

  @Test func focus_startsOnTheReturnKeyButton() {
    #expect(press([], in: threeButtons).focus == .action(2))
  }

  // A bare Return never chooses a destructive action unless
  // the app made it the preferred one.

  @Test func focus_skipsADestructiveDefaultAction_forCancel() {
    // SEMANTICS M5 makes Delete the default action of Cancel / Delete.
    let alert = DisplayedAlert(
      actions: [
        .init("Cancel", role: .cancel), .init("Delete", role: .destructive, isPreferred: true),
      ])
    #expect(press([], in: alert).focus == .action(0))
    #expect(press([.enter], in: alert).commands == [.select(0)])
  }

  @Test func focus_startsOnAPreferredAction_evenADestructiveOne() {
    let alert = DisplayedAlert(
      actions: [
        .init("Cancel", role: .cancel),
        .init("Delete", role: .destructive, isPreferred: true, isPreferredAction: true),
      ])
    #expect(press([], in: alert).focus == .action(1))
  }

  @Test func focus_withoutADefaultAction_startsOnCancel() {
    // A sheet: Delete, Share, Cancel (no default action with three buttons).
    let sheet = DisplayedAlert(
      style: .actionSheet,
      actions: [
        .init("Delete", role: .destructive), .init("Share"), .init("Cancel", role: .cancel),
      ])
    #expect(press([], in: sheet).focus == .action(2))
  }

  @Test func focus_withoutCancel_startsOnTheFirstNonDestructiveButtonAsShown() {
    let alert = DisplayedAlert(
      actions: [
        .init("Erase", role: .destructive), .init("A", isEnabled: false), .init("B"), .init("C"),
      ])
    #expect(press([], in: alert).focus == .action(2))
  }

  @Test func focus_onlyDestructiveButtons_startsNowhere_andReturnDoesNothing() {
    let alert = DisplayedAlert(actions: [.init("Erase", role: .destructive, isPreferred: true)])
    #expect(press([], in: alert).focus == nil)
    #expect(press([.enter], in: alert).commands == [])
    #expect(press([.tab, .enter], in: alert).commands == [.select(0)])
  }

  @Test func enter_inTheLastField_neverChoosesADestructiveDefault() {
    let alert = DisplayedAlert(
      actions: [
        .init("Cancel", role: .cancel), .init("Wipe", role: .destructive, isPreferred: true),
      ],
      textFields: [.plain(placeholder: "Name")])
    let result = press([.enter], in: alert, texts: ["disk"])
    #expect(result.commands == [])
    #expect(result.focus == .action(0))
  }

  @Test func focus_startsInTheFirstTextField_withTheCursorAtTheEnd() {
    #expect(press([], in: login, texts: ["bob", ""]).focus == .textField(0, cursor: 3))
  }

  @Test func tab_movesThroughEnabledButtonsInScreenOrder_skippingDisabledOnes() {
    // Screen order: Archive (disabled), Delete, Cancel.
    #expect(press([.tab], in: threeButtons).focus == .action(0))
    #expect(press([.tab, .tab], in: threeButtons).focus == .action(2))
  }

  @Test func shiftTabAndArrows_moveBackAndForth() {
    #expect(press([.backTab], in: threeButtons).focus == .action(0))
    #expect(press([.up], in: threeButtons).focus == .action(0))
    #expect(press([.left], in: threeButtons).focus == .action(0))
    #expect(press([.down], in: threeButtons).focus == .action(0))
    #expect(press([.right, .right], in: threeButtons).focus == .action(2))
  }

  @Test func tab_goesFromTheFieldsToTheButtonsAndBack() {
    // Fields, then Cancel (Log In is disabled), then round to the first field.
    let texts = ["al", ""]
    #expect(press([.tab], in: login, texts: texts).focus == .textField(1, cursor: 0))
    #expect(press([.tab, .tab], in: login, texts: texts).focus == .action(0))
    #expect(press([.tab, .tab, .tab], in: login, texts: texts).focus == .textField(0, cursor: 2))
  }

  @Test func homeAndEnd_onButtons_goToTheFirstAndLastEnabledOne() {
    #expect(press([.home], in: threeButtons).focus == .action(2))
    #expect(press([.end], in: threeButtons).focus == .action(0))
  }

  @Test func revalidate_movesFocusOffAButtonThatWasDisabled() {
    var interaction = AlertInteraction(threeButtons, texts: [])
    var changed = threeButtons
    changed.actions[2].isEnabled = false
    changed.actions[2].isPreferred = false
    interaction.revalidate(changed, texts: [])
    #expect(interaction.focus == .action(0))
  }

  // MARK: Choosing

  @Test func enter_choosesTheFocusedButton() {
    #expect(press([.enter], in: threeButtons).commands == [.select(2)])
    #expect(press([.tab, .enter], in: threeButtons).commands == [.select(0)])
  }

  @Test func digits_chooseTheNthButtonAsShown() {
    // Shown: 1 Archive, 2 Delete, 3 Cancel.
    #expect(press([.character("2")], in: threeButtons).commands == [.select(2)])
    #expect(press([.character("3")], in: threeButtons).commands == [.select(0)])
  }

  @Test func digits_forADisabledOrMissingButton_doNothing() {
    #expect(press([.character("1")], in: threeButtons).commands == [])
    #expect(press([.character("4")], in: threeButtons).commands == [])
    #expect(press([.character("0")], in: threeButtons).commands == [])
  }

  // MARK: A scrolling message

  let scroll = AlertLayout.MessageScroll(lineCount: 10, visibleLineCount: 3, maximumOffset: 7)

  func pressScrolling(_ keys: [Key]) -> AlertInteraction {
    var interaction = AlertInteraction(threeButtons, texts: [])
    interaction.setMessageScroll(scroll, in: threeButtons, texts: [])
    for key in keys { _ = interaction.handle(key, in: threeButtons, texts: []) }
    return interaction
  }

  @Test func pageDownAndUp_scrollTheMessageByAPage_withinItsRange() {
    #expect(pressScrolling([.pageDown]).messageOffset == 2)
    #expect(pressScrolling([.pageDown, .pageDown, .pageDown, .pageDown]).messageOffset == 7)
    #expect(pressScrolling([.pageDown, .pageUp]).messageOffset == 0)
    #expect(pressScrolling([.pageDown]).focus == .action(2))  // focus stays
  }

  @Test func message_isAFocusStop_whereArrowsScroll() {
    // Stops: the message, Delete, Cancel (Archive is disabled); focus
    // starts on Delete, so Tab twice wraps to the message.
    #expect(pressScrolling([.tab, .tab]).focus == .message)
    #expect(pressScrolling([.tab, .tab, .down, .down]).messageOffset == 2)
    #expect(pressScrolling([.tab, .tab, .down, .up]).messageOffset == 0)
    #expect(pressScrolling([.tab, .tab, .tab]).focus == .action(2))
    #expect(pressScrolling([.tab, .tab, .enter]).focus == .message)
  }

  @Test func aMessageThatStopsScrolling_givesUpTheFocus() {
    var interaction = pressScrolling([.tab, .tab])
    interaction.setMessageScroll(nil, in: threeButtons, texts: [])
    #expect(interaction.focus == .action(2))
    #expect(interaction.messageOffset == 0)
  }

  @Test func escape_onAnAlertWithCancel_choosesCancel() {
    // Terminal users expect Esc to back out.
    #expect(press([.escape], in: threeButtons).commands == [.select(0)])
  }

  @Test func escape_onAnAlertWithoutCancel_orOnASheet_isATapOutside() {
    // SEMANTICS M8 (an alert ignores it), S6 (a sheet answers it).
    let alert = DisplayedAlert(actions: [.init("OK")])
    #expect(press([.escape], in: alert).commands == [.tapOutside])
    let sheet = DisplayedAlert(
      style: .actionSheet, actions: [.init("Share"), .init("Cancel", role: .cancel)])
    #expect(press([.escape], in: sheet).commands == [.tapOutside])
  }

  @Test func ctrlCAndEndOfInput_areASystemCancel() {
    #expect(press([.interrupt], in: threeButtons).commands == [.cancelBySystem])
    #expect(press([.endOfInput], in: login, texts: ["", ""]).commands == [.cancelBySystem])
  }

  // MARK: Editing

  @Test func typing_insertsAtTheCursor_andReplacesTheWholeText() {
    let result = press([.left, .character("X")], in: login, texts: ["abc", ""])
    #expect(result.commands == [.setText("abXc", field: 0)])
    #expect(result.focus == .textField(0, cursor: 3))
  }

  @Test func digits_inATextField_areText() {
    #expect(
      press([.character("1")], in: login, texts: ["", ""]).commands == [.setText("1", field: 0)])
  }

  @Test func backspace_deletesBeforeTheCursor_deleteAtIt() {
    #expect(
      press([.backspace], in: login, texts: ["abc", ""]).commands == [.setText("ab", field: 0)])
    #expect(
      press([.home, .delete], in: login, texts: ["abc", ""]).commands == [
        .setText("bc", field: 0)
      ])
    #expect(press([.home, .backspace], in: login, texts: ["abc", ""]).commands == [])
    #expect(press([.delete], in: login, texts: ["abc", ""]).commands == [])
  }

  @Test func combiningMark_joinsTheCharacterBefore_andTheCursorStaysAfterIt() {
    let result = press([.character("\u{301}")], in: login, texts: ["e", ""])
    #expect(result.commands == [.setText("e\u{301}", field: 0)])
    #expect(result.focus == .textField(0, cursor: 1))
  }

  @Test func cursorKeys_moveWithinTheText() {
    #expect(
      press([.left, .left], in: login, texts: ["abc", ""]).focus == .textField(0, cursor: 1))
    #expect(
      press([.home, .right], in: login, texts: ["abc", ""]).focus == .textField(0, cursor: 1))
    #expect(press([.home, .end], in: login, texts: ["abc", ""]).focus == .textField(0, cursor: 3))
    #expect(press([.right], in: login, texts: ["abc", ""]).focus == .textField(0, cursor: 3))
  }

  @Test func enter_inAFieldBeforeTheLast_movesToTheNextField() {
    let result = press([.enter], in: login, texts: ["bob", "pw"])
    #expect(result.commands == [])
    #expect(result.focus == .textField(1, cursor: 2))
  }

  @Test func enter_inTheLastField_choosesTheReturnKeyButton() {
    var alert = login
    alert.actions[1] = .init("Log In", isPreferred: true)
    #expect(press([.tab, .enter], in: alert, texts: ["bob", "pw"]).commands == [.select(1)])
  }

  @Test func enter_inTheLastField_neverCancels_itMovesToTheButtons() {
    // Log In is disabled, so Return would pick Cancel (SEMANTICS M5): move instead.
    var alert = login
    alert.actions[0].isPreferred = true
    let result = press([.tab, .enter], in: alert, texts: ["bob", ""])
    #expect(result.commands == [])
    #expect(result.focus == .action(0))
  }
}
