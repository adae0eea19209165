import AlertShim

/// What a key asks the host to do.
enum AlertCommand: Sendable, Equatable {
  /// Choose the button at this index of ``DisplayedAlert/actions``.
  case select(Int)
  /// Esc on a sheet or an alert without cancel: a tap outside.
  case tapOutside
  /// Ctrl-C or end of input: a system cancel.
  case cancelBySystem
  /// Replace the whole text of a field.
  case setText(String, field: Int)
  /// Ctrl-Z: give the terminal back and stop, as SIGTSTP does.
  case suspend
  /// Ctrl-\: restore the terminal and quit, as SIGQUIT does.
  case quit
}

/// Keyboard focus and text editing for an alert on screen: turns keys into
/// focus moves, cursor moves and ``AlertCommand``s, without touching the
/// alert. A pure value, so every key binding is tested without a terminal.
///
/// Focus visits the text fields in order, then the enabled buttons in screen
/// order (``AlertLayout/buttonOrder(for:width:)``); disabled buttons are
/// skipped. A message that scrolls is a stop of its own, before the fields.
struct AlertInteraction: Sendable, Equatable {
  private(set) var focus: AlertFocus?
  /// The first message line shown, when the message scrolls.
  private(set) var messageOffset = 0
  /// How the message scrolls on the terminal now (nil: it is shown whole);
  /// set by the renderer, which knows the terminal's size.
  private var messageScroll: AlertLayout.MessageScroll?
  /// The terminal's width, which decides whether two buttons sit side by
  /// side (and so their order on screen); set by the renderer.
  var terminalWidth = AlertLayout.maximumWidth
  /// The display width of the message's widest paragraph, which also
  /// decides it, when the renderer has it measured already; nil: measured
  /// from the alert at each key.
  var widestMessageParagraph: Int?

  /// Tells how the message scrolls now: the offset stays in range, and a
  /// message that no longer scrolls gives up the focus.
  mutating func setMessageScroll(
    _ scroll: AlertLayout.MessageScroll?, in alert: DisplayedAlert, texts: [String]
  ) {
    messageScroll = scroll
    messageOffset = min(max(messageOffset, 0), scroll?.maximumOffset ?? 0)
    if scroll == nil && focus == .message {
      focus =
        alert.textFields.isEmpty
        ? defaultButton(of: alert).map { .action($0) }
        : .textField(0, cursor: texts.first?.count ?? 0)
    }
  }

  /// Shows the message from line `offset` (within its range): the renderer
  /// keeps the place in the text across a change of width.
  mutating func setMessageOffset(_ offset: Int) {
    messageOffset = min(max(offset, 0), messageScroll?.maximumOffset ?? 0)
  }

  /// Scrolls the message by `lines` (negative: up), within its range.
  private mutating func scrollMessage(by lines: Int) {
    guard let scroll = messageScroll else { return }
    messageOffset = min(max(messageOffset + lines, 0), scroll.maximumOffset)
  }

  /// Focus for an alert just shown: the first text field, else
  /// ``defaultButton(of:)``.
  init(
    _ alert: DisplayedAlert, texts: [String], terminalWidth: Int = AlertLayout.maximumWidth
  ) {
    self.terminalWidth = terminalWidth
    if !alert.textFields.isEmpty {
      focus = .textField(0, cursor: texts.first?.count ?? 0)
    } else {
      focus = defaultButton(of: alert).map { .action($0) }
    }
  }

  /// Keeps focus valid after the alert changed: a button that went away or
  /// was disabled hands focus to the default button; a cursor stays inside
  /// its text.
  mutating func revalidate(_ alert: DisplayedAlert, texts: [String]) {
    switch focus {
    case .action(let index):
      if !alert.actions.indices.contains(index) || !alert.actions[index].isEnabled {
        focus = defaultButton(of: alert).map { .action($0) }
      }
    case .textField(let index, let cursor):
      if alert.textFields.indices.contains(index) {
        let length = index < texts.count ? texts[index].count : 0
        focus = .textField(index, cursor: min(max(cursor, 0), length))
      } else {
        focus = defaultButton(of: alert).map { .action($0) }
      }
    case .message:
      if messageScroll == nil { focus = defaultButton(of: alert).map { .action($0) } }
    case nil:
      focus = defaultButton(of: alert).map { .action($0) }
    }
  }

