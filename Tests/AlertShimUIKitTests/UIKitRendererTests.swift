#if os(Linux)
  import AlertShim
  import AlertShimTesting
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

  extension UIKitSuites {
    /// SEMANTICS U1–U11, one test each (and a few more), driven only through the
    /// UIKit shadow's hooks: taps, taps outside, typing, size classes, transitions.
    @Suite @MainActor struct UIKitRendererTests {
      // MARK: U1

      @Test(arguments: Screen.TransitionMode.allCases)
      func U1_oneAlertController_isShownAsOneUIAlertController(_ mode: Screen.TransitionMode) throws
      {
        try onScreen(mode) { screen in
          let alert = AlertController(
            title: "Rename", message: "Pick a name", preferredStyle: .alert)
          alert.addAction(AlertAction(title: "Cancel", style: .cancel))
          let save = AlertAction(title: "Save", style: .default)
          save.isEnabled = false
          alert.addAction(save)
          alert.addAction(AlertAction(title: "Delete", style: .destructive))
          alert.preferredAction = save
          alert.addTextField {
            $0.text = "Draft"; $0.placeholder = "Name"
          }
          alert.addTextField {
            $0.placeholder = "PIN"; $0.isSecureTextEntry = true
          }
          screen.host.present(alert)

          let shown = try #require(screen.shownAlert)
          #expect(shown.title == "Rename")
          #expect(shown.message == "Pick a name")
          #expect(shown.preferredStyle == .alert)
          #expect(shown.actions.map(\.title) == ["Cancel", "Save", "Delete"])
          #expect(shown.actions.map(\.style) == [.cancel, .default, .destructive])
          #expect(shown.actions.map(\.isEnabled) == [true, false, true])
          #expect(shown.preferredAction === shown.actions[1])
          let fields = try #require(shown.textFields)
          #expect(fields.map(\.text) == ["Draft", nil])
          #expect(fields.map(\.placeholder) == ["Name", "PIN"])
          #expect(fields.map(\.isSecureTextEntry) == [false, true])
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U1_actionSheet_getsNoPreferredActionAndNoTextFields(_ mode: Screen.TransitionMode) throws
      {
        try onScreen(mode) { screen in
          let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
          let mail = AlertAction(title: "Mail", style: .default)
          sheet.addAction(mail)
          sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
          sheet.preferredAction = mail
          screen.host.present(sheet)

          let shown = try #require(screen.shownAlert)
          #expect(shown.preferredStyle == .actionSheet)
          #expect(shown.preferredAction == nil)
          #expect(shown.textFields?.count == 0)  // empty, not nil, as on UIKit (M3a)
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      // MARK: U2

      @Test func U2_presentsOnTheTopMostController_notOnOneBeingDismissed() throws {
        try onScreen { screen in
          let modal = UIViewController()
          screen.root.present(modal, animated: false)
          let alert = AlertController(title: "On top", message: nil, preferredStyle: .alert)
          alert.addAction(AlertAction(title: "OK", style: .default))
          screen.host.present(alert)
          #expect(modal.presentedViewController is UIAlertController)
          try screen.tap("OK")
          #expect(modal.presentedViewController == nil)

          // A modal on its way out is not presented on: the alert waits for the end of
          // the dismissal and goes on the controller under it.
          UIKitShadow.holdsTransitions = true
          modal.dismiss(animated: true)
          let second = AlertController(title: "Under", message: nil, preferredStyle: .alert)
          second.addAction(AlertAction(title: "OK", style: .default))
          screen.host.present(second)
          #expect(modal.presentedViewController == nil)
          UIKitShadow.finishTransitions()
          #expect((screen.root.presentedViewController as? UIAlertController)?.title == "Under")
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U2_presentsOnThePresenterTheAppSupplies(_ mode: Screen.TransitionMode) async {
        let detail = UIViewController()
        let screen = Screen(mode, renderer: UIKitRenderer(presenter: { [weak detail] in detail }))
        defer { screen.tearDown() }
        screen.root.present(detail, animated: false)
        let alert = AlertController(title: "Here", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        screen.host.present(alert)
        await screen.settleAcrossRunLoopTurns()
        #expect((detail.presentedViewController as? UIAlertController)?.title == "Here")
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U2_withoutAnyWindow_reportsOnce_andCancelsTheAlert(_ mode: Screen.TransitionMode) throws
      {
        onScreen(mode) { screen in
          screen.window.windowScene = nil  // no key window any more
          let recorder = LegacyAlertViewDelegateRecorder()
          let view = LegacyAlertView(
            title: "Lost?", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
            otherButtonTitles: "OK")
          let kinds = issueKinds { view.show(in: screen.host) }
          #expect(kinds == [.noPresenter])
          #expect(
            recorder.events == [
              .willPresent, .didPresent, .systemCancel, .clicked(0),
              .willDismiss(0), .didDismiss(0),
            ])
          #expect(!view.isVisible)
          #expect(screen.host.isIdle)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U2_presenterReturningNil_reportsOnce_andCancelsTheAlert(_ mode: Screen.TransitionMode)
        throws
      {
        onScreen(mode, renderer: UIKitRenderer(presenter: { nil })) { screen in
          var ran: [String] = []
          let alert = AlertController(title: "Nowhere", message: nil, preferredStyle: .alert)
          alert.addAction(
            AlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") })
          alert.addAction(AlertAction(title: "OK", style: .default) { _ in ran.append("ok") })
          let kinds = issueKinds { screen.host.present(alert) }
          #expect(kinds == [.noPresenter])
          #expect(ran == ["cancel"])
          #expect(screen.root.presentedViewController == nil)
          #expect(screen.host.isIdle)
        }
      }

      // MARK: U3

      /// The app's modal is presented but its transition has not begun (no coordinator yet,
      /// its view in no window, U13): UIKit would drop a present, so the bridge presents only
      /// once the modal's transition has ended, on a later turn of the run loop.
      @Test func U3_busyPresenter_theAlertWaitsForTheTransition_andIsNotDropped() async throws {
        let screen = Screen(.held)
        defer { screen.tearDown() }
        let modal = UIViewController()
        screen.root.present(modal, animated: true)  // not begun yet
        let recorder = LegacyAlertViewDelegateRecorder()
        let view = LegacyAlertView(
          title: "Saved", message: nil, delegate: recorder, cancelButtonTitle: "OK")
        let kinds = issueKinds { view.show(in: screen.host) }
        #expect(kinds.isEmpty)
        #expect(modal.presentedViewController == nil)
        #expect(recorder.events == [.willPresent])
        UIKitShadow.finishTransitions()  // the modal's transition runs
        await Task.yield()  // the next turn of the run loop: the bridge presents
        UIKitShadow.finishTransitions()
        #expect((modal.presentedViewController as? UIAlertController)?.title == "Saved")
        #expect(recorder.events == [.willPresent, .didPresent])
        // Nothing was given to UIKit while it would have dropped it (U13).
        #expect(UIKitShadow.loggedMessages.isEmpty)
        #expect(UIKitShadow.raisedExceptions.isEmpty)
        try screen.tap("OK")
        #expect(recorder.events.suffix(3) == [.clicked(0), .willDismiss(0), .didDismiss(0)])
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U3_presenterAlreadyPresentingSomethingElse_presentsOnTopOfIt(
        _ mode: Screen.TransitionMode
      ) async {
        let screen = Screen(mode)
        defer { screen.tearDown() }
        let appAlert = UIAlertController(title: "App's own", message: nil, preferredStyle: .alert)
        appAlert.addAction(UIAlertAction(title: "Fine", style: .default))
        screen.root.present(appAlert, animated: true)
        let alert = AlertController(title: "Ours", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        screen.host.present(alert)
        await screen.settleAcrossRunLoopTurns()
        #expect((appAlert.presentedViewController as? UIAlertController)?.title == "Ours")
        #expect(alert.isVisible)
      }

      // MARK: U4

      @Test func U4_tap_dismissesFirst_thenHandlerAndLegacyCallbacks_once() throws {
        try onScreen { screen in
          UIKitShadow.holdsTransitions = true
          let recorder = LegacyAlertViewDelegateRecorder()
          let view = LegacyAlertView(
            title: "Delete?", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
            otherButtonTitles: "Delete")
          var closures: [Int] = []
          view.show(in: screen.host) { _, index in closures.append(index) }
          UIKitShadow.finishTransitions()
          #expect(recorder.events == [.willPresent, .didPresent])

          let shown = try #require(screen.shownAlert)
          try screen.tap("Delete")
          try screen.tap("Delete")  // a second tap during the dismissal is ignored by UIKit
          #expect(shown.isBeingDismissed)
          #expect(recorder.events.count == 2)  // nothing until UIKit ran the handler
          UIKitShadow.finishTransitions()
          #expect(
            recorder.events == [
              .willPresent, .didPresent, .clicked(1), .willDismiss(1),
              .didDismiss(1),
            ])
          #expect(closures == [1])
          #expect(screen.root.presentedViewController == nil)
          #expect(!view.isVisible)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U4_disabledAction_neverReachesTheHost(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode) { screen in
          var ran = 0
          let alert = AlertController(title: "Wait", message: nil, preferredStyle: .alert)
          let go = AlertAction(title: "Go", style: .default) { _ in ran += 1 }
          go.isEnabled = false
          alert.addAction(go)
          alert.addAction(AlertAction(title: "Cancel", style: .cancel))
          screen.host.present(alert)
          let kinds = try issueKinds { try screen.tap("Go") }
          #expect(kinds.isEmpty)
          #expect(ran == 0)
          #expect(screen.host.presentedAlert === alert)
          #expect(screen.shownAlert != nil)
        }
      }

      // MARK: U5

      @Test(arguments: Screen.TransitionMode.allCases)
      func U5_changes_reachTheScreen_andEditsReachTheHost(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode) { screen in
          let alert = AlertController(title: "Code", message: nil, preferredStyle: .alert)
          let ok = AlertAction(title: "OK", style: .default)
          alert.addAction(ok)
          alert.addTextField()
          var edits: [Int] = []
          alert.observe { _, event in
            if case .textDidChange(let index) = event { edits.append(index) }
          }
          screen.host.present(alert)
          let shown = try #require(screen.shownAlert)

          ok.isEnabled = false
          alert.title = "Enter the code"
          alert.message = "Six digits"
          #expect(shown.actions[0].isEnabled == false)
          #expect(shown.title == "Enter the code")
          #expect(shown.message == "Six digits")

          let field = try #require(shown.textFields?.first)
          field.shadowType("1234")
          #expect(alert.textFields.first?.text == "1234")
          #expect(edits == [0])
        }
      }

      /// An action added to the shown alert is added to the `UIAlertController` on screen,
      /// and a tap on it reaches the host (U5).
      @Test(arguments: Screen.TransitionMode.allCases)
      func U5_actionAddedWhileShown_reachesTheScreen_andItsTapTheHost(
        _ mode: Screen.TransitionMode
      ) throws {
        try onScreen(mode) { screen in
          let alert = AlertController(title: "Sync", message: nil, preferredStyle: .alert)
          alert.addAction(AlertAction(title: "Cancel", style: .cancel))
          var chosen: [String] = []
          screen.host.present(alert)
          let shown = try #require(screen.shownAlert)
          alert.addAction(
            AlertAction(title: "Retry", style: .default) { chosen.append($0.title ?? "") })
          #expect(shown.actions.map(\.title) == ["Cancel", "Retry"])
          screen.tap(shown.actions[1], of: shown)
          #expect(chosen == ["Retry"])
          #expect(screen.host.isIdle)
        }
      }

      // MARK: U6

      @Test(arguments: Screen.TransitionMode.allCases)
      func U6_sheetOnRegularWidth_isAPopoverFromTheBarButtonItem(_ mode: Screen.TransitionMode)
        throws
      {
        try onScreen(mode, sizeClass: .regular) { screen in
          try withMainHost(.uiKit()) {
            let item = screen.barItem("Share")
            let sheet = LegacyActionSheet(
              title: "Share", delegate: nil, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: nil, otherButtonTitles: "Mail", "Print")
            let kinds = issueKinds { sheet.show(from: item, animated: true) }
            #expect(kinds.isEmpty)
            #expect(AlertHost.main.traits == .regular)
            let shown = try #require(screen.shownAlert)
            let popover = try #require(shown.popoverPresentationController)
            #expect(popover.sourceItem === item)
            #expect(sheet.alertController?.isPopover == true)
            #expect(sheet.alertController?.anchor == .barItem("Share"))
            #expect(UIKitShadow.raisedExceptions.isEmpty)
          }
        }
      }

      /// An `AlertDialog` sheet without an anchor, on an iPad host whose traits were not yet
      /// decided: both backends take the renderer's traits first, so the popover points at
      /// the centre with no issue, as a legacy sheet does (A6, S5).
      @Test(arguments: [AlertDialog.Backend.controller, .legacyView])
      func U6_dialogSheetWithoutAnchor_onAnIPad_isAPopoverFromTheCentre_withoutAnIssue(
        _ backend: AlertDialog.Backend
      ) async throws {
        let screen = Screen(sizeClass: .regular)
        defer { screen.tearDown() }
        #expect(screen.host.traits == .compact)  // not decided until something is shown
        let dialog = AlertDialog(style: .actionSheet, title: "Sort", message: nil)
        dialog.backend = backend
        let (_, issues) = await AlertDiagnostics.capture {
          await dialog.show(in: screen.host).value
        }
        #expect(issues.map(\.kind).isEmpty)
        let popover = try #require(screen.shownAlert?.popoverPresentationController)
        #expect(popover.sourceView === screen.root.view)
        #expect(popover.sourceRect.width == 1 && popover.sourceRect.height == 1)
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U6_hostTraits_onAnIPad_followThePresentersSizeClassAtShowTime(
        _ mode: Screen.TransitionMode
      )
        throws
      {
        try onScreen(mode, sizeClass: .compact, idiom: .pad) { screen in  // an iPad in a split view
          let sheet = AlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
          sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
          screen.host.present(sheet)
          #expect(screen.host.traits == .compact)
          #expect(!sheet.isPopover)
          #expect(sheet.displayedActions.count == 1)
          try screen.tap("Cancel")

          screen.root.shadowHorizontalSizeClass = .regular  // rotated, or a split view grew
          let next = AlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
          next.addAction(AlertAction(title: "Cancel", style: .cancel))
          next.anchor = .rect(x: 10, y: 20, width: 30, height: 40)
          screen.host.present(next)
          #expect(screen.host.traits == .regular)
          #expect(next.isPopover)
          let popover = try #require(screen.shownAlert?.popoverPresentationController)
          #expect(popover.sourceView === screen.root.view)
          #expect(popover.sourceRect == CGRect(x: 10, y: 20, width: 30, height: 40))
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U6_alert_hasNoPopover_evenOnRegularWidth(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode, sizeClass: .regular) { screen in
          let alert = AlertController(title: "Alert", message: nil, preferredStyle: .alert)
          alert.addAction(AlertAction(title: "OK", style: .default))
          screen.host.present(alert)
          let shown = try #require(screen.shownAlert)
          try screen.tap("OK")
          // The bridge never read it, not even to release the showing.
          #expect(shown.shadowPopoverReads == 0)
          #expect(screen.host.isIdle)
          #expect(shown.popoverPresentationController == nil)
          #expect(!alert.isPopover)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U6_sheetWithoutAnchorOnIPad_isShownFromTheCentre_withOneIssue(
        _ mode: Screen.TransitionMode
      ) throws {
        try onScreen(mode, sizeClass: .regular) { screen in
          let sheet = AlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)
          sheet.addAction(AlertAction(title: "By date", style: .default))
          let kinds = issueKinds { screen.host.present(sheet) }
          #expect(kinds == [.missingPopoverAnchor])
          let popover = try #require(screen.shownAlert?.popoverPresentationController)
          let bounds = screen.root.view.bounds
          #expect(popover.sourceView === screen.root.view)
          #expect(popover.sourceRect == CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1))
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      // MARK: U7

      @Test(arguments: Screen.TransitionMode.allCases)
      func U7_tapOutsidePopover_withCancel_reachesTheHostOnce(_ mode: Screen.TransitionMode) throws
      {
        try onScreen(mode, sizeClass: .regular) { screen in
          try withMainHost(.uiKit()) {
            let recorder = LegacyActionSheetDelegateRecorder()
            let sheet = LegacyActionSheet(
              title: "Move", delegate: recorder, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: "Delete", otherButtonTitles: "Archive")
            sheet.show(from: screen.barItem("Move"), animated: true)
            let shown = try #require(screen.shownAlert)
            try screen.tap("Cancel")  // not displayed in a popover: ignored
            #expect(shown.presentingViewController != nil)
            screen.tapOutside(shown)
            screen.tapOutside(shown)
            let cancel = sheet.cancelButtonIndex
            #expect(
              recorder.events == [
                .willPresent, .didPresent, .clicked(cancel), .willDismiss(cancel),
                .didDismiss(cancel),
              ])
            #expect(screen.root.presentedViewController == nil)
          }
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U7_tapOutsidePopover_withoutCancel_givesMinusOneOnce(_ mode: Screen.TransitionMode)
        throws
      {
        try onScreen(mode, sizeClass: .regular) { screen in
          try withMainHost(.uiKit()) {
            let recorder = LegacyActionSheetDelegateRecorder()
            let sheet = LegacyActionSheet(
              title: "Move", delegate: recorder, cancelButtonTitle: nil,
              destructiveButtonTitle: nil, otherButtonTitles: "Archive", "Spam")
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 1024, height: 44))
            screen.root.view.addSubview(toolbar)
            sheet.show(from: toolbar)
            let shown = try #require(screen.shownAlert)
            #expect(shown.popoverPresentationController?.sourceView === toolbar)
            screen.tapOutside(shown)
            #expect(
              recorder.events == [
                .willPresent, .didPresent, .clicked(-1), .willDismiss(-1), .didDismiss(-1),
              ])
            #expect(screen.root.presentedViewController == nil)
            #expect(!sheet.isVisible)
          }
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U7_tapOutsideCompactSheet_withoutCancel_doesNothing(_ mode: Screen.TransitionMode) throws
      {
        try onScreen(mode, sizeClass: .compact) { screen in
          let sheet = AlertController(title: "Pick", message: nil, preferredStyle: .actionSheet)
          sheet.addAction(AlertAction(title: "One", style: .default))
          screen.host.present(sheet)
          let shown = try #require(screen.shownAlert)
          screen.tapOutside(shown)
          #expect(screen.host.presentedAlert === sheet)
          #expect(shown.presentingViewController === screen.root)
        }
      }

      // MARK: U8

      @Test func U8_dismissalFromCode_duringTheTransition_endsAfterIt() throws {
        onScreen { screen in
          UIKitShadow.holdsTransitions = true
          let recorder = LegacyAlertViewDelegateRecorder()
          let view = LegacyAlertView(
            title: "Syncing", message: nil, delegate: recorder, cancelButtonTitle: "Stop",
            otherButtonTitles: "Hide")
          view.show(in: screen.host)
          view.dismiss(withClickedButtonIndex: 1, animated: true)  // the presentation still runs
          #expect(recorder.events == [.willPresent])
          UIKitShadow.finishTransitions()
          #expect(
            recorder.events == [
              .willPresent, .didPresent, .willDismiss(1),
              .didDismiss(1),
            ])
          #expect(screen.root.presentedViewController == nil)
          #expect(UIKitShadow.raisedExceptions.isEmpty)
          #expect(screen.host.isIdle)
        }
      }

      @Test func U8_dismissalFromCode_dismissesTheShownController() throws {
        try onScreen { screen in
          UIKitShadow.holdsTransitions = true
          let alert = AlertController(title: "Busy", message: nil, preferredStyle: .alert)
          alert.addAction(AlertAction(title: "OK", style: .default))
          screen.host.present(alert)
          UIKitShadow.finishTransitions()
          let shown = try #require(screen.shownAlert)
          screen.host.dismiss(alert)
          #expect(shown.isBeingDismissed)
          #expect(alert.isVisible)  // the host's hide finishes in UIKit's completion
          UIKitShadow.finishTransitions()
          #expect(!alert.isVisible)
          #expect(screen.root.presentedViewController == nil)
        }
      }

      // MARK: U9

      @Test func U9_afterTheFlow_nothingStaysAlive_andNoObserverRemains() throws {
        weak var weakController: UIAlertController?
        weak var weakView: LegacyAlertView?
        weak var weakDelegate: LegacyAlertViewDelegateRecorder?
        var field: UITextField?
        try onScreen { screen in
          try withMainHost(.uiKit()) {
            var recorder: LegacyAlertViewDelegateRecorder? = LegacyAlertViewDelegateRecorder()
            weakDelegate = recorder
            do {
              let view = LegacyAlertView(
                title: "Name", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
                otherButtonTitles: "OK")
              view.alertViewStyle = .plainTextInput
              view.show()
              weakView = view
            }
            weakController = screen.shownAlert
            field = screen.shownAlert?.textFields?.first
            field?.shadowType("Ada")
            try screen.tap("OK")
            #expect(recorder?.events.last == .didDismiss(1))
            recorder = nil
          }
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
        #expect(weakDelegate == nil)
        // The edit action was removed: typing into the old field reaches nothing.
        let kinds = issueKinds { field?.shadowType("Grace") }
        #expect(kinds.isEmpty)
      }

      /// The flows of the issue, each followed by the same weak-reference check (U9).
      enum Flow: String, CaseIterable, Sendable {
        case tap, popoverTapOutside, cancelAll, dismissalDuringTransition, noPresenter
      }

      @Test(arguments: Flow.allCases)
      func U9_afterEachFlow_controllerSheetAndDelegateAreReleased(_ flow: Flow) throws {
        weak var weakController: UIAlertController?
        weak var weakSheet: LegacyActionSheet?
        weak var weakDelegate: LegacyActionSheetDelegateRecorder?
        try onScreen(sizeClass: .regular) { screen in
          try withMainHost(.uiKit()) {
            var recorder: LegacyActionSheetDelegateRecorder? = LegacyActionSheetDelegateRecorder()
            weakDelegate = recorder
            let item = screen.barItem("More")
            do {
              let sheet = LegacyActionSheet(
                title: "More", delegate: recorder, cancelButtonTitle: "Cancel",
                destructiveButtonTitle: "Delete", otherButtonTitles: "Share")
              weakSheet = sheet
              if flow == .noPresenter { screen.window.windowScene = nil }
              if flow == .dismissalDuringTransition { UIKitShadow.holdsTransitions = true }
              _ = issueKinds { sheet.show(from: item, animated: true) }
              weakController = screen.shownAlert
              switch flow {
              case .tap: try screen.tap("Share")
              case .popoverTapOutside: screen.shownAlert?.shadowTapOutside()
              case .cancelAll: AlertHost.main.cancelAll()
              case .dismissalDuringTransition:
                sheet.dismiss(withClickedButtonIndex: 0, animated: true)
                UIKitShadow.finishTransitions()
              case .noPresenter: break
              }
            }
            #expect(recorder?.events.last.map { "\($0)" }?.hasPrefix(".didDismiss") == true)
            #expect(AlertHost.main.isIdle)
            recorder = nil
          }
        }
        #expect(weakController == nil)
        #expect(weakSheet == nil)
        #expect(weakDelegate == nil)
      }

      @Test func U9_rendererAndHost_areReleasedWithTheScreen() throws {
        weak var weakRenderer: UIKitRenderer?
        weak var weakHost: AlertHost?
        try onScreen { screen in
          let renderer = UIKitRenderer(presenter: { [weak root = screen.root] in root })
          let host = AlertHost(renderer: renderer)
          weakRenderer = renderer
          weakHost = host
          let alert = AlertController(title: "Once", message: nil, preferredStyle: .alert)
          alert.addAction(AlertAction(title: "OK", style: .default))
          host.present(alert)
          try screen.tap("OK")
        }
        #expect(weakRenderer == nil)
        #expect(weakHost == nil)
      }

      // MARK: U10

      @Test(arguments: Screen.TransitionMode.allCases)
      func U10_background_cancelsNothing_byDefault(_ mode: Screen.TransitionMode) throws {
        onScreen(mode) { screen in
          let recorder = LegacyAlertViewDelegateRecorder()
          let view = LegacyAlertView(
            title: "Keep", message: nil, delegate: recorder, cancelButtonTitle: "OK")
          view.show(in: screen.host)
          screen.settle()
          NotificationCenter.default.post(
            name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
          #expect(view.isVisible)
          #expect(recorder.events == [.willPresent, .didPresent])
          #expect(screen.shownAlert?.title == "Keep")
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U10_background_cancelsTheAlert_whenTheAppOptsIn(_ mode: Screen.TransitionMode) throws {
        onScreen(mode, renderer: UIKitRenderer(cancelsAlertsOnBackground: true)) { screen in
          let recorder = LegacyAlertViewDelegateRecorder()
          let view = LegacyAlertView(
            title: "Secret", message: nil, delegate: recorder, cancelButtonTitle: "Close",
            otherButtonTitles: "Reveal")
          view.show(in: screen.host)
          screen.settle()
          NotificationCenter.default.post(
            name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
          screen.settle()
          #expect(
            recorder.events == [
              .willPresent, .didPresent, .systemCancel, .clicked(0),
              .willDismiss(0), .didDismiss(0),
            ])
          #expect(screen.root.presentedViewController == nil)
          // The observer went with the alert: a second notification changes nothing.
          NotificationCenter.default.post(
            name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
          #expect(recorder.events.count == 6)
        }
      }

      // MARK: U11

      @Test(arguments: Screen.TransitionMode.allCases)
      func U11_showBeforeSetup_reportsOnceNamingTheSetupLine(_ mode: Screen.TransitionMode) throws {
        try onScreen(mode) { screen in
          let savedMain = AlertHost.main
          let savedSetup = AlertHost.setup
          AlertHost.main = AlertHost()  // headless, as at launch
          AlertHost.setup = .init(isEnabled: true)  // as on iOS; never replaced, not reported
          defer {
            AlertHost.main = savedMain
            AlertHost.setup = savedSetup
          }
          let first = LegacyAlertView(
            title: "One", message: nil, delegate: nil, cancelButtonTitle: "OK")
          let (_, issues) = AlertDiagnostics.capture { first.show() }
          #expect(issues.map(\.kind) == [.mainHostNotSetUp])
          #expect(issues.first?.message.contains("AlertHost.main = .uiKit()") == true)
          #expect(first.isVisible)  // shown headless: nothing on screen
          #expect(screen.root.presentedViewController == nil)
          first.dismiss(withClickedButtonIndex: 0, animated: false)

          let second = LegacyAlertView(
            title: "Two", message: nil, delegate: nil, cancelButtonTitle: "OK")
          #expect(issueKinds { second.show() }.isEmpty)
          second.dismiss(withClickedButtonIndex: 0, animated: false)

          // The one line: from here on legacy show() draws through UIKit.
          AlertHost.main = .uiKit()
          let third = LegacyAlertView(
            title: "Three", message: nil, delegate: nil, cancelButtonTitle: "OK")
          #expect(issueKinds { third.show() }.isEmpty)
          #expect(screen.shownAlert?.title == "Three")
          try screen.tap("OK")
        }
      }

      @Test func U11_mainUIKitHost_usesTheStackPolicy() {
        #expect(AlertHost.uiKit().policy == .stack)
        #expect(AlertHost.uiKit(policy: .queue).policy == .queue)
      }
    }
  }
#endif
