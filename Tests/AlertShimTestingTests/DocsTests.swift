import AlertShimTesting
import Foundation
import Testing

/// The Testing article shows only code that the tests run.
@Suite struct DocsTests {
  /// The package's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every fenced `swift` block of `markdown`, without its fences.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current?.joined(separator: "\n") ?? "")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The text of every Swift file of this test target.
  static func testTargetSources() throws -> String {
    let directory = root.appendingPathComponent("Tests/AlertShimTestingTests")
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    var sources: [String] = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      sources.append(try String(contentsOf: file, encoding: .utf8))
    }
    return sources.joined(separator: "\n")
  }

  static let article = "Sources/AlertShimTesting/AlertShimTesting.docc/Testing.md"

  @Test func everySwiftBlockOfTestingMd_isCodeTheTestsRun() throws {
    let markdown = try String(
      contentsOf: Self.root.appendingPathComponent(Self.article), encoding: .utf8)
    let sources = try Self.testTargetSources()
    let blocks = Self.swiftBlocks(in: markdown)

    #expect(blocks.count >= 10)
    let missing = blocks.filter { !sources.contains($0) }
    #expect(missing == [], "\(Self.article) shows code that no test runs")
  }

  /// The events of the two legacy recorders, as the article's table writes
  /// them: each as the event's `description`, with `i` for an index.
  @Test func recordersTable_writesEachEventAsTheRecorderRecordsIt() throws {
    let markdown = try String(
      contentsOf: Self.root.appendingPathComponent(Self.article), encoding: .utf8)
    func events(ofRow recorder: String) -> [String] {
      let row = markdown.split(separator: "\n").first { $0.hasPrefix("| `\(recorder)` |") }
      return (row ?? "").split(separator: "`").enumerated()
        .filter { $0.offset % 2 == 1 && $0.element.hasPrefix(".") }.map { String($0.element) }
    }
    let sheetEvents: [LegacyDelegateEvent] = [
      .willPresent, .didPresent, .clicked(0), .systemCancel, .willDismiss(0), .didDismiss(0),
    ]
    let alertEvents = [sheetEvents[0], .shouldEnableFirstOtherButton] + sheetEvents.dropFirst()
    func written(_ events: [LegacyDelegateEvent]) -> [String] {
      events.map { $0.description.replacingOccurrences(of: "(0)", with: "(i)") }
    }

    #expect(events(ofRow: "LegacyAlertViewDelegateRecorder") == written(alertEvents))
    #expect(events(ofRow: "LegacyActionSheetDelegateRecorder") == written(sheetEvents))
  }

  @Test func swiftBlocks_areFoundBetweenFences() {
    let markdown = "Text\n```swift\nlet a = 1\n\nlet b = 2\n```\n```text\nno\n```\n"

    #expect(Self.swiftBlocks(in: markdown) == ["let a = 1\n\nlet b = 2"])
  }
}
