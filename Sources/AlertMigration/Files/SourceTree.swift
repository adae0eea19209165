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
    /// The path relative to the root, with `/` separators (the file name when the root is a
    /// file), for people: bytes that are not UTF-8 are written `\xHH`.
    var relativePath: String
    /// The relative path's bytes, the order of the files.
    var relativeBytes: [UInt8]
    /// The path to open.
    var path: FilePath
    /// The language, by extension.
    var language: SourceLanguage
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
  init(path: String) throws(MigrationError) {
    let given = FilePath(path)
    guard var kind = Platform.kind(of: given) else {
      throw MigrationError("no such file or directory: \(path)")
    }
    var target = given
    if kind == .symbolicLink {
      // The path given may be a link; links inside the tree are skipped.
      guard let resolved = Platform.realPath(given), let resolvedKind = Platform.kind(of: resolved)
      else { throw MigrationError("broken symbolic link: \(path)") }
      target = resolved
      kind = resolvedKind
    }
    var files: [File] = []
    switch kind {
    case .directory:
      var root = target
      if root.bytes.count > 1, root.bytes.last == ASCII.slash { root.bytes.removeLast() }
      do {
        try SourceTree.walk(root, relative: [], into: &files, problems: &problems)
      } catch {
        throw MigrationError("cannot read directory \(path): \(error.message)")
      }
    case .regularFile:
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard let language = SourceLanguage(path: name) else {
        throw MigrationError("not a Swift or Objective-C source file: \(path)")
      }
      files.append(
        File(relativePath: name, relativeBytes: Array(name.utf8), path: target, language: language))
    case .symbolicLink, .other:
      throw MigrationError("not a file or directory: \(path)")
    }
    self.files = files.sorted { $0.relativeBytes.lexicographicallyPrecedes($1.relativeBytes) }
    if let resolved = Platform.realPath(target) {
      let text = resolved.displayString
      rootDirectory =
        kind == .directory ? text : String(text[..<(text.lastIndex(of: "/") ?? text.endIndex)])
    }
  }

  /// Lists `directory`; subdirectories that cannot be listed become problems.
  ///
  /// - Throws: When `directory` itself cannot be listed.
  private static func walk(
    _ directory: FilePath, relative: [UInt8], into files: inout [File],
    problems: inout [ScanProblem]
  ) throws(MigrationError) {
    let entries = try Platform.entries(of: directory)
    for entry in entries where entry.name.first != ASCII.dot {
      let path = directory.appending(entry.name)
      let relativePath = relative.isEmpty ? entry.name : relative + [ASCII.slash] + entry.name
      switch entry.kind {
      case .directory:
        do {
          try walk(path, relative: relativePath, into: &files, problems: &problems)
        } catch {
          problems.append(
            ScanProblem(path: FilePath.display(relativePath) + "/", message: error.message))
        }
      case .regularFile:
        if let language = SourceLanguage(pathBytes: entry.name) {
          files.append(
            File(
              relativePath: FilePath.display(relativePath), relativeBytes: relativePath,
              path: path, language: language))
        }
      case .symbolicLink, .other:
        continue
      }
    }
  }
}

extension SourceLanguage {
  /// The language of a file name given as bytes, by its extension.
  init?(pathBytes name: [UInt8]) {
    guard let dot = name.lastIndex(of: ASCII.dot), dot + 1 < name.count, name.count - dot <= 7
    else { return nil }
    guard let suffix = String(validating: name[(dot + 1)...], as: UTF8.self) else { return nil }
    self.init(pathExtension: suffix)
  }
}
