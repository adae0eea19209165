/// Keeps `--output` from overwriting what a run reads.
///
/// An output that names an input (the scanned path, a baseline), or any source file of the
/// scanned tree (through any spelling: a relative path, `..`, a symbolic link, a hard link),
/// is refused before anything is read or written. An output that does not exist yet, or that
/// is some other file inside the tree (a report next to the sources), is fine.
public enum OutputTarget {
  /// Why writing to `output` would destroy an input, or nil when it would not.
  ///
  /// - Parameters:
  ///   - output: The `--output` path.
  ///   - inputs: Files the run reads besides the tree's sources (the baseline).
  ///   - tree: The scanned or rewritten path.
  ///   - filter: The walk's filter, which decides what the tree's sources are.
  /// - Returns: A message for people, or nil.
  public static func refusal(
    output: String, inputs: [String] = [], tree: String, filter: TreeFilter = TreeFilter()
  ) -> String? {
    guard let target = Platform.identity(of: FilePath(output)) else { return nil }
    for input in [tree] + inputs where Platform.identity(of: FilePath(input)) == target {
      return "--output \(output) is an input of this run (\(input)); nothing done"
    }
    guard target.isRegularFile else { return nil }
    // Walk the tree only when the output may be one of its files: it lies under the tree, or
    // it has another name (a hard link) that may.
    if target.linkCount < 2 {
      guard let root = Platform.realPath(FilePath(tree)),
        let resolved = Platform.realPath(FilePath(output)),
        resolved.bytes.starts(
          with: root.bytes.last == ASCII.slash ? root.bytes : root.bytes + [ASCII.slash])
      else { return nil }
    }
    guard let sources = try? SourceTree(path: tree, filter: filter) else { return nil }
    for file in sources.files where Platform.identity(of: file.path) == target {
      return "--output \(output) is a source file of \(tree) (\(file.relativePath)); "
        + "nothing done (write the report outside the tree's sources)"
    }
    return nil
  }
}
