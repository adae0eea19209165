#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import Foundation
  import UIKit

  /// Draws alerts as real `UIAlertController`s (SEMANTICS U1–U10).
  ///
  /// One ``AlertController`` is shown as one `UIAlertController`, presented on
  /// the top-most view controller of the key window of the foreground-active
  /// scene, or on a presenter the app supplies. Taps, taps outside a popover
  /// and text edits go to the host through its one door
  /// (``AlertHost/select(actionAt:)``, ``AlertHost/tapOutside()``,
  /// ``AlertHost/typeText(_:intoTextFieldAt:)``), so legacy delegate callbacks
  /// keep their order. Most apps do not create one: they set
  /// `AlertHost.main = .uiKit()` at launch.
  ///
  /// ```swift
  /// // Alerts of one screen, presented from that screen:
  /// let host = AlertHost(renderer: UIKitRenderer(presenter: { [weak self] in self }))
  /// ```
  ///
  /// The renderer holds a `UIAlertController` only while it is shown; every
  /// action and observer it adds is removed when the alert is gone (U9). It
  /// uses closures only (`UIAction`, block-based notification observers): no
  /// Objective-C selectors.
  @MainActor
  public final class UIKitRenderer: AlertRenderer, AlertEnvironmentProviding {
    /// Returns the view controller to present on, or nil when there is none.
    public typealias Presenter = @MainActor () -> UIViewController?

    /// The presenter the app supplied; nil: the top-most controller of the key window (U2).
    private let presenter: Presenter?
    /// Whether an alert on screen is cancelled by the system when the app goes
    /// to the background (U10). Off by default: UIAlertView has not been
    /// dismissed on backgrounding since iOS 4.
    public let cancelsAlertsOnBackground: Bool

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The alerts of every UIKitRenderer whose presentation UIKit accepted and has not
    /// ended, by controller: another alert presented on one waits for it (U13).
    private static var appearing: [ObjectIdentifier: Entry] = [:]

    /// A renderer that presents on the controller `presenter` returns, or on
    /// the controller that one presents, top-most first (U2, U3).
    ///
    /// - Parameters:
    ///   - presenter: Called at each presentation; capture the controller weakly.
    ///   - cancelsAlertsOnBackground: Cancel the alert on screen (as a system
    ///     cancel) when the app enters the background (U10); false by default.
    public init(
      presenter: @escaping @MainActor () -> UIViewController?,
      cancelsAlertsOnBackground: Bool = false
    ) {
      self.presenter = presenter
      self.cancelsAlertsOnBackground = cancelsAlertsOnBackground
    }

    /// A renderer that presents on the top-most view controller of the key
    /// window of the foreground-active window scene (U2); with several
    /// foreground-active scenes, of the window that last became key (U14).
    public init(cancelsAlertsOnBackground: Bool = false) {
      self.presenter = nil
      self.cancelsAlertsOnBackground = cancelsAlertsOnBackground
      KeyWindowTracker.start()
    }

    // MARK: AlertRenderer

    /// Presents the alert as one `UIAlertController` once a presenter can present (U1–U3).
    public func show(
      _ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void
    ) {
      let entry = Entry(alert: alert, host: host, renderer: self)
      entries[ObjectIdentifier(alert)] = entry
      // UIKit asserts "UIAlertController must have a title, a message or an action to
      // display" (U12): such an alert is never given to UIKit. Its one issue (D1) is the
      // host's `alert-without-actions`, reported when it was presented.
      if (alert.title ?? "").isEmpty, (alert.message ?? "").isEmpty, alert.actions.isEmpty {
        return failToPresent(entry, completion: completion)
      }
      present(entry, completion: completion)
    }

    /// Dismisses the `UIAlertController`, or finishes at once when UIKit removed it already (U8).
    public func hide(
      _ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void
    ) {
      guard let entry = entries[ObjectIdentifier(alert)] else { return completion() }
      if let controller = entry.controller, controller.isBeingDismissed, !entry.dismissRequested,
        !entry.hasReportedInput
      {
        // UIKit is dismissing it on its own: for a tap, whose handler comes at the end
        // (U4), or with a controller under it. The hide ends when UIKit's dismissal has.
        entry.pendingHide = completion
        return
      }
      dismiss(entry, completion: completion)
    }

    /// Updates the shown `UIAlertController`: title, message, enabled state, new actions and text fields.
    public func update(_ alert: AlertController, in host: AlertHost) {
      guard let entry = entries[ObjectIdentifier(alert)], let controller = entry.controller else {
        return
      }
      let state = alert.state
      controller.title = state.title
      controller.message = state.message
      for (index, action) in state.actions.enumerated() {
        if index < controller.actions.count {
          controller.actions[index].isEnabled = action.isEnabled
        } else {
          controller.addAction(makeAction(for: action, at: index, of: entry))
        }
      }
      for (index, field) in alert.textFields.enumerated() {
        guard let shown = controller.textFields, index < shown.count else { break }
        if shown[index].text != field.text { shown[index].text = field.text }
        if shown[index].placeholder != field.placeholder {
          shown[index].placeholder = field.placeholder
        }
        shown[index].isSecureTextEntry = field.isSecureTextEntry
      }
    }

    // MARK: AlertEnvironmentProviding

    package func currentEnvironment(
      for alert: AlertController?, in host: AlertHost
    ) -> (traits: HostTraits, canvasSize: AlertSize)? {
      let source = alert.flatMap(\.uiKitPopoverSource)
      guard let start = startController(for: source, reporting: false) else { return nil }
      let top = topMost(from: start)
      // UIKit gives an action sheet the popover style only on the iPad and Mac idioms,
      // and adapts that popover to a sheet in a compact width (U6).
      let idiom = UIDevice.current.userInterfaceIdiom
      let regular =
        (idiom == .pad || idiom == .mac) && top.traitCollection.horizontalSizeClass == .regular
      let bounds = top.view.bounds
      return (
        regular ? .regular : .compact,
        AlertSize(width: Double(bounds.width), height: Double(bounds.height))
      )
    }

    // MARK: Presenting

    /// Presents the entry's alert once a presenter can present (U2, U3).
    private func present(_ entry: Entry, completion: @escaping () -> Void) {
      guard entries[entry.id] === entry else { return }
      let source = entry.alert.uiKitPopoverSource
      // No foreground-active scene has a key window, but one that is foreground-inactive (at
      // launch, under Control Center or a system prompt) or in the background does: present
      // once a scene activates (U2), as UIAlertView showed such an alert, instead of
      // cancelling it.
      if presenter == nil, entry.showAgainIn == nil,
        startController(for: source, reporting: false) == nil, Self.hasInactiveKeyWindow()
      {
        return presentOnActivation(entry, completion: completion)
      }
      guard let start = entry.showAgainIn ?? startController(for: source, reporting: true) else {
        return failToPresent(entry, completion: completion)
      }
      let top = topMost(from: start)
      // An alert of this or another UIKitRenderer is still appearing: present on it once it
      // has (U13).
      if let appearing = Self.appearing[ObjectIdentifier(top)], appearing.isAppearing {
        appearing.whenPresented.append { [weak self] in
          self?.present(entry, completion: completion)
        }
        return
      }
      // A presented controller whose transition has not begun has no view in a window yet
      // (U13): UIKit would drop a present on it, which is waited for below.
      guard top.viewIfLoaded?.window != nil || top.presentingViewController != nil else {
        AlertDiagnostics.report(
          .presenterNotInWindow(alert: entry.name, presenter: "\(type(of: top))"))
        return failToPresent(entry, completion: completion)
      }
      // A presentation or dismissal is running: UIKit would drop ours (U3). Retry after it.
      if let coordinator = top.transitionCoordinator {
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
          self?.present(entry, completion: completion)
        }
        return
      }
      // A presentation of `top` or of an ancestor that presents for it is waiting to begin
      // (no coordinator yet): UIKit would drop ours with a console line. Present only once
      // it has ended (U13).
      if hasTransitionInFlight(around: top) {
        retryAfterTransitions(around: top) { [weak self] in
          self?.present(entry, completion: completion)
        }
        return
      }
      // Traits are those of the moment UIKit really presents (S6, U6).
      entry.host?.redecidePresentationTraits(of: entry.alert)
      let controller = makeController(for: entry)
      if entry.alert.preferredStyle == .actionSheet {
        anchorPopover(of: controller, for: entry, source: source, presenter: top)
      }
      entry.controller = controller
      entry.window = top.viewIfLoaded?.window
      entry.isAppearing = true
      Self.appearing[ObjectIdentifier(controller)] = entry
      var completed = false
      top.present(controller, animated: true) { [weak self] in
        completed = true
        entry.isAppearing = false
        Self.appearing[ObjectIdentifier(controller)] = nil
        self?.observeBackground(for: entry)
        completion()
        entry.runWhenPresented()
      }
      // UIKit accepts a presentation by setting the controller's presenting controller at
      // once. Without one it dropped it ("Attempt to present … while a presentation is in
      // progress") and will never call the completion. The checks above should leave no
      // such case; should UIKit drop one they did not foresee, present again once the
      // transition has ended (U13).
      if !completed, controller.presentingViewController == nil {
        entry.isAppearing = false
        releaseShowing(entry)
        entry.window = nil
        guard hasTransitionInFlight(around: top) else {
          // Dropped with no transition to wait for (its view left the window): trying again
          // would be dropped again.
          AlertDiagnostics.report(
            .presentDroppedNotInWindow(alert: entry.name, presenter: "\(type(of: top))"))
          return failToPresent(entry, completion: completion)
        }
        retryAfterTransitions(around: top) { [weak self] in
          self?.present(entry, completion: completion)
        }
      }
    }

    /// Whether a presentation of `controller` or of an ancestor (which presents for it) has
    /// begun or is waiting to begin (U13).
    private func hasTransitionInFlight(around controller: UIViewController) -> Bool {
      if controller.transitionCoordinator != nil { return true }
      var ancestor: UIViewController? = controller
      while let current = ancestor {
        if current.isBeingPresented || current.presentedViewController?.isBeingPresented == true {
          return true
        }
        ancestor = current.parent
      }
      return false
    }

    /// Runs `retry` on a later turn of the main run loop, once no transition of
    /// `controller` or of its ancestors (which present for it) has begun but not ended; a
    /// transition that has begun is waited for through its coordinator (U13).
    private func retryAfterTransitions(
      around controller: UIViewController, _ retry: @escaping @MainActor () -> Void
    ) {
      Task { @MainActor [weak controller] in
        guard let controller else { return retry() }
        if let coordinator = controller.transitionCoordinator {
          coordinator.animate(alongsideTransition: nil) { _ in retry() }
          return
        }
        if self.hasTransitionInFlight(around: controller) {
          return self.retryAfterTransitions(around: controller, retry)
        }
        retry()
      }
    }

    /// No presenter: one issue was reported; the alert ends as a system cancel
    /// (U2), or, when UIKit had removed it, with what the host was asked meanwhile (U3).
    private func failToPresent(_ entry: Entry, completion: @escaping () -> Void) {
      if let host = entry.host, !host.rendererReported(.lost, for: entry.alert) {
        host.cancelBySystem()
      }
      completion()
    }

    /// Where to start looking for the presenter: the app's presenter, the
    /// root of the window of the view a sheet is shown from, or the root of
    /// the key window of the foreground-active scene.
    private func startController(
      for source: UIKitPopoverSource?, reporting: Bool
    ) -> UIViewController? {
      if let presenter {
        let supplied = presenter()
        if supplied == nil, reporting {
          AlertDiagnostics.report(.presenterReturnedNil)
        }
        return supplied
      }
      // The scene of the view a sheet is shown from, or of the bar its item is in (U14).
      if let root = source?.view?.window?.rootViewController { return root }
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let active = scenes.filter { $0.activationState == .foregroundActive }
      if let item = source?.barButtonItem,
        let window = active.flatMap(\.windows).first(where: { isShownInABar(item, in: $0) }),
        let root = window.rootViewController
      {
        return root
      }
      // The key window's scene. Since iOS 15 each scene has its own key window, so with
      // several foreground-active scenes it is the one that last became key (U14).
      let keyWindows = active.compactMap(\.keyWindow).filter { $0.rootViewController != nil }
      let key =
        keyWindows.count == 1
        ? keyWindows.first : keyWindows.first { $0 === KeyWindowTracker.lastKeyWindow }
      guard let root = key?.rootViewController else {
        if reporting, keyWindows.isEmpty {
          AlertDiagnostics.report(.noKeyWindow)
        } else if reporting {
          AlertDiagnostics.report(.severalKeyWindows(count: keyWindows.count))
        }
        return nil
      }
      return root
    }

    /// Whether no foreground-active window scene has a key window with a root view controller,
    /// and a scene that is foreground-inactive or in the background has one: the app is
    /// launching, interrupted, or in the background (U2).
    private static func hasInactiveKeyWindow() -> Bool {
      var inactive = false
      for case let scene as UIWindowScene in UIApplication.shared.connectedScenes
      where scene.keyWindow?.rootViewController != nil {
        switch scene.activationState {
        case .foregroundActive: return false
        case .foregroundInactive, .background: inactive = true
        default: break
        }
      }
      return inactive
    }

    /// Presents the entry's alert when a scene posts `UIScene.didActivateNotification` (U2);
    /// a hide before then ends the wait (`finish`).
    private func presentOnActivation(_ entry: Entry, completion: @escaping () -> Void) {
      guard entry.activationObserver == nil else { return }
      entry.presentedOnActivation = completion
      // UIKit posts this notification on the main thread.
      entry.activationObserver = NotificationCenter.default.addObserver(
        forName: UIScene.didActivateNotification, object: nil, queue: nil
      ) { [weak self, weak entry] _ in
        MainActor.assumeIsolated {
          guard let entry, let completion = entry.presentedOnActivation else { return }
          entry.stopWaitingForActivation()
          self?.present(entry, completion: completion)
        }
      }
    }

    /// Whether `item` is one of the bar button items shown in a navigation bar or a
    /// toolbar of `window`: only then has UIKit a view for a popover to point at (U6, M8).
    private func isShownInABar(_ item: UIBarButtonItem, in window: UIWindow) -> Bool {
      func search(_ view: UIView) -> Bool {
        if view.isHidden { return false }
        if let bar = view as? UINavigationBar, let top = bar.topItem {
          let items = (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? [])
          if items.contains(where: { $0 === item }) { return true }
        }
        if let toolbar = view as? UIToolbar,
          (toolbar.items ?? []).contains(where: { $0 === item })
        {
          return true
        }
        return view.subviews.contains(where: search)
      }
      return search(window)
    }

    /// From the non-modal ancestor of `start` (a navigation or tab bar controller presents
    /// for its child, as UIKit does), follows the presented controllers that are not being
    /// dismissed (U2).
    private func topMost(from start: UIViewController) -> UIViewController {
      var top = start
      while let parent = top.parent { top = parent }
      while let next = top.presentedViewController, !next.isBeingDismissed {
        top = next
      }
      return top
    }

    /// Sets the popover source of an action sheet (U6): what it was shown
    /// from, else the rect of its anchor in the presenter's view, else the
    /// centre of that view.
    private func anchorPopover(
      of controller: UIAlertController, for entry: Entry, source: UIKitPopoverSource?,
      presenter: UIViewController
    ) {
      guard let popover = controller.popoverPresentationController else { return }
      entry.popover = popover
      popover.delegate = entry.popoverObserver
      let bounds = presenter.view.bounds
      if let item = source?.barButtonItem {
        if let window = presenter.viewIfLoaded?.window, isShownInABar(item, in: window) {
          if #available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *) {
            popover.sourceItem = item
          } else {
            popover.barButtonItem = item
          }
          return
        }
        // An item in no bar has no view: UIKit's popover would throw (U6, M8).
        popover.sourceView = presenter.view
        popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1)
        if entry.alert.isPopover {
          AlertDiagnostics.report(
            .barItemInNoBar(
              alert: entry.name, item: item.title ?? "", presenter: "\(type(of: presenter))"))
        }
        return
      }
      if let view = source?.view, view.window != nil {
        popover.sourceView = view
        popover.sourceRect = source?.rect ?? view.bounds
        return
      }
      popover.sourceView = presenter.view
      if let source, source.view == nil, source.barButtonItem == nil {
        AlertDiagnostics.report(
          .popoverSourceReleased(
            alert: entry.name, source: "\(source.kind)", presenter: "\(type(of: presenter))"))
        popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1)
        return
      }
      if source?.view != nil {
        AlertDiagnostics.report(
          .anchorViewNotInWindow(alert: entry.name, presenter: "\(type(of: presenter))"))
        popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1)
        return
      }
      switch entry.alert.anchor {
      case .rect(let x, let y, let width, let height)?:
        popover.sourceRect = CGRect(x: x, y: y, width: width, height: height)
      case .barItem(let name)?:
        if entry.alert.isPopover, source == nil {
          AlertDiagnostics.report(.barItemNameNamesNoItem(alert: entry.name, name: name))
        }
        popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1)
      case nil:
        popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1)
      }
    }

    // MARK: Building the UIAlertController

    /// One `UIAlertController` for one alert (U1), built from its ``AlertState``.
    private func makeController(for entry: Entry) -> UIAlertController {
      let state = entry.alert.state
      let controller = BridgedAlertController(
        title: state.title, message: state.message,
        preferredStyle: state.style == .alert ? .alert : .actionSheet)
      controller.willDisappear = { [weak self, weak entry, weak controller] in
        guard let self, let entry, let controller else { return }
        self.controllerWillDisappear(controller, of: entry)
      }
      controller.didDisappear = { [weak self, weak entry, weak controller] in
        guard let self, let entry, let controller else { return }
        self.controllerDidDisappear(controller, of: entry)
      }
      for (index, action) in state.actions.enumerated() {
        controller.addAction(makeAction(for: action, at: index, of: entry))
      }
      guard state.style == .alert else { return controller }
      if let index = state.preferredActionIndex, controller.actions.indices.contains(index) {
        controller.preferredAction = controller.actions[index]
      }
      let live = entry.alert.textFields
      for (index, field) in state.textFields.enumerated() {
        controller.addTextField { [weak self, weak entry] textField in
          // The state never holds a secure text (T1): the field's own text is put in directly.
          textField.text =
            field.isSecureTextEntry
            ? (live.indices.contains(index) ? live[index].text : nil) : field.text
          textField.placeholder = field.placeholder
          textField.isSecureTextEntry = field.isSecureTextEntry
          let edit = UIAction { [weak self, weak entry, weak textField] _ in
            guard let entry, let textField else { return }
            self?.userEdited(textField, at: index, of: entry)
          }
          textField.addAction(edit, for: .editingChanged)
          entry?.fieldActions.append((textField, edit))
        }
      }
      return controller
    }

    private func makeAction(
      for action: AlertState.Action, at index: Int, of entry: Entry
    ) -> UIAlertAction {
      let style: UIAlertAction.Style
      switch action.style {
      case .default: style = .default
      case .cancel: style = .cancel
      case .destructive: style = .destructive
      }
      let shown = UIAlertAction(title: action.title, style: style) { [weak self, weak entry] _ in
        guard let entry else { return }
        self?.userTapped(actionAt: index, of: entry)
      }
      shown.isEnabled = action.isEnabled
      return shown
    }

    // MARK: User input, reported through the host's door

    /// UIKit dismissed the alert and ran the action's handler (U4, U7).
    /// The tap UIKit accepted is the alert's resolution, whatever the host was
    /// asked during UIKit's dismissal (U4, M7): `cancelAll()`, a background
    /// cancel or a dismissal from code only waited for it. A popover's cancel
    /// action, hidden, is run by UIKit for a tap outside (S6).
    private func userTapped(actionAt index: Int, of entry: Entry) {
      guard entries[entry.id] === entry, !entry.hasReportedInput, let host = entry.host else {
        return
      }
      entry.hasReportedInput = true
      host.rendererReported(.selected(actionAt: index), for: entry.alert)
      if let pendingHide = entry.pendingHide {
        // The host had begun to cover the alert during UIKit's dismissal for this tap.
        entry.pendingHide = nil
        finish(entry)
        pendingHide()
      }
    }

    /// A popover without a cancel action was dismissed by a tap outside (U7).
    fileprivate func userTappedOutside(_ entry: Entry) {
      guard entries[entry.id] === entry, !entry.hasReportedInput, let host = entry.host else {
        return
      }
      entry.hasReportedInput = true
      host.rendererReported(.tappedOutside, for: entry.alert)
    }

    /// The user edited a text field (U5): the host runs L13 after every edit.
    private func userEdited(_ textField: UITextField, at index: Int, of entry: Entry) {
      guard entries[entry.id] === entry, !entry.hasReportedInput, let host = entry.host else {
        return
      }
      host.typeText(textField.text ?? "", intoTextFieldAt: index)
    }

    // MARK: Removed by UIKit

    /// UIKit began a dismissal of the shown controller that the bridge did not
    /// ask for: for a tap, whose handler comes at its end (U4), or with a
    /// controller under it (U3). Until the bridge knows which, the host keeps
    /// the alert as the UI's to resolve: a cancel asked meanwhile waits.
    fileprivate func controllerWillDisappear(_ controller: UIAlertController, of entry: Entry) {
      guard entries[entry.id] === entry, entry.controller === controller, !entry.dismissRequested,
        !entry.hasReportedInput, let host = entry.host
      else { return }
      entry.isResolvingInUIKit = host.rendererReported(.resolving, for: entry.alert)
    }

    /// UIKit ended a dismissal of the shown controller (U3, M7). A tap's handler
    /// follows in this turn of the run loop (UIKit calls it from the
    /// dismissal's completion, after `viewDidDisappear`); anything else is a
    /// removal the bridge did not ask for, which is looked at on the next turn.
    fileprivate func controllerDidDisappear(_ controller: UIAlertController, of entry: Entry) {
      guard entries[entry.id] === entry, entry.controller === controller, !entry.dismissRequested,
        !entry.hasReportedInput
      else { return }
      // A main-actor task runs after the current call stack, so after the completion.
      Task { @MainActor [weak self, weak entry, weak controller] in
        guard let self, let entry, let controller else { return }
        self.uiKitRemoved(controller, of: entry)
      }
    }

    /// UIKit removed the alert without a tap (a controller under it was
    /// dismissed). A UIAlertView stayed on screen when the screen under it
    /// closed: show it again on the new top-most controller; without one it
    /// ends as a system cancel with one issue (U2, U3, M7).
    private func uiKitRemoved(_ controller: UIAlertController, of entry: Entry) {
      guard entries[entry.id] === entry, entry.controller === controller, !entry.hasReportedInput
      else { return }
      if let pendingHide = entry.pendingHide {
        entry.pendingHide = nil
        finish(entry)
        return pendingHide()
      }
      releaseShowing(entry)
      // Shown again in the window it was in, never in another scene's (U14); the app's
      // presenter, when it supplied one, is asked again.
      if presenter == nil {
        guard let window = entry.window, window.windowScene != nil,
          let root = window.rootViewController
        else {
          AlertDiagnostics.report(.removedWithItsWindowGone(alert: entry.name))
          return failToPresent(entry) {}
        }
        entry.showAgainIn = root
      }
      present(entry) { [weak entry] in
        guard let entry, let host = entry.host else { return }
        entry.isResolvingInUIKit = false
        host.rendererReported(.restored, for: entry.alert)
      }
    }

    // MARK: Dismissing

    /// Dismisses the shown controller (U8), or finishes at once when UIKit
    /// removed it already (a tap, U4); waits for a running transition first.
    private func dismiss(_ entry: Entry, completion: @escaping () -> Void) {
      guard let controller = entry.controller, let presenting = controller.presentingViewController
      else {
        finish(entry)
        return completion()
      }
      if let coordinator = controller.transitionCoordinator {
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
          self?.dismiss(entry, completion: completion)
        }
        return
      }
      entry.dismissRequested = true
      presenting.dismiss(animated: true) { [weak self] in
        self?.finish(entry)
        completion()
      }
    }

    /// Lets go of everything the alert's showing added (U9).
    private func finish(_ entry: Entry) {
      entry.stopWaitingForActivation()
      releaseShowing(entry)
      if entries[entry.id] === entry { entries[entry.id] = nil }
    }

    /// Lets go of what one `UIAlertController` of the alert added (U9).
    private func releaseShowing(_ entry: Entry) {
      for (textField, action) in entry.fieldActions {
        textField.removeAction(action, for: .editingChanged)
      }
      entry.fieldActions = []
      if let observer = entry.backgroundObserver {
        NotificationCenter.default.removeObserver(observer)
        entry.backgroundObserver = nil
      }
      // The popover the bridge anchored, if any: an alert's `popoverPresentationController`
      // is never read (U6).
      if let popover = entry.popover, popover.delegate === entry.popoverObserver {
        popover.delegate = nil
      }
      entry.popover = nil
      if let controller = entry.controller { Self.appearing[ObjectIdentifier(controller)] = nil }
      entry.isAppearing = false
      entry.controller = nil
      entry.dismissRequested = false
    }

    /// Cancels the alert on screen when the app goes to the background, if opted in (U10).
    private func observeBackground(for entry: Entry) {
      guard cancelsAlertsOnBackground, entries[entry.id] === entry else { return }
      // UIKit posts this notification on the main thread.
      entry.backgroundObserver = NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
      ) { [weak entry] _ in
        MainActor.assumeIsolated {
          guard let entry, !entry.hasReportedInput else { return }
          // During UIKit's dismissal for a tap the cancel only waits: the tap wins (U4).
          if !entry.isResolvingInUIKit { entry.hasReportedInput = true }
          entry.host?.cancelBySystem()
        }
      }
    }
  }

  /// The showing of one alert by the renderer.
  @MainActor
  private final class Entry {
    let alert: AlertController
    weak var host: AlertHost?
    var controller: UIAlertController?
    /// The window the alert was last presented in.
    weak var window: UIWindow?
    /// Where to start looking for the presenter when UIKit removed the alert.
    weak var showAgainIn: UIViewController?
    var fieldActions: [(UITextField, UIAction)] = []
    var backgroundObserver: (any NSObjectProtocol)?
    /// The observer of `UIScene.didActivateNotification` while the alert waits for a scene to
    /// activate (U2).
    var activationObserver: (any NSObjectProtocol)?
    /// The show's completion, while the alert waits for a scene to activate.
    var presentedOnActivation: (() -> Void)?
    var hasReportedInput = false
    /// Whether the bridge asked UIKit to dismiss `controller`.
    var dismissRequested = false
    /// The host's hide, waiting for a dismissal UIKit started on its own.
    var pendingHide: (() -> Void)?
    /// Whether UIKit is dismissing the controller on its own and the host
    /// waits for the bridge to say how it ended (a tap, or a removal).
    var isResolvingInUIKit = false
    /// Whether UIKit accepted the presentation of `controller` and it has not ended yet.
    var isAppearing = false
    /// What waits for that presentation to end (another alert to present on it, U13).
    var whenPresented: [@MainActor () -> Void] = []
    private(set) lazy var popoverObserver = PopoverObserver(entry: self)
    /// The popover presentation controller of an action sheet's `controller`, when the bridge
    /// anchored one.
    weak var popover: UIPopoverPresentationController?
    weak var renderer: UIKitRenderer?

    /// Stops waiting for a scene to activate.
    func stopWaitingForActivation() {
      if let observer = activationObserver {
        NotificationCenter.default.removeObserver(observer)
        activationObserver = nil
      }
      presentedOnActivation = nil
    }

    init(alert: AlertController, host: AlertHost, renderer: UIKitRenderer) {
      self.alert = alert
      self.host = host
      self.renderer = renderer
    }

    var id: ObjectIdentifier { ObjectIdentifier(alert) }

    /// Runs, once, what waited for the presentation to end.
    func runWhenPresented() {
      let waiting = whenPresented
      whenPresented = []
      for retry in waiting { retry() }
    }

    var name: String {
      let kind = alert.preferredStyle == .alert ? "alert" : "action sheet"
      if let title = alert.title, !title.isEmpty { return "The \(kind) \"\(title)\"" }
      return "The \(kind) without a title"
    }
  }

  /// The `UIAlertController` the bridge presents: UIKit's class, unchanged
  /// but for telling the bridge when it has disappeared, so that an alert UIKit
  /// removed with a controller under it is never left unresolved (U3, M7), and a
  /// tap is never turned into a cancel (U4). It overrides `viewWillDisappear(_:)`
  /// and `viewDidDisappear(_:)` only and touches no view of UIKit's.
  private final class BridgedAlertController: UIAlertController {
    var willDisappear: (() -> Void)?
    var didDisappear: (() -> Void)?

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      willDisappear?()
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      didDisappear?()
    }
  }

  /// Hears the dismissal of a popover by a tap outside it (U7).
  @MainActor
  private final class PopoverObserver: NSObject, UIPopoverPresentationControllerDelegate {
    private weak var entry: Entry?

    init(entry: Entry) {
      self.entry = entry
      super.init()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      guard let entry else { return }
      entry.renderer?.userTappedOutside(entry)
    }
  }

  /// The window that last became the key window of its scene, told by
  /// `UIWindow.didBecomeKeyNotification` (U14): since iOS 15 each scene has its own key
  /// window. UIKit posts the notification when a window becomes key within its scene
  /// (`becomeKey()`'s documentation), not when the user moves between scenes, so this is the
  /// scene whose key window changed last, not necessarily the one in use.
  @MainActor
  private enum KeyWindowTracker {
    static weak var lastKeyWindow: UIWindow?
    private static var observer: (any NSObjectProtocol)?

    /// Starts listening, once for the app's lifetime.
    static func start() {
      guard observer == nil else { return }
      // UIKit posts this notification on the main thread.
      observer = NotificationCenter.default.addObserver(
        forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil
      ) { notification in
        // Safe: UIKit posts it on the main thread, where the window is read below.
        nonisolated(unsafe) let window = notification.object
        MainActor.assumeIsolated {
          if let window = window as? UIWindow { lastKeyWindow = window }
        }
      }
    }
  }
#endif
