import AlertShim
import Dispatch

/// Draws an alert inline on a terminal and turns keys into host input.
///
/// While an alert is shown the device is in raw mode with the cursor
/// hidden; each batch of keys is handled, then the alert is laid out again
/// and only the lines that changed are rewritten. The frame is never taller
/// than the terminal, and the message is broken into lines once per width
/// (``LayoutCache``), so a key costs what the lines on screen cost. Hiding
/// erases the box and gives the terminal back as it was.
///
/// The alert is drawn inline, below the cursor, unless that could leave
/// pieces of it behind; then it goes on the alternate screen
/// (``needsAlternateScreen(frameHeight:)``), from the frame where that is
/// decided to the end of the alert, and leaves it on every way out.
@MainActor
final class InteractiveRenderer: TerminalBackend {
  private struct Presented {
    let alert: AlertController
    weak var host: AlertHost?
    var interaction: AlertInteraction
  }

  let device: any TerminalDevice
  let usesColor: Bool
  /// How long a lone Esc waits for the rest of an escape sequence.
  var escapeDelay = DispatchTimeInterval.milliseconds(40)

  private var presented: Presented?
  private var canvas = InlineCanvas()
  /// The alert's message cleaned and broken into lines once per width, so
  /// that a key lays out only the lines on screen.
  private var layoutCache = LayoutCache()
  /// Where the message is scrolled to, as the place in its text where the
  /// first line shown starts (nil: the top), so that the same text stays at
  /// the top when the width changes and the lines break elsewhere.
  private var messageAnchor: String.Index?
  /// The ``LayoutCache/generation`` the anchor belongs to.
  private var anchorGeneration = 0
  private var decoder = KeyDecoder()
  private var escapeTimer: DispatchWorkItem?
  private var isHandlingKeys = false
  /// Whether the box was drawn again after a stop this renderer asked for,
  /// so the SIGCONT that follows needs no new box.
  private var redrawnAfterOwnStop = false
  /// Whether this alert is drawn on the alternate screen. Once on it, an
  /// alert stays there until it ends (left meanwhile only while stopped).
  private var onAlternateScreen = false

  init(device: any TerminalDevice, usesColor: Bool) {
    self.device = device
    self.usesColor = usesColor
  }

  var mode: TerminalRenderer.Mode { .interactive }

  // MARK: AlertRenderer

  func show(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    if presented == nil {
      device.start { [weak self] event in self?.receive(event) }
      device.write(InlineCanvas.hideCursor)
    }
    let (snapshot, texts) = Self.state(of: alert)
    layoutCache = LayoutCache()
    messageAnchor = nil
    presented = Presented(
      alert: alert, host: host,
      interaction: AlertInteraction(snapshot, texts: texts, terminalWidth: device.size.columns))
    redraw()
    completion()
  }

  func hide(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    if presented?.alert === alert { tearDown() }
    completion()
  }

  func update(_ alert: AlertController, in host: AlertHost) {
    guard presented?.alert === alert else { return }
    // While keys are handled the redraw waits for the end of the batch.
    if !isHandlingKeys { redraw() }
  }

  func tearDown() {
    escapeTimer?.cancel()
    escapeTimer = nil
    decoder = KeyDecoder()
    guard presented != nil else { return }
    presented = nil
    leaveScreen()
    onAlternateScreen = false
    device.stop()
  }

  /// Erases the frame, or leaves the alternate screen it is on (which the
  /// terminal gives back as it was), and shows the cursor.
  private func leaveScreen() {
    if onAlternateScreen {
      canvas = InlineCanvas()
      device.write(InlineCanvas.leaveAlternateScreen + InlineCanvas.showCursor)
      device.noteAlternateScreen(false)
    } else {
      device.write(canvas.erase() + InlineCanvas.showCursor)
    }
  }

  /// Enters the alternate screen again after a stop (the box is drawn
  /// afresh where the cursor is then).
  private func reenterScreen() {
    if onAlternateScreen {
      device.noteAlternateScreen(true)
      device.write(InlineCanvas.hideCursor + InlineCanvas.enterAlternateScreen)
    } else {
      device.write(InlineCanvas.hideCursor)
    }
  }

