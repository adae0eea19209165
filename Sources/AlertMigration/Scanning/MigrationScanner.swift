import Dispatch

/// Scans source trees for legacy alert code.
///
/// Files are scanned in parallel on all cores by default: the workers share the walk, each
/// listing directories and reading runs of the files listed, every file read once into a
/// buffer its worker reuses, searched, and lexed and scanned only when it may have findings.
/// The report lists only files with findings, sorted by path, so it does not depend on
/// scheduling.
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
    if progress == nil, concurrency > 1, !Platform.holdsAfterListingForTests,
      let report = try scanWalkingInParallel(path: path)
    {
      return report
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
      outcomes: UnsafeBufferPointer(outcomes), path: { files[$0].relativePath },
      problems: tree.problems, rootDirectory: tree.rootDirectory)
  }

  /// The listing indices of `files` in the order of the bytes of their relative paths
  /// (`Platform.precedes`).
  ///
  /// The indices are sorted by the first 16 bytes of the paths as two big-endian words (zeros
  /// after a shorter path: no path has a 0 byte, so a prefix still comes first); only paths
  /// whose first 16 bytes are the same are compared whole.
  static func pathOrder(_ files: [SourceTree.File]) -> [Int] {
    files.withUnsafeBufferPointer { files in
      pathOrder(count: files.count) { files[$0].relativeBytes }
    }
  }

  /// `pathOrder(_:)` of `count` paths, the bytes of the one at an index given by `path`.
  static func pathOrder(count: Int, path: (Int) -> [UInt8]) -> [Int] {
    var keys: [(UInt64, UInt64)] = []
    keys.reserveCapacity(count)
    for index in 0..<count {
      path(index).withUnsafeBufferPointer { bytes in
        guard bytes.count < 16 else {
          let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
          keys.append(
            (
              UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self)),
              UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            ))
          return
        }
        var words: (UInt64, UInt64) = (0, 0)
        for position in bytes.indices {
          let byte = UInt64(bytes[position])
          if position < 8 {
            words.0 |= byte << UInt64(56 - 8 * position)
          } else {
            words.1 |= byte << UInt64(120 - 8 * position)
          }
        }
        keys.append(words)
      }
    }
    var order = Array(0..<count)
    keys.withUnsafeBufferPointer { keys in
      order.sort { left, right in
        let (a, b) = (keys[left], keys[right])
        if a != b { return a < b }
        return Platform.precedes(path(left), path(right))
      }
    }
    return order
  }

  /// The report of files sorted by path from their outcomes, in the same order; `path` gives
  /// the relative path of the file at a place.
  static func report(
    outcomes: UnsafeBufferPointer<ScanWorker.Outcome>, path: (Int) -> String,
    problems listingProblems: [ScanProblem], rootDirectory: String?
  ) -> ScanReport {
    var reports: [FileReport] = []
    var problems = listingProblems
    var unread = 0
    var bytes = 0
    for index in outcomes.indices {
      switch outcomes[index] {
      case .scanned(let report, let count, let warning):
        bytes += count
        if let report { reports.append(report) }
        if let warning { problems.append(ScanProblem(path: path(index), message: warning)) }
      case .failed(let message):
        problems.append(ScanProblem(path: path(index), message: message))
        unread += 1
      }
    }
    if problems.count > 1 { problems.sort { $0.path < $1.path } }
    dropConformanceStepsDeclaredElsewhere(in: &reports)
    return ScanReport(
      files: reports, filesScanned: outcomes.count - unread, bytesScanned: bytes,
      problems: problems, rootDirectory: rootDirectory)
  }

  /// Drops each manual step of a delegate method whose type declares no conformance to its
  /// delegate protocol in the method's file
  /// (``LegacyAPI/undeclaredConformanceStep(method:type:subject:)``) when another Swift file of
  /// the tree declares that conformance for a type of the same name: its `conformance` finding
  /// has the type and the protocol. Files without such steps cost one look at their manual steps.
  static func dropConformanceStepsDeclaredElsewhere(in reports: inout [FileReport]) {
    guard
      reports.contains(where: {
        $0.language == .swift
          && $0.findings.contains { LegacyAPI.missingConformance(of: $0) != nil }
      })
    else { return }
    var conformances = TreeConformances()
    for report in reports where report.language == .swift {
      for finding in report.findings { conformances.add(finding) }
    }
    for index in reports.indices where reports[index].language == .swift {
      reports[index].findings.removeAll { conformances.answers($0) ?? false }
    }
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
      SwiftLexer.tokenize(text, marking: true, into: &storage)
      raw = SwiftScanner.scan(text, source: storage)
    case .objectiveC:
      ObjCLexer.tokenize(text, marking: true, into: &storage)
      raw = ObjCScanner.scan(text, source: storage, declarations: declarations)
    }
    return raw.isEmpty ? [] : LineLocator.locate(raw, in: text)
  }
}

