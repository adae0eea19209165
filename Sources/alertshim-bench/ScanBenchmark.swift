import AlertMigration
import Foundation

/// The figures of one run of the migration scan benchmark.
struct ScanBenchmarkResult: Sendable {
  /// Megabytes (10^6 bytes) per second scanned by `MigrationScanner`, best of the timed runs.
  var scanMBPerSecond: Double
  /// Megabytes per second of `grep -rc UIAlertView` over the same tree, best of the timed runs.
  var grepMBPerSecond: Double
  /// The size of the generated tree in bytes.
  var bytes: Int
  /// The number of files in the generated tree.
  var files: Int
  /// Megabytes per second scanned on one alert-dense file whose code is one long line.
  var denseScanMBPerSecond: Double
  /// Megabytes per second of `grep -c UIAlertView` over the same file.
  var denseGrepMBPerSecond: Double
  /// The size of the dense file in bytes.
  var denseBytes: Int
}

/// Generates a tree of Swift and Objective-C sources in a temporary directory, times
/// `MigrationScanner` on it (all cores) and `grep -rc UIAlertView` beside it, then one
/// alert-dense Swift file whose code is a single 3 MB line (40,000 creations; one core) against
/// `grep -c UIAlertView`, and deletes it all.
///
/// The tree mixes ordinary code (comments, strings with interpolation, generics, closures) with
/// legacy alert code in about one file in twelve. Each measurement is the best of three runs
/// after one warm-up run, so both read the tree from the page cache.
///
/// - Parameter megabytes: The size of the tree to generate.
func runScanBenchmark(megabytes: Int = 100) -> ScanBenchmarkResult {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("alertshim-scan-bench-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: root) }
  let (bytes, files) = ScanTreeGenerator.generate(at: root, megabytes: megabytes)

  let scanner = MigrationScanner()
  var scanned = 0
  let scanSeconds = bestSeconds {
    scanned = (try? scanner.scan(path: root.path).bytesScanned) ?? 0
  }
  precondition(scanned == bytes, "scan read \(scanned) bytes of \(bytes)")
  let grepSeconds = bestSeconds { runGrep(root.path) }

  // One 3 MB line with 40,000 creations: the cost must stay linear in the bytes.
  let denseRoot = root.appendingPathComponent("Dense")
  try? FileManager.default.createDirectory(at: denseRoot, withIntermediateDirectories: true)
  let creation =
    "UIAlertView(title: \"T\", message: nil, delegate: nil, cancelButtonTitle: \"OK\"), "
  let denseText =
    "let alerts = [" + String(repeating: creation, count: megabytes >= 100 ? 40_000 : 4_000) + "]\n"
  let densePath = denseRoot.appendingPathComponent("Dense.swift").path
  guard FileManager.default.createFile(atPath: densePath, contents: Data(denseText.utf8)) else {
    preconditionFailure("cannot write the dense benchmark file")
  }
  let denseBytes = denseText.utf8.count
  let singleFile = MigrationScanner(concurrency: 1)
  var denseFindings = 0
  let denseSeconds = bestSeconds {
    denseFindings = (try? singleFile.scan(path: densePath).totals.findings) ?? 0
  }
  precondition(denseFindings >= 4_000, "dense scan found \(denseFindings) findings")
  let denseGrepSeconds = bestSeconds { runGrep(densePath, recursive: false) }
  return ScanBenchmarkResult(
    scanMBPerSecond: Double(bytes) / 1e6 / scanSeconds,
    grepMBPerSecond: Double(bytes) / 1e6 / grepSeconds, bytes: bytes, files: files,
    denseScanMBPerSecond: Double(denseBytes) / 1e6 / denseSeconds,
    denseGrepMBPerSecond: Double(denseBytes) / 1e6 / denseGrepSeconds, denseBytes: denseBytes)
}

/// The shortest wall-clock time of three runs of `body`, after one untimed run.
private func bestSeconds(_ body: () -> Void) -> Double {
  body()
  let clock = ContinuousClock()
  var best = Double.infinity
  for _ in 0..<3 {
    let elapsed = clock.measure(body)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    best = min(best, seconds)
  }
  return best
}

private func runGrep(_ path: String, recursive: Bool = true) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["grep", recursive ? "-rc" : "-c", "UIAlertView", path]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do {
    try process.run()
    process.waitUntilExit()
  } catch {
    preconditionFailure("cannot run grep: \(error)")
  }
}

