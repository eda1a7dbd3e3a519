import Foundation
import Testing

@testable import StringsKit

@Suite struct TranslationCoverageTests {
  static func input(_ files: [String: String]) throws -> LintInput {
    try LintInput(
      files: files.map { StringsFileParser.parse(Data($0.value.utf8), path: $0.key) })
  }

  @Test func countsKeysWithNonEmptyValuesOnly() throws {
    let coverage = TranslationCoverage.of(
      try Self.input([
        "en.lproj/Localizable.strings":
          "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n",
        // b is empty, c is a copy (still translated here), d is missing, x is stale.
        "de.lproj/Localizable.strings":
          "\"a\" = \"Ä\";\n\"b\" = \"\";\n\"c\" = \"C\";\n\"x\" = \"X\";\n",
        // A duplicate counts once; a non-string value is there.
        "fr.lproj/Localizable.strings": "\"a\" = \"1\";\n\"a\" = \"2\";\n\"b\" = (\"B\");\n",
      ]))
    #expect(
      coverage == [
        TranslationCoverage(
          folder: "", table: "Localizable", language: "de", referenceLanguage: "en", total: 4,
          translated: 2, path: "de.lproj/Localizable.strings"),
        TranslationCoverage(
          folder: "", table: "Localizable", language: "fr", referenceLanguage: "en", total: 4,
          translated: 2, path: "fr.lproj/Localizable.strings"),
      ])
    #expect(coverage[0].share == 0.5)
  }

  @Test func aMissingTableIsZeroAndAnEmptyReferenceIsComplete() throws {
    let coverage = TranslationCoverage.of(
      try Self.input([
        "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "App/en.lproj/Empty.strings": "",
        "App/de.lproj/Empty.strings": "",
      ]))
    #expect(coverage.map(\.table) == ["Empty", "Localizable"])
    #expect(coverage.map(\.folder) == ["App", "App"])
    #expect(coverage[0].share == 1)
    #expect(coverage[1].translated == 0 && coverage[1].total == 1 && coverage[1].path == nil)
    #expect(coverage[1].share == 0)
  }

  @Test func loneReferenceHasNothingToCover() throws {
    #expect(TranslationCoverage.of(try Self.input(["en.lproj/A.strings": "\"a\" = \"A\";"])) == [])
  }
}
