import AlertShim

/// The drawing of an alert in a terminal: a pure function from an
/// `AlertState`, the terminal size, the focus and the colour setting to
/// styled lines.
///
/// ```
/// ╭──────────────────────────╮
/// │       Delete file?       │
/// │  This cannot be undone.  │
/// │                          │
/// │  [ Cancel ]  > Delete <  │
/// ╰──────────────────────────╯
/// ```
///
/// - The box is at most 60 columns wide, and never wider than the terminal.
///   Alerts and popover sheets fit their content; a full-screen (compact)
///   sheet takes the whole width.
/// - The title is bold; title and message are centred and wrapped by display
///   width (wide characters take two columns, combining marks none).
/// - Buttons follow the human interface conventions: an alert with two
///   buttons shows them side by side with cancel on the left; otherwise
///   they are stacked with cancel last; on a sheet cancel sits at the bottom,
///   set apart by a rule.
/// - A button reads `[ Title ]`, or `> Title <` in reverse video when
///   focused. The button Return chooses is bold, a disabled one dim, a
///   destructive one red (underlined when colour is off).
/// - A text field reads `[text      ]`, or `>text      <` when focused, with
///   the cursor cell in reverse video. Secure fields show one bullet per
///   character; an empty field shows its placeholder, dimmed.
/// - When the box is taller than the terminal, the spacing lines go first,
///   then the message scrolls, then stacked buttons scroll around the focus
///   with "more" markers. When even that is too tall, the minimal form is
///   drawn instead. No form is ever taller than the terminal.
public enum AlertLayout {
  /// The widest box drawn, in columns.
  public static let maximumWidth = 60
  /// The narrowest box drawn; a narrower terminal gets the minimal form.
  public static let minimumWidth = 12
  /// The narrowest content of a box that fits its content.
  static let minimumContentWidth = 16
  /// The content width a text field asks for.
  static let textFieldWidth = 24

  /// Lays out `alert` for a terminal `width` columns wide (and `height`
  /// rows high, when known).
  ///
  /// A popover leaves out its cancel action (SEMANTICS S6); the action
  /// Return chooses (SEMANTICS M5) is bold.
  ///
  /// - Parameters:
  ///   - alert: What to draw; `AlertController.state` describes a controller.
  ///   - width: The terminal's width in columns.
  ///   - height: The terminal's height in rows; nil for no limit. The lines
  ///     never outnumber it (a height below one counts as one).
  ///   - focus: The focused button (an index into the state's `actions`) or
  ///     text field, if any.
  ///   - color: Whether colours may be used; false under `NO_COLOR`.
  ///   - messageOffset: The first message line shown when the message
  ///     scrolls (see ``messageScroll(for:width:height:)``).
  /// - Returns: The lines of the box, top to bottom, each exactly as wide as
  ///   the box. Below ``minimumWidth`` columns, or when even the shortest box
  ///   is taller than `height`, the minimal form instead: no box, each line
  ///   cut to the terminal's width.
  public static func lines(
    for alert: AlertState, width: Int, height: Int? = nil, focus: AlertFocus? = nil,
    color: Bool = true, messageOffset: Int = 0
  ) -> [StyledLine] {
    var displayedFocus = focus
    if case .action(let index) = focus {
      // The layout counts the displayed actions only.
      displayedFocus = alert.displayedActionIndices.firstIndex(of: index).map { .action($0) }
    }
    return lines(
      for: DisplayedAlert(alert), width: width, height: height, focus: displayedFocus,
      color: color, messageOffset: messageOffset)
  }

  /// How the message of `alert` scrolls in a `width` × `height` terminal,
  /// or nil when it is shown whole.
  public static func messageScroll(
    for alert: AlertState, width: Int, height: Int?
  ) -> MessageScroll? {
    messageScroll(for: DisplayedAlert(alert), width: width, height: height)
  }

  /// Lays out the displayed part of an alert; `focus` counts displayed actions.
  static func lines(
    for alert: DisplayedAlert, width: Int, height: Int? = nil, focus: AlertFocus? = nil,
    color: Bool = true, messageOffset: Int = 0
  ) -> [StyledLine] {
    var cache = LayoutCache()
    return lines(
      for: alert, width: width, height: height, focus: focus, color: color,
      messageOffset: messageOffset, cache: &cache)
  }

