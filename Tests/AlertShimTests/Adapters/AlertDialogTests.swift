import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS A6: the universal dialog, with both backends through the same tests.
@Suite @MainActor struct AlertDialogTests {
  let host = AlertHost()
  let log = EventLog()

  /// A dialog whose items log `item(i)` and whose close handler logs `close`.
  private func dialog(
    _ backend: AlertDialog.Backend, style: AlertController.Style = .alert,
    title: String = "D", message: String? = "m", items: [String] = ["A", "B"]
  ) -> AlertDialog {
    let dialog = AlertDialog(style: style, title: title, message: message)
    dialog.backend = backend
    for item in items {
      dialog.addButton(title: item) { [log] index in log.record("item(\(index))") }
    }
    dialog.closeHandler = { [log] in log.record("close") }
    return dialog
  }

  // MARK: Building

  @Test func closeButtonTitle_defaultsToClose() {  // SEMANTICS A6
    #expect(AlertDialog(title: nil, message: nil).closeButtonTitle == "Close")
  }

  @Test func newDialog_isAnAlertWithTheAutomaticBackend() {  // SEMANTICS A6
    let dialog = AlertDialog(title: "T", message: "M")
    #expect(dialog.style == .alert)
    #expect(dialog.backend == .automatic)
    #expect(dialog.buttonTitles.isEmpty)
    #expect(dialog.closeHandler == nil)
  }

  @Test func addButton_returnsIndicesFromZeroAmongTheItems() {  // SEMANTICS A6
    let dialog = AlertDialog(title: "T", message: nil)
    #expect(dialog.addButton(title: "A") == 0)
    #expect(dialog.addButton(title: "B") { _ in } == 1)
    #expect(dialog.buttonTitles == ["A", "B"])
  }