  // MARK: Input

  func receive(_ event: TerminalEvent) {
    guard let presented else { return }
    switch event {
    case .input(let bytes):
      escapeTimer?.cancel()
      escapeTimer = nil
      handle(decoder.decode(bytes))
      if decoder.hasPendingEscape { scheduleEscape() }
    case .endOfInput:
      handle(decoder.flush() + [.endOfInput])
    case .resized:
      redraw(full: true)
    case .cancelSignal:
      presented.host?.cancelBySystem()
    case .suspend:
      suspend()
    case .continued:
      continued()
    }
  }

  /// Ctrl-Z or SIGTSTP: erase the box, give the terminal back, stop; once
  /// continued, raw mode and the box again, where the cursor is then.
  private func suspend() {
    guard presented != nil else { return }
    escapeTimer?.cancel()
    escapeTimer = nil
    decoder = KeyDecoder()
    leaveScreen()
    device.noteErase("")
    device.suspend()
    reenterScreen()
    redraw()
    redrawnAfterOwnStop = true
  }

  /// SIGCONT. After this renderer's own stop the box is already back;
  /// after a stop by someone else (SIGSTOP) raw mode is entered again and
  /// the box drawn afresh below whatever the shell printed meanwhile.
  private func continued() {
    guard presented != nil else { return }
    device.resume()
    if redrawnAfterOwnStop {
      redrawnAfterOwnStop = false
      return
    }
    canvas = InlineCanvas()
    if onAlternateScreen {
      // Still on the alternate screen, with whatever the shell printed on
      // it: left and entered again, so it is cleared and the cursor saved
      // afresh.
      device.write(
        InlineCanvas.hideCursor + InlineCanvas.leaveAlternateScreen
          + InlineCanvas.enterAlternateScreen)
    } else {
      device.write(InlineCanvas.hideCursor)
    }
    redraw()
  }

  /// Ends a pending lone Esc now instead of after ``escapeDelay`` (tests).
  func flushPendingEscape() {
    escapeTimer?.cancel()
    escapeTimer = nil
    handle(decoder.flush())
  }

