import Dispatch

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

  /// What the walk leaves out (`--exclude`, `.gitignore`).
  public var filter = TreeFilter()
  /// Whether a file is first searched for the names that can lead to a finding, and left
  /// unlexed without one. The report is the same either way; false is slower, and is there to
  /// check that (and to measure what the search saves).
  public var usesPrefilter = true
  /// Called from the scanning threads after each file with the files done, the files in all
  /// and the bytes read so far (for a progress display; it must be thread-safe).
  public var progress: (@Sendable (_ done: Int, _ total: Int, _ bytes: Int) -> Void)?

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
    self.concurrency = max(1, concurrency ?? Platform.activeProcessorCount)
    self.maximumFileSize = min(max(0, maximumFileSize), Int(Int32.max) - 1)
  }

  /// Scans the file or directory at `path`.
  ///
  /// - Throws: `MigrationError` when `path` does not exist or, being a directory, cannot be
  ///   listed. Files and subdirectories that cannot be read are listed in the report's
  ///   `problems` instead.
  public func scan(path: String) throws(MigrationError) -> ScanReport {
    // A progress line needs the number of files before the first is read, and so does the
    // test hook that holds the scan after listing; one worker has nothing to overlap.
    if progress == nil, concurrency > 1, !Platform.holdsAfterListingForTests {
      return try scanWhileListing(path: path)
    }
    let tree = try SourceTree(path: path, filter: filter)
    let limit = maximumFileSize
    let progress = self.progress
    let usesPrefilter = self.usesPrefilter
    let files = tree.files
    Platform.holdAfterListingForTests(fileCount: files.count)
    let outcomes = UnsafeMutableBufferPointer<ScanWorker.Outcome>.allocate(capacity: files.count)
    outcomes.initialize(repeating: .failed(""))
    defer {
      outcomes.deinitialize()
      outcomes.deallocate()
    }
    let next = WorkQueue(count: files.count)
    let slots = OutcomeSlots(base: outcomes)
    DispatchQueue.concurrentPerform(iterations: min(concurrency, max(files.count, 1))) { _ in
      let worker = ScanWorker(limit: limit, usesPrefilter: usesPrefilter)
      while let index = next.take() {
        let outcome = worker.scan(files[index])
        slots.store(outcome, at: index)
        if let progress {
          var bytes = 0
          if case .scanned(_, let count, _) = outcome { bytes = count }
          let (done, total) = next.finish(bytes: bytes)
          progress(done, total.files, total.bytes)
        }
      }
    }
    return Self.report(
      files: files, outcomes: UnsafeBufferPointer(outcomes), problems: tree.problems,
      rootDirectory: tree.rootDirectory)
  }

  /// `scan(path:)` with the walk on one thread and the workers scanning the files it has
  /// listed so far: the same report, as the files and their outcomes are put in the order of
  /// their paths at the end, as `SourceTree` sorts them.
  private func scanWhileListing(path: String) throws(MigrationError) -> ScanReport {
    let limit = maximumFileSize
    let usesPrefilter = self.usesPrefilter
    let filter = self.filter
    let workers = concurrency
    let feed = FileFeed(workers: workers)
    // Slot 0 is the walk's result, slots 1... each worker's outcomes by listing index.
    let results = UnsafeMutableBufferPointer<ListingResult>.allocate(capacity: workers + 1)
    results.initialize(repeating: ListingResult())
    defer {
      results.deinitialize()
      results.deallocate()
    }
    let slots = ListingSlots(base: results)
    DispatchQueue.concurrentPerform(iterations: workers + 1) { iteration in
      if iteration == 0 {
        // Iterations are handed out in order, so the walk always starts, and the workers
        // waiting for files are woken when it ends, also when it fails.
        var result = ListingResult()
        var batch: [SourceTree.File] = []
        batch.reserveCapacity(FileFeed.batchSize)
        do throws(MigrationError) {
          let listed = try SourceTree.list(path: path, filter: filter) { file in
            batch.append(file)
            if batch.count == FileFeed.batchSize {
              feed.add(batch)
              batch.removeAll(keepingCapacity: true)
            }
          }
          feed.add(batch)
          result.problems = listed.problems
          result.rootDirectory = listed.rootDirectory
        } catch {
          result.error = error
        }
        feed.finish()
        slots.store(result, at: 0)
        return
      }
      let worker = ScanWorker(limit: limit, usesPrefilter: usesPrefilter)
      var result = ListingResult()
      while let (index, file) = feed.take() {
        result.outcomes.append((index, worker.scan(file)))
      }
      slots.store(result, at: iteration)
    }
    if let error = results[0].error { throw error }
    let listed = feed.files
    var outcomes = [ScanWorker.Outcome](repeating: .failed(""), count: listed.count)
    for result in results.dropFirst() {
      for (index, outcome) in result.outcomes { outcomes[index] = outcome }
    }
    let order = listed.indices.sorted {
      Platform.precedes(listed[$0].relativeBytes, listed[$1].relativeBytes)
    }
    let sortedOutcomes = order.map { outcomes[$0] }
    return sortedOutcomes.withUnsafeBufferPointer {
      Self.report(
        files: order.map { listed[$0] }, outcomes: $0, problems: results[0].problems,
        rootDirectory: results[0].rootDirectory)
    }
  }

  /// The report of `files`, sorted by path, and their outcomes, in the same order.
  private static func report(
    files: [SourceTree.File], outcomes: UnsafeBufferPointer<ScanWorker.Outcome>,
    problems listingProblems: [ScanProblem], rootDirectory: String?
  ) -> ScanReport {
    var reports: [FileReport] = []
    var problems = listingProblems
    var unread = 0
    var bytes = 0
    for (index, outcome) in outcomes.enumerated() {
      switch outcome {
      case .scanned(let report, let count, let warning):
        bytes += count
        if let report { reports.append(report) }
        if let warning {
          problems.append(ScanProblem(path: files[index].relativePath, message: warning))
        }
      case .failed(let message):
        problems.append(ScanProblem(path: files[index].relativePath, message: message))
        unread += 1
      }
    }
    problems.sort { $0.path < $1.path }
    return ScanReport(
      files: reports, filesScanned: files.count - unread, bytesScanned: bytes,
      problems: problems, rootDirectory: rootDirectory)
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
    return SourceBytes.withCopy(of: bytes) {
      findings(in: $0, language: language, storage: &storage)
    }
  }

  static func findings(
    in text: SourceBytes, language: SourceLanguage, storage: inout TokenizedSource,
    declarations: [(name: String, subject: LegacyAPI.Subject)] = []
  ) -> [Finding] {
    let raw: [RawFinding]
    switch language {
    case .swift:
      SwiftLexer.tokenize(text, into: &storage)
      raw = SwiftScanner.scan(text, tokens: storage.tokens)
    case .objectiveC:
      ObjCLexer.tokenize(text, into: &storage)
      raw = ObjCScanner.scan(text, tokens: storage.tokens, declarations: declarations)
    }
    return raw.isEmpty ? [] : LineLocator.locate(raw, in: text)
  }
}

