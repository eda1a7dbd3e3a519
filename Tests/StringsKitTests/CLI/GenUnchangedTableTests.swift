import Foundation
import StringsCLI
import Testing

/// A table that already holds exactly the bytes strings-gen would write is left as it is: the
/// same file (inode) with the same modification time, so the build steps that copy it do not
/// run again. A table whose bytes change is replaced, as before.
@Suite struct GenUnchangedTableTests {
  func identity(_ path: String) throws -> (inode: Int, modified: Date) {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let inode = try #require(attributes[.systemFileNumber] as? Int)
    let modified = try #require(attributes[.modificationDate] as? Date)
    return (inode, modified)
  }

  @Test func unchangedTableIsNotRewritten() throws {
    let work = TemporaryDirectory()
    let source = URL(fileURLWithPath: "\(work.path)/A.swift")
    try Data("let a = NSLocalizedString(\"a\", comment: \"A\")\n".utf8).write(to: source)
    let table = "\(work.path)/out/Localizable.strings"

    let first = CommandRunner.run(GenCommand.main, ["--utf8", "-o", "out", "."], in: work.path)
    #expect(first.status == .clean)
    let written = try identity(table)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: table))

    let second = CommandRunner.run(GenCommand.main, ["--utf8", "-o", "out", "."], in: work.path)
    #expect(second.status == .clean)
    #expect(second.transcript == first.transcript)
    let kept = try identity(table)
    #expect(kept.inode == written.inode)
    #expect(kept.modified == written.modified)
    #expect(try Data(contentsOf: URL(fileURLWithPath: table)) == bytes)

    try Data("let b = NSLocalizedString(\"b\", comment: \"B\")\n".utf8).write(to: source)
    let third = CommandRunner.run(GenCommand.main, ["--utf8", "-o", "out", "."], in: work.path)
    #expect(third.status == .clean)
    #expect(try identity(table).inode != written.inode)
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: table)), as: UTF8.self)
    #expect(text.contains("\"b\" = \"b\";"))
    #expect(!text.contains("\"a\" = \"a\";"))
  }

  /// A UTF-8 table of thousands of keys is laid out in slices and compared with the file slice
  /// by slice, never joined: the same answers as for a one-piece table, a difference in any
  /// slice seen.
  @Test func largeTableInSlicesIsComparedPieceByPiece() throws {
    let work = TemporaryDirectory()
    let calls = (0..<6000).map {
      "let k\($0) = NSLocalizedString(\"key.\($0)\", comment: \"C\($0)\")"
    }
    try Data((calls.joined(separator: "\n") + "\n").utf8).write(
      to: URL(fileURLWithPath: "\(work.path)/A.swift"))
    let table = "\(work.path)/out/Localizable.strings"
    let arguments = ["--utf8", "-o", "out", "."]

    #expect(CommandRunner.run(GenCommand.main, arguments, in: work.path).status == .clean)
    let written = try identity(table)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: table))
    #expect(bytes.count > 6000 * 30)
    #expect(CommandRunner.run(GenCommand.main, arguments, in: work.path).status == .clean)
    #expect(try identity(table).inode == written.inode)
    #expect(try identity(table).modified == written.modified)
    #expect(
      CommandRunner.run(GenCommand.main, ["--check"] + arguments, in: work.path).status == .clean)

    // One byte changed near the start, the middle and the end: each is a table to rewrite.
    for offset in [10, bytes.count / 2, bytes.count - 3] {
      var changed = bytes
      changed[offset] = changed[offset] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
      try changed.write(to: URL(fileURLWithPath: table))
      let check = CommandRunner.run(GenCommand.main, ["--check"] + arguments, in: work.path)
      #expect(check.status == .findings, "byte \(offset)")
      #expect(CommandRunner.run(GenCommand.main, arguments, in: work.path).status == .clean)
      #expect(try Data(contentsOf: URL(fileURLWithPath: table)) == bytes, "byte \(offset)")
    }
  }
}
