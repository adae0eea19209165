// A test helper built on verify. AlertShimTesting.docc/Testing.md quotes this file;
// DocsTests checks that the quotes match.

import AlertShimTesting

/// Checks that the spy shows the inbox's delete confirmation for `message`.
@MainActor
func verifyDeleteConfirmation(
  on spy: AlertSpy, for message: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  spy.verify(
    title: "Delete \"\(message)\"?", message: "This cannot be undone.",
    actions: [.cancel("Cancel"), .destructive("Delete")],
    fileID: fileID, filePath: filePath, line: line, column: column)
}
