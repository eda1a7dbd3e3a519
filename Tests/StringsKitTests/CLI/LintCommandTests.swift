import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// In-process `strings-lint` runs over small trees in a fresh temporary folder each.
@Suite struct LintCommandTests {
  /// A new folder holding `files` (relative path → contents).
  static func tree(_ files: [String: String]) throws -> String {
    let root = ScratchFolder.make("strings-lint")
    for (path, contents) in files {
      let url = URL(fileURLWithPath: "\(root)/\(path)")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    return root
  }

  static let clean = [
    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello %@\";\n",
    "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo %@\";\n",
  ]

  @Test func cleanTreeExitsZero() throws {
    let result = CommandRunner.run(LintCommand.main, [], in: try Self.tree(Self.clean))
    #expect(result.status == .clean)
    #expect(result.standardError == "strings-lint: 2 files checked, no problems found\n")
  }

  @Test func warningsAloneExitZeroAndOneUnderStrict() throws {
    var files = Self.clean
    files["de.lproj/Localizable.strings"]! += "\"old\" = \"Alt\";\n"
    let root = try Self.tree(files)
    #expect(CommandRunner.run(LintCommand.main, [], in: root).status == .clean)
    let strict = CommandRunner.run(LintCommand.main, ["--strict"], in: root)
    #expect(strict.status == .findings)
    #expect(strict.standardError.contains("2:1: error: \"old\" is not in the reference table"))
  }

  @Test func missingKeyTextHasTheNoteOnTheReference() throws {
    var files = Self.clean
    files["en.lproj/Localizable.strings"]! += "\"bye\" = \"Bye\";\n"
    let result = CommandRunner.run(LintCommand.main, [], in: try Self.tree(files))
    #expect(
      result.standardError.hasPrefix(
        """
        de.lproj/Localizable.strings:1:1: warning: missing translation for "bye" [missing-key]
        en.lproj/Localizable.strings:2:1: note: "bye" is defined here

        """))
  }

  @Test func disableAndEnableChooseTheRules() throws {
    var files = Self.clean
    files["de.lproj/Localizable.strings"]! += "\"old\" = \"Alt\";\n"
    files["en.lproj/Localizable.strings"]! += "\"ok\" = \"OK\";\n"
    files["de.lproj/Localizable.strings"]! += "\"ok\" = \"OK\";\n"
    let root = try Self.tree(files)
    let disabled = CommandRunner.run(LintCommand.main, ["--disable", "stale-key"], in: root)
    #expect(!disabled.standardError.contains("[stale-key]"))
    #expect(!disabled.standardError.contains("[untranslated]"))
    let enabled = CommandRunner.run(LintCommand.main, ["--enable", "untranslated"], in: root)
    #expect(enabled.standardError.contains("[untranslated]"))
  }

