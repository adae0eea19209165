import Dispatch

/// A directory of the tree whose files are being read: it stays open until the last run of its
/// files is done (the runs hold it), and each file is opened relative to it, so the path to the
/// directory is not walked again for every file.
final class OpenDirectory: @unchecked Sendable {
  // Safe: the stream is read (listed) only by the worker that opened it, before the runs of its
  // files are handed on; after that only its descriptor, a constant, is used, and it is closed
  // once, when the last holder lets go.
  private let stream: Platform.DirectoryStream
  /// The descriptor to open the directory's files relative to.
  let descriptor: Int32

  /// Opens the directory at `path`.
  init(_ path: FilePath) throws(MigrationError) {
    stream = try Platform.openDirectory(path)
    descriptor = Platform.descriptor(of: stream)
  }

  /// The directory's entries (read once: the stream is then at its end).
  func entries() -> [(name: [UInt8], kind: Platform.EntryKind)] {
    Platform.entries(ofDirectory: stream)
  }

  deinit {
    Platform.closeDirectory(stream)
  }
}

extension MigrationScanner {
  /// `scan(path:)` with the walk shared by the workers: a worker lists a directory, hands its
  /// subdirectories and runs of its files on as jobs, and takes the next job, its own or
  /// another's, so every core lists and reads. Files are read relative to their open directory.
  /// The files and outcomes are put in the order of their paths at the end, as `SourceTree`
  /// sorts them, so the report is the same as that of a walk that lists the whole tree first.
  ///
  /// Nil when `path` is a file: then there is nothing to share.
  func scanWalkingInParallel(path: String) throws(MigrationError) -> ScanReport? {
    let root = try SourceTree.Root(path: path, filter: filter)
    guard case .directory(let directory, let walker) = root.start else { return nil }
    let queue = WalkQueue(workers: concurrency)
    do throws(MigrationError) {
      let opened = try OpenDirectory(directory)
      let entries = opened.entries()
      queue.push(
        Self.jobs(of: walker.listing(of: directory, entries: entries, relative: []), in: opened))
    } catch {
      throw MigrationError("cannot read directory \(path): \(error.message)")
    }
    let limit = maximumFileSize
    let usesPrefilter = self.usesPrefilter
    let workers = queue.isEmpty ? 0 : concurrency
    let results = UnsafeMutableBufferPointer<WalkResult>.allocate(capacity: max(workers, 1))
    results.initialize(repeating: WalkResult())
    defer {
      results.deinitialize()
      results.deallocate()
    }
    let slots = WalkSlots(base: results)
    DispatchQueue.concurrentPerform(iterations: workers) { slot in
      let worker = ScanWorker(limit: limit, usesPrefilter: usesPrefilter)
      var result = WalkResult()
      while let job = queue.take() {
        switch job {
        case .list(let subdirectory):
          do throws(MigrationError) {
            let opened = try OpenDirectory(subdirectory.path)
            let entries = opened.entries()
            let listing = subdirectory.walker.listing(
              of: subdirectory.path, entries: entries, relative: subdirectory.relative)
            queue.push(Self.jobs(of: listing, in: opened))
          } catch {
            result.problems.append(
              ScanProblem(
                path: FilePath.display(subdirectory.relative) + "/", message: error.message))
          }
        case .read(let files, let directory):
          for file in files { result.scanned.append((file, worker.scan(file, in: directory))) }
        }
        queue.finish()
      }
      // Each worker puts its own files in path order while the others may still work (the
      // runs are merged at the end), and lets go of all it no longer needs: the report needs
      // only each file's outcome, and its path for people where it is a problem.
      let order = Self.pathOrder(count: result.scanned.count) {
        result.scanned[$0].file.relativeBytes
      }
      result.paths = order.map { result.scanned[$0].file.relativeBytes }
      result.outcomes = order.map { index in
        let outcome = result.scanned[index].outcome
        return (outcome, outcome.isProblem ? result.scanned[index].file.relativePath : nil)
      }
      result.scanned = []
      slots.store(result, at: slot)
    }
    var problems: [ScanProblem] = []
    for result in results.prefix(workers) { problems += result.problems }
    let order = Self.mergedOrder(results, workers: workers)
    let outcomes = UnsafeMutableBufferPointer<ScanWorker.Outcome>.allocate(capacity: order.count)
    defer {
      outcomes.deinitialize()
      outcomes.deallocate()
    }
    for (place, file) in order.enumerated() {
      (outcomes.baseAddress.unsafelyUnwrapped + place).initialize(
        to: results[file.slot].outcomes[file.index].outcome)
    }
    let report = Self.report(
      outcomes: UnsafeBufferPointer(outcomes),
      path: { results[order[$0].slot].outcomes[order[$0].index].path ?? "" },
      problems: problems, rootDirectory: root.directory)
    // The paths are let go by the workers' threads, side by side.
    DispatchQueue.concurrentPerform(iterations: workers) { slot in
      slots.store(WalkResult(), at: slot)
    }
    return report
  }

