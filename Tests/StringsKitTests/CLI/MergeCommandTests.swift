import Foundation
import Testing

@testable import StringsCLI

/// `strings-merge`'s command line: help, every option's spellings and every usage error text.
@Suite struct MergeCommandTests {
  func run(_ arguments: [String], in folder: URL? = nil) throws -> (String, StringsCLI.ExitStatus) {
    let folder = try folder ?? MergeHarness.scratchFolder()
    return MergeHarness.run(arguments, in: folder)
  }

  @Test func helpIsGolden() throws {
    let (output, status) = try run(["--help"])
    #expect(status == .clean)
    expectGolden(output, at: "cli/merge-help/stdout")
  }

  @Test func version() throws {
    let (output, status) = try run(["--version"])
    #expect(status == .clean)
    #expect(output == "strings-merge \(Version.current)\n")
  }

  static let usageErrors: [(arguments: [String], message: String)] = [
    (["--prun"], "unknown option '--prun' (did you mean '--prune'?)"),
    (["-prune"], "unknown option '-prune' (did you mean '--prune'?)"),
    (["--new-value"], "option '--new-value' needs a value"),
    (
      ["--new-value", "blank"],
      "invalid value 'blank' for '--new-value': expected 'reference', 'empty' or 'key'"
    ),
    (
      ["--add-language", "es/x"],
      "invalid value 'es/x' for '--add-language': expected a language code such as 'es' or "
        + "'pt-BR'"
    ),
    (
      ["--add-language", "es", "--prune"], "'--add-language' and '--prune' cannot be used together"
    ),
    (
      ["--add-language", "es", "--keep-comments"],
      "'--add-language' and '--keep-comments' cannot be used together"
    ),
    (
      ["--reference", "en.lproj/Localizable.strings"],
      "missing language files to update from 'en.lproj/Localizable.strings'"
    ),
    (
      ["--add-language", "es", "--reference", "en.lproj/A.strings", "x"],
      "'--add-language' and '--reference en.lproj/A.strings' cannot be used together"
    ),
    (
      ["--reference", "en/x"],
      "invalid value 'en/x' for '--reference': expected a language code such as 'en', or a "
        + ".strings or .stringsdict file"
    ),
    (["--check=yes"], "option '--check' takes no value"),
  ]

  @Test(arguments: usageErrors.indices)
  func usageErrorText(_ index: Int) throws {
    let (arguments, message) = Self.usageErrors[index]
    let (output, status) = try run(arguments)
    #expect(status == .couldNotRun)
    #expect(
      output
        == "strings-merge: error: \(message)\nUsage: strings-merge [options] [PATH ...]\n"
        + "  See 'strings-merge --help'.\n")
  }

  @Test func optionSpellingsAndLastValueWins() throws {
    let folder = try MergeHarness.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try MergeHarness.write(
      [
        "en.lproj/L.strings": Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8),
        "de.lproj/L.strings": Data("\"a\" = \"Ade\";\n".utf8),
      ], to: folder)
    for arguments in [
      ["--new-value", "key", "--dry-run"], ["--new-value=key", "--dry-run"],
      ["--new-value", "empty", "--new-value", "key", "--dry-run"],
    ] {
      let (output, status) = try run(arguments, in: folder)
      #expect(status == .clean)
      #expect(output.contains("+\"b\" = \"b\";\n"), "\(arguments)")
    }
  }

  @Test func problemsThatStopTheRun() throws {
    let folder = try MergeHarness.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var (output, status) = try run(["missing"], in: folder)
    #expect(status == .couldNotRun)
    #expect(
      output
        == "strings-merge: error: no such file or directory 'missing'\n"
        + "strings-merge: error: no .lproj folders found\n")
    try MergeHarness.write(["en.lproj/L.strings": Data("\"a\" = \"A\";\n".utf8)], to: folder)
    (output, status) = try run(["--reference", "fr"], in: folder)
    #expect(status == .couldNotRun)
    #expect(
      output == "strings-merge: error: reference language 'fr' not found; languages found: 'en'\n")
    (output, status) = try run(["--add-language", "en"], in: folder)
    #expect(status == .couldNotRun)
    #expect(output == "strings-merge: error: 'en' is the reference language\n")
    (output, status) = try run(
      ["--reference", "en.lproj/L.strings", "de.lproj/L.strings"], in: folder)
    #expect(status == .couldNotRun)
    #expect(output == "strings-merge: error: no such file or directory 'de.lproj/L.strings'\n")
  }
}
