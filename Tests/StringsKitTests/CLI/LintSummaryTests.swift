import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-lint --summary`: translated / total and a percentage per table and language, for
/// catalogs and `.lproj` tables alike.
@Suite struct LintSummaryTests {
  @Test func catalogsAndLprojTables() throws {
    let work = TemporaryDirectory()
    try work.write(
      "App/Localizable.xcstrings",
      #"""
      {"sourceLanguage": "en", "strings": {
        "A": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "A"}},
          "fr": {"stringUnit": {"state": "needs_review", "value": "A"}}}},
        "B": {"localizations": {
          "de": {"stringUnit": {"state": "new", "value": "B"}},
          "fr": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "B"}},
            "other": {"stringUnit": {"state": "translated", "value": "Bs"}}}}}}},
        "C": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "C"}}}},
        "Brand": {"shouldTranslate": false},
        "Gone": {"extractionState": "stale"}
      }}
      """#)
    try work.write(
      "Legacy/en.lproj/Main.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
    try work.write("Legacy/de.lproj/Main.strings", "\"a\" = \"Ä\";\n\"b\" = \"\";\n")
    try work.write("Legacy/ja.lproj/Other.strings", "\"x\" = \"X\";\n")
    try work.write("Legacy/en.lproj/Other.strings", "\"x\" = \"X\";\n")
    let result = CommandRunner.run(
      LintCommand.main, ["--summary", "--languages", "it"], in: work.path)
    #expect(result.status == .clean)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        TABLE                          LANGUAGE  TRANSLATED  SAME AS REFERENCE  PERCENT
        App/Localizable.xcstrings      de        1/3         0                  33.3%
        App/Localizable.xcstrings      en        2/3         -                  66.7%
        App/Localizable.xcstrings      fr        1/3         0                  33.3%
        App/Localizable.xcstrings      it        0/3         0                  0.0%
        Legacy/de.lproj/Main.strings   de        1/3         0                  33.3%
        Legacy/de.lproj/Other.strings  de        0/1         0                  0.0%
        Legacy/en.lproj/Main.strings   en        3/3         -                  100.0%
        Legacy/en.lproj/Other.strings  en        1/1         -                  100.0%
        Legacy/ja.lproj/Main.strings   ja        0/3         0                  0.0%
        Legacy/ja.lproj/Other.strings  ja        0/1         1                  0.0%

        """)
  }

  @Test func percentagesRound() {
    let row = { (translated: Int, total: Int) in
      TranslationCoverage(
        folder: "", table: "", language: "", referenceLanguage: "", file: "", total: total,
        translated: translated)
    }
    #expect(row(2, 3).percentage == "66.7%")
    #expect(row(0, 0).percentage == "100.0%")
    #expect(row(999, 1000).percentage == "99.9%")
  }

  /// A key only in a `.stringsdict` is a key of the `.lproj` table.
  @Test func stringsdictKeysOfLprojTables() throws {
    let work = TemporaryDirectory()
    let plural = { (one: String, other: String) in
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>%d files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
      </dict></dict></plist>

      """
    }
    try work.write("en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try work.write("en.lproj/Localizable.stringsdict", plural("%d file", "%d files"))
    try work.write("de.lproj/Localizable.strings", "\"a\" = \"Ä\";\n")
    try work.write("de.lproj/Localizable.stringsdict", plural("%d Datei", "%d Dateien"))
    try work.write("fr.lproj/Localizable.strings", "\"a\" = \"À\";\n")
    let result = CommandRunner.run(LintCommand.main, ["--summary"], in: work.path)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        TABLE                         LANGUAGE  TRANSLATED  SAME AS REFERENCE  PERCENT
        de.lproj/Localizable.strings  de        2/2         0                  100.0%
        en.lproj/Localizable.strings  en        2/2         -                  100.0%
        fr.lproj/Localizable.strings  fr        1/2         0                  50.0%

        """)
  }
}

/// The flow a new user tries first: a key added to the reference, `strings-merge` (which gives
/// it the reference text in every language, as Xcode does), then `strings-lint`. The copies are
/// not counted as translated by `--summary`, and the default lint, which finds no problem,
/// says how many there are. Before, it said "no problems found" and `--summary` `es 14/14
/// 100.0%`.
@Suite struct LintCopiedValuesTests {
  @Test func mergeThenLintShowsTheCopiesApart() throws {
    let work = TemporaryDirectory()
    try work.copyContents(of: Fixtures.url("sample-app"))
    let english = "\(work.path)/Resources/en.lproj/Localizable.strings"
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: english))
    try handle.seekToEnd()
    try handle.write(
      contentsOf: Data("/* Button that pauses the timer */\n\"Pause\" = \"Pause\";\n".utf8))
    try handle.close()

    let merge = CommandRunner.run(MergeCommand.main, ["Resources"], in: work.path)
    #expect(merge.status == .clean, "\(merge.transcript)")
    let lint = CommandRunner.run(LintCommand.main, ["Resources"], in: work.path)
    #expect(lint.status == .clean)
    #expect(
      lint.standardError
        == "strings-lint: note: 5 values are the same as the reference (es 2, nl 3), not counted "
        + "as translated; --enable untranslated lists them\n"
        + "strings-lint: 3 files checked, no problems found\n")
    let summary = CommandRunner.run(LintCommand.main, ["--summary", "Resources"], in: work.path)
    #expect(
      summary.standardOutput == """
        TABLE                                   LANGUAGE  TRANSLATED  SAME AS REFERENCE  PERCENT
        Resources/en.lproj/Localizable.strings  en        14/14       -                  100.0%
        Resources/es.lproj/Localizable.strings  es        12/14       2                  85.7%
        Resources/nl.lproj/Localizable.strings  nl        11/14       3                  78.6%

        """)
    // With the rule on, the copies are listed one by one instead.
    let listed = CommandRunner.run(
      LintCommand.main, ["--enable", "untranslated", "Resources"], in: work.path)
    #expect(!listed.standardError.contains("note: 5 values"))
    #expect(listed.standardError.contains("es value of \"Pause\" is the same as the reference"))
  }
}