  /// Handles one key and returns what the host should do, if anything.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - alert: The alert as shown.
  ///   - texts: The current text of every field (secure ones included; the
  ///     result never leaves the process except through the host).
  mutating func handle(_ key: Key, in alert: DisplayedAlert, texts: [String]) -> AlertCommand? {
    switch key {
    case .interrupt, .endOfInput: return .cancelBySystem
    case .suspend: return .suspend
    case .quit: return .quit
    case .escape: return escape(in: alert)
    case .pageDown:
      scrollMessage(by: max((messageScroll?.visibleLineCount ?? 1) - 1, 1))
    case .pageUp:
      scrollMessage(by: -max((messageScroll?.visibleLineCount ?? 1) - 1, 1))
    case .down where focus == .message:
      scrollMessage(by: 1)
    case .up where focus == .message:
      scrollMessage(by: -1)
    case .tab, .down:
      move(by: 1, in: alert, texts: texts)
    case .backTab, .up:
      move(by: -1, in: alert, texts: texts)
    case .enter:
      return enter(in: alert, texts: texts)
    default:
      if case .textField(let field, let cursor) = focus, field < texts.count {
        return edit(key, field: field, cursor: cursor, text: texts[field], in: alert, texts: texts)
      }
      return buttonKey(key, in: alert, texts: texts)
    }
    return nil
  }

  /// Esc backs out: on an alert with an enabled cancel action it chooses
  /// that action, as terminal users expect; otherwise (sheets, alerts
  /// without cancel) it is a tap outside, which a sheet answers as UIKit
  /// does (SEMANTICS S6, M8) and an alert ignores.
  private func escape(in alert: DisplayedAlert) -> AlertCommand {
    if alert.style == .alert,
      let cancel = alert.actions.firstIndex(where: { $0.role == .cancel && $0.isEnabled })
    {
      return .select(cancel)
    }
    return .tapOutside
  }

  // MARK: Keys on buttons

  private mutating func buttonKey(
    _ key: Key, in alert: DisplayedAlert, texts: [String]
  ) -> AlertCommand? {
    switch key {
    case .left: move(by: -1, in: alert, texts: texts)
    case .right: move(by: 1, in: alert, texts: texts)
    case .home, .end:
      let buttons = focusableButtons(of: alert)
      if let index = key == .home ? buttons.first : buttons.last { focus = .action(index) }
    case .character(let scalar):
      // Digits 1-9 choose the nth button as shown, if it is enabled.
      guard let digit = Int(String(scalar)), (1...9).contains(digit) else { return nil }
      let order = AlertLayout.buttonOrder(
        for: alert, width: terminalWidth, widestParagraph: widestMessageParagraph)
      guard digit <= order.count, alert.actions[order[digit - 1]].isEnabled else { return nil }
      focus = .action(order[digit - 1])
      return .select(order[digit - 1])
    default: break
    }
    return nil
  }

  private mutating func enter(in alert: DisplayedAlert, texts: [String]) -> AlertCommand? {
    switch focus {
    case .action(let index):
      guard alert.actions.indices.contains(index), alert.actions[index].isEnabled else {
        return nil
      }
      return .select(index)
    case .message:
      return nil
    case .textField(let field, _):
      // Return in a field moves to the next field; in the last one it
      // chooses the Return button, unless that would cancel what was typed,
      // in which case it moves to the buttons.
      if field + 1 < alert.textFields.count {
        focus = .textField(field + 1, cursor: field + 1 < texts.count ? texts[field + 1].count : 0)
        return nil
      }
      // A destructive default action is chosen this way only when the app
      // made it the preferred action.
      if let preferred = alert.actions.firstIndex(where: { $0.isPreferred && $0.isEnabled }),
        alert.actions[preferred].role != .cancel,
        alert.actions[preferred].role != .destructive || alert.actions[preferred].isPreferredAction
      {
        return .select(preferred)
      }
      focus = defaultButton(of: alert).map { .action($0) } ?? focus
      return nil
    case nil:
      return nil
    }
  }

  // MARK: Editing