extension MigrationScanner {
  /// Whether a file's bytes can have findings: whether they spell a name of interest
  /// (`Prefilter`), and in Swift whether one that can lead to a finding where it stands
  /// (`SwiftScanner.nameCanLeadToFinding`) stands in code (`SwiftLexer.codeSpellsName`). A
  /// scanner reports nothing for a file none of whose identifier tokens is such a name, a name
  /// in a comment or a string literal is in no identifier token, and a Swift file whose names
  /// in code all stand elsewhere has no finding.
  static func mayHaveFindings(_ bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage)
    -> Bool
  {
    SourceBytes.withCopy(of: bytes) { mayHaveFindings($0, language: language) }
  }

  /// `mayHaveFindings(_:language:)` of a view.
  static func mayHaveFindings(_ text: SourceBytes, language: SourceLanguage) -> Bool {
    let prefilter = Prefilter.of(language)
    switch language {
    case .swift:
      // A name that cannot lead to a finding where it stands (`nameCanLeadToFinding`) cannot
      // in code either, and one that its line puts in a comment or a string (`standsOutsideCode`)
      // stands in no code. The names are looked for from the end back to the last that may
      // stand in code and lead to a finding, and the skim is not run without one; it reads the
      // text from its start up to that name, looking for names in code from the first that can
      // lead to a finding.
      var mentionsAddAction: Bool?
      func counts(_ name: Int) -> Bool {
        SwiftScanner.nameCanLeadToFinding(at: name, in: text, mentionsAddAction: &mentionsAddAction)
      }
      var found = prefilter.lastName(in: text, before: text.count)
      while let name = found, SwiftScanner.standsOutsideCode(name, in: text) || !counts(name) {
        found = prefilter.lastName(in: text, before: name)
      }
      guard let last = found else { return false }
      let bounded = prefilter.bounded(by: last, in: text)
      // There is a first such name: the last is one.
      var first = bounded.firstName(in: text, from: 0) ?? last
      while !counts(first) { first = bounded.firstName(in: text, from: first + 1) ?? last }
      return SwiftLexer.codeSpellsName(text, prefilter: bounded, first: first, counting: counts)
    case .objectiveC:
      return prefilter.mayHaveFindings(text)
    }
  }
}

