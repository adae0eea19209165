import Testing

@testable import AlertShimTesting

@Suite @MainActor struct AlertSpyVerificationTests {
  @Test func matchingAlert_reportsNothing_andReturnsTrue() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert(title: "Save?", message: "Keep your changes?"))

    let matched = spy.verify(
      title: "Save?", message: "Keep your changes?", actions: [.cancel("Cancel"), .default("OK")])

    #expect(matched)
    #expect(failures.messages.isEmpty)
  }

  @Test func differentTitle_isOneFailure() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert(title: "Remove?"))

    let matched = spy.verify(title: "Delete?", actions: [.cancel("Cancel"), .default("OK")])

    #expect(!matched)
    #expect(failures.messages == [#"Expected "Delete?", but was "Remove?" - title"#])
  }

  @Test func nilTitle_isShownAsNil() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert(title: nil))

    spy.verify(title: "Save?", actions: [.cancel("Cancel"), .default("OK")])

    #expect(failures.messages == [#"Expected "Save?", but was nil - title"#])
  }

  @Test func quotesInTitles_areEscaped() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert(title: #"Delete "Invoice"?"#))

    spy.verify(title: "Delete?", actions: [.cancel("Cancel"), .default("OK")])

    #expect(failures.messages == [#"Expected "Delete?", but was "Delete \"Invoice\"?" - title"#])
  }

  @Test func differentMessage_isOneFailure() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert(message: "Keep your changes?"))

    spy.verify(title: "Save?", actions: [.cancel("Cancel"), .default("OK")])

    #expect(failures.messages == [#"Expected nil, but was "Keep your changes?" - message"#])
  }

  @Test func differentStyle_isOneFailure() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.photoSheet())

    spy.verify(
      title: "Photo", actions: [.default("Share"), .destructive("Delete"), .cancel("Cancel")])

    #expect(failures.messages == ["Expected .alert, but was .actionSheet - style"])
  }

  @Test func differentNumberOfActions_isOneFailure_listingBoth() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert())

    spy.verify(title: "Save?", actions: [.default("OK")])

    #expect(
      failures.messages == [
        #"Expected 1 action [.default("OK")], but was 2 actions [.cancel("Cancel"), .default("OK")] - actions"#
      ])
  }

  @Test func differentActionTitle_namesTheActionIndex() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert())

    spy.verify(title: "Save?", actions: [.cancel("Cancel"), .default("Save")])

    #expect(failures.messages == [#"Expected "Save", but was "OK" - action 1 title"#])
  }

  @Test func differentActionStyle_namesTheActionIndex() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert())

    spy.verify(title: "Save?", actions: [.cancel("Cancel"), .destructive("OK")])

    #expect(failures.messages == ["Expected .destructive, but was .default - action 1 style"])
  }

  @Test func differentEnabledState_namesTheActionIndex() {
    let (spy, failures) = Fixtures.collectingSpy()
    let alert = Fixtures.okCancelAlert()
    alert.actions[1].isEnabled = false
    spy.host.present(alert)

    spy.verify(title: "Save?", actions: [.cancel("Cancel"), .default("OK")])

    #expect(failures.messages == ["Expected true, but was false - action 1 isEnabled"])
  }

  @Test func differentPreferredAction_isOneFailure() {
    let (spy, failures) = Fixtures.collectingSpy()
    let alert = Fixtures.okCancelAlert()
    alert.preferredAction = alert.actions[1]
    spy.host.present(alert)

    spy.verify(title: "Save?", actions: [.cancel("Cancel"), .default("OK")])

    #expect(failures.messages == [#"Expected nil, but was .default("OK") - preferred action"#])
  }

  @Test func everyDifference_isItsOwnFailure_inOrder() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert(title: "Remove?", message: "Sure?"))

    spy.verify(
      title: "Delete?", actions: [.default("Cancel"), .default("Delete")],
      preferredAction: .default("Delete"))

    #expect(
      failures.messages == [
        #"Expected "Delete?", but was "Remove?" - title"#,
        #"Expected nil, but was "Sure?" - message"#,
        "Expected .default, but was .cancel - action 0 style",
        #"Expected "Delete", but was "OK" - action 1 title"#,
        #"Expected .default("Delete"), but was nil - preferred action"#,
      ])
  }

  @Test func nothingPresented_isTheOnlyFailure() {
    let (spy, failures) = Fixtures.collectingSpy()

    let matched = spy.verify(title: "Save?", actions: [])

    #expect(!matched)
    #expect(failures.messages == ["Expected an alert to be presented, but none was"])
  }

  @Test func checksTheMostRecentPresentation() throws {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.host.present(Fixtures.okCancelAlert(title: "First"))
    try spy.tap("OK")
    spy.host.present(Fixtures.okCancelAlert(title: "Second"))

    spy.verify(title: "Second", actions: [.cancel("Cancel"), .default("OK")])

    #expect(failures.messages.isEmpty)
  }

  @Test func failure_isReportedAtTheCallersLine() {
    let (spy, failures) = Fixtures.collectingSpy()

    let line = #line + 1
    spy.verify(title: "Save?", actions: [])

    let location = failures.failures.first?.sourceLocation
    #expect(location?.line == line)
    #expect(location?.fileID == #fileID)
    #expect(location?.filePath == #filePath)
  }

  @Test func helperThatForwardsTheLocation_reportsAtItsCallersLine() {
    let (spy, failures) = Fixtures.collectingSpy()

    let line = #line + 1
    verifyDeleteConfirmation(on: spy, for: "Hello")

    #expect(failures.failures.map(\.sourceLocation.line) == [line])
  }

  @Test func failure_isReportedAtAGivenSourceLocation() {
    let (spy, failures) = Fixtures.collectingSpy()
    let location = SourceLocation(
      fileID: "App/Helper.swift", filePath: "/App/Helper.swift", line: 7, column: 3)

    spy.verify(title: "Save?", actions: [], sourceLocation: location)

    #expect(failures.failures.map(\.sourceLocation) == [location])
  }

  @Test func swiftTestingReporter_recordsAnIssue_withTheMessage() {
    let spy = AlertSpy(reporter: .swiftTesting)

    withKnownIssue {
      spy.verify(title: "Save?", actions: [])
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Expected an alert to be presented, but none was"]
    }
  }

  @Test func automaticReporter_usesSwiftTesting_insideASwiftTestingTest() {
    let spy = AlertSpy()

    withKnownIssue {
      spy.verify(title: "Save?", actions: [])
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Expected an alert to be presented, but none was"]
    }
  }

  @Test(arguments: [true, false])
  func automaticReporter_outsideASwiftTestingTest_reportsToBoth(inSwiftTesting: Bool) {
    let swiftTesting = CollectingFailureReporter()
    let xcTest = CollectingFailureReporter()
    let reporter = AutomaticFailureReporter(
      isInSwiftTesting: { inSwiftTesting }, swiftTesting: swiftTesting, xcTest: xcTest)

    AlertSpy(reporter: reporter).verify(title: "Save?", actions: [])

    // Outside a Swift Testing test's task (XCTest, a detached task, a queue callback) both:
    // a failure is never dropped.
    #expect(swiftTesting.failures.count == 1)
    #expect(xcTest.failures.count == (inSwiftTesting ? 0 : 1))
  }

  @Test func collectingReporter_removeAll_forgetsFailures() {
    let (spy, failures) = Fixtures.collectingSpy()
    spy.verify(title: "Save?", actions: [])

    failures.removeAll()

    #expect(failures.failures.isEmpty)
  }
}
