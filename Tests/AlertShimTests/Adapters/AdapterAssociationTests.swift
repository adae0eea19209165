import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS A7: associations on every alert object, and adapter state kept
/// nowhere else (removing the associations removes the adapter's behaviour).
@Suite @MainActor struct AdapterAssociationTests {
  let host = AlertHost()
  let log = EventLog()

  private static let payloadKey = AssociationKey<AdapterPayload>("payload")

  /// Attaches a payload strongly and another weakly to `owner`, drops the
  /// local references, and returns weak references to both payloads.
  private func attachPayloads(
    to owner: some AlertAssociating
  ) -> (strong: () -> AdapterPayload?, weak: () -> AdapterPayload?) {
    let weakKey = AssociationKey<AdapterPayload>("weak payload")
    weak var strongRef: AdapterPayload?
    weak var weakRef: AdapterPayload?
    do {
      let kept = AdapterPayload(count: 1)
      let notKept = AdapterPayload(count: 2)
      strongRef = kept
      weakRef = notKept
      owner.associations.set(kept, for: Self.payloadKey, policy: .strong)
      owner.associations.set(notKept, for: weakKey, policy: .weak)
    }
    return ({ strongRef }, { weakRef })
  }

  @Test func everyAlertObject_holdsStrongValuesUntilReleased_andWeakValuesNot() {
    // SEMANTICS A7
    let makers: [() -> any AlertAssociating] = [
      { AlertController(title: nil, message: nil, preferredStyle: .alert) },
      { AlertAction(title: "OK", style: .default) },
      { LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil) },
      {
        LegacyActionSheet(
          title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
      },
      { AlertDialog(title: nil, message: nil) },
    ]
    for make in makers {
      var owner: (any AlertAssociating)? = make()
      let refs = owner.map { attachPayloads(to: $0) }
      #expect(refs?.strong()?.count == 1, "\(type(of: owner))")
      #expect(refs?.weak() == nil, "\(type(of: owner))")
      owner = nil
      #expect(refs?.strong() == nil)
    }
  }

  @Test func tagAndDelegate_liveOnlyInTheControllersAssociations() {  // SEMANTICS A1, A7
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    let delegate = ControllerRecorder()
    alert.tag = 4
    alert.delegate = delegate
    alert.associations.removeAll()
    #expect(alert.tag == 0)
    #expect(alert.delegate == nil)
  }

  @Test func actionIndex_livesOnlyInTheActionsAssociations() {  // SEMANTICS A1, A7
    let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
    let delegate = ControllerRecorder()
    alert.delegate = delegate
    let action = alert.addAction(title: "OK", style: .default, index: 8)
    action?.associations.removeAll()
    #expect(action?.buttonIndex == nil)
    host.present(alert)
    host.select(actionAt: 0)
    #expect(delegate.events.isEmpty)
  }

  @Test func viewClosures_liveOnlyInTheViewsAssociations() {  // SEMANTICS A3, A7
    let view = LegacyAlertView(
      title: "A", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
    view.addButton(withTitle: "Save") { log.record("Save") }
    view.didDismissHandler = { _, _ in log.record("didDismiss") }
    view.associations.removeAll()
    #expect(view.didDismissHandler == nil)
    view.show(in: host)
    host.select(actionAt: 1)
    #expect(log.entries.isEmpty)
  }

  @Test func showCompletion_addsOneAssociationToItsShowingsController_untilDidDismiss() {
    // SEMANTICS A2, A7
    let plain = LegacyAlertView(
      title: "A", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
    plain.show(in: host)
    let base = plain.alertController?.associations.count ?? -1
    host.select(actionAt: 0)
    let view = LegacyAlertView(
      title: "B", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
    view.show(in: host) { _, _ in log.record("completion") }
    let controller = view.alertController
    #expect(controller?.associations.count == base + 1)
    host.select(actionAt: 0)
    #expect(log.entries == ["completion"])
    #expect(controller?.associations.count == 0)
  }
}