extension MigrationScanner {
  /// Whether a file's bytes can have findings: whether they spell a name of interest
  /// (`Prefilter`), and in Swift whether one that can lead to a finding where it stands
  /// (`SwiftScanner.place(ofNameAt:in:facts:)`) stands in code (`SwiftLexer.codeSpellsName`),
  /// or, when the only such names are uses of text fields, whether the code does not spell
  /// `LegacyAlertView` (`SwiftScanner.codeSpellsLegacyAlertView`). In Objective-C, whether one
  /// may lead to a finding without declarations from a companion header
  /// (`ObjCScanner.screen(_:prefilter:)`): a file with a header is also lexed when the header
  /// declares something. A scanner reports nothing for a file none of whose identifier tokens
  /// is such a name, a name in a comment or a string literal is in no identifier token, and a
  /// file whose names in code all stand elsewhere has no finding.
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
      // A name that cannot lead to a finding where it stands (`SwiftScanner.place`) cannot in
      // code either, and one that its line puts in a comment or a string (`standsOutsideCode`)
      // stands in no code. The names are looked for from the end back to the last that may
      // stand in code and lead to a finding, and the skim is not run without one; it reads the
      // text from its start up to that name, looking for names in code from the first that can
      // lead to a finding. Uses of text fields, which lead to findings only outside migrated
      // code, are noted as the skim meets them; with no other name in code, the file has
      // findings only if its code does not spell `LegacyAlertView`.
      var facts = SwiftScanner.FileFacts()
      func mayLead(_ name: Int) -> Bool {
        SwiftScanner.place(ofNameAt: name, in: text, facts: &facts) != .leadsNowhere
      }
      var found = prefilter.lastName(in: text, before: text.count)
      var lastPlace = SwiftScanner.NamePlace.leadsNowhere
      while let name = found {
        if !SwiftScanner.standsOutsideCode(name, in: text) {
          lastPlace = SwiftScanner.place(ofNameAt: name, in: text, facts: &facts)
          if lastPlace != .leadsNowhere { break }
        }
        found = prefilter.lastName(in: text, before: name)
      }
      guard let last = found else { return false }
      // When no name before that one may lead to more than a text-field finding either, the
      // file has findings only if its code does not spell `LegacyAlertView`, which is often
      // told near the file's start: that is asked first.
      var leading: Int? = last
      if lastPlace != .mayLead {
        leading = prefilter.lastName(in: text, before: last)
        while let name = leading,
          SwiftScanner.standsOutsideCode(name, in: text)
            || SwiftScanner.place(ofNameAt: name, in: text, facts: &facts) != .mayLead
        {
          leading = prefilter.lastName(in: text, before: name)
        }
      }
      var spellsLegacyAlertView: Bool?
      if leading == nil {
        spellsLegacyAlertView = SwiftScanner.codeSpellsLegacyAlertView(text)
        if spellsLegacyAlertView == true { return false }
      }
      let bounded = prefilter.bounded(by: last, in: text)
      // There is a first such name: the last is one.
      var first = bounded.firstName(in: text, from: 0) ?? last
      while !mayLead(first) { first = bounded.firstName(in: text, from: first + 1) ?? last }
      var textFieldUseInCode = false
      let leads = SwiftLexer.codeSpellsName(text, prefilter: bounded, first: first) { name in
        switch SwiftScanner.place(ofNameAt: name, in: text, facts: &facts) {
        case .mayLead: return true
        case .textFieldUse: textFieldUseInCode = true
        case .leadsNowhere: break
        }
        return false
      }
      if leads { return true }
      return textFieldUseInCode
        && !(spellsLegacyAlertView ?? SwiftScanner.codeSpellsLegacyAlertView(text))
    case .objectiveC:
      return ObjCScanner.screen(text, prefilter: prefilter) == .mayHaveFindings
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
final class ScanWorker {
  enum Outcome {
    case scanned(FileReport?, bytes: Int, warning: String?)
    case failed(String)

