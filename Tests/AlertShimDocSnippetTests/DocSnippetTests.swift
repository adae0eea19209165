import AlertShimTestSupport
import Foundation
import Testing

/// Docs that run: the fenced `swift` blocks of README.md,
/// Docs/ and the DocC catalogs are type-checked against the modules this
/// package builds, with the compiler on `PATH`.
///
/// A block is compiled when it is a **complete file**: it has an `import` at
/// its top level. A block that imports `Testing` and uses the testing kit's
/// sample app (`InboxScreen`, …) is compiled together with the sample app's
/// sources. A manifest (`import PackageDescription`) is compiled against the
/// toolchain's manifest API. Not compiled, and listed by
/// ``coverage_isReported()``: blocks that show UIKit code (the "before" of a
/// migration, which needs UIKit), and excerpts without imports.
/// The Testing article (AlertShimTesting.docc/Testing.md) is left to
/// `DocsTests`, which checks that each of its blocks is code the tests run.
///
/// In README.md and the articles of ``strictDocuments`` every block is a
/// complete file and must compile. DocC reads a line that starts with `@` as a
/// directive, even inside an HTML comment, so a context writes such a line as
/// `/**/ @MainActor …`.
/// Elsewhere a complete block that does not compile is reported as a known
/// issue until its document is brought up to the rule and added there.
@Suite(.timeLimit(.minutes(10)))
struct DocSnippetTests {
  struct Snippet: Sendable, CustomTestStringConvertible {
    var file: String
    var number: Int
    var code: String
    /// The file an excerpt is compiled in: the text of a `<!-- swift-context … -->`
    /// comment just before the block, whose `/* snippet */` line the block replaces.
    var context: String? = nil

    var testDescription: String { "\(file) block \(number)" }

    /// What is compiled: the block, or the block inside its context.
    var source: String {
      context.map { $0.replacingOccurrences(of: "/* snippet */", with: code) } ?? code
    }

    var lines: [Substring] { source.split(separator: "\n", omittingEmptySubsequences: false) }
    var isComplete: Bool { lines.contains { $0.hasPrefix("import ") } }
    var showsUIKit: Bool {
      code.contains("import UIKit") || code.contains("UIAlertView")
        || code.contains("UIActionSheet") || code.contains("UIViewController")
    }
    var isManifest: Bool { lines.contains { $0 == "import PackageDescription" } }
    var usesTheSampleApp: Bool { source.contains("InboxScreen(") }
    var isCompiled: Bool { isComplete && !source.contains("import UIKit") }
  }

  static let root = Toolchain.packageRoot

  /// The documents whose blocks are looked at.
  static func documents() -> [String] {
    var documents = ["README.md"]
    for directory in ["Docs"] + catalogs {
      let url = root.appendingPathComponent(directory)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      documents += names.filter { $0.hasSuffix(".md") && $0 != "Testing.md" }.sorted()
        .map { "\(directory)/\($0)" }
    }
    return documents
  }

  /// The DocC catalogs, whose articles are the guides (Docs/ only points at them).
  static let catalogs = [
    "Sources/AlertShim/AlertShim.docc", "Sources/AlertShimTesting/AlertShimTesting.docc",
    "Sources/AlertShimTerminal/AlertShimTerminal.docc",
  ]

  /// Every fenced `swift` block of every document, in order.
  static func snippets() -> [Snippet] {
    var snippets: [Snippet] = []
    for document in documents() {
      guard
        let text = try? String(
          contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      else { continue }
      var current: [Substring]?
      var number = 0
      // A `<!-- swift-context` comment being read, and one read and not yet used.
      var readingContext: [Substring]?
      var context: String?
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if var lines = readingContext {
          if line == "-->" {
            context = lines.joined(separator: "\n")
            readingContext = nil
          } else {
            lines.append(line)
            readingContext = lines
          }
        } else if current == nil, line == "<!-- swift-context" {
          readingContext = []
        } else if current == nil, line == "```swift" {
          current = []
        } else if let block = current, line == "```" {
          number += 1
          snippets.append(
            Snippet(
              file: document, number: number, code: block.joined(separator: "\n"),
              context: context))
          current = nil
          context = nil
        } else if current != nil {
          current?.append(line)
        } else if !line.allSatisfy(\.isWhitespace) {
          context = nil  // a context belongs to the block right after it
        }
      }
    }
    return snippets
  }

