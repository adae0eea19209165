import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS P1, P3, P6 and the lifecycle of one alert on a host.
@Suite @MainActor struct AlertHostTests {
  /// A host on an immediate headless renderer and its log, new for each test.
  let stage = HostStage(.immediate)

  @Test func present_showsAlert_andMakesItVisible() {
    let (_, host, log) = stage.parts
    let alert = log.alert("A")
    expectNoIssues { host.present(alert) }
    #expect(host.presentedAlert === alert)
    #expect(alert.isVisible)
    #expect(alert.host === host)
    #expect(host.queuedAlerts.isEmpty)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func select_runsHandler_andEndsPresentation() {
    let (_, host, log) = stage.parts
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    host.present(alert)
    #expect(expectNoIssues { host.select(actionTitled: "OK") })
    #expect(log.entries == selectedTrace("A", "OK"))
    #expect(host.presentedAlert == nil)
    #expect(!alert.isVisible)
    #expect(alert.host == nil)
    #expect(host.isIdle)
  }

  @Test func select_byIndex_choosesThatAction() {
    let (_, host, log) = stage.parts
    host.present(log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)]))
    #expect(host.select(actionAt: 0))
    #expect(log.entries == selectedTrace("A", "Cancel"))
  }

  // MARK: P1

  @Test func secondAlert_waitsWhileFirstIsShown_P1() {
    let (_, host, log) = stage.parts
    let first = log.alert("A")
    let second = log.alert("B")
    host.present(first)
    expectNoIssues { host.present(second) }
    #expect(host.presentedAlert === first)
    #expect(host.queuedAlerts.count == 1)
    #expect(host.queuedAlerts.first === second)
    #expect(!second.isVisible)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func queuedAlerts_areShownInFIFOOrder_P1() {
    let (_, host, log) = stage.parts
    let alerts = ["A", "B", "C"].map { log.alert($0) }
    for alert in alerts { host.present(alert) }
    #expect(host.queuedAlerts.map(\.title) == ["B", "C"])
    host.select(actionTitled: "OK")
    #expect(host.presentedAlert === alerts[1])
    #expect(host.queuedAlerts.map(\.title) == ["C"])
    host.select(actionTitled: "OK")
    #expect(host.presentedAlert === alerts[2])
    host.select(actionTitled: "OK")
    #expect(
      log.entries == selectedTrace("A", "OK") + selectedTrace("B", "OK") + selectedTrace("C", "OK"))
  }

  @Test func queuedAlert_isShownOnlyAfterHandlerOfCurrentFinished_P1() {
    let (_, host, log) = stage.parts
    let second = log.alert("B")
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.addAction(
      AlertAction(title: "OK", style: .default) { _ in
        log.record("A handler: presented \(host.presentedAlert?.title ?? "nil")")
        log.record("A handler: queued \(host.queuedAlerts.map { $0.title ?? "nil" })")
      })
    log.observe(first, as: "A")
    host.present(first)
    host.present(second)
    host.select(actionTitled: "OK")
    #expect(
      log.entries == [
        "A: willPresent", "A: didPresent", "A: willDismiss(selected(\"OK\"))",
        "A handler: presented nil", "A handler: queued [\"B\"]",
        "A: didDismiss(selected(\"OK\"))", "B: willPresent", "B: didPresent",
      ])
  }

  // MARK: P3

  @Test func presentingShownAlertAgain_isIgnored_P3() {
    let (_, host, log) = stage.parts
    let alert = log.alert("A")
    host.present(alert)
    expectIssue(.alreadyPresented) { host.present(alert) }
    #expect(host.presentedAlert === alert)
    #expect(host.queuedAlerts.isEmpty)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func presentingQueuedAlertAgain_isIgnored_P3() {
    let host = AlertHost()
    let first = AlertController(title: "A", message: nil, preferredStyle: .alert)
    first.addAction(AlertAction(title: "OK", style: .default))
    let second = AlertController(title: "B", message: nil, preferredStyle: .alert)
    second.addAction(AlertAction(title: "OK", style: .default))
    host.present(first)
    host.present(second)
    expectIssue(.alreadyPresented) { host.present(second) }
    #expect(host.queuedAlerts.count == 1)
    #expect(host.presentedAlert === first)
  }

  @Test func presentingAlertBeingDismissed_isIgnored_P3() {
    let (renderer, host, log) = HostStage().parts
    let alert = log.alert("A")
    host.present(alert)
    renderer.finishAnimations()
    host.select(actionTitled: "OK")
    expectIssue(.alreadyPresented) { host.present(alert) }
    renderer.finishAnimations()
    #expect(log.entries == selectedTrace("A", "OK"))
    #expect(host.isIdle)
  }

  // MARK: Presenting again

  @Test func alert_canBePresentedAgainAfterDismissal_withHandlersIntact() {
    let (_, host, log) = stage.parts
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    host.present(alert)
    host.select(actionTitled: "OK")
    log.clear()
    expectNoIssues { host.present(alert) }
    #expect(host.presentedAlert === alert)
    host.select(actionTitled: "Cancel")
    #expect(log.entries == selectedTrace("A", "Cancel"))
  }

  // MARK: Alerts without actions

  @Test func alertWithoutActions_isShown_withOneDiagnostic() {
    let (_, host, log) = stage.parts
    let alert = log.alert("Busy", actions: [])
    expectIssue(.alertWithoutActions) { host.present(alert) }
    #expect(host.presentedAlert === alert)
    #expect(log.entries == ["Busy: willPresent", "Busy: didPresent"])
  }

  @Test func alertWithoutActions_ignoresTapOutside() {
    let host = AlertHost()
    let alert = AlertController(title: "Busy", message: nil, preferredStyle: .alert)
    expectIssue(.alertWithoutActions) { host.present(alert) }
    #expect(!expectNoIssues { host.tapOutside() })
    #expect(host.presentedAlert === alert)
  }

  @Test func alertWithoutActions_cannotBeSelected() {
    let host = AlertHost()
    let alert = AlertController(title: "Busy", message: nil, preferredStyle: .alert)
    expectIssue(.alertWithoutActions) { host.present(alert) }
    #expect(!expectIssue(.actionIndexOutOfRange) { host.select(actionAt: 0) })
    #expect(!expectIssue(.actionTitleNotFound) { host.select(actionTitled: "OK") })
    #expect(host.presentedAlert === alert)
  }

  @Test func alertWithoutActions_isClosedByDismiss() {
    let (_, host, log) = stage.parts
    let alert = log.alert("Busy", actions: [])
    expectIssue(.alertWithoutActions) { host.present(alert) }
    #expect(expectNoIssues { host.dismiss(alert) })
    #expect(host.presentedAlert == nil)
    #expect(
      log.entries.suffix(2) == ["Busy: willDismiss(dismissed)", "Busy: didDismiss(dismissed)"])
  }

  @Test func alertWithoutActions_isClosedByCancelBySystem() {
    let (_, host, log) = stage.parts
    let alert = log.alert("Busy", actions: [])
    expectIssue(.alertWithoutActions) { host.present(alert) }
    #expect(expectNoIssues { host.cancelBySystem() })
    #expect(host.presentedAlert == nil)
    #expect(
      log.entries.suffix(2) == [
        "Busy: willDismiss(systemCancel)", "Busy: didDismiss(systemCancel)",
      ])
  }

  @Test func alertWithoutActions_isClosedByCancelAll() {
    let (_, host, log) = stage.parts
    let alert = log.alert("Busy", actions: [])
    expectIssue(.alertWithoutActions) { host.present(alert) }
    expectNoIssues { host.cancelAll() }
    #expect(host.isIdle)
    #expect(
      log.entries.suffix(2) == [
        "Busy: willDismiss(systemCancel)", "Busy: didDismiss(systemCancel)",
      ])
  }

  // MARK: dismiss(_:)

  @Test func dismiss_shownAlert_runsNoHandler() {
    let (_, host, log) = stage.parts
    let alert = log.alert("A", actions: [("Cancel", .cancel), ("OK", .default)])
    host.present(alert)
    #expect(expectNoIssues { host.dismiss(alert) })
    #expect(log.entries == dismissedTrace("A"))
    #expect(!alert.isVisible)
    #expect(host.isIdle)
  }

  @Test func dismiss_queuedAlert_withdrawsItWithOnlyAWithdrawnEvent() {
    let (_, host, log) = stage.parts
    let first = log.alert("A")
    let second = log.alert("B")
    host.present(first)
    host.present(second)
    #expect(expectNoIssues { host.dismiss(second) })
    #expect(host.queuedAlerts.isEmpty)
    #expect(host.presentedAlert === first)
    host.select(actionTitled: "OK")
    #expect(
      log.entries == ["A: willPresent", "A: didPresent", "B: withdrawn"]
        + selectedTrace("A", "OK").dropFirst(2))
    #expect(host.isIdle)
  }

  @Test func dismiss_unknownAlert_isReported() {
    let (_, host, log) = stage.parts
    let shown = log.alert("A")
    host.present(shown)
    let stranger = log.alert("Stranger")
    #expect(!expectIssue(.alertNotPresented) { host.dismiss(stranger) })
    #expect(host.presentedAlert === shown)
    #expect(log.entries == ["A: willPresent", "A: didPresent"])
  }

  @Test func dismiss_twice_secondIsReported() {
    let host = AlertHost()
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    host.present(alert)
    host.dismiss(alert)
    #expect(!expectIssue(.alertNotPresented) { host.dismiss(alert) })
  }

  @Test func dismiss_shownAlert_startsNextQueuedOne() {
    let (_, host, log) = stage.parts
    let first = log.alert("A")
    let second = log.alert("B")
    host.present(first)
    host.present(second)
    host.dismiss(first)
    #expect(host.presentedAlert === second)
    #expect(log.entries.suffix(2) == ["B: willPresent", "B: didPresent"])
  }

  // MARK: P6

  @Test func sheetOnCompactHost_isFullWidth_andKeepsItsAnchor_P6() {
    let host = AlertHost(traits: .compact)
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Mail", style: .default))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.anchor = .barItem("share")
    expectNoIssues { host.present(sheet) }
    #expect(!sheet.isPopover)
    #expect(sheet.anchor == .barItem("share"))
    #expect(sheet.displayedActions.map(\.title) == ["Mail", "Cancel"])
  }

  @Test func sheetOnRegularHost_isPopoverAtItsAnchor_P6() {
    let host = AlertHost(traits: .regular)
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Mail", style: .default))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    let anchor = AlertAnchor.rect(x: 10, y: 20, width: 30, height: 40)
    sheet.anchor = anchor
    expectNoIssues { host.present(sheet) }
    #expect(sheet.isPopover)
    #expect(sheet.anchor == anchor)
  }

  @Test func alertOnRegularHost_isNotAPopover_P6() {
    let host = AlertHost(traits: .regular)
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    expectNoIssues { host.present(alert) }
    #expect(!alert.isPopover)
    #expect(alert.displayedActions.count == 1)
  }

  @Test func popover_isNoLongerPopoverAfterDismissal_P6() {
    let host = AlertHost(traits: .regular)
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Mail", style: .default))
    sheet.anchor = .barItem("share")
    host.present(sheet)
    host.select(actionTitled: "Mail")
    #expect(!sheet.isPopover)
    #expect(sheet.anchor == .barItem("share"))
  }

  @Test func defaultHost_isCompactAndQueues_P6() {
    let host = AlertHost()
    #expect(host.traits == .compact)
    #expect(host.policy == .queue)
    #expect(host.isIdle)
  }

  @Test func anchors_areComparableValues_P6() {
    #expect(AlertAnchor.barItem("a") == .barItem("a"))
    #expect(AlertAnchor.barItem("a") != .barItem("b"))
    #expect(
      AlertAnchor.center(of: AlertSize(width: 100, height: 50))
        == .rect(x: 50, y: 25, width: 1, height: 1))
    #expect(AlertAnchor.rect(x: 1, y: 2, width: 3, height: 4).description.contains("width: 3.0"))
  }

  // P1, P5 at scale: 16,000 queued alerts keep FIFO order and all resolve (the
  // queue's membership is constant-time; its cost is measured by alertshim-bench).
  @Test func longQueue_keepsFIFOOrder_andCancelAllResolvesEveryAlert_P1_P5() {
    let host = AlertHost()
    var order: [Int] = []
    let alerts = (0..<16_000).map { index in
      let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
      alert.addAction(AlertAction(title: "OK", style: .default) { _ in order.append(index) })
      alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in order.append(-index) })
      return alert
    }
    for alert in alerts { host.present(alert) }
    #expect(host.queuedAlerts.count == 15_999)
    for _ in 0..<8_000 { host.select(actionAt: 0) }
    host.cancelAll()
    #expect(order == Array(0..<8_000) + (8_000..<16_000).map { -$0 })
    #expect(host.isIdle)
  }
}
