import AlertShimTestSupport
import Testing

@testable import AlertMigration

/// The C strings a path is handed to the system as (copied into a temporary buffer, not an
/// array), and a directory opened once for both its listing and its files.
@Suite struct PlatformPathTests {
  /// The bytes of a C string, without its NUL.
  private static func bytes(_ string: UnsafePointer<CChar>) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while string[index] != 0 {
      result.append(UInt8(bitPattern: string[index]))
      index += 1
    }
    return result
  }

  @Test(arguments: [
    ("a/b/C.swift", "a/b/C.swift", "C.swift"), ("C.swift", "C.swift", "C.swift"),
    ("dir/", "dir/", ""), ("", "", ""), ("/", "/", ""), ("é/\u{FF}x.m", "é/\u{FF}x.m", "\u{FF}x.m"),
  ])
  func cString_isThePathAndItsLastComponent(path: String, whole: String, last: String) {
    let filePath = FilePath(path)
    #expect(filePath.withCString { Self.bytes($0) } == Array(whole.utf8))
    #expect(filePath.withLastComponentCString { Self.bytes($0) } == Array(last.utf8))
  }

  // A path of bytes that are not UTF-8, and one longer than any stack buffer, reach the C string
  // whole.
  @Test func cString_keepsEveryByte() {
    let odd = FilePath([0x61, 0x2F, 0xFF, 0xC3, 0x28, 0x01])
    #expect(odd.withCString { Self.bytes($0) } == odd.bytes)
    #expect(odd.withLastComponentCString { Self.bytes($0) } == [0xFF, 0xC3, 0x28, 0x01])
    let long = FilePath(Array(repeating: UInt8(ascii: "x"), count: 70_000) + [0x2F, 0x79])
    #expect(long.withCString { Self.bytes($0) } == long.bytes)
    #expect(long.withLastComponentCString { Self.bytes($0) } == [0x79])
  }

  // One open directory lists its entries and opens its files by their names.
  @Test func openDirectory_listsAndReadsItsFiles() throws {
    let tree = try TemporaryDirectory()
    try tree.write("A.swift", "let a = 1\n")
    try tree.write("Sub/B.m", "int b;\n")
    let directory = try OpenDirectory(FilePath(tree.path))
    let entries = directory.entries().sorted { Platform.precedes($0.name, $1.name) }
    #expect(entries.map(\.name) == [Array("A.swift".utf8), Array("Sub".utf8)])
    #expect(entries.map(\.kind) == [.regularFile, .directory])
    var buffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    defer { buffer.deallocate() }
    let read = try Platform.readFile(
      namedBy: FilePath(tree.path + "/A.swift"), in: directory.descriptor, into: &buffer,
      limit: 1 << 20)
    #expect(Array(buffer[0..<read.count]) == Array("let a = 1\n".utf8))
    #expect(throws: MigrationError.self) {
      try Platform.readFile(
        namedBy: FilePath("Missing.swift"), in: directory.descriptor, into: &buffer, limit: 1 << 20)
    }
    #expect(throws: MigrationError.self) { try OpenDirectory(FilePath(tree.path + "/A.swift")) }
  }
}
