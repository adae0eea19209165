import AlertShim
import Testing

@testable import AlertShimTerminal

/// The drawing of alerts and sheets as lines (`AlertLayout`), compared as
/// text, with styles checked span by span.
@Suite struct AlertLayoutTests {
  /// The lines without styles, joined by newlines.
  func text(
    _ alert: DisplayedAlert, width: Int = 80, height: Int? = nil, focus: AlertFocus? = nil,
    messageOffset: Int = 0
  ) -> String {
    AlertLayout.lines(
      for: alert, width: width, height: height, focus: focus, messageOffset: messageOffset
    )
    .map(\.text).joined(separator: "\n")
  }

  let deleteAlert = DisplayedAlert(
    title: "Delete file?", message: "This cannot be undone.",
    actions: [.init("Cancel", role: .cancel), .init("Delete", isPreferred: true)])

  let photoSheet = DisplayedAlert(
    title: "Photo", style: .actionSheet,
    actions: [
      .init("Delete", role: .destructive), .init("Share"), .init("Cancel", role: .cancel),
    ])

  // MARK: Arrangement

  @Test func alertWithTwoButtons_showsThemSideBySide_cancelOnTheLeft() {
    let alert = DisplayedAlert(
      title: "Delete file?", message: "This cannot be undone.",
      actions: [.init("Delete"), .init("Cancel", role: .cancel)])
    #expect(
      text(alert) == """
        ╭──────────────────────────╮
        │       Delete file?       │
        │  This cannot be undone.  │
        │                          │
        │  [ Cancel ]  [ Delete ]  │
        ╰──────────────────────────╯
        """)
  }

  @Test func alertWithThreeButtons_stacksThem_cancelLast() {
    let alert = DisplayedAlert(
      title: "Save changes?",
      actions: [.init("Cancel", role: .cancel), .init("Save"), .init("Don't Save")])
    #expect(
      text(alert) == """
        ╭──────────────────╮
        │  Save changes?   │
        │                  │
        │     [ Save ]     │
        │  [ Don't Save ]  │
        │    [ Cancel ]    │
        ╰──────────────────╯
        """)
  }

  @Test func sheet_takesTheTerminalWidthUpToSixty_cancelAtTheBottomSetApart() {
    #expect(
      text(photoSheet, width: 40) == """
        ╭──────────────────────────────────────╮
        │                Photo                 │
        │                                      │
        │              [ Delete ]              │
        │              [ Share ]               │
        ├──────────────────────────────────────┤
        │              [ Cancel ]              │
        ╰──────────────────────────────────────╯
        """)
    let wide = AlertLayout.lines(for: photoSheet, width: 200)
    #expect(wide.allSatisfy { $0.width == AlertLayout.maximumWidth })
  }

  @Test func popoverSheet_fitsItsContent() {
    // SEMANTICS S6: a popover's snapshot has no cancel button.
    let popover = DisplayedAlert(
      title: "Photo", style: .actionSheet, isPopover: true,
      actions: [.init("Delete", role: .destructive), .init("Share")])
    #expect(
      text(popover) == """
        ╭──────────────────╮
        │      Photo       │
        │                  │
        │    [ Delete ]    │
        │    [ Share ]     │
        ╰──────────────────╯
        """)
  }

  @Test func box_isNeverWiderThanTheTerminal() {
    let alert = DisplayedAlert(
      title: "A title that is much longer than the narrow terminal it is shown on",
      actions: [.init("OK")])
    let lines = AlertLayout.lines(for: alert, width: 30)
    #expect(lines.map(\.width) == Array(repeating: 30, count: lines.count))
  }

  // MARK: Text

  @Test func message_wrapsAtSpacesByDisplayWidth() {
    let alert = DisplayedAlert(
      title: "Update available",
      message: "Version 2.0 is ready to install. Restart now to finish the update.",
      actions: [.init("Later", role: .cancel), .init("Restart")])
    #expect(
      text(alert, width: 30) == """
        ╭────────────────────────────╮
        │      Update available      │
        │  Version 2.0 is ready to   │
        │  install. Restart now to   │
        │     finish the update.     │
        │                            │
        │   [ Later ]   [ Restart ]  │
        ╰────────────────────────────╯
        """)
  }

  @Test func wideCharacters_countTwoColumns_soTheBoxAligns() {
    let alert = DisplayedAlert(
      title: "ファイルを削除しますか？", message: "この操作は取り消せません。本当に削除してもよろしいですか？",
      actions: [.init("キャンセル", role: .cancel), .init("削除", role: .destructive)])
    #expect(
      text(alert, width: 30) == """
        ╭────────────────────────────╮
        │  ファイルを削除しますか？  │
        │ この操作は取り消せません。 │
        │ 本当に削除してもよろしいで │
        │           すか？           │
        │                            │
        │  [ キャンセル ]  [ 削除 ]  │
        ╰────────────────────────────╯
        """)
    let lines = AlertLayout.lines(for: alert, width: 30)
    #expect(lines.allSatisfy { $0.width == 30 })
  }

  @Test func koreanAndChinese_alignToo() {
    let alert = DisplayedAlert(
      title: "파일을 삭제할까요?", message: "删除后无法恢复。", actions: [.init("확인")])
    #expect(
      text(alert) == """
        ╭────────────────────╮
        │ 파일을 삭제할까요? │
        │  删除后无法恢复。  │
        │                    │
        │      [ 확인 ]      │
        ╰────────────────────╯
        """)
  }

  @Test func combiningMarks_takeNoColumns() {
    // "Café" spelt with U+0301 COMBINING ACUTE ACCENT is four columns wide.
    let alert = DisplayedAlert(title: "Cafe\u{301} closed", actions: [.init("OK")])
    #expect(
      text(alert) == """
        ╭──────────────────╮
        │   Cafe\u{301} closed    │
        │                  │
        │      [ OK ]      │
        ╰──────────────────╯
        """)
    #expect(AlertLayout.lines(for: alert, width: 80).allSatisfy { $0.width == 20 })
  }

  @Test func controlCharactersInTitles_areDropped() {
    let alert = DisplayedAlert(
      title: "Evil\u{1B}[2J title", message: "tab\there", actions: [.init("OK\u{7}")])
    #expect(
      text(alert) == """
        ╭──────────────────╮
        │  Evil[2J title   │
        │     tab here     │
        │                  │
        │      [ OK ]      │
        ╰──────────────────╯
        """)
  }

  @Test func title_isBold() {
    let lines = AlertLayout.lines(for: deleteAlert, width: 80)
    #expect(lines[1].style(of: "Delete file?") == .bold)
    #expect(lines[2].style(of: "This cannot be undone.") == [])
  }

  // MARK: Buttons

  @Test func focusedButton_readsBetweenArrows_inReverseVideo() {
    let lines = AlertLayout.lines(for: deleteAlert, width: 80, focus: .action(1))
    #expect(lines[4].text == "│  [ Cancel ]  > Delete <  │")
    #expect(lines[4].style(of: "> ") == .reverse)
    #expect(lines[4].style(of: "Delete") == [.reverse, .bold])
    #expect(lines[4].style(of: "Cancel") == [])
  }

  @Test func preferredButton_isBold() {
    let lines = AlertLayout.lines(for: deleteAlert, width: 80)
    #expect(lines[4].style(of: "Delete") == .bold)
  }

  @Test func disabledButton_isDimmed() {
    let alert = DisplayedAlert(
      title: "Log In", actions: [.init("Cancel", role: .cancel), .init("Log In", isEnabled: false)])
    let lines = AlertLayout.lines(for: alert, width: 80)
    #expect(lines[3].style(of: "Log In") == .dim)
  }

  @Test func destructiveButton_isRed() {
    let lines = AlertLayout.lines(for: photoSheet, width: 40, color: true)
    #expect(lines[3].style(of: "Delete") == .red)
  }

  @Test func noColor_usesNoColourAnywhere_andUnderlinesDestructiveButtons() {
    let lines = AlertLayout.lines(for: photoSheet, width: 40, focus: .action(0), color: false)
    #expect(lines.allSatisfy { line in line.spans.allSatisfy { !$0.style.contains(.red) } })
    #expect(lines[3].style(of: "Delete") == [.reverse, .underline])
    #expect(!lines.map(\.ansi).joined().contains("\u{1B}[31m"))
  }

  @Test func longButtonTitle_isCutWithAnEllipsis() {
    let alert = DisplayedAlert(
      style: .actionSheet, actions: [.init("Move to a folder chosen from the list")])
    #expect(
      text(alert, width: 24) == """
        ╭──────────────────────╮
        │ [ Move to a folde… ] │
        ╰──────────────────────╯
        """)
  }

  // MARK: Text fields

  let loginAlert = DisplayedAlert(
    title: "Log In",
    actions: [.init("Cancel", role: .cancel), .init("Log In", isEnabled: false)],
    textFields: [
      .plain(placeholder: "Login", text: "alice"), .secure(placeholder: "Password", length: 0),
    ])

  @Test func textFields_showTextOrDimPlaceholder_focusedOneBetweenArrows() {
    #expect(
      text(loginAlert, focus: .textField(1, cursor: 0)) == """
        ╭────────────────────────────╮
        │           Log In           │
        │                            │
        │ [alice                   ] │
        │ >Password                < │
        │                            │
        │  [ Cancel ]   [ Log In ]   │
        ╰────────────────────────────╯
        """)
    let lines = AlertLayout.lines(for: loginAlert, width: 80, focus: .textField(1, cursor: 0))
    #expect(lines[4].style(of: "P") == [.reverse, .dim])
    #expect(lines[4].style(of: "assword") == .dim)
  }

  @Test func secureField_showsOneBulletPerCharacter() {
    var alert = loginAlert
    alert.textFields[1] = .secure(placeholder: "Password", length: 6)
    let lines = AlertLayout.lines(for: alert, width: 80)
    #expect(lines[4].text == "│ [••••••                  ] │")
  }

  @Test func cursor_isAReverseCell_atItsPosition() {
    let lines = AlertLayout.lines(for: loginAlert, width: 80, focus: .textField(0, cursor: 2))
    #expect(lines[3].text == "│ >alice                   < │")
    #expect(lines[3].spans.map(\.text) == ["│ >al", "i", "ce                   < │"])
    #expect(lines[3].style(of: "i") == .reverse)
    let atEnd = AlertLayout.lines(for: loginAlert, width: 80, focus: .textField(0, cursor: 5))
    #expect(atEnd[3].spans.map(\.text) == ["│ >alice", " ", "                  < │"])
  }

  @Test func longFieldText_scrollsToKeepTheCursorInView() {
    let alert = DisplayedAlert(
      actions: [.init("OK")],
      textFields: [.plain(text: "abcdefghijklmnopqrstuvwxyz0123456789")])
    let lines = AlertLayout.lines(for: alert, width: 80, focus: .textField(0, cursor: 36))
    #expect(lines[1].text == "│ >nopqrstuvwxyz0123456789 < │")
    let unfocused = AlertLayout.lines(for: alert, width: 80)
    #expect(unfocused[1].text == "│ [abcdefghijklmnopqrstuvwx] │")
  }

  // MARK: Short terminals

  @Test func shortTerminal_dropsSpacingLinesFirst() {
    #expect(
      text(deleteAlert, height: 5) == """
        ╭──────────────────────────╮
        │       Delete file?       │
        │  This cannot be undone.  │
        │  [ Cancel ]  [ Delete ]  │
        ╰──────────────────────────╯
        """)
  }

  @Test func shortTerminal_scrollsStackedButtonsAroundTheFocus() {
    let sheet = DisplayedAlert(
      title: "Move to", style: .actionSheet,
      actions: (1...12).map { .init("Folder \($0)") } + [.init("Cancel", role: .cancel)])
    #expect(
      text(sheet, width: 30, height: 10, focus: .action(5)) == """
        ╭────────────────────────────╮
        │          Move to           │
        │        4 more above        │
        │        [ Folder 5 ]        │
        │        > Folder 6 <        │
        │        [ Folder 7 ]        │
        │        5 more below        │
        ├────────────────────────────┤
        │         [ Cancel ]         │
        ╰────────────────────────────╯
        """)
  }

  @Test func shortTerminal_focusNearAnEnd_showsOneMarker_noEmptyRow() {
    // No blank "0 more" row; the row goes to a button.
    let sheet = DisplayedAlert(
      title: "Move to", style: .actionSheet,
      actions: (1...8).map { .init("Folder \($0)") } + [.init("Cancel", role: .cancel)])
    #expect(
      text(sheet, width: 30, height: 10, focus: .action(0)) == """
        ╭────────────────────────────╮
        │          Move to           │
        │        > Folder 1 <        │
        │        [ Folder 2 ]        │
        │        [ Folder 3 ]        │
        │        [ Folder 4 ]        │
        │        4 more below        │
        ├────────────────────────────┤
        │         [ Cancel ]         │
        ╰────────────────────────────╯
        """)
    #expect(
      text(sheet, width: 30, height: 10, focus: .action(7)) == """
        ╭────────────────────────────╮
        │          Move to           │
        │        4 more above        │
        │        [ Folder 5 ]        │
        │        [ Folder 6 ]        │
        │        [ Folder 7 ]        │
        │        > Folder 8 <        │
        ├────────────────────────────┤
        │         [ Cancel ]         │
        ╰────────────────────────────╯
        """)
  }

  @Test(arguments: [Int.min, -1, 0, 1, 3])
  func anyHeight_isDrawnWithoutTrapping(height: Int) {
    // `height: Int.min` used to overflow, and the lines never outnumber the
    // rows (a height below one counts as one).
    let sheet = DisplayedAlert(
      title: "Move to", style: .actionSheet,
      actions: (1...8).map { .init("Folder \($0)") } + [.init("Cancel", role: .cancel)])
    let lines = AlertLayout.lines(for: sheet, width: 30, height: height, focus: .action(0))
    #expect(lines.count == min(max(height, 1), 3))
    #expect(lines.contains { $0.text.hasPrefix(">Folder 1") })
    #expect(lines.allSatisfy { $0.width == 30 })
  }

  @Test func narrowShortTerminal_moreMarkersFitTheWidth_andTheRowsTheHeight() {
    // At 12×3 the "more" line was 16 columns in a 12-column
    // box. The box was 8 rows on a 3-row terminal; the
    // minimal form now takes the rows around the focus.
    let sheet = DisplayedAlert(
      title: "Move to", style: .actionSheet,
      actions: (1...20).map { .init("F\($0)") } + [.init("Cancel", role: .cancel)])
    let lines = AlertLayout.lines(for: sheet, width: 12, height: 3, focus: .action(10))
    #expect(lines.allSatisfy { $0.width == 12 })
    #expect(lines.map { trimmed($0.text) } == ["↑ 10 more", ">F11", "↓ 10 more"])
  }

  /// `text` without the spaces around it.
  func trimmed(_ text: String) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  @Test(arguments: [1, 4, 8, 11, 12, 20, 40, 80])
  func noForm_isEverTallerThanTheTerminal_andTheFocusShows(width: Int) {
    // The minimal form ignored the height, and the box had
    // a minimum height, so a short terminal scrolled and the lines that left
    // the screen stayed in its scrollback.
    let licence = DisplayedAlert(
      title: "Licence", message: (1...30).map { "Line \($0) of the terms" }.joined(separator: "\n"),
      actions: [.init("Cancel", role: .cancel), .init("Agree", isPreferred: true)])
    let sheet = DisplayedAlert(
      title: "Move to", style: .actionSheet,
      actions: (1...12).map { .init("F\($0)") } + [.init("Cancel", role: .cancel)])
    for height in 1...14 {
      for (alert, focus) in [(licence, 1), (sheet, 6)] {
        let lines = AlertLayout.lines(
          for: alert, width: width, height: height, focus: .action(focus))
        #expect(lines.count <= height, "\(width)×\(height)")
        #expect(lines.allSatisfy { $0.width <= max(width, 1) }, "\(width)×\(height)")
        #expect(
          lines.contains { $0.spans.contains { $0.style.contains(.reverse) } },
          "\(width)×\(height): the focused button is off screen")
      }
    }
  }

  @Test func minimalForm_scrollsATallMessage_betweenMoreMarkers() {
    // Below 12 columns the message did not scroll.
    let licence = DisplayedAlert(
      title: "Terms", message: (1...10).map { "L\($0)" }.joined(separator: "\n"),
      actions: [.init("No", role: .cancel), .init("Yes", isPreferred: true)])
    let scroll = AlertLayout.messageScroll(for: licence, width: 8, height: 7)
    #expect(scroll == .init(lineCount: 10, visibleLineCount: 3, maximumOffset: 7))
    let lines = AlertLayout.lines(
      for: licence, width: 8, height: 7, focus: .action(1), messageOffset: 3)
    #expect(
      lines.map { trimmed($0.text) } == ["Terms", "↑ 3 more", "L4", "L5", "↓ 5 more", ">Yes", "No"])
    #expect(lines.allSatisfy { $0.width == 8 })
  }

  @Test func shortTerminal_tooShortForTheBox_getsTheMinimalForm() {
    let lines = AlertLayout.lines(for: deleteAlert, width: 80, height: 4, focus: .action(1))
    #expect(
      lines.map { trimmed($0.text) } == [
        "Delete file?", "This cannot be undone.", "Cancel", ">Delete",
      ])
  }

  @Test func longMessage_isBrokenOncePerWidth_whateverTheFrames() {
    // Each key broke the whole message into lines again.
    let long = DisplayedAlert(
      title: "Log", message: String(repeating: "word ", count: 20_000),
      actions: [.init("OK", isPreferred: true)])
    var cache = LayoutCache()
    for offset in 0..<10 {
      _ = AlertLayout.lines(
        for: long, width: 80, height: 24, focus: .action(0), color: true,
        messageOffset: offset * 5, cache: &cache)
      _ = AlertLayout.messagePlacement(for: long, width: 80, height: 24, cache: &cache)
    }
    #expect(cache.wrapCount == 1)
    _ = AlertLayout.lines(
      for: long, width: 1, height: 24, focus: .action(0), color: true, messageOffset: 0,
      cache: &cache)
    _ = AlertLayout.lines(
      for: long, width: 80, height: 24, focus: .action(0), color: true, messageOffset: 0,
      cache: &cache)
    #expect(cache.wrapCount == 2)
  }

  @Test func wrappedText_findsTheLineOfAPlace_acrossWidths() {
    let text = (1...40).map { "w\($0)" }.joined(separator: " ")
    let wide = WrappedText(text, width: 20)
    let narrow = WrappedText(text, width: 7)
    let place = wide.start(ofLine: 3)
    #expect(text[place...].hasPrefix(wide[3]))
    #expect(narrow[narrow.line(containing: place)].contains(String(wide[3].prefix(3))))
    #expect(wide.line(containing: place) == 3)
    #expect(wide.line(containing: text.endIndex) == wide.count - 1)
  }

  // MARK: A message taller than the terminal

  let licence = DisplayedAlert(
    title: "Licence", message: (1...10).map { "Line \($0)" }.joined(separator: "\n"),
    actions: [.init("Cancel", role: .cancel), .init("Agree", isPreferred: true)])

  @Test func tallMessage_scrollsInsideTheBox_titleBordersAndButtonsStay() {
    #expect(
      text(licence, width: 40, height: 8) == """
        ╭─────────────────────────╮
        │         Licence         │
        │         Line 1          │
        │         Line 2          │
        │         Line 3          │
        │      7 more below       │
        │ [ Cancel ]  [ Agree ]   │
        ╰─────────────────────────╯
        """)
  }

  @Test func tallMessage_scrolledToTheEnd_showsOnlyTheUpperMarker() {
    let scroll = AlertLayout.messageScroll(for: licence, width: 40, height: 8)
    #expect(scroll == .init(lineCount: 10, visibleLineCount: 3, maximumOffset: 7))
    #expect(
      text(licence, width: 40, height: 8, messageOffset: 7) == """
        ╭─────────────────────────╮
        │         Licence         │
        │      7 more above       │
        │         Line 8          │
        │         Line 9          │
        │         Line 10         │
        │ [ Cancel ]  [ Agree ]   │
        ╰─────────────────────────╯
        """)
    // An offset past the end is the end.
    #expect(
      text(licence, width: 40, height: 8, messageOffset: 99)
        == text(licence, width: 40, height: 8, messageOffset: 7))
  }

  @Test func messageThatFits_doesNotScroll() {
    #expect(AlertLayout.messageScroll(for: licence, width: 40, height: 24) == nil)
    #expect(AlertLayout.messageScroll(for: licence, width: 40, height: nil) == nil)
  }

  @Test(arguments: [1, 5, 8, 11])
  func belowTheMinimumWidth_theMinimalForm_neverWiderThanTheTerminal(width: Int) {
    let lines = AlertLayout.lines(for: deleteAlert, width: width, focus: .action(0))
    #expect(lines.allSatisfy { $0.width == width })
    #expect(!lines.contains { $0.text.contains("│") })
  }

  @Test func minimalForm_listsTitleMessageAndButtons() {
    #expect(
      text(deleteAlert, width: 10, focus: .action(0)) == """
        Delete    
        file?     
        This      
        cannot be 
        undone.   
         Delete   
        >Cancel   
        """)
  }

  // MARK: Order and encoding

  @Test func sheetInTheSwiftOrder_drawsCancelLast_whateverItsIndex() {
    // SEMANTICS S1: the Swift overlay gives destructive 0,
    // cancel 1, others 2…; UIKit draws the cancel button last, set apart.
    let sheet = DisplayedAlert(
      title: "Photo", style: .actionSheet,
      actions: [
        .init("Delete", role: .destructive), .init("Cancel", role: .cancel), .init("Share"),
        .init("Copy"),
      ])
    #expect(AlertLayout.buttonOrder(for: sheet) == [0, 2, 3, 1])
    #expect(
      text(sheet, width: 40) == """
        ╭──────────────────────────────────────╮
        │                Photo                 │
        │                                      │
        │              [ Delete ]              │
        │              [ Share ]               │
        │               [ Copy ]               │
        ├──────────────────────────────────────┤
        │              [ Cancel ]              │
        ╰──────────────────────────────────────╯
        """)
  }

  @Test func twoButtonsThatDoNotFitSideBySide_areStacked_cancelLast() {
    // Two stacked buttons used to put Cancel first.
    let alert = DisplayedAlert(
      title: "Leave?",
      actions: [.init("Cancel the whole thing", role: .cancel), .init("Keep going with it")])
    #expect(AlertLayout.buttonOrder(for: alert, width: 30) == [1, 0])
    #expect(AlertLayout.buttonOrder(for: alert, width: 80) == [0, 1])
    #expect(
      text(alert, width: 30) == """
        ╭────────────────────────────╮
        │           Leave?           │
        │                            │
        │   [ Keep going with it ]   │
        │ [ Cancel the whole thing ] │
        ╰────────────────────────────╯
        """)
    var interaction = AlertInteraction(alert, texts: [], terminalWidth: 30)
    #expect(interaction.handle(.character("1"), in: alert, texts: []) == .select(1))
  }

  @Test func buttonOrder_followsTheScreen() {
    #expect(AlertLayout.buttonOrder(for: deleteAlert) == [0, 1])
    let reversed = DisplayedAlert(actions: [.init("OK"), .init("Cancel", role: .cancel)])
    #expect(AlertLayout.buttonOrder(for: reversed) == [1, 0])
    let sheet = DisplayedAlert(
      style: .actionSheet,
      actions: [.init("Cancel", role: .cancel), .init("A"), .init("B")])
    #expect(AlertLayout.buttonOrder(for: sheet) == [1, 2, 0])
  }

  @Test func ansi_wrapsStyledSpansInSelectGraphicRendition() {
    let line = StyledLine([
      StyledSpan("│ "), StyledSpan("Delete", [.bold, .red]), StyledSpan(" ", .reverse),
    ])
    #expect(line.ansi == "│ \u{1B}[1;31mDelete\u{1B}[0m\u{1B}[7m \u{1B}[0m")
  }
}