/// Hands out indices 0..<count to workers, each exactly once, and counts what is done.
private final class WorkQueue: @unchecked Sendable {
  // Safe: `next`, `done` and `bytes` are read and written only while `lock` is held.
  private let lock = ScanLock()
  private var next = 0
  private let count: Int

  init(count: Int) {
    self.count = count
  }

  private var done = 0
  private var bytes = 0

  /// Counts one more file done; returns the files done and the totals so far.
  func finish(bytes read: Int) -> (done: Int, total: (files: Int, bytes: Int)) {
    lock.lock()
    defer { lock.unlock() }
    done += 1
    bytes += read
    return (done, (count, bytes))
  }

  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }
}

/// The files the walk has listed so far, handed to the workers as they come, each once.
private final class FileFeed: @unchecked Sendable {
  // Safe: `listed`, `next` and `finished` are read and written only while `lock` is held.
  // `available` counts one signal per file added, then one per worker when the walk ends.
  private let lock = ScanLock()
  private let available = DispatchSemaphore(value: 0)
  private var listed: [SourceTree.File] = []
  private var next = 0
  private let workers: Int

  /// How many files the walk lists before handing them over.
  static let batchSize = 8

  init(workers: Int) {
    self.workers = workers
  }

  func add(_ batch: [SourceTree.File]) {
    guard !batch.isEmpty else { return }
    lock.lock()
    listed.append(contentsOf: batch)
    lock.unlock()
    for _ in batch { available.signal() }
  }

  /// Says the walk is over: each worker then finds no more files once the listed ones are taken.
  func finish() {
    for _ in 0..<workers { available.signal() }
  }

  /// The next file and its listing index; nil once the walk is over and every file taken.
  ///
  /// A signal is sent after its file is listed and the workers' after every file's, so a
  /// worker woken by a file's signal finds a file not yet taken, and one woken by the end finds
  /// one exactly when files remain.
  func take() -> (Int, SourceTree.File)? {
    available.wait()
    lock.lock()
    defer { lock.unlock() }
    guard next < listed.count else { return nil }
    next += 1
    return (next - 1, listed[next - 1])
  }

  /// The files listed, in listing order (read once the walk and the workers are done).
  var files: [SourceTree.File] {
    lock.lock()
    defer { lock.unlock() }
    return listed
  }
}

/// What the walk (slot 0) or one worker of `scanWhileListing` ends with.
private struct ListingResult {
  var outcomes: [(index: Int, outcome: ScanWorker.Outcome)] = []
  var problems: [ScanProblem] = []
  var rootDirectory: String?
  var error: MigrationError?
}

/// The result slots of `scanWhileListing`.
private struct ListingSlots: @unchecked Sendable {
  // Safe: each iteration of `concurrentPerform` writes only its own slot, and the buffer is
  // read only after `concurrentPerform` has returned.
  let base: UnsafeMutableBufferPointer<ListingResult>

