/// Closures on a legacy alert view, so a screen can move off its delegate one
/// button at a time (SEMANTICS A2, A3, A5).
///
/// Every closure hears its event right after the delegate, which keeps
/// working unchanged (SEMANTICS A5). All of them are kept in the view's
/// ``LegacyAlertView/associations`` (SEMANTICS A7).
///
/// ```swift
/// let alert = LegacyAlertView(
///   title: "Unsaved changes", message: nil, delegate: nil, cancelButtonTitle: nil)
/// alert.addButton(withTitle: "Save") { [weak self] in self?.save() }
/// alert.setCancelButton(withTitle: "Discard", handler: nil)
/// alert.show(in: host) { _, index in print("dismissed with", index) }
/// ```
///
/// > Warning: Button and lifecycle closures stay attached after a dismissal,
/// > so that the view can be shown again. A closure that captures its own view
/// > strongly therefore keeps the view alive for ever, as with UIKit. Capture
/// > it weakly: `alert.addButton(withTitle: "OK") { [weak alert] in … }`. The
/// > lifecycle closures and the `show(completion:)` closure receive the view as
/// > an argument, so they need no capture at all.
///
/// The closures, target-actions and `show(completion:)` are those of
/// ``LegacyClosureAdapting``, which both legacy views share.
extension LegacyAlertView: LegacyClosureAdapting {}
