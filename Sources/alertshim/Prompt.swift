import AlertShim

/// Shows one alert or action sheet and waits to hear how it ended.
///
/// The sheet is a ``LegacyActionSheet`` with this prompt as its delegate. The
/// alert is an ``AlertController`` observed by the prompt: `UIAlertView` has
/// no destructive button, so a `--destructive` one is a `.destructive` action
/// (drawn red). Its actions come in the order of a `LegacyAlertView`'s indices
/// (SEMANTICS L1): cancel 0, then the destructive one, then the others.
@MainActor
final class Prompt: LegacyActionSheetDelegate {
  struct FieldValue {
    var text: String
    var isSecure: Bool
  }

  enum Outcome {
    case button(index: Int, title: String?, cancel: Bool, fields: [FieldValue])
    case systemCancel
  }

  private let options: PresentOptions
  private let kind: PresentCommand.Kind
  private var systemCancelled = false
  private var continuation: CheckedContinuation<Outcome, Never>?

  init(options: PresentOptions, kind: PresentCommand.Kind) {
    self.options = options
    self.kind = kind
  }

  /// Shows the alert or sheet on `host` and returns how it ended.
  func run(on host: AlertHost) async -> Outcome {
    await withCheckedContinuation { continuation in
      self.continuation = continuation
      switch kind {
      case .alert: host.present(makeAlert())
      case .sheet:
        let sheet = makeActionSheet()
        if let anchor = options.anchor {
          sheet.show(from: anchor, in: host)
        } else {
          sheet.show(in: host)
        }
      }
    }
  }

  private func makeAlert() -> AlertController {
    let alert = AlertController(
      title: options.title, message: options.message, preferredStyle: .alert)
    if let cancel = options.cancel { alert.addAction(AlertAction(title: cancel, style: .cancel)) }
    if let destructive = options.destructive {
      alert.addAction(AlertAction(title: destructive, style: .destructive))
    }
    for title in options.buttons { alert.addAction(AlertAction(title: title, style: .default)) }
    // Fields of the login style come plain first, then secure.
    let ordered = options.fields.filter { !$0.isSecure } + options.fields.filter(\.isSecure)
    for field in ordered {
      alert.addTextField {
        $0.placeholder = field.placeholder
        $0.isSecureTextEntry = field.isSecure
      }
    }
    makePreferred(alert)
    // With text fields, the first button after cancel waits until every
    // field has text: the classic login alert (as SEMANTICS L13 with a
    // delegate that answers so).
    let firstOther = alert.actions.first { $0.style != .cancel }
    let enablesFirstOther = { [weak alert] in
      firstOther?.isEnabled = (alert?.textFields ?? []).allSatisfy { !($0.text ?? "").isEmpty }
    }
    enablesFirstOther()
    // Held by the alert, so the prompt lives until the alert is dismissed.
    alert.observe { alert, event in
      switch event {
      case .textDidChange: enablesFirstOther()
      case .didDismiss(let resolution): self.alertDidDismiss(alert, resolution)
      default: break
      }
    }
    return alert
  }

  private func alertDidDismiss(_ alert: AlertController, _ resolution: AlertResolution) {
    guard case .selected(let action) = resolution,
      let index = alert.actions.firstIndex(where: { $0 === action })
    else { return finish(.systemCancel) }
    let fields = alert.textFields.map {
      FieldValue(text: $0.text ?? "", isSecure: $0.isSecureTextEntry)
    }
    finish(
      .button(index: index, title: action.title, cancel: action.style == .cancel, fields: fields))
  }

  private func makeActionSheet() -> LegacyActionSheet {
    // The Objective-C order (SEMANTICS S1a): destructive first, the others in
    // order, cancel last, so an index is the button's place on screen, top
    // to bottom (the cancel button is drawn last in any order), and does not
    // move when a cancel button is added. The Objective-C-order initialiser
    // takes no more than the first other title here; the rest and the cancel
    // button are appended, which gives the same indices.
    let sheet: LegacyActionSheet
    if let first = options.buttons.first {
      sheet = LegacyActionSheet(
        title: options.title, delegate: self, cancelButtonTitle: nil,
        destructiveButtonTitle: options.destructive, otherButtonTitles: first,
        buttonOrder: .objectiveC)
    } else {
      sheet = LegacyActionSheet(
        title: options.title, delegate: self, cancelButtonTitle: nil,
        destructiveButtonTitle: options.destructive)
    }
    for title in options.buttons.dropFirst() { sheet.addButton(withTitle: title) }
    if let cancel = options.cancel { sheet.cancelButtonIndex = sheet.addButton(withTitle: cancel) }
    return sheet
  }

  private func makePreferred(_ controller: AlertController?) {
    guard let preferred = options.preferred, let controller else { return }
    controller.preferredAction = controller.actions.first { $0.title == preferred }
  }

  private func finish(_ outcome: Outcome) {
    continuation?.resume(returning: outcome)
    continuation = nil
  }

  // MARK: LegacyActionSheetDelegate

  func willPresent(_ actionSheet: LegacyActionSheet) {
    makePreferred(actionSheet.alertController)
  }

  func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    systemCancelled = true
  }

  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    if systemCancelled { return finish(.systemCancel) }
    let title =
      (0..<actionSheet.numberOfButtons).contains(buttonIndex)
      ? actionSheet.buttonTitle(at: buttonIndex) : nil
    finish(
      .button(
        index: buttonIndex, title: title, cancel: buttonIndex == actionSheet.cancelButtonIndex,
        fields: []))
  }
}
