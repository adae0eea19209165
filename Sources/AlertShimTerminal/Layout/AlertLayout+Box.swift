// Drawing the box: the sections of an alert (title, message, fields,
// buttons) fitted to the terminal's height, inside a rounded border.

extension AlertLayout {
  /// The part of a `count`-line message shown in `room` rows from line
  /// `offset` (clamped): the first line shown and how many, leaving a row
  /// for each "more" marker needed.
  static func messageWindow(count: Int, room: Int, offset: Int) -> (start: Int, shown: Int) {
    let room = max(room, 1)
    guard count > room else { return (0, count) }
    guard room >= 3 else {
      let start = min(max(offset, 0), count - room)
      return (start, room)
    }
    // On the last page only the upper marker is needed.
    let start = min(max(offset, 0), count - (room - 1))
    let available = room - (start > 0 ? 1 : 0)
    let shown = count - start <= available ? count - start : available - 1
    return (start, shown)
  }

  /// "N more above" (or below), dimmed and centred; in a narrow box the
  /// short form "↑ N more", then "↑ N", cut to `width` if even that is too
  /// wide.
  static func moreMarker(_ count: Int, above: Bool, width: Int) -> StyledLine {
    let arrow = above ? "\u{2191}" : "\u{2193}"
    let forms = [
      "\(count) more \(above ? "above" : "below")", "\(arrow) \(count) more", "\(arrow) \(count)",
    ]
    let text = forms.first { DisplayWidth.of($0) <= width } ?? truncate(forms[2], width: width)
    return centered([StyledSpan(text, .dim)], width: width)
  }

  /// The rows the message gets when the rest of the form takes `fixed`
  /// rows and `buttons` button rows, in `limit` rows: all of its `count`
  /// lines when everything fits; else what the rest leaves, when that is at
  /// least three (a line between two markers); else stacked buttons scroll
  /// first (down to three rows), and the message keeps up to three lines, at
  /// least one.
  static func messageRoom(count: Int, limit: Int, fixed: Int, buttons: Int) -> Int {
    guard fixed + count + buttons > limit else { return count }
    let room = limit - fixed - buttons
    if room >= 3 { return room }
    return min(count, min(max(limit - fixed - min(buttons, 3), 1), 3))
  }

  /// The rows of a message that fit in `room` rows from line `offset`, each
  /// made by `line`, with a "more" marker `width` columns wide on each side
  /// that has lines out of sight (reversed while the message has focus),
  /// when `room` has space for markers (three rows or more). Only the lines
  /// shown are built.
  static func messageRows(
    _ message: WrappedText, room: Int, offset: Int, width: Int, focused: Bool,
    line: (Int) -> StyledLine
  ) -> [StyledLine] {
    guard message.count > room else { return (0..<message.count).map(line) }
    let window = messageWindow(count: message.count, room: room, offset: offset)
    let lines = (window.start..<window.start + window.shown).map(line)
    // Fewer than three rows leave no room for markers.
    guard room >= 3 else { return lines }
    var rows: [StyledLine] = []
    func marker(_ count: Int, above: Bool) -> StyledLine {
      var marker = moreMarker(count, above: above, width: width)
      if focused {
        marker = StyledLine(marker.spans.map { StyledSpan($0.text, $0.style.union(.reverse)) })
      }
      return marker
    }
    if window.start > 0 { rows.append(marker(window.start, above: true)) }
    rows += lines
    let below = message.count - window.start - window.shown
    if below > 0 { rows.append(marker(below, above: false)) }
    return rows
  }

  /// How a message scrolls in `room` rows, or nil when it is shown whole.
  static func messageScroll(_ message: WrappedText?, room: Int) -> MessageScroll? {
    guard let message, room < message.count else { return nil }
    let window = messageWindow(count: message.count, room: room, offset: Int.max)
    return MessageScroll(
      lineCount: message.count, visibleLineCount: window.shown, maximumOffset: window.start)
  }

