import Foundation
import StringsKit
import Testing

@testable import StringsCLI

/// Carry-over through the tools: `strings-merge` over `.lproj` tables (then `strings-lint`
/// reports the mark), `strings-gen --catalog` over a catalog, and `--no-carry-over` for both.
@Suite struct CarryOverCommandTests {
  func tree(_ files: [String: String]) throws -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    for (path, text) in files {
      let url = URL(fileURLWithPath: "\(folder.path)/\(path)")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let tables = [
    "Resources/en.lproj/Localizable.strings":
      "\"Primary double-click\" = \"Primary double-click\";\n",
    "Resources/de.lproj/Localizable.strings": "\"Left double-click\" = \"Linker Doppelklick\";\n",
    "Resources/fr.lproj/Localizable.strings": "\"Left double-click\" = \"Double-clic gauche\";\n",
  ]

  @Test func mergeCarriesOverAndLintReportsIt() throws {
    let folder = try tree(Self.tables)
    let merge = CommandRunner.run(MergeCommand.main, ["Resources"], in: folder.path)
    #expect(merge.status == .clean, "\(merge.transcript)")
    #expect(
      merge.standardOutput.contains(
        "Resources/de.lproj/Localizable.strings: carried over \"Left double-click\" → "
          + "\"Primary double-click\" (marked needs-review)\n"))
    #expect(
      merge.standardOutput.contains(
        "carried over \"Left double-click\" → \"Primary double-click\" (2 languages)\n"))
    let german = try String(
      contentsOfFile: "\(folder.path)/Resources/de.lproj/Localizable.strings", encoding: .utf8)
    #expect(
      german.hasPrefix(
        "/* needs-review: carried over from \"Left double-click\" */\n"
          + "\"Primary double-click\" = \"Linker Doppelklick\";\n"))

    let lint = CommandRunner.run(LintCommand.main, ["Resources"], in: folder.path)
    #expect(
      lint.standardError.contains(
        "Resources/de.lproj/Localizable.strings:2:1: warning: the de translation of "
          + "\"Primary double-click\" needs review: carried over from \"Left double-click\" "
          + "[needs-review]"), "\(lint.transcript)")
    // A second merge keeps the mark and changes nothing.
    let again = CommandRunner.run(MergeCommand.main, ["--check", "Resources"], in: folder.path)
    #expect(again.status == .clean, "\(again.transcript)")
  }

  /// The mark is found in a table of each encoding the runtime reads (lint looks for it in the
  /// file's own bytes before it reads any comment), as a line of a longer comment too.
  @Test(arguments: [
    (String.Encoding.utf8, [UInt8]()), (.utf16LittleEndian, [0xFF, 0xFE]),
    (.utf16BigEndian, [0xFE, 0xFF]), (.utf32LittleEndian, [0xFF, 0xFE, 0, 0]),
  ])
  func lintFindsTheMarkInEveryEncoding(encoding: String.Encoding, byteOrderMark: [UInt8]) throws {
    let folder = try tree([
      "Resources/en.lproj/Localizable.strings": "\"New\" = \"New\";\n",
      "Resources/de.lproj/Localizable.strings": "",
    ])
    let german =
      "/* Shown on the button\n   needs-review: carried over from \"Old\" */\n\"New\" = \"Neu\";\n"
    try Data(byteOrderMark + Array(german.data(using: encoding)!)).write(
      to: URL(fileURLWithPath: "\(folder.path)/Resources/de.lproj/Localizable.strings"))
    let lint = CommandRunner.run(LintCommand.main, ["Resources"], in: folder.path)
    #expect(
      lint.standardError.contains(
        "Resources/de.lproj/Localizable.strings:3:1: warning: the de translation of \"New\" "
          + "needs review: carried over from \"Old\" [needs-review]"), "\(lint.transcript)")
  }

  @Test func mergeWithoutCarryOver() throws {
    let folder = try tree(Self.tables)
    let merge = CommandRunner.run(
      MergeCommand.main, ["--no-carry-over", "Resources"], in: folder.path)
    #expect(merge.status == .clean)
    #expect(!merge.standardOutput.contains("carried over"))
    let german = try String(
      contentsOfFile: "\(folder.path)/Resources/de.lproj/Localizable.strings", encoding: .utf8)
    #expect(german.contains("\"Primary double-click\" = \"Primary double-click\";"))
    #expect(!german.contains("needs-review"))
  }

  static let catalogTree = [
    "App/Sources/View.swift": "let a = String(localized: \"Perform once on release\")\n",
    "App/Localizable.xcstrings": #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Send once on release" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Einmal beim Loslassen senden"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#,
  ]

  @Test func catalogSyncCarriesOver() throws {
    let folder = try tree(Self.catalogTree)
    let gen = CommandRunner.run(
      GenCommand.main, ["--catalog", "App/Localizable.xcstrings", "App/Sources"], in: folder.path)
    #expect(gen.status == .clean, "\(gen.transcript)")
    #expect(
      gen.standardError.contains(
        "App/Localizable.xcstrings: carried over \"Send once on release\" → "
          + "\"Perform once on release\" (1 language)\n")
        || gen.standardOutput.contains(
          "App/Localizable.xcstrings: carried over \"Send once on release\" → "
            + "\"Perform once on release\" (1 language)\n"),
      "\(gen.transcript)")
    let path = "\(folder.path)/App/Localizable.xcstrings"
    let catalog = CatalogReader.read(
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    let added = try #require(catalog.entries.first { $0.key == "Perform once on release" })
    #expect(added.localization("de")?.content.stringUnit?.state == "needs_review")
    #expect(added.localization("de")?.content.stringUnit?.value == "Einmal beim Loslassen senden")
  }

  @Test func catalogSyncWithoutCarryOver() throws {
    let folder = try tree(Self.catalogTree)
    let gen = CommandRunner.run(
      GenCommand.main,
      ["--no-carry-over", "--catalog", "App/Localizable.xcstrings", "App/Sources"],
      in: folder.path)
    #expect(gen.status == .clean, "\(gen.transcript)")
    #expect(!gen.transcript.contains("carried over"))
    let path = "\(folder.path)/App/Localizable.xcstrings"
    let catalog = CatalogReader.read(
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    let added = try #require(catalog.entries.first { $0.key == "Perform once on release" })
    #expect(added.localizations.isEmpty)
  }
}