  /// The files of the first `workers` results in path order, each as its worker's slot and its
  /// index there: each worker's files are in order already, and the runs are merged two by two.
  private static func mergedOrder(_ results: UnsafeMutableBufferPointer<WalkResult>, workers: Int)
    -> [(slot: Int, index: Int)]
  {
    var runs: [[(slot: Int, index: Int)]] = (0..<workers).map { slot in
      results[slot].paths.indices.map { (slot: slot, index: $0) }
    }
    while runs.count > 1 {
      var merged: [[(slot: Int, index: Int)]] = []
      for first in stride(from: 0, to: runs.count, by: 2) {
        guard first + 1 < runs.count else {
          merged.append(runs[first])
          break
        }
        let (left, right) = (runs[first], runs[first + 1])
        var run: [(slot: Int, index: Int)] = []
        run.reserveCapacity(left.count + right.count)
        var (l, r) = (0, 0)
        while l < left.count, r < right.count {
          let (a, b) = (left[l], right[r])
          if Platform.precedes(results[b.slot].paths[b.index], results[a.slot].paths[a.index]) {
            run.append(b)
            r += 1
          } else {
            run.append(a)
            l += 1
          }
        }
        run += left[l...]
        run += right[r...]
        merged.append(run)
      }
      runs = merged
    }
    return runs.first ?? []
  }

  /// How many files a job reads.
  static let filesPerJob = 16

  /// The jobs of one directory's listing: its subdirectories to list, and its files in runs
  /// (pushed last, so taken first: a directory's files are read while it is fresh).
  private static func jobs(of listing: SourceTree.Listing, in directory: OpenDirectory)
    -> [WalkJob]
  {
    var jobs = listing.subdirectories.reversed().map(WalkJob.list)
    var start = listing.files.count
    while start > 0 {
      let end = start
      start = max(0, start - filesPerJob)
      jobs.append(.read(listing.files[start..<end], directory))
    }
    return jobs
  }
}

/// One job of `scanWalkingInParallel`.
private enum WalkJob {
  /// List a directory.
  case list(SourceTree.Subdirectory)
  /// Read and scan files of an open directory.
  case read(ArraySlice<SourceTree.File>, OpenDirectory)
}

/// The jobs not taken yet, taken last first, and how many are not done.
private final class WalkQueue: @unchecked Sendable {
  // Safe: `jobs` and `pending` are read and written only while `lock` is held. `available`
  // counts one signal per job pushed, then one per worker once every job is done: a worker
  // woken by a job's signal finds a job (pushed before the signal, taken by at most as many
  // workers as signals), and one woken by the end finds none.
  private let lock = ScanLock()
  private let available = DispatchSemaphore(value: 0)
  private var jobs: [WalkJob] = []
  private var pending = 0
  private let workers: Int

  init(workers: Int) {
    self.workers = workers
  }

  /// Whether no job was ever pushed (read before the workers start).
  var isEmpty: Bool {
    lock.lock()
    defer { lock.unlock() }
    return pending == 0
  }

  /// Adds jobs; a worker pushes the jobs a job makes before it says that job is done.
  func push(_ new: [WalkJob]) {
    guard !new.isEmpty else { return }
    lock.lock()
    jobs += new
    pending += new.count
    lock.unlock()
    for _ in new { available.signal() }
  }

  /// The next job, or nil once every job is done.
  func take() -> WalkJob? {
    available.wait()
    lock.lock()
    defer { lock.unlock() }
    return jobs.popLast()
  }

  /// Says a job taken is done; after the last one, wakes every worker to end.
  func finish() {
    lock.lock()
    pending -= 1
    let done = pending == 0
    lock.unlock()
    if done {
      for _ in 0..<workers { available.signal() }
    }
  }
}

/// What one worker of `scanWalkingInParallel` ends with.
private struct WalkResult {
  /// The files read and their outcomes, while the worker works.
  var scanned: [(file: SourceTree.File, outcome: ScanWorker.Outcome)] = []
  /// Then the bytes of their relative paths, in order,
  var paths: [[UInt8]] = []
  /// and their outcomes in the same order, with the relative path for people of each that is a
  /// problem (`ScanWorker.Outcome.isProblem`).
  var outcomes: [(outcome: ScanWorker.Outcome, path: String?)] = []
  /// The directories that could not be listed.
  var problems: [ScanProblem] = []
}

/// The result slots of `scanWalkingInParallel`.
private struct WalkSlots: @unchecked Sendable {
  // Safe: each iteration of `concurrentPerform` writes only its own slot, and the buffer is
  // read only after `concurrentPerform` has returned.
  let base: UnsafeMutableBufferPointer<WalkResult>

  func store(_ result: WalkResult, at index: Int) {
    base[index] = result
  }
}
