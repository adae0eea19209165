import AlertMigration
import Foundation
import Testing

@Suite struct UnifiedDiffTests {
  @Test func equalTexts_giveNoDiff() {
    #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "x.swift") == "")
  }

  @Test func changedLine_showsWithThreeLinesOfContext() {
    let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
    let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"
    #expect(
      UnifiedDiff.make(old: old, new: new, path: "A/x.swift") == """
        --- a/A/x.swift
        +++ b/A/x.swift
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +five
         6
         7
         8

        """)
  }

  @Test func distantChanges_makeSeparateHunks() {
    let old = (1...20).map { "\($0)\n" }.joined()
    let new = old.replacingFirst("2\n", with: "two\n").replacingFirst("19\n", with: "nineteen\n")
    let headers = UnifiedDiff.make(old: old, new: new, path: "x").split(separator: "\n").filter {
      $0.hasPrefix("@@")
    }
    #expect(headers == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
  }

  @Test func insertedLine_countsOnlyOnTheNewSide() {
    #expect(
      UnifiedDiff.make(old: "a\nb\n", new: "a\nx\nb\n", path: "f") == """
        --- a/f
        +++ b/f
        @@ -1,2 +1,3 @@
         a
        +x
         b

        """)
  }

  @Test func missingFinalNewline_isMarked() {
    #expect(
      UnifiedDiff.make(old: "a\nb", new: "a\nc", path: "f") == """
        --- a/f
        +++ b/f
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