/// `strings-gen -o` over an existing table names each pair the matcher finds, since the
/// translations are in tables this run does not write.
@Suite struct GenCarryOverNoteTests {
  func folder() throws -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(folder.path)/en.lproj", withIntermediateDirectories: true)
    try "\"Send once on release\" = \"Send once on release\";\n".write(
      toFile: "\(folder.path)/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    try "let a = NSLocalizedString(\"Perform once on release\", comment: \"\")\n".write(
      toFile: "\(folder.path)/View.swift", atomically: true, encoding: .utf8)
    return folder
  }

  static let note =
    "en.lproj/Localizable.strings: note: carry over \"Send once on release\" → "
    + "\"Perform once on release\": the new key looks like the dropped one reworded; "
    + "strings-merge gives it the old translations, marked needs-review (or run "
    + "strings-merge --rename-key)\n"

  @Test func replacingATableNamesThePair() throws {
    let work = try folder()
    let gen = CommandRunner.run(
      GenCommand.main, ["--utf8", "-o", "en.lproj", "View.swift"], in: work.path)
    #expect(gen.status == .clean, "\(gen.transcript)")
    #expect(gen.standardError.contains(Self.note), "\(gen.transcript)")
  }

  @Test func checkNamesThePairToo() throws {
    let work = try folder()
    let gen = CommandRunner.run(
      GenCommand.main, ["--utf8", "--check", "-o", "en.lproj", "View.swift"], in: work.path)
    #expect(gen.status == .findings)
    #expect(gen.standardError.contains(Self.note), "\(gen.transcript)")
  }

  @Test func noCarryOverNoNote() throws {
    let work = try folder()
    let gen = CommandRunner.run(
      GenCommand.main, ["--no-carry-over", "--utf8", "-o", "en.lproj", "View.swift"],
      in: work.path)
    #expect(gen.status == .clean)
    #expect(!gen.transcript.contains("carry over"), "\(gen.transcript)")
  }
}