/// Writes a deterministic tree of sources.
enum ScanTreeGenerator {
  /// Writes about `megabytes` of sources under `root`, 50 files per directory.
  ///
  /// - Returns: The bytes and files written.
  static func generate(at root: URL, megabytes: Int) -> (bytes: Int, files: Int) {
    let target = megabytes * 1_000_000
    var bytes = 0
    var files = 0
    while bytes < target {
      let directory = root.appendingPathComponent("Module\(files / 500)/Group\(files / 50 % 10)")
      if files % 50 == 0 {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      }
      let isSwift = files % 10 < 7
      let hasAlerts = files % 12 == 5
      let text =
        isSwift
        ? swiftFile(number: files, alerts: hasAlerts) : objCFile(number: files, alerts: hasAlerts)
      let data = Data(text.utf8)
      let name = "File\(files)." + (isSwift ? "swift" : (files % 3 == 0 ? "h" : "m"))
      guard
        FileManager.default.createFile(
          atPath: directory.appendingPathComponent(name).path,
          contents: data)
      else { preconditionFailure("cannot write the benchmark tree under \(root.path)") }
      bytes += data.count
      files += 1
    }
    return (bytes, files)
  }

  private static let nouns = [
    "account", "invoice", "photo", "message", "playlist", "order", "profile", "setting",
  ]

  private static func swiftFile(number: Int, alerts: Bool) -> String {
    var text = "import Foundation\nimport UIKit\n\n"
    for section in 0..<40 {
      let noun = nouns[(number + section) % nouns.count]
      let type = noun.prefix(1).uppercased() + noun.dropFirst() + "Store\(section)"
      text += """
        // MARK: - \(type)

        /// Loads the \(noun) list and keeps it in sync with the server; see `reload(_:)`.
        final class \(type) {
          private var items: [String: [Int]] = [:]
          private let limit = \(section % 97 + 3)
          /* A block comment that mentions /* nested */ things and "quotes". */

          func reload(_ completion: @escaping (Result<[String], any Error>) -> Void) {
            let url = "https://example.com/api/\(noun)/\\(limit)?page=\\(items.count + 1)"
            guard items.count < limit else { return completion(.success([])) }
            for (key, values) in items where values.count % 2 == 0 {
              print("\\(key): \\(values.map { String($0) }.joined(separator: ", "))")
            }
            let total = items.values.reduce(0) { $0 + $1.count } * 3 / 2
            completion(total > 0x1F ? .success(Array(items.keys)) : .success([url]))
          }
        }


        """
      if alerts && section % 8 == 3 {
        text += """
          extension \(type): UIAlertViewDelegate {
            func confirmDelete() {
              let alert = UIAlertView(
                title: "Delete \(noun)?", message: "This cannot be undone.", delegate: self,
                cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
              alert.tag = \(section)
              alert.show()
            }

            func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
              if alertView.tag == \(section), buttonIndex != alertView.cancelButtonIndex {
                items.removeAll()
              }
            }
          }


          """
      }
    }
    return text
  }

  private static func objCFile(number: Int, alerts: Bool) -> String {
    var text = "#import <UIKit/UIKit.h>\n#import \"Store.h\"\n\n"
    for section in 0..<40 {
      let noun = nouns[(number + section) % nouns.count]
      let type = noun.prefix(1).uppercased() + noun.dropFirst() + "Cache\(section)"
      text += """
        // \(type): an in-memory cache of \(noun) records, keyed by identifier.
        @interface \(type) : NSObject
        @property (nonatomic, copy) NSDictionary<NSString *, NSNumber *> *records;
        - (void)reloadWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion;
        @end

        @implementation \(type)
        - (void)reloadWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion {
          /* Skip the reload when the cache is already full. */
          if ((NSInteger)self.records.count >= limit) { completion(@[]); return; }
          NSString *path = [NSString stringWithFormat:@"/api/\(noun)/%ld?q=\\"%@\\"", (long)limit, @"x"];
          for (NSString *key in [self.records allKeys]) {
            NSLog(@"%@ -> %@ (%c)", key, self.records[key], 'k');
          }
          completion([path componentsSeparatedByString:@"/"]);
        }
        @end


        """
      if alerts && section % 8 == 3 {
        text += """
          @interface \(type) (Alerts) <UIAlertViewDelegate>
          @end

          @implementation \(type) (Alerts)
          - (void)confirmDelete {
            UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Delete \(noun)?"
                                                            message:@"This cannot be undone."
                                                           delegate:self
                                                  cancelButtonTitle:@"Cancel"
                                                  otherButtonTitles:@"Delete", nil];
            alert.tag = \(section);
            [alert show];
          }

          - (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
            if (alertView.tag == \(section) && buttonIndex != alertView.cancelButtonIndex) {
              self.records = @{};
            }
          }
          @end


          """
      }
    }
    return text
  }
}
