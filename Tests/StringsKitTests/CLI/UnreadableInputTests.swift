import Foundation
import Testing

@testable import StringsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// An input that cannot be read (here a FIFO, refused at once rather than waited on) is an
/// error line that starts with the tool's name, in every tool.
@Suite struct UnreadableInputTests {
  @Test func unreadableInputsAreErrorsNamingTheTool() throws {
    let root = TemporaryDirectory()
    try root.write("en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    #expect(mkfifo("\(root.path)/Input.swift", 0o644) == 0)
    #expect(mkfifo("\(root.path)/Fifo.strings", 0o644) == 0)
    let message = "error: cannot read 'Input.swift': not a regular file\n"

    let gen = CommandRunner.run(GenCommand.main, ["-o", ".", "Input.swift"], in: root.path)
    #expect(gen.standardError == "strings-gen: " + message)
    #expect(gen.status != .clean)

    let lint = CommandRunner.run(
      LintCommand.main, ["--sources", "Input.swift", "."], in: root.path)
    #expect(lint.standardError.contains("\nstrings-lint: " + message))
    #expect(lint.status == .couldNotRun)

    let merge = CommandRunner.run(
      MergeCommand.main, ["--reference", "en.lproj/Localizable.strings", "Fifo.strings"],
      in: root.path)
    #expect(
      merge.standardError
        == "strings-merge: error: cannot read 'Fifo.strings': not a regular file\n")
    #expect(merge.status == .couldNotRun)
  }
}
