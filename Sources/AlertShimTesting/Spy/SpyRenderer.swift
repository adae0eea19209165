/// The renderer of an ``AlertSpy``'s host: a ``HeadlessRenderer`` that also
/// tells the spy about every presentation and tracks which alerts are resolving.
@MainActor
final class SpyRenderer: AlertRenderer {
  let headless: HeadlessRenderer
  /// Called when an alert is shown for a presentation, not when a `.stack`
  /// host shows a covered alert again.
  var onPresent: ((AlertController) -> Void)?

  /// The observations of the alerts between their first show and their dismissal.
  private var observations: [ObjectIdentifier: AlertObservation] = [:]
  /// The alerts that accepted a resolution and have not finished dismissing.
  private var resolving: Set<ObjectIdentifier> = []

  init(headless: HeadlessRenderer) {
    self.headless = headless
  }

  /// Whether `alert` accepted a tap or a cancel and ignores further input (SEMANTICS L8).
  func isResolving(_ alert: AlertController) -> Bool {
    resolving.contains(ObjectIdentifier(alert))
  }

  func show(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    let id = ObjectIdentifier(alert)
    if observations[id] == nil {
      // The host holds the alert until didDismiss, so `id` cannot be reused meanwhile.
      observations[id] = alert.observe { [weak self] _, event in
        self?.handle(event, of: id)
      }
      onPresent?(alert)
    }
    headless.show(alert, in: host, completion: completion)
  }

  func hide(_ alert: AlertController, in host: AlertHost, completion: @escaping () -> Void) {
    headless.hide(alert, in: host, completion: completion)
  }

  func update(_ alert: AlertController, in host: AlertHost) {
    headless.update(alert, in: host)
  }

  private func handle(_ event: AlertEvent, of id: ObjectIdentifier) {
    switch event {
    case .willDismiss:
      resolving.insert(id)
    case .didDismiss, .withdrawn:
      resolving.remove(id)
      observations.removeValue(forKey: id)?.cancel()
    case .willPresent, .didPresent, .textDidChange:
      break
    }
  }
}
