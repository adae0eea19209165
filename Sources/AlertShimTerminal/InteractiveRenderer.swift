import AlertShim
import Dispatch

/// Draws an alert inline on a terminal and turns keys into host input.
///
/// While an alert is shown the device is in raw mode with the cursor
/// hidden; each batch of keys is handled, then the alert is laid out again
/// and only the lines that changed are rewritten. Hiding erases the box and
/// gives the terminal back as it was.
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
  private var decoder = KeyDecoder()
  private var escapeTimer: DispatchWorkItem?
  private var isHandlingKeys = false
  /// Whether the box was drawn again after a stop this renderer asked for,
  /// so the SIGCONT that follows needs no new box.
  private var redrawnAfterOwnStop = false

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
    device.write(canvas.erase() + InlineCanvas.showCursor)
    device.stop()
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
    device.write(canvas.erase() + InlineCanvas.showCursor)
    device.noteErase("")
    device.suspend()
    device.write(InlineCanvas.hideCursor)
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
    device.write(InlineCanvas.hideCursor)
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
    for key in keys {
      // Keys after a selection belong to no alert: the next one starts clean.
      guard var current = presented, current.alert === alert, let host = current.host else {
        break
      }
      let (snapshot, texts) = Self.state(of: alert)
      current.interaction.terminalWidth = device.size.columns
      current.interaction.setMessageScroll(scroll(of: snapshot), in: snapshot, texts: texts)
      current.interaction.revalidate(snapshot, texts: texts)
      let command = current.interaction.handle(key, in: snapshot, texts: texts)
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
    current.interaction.terminalWidth = device.size.columns
    current.interaction.setMessageScroll(scroll(of: snapshot), in: snapshot, texts: texts)
    current.interaction.revalidate(snapshot, texts: texts)
    presented = current
    let frame = lines(for: current, snapshot)
    draw(full ? canvas.redraw(frame) : canvas.draw(frame))
  }

  /// Writes a frame and tells the device how to erase it.
  private func draw(_ output: String) {
    device.write(output)
    device.noteErase(canvas.eraseSequence)
  }

  private func lines(for presented: Presented, _ snapshot: DisplayedAlert) -> [StyledLine] {
    let size = device.size
    return AlertLayout.lines(
      for: snapshot, width: size.columns, height: size.rows,
      focus: presented.interaction.focus, color: usesColor,
      messageOffset: presented.interaction.messageOffset)
  }

  /// How the message scrolls on the terminal as it is now.
  private func scroll(of snapshot: DisplayedAlert) -> AlertLayout.MessageScroll? {
    let size = device.size
    return AlertLayout.messageScroll(for: snapshot, width: size.columns, height: size.rows)
  }

  /// What is drawn of `alert` and the text of its fields (secure ones
  /// included: they are only edited, never drawn).
  private static func state(of alert: AlertController) -> (DisplayedAlert, [String]) {
    (DisplayedAlert(alert.state), alert.textFields.map { $0.text ?? "" })
  }
}
