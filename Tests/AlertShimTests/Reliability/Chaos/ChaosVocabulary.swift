import AlertShim

/// Random operations across modern and legacy paths, checked against
/// invariants rather than a model: every presented alert resolves exactly
/// once, handlers run at most once, willDismiss and didDismiss come exactly
/// once per showing, nothing waiting is lost, and hosts end idle
/// (SEMANTICS M6, M7, L8, L16, P1-P5). Renderers may be manual, and
/// callbacks and handlers react with further input, presentations and teardowns.
enum Chaos {}

extension Chaos {
  /// Identifies an object of a sequence: a controller or a legacy view.
  typealias ObjectID = Int

  /// What a callback or handler does the first time it runs.
  enum Reaction: Hashable, CustomStringConvertible {
    case present(ObjectID, host: Int)
    case select(host: Int, index: Int)
    case tapOutside(host: Int)
    case cancelBySystem(host: Int)
    case cancelAll(host: Int)
    case finishAnimations(host: Int)
    /// `dismiss(withClickedButtonIndex:)` on the view itself, or `host.dismiss` of the controller.
    case dismissSelf(index: Int)

    var description: String {
      switch self {
      case .present(let id, let host): ".present(\(id), host: \(host))"
      case .select(let host, let index): ".select(host: \(host), index: \(index))"
      case .tapOutside(let host): ".tapOutside(host: \(host))"
      case .cancelBySystem(let host): ".cancelBySystem(host: \(host))"
      case .cancelAll(let host): ".cancelAll(host: \(host))"
      case .finishAnimations(let host): ".finishAnimations(host: \(host))"
      case .dismissSelf(let index): ".dismissSelf(index: \(index))"
      }
    }
  }

  /// A reaction bound to a callback name ("willPresent", "clicked", "handler", …).
  struct Trigger: Hashable, CustomStringConvertible {
    var on: String
    var reaction: Reaction

    var description: String { "(\"\(on)\", \(reaction))" }
  }

  enum Op: Hashable, CustomStringConvertible {
    /// `indexed`: actions added with `addAction(title:style:index:)` and a
    /// controller delegate (SEMANTICS A1) instead of handlers.
    case makeController(
      id: ObjectID, sheet: Bool, actions: [AlertAction.Style], timing: HandlerTiming,
      textFields: Int, indexed: Bool, triggers: [Trigger])
    /// Every button has a closure and every lifecycle closure is set (SEMANTICS A3);
    /// `completion`: shown with `show(in:completion:)` (SEMANTICS A2).
    case makeLegacy(
      id: ObjectID, sheet: Bool, cancel: Bool, destructive: Bool, others: Int,
      delegate: Bool, implementsCancel: Bool, completion: Bool, triggers: [Trigger])
    /// An ``AlertDialog`` with `items` items and a close handler (SEMANTICS A6).
    case makeDialog(id: ObjectID, sheet: Bool, items: Int, legacyBackend: Bool)
    /// Lets scheduled dialogs reach their host (`AlertDialog.show(in:)` presents on a later turn).
    case yield
    case present(ObjectID, host: Int)
    /// `host.result(of:)` from a new task.
    case awaitResult(ObjectID, host: Int)
    case select(host: Int, index: Int)
    case selectTitled(host: Int, title: String)
    case tapOutside(host: Int)
    case cancelBySystem(host: Int)
    case typeText(host: Int, field: Int)
    case dismiss(ObjectID, index: Int)
    case finishNext(host: Int)
    case finishAll(host: Int)
    case cancelAll(host: Int)
    case releaseDelegate(ObjectID)
    /// The test drops its strong reference; the object must still resolve and then be released.
    case drop(ObjectID)

    var description: String {
      switch self {
      case .makeController(
        let id, let sheet, let actions, let timing, let fields, let indexed, let triggers):
        return ".makeController(id: \(id), sheet: \(sheet), actions: \(actions), "
          + "timing: .\(timing), textFields: \(fields), indexed: \(indexed), "
          + "triggers: \(triggers))"
      case .makeLegacy(
        let id, let sheet, let cancel, let destructive, let others, let delegate,
        let implementsCancel, let completion, let triggers):
        return ".makeLegacy(id: \(id), sheet: \(sheet), cancel: \(cancel), "
          + "destructive: \(destructive), others: \(others), delegate: \(delegate), "
          + "implementsCancel: \(implementsCancel), completion: \(completion), "
          + "triggers: \(triggers))"
      case .makeDialog(let id, let sheet, let items, let legacyBackend):
        return ".makeDialog(id: \(id), sheet: \(sheet), items: \(items), "
          + "legacyBackend: \(legacyBackend))"
      case .yield: return ".yield"
      case .present(let id, let host): return ".present(\(id), host: \(host))"
      case .awaitResult(let id, let host): return ".awaitResult(\(id), host: \(host))"
      case .select(let host, let index): return ".select(host: \(host), index: \(index))"
      case .selectTitled(let host, let title):
        return ".selectTitled(host: \(host), title: \"\(title)\")"
      case .tapOutside(let host): return ".tapOutside(host: \(host))"
      case .cancelBySystem(let host): return ".cancelBySystem(host: \(host))"
      case .typeText(let host, let field): return ".typeText(host: \(host), field: \(field))"
      case .dismiss(let id, let index): return ".dismiss(\(id), index: \(index))"
      case .finishNext(let host): return ".finishNext(host: \(host))"
      case .finishAll(let host): return ".finishAll(host: \(host))"
      case .cancelAll(let host): return ".cancelAll(host: \(host))"
      case .releaseDelegate(let id): return ".releaseDelegate(\(id))"
      case .drop(let id): return ".drop(\(id))"
      }
    }
  }