  /// Lays out the displayed part of an alert with the message kept in
  /// `cache` between frames, so that only the visible lines are built.
  static func lines(
    for alert: DisplayedAlert, width: Int, height: Int?, focus: AlertFocus?, color: Bool,
    messageOffset: Int, cache: inout LayoutCache
  ) -> [StyledLine] {
    let limit = max(height ?? Int.max, 1)
    switch form(for: alert, width: width, limit: limit, focus: focus, color: color, cache: &cache)
    {
    case .box(let sections, let inner):
      return sections.box(
        width: inner, limit: limit, focus: focus, messageOffset: messageOffset, cache: &cache)
    case .minimal(let minimal):
      return minimal.lines(
        limit: limit, focus: focus, messageOffset: messageOffset, cache: &cache)
    }
  }

  /// The two forms an alert takes.
  private enum Form {
    /// The box, its content `inner` columns wide.
    case box(Sections, inner: Int)
    /// No box: one line per item.
    case minimal(MinimalForm)
  }

  /// The box when the terminal is at least ``minimumWidth`` wide and the
  /// shortest box fits `limit` rows; else the minimal form.
  private static func form(
    for alert: DisplayedAlert, width: Int, limit: Int, focus: AlertFocus?, color: Bool,
    cache: inout LayoutCache
  ) -> Form {
    cache.update(message: alert.message)
    if width >= minimumWidth {
      let inner = contentWidth(
        for: alert, terminalWidth: width, widestParagraph: cache.widestParagraph)
      let sections = sections(for: alert, inner: inner, focus: focus, color: color, cache: &cache)
      if sections.minimumHeight <= limit { return .box(sections, inner: inner) }
    }
    return .minimal(
      minimalForm(for: alert, width: max(width, 1), focus: focus, color: color, cache: &cache))
  }

  /// How the message scrolls when the box is taller than the terminal.
  public struct MessageScroll: Sendable, Hashable {
    /// The message's lines.
    public var lineCount: Int
    /// How many of them are shown at once.
    public var visibleLineCount: Int
    /// The largest useful `messageOffset`: the last line is then shown.
    public var maximumOffset: Int

    /// Creates a description of a scrolling message.
    public init(lineCount: Int, visibleLineCount: Int, maximumOffset: Int) {
      self.lineCount = lineCount
      self.visibleLineCount = visibleLineCount
      self.maximumOffset = maximumOffset
    }
  }

  /// How the message of the displayed part of an alert scrolls.
  static func messageScroll(
    for alert: DisplayedAlert, width: Int, height: Int?
  ) -> MessageScroll? {
    var cache = LayoutCache()
    return messagePlacement(for: alert, width: width, height: height, cache: &cache)?.scroll
  }

  /// How the message scrolls, and the width its lines are broken at (which
  /// ``LayoutCache/message(width:)`` gives the lines for); nil when it is
  /// shown whole.
  static func messagePlacement(
    for alert: DisplayedAlert, width: Int, height: Int?, cache: inout LayoutCache
  ) -> (scroll: MessageScroll, lineWidth: Int)? {
    let limit = max(height ?? Int.max, 1)
    switch form(for: alert, width: width, limit: limit, focus: nil, color: false, cache: &cache) {
    case .box(let sections, let inner):
      return sections.messageScroll(limit: limit).map { ($0, inner) }
    case .minimal(let minimal):
      return minimal.messageScroll(limit: limit).map { ($0, minimal.width) }
    }
  }

  private static func sections(
    for alert: DisplayedAlert, inner: Int, focus: AlertFocus?, color: Bool,
    cache: inout LayoutCache
  ) -> Sections {
    var sections = Sections()
    sections.messageFocused = focus == .message
    if let title = clean(alert.title), !title.isEmpty {
      for line in wrap(title, width: inner) {
        sections.title.append(centered([StyledSpan(line, .bold)], width: inner))
      }
    }
    sections.message = cache.message(width: inner)
    for (index, field) in alert.textFields.enumerated() {
      var cursor: Int?
      if case .textField(index, let position) = focus { cursor = position }
      sections.fields.append(textFieldLine(field, width: inner, cursor: cursor))
    }
    layOutButtons(of: alert, width: inner, focus: focus, color: color, into: &sections)
    return sections
  }

