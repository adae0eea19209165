/// The source files under a path: what the scanner and the rewriter read.
///
/// A directory is walked recursively. Hidden entries (names starting with `.`, such as `.git`
/// and `.build`) and symbolic links are skipped, so a walk never leaves the tree or loops. Files
/// are chosen by extension (`SourceLanguage`). A path that names a file is that one file. Names
/// are kept as the bytes the file system gives, so a name that is not UTF-8 is opened as it is;
/// a directory that cannot be listed is a problem, and the walk goes on.
struct SourceTree {
  /// One source file.
  struct File: Sendable {
    /// The relative path's bytes, the order of the files.
    var relativeBytes: [UInt8]
    /// The path to open.
    var path: FilePath
    /// The language, by extension.
    var language: SourceLanguage
    /// For a `.m` or `.mm` file, the `.h` of the same name beside it, if any: its properties
    /// and instance variables are known when the file is scanned.
    var companionHeader: FilePath?

    /// The path relative to the root, with `/` separators (the file name when the root is a
    /// file), for people: bytes that are not UTF-8 are written `\xHH` and a backslash is
    /// doubled (`FilePath.display`). Made when asked for (the report names only the files with
    /// findings or problems).
    var relativePath: String { FilePath.display(relativeBytes) }
  }

  /// The files, sorted by the bytes of their relative paths.
  var files: [File]
  /// Directories that could not be listed, relative to the root.
  var problems: [ScanProblem] = []
  /// The absolute, resolved directory the relative paths start from (the file's directory when
  /// the path is a file).
  var rootDirectory: String?

  /// Lists the source files at `path`.
  ///
  /// - Throws: When `path` does not exist or, being a directory, cannot be listed.
  init(path: String, filter: TreeFilter = TreeFilter()) throws(MigrationError) {
    var files: [File] = []
    (problems, rootDirectory) = try SourceTree.list(path: path, filter: filter) {
      files.append($0)
    }
    self.files = files.sorted { Platform.precedes($0.relativeBytes, $1.relativeBytes) }
  }

  /// Lists the source files at `path` as `init(path:filter:)` does, handing each to `found` as
  /// the walk meets it, in no particular order.
  ///
  /// - Returns: The directories that could not be listed (unsorted) and the root directory.
  /// - Throws: When `path` does not exist or, being a directory, cannot be listed.
  static func list(
    path: String, filter: TreeFilter, found: (File) -> Void
  ) throws(MigrationError) -> (problems: [ScanProblem], rootDirectory: String?) {
    let root = try Root(path: path, filter: filter)
    var problems: [ScanProblem] = []
    switch root.start {
    case .directory(let directory, var walker):
      do {
        try walker.walk(directory, relative: [], found: found, problems: &problems)
      } catch {
        throw MigrationError("cannot read directory \(path): \(error.message)")
      }
    case .file(let file):
      found(file)
    }
    return (problems, root.directory)
  }

  /// Where a walk starts: the path given, resolved when it is a link.
  struct Root {
    enum Start {
      /// A directory to walk from (without a trailing `/`), with the rules in force in it.
      case directory(FilePath, Walker)
      /// A single source file.
      case file(File)
    }

    var start: Start
    /// The absolute, resolved directory the relative paths start from (`rootDirectory`).
    var directory: String?

