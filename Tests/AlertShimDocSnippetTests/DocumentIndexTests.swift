import AlertShimTestSupport
import Foundation
import Testing

/// The guides are found three ways: in the DocC catalogs, in README.md's "Documentation" list,
/// and through the pointers in `Docs/`. These tests keep the three in step: every article is
/// in the list and has a pointer, and every link of the list and of the pointers resolves.
@Suite struct DocumentIndexTests {
  static let root = Toolchain.packageRoot

  /// The articles of the catalogs, as paths from the package root: every Markdown file at the
  /// top of a catalog but its landing page (named after the module).
  static func articles() -> [String] {
    DocSnippetTests.catalogs.flatMap { catalog -> [String] in
      let module = ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(catalog).path)) ?? []
      return names.filter { $0.hasSuffix(".md") && $0 != "\(module).md" }.sorted()
        .map { "\(catalog)/\($0)" }
    }
  }

  /// The targets of the Markdown links `](…)` in `text` that name a `.md` file.
  static func markdownLinks(in text: String) -> [String] {
    text.components(separatedBy: "](").dropFirst().compactMap { rest in
      guard let end = rest.firstIndex(of: ")") else { return nil }
      let target = String(rest[..<end])
      return target.hasSuffix(".md") && !target.contains("://") ? target : nil
    }
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).standardized.path)
  }

  @Test func theCatalogs_haveTheGuides() {
    let names = Self.articles().map { ($0 as NSString).lastPathComponent }
    #expect(names.contains("MigratingObjectiveC.md"))
    #expect(names.contains("Terminal.md"))
    #expect(names.count >= 13)
  }

  @Test func readme_listsEveryArticle_andItsLinksResolve() throws {
    let readme = try Self.read("README.md")
    let section = try #require(readme.range(of: "\n## Documentation\n"))
    let links = Self.markdownLinks(in: String(readme[section.upperBound...]))
    #expect(Self.articles().filter { !links.contains($0) } == [], "articles not in the list")
    #expect(Self.markdownLinks(in: readme).filter { !Self.exists($0) } == [], "broken links")
  }

  @Test func docs_pointsAtEveryArticle_andEachPointerResolves() throws {
    let pointers =
      try FileManager.default.contentsOfDirectory(
        atPath: Self.root.appendingPathComponent("Docs").path
      ).filter { $0.hasSuffix(".md") }
    for article in Self.articles() {
      let name = (article as NSString).lastPathComponent
      #expect(pointers.contains(name), "Docs/\(name) is missing")
    }
    for pointer in pointers {
      let links = Self.markdownLinks(in: try Self.read("Docs/\(pointer)"))
      #expect(links.count == 1, "Docs/\(pointer) points at one article")
      for link in links {
        #expect(link.hasSuffix("/\(pointer)"), "Docs/\(pointer) points at \(link)")
        #expect(Self.exists("Docs/\(link)"), "Docs/\(pointer) points at \(link)")
      }
    }
  }

  @Test func markdownLinks_takesOnlyLocalMarkdownTargets() {
    let text = "[a](x/A.md) and [b](https://e.com/B.md), [c](C.swift) [d](../D.md)"
    #expect(Self.markdownLinks(in: text) == ["x/A.md", "../D.md"])
  }
}
