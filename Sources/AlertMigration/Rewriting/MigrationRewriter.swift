/// The outcome of rewriting one Swift or Objective-C file.
public struct RewrittenFile: Sendable, Hashable {
  /// The path relative to the root that was rewritten, with `/` separators.
  public var path: String
  /// The number of names renamed.
  public var renameCount: Int
  /// Whether `import AlertShim` was added.
  public var addedImport: Bool
  /// Whether `import AlertShimUIKit` was added (the file calls a UIKit-shaped entry point that
  /// module adds, such as `show(in: UIView)`).
  public var addedUIKitImport = false
  /// What is left to do by hand, located in the file on disk: the rewritten file, or for a dry
  /// run the original (so the lines are those an editor shows).
  public var manualSteps: [Finding]
  /// The unified diff of the change (computed for dry runs only; empty otherwise or when
  /// nothing changed).
  public var diff: String

  /// Whether the file changed (or would change, in a dry run).
  public var isChanged: Bool { renameCount > 0 || addedImport || addedUIKitImport }
}

/// The result of rewriting a tree.
public struct RewriteReport: Sendable {
  /// Files that changed or have manual steps, sorted by path.
  public var files: [RewrittenFile]
  /// Files left unchanged because they could not be rewritten (not valid UTF-8, unreadable,
  /// unwritable), with the reason.
  public var skipped: [ScanProblem]
  /// The number of Swift files read.
  public var swiftFilesRead: Int
  /// The number of Objective-C files (`.m`, `.mm`, `.h`) read.
  public var objectiveCFilesRead = 0

  /// The number of files that changed (or would change, in a dry run).
  public var changedCount: Int { files.filter(\.isChanged).count }
}

/// Rewrites the Swift and Objective-C files of a tree onto AlertShim (see ``SwiftRewriter`` and
/// ``ObjCRewriter`` for what changes).
///
/// Each file is read once, rewritten in memory, and written back atomically: the new text goes
/// to a temporary file in the same directory with the original's permissions, which is then
/// renamed over the original, so a file is never left half-written. Files that are not valid
/// UTF-8, read-only files (no write permission bit, or not writable by the user), files larger
/// than `maximumFileSize`, and files that change between the read and the rename are skipped
/// with a reason. A SIGINT, SIGTERM or SIGHUP during the write removes the temporary file.
public struct MigrationRewriter: Sendable {
  /// Whether to leave files alone and compute diffs instead.
  public var dryRun: Bool
  /// The largest file read, in bytes; a larger one is skipped with a reason.
  public var maximumFileSize: Int
  /// What the walk leaves out (`--exclude`, `.gitignore`).
  public var filter = TreeFilter()
  /// Called with each file's relative path once its new text is in a temporary file, just
  /// before the original is checked and replaced (tests change the original there).
  var beforeReplace: (@Sendable (String) -> Void)?

  /// Creates a rewriter.
  ///
  /// - Parameters:
  ///   - dryRun: When true, nothing is written and each changed file gets a diff.
  ///   - maximumFileSize: The largest file read, in bytes (at most 2 GiB - 1).
  public init(dryRun: Bool = false, maximumFileSize: Int = MigrationScanner.defaultMaximumFileSize)
  {
    self.dryRun = dryRun
    self.maximumFileSize = min(max(0, maximumFileSize), Int(Int32.max) - 1)
  }

  /// Rewrites the Swift or Objective-C file, or the source files under the directory, at
  /// `path`.
  ///
  /// - Throws: `MigrationError` when `path` does not exist or a directory cannot be listed.
  public func rewrite(path: String) throws(MigrationError) -> RewriteReport {
    let tree = try SourceTree(path: path, filter: filter)
    var report = RewriteReport(files: [], skipped: tree.problems, swiftFilesRead: 0)
    var buffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    var headerBuffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    defer {
      buffer.deallocate()
      headerBuffer.deallocate()
    }
    if !dryRun { Platform.removeTemporaryFilesOnSignals() }
    var conformances = TreeConformances()
    for file in tree.files {
      do throws(MigrationError) {
        let (count, stamp) = try Platform.readFile(
          file.path, into: &buffer, limit: maximumFileSize)
        if file.language == .swift {
          report.swiftFilesRead += 1
        } else {
          report.objectiveCFilesRead += 1
        }
        let bytes = UnsafeBufferPointer(rebasing: buffer[0..<count])
        if let (encoding, _) = TextEncoding.detect(bytes) {
          report.skipped.append(
            ScanProblem(
              path: file.relativePath,
              message: "\(encoding.name); left unchanged (convert it to UTF-8 to rewrite it)"))
          continue
        }
        guard let original = String(validating: bytes, as: UTF8.self) else {
          report.skipped.append(
            ScanProblem(path: file.relativePath, message: "not valid UTF-8; left unchanged"))
          continue
        }
        // The subclasses of a legacy class that an implementation's header declares.
        var headerSubclasses: [String: String] = [:]
        if let header = file.companionHeader,
          let (headerCount, _) = try? Platform.readFile(
            header, into: &headerBuffer, limit: maximumFileSize)
        {
          headerSubclasses = SourceBytes.withCopy(
            of: UnsafeBufferPointer(rebasing: headerBuffer[0..<headerCount])
          ) { ObjCRewriter.legacySubclasses(in: $0) }
        }
        let result = SourceBytes.withCopy(of: bytes) { text in
          file.language == .swift
            ? SwiftRewriter.rewrite(text)
            : ObjCRewriter.rewriteForTree(
              text,
              isHeader: file.relativePath.hasSuffix(".h") || file.relativePath.hasSuffix(".pch"),
              headerSubclasses: headerSubclasses)
        }
        for conformance in result.conformances { conformances.add(conformance) }
        guard result.changed || !result.manualSteps.isEmpty else { continue }
        var diff = ""
        if result.changed {
          if dryRun {
            diff = UnifiedDiff.make(
              old: original, new: String(decoding: result.bytes, as: UTF8.self),
              path: file.relativePath)
          } else {
            guard Platform.isWritable(file.path, stamp: stamp) else {
              throw MigrationError("read-only; left unchanged")
            }
            let hook = beforeReplace
            let relativePath = file.relativePath
            try Platform.replaceFile(
              file.path, with: result.bytes, stamp: stamp,
              beforeRename: hook.map { hook in { hook(relativePath) } })
          }
        }
        report.files.append(
          RewrittenFile(
            path: file.relativePath, renameCount: result.renameCount,
            addedImport: result.addedImport, addedUIKitImport: result.addedUIKitImport,
            manualSteps: dryRun ? result.originalManualSteps : result.manualSteps, diff: diff))
      } catch {
        report.skipped.append(ScanProblem(path: file.relativePath, message: error.message))
      }
    }
    // A delegate method's type may declare its conformance in another file: as the scan does
    // (`MigrationScanner.dropConformanceStepsDeclaredElsewhere`), drop those steps. An
    // Objective-C alert whose delegate comes from its caller needs a step only when Swift code
    // of the tree conforms to its delegate protocol: drop the others.
    for index in report.files.indices {
      let isSwift = report.files[index].path.hasSuffix(".swift")
      report.files[index].manualSteps.removeAll { step in
        if let subject = LegacyAPI.passedDelegateSubject(of: step) {
          return !conformances.declaresAny(subject.uiKitDelegateName)
        }
        return isSwift && (conformances.answers(step) ?? false)
      }
    }
    report.files.removeAll { !$0.isChanged && $0.manualSteps.isEmpty }
    return report
  }
}