  private func scheduleEscape() {
    let timer = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.flushPendingEscape() }
    }
    escapeTimer = timer
    DispatchQueue.main.asyncAfter(deadline: .now() + escapeDelay, execute: timer)
  }

  private func handle(_ keys: [Key]) {
    guard !keys.isEmpty, let alert = presented?.alert else { return }
    isHandlingKeys = true
    var next = keys.startIndex
    while next < keys.endIndex {
      // Keys after a selection belong to no alert: the next one starts clean.
      guard var current = presented, current.alert === alert, let host = current.host else {
        break
      }
      let (snapshot, texts) = Self.state(of: alert)
      let lineWidth = fit(&current.interaction, to: snapshot, texts: texts)
      let offset = current.interaction.messageOffset
      // Characters read together into a text field (a paste) are one edit: its cost does not
      // grow with each character, and the app sees one change, as with UIKit's paste.
      var run = ""
      if case .textField = current.interaction.focus {
        while next < keys.endIndex, case .character(let scalar) = keys[next] {
          run.unicodeScalars.append(scalar)
          next += 1
        }
      }
      let command: AlertCommand?
      if !run.isEmpty {
        command = current.interaction.insert(run, texts: texts)
      } else {
        command = current.interaction.handle(keys[next], in: snapshot, texts: texts)
        next += 1
      }
      if current.interaction.messageOffset != offset {
        // Scrolled: remember the text now at the top, not its line number.
        let lines = lineWidth.flatMap { layoutCache.message(width: $0) }
        let top = current.interaction.messageOffset
        messageAnchor = top == 0 ? nil : lines?.start(ofLine: top)
      }
      presented = current
      if let command { perform(command, on: alert, in: host) }
    }
    isHandlingKeys = false
    if let current = presented, current.alert === alert { redraw() }
  }

  private func perform(_ command: AlertCommand, on alert: AlertController, in host: AlertHost) {
    switch command {
    case .select(let displayed):
      let action = alert.displayedActions[displayed]
      if let index = alert.actions.firstIndex(where: { $0 === action }) {
        host.select(actionAt: index)
      }
    case .tapOutside:
      host.tapOutside()
    case .cancelBySystem:
      host.cancelBySystem()
    case .setText(let text, let field):
      host.typeText(text, intoTextFieldAt: field)
    case .suspend:
      suspend()
    case .quit:
      device.quit()
    }
  }

  // MARK: Drawing

  private func redraw(full: Bool = false) {
    guard var current = presented else { return }
    let (snapshot, texts) = Self.state(of: current.alert)
    fit(&current.interaction, to: snapshot, texts: texts)
    presented = current
    let frame = lines(for: current, snapshot)
    if !onAlternateScreen && needsAlternateScreen(frameHeight: frame.count) {
      // Inline to the alternate screen, never back during this alert: the
      // inline frame is erased first; the cursor is saved where it began.
      let erase = canvas.erase()
      device.noteAlternateScreen(true)
      onAlternateScreen = true
      canvas = InlineCanvas()
      draw(erase + InlineCanvas.enterAlternateScreen + canvas.draw(frame))
      return
    }
    draw(full ? canvas.redraw(frame) : canvas.draw(frame))
  }

  /// Whether a frame of `frameHeight` rows must go on the alternate screen,
  /// on a terminal that has one:
  ///
  /// - always on a terminal that rewraps its lines when narrowed (tmux):
  ///   it does so before the program hears of the resize, and what of an
  ///   inline box no longer fits goes into its scrollback for good. The
  ///   alternate screen is neither rewrapped nor kept in a scrollback;
  /// - when the form does not fit: narrower than the narrowest box (the
  ///   minimal form), or a frame as tall as the terminal, which would scroll
  ///   the screen.
  ///
  /// Anywhere else (the common roomy case) the alert is drawn inline.
  private func needsAlternateScreen(frameHeight: Int) -> Bool {
    guard device.canUseAlternateScreen else { return false }
    let size = device.size
    return device.rewrapsLines || size.columns < AlertLayout.minimumWidth
      || frameHeight >= size.rows
  }

  /// Tells the interaction how the alert is laid out on the terminal as it
  /// is now: the width, how the message scrolls and, when the message was
  /// scrolled, the line that now starts with the text that was at the top.
  ///
  /// - Returns: The width the message's lines are broken at, when it scrolls.
  @discardableResult
  private func fit(
    _ interaction: inout AlertInteraction, to snapshot: DisplayedAlert, texts: [String]
  ) -> Int? {
    let size = device.size
    layoutCache.update(message: snapshot.message)
    if layoutCache.generation != anchorGeneration {
      // A new message: its places are not the old one's.
      messageAnchor = nil
      anchorGeneration = layoutCache.generation
    }
    let placement = AlertLayout.messagePlacement(
      for: snapshot, width: size.columns, height: size.rows, cache: &layoutCache)
    interaction.terminalWidth = size.columns
    interaction.widestMessageParagraph = layoutCache.widestParagraph
    interaction.setMessageScroll(placement?.scroll, in: snapshot, texts: texts)
    if let placement, let anchor = messageAnchor,
      let lines = layoutCache.message(width: placement.lineWidth)
    {
      interaction.setMessageOffset(lines.line(containing: anchor))
    }
    interaction.revalidate(snapshot, texts: texts)
    return placement?.lineWidth
  }

  /// Writes a frame and tells the device how to erase it.
  private func draw(_ output: String) {
    device.write(output)
    // On the alternate screen, leaving it is the erase.
    device.noteErase(onAlternateScreen ? "" : canvas.eraseSequence)
  }

  private func lines(for presented: Presented, _ snapshot: DisplayedAlert) -> [StyledLine] {
    let size = device.size
    return AlertLayout.lines(
      for: snapshot, width: size.columns, height: size.rows,
      focus: presented.interaction.focus, color: usesColor,
      messageOffset: presented.interaction.messageOffset, cache: &layoutCache)
  }

  /// What is drawn of `alert` and the text of its fields (secure ones
  /// included: they are only edited, never drawn).
  private static func state(of alert: AlertController) -> (DisplayedAlert, [String]) {
    (DisplayedAlert(alert.state), alert.textFields.map { $0.text ?? "" })
  }
}
