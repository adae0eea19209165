import AlertShim
import AlertShimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `alertshim demo`: drives a few alerts through a headless host and prints
/// the lifecycle as it happens.
@MainActor
enum DemoCommand {
  static let usage = """
    USAGE: alertshim demo [--help] [--version]

    Builds a few alerts on a headless host, drives them through the host's
    input door and prints every callback and handler in the order they run.

    On a terminal (standard input and output both terminals) the demo is
    interactive instead: you answer four alerts drawn by the terminal renderer
    and see the callbacks each answer produced. Ctrl-C ends it.
    """

  static func run(_ arguments: [String]) async -> Int32 {
    StandardOutput.reserveStandardDescriptors()
    if arguments.contains("--help") || arguments.contains("-h") {
      return StandardOutput.emit(usage + "\n", command: "alertshim demo", status: 0)
    }
    if arguments.contains("--version") {
      return StandardOutput.emit(
        "alertshim \(AlertShimCommand.version)\n", command: "alertshim demo", status: 0)
    }
    if let unknown = arguments.first {
      writeError("alertshim demo: unknown option '\(unknown)'\n\n\(usage)")
      return 2
    }
    if isatty(0) == 1 && isatty(1) == 1 {
      return await InteractiveDemo().run()
    }
    // The trace is written in one checked write: a failure is exit 74.
    var trace: [String] = []
    ScriptedDemo(output: { trace.append($0) }).run()
    return StandardOutput.emit(
      trace.map { $0 + "\n" }.joined(), command: "alertshim demo", status: 0)
  }
}

/// The scripted demo: every line is printed by a callback, a handler or the script.
@MainActor
final class ScriptedDemo: LegacyAlertViewDelegate, LegacyActionSheetDelegate {
  private let output: (String) -> Void

  init(output: @escaping (String) -> Void = { print($0) }) {
    self.output = output
  }

  func run() {
    modernAlert()
    legacyAlert()
    queuedAlerts()
    loginAlert()
    popoverSheet()
    teardown()
  }

  private func scene(_ title: String) {
    output("")
    output("== \(title)")
  }

  private func step(_ text: String) { output("  > \(text)") }
  private func log(_ text: String) { output("    \(text)") }

  private func observe(_ alert: AlertController, as name: String) {
    alert.observe { [weak self] _, event in self?.log("\(name): \(event)") }
  }

  // MARK: Scenes