    /// The start of a walk of `path`.
    ///
    /// - Throws: When `path` does not exist or is not a directory or a source file.
    init(path: String, filter: TreeFilter) throws(MigrationError) {
      let given = FilePath(path)
      guard var kind = Platform.kind(of: given) else {
        throw MigrationError("no such file or directory: \(path)")
      }
      var target = given
      if kind == .symbolicLink {
        // The path given may be a link; links inside the tree are skipped.
        guard let resolved = Platform.realPath(given),
          let resolvedKind = Platform.kind(of: resolved)
        else { throw MigrationError("broken symbolic link: \(path)") }
        target = resolved
        kind = resolvedKind
      }
      switch kind {
      case .directory:
        var root = target
        if root.bytes.count > 1, root.bytes.last == ASCII.slash { root.bytes.removeLast() }
        var walker = Walker(filter: filter)
        if filter.respectsGitignore { walker.loadAncestorIgnores(of: root) }
        start = .directory(root, walker)
      case .regularFile:
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let language = SourceLanguage(path: name) else {
          throw MigrationError("not a Swift or Objective-C source file: \(path)")
        }
        var companion: FilePath?
        if path.hasSuffix(".m") || path.hasSuffix(".mm"), let dot = path.lastIndex(of: "."),
          !path[dot...].contains("/")
        {
          let header = FilePath(String(path[..<dot]) + ".h")
          if Platform.kind(of: header) == .regularFile { companion = header }
        }
        start = .file(
          File(
            relativeBytes: Array(name.utf8), path: target, language: language,
            companionHeader: companion))
      case .symbolicLink, .other:
        throw MigrationError("not a file or directory: \(path)")
      }
      if let resolved = Platform.realPath(target) {
        let text = resolved.displayString
        directory =
          kind == .directory ? text : String(text[..<(text.lastIndex(of: "/") ?? text.endIndex)])
      }
    }
  }

  /// One directory's part of a walk: its source files, and its subdirectories to walk.
  struct Listing {
    var files: [File] = []
    var subdirectories: [Subdirectory] = []
  }

  /// A directory to walk: its path, its path relative to the root, and the `.gitignore` rules
  /// in force in it.
  struct Subdirectory: Sendable {
    var path: FilePath
    var relative: [UInt8]
    var walker: Walker
  }

  /// Walks a directory with the excludes and `.gitignore` rules in force.
  struct Walker: Sendable {
    let filter: TreeFilter
    /// The `.gitignore` rule sets in force, outermost first.
    var ignores: [IgnoreRules] = []

    init(filter: TreeFilter) {
      self.filter = filter
    }

    /// Loads the `.gitignore` files of the folders above `root`, up to the one that holds
    /// `.git`.
    mutating func loadAncestorIgnores(of root: FilePath) {
      guard let resolved = Platform.realPath(root) else { return }
      var directory = resolved.bytes
      var below: [UInt8] = []  // the path from `directory` down to root
      var found: [IgnoreRules] = []
      for _ in 0..<64 {
        guard let slash = directory.lastIndex(of: ASCII.slash), !directory.isEmpty else { break }
        let name = Array(directory[(slash + 1)...])
        below = below.isEmpty ? name : name + [ASCII.slash] + below
        directory = Array(directory[..<slash])
        let parent = FilePath(directory.isEmpty ? [ASCII.slash] : directory)
        if let rules = IgnoreRules.load(
          parent.appending(Array(".gitignore".utf8)), prefix: below + [ASCII.slash], depth: 0)
        {
          found.insert(rules, at: 0)
        }
        if Platform.kind(of: parent.appending(Array(".git".utf8))) != nil { break }
        if directory.isEmpty { break }
      }
      // Only a repository's own rules apply.
      if !found.isEmpty, gitRootFound(resolved) { ignores = found }
    }

    private func gitRootFound(_ root: FilePath) -> Bool {
      var directory = root.bytes
      for _ in 0..<64 {
        guard let slash = directory.lastIndex(of: ASCII.slash) else { return false }
        directory = Array(directory[..<slash])
        let parent = FilePath(directory.isEmpty ? [ASCII.slash] : directory)
        if Platform.kind(of: parent.appending(Array(".git".utf8))) != nil { return true }
        if directory.isEmpty { return false }
      }
      return false
    }

    /// Whether an entry is left out by `--exclude` or `.gitignore`.
    func isExcluded(_ relativePath: [UInt8], name: [UInt8], isDirectory: Bool) -> Bool {
      if filter.excludes(relativePath, name: name) { return true }
      var ignored = false
      for rules in ignores {
        if let decision = rules.decision(for: relativePath, name: name, isDirectory: isDirectory) {
          ignored = decision
        }
      }
      return ignored
    }

