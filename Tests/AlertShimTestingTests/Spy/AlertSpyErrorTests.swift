import AlertShimTesting
import Testing

@Suite struct AlertSpyErrorTests {
  @Test func noAlertPresented_message() {
    #expect(
      AlertSpyError.noAlertPresented.description
        == "Expected an alert to be presented, but none was")
  }

  @Test func buttonNotFound_message_listsTheAvailableTitles() {
    #expect(
      AlertSpyError.buttonNotFound("Delete", available: ["Cancel", "OK"]).description
        == #"Expected a button titled "Delete", but the buttons are ["Cancel", "OK"]"#)
  }

  @Test func buttonIndexOutOfRange_message() {
    #expect(
      AlertSpyError.buttonIndexOutOfRange(3, count: 2).description
        == "Expected a button at index 3, but the alert has 2 buttons")
  }

  @Test func buttonDisabled_message() {
    #expect(
      AlertSpyError.buttonDisabled("OK").description
        == #"Expected button "OK" to be enabled, but it is disabled"#)
  }

  @Test func buttonNotDisplayed_message_pointsToTapOutside() {
    #expect(
      AlertSpyError.buttonNotDisplayed("Cancel").description
        == #"Expected button "Cancel" to be displayed, but a popover hides its cancel button; "#
        + "use tapOutside()")
  }

  @Test func textFieldNotFound_message() {
    #expect(
      AlertSpyError.textFieldNotFound(1, count: 0).description
        == "Expected a text field at index 1, but the alert has 0 text fields")
  }

  @Test func alertNotOnScreen_message_pointsToFinishAnimations() {
    #expect(
      AlertSpyError.alertNotOnScreen("Save?").description
        == #"Expected alert "Save?" to be on screen, but it is still appearing; "#
        + "call renderer.finishAnimations() first")
  }

  @Test func alertDismissing_message() {
    #expect(
      AlertSpyError.alertDismissing(nil).description
        == "Expected the untitled alert to accept input, but it is already being dismissed")
  }

  @Test func inputRefused_message_quotesTheReason() {
    #expect(
      AlertSpyError.inputRefused("the host said no").description
        == "The input was refused: the host said no")
  }

  @Test func errors_withDifferentDetails_areNotEqual() {
    #expect(
      AlertSpyError.buttonNotFound("Delete", available: ["OK"])
        != AlertSpyError.buttonNotFound("Delete", available: ["Cancel"]))
  }

  @Test func kind_namesTheReason() {
    #expect(AlertSpyError.buttonDisabled("OK").kind == .buttonDisabled)
    #expect(AlertSpyError.textFieldNotFound(0, count: 0).kind.rawValue == "text-field-not-found")
  }
}
