import Foundation
import Testing

/// `--output` never overwrites what the run reads: a source of the scanned
/// tree, however it is spelled, or an input, is refused with exit 2 before anything is written.
@Suite struct MigrateOutputTargetTests {
  static let formats: [[String]] = [
    ["scan"], ["scan", "--json"], ["scan", "--format", "sarif"], ["scan", "--format", "plan"],
    ["rewrite"], ["rewrite", "--dry-run"],
  ]

  @Test(arguments: formats)
  func output_namingASourceOfTheTree_isRefusedAndTheSourceKept(command: [String]) throws {
    let tree = try CLIFixtureTree()
    let source = tree.path + "/Sources/Confirm.swift"
    let run = try MigrateRun(["migrate"] + command + ["--output", source, tree.path])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "alertshim migrate: --output \(source) is a source file of \(tree.path) "
        + "(Sources/Confirm.swift); nothing done (write the report outside the tree's sources)\n")
    #expect(run.stdout.isEmpty)
    #expect(try tree.read("Sources/Confirm.swift") == CLIFixtureTree.confirm)
    // Nothing else was rewritten either.
    #expect(try tree.read("Sources/Picker.swift") == CLIFixtureTree.picker)
  }

  @Test func output_throughADotDotPathOrASymbolicLink_isStillRefused() throws {
    let tree = try CLIFixtureTree()
    let dotted = tree.path + "/Sources/../Sources/Picker.swift"
    let run = try MigrateRun(["migrate", "scan", "--json", "--output", dotted, tree.path])
    #expect(run.status == 2)
    let link = tree.path + "-link.swift"
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: tree.path + "/Sources/Picker.swift")
    defer { try? FileManager.default.removeItem(atPath: link) }
    let linked = try MigrateRun(["migrate", "rewrite", "--dry-run", "--output", link, tree.path])
    #expect(linked.status == 2)
    #expect(try tree.read("Sources/Picker.swift") == CLIFixtureTree.picker)
  }

  @Test func output_aHardLinkOutsideTheTree_isRefused() throws {
    let tree = try CLIFixtureTree()
    let link = tree.path + "-hard.swift"
    try FileManager.default.linkItem(
      atPath: tree.path + "/Sources/Confirm.swift", toPath: link)
    defer { try? FileManager.default.removeItem(atPath: link) }
    let run = try MigrateRun(["migrate", "scan", "--output", link, tree.path])
    #expect(run.status == 2)
    #expect(try tree.read("Sources/Confirm.swift") == CLIFixtureTree.confirm)
  }

  @Test func output_equalToTheSingleFileScanned_isRefused() throws {
    let tree = try CLIFixtureTree()
    let source = tree.path + "/Sources/Picker.swift"
    let run = try MigrateRun(["migrate", "rewrite", "--dry-run", "--output", source, source])
    #expect(run.status == 2)
    #expect(
      run.stderr == "alertshim migrate: --output \(source) is an input of this run (\(source)); "
        + "nothing done\n")
    #expect(try tree.read("Sources/Picker.swift") == CLIFixtureTree.picker)
  }

  @Test func output_equalToTheBaseline_isRefused() throws {
    let tree = try CLIFixtureTree()
    let baseline = tree.path + "/baseline.json"
    #expect(
      try MigrateRun(["migrate", "scan", "--json", "--output", baseline, tree.path]).status == 0)
    let before = try tree.read("baseline.json")
    let run = try MigrateRun([
      "migrate", "scan", "--json", "--baseline", baseline, "--output", baseline, tree.path,
    ])
    #expect(run.status == 2)
    #expect(try tree.read("baseline.json") == before)
  }

  @Test func output_anotherFileInsideTheTree_isWritten() throws {
    let tree = try CLIFixtureTree()
    // README.md is in the tree but is not a source; an excluded Swift file is not one either.
    let run = try MigrateRun(["migrate", "scan", "--output", tree.path + "/README.md", tree.path])
    #expect(run.status == 0)
    #expect(try tree.read("README.md").hasPrefix("FILE "))
    let excluded = try MigrateRun([
      "migrate", "scan", "--exclude", "Plain.swift", "--output", tree.path + "/Sources/Plain.swift",
      tree.path,
    ])
    #expect(excluded.status == 0)
    #expect(try tree.read("Sources/Plain.swift").hasPrefix("FILE "))
  }
}
