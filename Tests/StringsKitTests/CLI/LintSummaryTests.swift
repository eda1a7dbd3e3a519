import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-lint --summary`: translated / total and a percentage per table and language, for
/// catalogs and `.lproj` tables alike.
@Suite struct LintSummaryTests {
  @Test func catalogsAndLprojTables() throws {
    let work = try TemporaryDirectory()
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
    try work.write("Legacy/de.lproj/Main.strings", "\"a\" = \"A\";\n\"b\" = \"\";\n")
    try work.write("Legacy/ja.lproj/Other.strings", "\"x\" = \"X\";\n")
    try work.write("Legacy/en.lproj/Other.strings", "\"x\" = \"X\";\n")
    let result = CommandRunner.run(
      LintCommand.main, ["--summary", "--languages", "it"], in: work.path)
    #expect(result.status == .clean)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        TABLE                          LANGUAGE  TRANSLATED  PERCENT
        App/Localizable.xcstrings      de        1/3         33.3%
        App/Localizable.xcstrings      en        2/3         66.7%
        App/Localizable.xcstrings      fr        1/3         33.3%
        App/Localizable.xcstrings      it        0/3         0.0%
        Legacy/de.lproj/Main.strings   de        1/3         33.3%
        Legacy/de.lproj/Other.strings  de        0/1         0.0%
        Legacy/en.lproj/Main.strings   en        3/3         100.0%
        Legacy/en.lproj/Other.strings  en        1/1         100.0%
        Legacy/ja.lproj/Main.strings   ja        0/3         0.0%
        Legacy/ja.lproj/Other.strings  ja        1/1         100.0%

        """)
  }

  @Test func percentagesRound() {
    #expect(TableCoverage(path: "", language: "", translated: 2, total: 3).percentage == "66.7%")
    #expect(TableCoverage(path: "", language: "", translated: 0, total: 0).percentage == "100.0%")
    #expect(
      TableCoverage(path: "", language: "", translated: 999, total: 1000).percentage == "99.9%")
  }
}