  /// The minimal form, for terminals narrower than ``minimumWidth`` (or too
  /// short for the box): no border; the title, the message, the fields and
  /// one button per line, each cut to `width` (the focused button marked
  /// `>`; at one column, the mark alone).
  private static func minimalForm(
    for alert: DisplayedAlert, width: Int, focus: AlertFocus?, color: Bool,
    cache: inout LayoutCache
  ) -> MinimalForm {
    var form = MinimalForm(width: width)
    form.messageFocused = focus == .message
    if let title = clean(alert.title), !title.isEmpty {
      for line in wrap(title, width: width) { form.title.append(form.line(line, .bold)) }
    }
    form.message = cache.message(width: width)
    for (index, field) in alert.textFields.enumerated() {
      var marker = "["
      if case .textField(index, _) = focus { marker = ">" }
      form.fields.append(form.line(marker + (clean(field.displayedText) ?? "")))
    }
    for index in buttonOrder(for: alert, width: width, widestParagraph: cache.widestParagraph) {
      let action = alert.actions[index]
      var style: TextStyle = []
      if !action.isEnabled { style.insert(.dim) }
      if action.role == .destructive { style.insert(color ? .red : .underline) }
      let focused = focus == .action(index)
      if focused { style.insert(.reverse) }
      let title = clean(action.title) ?? ""
      // One column leaves room for the focus mark or the cut title only.
      let text = width > 1 ? (focused ? ">" : " ") + title : focused ? ">" : title
      form.buttons.append(ButtonRow(line: form.line(text, style), actions: [index]))
    }
    return form
  }

  /// The displayed buttons in the order they appear on screen (left to
  /// right, top to bottom) in the widest box, as indices into
  /// ``DisplayedAlert/actions``.
  static func buttonOrder(for alert: DisplayedAlert) -> [Int] {
    buttonOrder(for: alert, width: maximumWidth)
  }

  /// The displayed buttons in the order they appear on a terminal `width`
  /// columns wide: an alert's two buttons side by side put cancel on the
  /// left; stacked buttons (also two that do not fit side by side) put it
  /// last. Focus moves and the digit keys follow this order.
  ///
  /// - Parameter widestParagraph: The display width of the message's widest
  ///   paragraph, when known (``LayoutCache/widestParagraph``); nil measures
  ///   the message.
  static func buttonOrder(
    for alert: DisplayedAlert, width: Int, widestParagraph: Int? = nil
  ) -> [Int] {
    let indices = Array(alert.actions.indices)
    let cancel = indices.filter { alert.actions[$0].role == .cancel }
    let others = indices.filter { alert.actions[$0].role != .cancel }
    let inner = contentWidth(
      for: alert, terminalWidth: width, widestParagraph: widestParagraph)
    if width >= minimumWidth && pairFitsSideBySide(alert, width: inner) {
      return cancel + others
    }
    return others + cancel
  }

  /// Whether an alert's two buttons fit on one row `width` columns wide.
  private static func pairFitsSideBySide(_ alert: DisplayedAlert, width: Int) -> Bool {
    guard alert.style == .alert && alert.actions.count == 2 else { return false }
    let chips = alert.actions.map { min(chipWidth($0.title), max(width - 4, 1) + 4) }
    return chips[0] + chips[1] + 2 <= width
  }

  /// The content width (box width minus borders and padding) for `alert`.
  ///
  /// - Parameter widestParagraph: The display width of the message's widest
  ///   paragraph (``LayoutCache/widestParagraph``), or nil to measure it.
  static func contentWidth(
    for alert: DisplayedAlert, terminalWidth: Int, widestParagraph: Int? = nil
  ) -> Int {
    let outer = min(maximumWidth, max(terminalWidth, minimumWidth))
    let maximum = outer - 4
    if alert.style == .actionSheet && !alert.isPopover { return maximum }
    var natural = minimumContentWidth
    if let title = clean(alert.title) { natural = max(natural, DisplayWidth.of(title)) }
    if let widestParagraph {
      natural = max(natural, widestParagraph)
    } else if let message = clean(alert.message, keepingNewlines: true) {
      for paragraph in message.split(separator: "\n") {
        natural = max(natural, DisplayWidth.of(paragraph))
      }
    }
    if !alert.textFields.isEmpty { natural = max(natural, textFieldWidth + 2) }
    let chips = alert.actions.map { chipWidth($0.title) }
    if alert.style == .alert && chips.count == 2 {
      natural = max(natural, chips[0] + chips[1] + 4)
    } else {
      natural = max(natural, chips.max() ?? 0)
    }
    return min(natural, maximum)
  }

