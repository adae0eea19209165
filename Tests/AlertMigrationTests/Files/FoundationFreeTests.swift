import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// What the scanner does without Foundation (so the `alertshim` executable links none): the
/// same processor count, lock and baseline reading as with it.
@Suite struct FoundationFreeTests {
  @Test func activeProcessorCount_isFoundations() {
    #expect(Platform.activeProcessorCount == ProcessInfo.processInfo.activeProcessorCount)
    #expect(MigrationScanner().concurrency == ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Foundation's rule for cgroup v1 files: a positive quota over a positive period, rounded
  /// up; else the first item of the cpuset; else none.
  @Test(
    arguments: [
      ("150000", "100000", "0-7", 2), ("100000", "100000", nil, 1), ("50000", "100000", nil, 1),
      ("-1", "100000", "0-3", 4), ("0", "100000", "5", 1), ("100000", "0", "2-5", 4),
      ("100000", nil, "0-1,4-7", 2), (nil, nil, "3", 1), ("", "", "", nil), (nil, nil, nil, nil),
      ("x", "100000", "3-1", nil), (nil, nil, "a-b", nil), (nil, nil, "+1", 1),
    ] as [(String?, String?, String?, Int?)])
  func processorCount_followsTheCgroupFiles(
    quota: String?, period: String?, cpuset: String?, expected: Int?
  ) {
    let count = Platform.processorCount(
      quota: quota.map { Substring($0) }, period: period.map { Substring($0) },
      cpuset: cpuset.map { Substring($0) })
    #expect(count == expected)
  }

  @Test func firstLine_isTheFirstNonEmptyLine() throws {
    let directory = try TemporaryDirectory()
    try directory.write("cpus", "\n0-3\n4-7\n")
    try directory.write("empty", "")
    try directory.write("latin1", bytes: [0x30, 0xFF, 0x0A])
    #expect(Platform.firstLine(of: directory.url("cpus").path) == "0-3")
    #expect(Platform.firstLine(of: directory.url("empty").path) == "")
    #expect(Platform.firstLine(of: directory.url("latin1").path) == "")
    #expect(Platform.firstLine(of: directory.url("missing").path) == nil)
  }

  @Test func lock_keepsCountsWhole() {
    let lock = ScanLock()
    nonisolated(unsafe) var total = 0
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<10_000 {
        lock.lock()
        total += 1
        lock.unlock()
      }
    }
    #expect(total == 40_000)
  }

  /// A baseline longer than one read (64 KiB) has every fingerprint.
  @Test func baseline_readInManyChunks_hasEveryFingerprint() throws {
    let report = try BaselineReadingTests.report()
    let expected = Set(report.files.flatMap { $0.findings.map(\.fingerprint) })
    let json = report.json()
    let padded = "{" + String(repeating: " ", count: 200_000) + json.dropFirst()
    let directory = try TemporaryDirectory()
    try directory.write("b.json", padded)
    let baseline = try Baseline(contentsOfFile: directory.url("b.json").path, maximumSize: 1 << 20)
    #expect(baseline.fingerprints == expected)
  }

  /// A directory as the baseline: the messages Foundation's file handle led to. Where a
  /// directory's end is far (ext4) it is over the size limit; where it has no size (tmpfs),
  /// reading it fails.
  @Test func baseline_directory_isOverTheSizeLimit() throws {
    let directory = try TemporaryDirectory()
    #expect {
      try Baseline(contentsOfFile: directory.path, maximumSize: 1 << 20)
    } throws: { error in
      let message = (error as? MigrationError)?.message ?? ""
      return message.hasPrefix("\(directory.path): larger than the size limit (")
        || message == "cannot read \(directory.path): The operation could not be completed. "
          + "(NSCocoaErrorDomain error 256.)"
    }
    #expect {
      try Baseline(contentsOfFile: directory.path + "/missing.json", maximumSize: 1 << 20)
    } throws: { error in
      (error as? MigrationError)?.message == "cannot read \(directory.path)/missing.json"
    }
  }
}
