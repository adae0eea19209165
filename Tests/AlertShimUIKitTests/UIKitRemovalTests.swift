#if os(Linux)
  import AlertShim
  import AlertShimTesting
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

  extension UIKitSuites {
    /// What UIKit does behind the bridge's back, and how the bridge keeps every
    /// alert resolved: alerts UIKit removes with a controller under them, taps
    /// UIKit accepted while the host changed its mind, traits decided when
    /// UIKit really presents, released popover sources (Semantics U3, U4, U6, M7, M8).
    @Suite @MainActor struct UIKitRemovalTests {
      /// The bridge looks at a removal it did not ask for on the next turn of the
      /// run loop, after UIKit's dismissal and its completion have run; in `.held` mode
      /// the screen then settles over a few turns.
      func nextRunLoopTurn(_ screen: Screen) async {
        await Task.yield()
        await screen.settleAcrossRunLoopTurns()
      }

      // MARK: Alerts UIKit removes on its own (U3, M7)

      @Test(arguments: Screen.TransitionMode.allCases)
      func U3_alertOnAModal_thatTheModalDismisses_isShownAgainOnTheModal(
        _ mode: Screen.TransitionMode
      ) async throws {
        let screen = Screen(mode)
        defer { screen.tearDown() }
        let host = AlertHost.uiKit(policy: .queue)
        let modal = UIViewController()
        screen.root.present(modal, animated: false)
        let recorder = LegacyAlertViewDelegateRecorder()
        let view = LegacyAlertView(
          title: "Discard draft?", message: nil, delegate: recorder, cancelButtonTitle: "Keep",
          otherButtonTitles: "Discard")
        view.show(in: host)
        await screen.settleAcrossRunLoopTurns()
        #expect(modal.presentedViewController is UIAlertController)

        // "Close this screen": UIKit dismisses the child the modal presents, our alert.
        modal.dismiss(animated: true)
        screen.settle()
        #expect(modal.presentedViewController == nil)
        await nextRunLoopTurn(screen)

        let shown = try #require(modal.presentedViewController as? UIAlertController)
        #expect(shown.title == "Discard draft?")
        #expect(recorder.events == [.willPresent, .didPresent])
        try screen.tap("Discard")
        #expect(
          recorder.events == [
            .willPresent, .didPresent, .clicked(1), .willDismiss(1), .didDismiss(1),
          ])
        #expect(host.isIdle)
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U3_alertOnAModal_closedWithTheModal_isShownAgainOnTheRoot(_ mode: Screen.TransitionMode)
        async throws
      {
        let screen = Screen(mode)
        defer { screen.tearDown() }
        let host = AlertHost.uiKit(policy: .queue)
        let modal = UIViewController()
        screen.root.present(modal, animated: false)
        let recorder = LegacyAlertViewDelegateRecorder()
        LegacyAlertView(
          title: "Saved", message: nil, delegate: recorder, cancelButtonTitle: "OK"
        ).show(in: host)
        await screen.settleAcrossRunLoopTurns()

        screen.root.dismiss(animated: true)  // closes the modal and everything above it
        screen.settle()
        #expect(screen.root.presentedViewController == nil)
        await nextRunLoopTurn(screen)

        #expect((screen.root.presentedViewController as? UIAlertController)?.title == "Saved")
        try screen.tap("OK")
        #expect(recorder.events.suffix(3) == [.clicked(0), .willDismiss(0), .didDismiss(0)])
        #expect(host.isIdle)
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U3_alertRemovedWithNoControllerLeftToShowItOn_endsAsASystemCancel(
        _ mode: Screen.TransitionMode
      ) async throws {
        let screen = Screen(mode)
        defer { screen.tearDown() }
        let host = AlertHost.uiKit(policy: .queue)
        var ran: [String] = []
        let alert = AlertController(title: "Upload", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Stop", style: .cancel) { _ in ran.append("Stop") })
        host.present(alert)
        await screen.settleAcrossRunLoopTurns()
        let issues = await AlertDiagnostics.capture {
          screen.root.dismiss(animated: true)
          screen.settle()
          screen.window.windowScene = nil  // the scene went away with it
          await nextRunLoopTurn(screen)
        }.issues
        #expect(issues.map(\.kind) == [.noPresenter])
        #expect(ran == ["Stop"])  // a system cancel runs the cancel action (M7)
        #expect(host.isIdle)
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func U3_dismissingALowerAlert_removesTheOneAbove_whichIsShownAgain(
        _ mode: Screen.TransitionMode
      ) async throws {
        let screen = Screen(mode)
        defer { screen.tearDown() }
        let lower = AlertHost.uiKit(policy: .queue)
        let upper = AlertHost.uiKit(policy: .queue)
        let a = AlertController(title: "A", message: nil, preferredStyle: .alert)
        a.addAction(AlertAction(title: "OK", style: .default))
        let b = AlertController(title: "B", message: nil, preferredStyle: .alert)
        var ranB = 0
        b.addAction(AlertAction(title: "OK", style: .default) { _ in ranB += 1 })
        lower.present(a)
        upper.present(b)
        await screen.settleAcrossRunLoopTurns()
        #expect(screen.shownAlert?.title == "B")

        lower.dismiss(a)  // UIKit dismisses A and every controller above it
        screen.settle()
        #expect(screen.root.presentedViewController == nil)
        await nextRunLoopTurn(screen)

        #expect(lower.isIdle)
        #expect(screen.root.presentedViewController === screen.shownAlert)
        #expect(screen.shownAlert?.title == "B")
        try screen.tap("OK")
        #expect(ranB == 1)
        #expect(upper.isIdle)
      }

      // MARK: A tap UIKit accepted is the resolution (U4, M7)

      @Test(arguments: [false, true])
      func U4_tapDuringItsDismissal_thenACover_isStillTheResolution(_ legacyCover: Bool) throws {
        try onScreen { screen in
          try withMainHost(.uiKit()) {
            UIKitShadow.holdsTransitions = true
            let recorder = LegacyAlertViewDelegateRecorder()
            let a = LegacyAlertView(
              title: "A", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
              otherButtonTitles: "Delete")
            a.show()
            UIKitShadow.finishTransitions()
            try screen.tap("Delete")  // UIKit starts dismissing; the handler comes at the end
            let b = AlertController(title: "B", message: nil, preferredStyle: .alert)
            b.addAction(AlertAction(title: "Close", style: .cancel))
            if legacyCover {
              LegacyAlertView(title: "B", message: nil, delegate: nil, cancelButtonTitle: "Close")
                .show()
            } else {
              AlertHost.main.present(b)
            }
            UIKitShadow.finishTransitions()

            #expect(
              recorder.events == [
                .willPresent, .didPresent, .clicked(1), .willDismiss(1), .didDismiss(1),
              ])
            #expect(screen.shownAlert?.title == "B")
            try screen.tap("Close")
            UIKitShadow.finishTransitions()
            #expect(screen.root.presentedViewController == nil)  // A does not come back
            #expect(AlertHost.main.isIdle)
            #expect(recorder.events.count == 5)
          }
        }
      }

      /// How the host is asked to cancel while UIKit dismisses for a tap.
      enum CancelDuringTap: String, CaseIterable, CustomTestStringConvertible {
        case cancelAll, background, dismissFromCode
        var testDescription: String { rawValue }
      }

      /// A tap UIKit accepted stays the resolution when the host is asked to
      /// cancel during UIKit's dismissal animation (U4, M7): `cancelAll()`, a
      /// background cancel and a dismissal from code only wait for it.
      @Test(arguments: CancelDuringTap.allCases)
      func U4_tapDuringItsDismissal_thenACancel_isStillTheResolution(_ cancel: CancelDuringTap)
        throws
      {
        try onScreen(.held, renderer: UIKitRenderer(cancelsAlertsOnBackground: true)) { screen in
          let recorder = LegacyAlertViewDelegateRecorder()
          let a = LegacyAlertView(
            title: "A", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
            otherButtonTitles: "OK")
          a.show(in: screen.host)
          UIKitShadow.finishTransitions()
          let shown = try #require(screen.shownAlert)
          // UIKit starts dismissing; the handler comes at the end (the screen is not settled).
          shown.shadowTap(try #require(shown.actions.first { $0.title == "OK" }))
          switch cancel {
          case .cancelAll: screen.host.cancelAll()
          case .background:
            NotificationCenter.default.post(
              name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
          case .dismissFromCode: a.dismiss(withClickedButtonIndex: 0, animated: true)
          }
          #expect(recorder.events == [.willPresent, .didPresent])  // nothing decided yet
          UIKitShadow.finishTransitions()

          #expect(
            recorder.events == [
              .willPresent, .didPresent, .clicked(1), .willDismiss(1), .didDismiss(1),
            ])
          #expect(screen.root.presentedViewController == nil)
          #expect(screen.host.isIdle)
          #expect(!a.isVisible)
        }
      }

      // MARK: Traits decided when UIKit presents (S6, U6, D1)

      @Test func U6_traitsAreThoseOfTheMomentUIKitPresents() async throws {
        let screen = Screen(.held, idiom: .pad)
        defer { screen.tearDown() }
        do {
          let busy = UIViewController()
          screen.root.present(busy, animated: true)  // the root is busy presenting
          let recorder = LegacyActionSheetDelegateRecorder()
          let sheet = LegacyActionSheet(
            title: "Sort", delegate: recorder, cancelButtonTitle: nil, destructiveButtonTitle: nil,
            otherButtonTitles: "Name", "Date")
          let kinds = await AlertDiagnostics.capture {
            sheet.show(in: screen.host)
            screen.root.shadowHorizontalSizeClass = .regular
            await screen.settleAcrossRunLoopTurns()
          }.issues.map(\.kind)
          let shown = try #require(screen.shownAlert)
          #expect(shown.popoverPresentationController?.sourceView === busy.view)
          #expect(kinds == [.missingPopoverAnchor])
          shown.shadowTapOutside()
          UIKitShadow.finishTransitions()
          #expect(
            recorder.events == [
              .willPresent, .didPresent, .clicked(-1), .willDismiss(-1), .didDismiss(-1),
            ])
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      // MARK: A released popover source (M8)

      @Test func M8_queuedSheetWhoseBarButtonItemIsReleased_isCentred_withOneIssue() throws {
        try onScreen(sizeClass: .regular) { screen in
          try withMainHost(.uiKit(policy: .queue)) {
            let first = LegacyAlertView(
              title: "First", message: nil, delegate: nil, cancelButtonTitle: "OK")
            first.show()
            let sheet = LegacyActionSheet(
              title: "Share", delegate: nil, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: nil, otherButtonTitles: "Mail")
            do {
              let item = UIBarButtonItem(title: "Share")
              sheet.show(from: item, animated: true)
            }  // the item is released while the sheet waits
            let kinds = try issueKinds { try screen.tap("OK") }
            #expect(kinds == [.missingPopoverAnchor])
            let popover = try #require(screen.shownAlert?.popoverPresentationController)
            #expect(popover.sourceView === screen.root.view)
            #expect(popover.sourceRect == CGRect(x: 512, y: 384, width: 1, height: 1))
            #expect(UIKitShadow.raisedExceptions.isEmpty)
          }
        }
      }
    }
  }
#endif
