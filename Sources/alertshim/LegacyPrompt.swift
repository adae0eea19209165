import AlertShim

/// Shows one legacy alert view or action sheet and waits for the delegate to
/// hear how it ended.
@MainActor
final class LegacyPrompt: LegacyAlertViewDelegate, LegacyActionSheetDelegate {
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
      case .alert: makeAlertView().show(in: host)
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

  private func makeAlertView() -> LegacyAlertView {
    // The first other button goes through the Objective-C-order initialiser
    // so that it is the "first other button" the delegate can enable
    // (SEMANTICS L2a, L13); the indices are those of the Swift order (L1). A
    // --destructive button comes first among the others.
    let others = [options.destructive].compactMap { $0 } + options.buttons
    let view: LegacyAlertView
    if let first = others.first {
      view = LegacyAlertView(
        title: options.title, message: options.message, delegate: self,
        cancelButtonTitle: options.cancel, otherButtonTitles: first, buttonOrder: .objectiveC)
    } else {
      view = LegacyAlertView(
        title: options.title, message: options.message, delegate: self,
        cancelButtonTitle: options.cancel)
    }
    for title in others.dropFirst() { view.addButton(withTitle: title) }
    if options.destructive != nil { view.destructiveButtonIndex = view.firstOtherButtonIndex }
    view.alertViewStyle = options.alertViewStyle
    // Fields of the login style come plain first, then secure.
    let ordered = options.fields.filter { !$0.isSecure } + options.fields.filter(\.isSecure)
    for (index, field) in ordered.enumerated() {
      view.textField(at: index)?.placeholder = field.placeholder
    }
    return view
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

  // MARK: LegacyAlertViewDelegate

  func willPresent(_ alertView: LegacyAlertView) {
    makePreferred(alertView.alertController)
  }

  func alertViewCancel(_ alertView: LegacyAlertView) {
    systemCancelled = true
  }

  /// With text fields, the first other button waits until every field has
  /// text: the classic login alert.
  func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    (0..<options.fields.count).allSatisfy { !(alertView.textField(at: $0)?.text ?? "").isEmpty }
  }

  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    if systemCancelled { return finish(.systemCancel) }
    let fields = (0..<options.fields.count).compactMap { alertView.textField(at: $0) }.map {
      FieldValue(text: $0.text ?? "", isSecure: $0.isSecureTextEntry)
    }
    let title =
      (0..<alertView.numberOfButtons).contains(buttonIndex)
      ? alertView.buttonTitle(at: buttonIndex) : nil
    finish(
      .button(
        index: buttonIndex, title: title, cancel: buttonIndex == alertView.cancelButtonIndex,
        fields: fields))
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