  /// Inserts `text` at the cursor of the focused text field as one edit (a paste, or keys
  /// typed faster than they are read): one `setText`, whatever its length, as UIKit makes one
  /// edit of a paste. Nil when focus is not in a text field.
  mutating func insert(_ text: String, texts: [String]) -> AlertCommand? {
    guard case .textField(let field, let position) = focus, field < texts.count else { return nil }
    let characters = Array(texts[field])
    let cursor = min(max(position, 0), characters.count)
    // Inserted text may merge with the character before it (a combining accent): count the
    // result rather than adding.
    let before = String(characters[..<cursor]) + text
    focus = .textField(field, cursor: before.count)
    return .setText(before + String(characters[cursor...]), field: field)
  }

  private mutating func edit(
    _ key: Key, field: Int, cursor: Int, text: String, in alert: DisplayedAlert, texts: [String]
  ) -> AlertCommand? {
    var characters = Array(text)
    let cursor = min(max(cursor, 0), characters.count)
    switch key {
    case .character(let scalar):
      // Inserting a scalar may merge with the character before it (a
      // combining accent): count the result rather than adding one.
      let before = String(characters[..<cursor]) + String(Character(scalar))
      let after = String(characters[cursor...])
      focus = .textField(field, cursor: before.count)
      return .setText(before + after, field: field)
    case .backspace:
      guard cursor > 0 else { return nil }
      characters.remove(at: cursor - 1)
      focus = .textField(field, cursor: cursor - 1)
      return .setText(String(characters), field: field)
    case .delete:
      guard cursor < characters.count else { return nil }
      characters.remove(at: cursor)
      return .setText(String(characters), field: field)
    case .left:
      focus = .textField(field, cursor: max(cursor - 1, 0))
    case .right:
      focus = .textField(field, cursor: min(cursor + 1, characters.count))
    case .home:
      focus = .textField(field, cursor: 0)
    case .end:
      focus = .textField(field, cursor: characters.count)
    default:
      break
    }
    return nil
  }

  // MARK: Focus order

  private enum Stop: Equatable {
    case message
    case field(Int)
    case button(Int)
  }

  private mutating func move(by step: Int, in alert: DisplayedAlert, texts: [String]) {
    let stops =
      (messageScroll == nil ? [] : [Stop.message])
      + alert.textFields.indices.map { Stop.field($0) }
      + focusableButtons(of: alert).map { Stop.button($0) }
    guard !stops.isEmpty else { return }
    let current: Int?
    switch focus {
    case .textField(let index, _): current = stops.firstIndex(of: .field(index))
    case .action(let index): current = stops.firstIndex(of: .button(index))
    case .message: current = stops.firstIndex(of: .message)
    case nil: current = nil
    }
    let next: Int
    if let current {
      next = (current + step + stops.count) % stops.count
    } else {
      next = step > 0 ? 0 : stops.count - 1
    }
    switch stops[next] {
    case .message:
      focus = .message
    case .field(let index):
      focus = .textField(index, cursor: index < texts.count ? texts[index].count : 0)
    case .button(let index):
      focus = .action(index)
    }
  }

  /// The enabled buttons in screen order.
  private func focusableButtons(of alert: DisplayedAlert) -> [Int] {
    AlertLayout.buttonOrder(
      for: alert, width: terminalWidth, widestParagraph: widestMessageParagraph
    ).filter {
      alert.actions[$0].isEnabled
    }
  }

  /// Where focus starts, so that a bare Return is safe:
  ///
  /// 1. the app's preferred action (`preferredAction`), when enabled;
  /// 2. else the default action (`returnKeyAction`, SEMANTICS M5), unless it
  ///    is destructive (so OK / Cancel still takes OK on Return);
  /// 3. else the cancel action, when enabled;
  /// 4. else the first enabled, non-destructive button as shown;
  /// 5. else nowhere: Return does nothing until a key moves the focus.
  func defaultButton(of alert: DisplayedAlert) -> Int? {
    let actions = alert.actions
    if let preferred = actions.firstIndex(where: { $0.isPreferredAction && $0.isEnabled }) {
      return preferred
    }
    if let returnKey = actions.firstIndex(where: { $0.isPreferred && $0.isEnabled }),
      actions[returnKey].role != .destructive
    {
      return returnKey
    }
    if let cancel = actions.firstIndex(where: { $0.role == .cancel && $0.isEnabled }) {
      return cancel
    }
    return focusableButtons(of: alert).first { actions[$0].role != .destructive }
  }
}