  @Test func unknownRuleIsAUsageError() throws {
    let result = CommandRunner.run(
      LintCommand.main, ["--disable", "stale-keys"], in: try Self.tree(Self.clean))
    #expect(result.status == .couldNotRun)
    #expect(
      result.standardError.hasPrefix(
        "strings-lint: error: invalid value 'stale-keys' for '--disable': unknown rule "
          + "(did you mean 'stale-key'?)\n"))
  }

  @Test func noReferenceLanguageIsAUsageErrorListingTheLanguages() throws {
    let root = try Self.tree([
      "fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    ])
    let result = CommandRunner.run(LintCommand.main, [], in: root)
    #expect(result.status == .couldNotRun)
    #expect(result.standardError.contains("'de', 'fr'"))
    #expect(CommandRunner.run(LintCommand.main, ["--reference", "fr"], in: root).status == .clean)
    let unknown = CommandRunner.run(LintCommand.main, ["--reference", "it"], in: root)
    #expect(unknown.status == .couldNotRun)
    #expect(unknown.standardError.contains("reference language 'it' not found"))
  }

  @Test func configurationFileHoldsTheFlags() throws {
    var files = Self.clean
    files["de.lproj/Localizable.strings"]! += "\"old\" = \"Alt\";\n"
    files[".strings-lint.json"] = #"{"strict": true, "disable": ["missing-key"]}"#
    let result = CommandRunner.run(LintCommand.main, [], in: try Self.tree(files))
    #expect(result.status == .findings)
    #expect(result.standardError.contains("error: \"old\""))
  }

  @Test func unknownConfigurationKeyIsAnError() throws {
    var files = Self.clean
    files[".strings-lint.json"] = #"{"stirct": true}"#
    let result = CommandRunner.run(LintCommand.main, [], in: try Self.tree(files))
    #expect(result.status == .couldNotRun)
    #expect(
      result.standardError.hasPrefix(
        "strings-lint: error: '.strings-lint.json': unknown key \"stirct\" "
          + "(did you mean \"strict\"?)\n"))
  }

  @Test func configurationWithATrailingCommaOrARepeatedKeyIsRejectedWithItsPosition() throws {
    var files = Self.clean
    files[".strings-lint.json"] = "{\"strict\": true,\n \"disable\": [\"stale-key\"],\n}"
    let comma = CommandRunner.run(LintCommand.main, [], in: try Self.tree(files))
    #expect(comma.status == .couldNotRun)
    #expect(
      comma.standardError.hasPrefix(
        "strings-lint: error: .strings-lint.json:2:26: trailing comma before '}' (JSON allows "
          + "none)\n"))
    files[".strings-lint.json"] = "{\"strict\": true, \"strict\": false}"
    let repeated = CommandRunner.run(LintCommand.main, [], in: try Self.tree(files))
    #expect(repeated.status == .couldNotRun)
    #expect(
      repeated.standardError.hasPrefix(
        "strings-lint: error: .strings-lint.json:1:18: repeated key \"strict\" (first at 1:2); "
          + "JSON keys must be unique\n"))
  }

  @Test func baselineWithARepeatedKeyIsRejectedWithItsPosition() throws {
    var files = Self.clean
    files["baseline.json"] = "{\"version\": 1, \"findings\": [], \"findings\": []}"
    let result = CommandRunner.run(
      LintCommand.main, ["--baseline", "baseline.json"], in: try Self.tree(files))
    #expect(result.status == .couldNotRun)
    #expect(result.standardError.contains("baseline.json:1:32: repeated key \"findings\""))
  }

  @Test func configurationValuesOfTheWrongTypeAreErrors() throws {
    var files = Self.clean
    files["lint.json"] = #"{"strict": 1}"#
    let result = CommandRunner.run(
      LintCommand.main, ["--config", "lint.json"], in: try Self.tree(files))
    #expect(result.status == .couldNotRun)
    #expect(result.standardError.contains("\"strict\" must be true or false"))
  }

  @Test func baselineHidesRecordedFindingsEvenWhenLinesMove() throws {
    var files = Self.clean
    files["en.lproj/Localizable.strings"]! += "\"count\" = \"%d items\";\n"
    files["de.lproj/Localizable.strings"]! += "\"count\" = \"%@ Dinge\";\n"
    let root = try Self.tree(files)
    #expect(CommandRunner.run(LintCommand.main, [], in: root).status == .findings)

    let write = CommandRunner.run(
      LintCommand.main, ["--write-baseline", "baseline.json"], in: root)
    #expect(write.status == .clean)
    #expect(write.standardError == "strings-lint: recorded 1 finding in 'baseline.json'\n")

    let german = "\(root)/de.lproj/Localizable.strings"
    let moved = "/* moved down */\n\n" + (try String(contentsOfFile: german, encoding: .utf8))
    try moved.write(toFile: german, atomically: true, encoding: .utf8)
    let hidden = CommandRunner.run(LintCommand.main, ["--baseline", "baseline.json"], in: root)
    #expect(hidden.status == .clean)
    #expect(
      hidden.standardError
        == "strings-lint: 2 files checked, no problems found (1 hidden by the baseline)\n")

    try (moved + "\"other\" = \"%@\";\n").write(toFile: german, atomically: true, encoding: .utf8)
    let fresh = CommandRunner.run(LintCommand.main, ["--baseline", "baseline.json"], in: root)
    #expect(fresh.status == .clean)
    #expect(fresh.standardError.contains("[stale-key]"))
    #expect(!fresh.standardError.contains("[placeholder-mismatch]"))
  }

  @Test func dumpStillPrintsTheTable() throws {
    let root = try Self.tree(Self.clean)
    let result = CommandRunner.run(
      LintCommand.main, ["--dump", "de.lproj/Localizable.strings"], in: root)
    #expect(result.status == .clean)
    #expect(result.standardOutput.contains("\"greeting\""))
  }

  /// `--dump X.stringsdict` prints what `plutil -convert json` prints (compared as JSON), and a
  /// file that does not parse gets its error and exit status 1.
  @Test func dumpPrintsAStringsdictAsPlutilDoes() throws {
    let folder = Fixtures.url("stringsdict").path
    let result = CommandRunner.run(
      LintCommand.main, ["--dump", "ok/entities-cdata-comments.stringsdict"], in: folder)
    #expect(result.status == .clean)
    let ours = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let expected: [String: Any] = [
      "a & b <> A😀": [
        "NSStringLocalizedFormatKey": "<b>%#@n@</b> \"'",
        "n": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
          "NSStringFormatValueTypeKey": "d", "other": "%d",
        ],
      ]
    ]
    #expect(
      StringsFilePlutilDifferentialTests.value(ours)
        == StringsFilePlutilDifferentialTests.value(expected))
    if let plutil = StringsFilePlutilDifferentialTests.plutil {
      let theirs = try JSONSerialization.jsonObject(
        with: StringsFilePlutilDifferentialTests.run(
          plutil,
          ["-convert", "json", "-o", "-", "\(folder)/ok/entities-cdata-comments.stringsdict"]
        ).output)
      #expect(
        StringsFilePlutilDifferentialTests.value(ours)
          == StringsFilePlutilDifferentialTests.value(theirs))
    }
    let broken = CommandRunner.run(
      LintCommand.main, ["--dump", "bad/unclosed-element.stringsdict"], in: folder)
    #expect(broken.status == .findings)
    #expect(broken.standardError.hasPrefix("bad/unclosed-element.stringsdict:10:1: error: "))
  }

  @Test func unreadablePathExitsTwo() throws {
    let result = CommandRunner.run(
      LintCommand.main, ["missing-folder"], in: try Self.tree(Self.clean))
    #expect(result.status == .couldNotRun)
    #expect(result.standardError.contains("no such file or directory 'missing-folder'"))
  }

  @Test func githubEscapesPercentAndNewlines() {
    #expect(LintOutputFormat.escapeData("50% a\nb\r") == "50%25 a%0Ab%0D")
    #expect(LintOutputFormat.escapeProperty("a:b,c") == "a%3Ab%2Cc")
  }
}
