import AlertShim
import AlertShimTestSupport
import Testing

/// SEMANTICS A7: typed associations with `.strong` and `.weak` policies, released with the owner.
@Suite @MainActor struct AssociationsTests {
  private final class Token {}

  private let tokenKey = AssociationKey<Token>("token")
  private let countKey = AssociationKey<Int>("count")

  private func makeAlert() -> AlertController {
    AlertController(title: "A", message: nil, preferredStyle: .alert)
  }

  @Test func strongValue_isStoredAndRead_A7() {
    let alert = makeAlert()
    alert.associations[countKey] = 3
    #expect(alert.associations[countKey] == 3)
    #expect(alert.associations.value(for: countKey) == 3)
    alert.associations[countKey] = 4
    #expect(alert.associations[countKey] == 4)
  }

  @Test func strongValue_isKeptAliveByOwner_A7() {
    let alert = makeAlert()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      alert.associations.set(token, for: tokenKey, policy: .strong)
    }
    #expect(weakToken != nil)
    #expect(alert.associations[tokenKey] === weakToken)
  }

  @Test func strongValue_isReleasedWithOwner_A7() {
    weak var weakToken: Token?
    weak var weakAlert: AlertController?
    do {
      let alert = makeAlert()
      let token = Token()
      weakAlert = alert
      weakToken = token
      alert.associations.set(token, for: tokenKey, policy: .strong)
    }
    #expect(weakAlert == nil)
    #expect(weakToken == nil)
  }

  @Test func strongValue_onShownAlert_isReleasedAfterDismissal_A7() {
    let host = AlertHost()
    weak var weakToken: Token?
    do {
      let alert = makeAlert()
      alert.addAction(AlertAction(title: "OK", style: .default))
      let token = Token()
      weakToken = token
      alert.associations[tokenKey] = token
      host.present(alert)
    }
    #expect(weakToken != nil)
    host.select(actionTitled: "OK")
    #expect(weakToken == nil)
  }

  @Test func strongValue_onAction_isReleasedWithAction_A7() {
    weak var weakToken: Token?
    do {
      let action = AlertAction(title: "OK", style: .default)
      let token = Token()
      weakToken = token
      action.associations[tokenKey] = token
      #expect(action.associations[tokenKey] === token)
    }
    #expect(weakToken == nil)
  }

  @Test func weakValue_isNotKeptAlive_A7() {
    let alert = makeAlert()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      expectNoIssues { alert.associations.set(token, for: tokenKey, policy: .weak) }
      #expect(alert.associations[tokenKey] === token)
      #expect(alert.associations.count == 1)
    }
    #expect(weakToken == nil)
    #expect(alert.associations[tokenKey] == nil)
    #expect(alert.associations.count == 0)
  }

  @Test func weakValue_doesNotKeepOwnerAliveThroughCycle_A7() {
    weak var weakAlert: AlertController?
    do {
      let alert = makeAlert()
      weakAlert = alert
      let key = AssociationKey<AlertController>("self")
      alert.associations.set(alert, for: key, policy: .weak)
      #expect(alert.associations[key] === alert)
    }
    #expect(weakAlert == nil)
  }

  @Test func weakPolicy_withNonObjectValue_isRefused_A7() {
    let alert = makeAlert()
    alert.associations[countKey] = 1
    let issues = issues { alert.associations.set(2, for: countKey, policy: .weak) }
    #expect(issues.map(\.kind) == [.weakValueNotObject])
    #expect(issues.first?.message.contains("count") == true)
    #expect(alert.associations[countKey] == 1)
  }

  @Test func weakPolicy_withStringValue_isRefused_A7() {
    let alert = makeAlert()
    let key = AssociationKey<String>("name")
    expectIssue(.weakValueNotObject) { alert.associations.set("x", for: key, policy: .weak) }
    #expect(alert.associations[key] == nil)
    #expect(alert.associations.count == 0)
  }

  @Test func settingNil_removesValue_A7() {
    let alert = makeAlert()
    alert.associations[countKey] = 1
    alert.associations[countKey] = nil
    #expect(alert.associations[countKey] == nil)
    alert.associations.set(Token(), for: tokenKey, policy: .strong)
    alert.associations.set(nil, for: tokenKey, policy: .weak)
    #expect(alert.associations[tokenKey] == nil)
    #expect(alert.associations.count == 0)
  }

  @Test func removeValueAndRemoveAll_detachValues_A7() {
    let alert = makeAlert()
    let token = Token()
    alert.associations[countKey] = 1
    alert.associations[tokenKey] = token
    alert.associations.removeValue(for: countKey)
    #expect(alert.associations[countKey] == nil)
    #expect(alert.associations.count == 1)
    alert.associations.removeAll()
    #expect(alert.associations[tokenKey] == nil)
    #expect(alert.associations.count == 0)
  }

  @Test func keys_compareByIdentityNotName_A7() {
    let alert = makeAlert()
    let first = AssociationKey<Int>("same")
    let second = AssociationKey<Int>("same")
    alert.associations[first] = 1
    alert.associations[second] = 2
    #expect(alert.associations[first] == 1)
    #expect(alert.associations[second] == 2)
  }

  @Test func associations_areSeparatePerOwner_A7() {
    let first = makeAlert()
    let second = makeAlert()
    first.associations[countKey] = 1
    #expect(second.associations[countKey] == nil)
  }

  @Test func associations_surviveDismissal_forTheNextPresentation_A7() {
    let host = AlertHost()
    let alert = makeAlert()
    alert.addAction(AlertAction(title: "OK", style: .default))
    alert.associations[countKey] = 7
    host.present(alert)
    host.select(actionTitled: "OK")
    #expect(alert.associations[countKey] == 7)
  }
}
