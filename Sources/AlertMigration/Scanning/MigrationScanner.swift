import Dispatch
import Foundation

/// Scans source trees for legacy alert code.
///
/// Files are scanned in parallel, one file per task, on all cores by default; each file is read
/// once into a buffer its worker reuses, lexed, and scanned. The report lists only files with
/// findings, sorted by path, so it does not depend on scheduling.
///
/// ```swift
/// let report = try MigrationScanner().scan(path: "Sources")
/// for file in report.files where file.classification == .manualSteps { print(file.path) }
/// ```
public struct MigrationScanner: Sendable {
  /// How many files are scanned at once.
  public var concurrency: Int
  /// The largest file read, in bytes; a larger one is listed in `problems` and not read.
  public var maximumFileSize: Int

  /// The default `maximumFileSize`: 64 MiB.
  public static let defaultMaximumFileSize = 64 << 20

  /// Creates a scanner.
  ///
  /// - Parameters:
  ///   - concurrency: How many files to scan at once; nil uses every active core.
  ///   - maximumFileSize: The largest file read, in bytes (at most 2 GiB - 1).
  public init(
    concurrency: Int? = nil, maximumFileSize: Int = MigrationScanner.defaultMaximumFileSize
  ) {
    self.concurrency = max(1, concurrency ?? ProcessInfo.processInfo.activeProcessorCount)
    self.maximumFileSize = min(max(0, maximumFileSize), Int(Int32.max) - 1)
  }

  /// Scans the file or directory at `path`.
  ///
  /// - Throws: `MigrationError` when `path` does not exist or, being a directory, cannot be
  ///   listed. Files and subdirectories that cannot be read are listed in the report's
  ///   `problems` instead.
  public func scan(path: String) throws(MigrationError) -> ScanReport {
    let tree = try SourceTree(path: path)
    let limit = maximumFileSize
    let files = tree.files
    let outcomes = UnsafeMutableBufferPointer<ScanWorker.Outcome>.allocate(capacity: files.count)
    outcomes.initialize(repeating: .failed(""))
    defer {
      outcomes.deinitialize()
      outcomes.deallocate()
    }
    let next = WorkQueue(count: files.count)
    let slots = OutcomeSlots(base: outcomes)
    DispatchQueue.concurrentPerform(iterations: min(concurrency, max(files.count, 1))) { _ in
      let worker = ScanWorker(limit: limit)
      while let index = next.take() { slots.store(worker.scan(files[index]), at: index) }
    }
    var reports: [FileReport] = []
    var problems = tree.problems
    var unread = 0
    var bytes = 0
    for (index, outcome) in outcomes.enumerated() {
      switch outcome {
      case .scanned(let report, let count):
        bytes += count
        if let report { reports.append(report) }
      case .failed(let message):
        problems.append(ScanProblem(path: files[index].relativePath, message: message))
        unread += 1
      }
    }
    problems.sort { $0.path < $1.path }
    return ScanReport(
      files: reports, filesScanned: files.count - unread, bytesScanned: bytes,
      problems: problems, rootDirectory: tree.rootDirectory)
  }

  /// The findings of one source text.
  ///
  /// - Parameters:
  ///   - source: The text of a file.
  ///   - language: Its language.
  /// - Returns: The findings in source order.
  public static func findings(in source: String, language: SourceLanguage) -> [Finding] {
    var source = source
    return source.withUTF8 { findings(in: $0, language: language) }
  }

  /// The findings of one file's bytes, which need not be valid UTF-8.
  public static func findings(in bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage)
    -> [Finding]
  {
    var storage = TokenizedSource()
    return findings(in: SourceBytes(base: bytes), language: language, storage: &storage)
  }

  static func findings(
    in text: SourceBytes, language: SourceLanguage, storage: inout TokenizedSource
  ) -> [Finding] {
    let raw: [RawFinding]
    switch language {
    case .swift:
      storage = SwiftLexer.tokenize(text, reusing: storage)
      raw = SwiftScanner.scan(text, tokens: storage.tokens)
    case .objectiveC:
      storage = ObjCLexer.tokenize(text, reusing: storage)
      raw = ObjCScanner.scan(text, tokens: storage.tokens)
    }
    return raw.isEmpty ? [] : LineLocator.locate(raw, in: text)
  }
}

/// Hands out indices 0..<count to workers, each exactly once.
private final class WorkQueue: @unchecked Sendable {
  // Safe: `next` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var next = 0
  private let count: Int

  init(count: Int) {
    self.count = count
  }

  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }
}

/// The result slots of a parallel scan.
private struct OutcomeSlots: @unchecked Sendable {
  // Safe: every index is handed out once by `WorkQueue`, so each slot is written by exactly one
  // worker, and the buffer is read only after `concurrentPerform` has returned.
  let base: UnsafeMutableBufferPointer<ScanWorker.Outcome>

  func store(_ outcome: ScanWorker.Outcome, at index: Int) {
    base[index] = outcome
  }
}

/// Scans files one after another, reusing one read buffer and one token array.
private final class ScanWorker {
  enum Outcome {
    case scanned(FileReport?, bytes: Int)
    case failed(String)
  }

  private var buffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  private var storage = TokenizedSource()
  private let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  deinit {
    buffer.deallocate()
  }

  func scan(_ file: SourceTree.File) -> Outcome {
    let count: Int
    do {
      count = try Platform.readFile(file.path, into: &buffer, limit: limit).count
    } catch {
      return .failed(error.message)
    }
    let text = SourceBytes(base: UnsafeBufferPointer(rebasing: buffer[0..<count]))
    let findings = MigrationScanner.findings(in: text, language: file.language, storage: &storage)
    let report =
      findings.isEmpty
      ? nil : FileReport(path: file.relativePath, language: file.language, findings: findings)
    return .scanned(report, bytes: count)
  }
}