    /// Lists `directory`; subdirectories that cannot be listed become problems.
    ///
    /// - Throws: When `directory` itself cannot be listed.
    mutating func walk(
      _ directory: FilePath, relative: [UInt8], found: (File) -> Void,
      problems: inout [ScanProblem]
    ) throws(MigrationError) {
      let listing = listing(
        of: directory, entries: try Platform.entries(of: directory), relative: relative)
      for file in listing.files { found(file) }
      for subdirectory in listing.subdirectories {
        var walker = subdirectory.walker
        do {
          try walker.walk(
            subdirectory.path, relative: subdirectory.relative, found: found, problems: &problems)
        } catch {
          problems.append(
            ScanProblem(
              path: FilePath.display(subdirectory.relative) + "/", message: error.message))
        }
      }
    }

    /// The source files of `directory`, whose entries are `entries`, and its subdirectories,
    /// each with the rules in force in it (this directory's `.gitignore` added).
    func listing(
      of directory: FilePath, entries: [(name: [UInt8], kind: Platform.EntryKind)],
      relative: [UInt8]
    ) -> Listing {
      var walker = self
      if filter.respectsGitignore,
        entries.contains(where: { $0.name == Array(".gitignore".utf8) }),
        let rules = IgnoreRules.load(
          directory.appending(Array(".gitignore".utf8)),
          prefix: [], depth: relative.isEmpty ? 0 : relative.count + 1)
      {
        walker.ignores.append(rules)
      }
      var headers: Set<[UInt8]> = []
      for entry in entries
      where entry.kind == .regularFile && entry.name.count > 2
        && entry.name[entry.name.count - 2] == ASCII.dot
        && entry.name[entry.name.count - 1] == UInt8(ascii: "h")
      {
        headers.insert(Array(entry.name.dropLast(2)))
      }
      var listing = Listing()
      for entry in entries where entry.name.first != ASCII.dot {
        let path = directory.appending(entry.name)
        let relativePath = relative.isEmpty ? entry.name : FilePath.joining(relative, entry.name)
        switch entry.kind {
        case .directory:
          if walker.isExcluded(relativePath, name: entry.name, isDirectory: true) { continue }
          listing.subdirectories.append(
            Subdirectory(path: path, relative: relativePath, walker: walker))
        case .regularFile:
          guard let language = SourceLanguage(pathBytes: entry.name),
            !walker.isExcluded(relativePath, name: entry.name, isDirectory: false)
          else { continue }
          var companion: FilePath?
          // An implementation file (`.m`, `.mm`), not a header (`.h`, `.pch`).
          if language == .objectiveC, let dot = entry.name.lastIndex(of: ASCII.dot),
            entry.name[dot + 1] == UInt8(ascii: "m"),
            entry.name.count - dot == 2
              || (entry.name.count - dot == 3 && entry.name[dot + 2] == UInt8(ascii: "m")),
            headers.contains(Array(entry.name[..<dot]))
          {
            companion = directory.appending(
              Array(entry.name[..<dot]) + [ASCII.dot, UInt8(ascii: "h")])
          }
          listing.files.append(
            File(
              relativeBytes: relativePath, path: path, language: language,
              companionHeader: companion))
        case .symbolicLink, .other:
          continue
        }
      }
      return listing
    }
  }
}

/// What a walk leaves out besides hidden entries and symbolic links.
public struct TreeFilter: Sendable, Hashable {
  /// `--exclude` patterns (`fnmatch` globs). A pattern without `/` matches any file or folder
  /// name in the tree (`Pods`, `*.generated.swift`); one with `/` matches the path relative to
  /// the scanned root, where `*` also matches `/` (`Vendor/*/Sources`, `Legacy/**`). A folder
  /// that matches is not entered.
  public var excludes: [String]
  /// Whether `.gitignore` files are honoured: those in the tree, and those of the folders
  /// between the repository root (the folder with `.git`) and the scanned root.
  public var respectsGitignore: Bool

  /// Creates a filter.
  public init(excludes: [String] = [], respectsGitignore: Bool = true) {
    self.excludes = excludes
    self.respectsGitignore = respectsGitignore
  }