  // MARK: - Buttons

  private static func layOutButtons(
    of alert: DisplayedAlert, width: Int, focus: AlertFocus?, color: Bool,
    into sections: inout Sections
  ) {
    let sideBySide = pairFitsSideBySide(alert, width: width)
    let indices = Array(alert.actions.indices)
    let cancel = indices.filter { alert.actions[$0].role == .cancel }
    let others = indices.filter { alert.actions[$0].role != .cancel }
    let order = sideBySide ? cancel + others : others + cancel
    let chips = order.map { index in
      chip(alert.actions[index], focused: focus == .action(index), color: color, width: width)
    }
    if sideBySide {
      // Each button centred in its half, like iOS; a button wider than its
      // half puts the pair side by side in the middle instead.
      let left = width / 2
      var row: StyledLine
      if chips[0].width <= left && chips[1].width <= width - left {
        row = centered(chips[0].spans, width: left)
        row.append(centered(chips[1].spans, width: width - left))
      } else {
        var pair = chips[0]
        pair.append("  ")
        pair.append(chips[1])
        row = centered(pair.spans, width: width)
      }
      sections.buttons.append(ButtonRow(line: row, actions: order))
      return
    }
    for (index, chip) in zip(order, chips) {
      let row = ButtonRow(line: centered(chip.spans, width: width), actions: [index])
      // A sheet's cancel button is set apart; an alert's is simply last.
      if alert.style == .actionSheet && alert.actions[index].role == .cancel {
        sections.cancel = row
      } else {
        sections.buttons.append(row)
      }
    }
  }

  /// The width of a button chip: `[ Title ]`.
  static func chipWidth(_ title: String) -> Int {
    DisplayWidth.of(clean(title) ?? "") + 4
  }

  private static func chip(
    _ action: DisplayedAlert.Action, focused: Bool, color: Bool, width: Int
  ) -> StyledLine {
    let title = truncate(clean(action.title) ?? "", width: max(width - 4, 1))
    var style: TextStyle = []
    if action.isPreferred { style.insert(.bold) }
    if !action.isEnabled { style.insert(.dim) }
    if action.role == .destructive { style.insert(color ? .red : .underline) }
    let frame: TextStyle = focused ? [.reverse] : []
    if focused { style.insert(.reverse) }
    var line = StyledLine()
    line.append(focused ? "> " : "[ ", frame)
    line.append(title, style)
    line.append(focused ? " <" : " ]", frame)
    return line
  }

  // MARK: - Text fields

  private static func textFieldLine(
    _ field: AlertState.TextField, width: Int, cursor: Int?
  ) -> StyledLine {
    let content = max(width - 2, 1)
    var line = StyledLine()
    line.append(cursor == nil ? "[" : ">")
    let text = Array(clean(field.displayedText) ?? "")
    if text.isEmpty {
      let placeholder = Array(truncate(clean(field.placeholder) ?? "", width: content))
      if cursor != nil {
        line.append(placeholder.first.map { String($0) } ?? " ", [.reverse, .dim])
        line.append(String(placeholder.dropFirst()), .dim)
      } else {
        line.append(String(placeholder), .dim)
      }
    } else {
      line.append(fieldText(text, width: content, cursor: cursor))
    }
    line.append(spaces(content + 1 - line.width))
    line.append(cursor == nil ? "]" : "<")
    return line
  }

  /// The visible part of a field's text, scrolled so the cursor shows.
  private static func fieldText(_ text: [Character], width: Int, cursor: Int?) -> StyledLine {
    var start = 0
    if let cursor {
      let position = min(max(cursor, 0), text.count)
      // Scroll right until the text before the cursor and the cursor cell
      // fit.
      var used = text[..<position].reduce(0) { $0 + DisplayWidth.of($1) } + 1
      while used > width && start < position {
        used -= DisplayWidth.of(text[start])
        start += 1
      }
    }
    var line = StyledLine()
    var used = 0
    var index = start
    let cursorIndex = cursor.map { min(max($0, 0), text.count) }
    while used < width {
      let isCursor = index == cursorIndex
      guard index < text.count else {
        if isCursor { line.append(" ", .reverse) }
        break
      }
      let character = text[index]
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width { break }
      line.append(String(character), isCursor ? .reverse : [])
      used += characterWidth
      index += 1
    }
    return line
  }
}
