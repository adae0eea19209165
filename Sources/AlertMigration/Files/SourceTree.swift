/// The source files under a path: what the scanner and the rewriter read.
///
/// A directory is walked recursively. Hidden entries (names starting with `.`, such as `.git`
/// and `.build`) and symbolic links are skipped, so a walk never leaves the tree or loops. Files
/// are chosen by extension (`SourceLanguage`). A path that names a file is that one file.
struct SourceTree {
  /// One source file.
  struct File: Sendable {
    /// The path relative to the root, with `/` separators (the file name when the root is a
    /// file).
    var relativePath: String
    /// The path to open.
    var path: String
    /// The language, by extension.
    var language: SourceLanguage
  }

  /// The files, sorted by relative path.
  var files: [File]
  /// The absolute, resolved directory the relative paths start from (the file's directory when
  /// the path is a file).
  var rootDirectory: String?

  /// Lists the source files at `path`.
  ///
  /// - Throws: When `path` does not exist or cannot be read.
  init(path: String) throws(MigrationError) {
    guard var kind = Platform.kind(of: path) else {
      throw MigrationError("no such file or directory: \(path)")
    }
    var target = path
    if kind == .symbolicLink {
      // The path given may be a link; links inside the tree are skipped.
      guard let resolved = Platform.realPath(path), let resolvedKind = Platform.kind(of: resolved)
      else { throw MigrationError("broken symbolic link: \(path)") }
      target = resolved
      kind = resolvedKind
    }
    var files: [File] = []
    switch kind {
    case .directory:
      let root = target.hasSuffix("/") && target.count > 1 ? String(target.dropLast()) : target
      try SourceTree.walk(root, relative: "", into: &files)
    case .regularFile:
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard let language = SourceLanguage(path: name) else {
        throw MigrationError("not a Swift or Objective-C source file: \(path)")
      }
      files.append(File(relativePath: name, path: target, language: language))
    case .symbolicLink, .other:
      throw MigrationError("not a file or directory: \(path)")
    }
    self.files = files.sorted { $0.relativePath < $1.relativePath }
    if let resolved = Platform.realPath(target) {
      rootDirectory =
        kind == .directory
        ? resolved : String(resolved[..<(resolved.lastIndex(of: "/") ?? resolved.endIndex)])
    }
  }

  private static func walk(_ directory: String, relative: String, into files: inout [File])
    throws(MigrationError)
  {
    guard let entries = Platform.entries(of: directory) else {
      throw MigrationError("cannot read directory \(directory): \(Platform.lastErrorMessage)")
    }
    for entry in entries where !entry.name.hasPrefix(".") {
      let path = directory + "/" + entry.name
      let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
      switch entry.kind {
      case .directory:
        try walk(path, relative: relativePath, into: &files)
      case .regularFile:
        if let language = SourceLanguage(path: entry.name) {
          files.append(File(relativePath: relativePath, path: path, language: language))
        }
      case .symbolicLink, .other:
        continue
      }
    }
  }
}