  func excludes(_ relativePath: [UInt8], name: [UInt8]) -> Bool {
    for pattern in excludes {
      var glob = pattern
      while glob.hasSuffix("/") { glob.removeLast() }
      if glob.hasSuffix("/**") { glob.removeLast(3) }
      while glob.hasPrefix("./") { glob.removeFirst(2) }
      if glob.hasPrefix("/") { glob.removeFirst() }
      if glob.isEmpty { continue }
      if glob.contains("/") {
        if Platform.matches(glob, FilePath(relativePath), pathname: false) { return true }
      } else if Platform.matches(glob, FilePath(name), pathname: false) {
        return true
      }
    }
    return false
  }
}

/// The rules of one `.gitignore` file.
struct IgnoreRules: Sendable {
  struct Rule: Sendable {
    var pattern: String
    var negated: Bool
    var directoryOnly: Bool
    var anchored: Bool
  }

  var rules: [Rule]
  /// Bytes put before a path relative to the scanned root to make it relative to the
  /// `.gitignore`'s folder (for folders above the root).
  var prefix: [UInt8]
  /// Bytes dropped from the start of such a path (for folders inside the tree).
  var depth: Int

  static func load(_ path: FilePath, prefix: [UInt8], depth: Int) -> IgnoreRules? {
    var buffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    defer { buffer.deallocate() }
    guard let (count, _) = try? Platform.readFile(path, into: &buffer, limit: 1 << 20) else {
      return nil
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
    var rules: [Rule] = []
    for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      var line = String(rawLine)
      while line.hasSuffix(" "), !line.hasSuffix("\\ ") { line.removeLast() }
      if line.isEmpty || line.hasPrefix("#") { continue }
      var negated = false
      if line.hasPrefix("!") {
        negated = true
        line.removeFirst()
      }
      if line.hasPrefix("\\") { line.removeFirst() }
      var directoryOnly = false
      if line.hasSuffix("/") {
        directoryOnly = true
        line.removeLast()
      }
      if line.hasPrefix("**/") { line.removeFirst(3) }
      let anchored = line.contains("/")
      if line.hasPrefix("/") { line.removeFirst() }
      if line.isEmpty { continue }
      rules.append(
        Rule(pattern: line, negated: negated, directoryOnly: directoryOnly, anchored: anchored))
    }
    return rules.isEmpty ? nil : IgnoreRules(rules: rules, prefix: prefix, depth: depth)
  }

  /// Whether the entry is ignored (true), re-included (false), or not named by these rules.
  func decision(for relativePath: [UInt8], name: [UInt8], isDirectory: Bool) -> Bool? {
    let path = FilePath(prefix + relativePath.dropFirst(depth))
    var result: Bool?
    for rule in rules {
      if rule.directoryOnly, !isDirectory { continue }
      let matched =
        rule.anchored
        ? Platform.matches(rule.pattern, path, pathname: !rule.pattern.contains("**"))
        : Platform.matches(rule.pattern, FilePath(name), pathname: false)
      if matched { result = !rule.negated }
    }
    return result
  }
}

extension SourceLanguage {
  /// The language of a file name given as bytes, by its extension.
  init?(pathBytes name: [UInt8]) {
    guard let dot = name.lastIndex(of: ASCII.dot), dot + 1 < name.count, name.count - dot <= 7
    else { return nil }
    // The extensions of `init(pathExtension:)`, compared as bytes (no other bytes spell them).
    let suffix = name[(dot + 1)...]
    func spells(_ bytes: StaticString) -> Bool {
      suffix.count == bytes.utf8CodeUnitCount
        && suffix.elementsEqual(
          UnsafeBufferPointer(start: bytes.utf8Start, count: bytes.utf8CodeUnitCount))
    }
    if spells("swift") {
      self = .swift
    } else if spells("m") || spells("mm") || spells("h") || spells("pch") {
      self = .objectiveC
    } else {
      return nil
    }
  }
}