  func store(_ result: ListingResult, at index: Int) {
    base[index] = result
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
    case scanned(FileReport?, bytes: Int, warning: String?)
    case failed(String)
  }

  private var buffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  private var headerBuffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  private var storage = TokenizedSource()
  private let limit: Int
  private let usesPrefilter: Bool

  init(limit: Int, usesPrefilter: Bool) {
    self.limit = limit
    self.usesPrefilter = usesPrefilter
  }

  deinit {
    buffer.deallocate()
    headerBuffer.deallocate()
  }

  /// Makes `buffer` hold `SourceBytes.padding` zero bytes after its first `count`.
  private static func pad(_ buffer: inout UnsafeMutableBufferPointer<UInt8>, after count: Int) {
    let needed = count + SourceBytes.padding
    if buffer.count < needed {
      let bigger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(needed, 64 * 1024))
      if let old = buffer.baseAddress {
        bigger.baseAddress!.initialize(from: old, count: count)
        buffer.deallocate()
      }
      buffer = bigger
    }
    (buffer.baseAddress! + count).initialize(repeating: 0, count: SourceBytes.padding)
  }

  func scan(_ file: SourceTree.File) -> Outcome {
    let count: Int
    do {
      count = try Platform.readFile(file.path, into: &buffer, limit: limit).count
    } catch {
      return .failed(error.message)
    }
    Self.pad(&buffer, after: count)
    let original = UnsafeBufferPointer(rebasing: buffer[0..<count])
    var warning: String?
    var transcoded: [UInt8] = []
    if let (encoding, mark) = TextEncoding.detect(original) {
      transcoded = encoding.utf8(of: original, skipping: mark)
      transcoded.append(contentsOf: repeatElement(0, count: SourceBytes.padding))
    } else if let bad = TextEncoding.firstInvalidUTF8(original) {
      var line = 1
      for index in 0..<bad where ASCII.isLineEnd(original[index]) {
        if original[index] == ASCII.newline || original[index + 1] != ASCII.newline { line += 1 }
      }
      warning =
        "not valid UTF-8 (line \(line) has a byte that is not; Latin-1 or another 8-bit "
        + "encoding?): scanned as it is; the rewrite leaves it unchanged"
    }
    return transcoded.isEmpty
      ? scan(file, SourceBytes(padded: original), count: count, warning: warning)
      : transcoded.withUnsafeBufferPointer {
        scan(
          file,
          SourceBytes(padded: UnsafeBufferPointer(rebasing: $0.dropLast(SourceBytes.padding))),
          count: count, warning: warning)
      }
  }

  /// Scans the text of `file` (`count` bytes read, as UTF-8 in `text`).
  private func scan(_ file: SourceTree.File, _ text: SourceBytes, count: Int, warning: String?)
    -> Outcome
  {
    // Without a name of interest the scanners report nothing (not even with the header's
    // declarations), so such a file is not lexed at all.
    if usesPrefilter, !MigrationScanner.mayHaveFindings(text, language: file.language) {
      return .scanned(nil, bytes: count, warning: warning)
    }
    var declarations: [(name: String, subject: LegacyAPI.Subject)] = []
    if let header = file.companionHeader,
      let headerCount = try? Platform.readFile(header, into: &headerBuffer, limit: limit).count
    {
      Self.pad(&headerBuffer, after: headerCount)
      let headerText = SourceBytes(
        padded: UnsafeBufferPointer(rebasing: headerBuffer[0..<headerCount]))
      ObjCLexer.tokenize(headerText, into: &storage)
      declarations = ObjCScanner.declarations(in: headerText, tokens: storage.tokens)
    }
    let findings = MigrationScanner.findings(
      in: text, language: file.language, storage: &storage, declarations: declarations)
    let report =
      findings.isEmpty
      ? nil
      : FileReport.scanned(path: file.relativePath, language: file.language, findings: findings)
    return .scanned(report, bytes: count, warning: warning)
  }
}
