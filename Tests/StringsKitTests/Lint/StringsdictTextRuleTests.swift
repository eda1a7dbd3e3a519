import Foundation
import Testing

@testable import StringsKit

/// `empty-value`, `whitespace-mismatch` and `untranslated` read the strings of a `.stringsdict`
/// like `.strings` values, and name which string of the definition they mean.
@Suite struct StringsdictTextRuleTests {
  @Test func messagesNameTheCategoryAndVariable() throws {
    let input = try LintInput(
      files: [],
      stringsdicts: [
        StringsdictParser.parse(
          Data(
            StringsdictExamples.file(
              StringsdictExamples.plural("k", [("one", "%d file "), ("other", "%d files ")])
            ).utf8), path: "en.lproj/Localizable.stringsdict"),
        StringsdictParser.parse(
          Data(
            StringsdictExamples.file(
              StringsdictExamples.plural(
                "k", [("one", ""), ("few", "%d файла"), ("other", "%d files ")])
            ).utf8), path: "ru.lproj/Localizable.stringsdict"),
      ])
    let rules: Set<String> = ["empty-value", "whitespace-mismatch", "untranslated"]
    let findings = Linter(enable: ["untranslated"]).run(input).filter {
      rules.contains($0.diagnostic.ruleID?.rawValue ?? "")
    }
    let messages = findings.map {
      "\($0.diagnostic.position.map { "\($0.line)" } ?? "-"): \($0.diagnostic.message)"
    }
    #expect(
      messages == [
        "15: empty value for \"k\" (\"one\" of \"n\")",
        "17: whitespace of \"k\" (\"few\" of \"n\") differs from the reference: "
          + "trailing \"\" instead of \" \"",
        "19: ru value of \"k\" (\"other\" of \"n\") is the same as the reference value",
      ])
  }
}