  @Test func description_namesStyleTitleButtonsCloseAndBackend() {  // SEMANTICS A6
    let dialog = dialog(.legacyView)
    #expect(
      dialog.description
        == #"AlertDialog(alert, title: "D", message: "m", buttons: ["A", "B"], close: "Close","#
        + " backend: legacyView)")
  }

  // MARK: Showing, with both backends

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func show_appendsTheCloseButtonAsTheCancelButton(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = dialog(backend)
    await dialog.show(in: host).value
    let alert = host.presentedAlert
    #expect(alert === dialog.alertController)
    #expect(alert?.preferredStyle == .alert)
    #expect(alert?.title == "D")
    #expect(alert?.message == "m")
    #expect(alert?.actions.map(\.title) == ["A", "B", "Close"])
    #expect(alert?.actions.map(\.style) == [.default, .default, .cancel])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func actionSheet_showsTheSameTitlesStylesAndMessage(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = dialog(backend, style: .actionSheet, message: "pick one", items: ["X"])
    dialog.closeButtonTitle = "Cancel"
    await dialog.show(in: host).value
    let alert = host.presentedAlert
    #expect(alert?.preferredStyle == .actionSheet)
    #expect(alert?.title == "D")
    #expect(alert?.message == "pick one")
    #expect(alert?.actions.map(\.title) == ["X", "Cancel"])
    #expect(alert?.actions.map(\.style) == [.default, .cancel])
    #expect(alert?.anchor == nil)
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func dialogWithoutItems_showsOnlyTheCloseButton(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = dialog(backend, items: [])
    await dialog.show(in: host).value
    #expect(host.presentedAlert?.actions.map(\.title) == ["Close"])
    host.select(actionAt: 0)
    #expect(log.entries == ["close"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func itemHandler_receivesTheItemsIndex(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    for position in 0..<2 {
      let dialog = dialog(backend)
      await dialog.show(in: host).value
      host.select(actionAt: position)
    }
    #expect(log.entries == ["item(0)", "item(1)"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func closeButton_runsNoItemHandler_onlyTheCloseHandler(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = dialog(backend)
    await dialog.show(in: host).value
    host.select(actionTitled: "Close")
    #expect(log.entries == ["close"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func itemsWithoutHandlers_andNoCloseHandler_closeQuietly(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = AlertDialog(title: "Q", message: nil)
    dialog.backend = backend
    dialog.addButton(title: "A")
    await dialog.show(in: host).value
    #expect(host.select(actionAt: 0))
    #expect(host.isIdle)
    #expect(dialog.alertController == nil)
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func systemCancel_closes(backend: AlertDialog.Backend) async {  // SEMANTICS A6, M7, L10
    let dialog = dialog(backend)
    await dialog.show(in: host).value
    host.cancelBySystem()
    #expect(log.entries == ["close"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func tapOutsideASheet_closes(backend: AlertDialog.Backend) async {  // SEMANTICS A6, S6, M8
    let dialog = dialog(backend, style: .actionSheet)
    await dialog.show(in: host).value
    host.tapOutside()
    #expect(log.entries == ["close"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func dismissalFromCode_closes(backend: AlertDialog.Backend) async throws {  // SEMANTICS A6
    let dialog = dialog(backend)
    await dialog.show(in: host).value
    let controller = try #require(dialog.alertController)
    host.dismiss(controller)
    #expect(log.entries == ["close"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func closeButton_isTheReturnKeyAlternativeToASingleItem(backend: AlertDialog.Backend) async {
    // SEMANTICS A6, M5: with one item and the cancel close button, Return picks the item
    let dialog = dialog(backend, items: ["Go"])
    await dialog.show(in: host).value
    #expect(host.presentedAlert?.returnKeyAction?.title == "Go")
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func show_presentsOnTheNextTurnOfTheMainActor(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = dialog(backend)
    let shown = dialog.show(in: host)
    #expect(host.presentedAlert == nil)
    #expect(dialog.alertController == nil)
    #expect(!dialog.isVisible)
    await shown.value
    #expect(host.presentedAlert === dialog.alertController)
    #expect(dialog.isVisible)
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func show_takesTheItemsAndTitlesWhenCalled(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = dialog(backend)
    let shown = dialog.show(in: host)
    dialog.title = "changed later"
    dialog.closeButtonTitle = "changed later"
    await shown.value
    #expect(host.presentedAlert?.title == "D")
    #expect(host.presentedAlert?.actions.last?.title == "Close")
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func dialogShownFromAnotherDialogsHandler_appearsAfterThatOneIsGone(
    backend: AlertDialog.Backend
  ) async {
    // SEMANTICS A6, P2
    let first = AlertDialog(title: "First", message: nil)
    let second = AlertDialog(title: "Second", message: nil)
    first.backend = backend
    second.backend = backend
    let box = AdapterTaskBox()
    first.addButton(title: "Next") { [host] _ in
      box.task = second.show(in: host)
      // Still inside the first dialog's dismissal: the second one is not on the host yet.
      #expect(!host.queuedAlerts.contains { $0.title == "Second" })
    }
    await first.show(in: host).value
    host.select(actionAt: 0)
    #expect(host.isIdle)
    #expect(first.alertController == nil)
    await box.task?.value
    #expect(host.presentedAlert?.title == "Second")
    #expect(host.presentedAlert === second.alertController)
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func itemHandler_runsOnceTheDialogIsHidden(backend: AlertDialog.Backend) async {
    // SEMANTICS A6, M6
    let dialog = AlertDialog(title: "D", message: nil)
    dialog.backend = backend
    dialog.addButton(title: "A") { [host, log, weak dialog] index in
      log.record(
        "item(\(index)) presented: \(host.presentedAlert != nil)"
          + " visible: \(dialog?.isVisible ?? true)")
    }
    await dialog.show(in: host).value
    host.select(actionAt: 0)
    #expect(log.entries == ["item(0) presented: false visible: false"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func showingTwice_isReportedOnce_andShowsOneAlert(backend: AlertDialog.Backend) async {
    // SEMANTICS A6, P3
    let dialog = dialog(backend)
    let (_, issues) = await AlertDiagnostics.capture {
      let first = dialog.show(in: host)
      let second = dialog.show(in: host)
      await first.value
      await second.value
    }
    #expect(issues.map(\.kind) == [.alreadyPresented])
    #expect(host.presentedAlert === dialog.alertController)
    #expect(host.queuedAlerts.isEmpty)
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func addButtonWhileShown_isRefusedWithOneIssue(backend: AlertDialog.Backend) async {
    // SEMANTICS A6, L14
    let dialog = dialog(backend)
    await dialog.show(in: host).value
    let index = adapterExpectIssues([.buttonsFrozen]) { dialog.addButton(title: "Late") }
    #expect(index == -1)
    #expect(dialog.buttonTitles == ["A", "B"])
    #expect(host.presentedAlert?.actions.count == 3)
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func dialog_canBeShownAgainAfterItCloses(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    let dialog = dialog(backend)
    await dialog.show(in: host).value
    host.select(actionAt: 1)
    await dialog.show(in: host).value
    host.select(actionAt: 0)
    #expect(log.entries == ["item(1)", "item(0)"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func withdrawnDialog_runsNoHandler_andCanBeShownAgain(backend: AlertDialog.Backend)
    async throws
  {
    // SEMANTICS A6, L9
    let blocker = AlertController(title: "Busy", message: nil, preferredStyle: .alert)
    blocker.addAction(AlertAction(title: "OK", style: .default))
    host.present(blocker)
    let dialog = dialog(backend)
    await dialog.show(in: host).value
    let controller = try #require(host.queuedAlerts.first)
    #expect(controller === dialog.alertController)
    host.dismiss(controller)
    #expect(dialog.alertController == nil)
    host.select(actionAt: 0)
    #expect(host.isIdle)
    await dialog.show(in: host).value
    host.select(actionAt: 0)
    #expect(log.entries == ["item(0)"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func sheetOnARegularHost_isAPopoverFromTheCentre_withoutAnIssue(
    backend: AlertDialog.Backend
  ) async {
    // SEMANTICS A6, S5
    let host = AlertHost(traits: .regular)
    let dialog = dialog(backend, style: .actionSheet)
    let (_, issues) = await AlertDiagnostics.capture { await dialog.show(in: host).value }
    #expect(issues.isEmpty)
    #expect(host.presentedAlert?.isPopover == true)
    #expect(host.presentedAlert?.anchor == .center(of: host.canvasSize))
    host.tapOutside()
    #expect(log.entries == ["close"])
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func sheetAnchor_isGivenToTheController(backend: AlertDialog.Backend) async {
    // SEMANTICS A6, P6
    let host = AlertHost(traits: .regular)
    let dialog = dialog(backend, style: .actionSheet)
    dialog.anchor = .barItem("sort")
    await dialog.show(in: host).value
    #expect(host.presentedAlert?.anchor == .barItem("sort"))
  }

  // MARK: Retention

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func unreferencedDialog_livesUntilItCloses_thenEverythingIsReleased(
    backend: AlertDialog.Backend
  ) async {
    // SEMANTICS A6, A7
    weak var releasedDialog: AlertDialog?
    weak var releasedController: AlertController?
    do {
      let dialog = dialog(backend)
      releasedDialog = dialog
      await dialog.show(in: host).value
      releasedController = dialog.alertController
    }
    #expect(releasedDialog != nil)
    #expect(releasedController != nil)
    host.select(actionAt: 1)
    #expect(log.entries == ["item(1)"])
    #expect(releasedDialog == nil)
    #expect(releasedController == nil)
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func handlerCapturingItsDialogWeakly_letsItGo(backend: AlertDialog.Backend) async {
    // SEMANTICS A6, A7
    weak var released: AlertDialog?
    do {
      let dialog = AlertDialog(title: "D", message: nil)
      dialog.backend = backend
      dialog.addButton(title: "A") { [log, weak dialog] index in
        log.record("item(\(index)) of \(dialog?.title ?? "released")")
      }
      dialog.closeHandler = { [weak dialog] in _ = dialog }
      released = dialog
      await dialog.show(in: host).value
    }
    host.select(actionAt: 0)
    #expect(log.entries == ["item(0) of D"])
    #expect(released == nil)
  }

  @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
  func scheduledDialog_isKeptAliveUntilItIsPresented(backend: AlertDialog.Backend) async {
    // SEMANTICS A6
    weak var released: AlertDialog?
    let shown: Task<Void, Never>
    do {
      let dialog = dialog(backend)
      released = dialog
      shown = dialog.show(in: host)
    }
    #expect(released != nil)
    await shown.value
    #expect(host.presentedAlert?.title == "D")
    host.cancelBySystem()
    #expect(released == nil)
  }

  @Test func dialogAssociations_holdValuesUntilTheDialogIsReleased() {  // SEMANTICS A7
    let key = AssociationKey<AdapterPayload>("payload")
    weak var payloadRef: AdapterPayload?
    do {
      let dialog = AlertDialog(title: nil, message: nil)
      let payload = AdapterPayload(count: 1)
      payloadRef = payload
      dialog.associations[key] = payload
      #expect(dialog.associations[key] === payload)
    }
    #expect(payloadRef == nil)
  }

  // MARK: Both backends, side by side

  /// What the host, the renderer and the handlers see during one showing,
  /// resolved by `input`.
  private func trace(
    _ backend: AlertDialog.Backend, style: AlertController.Style,
    input: (AlertHost) -> Void
  ) async -> [String] {
    let renderer = HeadlessRenderer(recordsCalls: true)
    let host = AlertHost(renderer: renderer)
    let log = EventLog()
    let dialog = AlertDialog(style: style, title: "T", message: "M")
    dialog.backend = backend
    for title in ["One", "Two"] {
      dialog.addButton(title: title) { index in log.record("item(\(index))") }
    }
    dialog.closeHandler = { log.record("close") }
    await dialog.show(in: host).value
    if let alert = host.presentedAlert {
      log.record(alert.description)
      alert.observe { alert, event in log.record("\(event) visible: \(alert.isVisible)") }
    }
    input(host)
    log.record("idle: \(host.isIdle), calls: \(renderer.calls)")
    return log.entries
  }

  @Test func bothBackends_andAutomatic_showAndResolveAlike() async {  // SEMANTICS A6
    let inputs: [(AlertHost) -> Void] = [
      { $0.select(actionAt: 0) }, { $0.select(actionAt: 1) }, { $0.select(actionAt: 2) },
      { $0.cancelBySystem() }, { $0.tapOutside() },
    ]
    for style in [AlertController.Style.alert, .actionSheet] {
      for input in inputs {
        let controller = await trace(.controller, style: style, input: input)
        let legacy = await trace(.legacyView, style: style, input: input)
        let automatic = await trace(.automatic, style: style, input: input)
        #expect(legacy == controller)
        #expect(automatic == controller)
      }
    }
  }
}
