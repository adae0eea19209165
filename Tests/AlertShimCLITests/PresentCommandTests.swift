import Foundation
import Testing

/// `alertshim alert` as an `AlertController`: its destructive button, the
/// first button after cancel waiting for the text fields, and its own JSON
/// escaping. Run through the line protocol (standard input is a pipe).
@Suite struct PresentCommandTests {
  @Test func json_escapesQuotesBackslashesAndControlCharacters() throws {
    let title = "Say \"hi\" \\ \u{7}\u{2028}"
    let output = try CLIProcess.run(["alert", "--button", title, "--json"], input: "0\n")
    #expect(output.status == 0)
    #expect(
      output.stdout
        == #"{"buttonIndex":0,"buttonTitle":"Say \"hi\" \\ \u0007\u2028","cancel":false,"#
        + #""textFields":[]}"# + "\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["buttonTitle"] as? String == title)
  }

  @Test func destructiveButton_isADestructiveAction_indexedAfterCancel() throws {
    // SEMANTICS L1 indices; the button is drawn (and listed) as destructive.
    let output = try CLIProcess.run(
      ["alert", "--cancel", "Cancel", "--destructive", "Wipe"], input: "Wipe\n")
    #expect(output.status == 0)
    #expect(output.stdout == "1\tWipe\n")
    #expect(output.stderr.contains("[1] Wipe (destructive)\n"))
  }

  @Test func withATextField_theFirstButtonAfterCancel_waitsForText() throws {
    // An empty field leaves "Wipe" disabled: the line naming it is refused and
    // the end of input cancels (exit 130).
    let empty = try CLIProcess.run(
      ["alert", "--cancel", "Cancel", "--destructive", "Wipe", "--text-field", "Name"],
      input: "\nWipe\n")
    #expect(empty.status == 130)
    #expect(empty.stderr.contains("\"Wipe\" is disabled: choose another button."))

    let typed = try CLIProcess.run(
      ["alert", "--cancel", "Cancel", "--destructive", "Wipe", "--text-field", "Name"],
      input: "bob\nWipe\n")
    #expect(typed.status == 0)
    #expect(typed.stdout == "1\tWipe\nbob\n")
  }
}
