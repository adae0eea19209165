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

  struct ButtonRow {
    var line: StyledLine
    /// The buttons on this row, as indices into the displayed actions.
    var actions: [Int]
  }

  struct Sections {
    var title: [StyledLine] = []
    var message: [StyledLine] = []
    var messageFocused = false
    var fields: [StyledLine] = []
    var buttons: [ButtonRow] = []
    /// A sheet's cancel button, set apart at the bottom.
    var cancel: ButtonRow?

    private var hasButtons: Bool { !buttons.isEmpty || cancel != nil }
    private var cancelRows: Int { cancel == nil ? 0 : buttons.isEmpty ? 1 : 2 }
    private var spacers: Int {
      var count = 0
      if !(title.isEmpty && message.isEmpty) && (!fields.isEmpty || hasButtons) { count += 1 }
      if !fields.isEmpty && hasButtons { count += 1 }
      return count
    }

    /// The rows the message gets in a terminal `height` rows high: all of
    /// its lines when everything fits, else what the title, borders, fields
    /// and buttons leave (at least three: a line between two markers).
    func messageRoom(height: Int?) -> Int {
      let limit = max(height ?? Int.max, 0)
      let others = 2 + title.count + fields.count + cancelRows + buttons.count
      guard others + message.count > limit else { return message.count }
      return min(message.count, max(limit - others, 3))
    }

    func messageScroll(height: Int?) -> MessageScroll? {
      let room = messageRoom(height: height)
      guard room < message.count else { return nil }
      let window = AlertLayout.messageWindow(count: message.count, room: room, offset: Int.max)
      return MessageScroll(
        lineCount: message.count, visibleLineCount: window.shown, maximumOffset: window.start)
    }

    func box(width: Int, height: Int?, focus: AlertFocus?, messageOffset: Int) -> [StyledLine] {
      let rule = repeated("\u{2500}", width + 2)
      var body: [StyledLine] = []
      func row(_ content: StyledLine) -> StyledLine {
        var line = StyledLine([StyledSpan("\u{2502} ")])
        line.append(content)
        line.append(" \u{2502}")
        return line
      }
      let blank = StyledLine([StyledSpan(spaces(width))])

      // The spacers go first when space is short, then the message scrolls
      // (title, borders and buttons stay), then stacked buttons scroll.
      // Any height is accepted; below zero it counts as zero (the box is
      // then as short as it can be, not shorter).
      let limit = max(height ?? Int.max, 0)
      let room = messageRoom(height: height)
      let messageRows = visibleMessageRows(room: room, offset: messageOffset, width: width)
      let fixed = 2 + title.count + messageRows.count + fields.count + cancelRows
      let useSpacers = fixed + spacers + buttons.count <= limit
      let buttonRows = visibleButtonRows(
        room: limit - fixed - (useSpacers ? spacers : 0), focus: focus, width: width)

      body += title
      body += messageRows
      if useSpacers && !(title.isEmpty && message.isEmpty) && (!fields.isEmpty || hasButtons) {
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

    /// The message lines that fit in `room` rows, from line `offset`, with
    /// a "more" marker on each side that has lines out of sight (reversed
    /// while the message has focus).
    private func visibleMessageRows(room: Int, offset: Int, width: Int) -> [StyledLine] {
      guard message.count > room else { return message }
      let window = AlertLayout.messageWindow(count: message.count, room: room, offset: offset)
      var rows: [StyledLine] = []
      func marker(_ count: Int, above: Bool) -> StyledLine {
        var line = AlertLayout.moreMarker(count, above: above, width: width)
        if messageFocused {
          line = StyledLine(line.spans.map { StyledSpan($0.text, $0.style.union(.reverse)) })
        }
        return line
      }
      if window.start > 0 { rows.append(marker(window.start, above: true)) }
      rows += message[window.start..<window.start + window.shown]
      let below = message.count - window.start - window.shown
      if below > 0 { rows.append(marker(below, above: false)) }
      return rows
    }

    /// The button rows that fit in `room` rows: all of them, or a window
    /// around the focused one with a "more" marker on each side that has
    /// buttons out of sight (and none on a side that has none).
    private func visibleButtonRows(room: Int, focus: AlertFocus?, width: Int) -> [StyledLine] {
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
      if start > 0 { rows.append(AlertLayout.moreMarker(start, above: true, width: width)) }
      rows += buttons[start..<end].map(\.line)
      if end < buttons.count {
        rows.append(AlertLayout.moreMarker(buttons.count - end, above: false, width: width))
      }
      return rows
    }
  }
}