  /// The button rows that fit in `room` rows: all of them, or a window
  /// around the focused one with a "more" marker `width` columns wide on
  /// each side that has buttons out of sight (and none on a side that has
  /// none). At least one button is shown, so a room below three may take
  /// up to three rows.
  static func visibleButtonRows(
    _ buttons: [ButtonRow], room: Int, focus: AlertFocus?, width: Int
  ) -> [StyledLine] {
    guard buttons.count > room else { return buttons.map(\.line) }
    var focusedRow = 0
    if case .action(let index) = focus,
      let row = buttons.firstIndex(where: { $0.actions.contains(index) })
    {
      focusedRow = row
    }
    // One marker when the focus is near either end, two in the middle.
    let oneMarker = max(room - 1, 1)
    let start: Int
    let shown: Int
    if focusedRow < oneMarker {
      (start, shown) = (0, oneMarker)
    } else if focusedRow >= buttons.count - oneMarker {
      (start, shown) = (buttons.count - oneMarker, oneMarker)
    } else {
      shown = max(room - 2, 1)
      start = min(max(focusedRow - shown / 2, 1), buttons.count - shown - 1)
    }
    let end = start + shown
    var rows: [StyledLine] = []
    if start > 0 { rows.append(moreMarker(start, above: true, width: width)) }
    rows += buttons[start..<end].map(\.line)
    if end < buttons.count {
      rows.append(moreMarker(buttons.count - end, above: false, width: width))
    }
    return rows
  }

  struct ButtonRow {
    var line: StyledLine
    /// The buttons on this row, as indices into the displayed actions.
    var actions: [Int]
  }

  /// The parts of the box, before they are fitted to the terminal's height.
  struct Sections {
    var title: [StyledLine] = []
    /// The message's lines at the box's content width (built only when shown).
    var message: WrappedText?
    var messageFocused = false
    var fields: [StyledLine] = []
    var buttons: [ButtonRow] = []
    /// A sheet's cancel button, set apart at the bottom.
    var cancel: ButtonRow?

    private var messageCount: Int { message?.count ?? 0 }
    private var hasButtons: Bool { !buttons.isEmpty || cancel != nil }
    private var cancelRows: Int { cancel == nil ? 0 : buttons.isEmpty ? 1 : 2 }
    /// The borders, the title, the fields and a sheet's cancel button: the
    /// rows that never scroll.
    private var fixedRows: Int { 2 + title.count + fields.count + cancelRows }
    private var spacers: Int {
      var count = 0
      if !(title.isEmpty && messageCount == 0) && (!fields.isEmpty || hasButtons) { count += 1 }
      if !fields.isEmpty && hasButtons { count += 1 }
      return count
    }

    /// The height of the shortest box: no spacing lines, one message line,
    /// and the stacked buttons scrolled down to three rows. A terminal
    /// shorter than this gets the minimal form.
    var minimumHeight: Int {
      fixedRows + min(messageCount, 1) + min(buttons.count, 3)
    }

    /// The rows the message gets in a terminal `limit` rows high.
    func messageRoom(limit: Int) -> Int {
      AlertLayout.messageRoom(
        count: messageCount, limit: limit, fixed: fixedRows, buttons: buttons.count)
    }

    func messageScroll(limit: Int) -> MessageScroll? {
      AlertLayout.messageScroll(message, room: messageRoom(limit: limit))
    }

