import AlertMigration
import AlertShimTestSupport
import Foundation
import Testing

/// Rewritten legacy code must compile against the AlertShim module built by this package.
@Suite struct TypeCheckTests {
  @Test(arguments: TypeCheckFixture.all)
  func rewrittenFixture_isRenameOnly(fixture: TypeCheckFixture) {
    let findings = MigrationScanner.findings(in: fixture.source, language: .swift)
    #expect(findings.filter { $0.kind == .manualStep } == [])
    #expect(SwiftRewriter.rewrite(fixture.source).manualSteps == [])
  }

  @Test(arguments: TypeCheckFixture.all)
  func rewrittenFixture_typeChecksAgainstAlertShim(fixture: TypeCheckFixture) throws {
    let directory = try TemporaryDirectory()
    try directory.write("\(fixture.name).swift", SwiftRewriter.rewrite(fixture.source).text)
    let result = try Toolchain.typeCheck(
      directory.url("\(fixture.name).swift").path, languageMode: fixture.languageMode)
    #expect(result.status == 0, "swiftc said:\n\(result.output)")
    // Nothing to fix after the rename: not even a warning (a Swift 5 app's isolation included).
    #expect(!result.output.contains("warning:"), "swiftc said:\n\(result.output)")
  }

  @Test func originalFixture_doesNotTypeCheck() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Original.swift", TypeCheckFixture.settings.source)
    let result = try Toolchain.typeCheck(directory.url("Original.swift").path)
    #expect(result.status != 0)
    #expect(result.output.contains("cannot find type 'UIAlertViewDelegate' in scope"))
  }
}
