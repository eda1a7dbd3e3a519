import Foundation
import StringsCLI
import Testing

@testable import StringsKit

/// The file-system cases of ``FileSystemRobustnessTests`` through the commands, as a user meets
/// them: link loops, unreadable inputs, and output folders or tables that cannot be written.
@Suite struct CommandFileSystemTests {
  let root = TemporaryDirectory()

  @Test func lintEndsOnALinkLoopAndChecksEachFileOnce() throws {
    try root.write("t/a.strings", "\"a\" = \"1\";\n")
    try root.write("t/sub/b.strings", "\"b\" = \"1\"\n")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/t/sub/loop", withDestinationPath: "..")
    let output = CommandRunner.run(LintCommand.main, ["t"], in: root.path)
    #expect(output.status == .findings)
    #expect(
      output.standardError
        == "t/sub/b.strings:1:10: error: missing ';' after the value of \"b\" [syntax]\n"
        + "strings-lint: 2 files checked: 1 error\n")
  }

  @Test func genEndsOnALinkLoopAndReadsEachFileOnce() throws {
    try root.write("Sources/A.swift", "let a = NSLocalizedString(\"a\", comment: \"\")\n")
    try root.write("Sources/sub/B.swift", "let b = NSLocalizedString(\"b\", comment: \"\")\n")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/Sources/sub/loop", withDestinationPath: "..")
    let output = CommandRunner.run(GenCommand.main, ["-u", "-o", "out", "Sources"], in: root.path)
    #expect(output.status == .clean, "\(output.transcript)")
    let table = StringsFileParser.parse(
      try Data(contentsOf: URL(fileURLWithPath: "\(root.path)/out/Localizable.strings")),
      path: "out")
    #expect(table.entries.map(\.key) == ["a", "b"])
  }

  @Test func lintReportsAnUnlistableFolder() throws {
    guard let folder = FileSystemRobustnessTests.unlistableFolder(in: root) else {
      print("skipping: running as root and no folder here refuses to be listed")
      return
    }
    try root.write("t/a.strings", "\"a\" = \"1\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/t/locked", withDestinationPath: folder)
    let output = CommandRunner.run(LintCommand.main, ["t"], in: root.path)
    #expect(output.status == .couldNotRun)
    #expect(
      output.standardError.hasPrefix(
        "strings-lint: error: cannot read 't/locked': cannot list the folder"))
    #expect(
      output.standardError.hasSuffix("strings-lint: 1 file checked: 1 file could not be read\n"))
  }

  @Test func lintReportsAReadError() {
    let output = CommandRunner.run(LintCommand.main, ["/proc/self/mem"], in: root.path)
    #expect(output.status == .couldNotRun)
    #expect(
      output.standardError.hasPrefix(
        "strings-lint: error: cannot read '/proc/self/mem': input/output error\n"))
  }

  @Test func genIntoAFolderBelowAFileFails() throws {
    try root.write("A.swift", "let a = NSLocalizedString(\"a\", comment: \"\")\n")
    try root.write("taken", "keep me")
    let output = CommandRunner.run(
      GenCommand.main, ["-o", "taken/en.lproj", "A.swift"], in: root.path)
    #expect(output.status == .couldNotRun)
    #expect(
      output.standardError.contains(
        "strings-gen: error: cannot create the output folder 'taken/en.lproj'"))
    #expect(FileManager.default.contents(atPath: "\(root.path)/taken") == Data("keep me".utf8))
  }

  /// One table is a link to `/dev/full`: its write fails with the cause and exit status 2, the
  /// link is kept, the other table is written whole, and no temporary file is left behind.
  @Test func genOnAFullDiskFailsCleanly() throws {
    try root.write(
      "A.swift",
      "let a = NSLocalizedString(\"a\", comment: \"\")\n"
        + "let h = NSLocalizedString(\"h\", tableName: \"Help\", comment: \"\")\n")
    try root.write("out/Localizable.strings", "\"old\" = \"1\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/out/Help.strings", withDestinationPath: "/dev/full")
    let output = CommandRunner.run(GenCommand.main, ["-u", "-o", "out", "A.swift"], in: root.path)
    #expect(output.status == .couldNotRun)
    // The table that is written gets the notes of any run that rewrites a UTF-8 table as
    // UTF-16 and drops a key while naming its sources file by file.
    #expect(
      output.standardError
        == "strings-gen: error: cannot write 'out/Help.strings': No space left on device\n"
        + "out/Localizable.strings: note: the table is UTF-8 and is written as UTF-16LE with BOM, "
        + "genstrings' default; --utf8 keeps it UTF-8\n"
        + "out/Localizable.strings: note: the table drops 1 key that no source of this run gives "
        + "(\"old\"); when a long file list is split into batches, as xargs splits it, each batch "
        + "replaces the table: pass the folder, or the list on standard input with '-'\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: "\(root.path)/out/Help.strings")
        == "/dev/full")
    let written = StringsFileParser.parse(
      try Data(contentsOf: URL(fileURLWithPath: "\(root.path)/out/Localizable.strings")),
      path: "out")
    #expect(!written.hasErrors && written.dictionary == ["a": "a"])
    #expect(FileSystemRobustnessTests.temporaryFiles(in: "\(root.path)/out").isEmpty)
  }
}
