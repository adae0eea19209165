import AlertShim
import Testing

extension Reliability {
  /// The reference model checked against SEMANTICS alone, with no implementation
  /// involved: if these fail, the model is wrong, not the shim.
  @Suite struct ReferenceModelTests {
    typealias Op = Conformance.Op

    static let recorder = Conformance.DelegateSpec(
      implementsCancel: false, enablePolicy: nil, behaviors: [])

    /// Applies `ops` and returns the trace of each step as strings.
    func traces(
      _ hosts: [Conformance.HostSpec], _ ops: [Op],
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ReferenceModel, [[String]]) {
      var model = ReferenceModel(hosts: hosts)
      var out: [[String]] = []
      for op in ops {
        guard case .step(let step) = model.apply(op) else {
          Issue.record("unspecified step \(op)", sourceLocation: sourceLocation)
          return (model, out)
        }
        out.append(step.events.map(\.description))
      }
      return (model, out)
    }

    /// The state of view `id` in `model`, if it exists.
    func view(_ model: ReferenceModel, _ id: Int) -> Conformance.ViewState? {
      let views = model.state().views
      return views.indices.contains(id) ? views[id] : nil
    }

    static let queue = Conformance.HostSpec(policy: .queue, traits: .compact)
    static let stack = Conformance.HostSpec(policy: .stack, traits: .compact)
    static let regular = Conformance.HostSpec(policy: .queue, traits: .regular)

    // SEMANTICS S1: C, D, 1, 2, 3 give D=0, C=1, 1=2, 2=3, 3=4 (the Swift overlay).
    @Test func sheetOrder_swift_destructiveThenCancelThenOthers() {
      let (model, _) = traces(
        [Self.queue],
        [
          .makeSheet(
            id: 0, title: nil, cancel: "C", destructive: "D", others: ["1", "2", "3"],
            delegate: nil)
        ])
      let sheet = view(model, 0)
      #expect(sheet?.titles == ["D", "C", "1", "2", "3"])
      #expect(sheet?.cancelButtonIndex == 1)
      #expect(sheet?.destructiveButtonIndex == 0)
      #expect(sheet?.firstOtherButtonIndex == -1)
    }

    // SEMANTICS S1a: C, D, 1, 2, 3 give D=0, 1=1, 2=2, 3=3, C=4.
    @Test func sheetOrder_objectiveC_destructiveFirst_cancelLast() {
      let (model, _) = traces(
        [Self.queue],
        [
          .makeSheet(
            id: 0, title: nil, cancel: "C", destructive: "D", others: ["1", "2", "3"],
            delegate: nil, order: .objectiveC)
        ])
      let sheet = view(model, 0)
      #expect(sheet?.titles == ["D", "1", "2", "3", "C"])
      #expect(sheet?.cancelButtonIndex == 4)
      #expect(sheet?.destructiveButtonIndex == 0)
      #expect(sheet?.firstOtherButtonIndex == 1)
    }

    // SEMANTICS L1, L2, L3
    @Test func alertIndices_cancelFirst_addButtonLeavesIndices() {
      var model = ReferenceModel(hosts: [Self.queue])
      _ = model.apply(.makeAlert(id: 0, title: nil, cancel: "C", others: ["A"], delegate: nil))
      // Written without `guard … else { return }` and `!` around #expect: that shape
      // crashed the Swift 6.3 optimizer in a release build of this file.
      var result: Conformance.OpResult?
      if case .step(let step) = model.apply(.addButton(view: 0, title: "B")) {
        result = step.result
      }
      #expect(result == .int(2))
      let alert = view(model, 0)
      #expect(alert?.titles == ["C", "A", "B"])
      #expect(alert?.cancelButtonIndex == 0)
      #expect(alert?.firstOtherButtonIndex == -1)
    }

    // SEMANTICS L7, L8, L13
    @Test func showThenTap_givesTheUIKitOrder() {
      let enabling = Conformance.DelegateSpec(
        implementsCancel: false, enablePolicy: .always, behaviors: [])
      let (_, steps) = traces(
        [Self.queue],
        [
          .makeAlert(
            id: 0, title: nil, cancel: "C", others: ["OK"], delegate: enabling,
            order: .objectiveC),
          .show(view: 0, host: 0),
          .select(host: 0, index: 1),
        ])
      #expect(steps[1] == ["v0.willPresent", "v0.shouldEnable", "v0.didPresent"])
      #expect(steps[2] == ["v0.clicked(1)", "v0.willDismiss(1)", "v0.didDismiss(1)"])
    }