  private func modernAlert() {
    scene("1. A modern AlertController, handler after dismissal")
    let host = AlertHost()
    let alert = AlertController(
      title: "Delete file?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(
      AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.log("handler: Cancel")
      })
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { [weak self, weak host] _ in
        self?.log(
          "handler: Delete (presented alert now: \(host?.presentedAlert == nil ? "none" : "some"))")
      })
    observe(alert, as: "alert")
    step("present")
    host.present(alert)
    step("select \"Delete\"")
    host.select(actionTitled: "Delete")
  }

  private func legacyAlert() {
    scene("2. A LegacyAlertView with a tag and a delegate")
    let host = AlertHost()
    let view = LegacyAlertView(
      title: "Save changes?", message: nil, delegate: self, cancelButtonTitle: "Discard",
      otherButtonTitles: "Save", "Save As…")
    view.tag = 42
    step("indices: cancel \(view.cancelButtonIndex), first other \(view.firstOtherButtonIndex)")
    step("show")
    view.show(in: host)
    step("tap button 2 (\"Save As…\")")
    host.select(actionAt: 2)
    step("isVisible after dismissal: \(view.isVisible)")
  }

  private func queuedAlerts() {
    scene("3. Two alerts on a queue host, the second presented from a handler")
    let host = AlertHost(policy: .queue)
    let first = AlertController(title: "First", message: nil, preferredStyle: .alert)
    let second = AlertController(title: "Second", message: nil, preferredStyle: .alert)
    let third = AlertController(title: "Third", message: nil, preferredStyle: .alert)
    first.addAction(
      AlertAction(title: "OK", style: .default) { [weak self] _ in
        self?.log("handler: First OK presents Third")
        host.present(third)
        self?.log("queue now: \(host.queuedAlerts.map { $0.title ?? "" })")
      })
    second.addAction(AlertAction(title: "OK", style: .default))
    third.addAction(AlertAction(title: "OK", style: .default))
    for (alert, name) in [(first, "First"), (second, "Second"), (third, "Third")] {
      observe(alert, as: name)
    }
    step("present First and Second")
    host.present(first)
    host.present(second)
    step(
      "shown: \(host.presentedAlert?.title ?? "none"); queue: \(host.queuedAlerts.map { $0.title ?? "" })"
    )
    step("select OK three times")
    for _ in 0..<3 { host.select(actionAt: 0) }
    step("host idle: \(host.isIdle)")
  }

  private func loginAlert() {
    scene("4. A login alert (Objective-C order): the first other button follows the text fields")
    let host = AlertHost()
    let view = LegacyAlertView(
      title: "Sign in", message: nil, delegate: self, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Sign In", buttonOrder: .objectiveC)
    view.tag = 7
    view.alertViewStyle = .loginAndPasswordInput
    step("show")
    view.show(in: host)
    let signIn = { host.presentedAlert?.actions[1].isEnabled == true ? "enabled" : "disabled" }
    step("Sign In is \(signIn())")
    step("type \"ann\" into the login field")
    host.typeText("ann", intoTextFieldAt: 0)
    step("type a password")
    host.typeText("correct horse", intoTextFieldAt: 1)
    step("Sign In is \(signIn()); password field shows \(view.textField(at: 1)?.displayText ?? "")")
    host.select(actionTitled: "Sign In")
  }

  private func popoverSheet() {
    scene("5. A LegacyActionSheet as a popover on a regular host")
    let host = AlertHost(traits: .regular)
    let sheet = LegacyActionSheet(
      title: "Photo", delegate: self, cancelButtonTitle: "Cancel",
      destructiveButtonTitle: "Delete", otherButtonTitles: "Share", "Copy")
    step(
      "indices (Swift order): destructive \(sheet.destructiveButtonIndex), cancel \(sheet.cancelButtonIndex), first other \(sheet.firstOtherButtonIndex)"
    )
    step("show from bar item \"action\"")
    sheet.show(from: .barItem("action"), in: host)
    let shown = host.presentedAlert?.displayedActions.map { $0.title ?? "" } ?? []
    step("popover: \(host.presentedAlert?.isPopover == true), displayed: \(shown)")
    step("tap outside")
    host.tapOutside()
  }

  private func teardown() {
    scene("6. cancelAll() resolves the shown alert and the queue as system cancels")
    let host = AlertHost()
    for name in ["A", "B", "C"] {
      let view = LegacyAlertView(
        title: name, message: nil, delegate: self, cancelButtonTitle: "Cancel",
        otherButtonTitles: "OK")
      view.show(in: host)
    }
    step("shown: \(host.presentedAlert?.title ?? "none"), queued: \(host.queuedAlerts.count)")
    step("cancelAll")
    host.cancelAll()
    step("host idle: \(host.isIdle)")
  }

  // MARK: LegacyAlertViewDelegate

  private func name(_ view: LegacyAlertView) -> String {
    "alertView \"\(view.title)\" tag \(view.tag)"
  }

  func willPresent(_ alertView: LegacyAlertView) { log("\(name(alertView)): willPresent") }
  func didPresent(_ alertView: LegacyAlertView) { log("\(name(alertView)): didPresent") }

  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    let title = buttonIndex >= 0 ? alertView.buttonTitle(at: buttonIndex) ?? "?" : "none"
    log("\(name(alertView)): clickedButtonAt \(buttonIndex) (\"\(title)\")")
  }

  func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    log("\(name(alertView)): willDismissWithButtonIndex \(buttonIndex)")
  }

  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    log("\(name(alertView)): didDismissWithButtonIndex \(buttonIndex)")
  }

  func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    guard alertView.alertViewStyle == .loginAndPasswordInput else { return true }
    let login = alertView.textField(at: 0)?.text ?? ""
    let password = alertView.textField(at: 1)?.text ?? ""
    let answer = !login.isEmpty && !password.isEmpty
    log("\(name(alertView)): shouldEnableFirstOtherButton -> \(answer)")
    return answer
  }

  // MARK: LegacyActionSheetDelegate

  func willPresent(_ actionSheet: LegacyActionSheet) { log("actionSheet: willPresent") }
  func didPresent(_ actionSheet: LegacyActionSheet) { log("actionSheet: didPresent") }

  func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    log("actionSheet: clickedButtonAt \(buttonIndex)")
  }

  func actionSheet(_ actionSheet: LegacyActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
    log("actionSheet: willDismissWithButtonIndex \(buttonIndex)")
  }

  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    log("actionSheet: didDismissWithButtonIndex \(buttonIndex)")
  }
}

// MARK: - Interactive demo

/// The demo on a terminal: four alerts drawn by the terminal renderer and
/// answered with the keyboard (a delegate-based alert, the same alert after
/// migration to closures, a login alert whose button follows the fields, an
/// action sheet), each followed by the callbacks the answer produced.
///
/// Callbacks are collected while an alert is drawn and printed once it is
/// gone, so the log never writes over the drawing.
@MainActor
final class InteractiveDemo: LegacyAlertViewDelegate, LegacyActionSheetDelegate {
  private let host = AlertHost(renderer: TerminalRenderer())
  private var pending: [String] = []
  private var cancelled = false

