#if os(Linux)
  import AlertShim
  import AlertShimTesting
  import AlertShimUIKit
  import Foundation
  import Testing
  import UIKit

  extension UIKitSuites {
    /// Bad input on UIKit: one issue each, no crash, no hang, a documented
    /// outcome (SEMANTICS U2, U6, U11, D1). No window and show() before setup
    /// are in UIKitRendererTests (U2, U11).
    @Suite @MainActor struct UIKitBadInputTests {
      @Test func issueKinds_haveStableRawValues_D1() {
        #expect(AlertShimIssue.Kind.noPresenter.rawValue == "no-presenter")
        #expect(AlertShimIssue.Kind.anchorViewNotInWindow.rawValue == "anchor-view-not-in-window")
        #expect(AlertShimIssue.Kind.mainHostNotSetUp.rawValue == "main-host-not-set-up")
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func sheetFromAViewInNoWindow_isShownFromThePresentersCentre_withOneIssue(
        _ mode: Screen.TransitionMode
      ) throws {
        try onScreen(mode, sizeClass: .regular) { screen in
          try withMainHost(.uiKit()) {
            let loose = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // in no window
            let recorder = LegacyActionSheetDelegateRecorder()
            let sheet = LegacyActionSheet(
              title: "Loose", delegate: recorder, cancelButtonTitle: "Cancel",
              destructiveButtonTitle: nil, otherButtonTitles: "Go")
            let kinds = issueKinds { sheet.show(in: loose) }
            #expect(kinds == [.anchorViewNotInWindow])
            let popover = try #require(screen.shownAlert?.popoverPresentationController)
            let bounds = screen.root.view.bounds
            #expect(popover.sourceView === screen.root.view)
            #expect(
              popover.sourceRect == CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1))
            #expect(UIKitShadow.raisedExceptions.isEmpty)
            try screen.tap("Go")
            #expect(recorder.events.last == .didDismiss(index(of: "Go", in: sheet)))
          }
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func barItemAnchorNamingNoItem_isShownFromTheCentre_withOneIssue(
        _ mode: Screen.TransitionMode
      )
        throws
      {
        onScreen(mode, sizeClass: .regular) { screen in
          let sheet = LegacyActionSheet(
            title: "Value anchor", delegate: nil, cancelButtonTitle: "Cancel",
            destructiveButtonTitle: nil, otherButtonTitles: "Go")
          let kinds = issueKinds { sheet.show(from: .barItem("share"), in: screen.host) }
          #expect(kinds == [.missingPopoverAnchor])
          #expect(screen.shownAlert?.popoverPresentationController?.sourceView === screen.root.view)
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func legacySheetShownInAHostOnIPad_withoutAnchor_usesTheCentre_withoutAnIssue(
        _ mode: Screen.TransitionMode
      ) throws {
        try onScreen(mode, sizeClass: .regular) { screen in
          let sheet = LegacyActionSheet(
            title: "Centre", delegate: nil, cancelButtonTitle: "Cancel",
            destructiveButtonTitle: nil, otherButtonTitles: "Go")
          let kinds = issueKinds { sheet.show(in: screen.host) }
          #expect(kinds.isEmpty)  // SEMANTICS S5: show(in:) on a regular host is centred
          let popover = try #require(screen.shownAlert?.popoverPresentationController)
          let bounds = screen.root.view.bounds
          #expect(popover.sourceRect == CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1))
          #expect(UIKitShadow.raisedExceptions.isEmpty)
        }
      }

      @Test(arguments: Screen.TransitionMode.allCases)
      func alertWithNoActions_isShownWithOneIssue_andOnlyCodeClosesIt(_ mode: Screen.TransitionMode)
        throws
      {
        try onScreen(mode) { screen in
          let alert = AlertController(title: "Please wait", message: nil, preferredStyle: .alert)
          let kinds = issueKinds { screen.host.present(alert) }
          #expect(kinds == [.alertWithoutActions])
          let shown = try #require(screen.shownAlert)
          #expect(shown.actions.isEmpty)
          screen.tapOutside(shown)  // alerts ignore taps outside
          #expect(alert.isVisible)
          screen.host.dismiss(alert)
          screen.settle()
          #expect(!alert.isVisible)
          #expect(screen.root.presentedViewController == nil)
        }
      }

      @Test func presenterWhoseViewIsInNoWindow_reportsOnce_andCancels() throws {
        let offscreen = UIViewController()
        onScreen(renderer: UIKitRenderer(presenter: { [weak offscreen] in offscreen })) {
          screen in
          let recorder = LegacyAlertViewDelegateRecorder()
          let view = LegacyAlertView(
            title: "Hidden", message: nil, delegate: recorder, cancelButtonTitle: "OK")
          let kinds = issueKinds { view.show(in: screen.host) }
          #expect(kinds == [.noPresenter])
          #expect(
            recorder.events == [
              .willPresent, .didPresent, .systemCancel, .clicked(0), .willDismiss(0),
              .didDismiss(0),
            ])
          #expect(offscreen.presentedViewController == nil)
          #expect(screen.host.isIdle)
        }
      }
    }
  }
#endif