  static let compiled = snippets().filter(\.isCompiled)

  @Test(arguments: compiled)
  func snippet_compiles(_ snippet: Snippet) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertshim-snippet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // main.swift: top-level statements are allowed, as in a tool's main file.
    let file = directory.appendingPathComponent("main.swift")
    try snippet.source.write(to: file, atomically: true, encoding: .utf8)

    var arguments = ["-typecheck", "-swift-version", "6", file.path]
    if snippet.isManifest {
      arguments += [
        "-I", try Toolchain.manifestAPIDirectory(), "-package-description-version", "6.0.0",
      ]
    } else {
      arguments += ["-I", try Toolchain.modulesDirectory(holding: "AlertShimTerminal")]
    }
    if snippet.usesTheSampleApp {
      let sampleApp = Self.root.appendingPathComponent("Tests/AlertShimTestingTests/SampleApp")
      let names = try FileManager.default.contentsOfDirectory(atPath: sampleApp.path)
      arguments += names.filter { $0.hasSuffix(".swift") }.sorted()
        .map { sampleApp.appendingPathComponent($0).path }
    }
    let result = try Toolchain.run(arguments)
    if Self.strictDocuments.contains(snippet.file) {
      #expect(result.status == 0, "\(snippet.testDescription) does not compile:\n\(result.output)")
    } else {
      // Documents not yet brought up to the rule: a failure is reported as a
      // known issue (with the compiler's words), not as a failed run.
      withKnownIssue(
        "\(snippet.testDescription) is not yet a program that compiles", isIntermittent: true
      ) {
        #expect(
          result.status == 0, "\(snippet.testDescription) does not compile:\n\(result.output)")
      }
    }
  }

  /// Documents whose every block is a complete file that must compile.
  /// Their only blocks left out are UIKit code (the "before" of a migration).
  static let strictDocuments: Set = [
    "README.md", "Sources/AlertShimTerminal/AlertShimTerminal.docc/Terminal.md",
    "Sources/AlertShim/AlertShim.docc/Closures.md",
    "Sources/AlertShim/AlertShim.docc/Diagnostics.md",
    "Sources/AlertShim/AlertShim.docc/IncrementalMigration.md",
    "Sources/AlertShim/AlertShim.docc/Migration.md",
    "Sources/AlertShim/AlertShim.docc/TestingAlerts.md",
  ]

  @Test func theseDocuments_haveOnlyCompleteSnippets_soAllAreCompiled() {
    let strict = Self.strictDocuments
    let notCompiled = Self.snippets().filter {
      strict.contains($0.file) && !$0.isCompiled && !$0.showsUIKit
    }
    #expect(notCompiled.map(\.testDescription) == [])
    #expect(Self.snippets().filter { strict.contains($0.file) }.count >= 12)
  }

  @Test func coverage_isReported() {
    let all = Self.snippets()
    let uikit = all.filter { !$0.isCompiled && $0.showsUIKit }
    let excerpts = all.filter { !$0.isCompiled && !$0.showsUIKit }
    print(
      """
      Doc snippets: \(all.count); compiled \(Self.compiled.count): \
      \(Self.compiled.map(\.testDescription).joined(separator: ", ")).
      Not compiled, UIKit code (\(uikit.count)): \
      \(uikit.map(\.testDescription).joined(separator: ", ")).
      Not compiled, excerpts without imports (\(excerpts.count)): \
      \(excerpts.map(\.testDescription).joined(separator: ", ")).
      """)
    #expect(Self.compiled.count + uikit.count + excerpts.count == all.count)
    #expect(!Self.compiled.isEmpty)
  }

  @Test func aBlockWithAnImport_isComplete_andOneWithout_isAnExcerpt() {
    #expect(Snippet(file: "x", number: 1, code: "import AlertShim\nlet a = 1").isCompiled)
    #expect(!Snippet(file: "x", number: 1, code: "let a = 1").isCompiled)
    #expect(!Snippet(file: "x", number: 1, code: "import UIKit\nlet a = 1").isCompiled)
    let excerpt = Snippet(
      file: "x", number: 1, code: "let a = 1", context: "import AlertShim\n/* snippet */")
    #expect(excerpt.isCompiled)
    #expect(excerpt.source == "import AlertShim\nlet a = 1")
  }
}