    /// Whether the report lists the file as a problem (a warning or a failure), under its path.
    var isProblem: Bool {
      switch self {
      case .scanned(_, _, let warning): warning != nil
      case .failed: true
      }
    }
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

  /// Reads a companion header into `headerBuffer`; returns its size.
  private func readHeader(_ header: FilePath, in directory: OpenDirectory?) throws(MigrationError)
    -> Int
  {
    guard let directory else {
      return try Platform.readFile(header, into: &headerBuffer, limit: limit).count
    }
    return try Platform.readFile(
      namedBy: header, in: directory.descriptor, into: &headerBuffer, limit: limit
    ).count
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

  /// Reads and scans `file`, opened relative to `directory` when it is given (the directory
  /// that holds it, and its header).
  func scan(_ file: SourceTree.File, in directory: OpenDirectory? = nil) -> Outcome {
    let count: Int
    do {
      if let directory {
        count = try Platform.readFile(
          namedBy: file.path, in: directory.descriptor, into: &buffer, limit: limit
        ).count
      } else {
        count = try Platform.readFile(file.path, into: &buffer, limit: limit).count
      }
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
      ? scan(
        file, SourceBytes(padded: original), count: count, warning: warning,
        directory: directory)
      : transcoded.withUnsafeBufferPointer {
        scan(
          file,
          SourceBytes(padded: UnsafeBufferPointer(rebasing: $0.dropLast(SourceBytes.padding))),
          count: count, warning: warning, directory: directory)
      }
  }

  /// Scans the text of `file` (`count` bytes read, as UTF-8 in `text`).
  private func scan(
    _ file: SourceTree.File, _ text: SourceBytes, count: Int, warning: String?,
    directory: OpenDirectory?
  ) -> Outcome {
    // Without a name of interest that can lead to a finding where it stands, the scanners
    // report nothing, so such a file is not lexed at all. An Objective-C file whose names
    // stand where they lead nowhere without its header's declarations is lexed only when its
    // header declares something.
    var onlyWithDeclarations = false
    if usesPrefilter {
      switch file.language {
      case .swift:
        if !MigrationScanner.mayHaveFindings(text, language: .swift) {
          return .scanned(nil, bytes: count, warning: warning)
        }
      case .objectiveC:
        switch ObjCScanner.screen(text, prefilter: .objectiveC) {
        case .noFindings: return .scanned(nil, bytes: count, warning: warning)
        case .findingsOnlyWithDeclarations: onlyWithDeclarations = true
        case .mayHaveFindings: break
        }
      }
    }
    var declarations: [(name: String, subject: LegacyAPI.Subject)] = []
    if let header = file.companionHeader,
      let headerCount = try? readHeader(header, in: directory)
    {
      Self.pad(&headerBuffer, after: headerCount)
      let headerText = SourceBytes(
        padded: UnsafeBufferPointer(rebasing: headerBuffer[0..<headerCount]))
      // A header that cannot name the classes declares nothing with them.
      if !onlyWithDeclarations || ObjCScanner.mayNameLegacyClass(headerText) {
        ObjCLexer.tokenize(headerText, marking: true, into: &storage)
        declarations = ObjCScanner.declarations(in: headerText, source: storage)
      }
    }
    if onlyWithDeclarations, declarations.isEmpty {
      return .scanned(nil, bytes: count, warning: warning)
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