    // SEMANTICS L10, decision 6: the default alertViewCancel clicks the cancel index.
    @Test func systemCancel_withoutCancelMethod_clicksCancelIndex() {
      let (_, steps) = traces(
        [Self.queue],
        [
          .makeAlert(id: 0, title: nil, cancel: nil, others: ["OK"], delegate: Self.recorder),
          .show(view: 0, host: 0),
          .cancelBySystem(host: 0),
        ])
      #expect(steps[2] == ["v0.clicked(-1)", "v0.willDismiss(-1)", "v0.didDismiss(-1)"])
    }

    // SEMANTICS L9, decision 7: out-of-range index passed through, no clicked.
    @Test func dismissFromCode_passesIndexThrough() {
      let (_, steps) = traces(
        [Self.queue],
        [
          .makeAlert(id: 0, title: nil, cancel: "C", others: [], delegate: Self.recorder),
          .show(view: 0, host: 0),
          .dismiss(view: 0, index: 9, animated: true),
        ])
      #expect(steps[2] == ["v0.willDismiss(9)", "v0.didDismiss(9)"])
    }

    // SEMANTICS P1, decision 1: queue waits, stack covers and re-shows without callbacks.
    @Test func queueWaits_stackCovers() {
      let ops: [Op] = [
        .makeAlert(id: 0, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .makeAlert(id: 1, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .show(view: 0, host: 0),
        .show(view: 1, host: 0),
        .select(host: 0, index: 0),
      ]
      let (queued, queueSteps) = traces([Self.queue], ops)
      #expect(queueSteps[3] == [])
      #expect(
        queueSteps[4] == [
          "v0.clicked(0)", "v0.willDismiss(0)", "v0.didDismiss(0)", "v1.willPresent",
          "v1.didPresent",
        ])
      #expect(queued.state().hosts[0].presented == 1)
      let (stacked, stackSteps) = traces([Self.stack], ops)
      #expect(stackSteps[3] == ["v1.willPresent", "v1.didPresent"])
      #expect(stackSteps[4] == ["v1.clicked(0)", "v1.willDismiss(0)", "v1.didDismiss(0)"])
      #expect(stacked.state().hosts[0].presented == 0)
      #expect(view(stacked, 0)?.isVisible == true)
    }

    // SEMANTICS P2, decision 2: presented from didPresent, shown after the dismissal.
    @Test func presentedFromCallback_waitsForTheDismissal() {
      let presenting = Conformance.DelegateSpec(
        implementsCancel: false, enablePolicy: nil,
        behaviors: [.init(on: .didPresent, view: 1, host: 0)])
      for host in [Self.queue, Self.stack] {
        let (model, steps) = traces(
          [host],
          [
            .makeAlert(id: 0, title: nil, cancel: "C", others: [], delegate: presenting),
            .makeAlert(id: 1, title: nil, cancel: "C", others: [], delegate: Self.recorder),
            .show(view: 0, host: 0),
          ])
        #expect(steps[2] == ["v0.willPresent", "v0.didPresent"])
        #expect(model.state().hosts[0].presented == 0)
        #expect(model.state().hosts[0].queued == [1])
      }
    }

    // SEMANTICS P5, rule R1: shown, then covered top first, then waiting; no willPresent.
    @Test func cancelAll_resolvesEverythingInOrder() {
      let ops: [Op] = [
        .makeAlert(id: 0, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .makeAlert(id: 1, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .makeAlert(id: 2, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .show(view: 0, host: 0),
        .show(view: 1, host: 0),
        .show(view: 2, host: 0),
        .cancelAll(host: 0),
      ]
      let (queued, queueSteps) = traces([Self.queue], ops)
      #expect(
        queueSteps[6] == [
          "v0.clicked(0)", "v0.willDismiss(0)", "v0.didDismiss(0)",
          "v1.clicked(0)", "v1.willDismiss(0)", "v1.didDismiss(0)",
          "v2.clicked(0)", "v2.willDismiss(0)", "v2.didDismiss(0)",
        ])
      #expect(queued.state().hosts[0].isIdle)
      let (_, stackSteps) = traces([Self.stack], ops)
      #expect(
        stackSteps[6].filter { $0.contains("didDismiss") } == [
          "v2.didDismiss(0)", "v1.didDismiss(0)", "v0.didDismiss(0)",
        ])
    }

    // Rules R1, R4: what the cancellations' callbacks present is cancelled too, after
    // what was held; a view the teardown cancelled and shown again waits and is shown after.
    @Test func cancelAll_cancelsWhatItsCallbacksPresent_butNotTheSameViewTwice() {
      let presenting = Conformance.DelegateSpec(
        implementsCancel: false, enablePolicy: nil,
        behaviors: [
          .init(on: .didDismiss, view: 2, host: 0), .init(on: .didDismiss, view: 0, host: 0),
        ])
      let ops: [Op] = [
        .makeAlert(id: 0, title: nil, cancel: "C", others: [], delegate: presenting),
        .makeAlert(id: 1, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .makeAlert(id: 2, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .show(view: 0, host: 0),
        .show(view: 1, host: 0),
        .cancelAll(host: 0),
      ]
      let (model, steps) = traces([Self.queue], ops)
      #expect(
        steps[5] == [
          "v0.clicked(0)", "v0.willDismiss(0)", "v0.didDismiss(0)",
          "v1.clicked(0)", "v1.willDismiss(0)", "v1.didDismiss(0)",
          "v2.clicked(0)", "v2.willDismiss(0)", "v2.didDismiss(0)",
          "v0.willPresent", "v0.didPresent",
        ])
      #expect(model.state().hosts[0].presented == 0)
    }

    // Stack holding (P2): a view presented from a callback of the shown one waits for
    // that showing's dismissal, even while it is covered; other views cover at once.
    @Test func stack_heldViewWaitsForItsPresenter_evenCovered() {
      let presenting = Conformance.DelegateSpec(
        implementsCancel: false, enablePolicy: nil,
        behaviors: [.init(on: .didPresent, view: 1, host: 0)])
      let ops: [Op] = [
        .makeAlert(id: 0, title: nil, cancel: "C", others: [], delegate: presenting),
        .makeAlert(id: 1, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .makeAlert(id: 2, title: nil, cancel: "C", others: [], delegate: Self.recorder),
        .show(view: 0, host: 0),
        .show(view: 2, host: 0),
        .select(host: 0, index: 0),
        .select(host: 0, index: 0),
      ]
      let (model, steps) = traces([Self.stack], ops)
      #expect(steps[4] == ["v2.willPresent", "v2.didPresent"])
      #expect(steps[5] == ["v2.clicked(0)", "v2.willDismiss(0)", "v2.didDismiss(0)"])
      #expect(
        steps[6] == [
          "v0.clicked(0)", "v0.willDismiss(0)", "v0.didDismiss(0)", "v1.willPresent",
          "v1.didPresent",
        ])
      #expect(model.state().hosts[0].presented == 1)
    }

    // SEMANTICS S6, decision 8: a popover without cancel clicks the stored cancel index.
    @Test func popoverTapOutside_withoutCancel_clicksStoredIndex() {
      let (_, steps) = traces(
        [Self.regular],
        [
          .makeSheet(
            id: 0, title: nil, cancel: nil, destructive: nil, others: ["A"],
            delegate: Self.recorder),
          .setCancelIndex(view: 0, 5),
          .show(view: 0, host: 0),
          .tapOutside(host: 0),
          .select(host: 0, index: 0),
        ])
      #expect(steps[3] == ["v0.clicked(5)", "v0.willDismiss(5)", "v0.didDismiss(5)"])
      #expect(steps[4] == [])
    }

    // SEMANTICS S3, decision 12: destructive wins; a single button is never destructive.
    @Test func styles_destructiveWinsOverCancel_exceptWithOneButton() {
      let (model, _) = traces(
        [Self.queue],
        [
          .makeSheet(id: 0, title: nil, cancel: "C", destructive: "D", others: [], delegate: nil),
          .setCancelIndex(view: 0, 0),
          .show(view: 0, host: 0),
        ])
      let styles = view(model, 0)?.presentation?.actions.map { $0.style }
      #expect(styles == [.destructive, .default])
      let (single, _) = traces(
        [Self.queue],
        [
          .makeSheet(id: 0, title: nil, cancel: "C", destructive: nil, others: [], delegate: nil),
          .setDestructiveIndex(view: 0, 0),
          .show(view: 0, host: 0),
        ])
      let singleStyles = view(single, 0)?.presentation?.actions.map { $0.style }
      #expect(singleStyles == [.cancel])
    }
  }
}
