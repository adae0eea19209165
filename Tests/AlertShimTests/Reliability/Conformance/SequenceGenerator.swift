import AlertShim

extension Conformance {
  /// Makes random scenarios from a seed. The generator does not look at any
  /// state: the same seed always gives the same scenario, and a shrunk
  /// scenario stays meaningful (steps about missing views are skipped).
  struct SequenceGenerator {
    var maxOps = 32
    var maxHosts = 3
    private static let titles = [
      "OK", "Cancel", "Delete", "Share", "Copy", "More", "", "Ünïcode ✓",
    ]
    private static let texts = ["", "a", "secret", "hunter2", "ab cd"]

    func scenario(seed: UInt64) -> Scenario {
      var random = SplitMix64(seed: seed)
      let hosts = (0..<random.int(1...maxHosts)).map { _ in
        HostSpec(
          policy: random.chance(50) ? .queue : .stack,
          traits: random.chance(50) ? .compact : .regular)
      }
      var ops: [Op] = []
      var nextID = 0
      let count = random.int(1...maxOps)
      while ops.count < count {
        let next = op(&random, hosts: hosts, nextID: &nextID)
        ops.append(next)
        // Half the alerts get text fields before anything else happens (SEMANTICS L11).
        if case .makeAlert(let id, _, _, _, _, _) = next, random.chance(50) {
          ops.append(.setStyle(view: id, random.pick(LegacyAlertViewStyle.allCases)))
        }
      }
      return Scenario(hosts: hosts, ops: ops)
    }

    /// Each kind of step, repeated as often as its weight.
    /// Every third view is made in the Objective-C order (SEMANTICS L2a, S1a). It
    /// is derived from the id, not drawn, so that the sequences of known seeds
    /// keep their shape.
    static func order(forViewID id: ViewID) -> LegacyButtonOrder {
      id % 3 == 2 ? .objectiveC : .swift
    }

    private static let kinds: [Kind] = [
      (9, Kind.makeAlert), (7, .makeSheet), (6, .addButton), (4, .setCancel),
      (3, .setDestructive), (2, .setStyle), (3, .setText), (2, .buttonTitle), (2, .textField),
      (14, .show), (5, .showFrom), (16, .select), (6, .tapOutside), (5, .cancelBySystem),
      (7, .dismiss), (8, .typeText), (3, .releaseDelegate), (3, .cancelAll),
    ].flatMap { Array(repeating: $0.1, count: $0.0) }

    private enum Kind {
      case makeAlert, makeSheet, addButton, setCancel, setDestructive, setStyle, setText
      case buttonTitle, textField, show, showFrom, select, tapOutside, cancelBySystem, dismiss
      case typeText, releaseDelegate, cancelAll
    }

    private func op(_ random: inout SplitMix64, hosts specs: [HostSpec], nextID: inout Int) -> Op {
      let hosts = specs.count
      // Views that exist, with a small chance of one that does not (yet).
      func view() -> ViewID { random.int(0...max(nextID - 1, 0) + (random.chance(5) ? 1 : 0)) }
      func host() -> Int { random.int(0...hosts - 1) }
      func title() -> String { random.pick(Self.titles) }
      func others() -> [String] { (0..<random.int(0...3)).map { _ in title() } }
      let kind =
        nextID == 0 && random.chance(80)
        ? (random.chance(55) ? .makeAlert : .makeSheet) : random.pick(Self.kinds)
      switch kind {
      case .makeAlert:
        defer { nextID += 1 }
        return .makeAlert(
          id: nextID, title: random.chance(85) ? title() : nil,
          cancel: random.chance(60) ? title() : nil, others: others(),
          delegate: delegateSpec(&random, nextID: nextID, hosts: specs),
          order: Self.order(forViewID: nextID))
      case .makeSheet:
        defer { nextID += 1 }
        return .makeSheet(
          id: nextID, title: random.chance(85) ? title() : nil,
          cancel: random.chance(60) ? title() : nil,
          destructive: random.chance(45) ? title() : nil, others: others(),
          delegate: delegateSpec(&random, nextID: nextID, hosts: specs),
          order: Self.order(forViewID: nextID))
      case .addButton:
        return .addButton(view: view(), title: random.chance(85) ? title() : nil)
      case .setCancel: return .setCancelIndex(view: view(), random.int(-2...5))
      case .setDestructive: return .setDestructiveIndex(view: view(), random.int(-2...5))
      case .setStyle:
        return .setStyle(view: view(), random.pick(LegacyAlertViewStyle.allCases))
      case .setText:
        return .setText(view: view(), field: random.int(-1...2), text: random.pick(Self.texts))
      case .buttonTitle: return .buttonTitle(view: view(), random.int(-1...5))
      case .textField: return .textField(view: view(), random.int(-1...2))
      case .show: return .show(view: view(), host: host())
      case .showFrom: return .showFrom(view: view(), anchor: anchor(&random), host: host())
      case .select:
        return .select(
          host: host(), index: random.chance(85) ? random.int(0...3) : random.int(-2...6))
      case .tapOutside: return .tapOutside(host: host())
      case .cancelBySystem: return .cancelBySystem(host: host())
      case .dismiss:
        return .dismiss(view: view(), index: random.int(-2...6), animated: random.chance(50))
      case .typeText:
        return .typeText(
          host: host(), text: random.pick(Self.texts),
          field: random.chance(85) ? random.int(0...1) : random.int(-1...2))
      case .releaseDelegate: return .releaseDelegate(view: view())
      case .cancelAll: return .cancelAll(host: host())
      }
    }

    private func anchor(_ random: inout SplitMix64) -> AlertAnchor {
      random.chance(50)
        ? .barItem(random.pick(["share", "action", "compose"]))
        : .rect(
          x: Double(random.int(0...400)), y: Double(random.int(0...300)),
          width: Double(random.int(1...40)), height: Double(random.int(1...40)))
    }

    private func delegateSpec(_ random: inout SplitMix64, nextID: ViewID, hosts: [HostSpec])
      -> DelegateSpec?
    {
      guard random.chance(85) else { return nil }
      let policy: EnablePolicy? = random.weighted([
        (40, nil), (20, .always), (15, .never), (25, .whenFirstFieldHasText),
      ])
      var behaviors: [Behavior] = []
      if random.chance(40) {
        for _ in 0..<random.int(1...2) {
          behaviors.append(
            Behavior(
              on: random.pick(Callback.allCases),
              // Any view, this one included, or one made later.
              view: random.int(0...nextID + 2), host: random.int(0...hosts.count - 1),
              anchor: random.chance(30) ? anchor(&random) : nil))
        }
      }
      return DelegateSpec(
        implementsCancel: random.chance(50), enablePolicy: policy, behaviors: behaviors)
    }
  }
}