  struct HostSpec: Hashable, CustomStringConvertible {
    var policy: PresentationPolicy
    var traits: HostTraits
    var manual: Bool

    var description: String { "(.\(policy), .\(traits), \(manual ? "manual" : "immediate"))" }
  }

  struct Scenario: CustomStringConvertible {
    var hosts: [HostSpec]
    var ops: [Op]

    var description: String {
      (["hosts: \(hosts)"] + ops.enumerated().map { "  \($0.offset): \($0.element)" })
        .joined(separator: "\n")
    }
  }

  /// Random chaos scenarios from a seed.
  struct Generator {
    var maxOps = 60

    func scenario(seed: UInt64) -> Scenario {
      var random = SplitMix64(seed: seed)
      let hosts = (0..<random.int(1...3)).map { _ in
        HostSpec(
          policy: random.chance(50) ? .queue : .stack,
          traits: random.chance(50) ? .compact : .regular, manual: random.chance(50))
      }
      var ops: [Op] = []
      var nextID = 0
      for _ in 0..<random.int(4...maxOps) {
        ops.append(op(&random, hosts: hosts.count, nextID: &nextID))
      }
      return Scenario(hosts: hosts, ops: ops)
    }

    private func op(_ random: inout SplitMix64, hosts: Int, nextID: inout Int) -> Op {
      func object() -> ObjectID { random.int(0...max(nextID - 1, 0)) }
      func host() -> Int { random.int(0...hosts - 1) }
      func triggers(_ names: [String]) -> [Trigger] {
        guard random.chance(45) else { return [] }
        return (0..<random.int(1...2)).map { _ in
          let reaction: Reaction =
            switch random.int(0...9) {
            case 0...3: .present(random.int(0...nextID + 2), host: host())
            case 4: .select(host: host(), index: random.int(-1...3))
            case 5: .tapOutside(host: host())
            case 6: .cancelBySystem(host: host())
            case 7: .cancelAll(host: host())
            case 8: .finishAnimations(host: host())
            default: .dismissSelf(index: random.int(-1...3))
            }
          return Trigger(on: random.pick(names), reaction: reaction)
        }
      }
      if nextID == 0 || random.chance(18) {
        defer { nextID += 1 }
        let kind = random.int(0...9)
        if kind >= 8 {
          return .makeDialog(
            id: nextID, sheet: random.chance(40), items: random.int(0...3),
            legacyBackend: random.chance(50))
        }
        if kind < 4 {
          let sheet = random.chance(40)
          let styles: [AlertAction.Style] = (0..<random.int(0...4)).map { _ in
            random.weighted([(5, .default), (2, .cancel), (2, .destructive)])
          }
          return .makeController(
            id: nextID, sheet: sheet, actions: styles,
            timing: random.chance(70) ? .afterDismissal : .beforeDismissal,
            textFields: sheet ? 0 : random.int(0...2), indexed: random.chance(30),
            triggers: triggers(["handler"]))
        }
        return .makeLegacy(
          id: nextID, sheet: random.chance(50), cancel: random.chance(60),
          destructive: random.chance(40), others: random.int(0...3), delegate: random.chance(85),
          implementsCancel: random.chance(50), completion: random.chance(40),
          triggers: triggers([
            "willPresent", "didPresent", "clicked", "cancel", "willDismiss", "didDismiss",
          ]))
      }
      switch random.int(0...99) {
      case 0..<24: return .present(object(), host: host())
      case 24..<28: return .awaitResult(object(), host: host())
      case 28..<44: return .select(host: host(), index: random.int(-1...4))
      case 44..<47: return .selectTitled(host: host(), title: random.pick(["A0", "A1", "B", "x"]))
      case 47..<53: return .tapOutside(host: host())
      case 53..<58: return .cancelBySystem(host: host())
      case 58..<62: return .typeText(host: host(), field: random.int(-1...1))
      case 62..<69: return .dismiss(object(), index: random.int(-1...4))
      case 69..<80: return .finishNext(host: host())
      case 80..<86: return .finishAll(host: host())
      case 86..<90: return .cancelAll(host: host())
      case 90..<93: return .releaseDelegate(object())
      case 93..<97: return .yield
      default: return .drop(object())
      }
    }
  }
}
