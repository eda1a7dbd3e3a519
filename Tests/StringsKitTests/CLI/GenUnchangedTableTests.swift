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
}
