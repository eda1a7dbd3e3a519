import Foundation
import StringsCLI
import StringsKit
import Testing

/// A UTF-8 table that `strings-gen` would rewrite as UTF-16 (genstrings' default) is a change
/// that `--dry-run` shows, `--check` counts and every mode notes, with both encodings named as
/// they are: the file's on disk and the one to be written.
@Suite struct GenEncodingChangeTests {
  static let source = "let a = NSLocalizedString(\"a\", comment: \"A\")\n"
  static let utf8Table = "/* A */\n\"a\" = \"a\";\n\n"
  static let note =
    "out/Localizable.strings: note: the table is UTF-8 and would be written as UTF-16LE with "
    + "BOM, genstrings' default; --utf8 keeps it UTF-8\n"

  /// A folder with the source and, in `out/`, the table `strings-gen --utf8` writes for it.
  func project(table: String = utf8Table) throws -> TemporaryDirectory {
    let work = TemporaryDirectory()
    try Data(Self.source.utf8).write(to: URL(fileURLWithPath: "\(work.path)/A.swift"))
    try FileManager.default.createDirectory(
      atPath: "\(work.path)/out", withIntermediateDirectories: true)
    try Data(table.utf8).write(to: URL(fileURLWithPath: "\(work.path)/out/Localizable.strings"))
    return work
  }

  @Test func utf8TableIsWhatUTF8OutputWrites() throws {
    let work = try project()
    let run = CommandRunner.run(
      GenCommand.main, ["--utf8", "--check", "-o", "out", "."], in: work.path)
    #expect(run.transcript == "status: 0\n--- stdout\n--- stderr\n")
  }

  /// Before: `--dry-run` printed nothing and exited 0 while `--check` said "would change".
  @Test func dryRunShowsAnEncodingOnlyChange() throws {
    let work = try project()
    let run = CommandRunner.run(GenCommand.main, ["--dry-run", "-o", "out", "."], in: work.path)
    #expect(run.status == .clean)
    #expect(
      run.standardOutput
        == "(out/Localizable.strings is UTF-8 and would be written as UTF-16LE with BOM; "
        + "the text is the same)\n")
    #expect(run.standardError == Self.note)
    let check = CommandRunner.run(GenCommand.main, ["--check", "-o", "out", "."], in: work.path)
    #expect(check.status == .findings)
    #expect(check.standardError == "out/Localizable.strings: would change\n" + Self.note)
    #expect(
      try String(contentsOfFile: "\(work.path)/out/Localizable.strings", encoding: .utf8)
        == Self.utf8Table)
  }

  /// Before: the diff's note said the file "is UTF-16LE with BOM", which is what it would
  /// become, not what it is.
  @Test func dryRunNamesBothEncodingsWhenTheTextChangesToo() throws {
    let work = try project(table: "/* A */\n\"a\" = \"old\";\n\n")
    let run = CommandRunner.run(GenCommand.main, ["--dry-run", "-o", "out", "."], in: work.path)
    #expect(
      run.standardOutput
        == "(out/Localizable.strings is UTF-8 and would be written as UTF-16LE with BOM: the "
        + "diff below shows its decoded text, not its bytes, and patch cannot apply it)\n"
        + "--- a/out/Localizable.strings\n+++ b/out/Localizable.strings\n"
        + "@@ -1,3 +1,3 @@\n /* A */\n-\"a\" = \"old\";\n+\"a\" = \"a\";\n \n")
  }

  @Test func writingNotesTheNewEncodingAndAnAskedEncodingDoesNot() throws {
    let work = try project()
    let run = CommandRunner.run(GenCommand.main, ["-o", "out", "."], in: work.path)
    #expect(run.status == .clean)
    #expect(
      run.standardError
        == "out/Localizable.strings: note: the table is UTF-8 and is written as UTF-16LE with "
        + "BOM, genstrings' default; --utf8 keeps it UTF-8\n")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(work.path)/out/Localizable.strings"))
    #expect(bytes.starts(with: [0xFF, 0xFE]))

    let asked = try project()
    let littleEndian = CommandRunner.run(
      GenCommand.main, ["-littleEndian", "-o", "out", "."], in: asked.path)
    #expect(littleEndian.transcript == "status: 0\n--- stdout\n--- stderr\n")
    // A table that is already UTF-16 gets no note either.
    let again = CommandRunner.run(GenCommand.main, ["--check", "-o", "out", "."], in: work.path)
    #expect(again.transcript == "status: 0\n--- stdout\n--- stderr\n")
  }
}