    /// The box fitted to `limit` rows (at least ``minimumHeight``): the
    /// spacers go first when space is short, then the message scrolls
    /// (title, borders and buttons stay), then stacked buttons scroll.
    func box(
      width: Int, limit: Int, focus: AlertFocus?, messageOffset: Int, cache: inout LayoutCache
    ) -> [StyledLine] {
      let rule = repeated("\u{2500}", width + 2)
      var body: [StyledLine] = []
      func row(_ content: StyledLine) -> StyledLine {
        var line = StyledLine([StyledSpan("\u{2502} ")])
        line.append(content)
        line.append(" \u{2502}")
        return line
      }
      let blank = StyledLine([StyledSpan(spaces(width))])

      var messageRows: [StyledLine] = []
      if let message {
        messageRows = AlertLayout.messageRows(
          message, room: messageRoom(limit: limit), offset: messageOffset, width: width,
          focused: messageFocused
        ) { index in
          cache.messageLine(index, of: message, form: .box) {
            centered([StyledSpan($0)], width: width)
          }
        }
      }
      let fixed = fixedRows + messageRows.count
      let useSpacers = fixed + spacers + buttons.count <= limit
      let buttonRows = AlertLayout.visibleButtonRows(
        buttons, room: limit - fixed - (useSpacers ? spacers : 0), focus: focus, width: width)

      body += title
      body += messageRows
      if useSpacers && !(title.isEmpty && messageCount == 0) && (!fields.isEmpty || hasButtons) {
        body.append(blank)
      }
      body += fields
      if useSpacers && !fields.isEmpty && hasButtons { body.append(blank) }
      body += buttonRows
      var lines = [StyledLine([StyledSpan("\u{256D}\(rule)\u{256E}")])]
      lines += body.map(row)
      if let cancel {
        if !buttons.isEmpty { lines.append(StyledLine([StyledSpan("\u{251C}\(rule)\u{2524}")])) }
        lines.append(row(cancel.line))
      }
      lines.append(StyledLine([StyledSpan("\u{2570}\(rule)\u{256F}")]))
      return lines
    }
  }

  /// The minimal form's parts: each line cut to the terminal's width.
  struct MinimalForm {
    /// The terminal's width.
    var width: Int
    var title: [StyledLine] = []
    /// The message's lines at the terminal's width (built only when shown).
    var message: WrappedText?
    var messageFocused = false
    var fields: [StyledLine] = []
    /// One button a row, in screen order.
    var buttons: [ButtonRow] = []

    init(width: Int) {
      self.width = width
    }

    /// `text` cut to the width and padded to it.
    func line(_ text: String, _ style: TextStyle = []) -> StyledLine {
      let cut = truncate(text, width: width)
      var line = StyledLine()
      line.append(cut, style)
      line.append(spaces(width - DisplayWidth.of(cut)))
      return line
    }

    private func messageRoom(limit: Int) -> Int {
      AlertLayout.messageRoom(
        count: message?.count ?? 0, limit: limit, fixed: title.count + fields.count,
        buttons: buttons.count)
    }

    func messageScroll(limit: Int) -> MessageScroll? {
      AlertLayout.messageScroll(message, room: messageRoom(limit: limit))
    }

    /// The form fitted to `limit` rows: the message scrolls, then the
    /// buttons; when even that is too tall, the `limit` rows around the
    /// focus.
    func lines(
      limit: Int, focus: AlertFocus?, messageOffset: Int, cache: inout LayoutCache
    ) -> [StyledLine] {
      var rows = title
      var focusedRow: Int?
      if let message {
        if messageFocused { focusedRow = rows.count }
        rows += AlertLayout.messageRows(
          message, room: messageRoom(limit: limit), offset: messageOffset, width: width,
          focused: messageFocused
        ) { index in
          cache.messageLine(index, of: message, form: .minimal) { line($0) }
        }
      }
      for (index, field) in fields.enumerated() {
        if case .textField(index, _) = focus { focusedRow = rows.count }
        rows.append(field)
      }
      let buttonRows = AlertLayout.visibleButtonRows(
        buttons, room: limit - rows.count, focus: focus, width: width)
      if case .action(let index) = focus,
        let button = buttons.first(where: { $0.actions.contains(index) }),
        let row = buttonRows.firstIndex(of: button.line)
      {
        focusedRow = rows.count + row
      }
      rows += buttonRows
      guard rows.count > limit else { return rows }
      // Too short for everything: the rows around the focus.
      let centre = focusedRow ?? 0
      let start = min(max(centre - (limit - 1) / 2, 0), rows.count - limit)
      return Array(rows[start..<start + limit])
    }
  }
}