  /// Runs the scenes; 130 when one ends in a system cancel (Ctrl-C).
  func run() async -> Int32 {
    print("AlertShim demo: arrows or Tab move, Return chooses, Esc taps outside, Ctrl-C quits.")
    let scenes: [(String, () async -> Void)] = [
      ("1. A delegate-based alert (LegacyAlertView)", delegateAlert),
      ("2. The same alert after migration to closures (AlertController)", closureAlert),
      ("3. A login alert: Log In is enabled once both fields have text", loginAlert),
      ("4. An action sheet (LegacyActionSheet)", actionSheet),
    ]
    for (title, scene) in scenes {
      print("\n== \(title)")
      await scene()
      flush()
      if cancelled {
        print("Cancelled by the system: the demo ends.")
        return PresentCommand.systemCancelStatus
      }
    }
    print("\nDone.")
    return 0
  }

  private func log(_ line: String) { pending.append("    \(line)") }

  private func flush() {
    for line in pending { print(line) }
    pending = []
  }

  /// Waits until `controller` (shown on the terminal host) is dismissed.
  private func waitForDismissal(of controller: AlertController?) async {
    guard let controller else { return }
    _ = await host.result(of: controller)
  }

  // MARK: Scenes

  private func delegateAlert() async {
    let view = LegacyAlertView(
      title: "Delete file?", message: "This cannot be undone.", delegate: self,
      cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
    view.tag = 1
    view.show(in: host)
    await waitForDismissal(of: view.alertController)
  }

  private func closureAlert() async {
    let alert = AlertController(
      title: "Delete file?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(
      AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.log("handler: Cancel (after the alert was hidden)")
      })
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.log("handler: Delete (after the alert was hidden)")
      })
    alert.observe { [weak self] _, event in
      if case .willDismiss(.systemCancel) = event { self?.cancelled = true }
    }
    _ = await host.result(of: alert)
  }

  private func loginAlert() async {
    let view = LegacyAlertView(
      title: "Log In", message: "Any name and password will do.", delegate: self,
      cancelButtonTitle: "Cancel", otherButtonTitles: "Log In", buttonOrder: .objectiveC)
    view.tag = 3
    view.alertViewStyle = .loginAndPasswordInput
    view.show(in: host)
    await waitForDismissal(of: view.alertController)
    let login = view.textField(at: 0)?.text ?? ""
    let password = view.textField(at: 1)?.text ?? ""
    log("login: \"\(login)\"; password: \(password.count) characters, never shown")
  }

  private func actionSheet() async {
    let sheet = LegacyActionSheet(
      title: "Photo", delegate: self, cancelButtonTitle: "Cancel",
      destructiveButtonTitle: "Delete", otherButtonTitles: "Share", "Copy")
    sheet.show(in: host)
    await waitForDismissal(of: sheet.alertController)
  }

  // MARK: LegacyAlertViewDelegate

  func willPresent(_ alertView: LegacyAlertView) { log("willPresent") }
  func didPresent(_ alertView: LegacyAlertView) { log("didPresent") }

  func alertView(_ alertView: LegacyAlertView, clickedButtonAt buttonIndex: Int) {
    let title = alertView.buttonTitle(at: buttonIndex) ?? ""
    log("alertView(_:clickedButtonAt: \(buttonIndex)) \"\(title)\", tag \(alertView.tag)")
  }

  func alertViewCancel(_ alertView: LegacyAlertView) {
    cancelled = true
    log("alertViewCancel")
  }

  func alertView(_ alertView: LegacyAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    log("alertView(_:willDismissWithButtonIndex: \(buttonIndex))")
  }

  func alertView(_ alertView: LegacyAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    log("alertView(_:didDismissWithButtonIndex: \(buttonIndex))")
  }

  func alertViewShouldEnableFirstOtherButton(_ alertView: LegacyAlertView) -> Bool {
    guard alertView.alertViewStyle == .loginAndPasswordInput else { return true }
    return (0..<2).allSatisfy { !(alertView.textField(at: $0)?.text ?? "").isEmpty }
  }

  // MARK: LegacyActionSheetDelegate

  func willPresent(_ actionSheet: LegacyActionSheet) { log("willPresent") }
  func didPresent(_ actionSheet: LegacyActionSheet) { log("didPresent") }

  func actionSheet(_ actionSheet: LegacyActionSheet, clickedButtonAt buttonIndex: Int) {
    let title = actionSheet.buttonTitle(at: buttonIndex) ?? ""
    log("actionSheet(_:clickedButtonAt: \(buttonIndex)) \"\(title)\"")
  }

  func actionSheetCancel(_ actionSheet: LegacyActionSheet) {
    cancelled = true
    log("actionSheetCancel")
  }

  func actionSheet(_ actionSheet: LegacyActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    log("actionSheet(_:didDismissWithButtonIndex: \(buttonIndex))")
  }
}
