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
        // b is empty, c is a copy (counted apart), d is missing, x is stale.
        "de.lproj/Localizable.strings":
          "\"a\" = \"Ä\";\n\"b\" = \"\";\n\"c\" = \"C\";\n\"x\" = \"X\";\n",
        // A duplicate counts once; a non-string value is there.
        "fr.lproj/Localizable.strings": "\"a\" = \"1\";\n\"a\" = \"2\";\n\"b\" = (\"B\");\n",
      ]))
    #expect(
      coverage == [
        TranslationCoverage(
          folder: "", table: "Localizable", language: "de", referenceLanguage: "en",
          file: "de.lproj/Localizable.strings", total: 4, translated: 1, sameAsReference: 1),
        TranslationCoverage(
          folder: "", table: "Localizable", language: "en", referenceLanguage: "en",
          file: "en.lproj/Localizable.strings", total: 4, translated: 4),
        TranslationCoverage(
          folder: "", table: "Localizable", language: "fr", referenceLanguage: "en",
          file: "fr.lproj/Localizable.strings", total: 4, translated: 2),
      ])
    #expect(coverage[0].share == 0.25)
    #expect(coverage.map(\.isReference) == [false, true, false])
  }

  /// A value that is the reference value copied (as `strings-merge` adds new keys) is counted
  /// apart and not as translated; values without a letter and `.stringsdict` entries are not
  /// copies. Before, `es 14/14 100.0%` showed for a table with copied English text.
  @Test func copiesOfTheReferenceValueAreCountedApart() throws {
    let coverage = TranslationCoverage.of(
      try Self.input([
        "en.lproj/Localizable.strings":
          "\"a\" = \"Save\";\n\"b\" = \"%d / %d\";\n\"c\" = \"Open\";\n\"d\" = \"Close\";\n",
        "es.lproj/Localizable.strings":
          "\"a\" = \"Guardar\";\n\"b\" = \"%d / %d\";\n\"c\" = \"Open\";\n\"d\" = \"Close\";\n",
      ]))
    #expect(coverage.map(\.translated) == [4, 2])
    #expect(coverage.map(\.sameAsReference) == [0, 2])
    #expect(coverage[1].percentage == "50.0%")
    #expect(
      TranslationCoverage.summary(coverage)
        == "TABLE                         LANGUAGE  TRANSLATED  SAME AS REFERENCE  PERCENT\n"
        + "en.lproj/Localizable.strings  en        4/4         -                  100.0%\n"
        + "es.lproj/Localizable.strings  es        2/4         2                  50.0%\n")
  }

  @Test func aMissingTableIsZeroAndAnEmptyReferenceIsComplete() throws {
    let coverage = TranslationCoverage.of(
      try Self.input([
        "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "App/en.lproj/Empty.strings": "",
        "App/de.lproj/Empty.strings": "",
      ]))
    let translations = coverage.filter { !$0.isReference }
    #expect(translations.map(\.table) == ["Empty", "Localizable"])
    #expect(translations.map(\.folder) == ["App", "App"])
    #expect(translations[0].share == 1)
    #expect(translations[1].translated == 0 && translations[1].total == 1)
    #expect(translations[1].path == nil)
    #expect(translations[1].file == "App/de.lproj/Localizable.strings")
    #expect(translations[1].share == 0)
  }

  @Test func loneReferenceHasOnlyItsOwnRow() throws {
    let coverage = TranslationCoverage.of(try Self.input(["en.lproj/A.strings": "\"a\" = \"A\";"]))
    #expect(coverage.map(\.language) == ["en"])
    #expect(coverage.map(\.percentage) == ["100.0%"])
  }

  /// A `.stringsdict` key is a key of its table; a `.strings` entry it hides is not counted
  /// twice, and a table with only a `.stringsdict` is a table too.
  @Test func stringsdictKeysCount() throws {
    let plural = { (key: String, one: String, other: String) in
      """
      <plist><dict><key>\(key)</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
      </dict></dict></plist>
      """
    }
    let files = [
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"%d files\" = \"%d files\";\n",
      "en.lproj/Localizable.stringsdict": plural("%d files", "%d file", "%d files"),
      "en.lproj/Plurals.stringsdict": plural("%d items", "%d item", "%d items"),
      "de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
      "de.lproj/Localizable.stringsdict": plural("%d files", "%d Datei", "%d Dateien"),
      "fr.lproj/Localizable.strings": "\"a\" = \"À\";\n\"%d files\" = \"%d fichiers\";\n",
    ]
    let input = try LintInput(
      files: files.filter { $0.key.hasSuffix(".strings") }.map {
        StringsFileParser.parse(Data($0.value.utf8), path: $0.key)
      },
      stringsdicts: files.filter { $0.key.hasSuffix(".stringsdict") }.map {
        StringsdictParser.parse(Data($0.value.utf8), path: $0.key)
      })
    let rows = TranslationCoverage.of(input).map {
      "\($0.file) \($0.language) \($0.translated)/\($0.total)"
    }
    #expect(
      rows == [
        "de.lproj/Localizable.strings de 2/2",
        "en.lproj/Localizable.strings en 2/2",
        // fr's .strings value stands in for the missing plural: the key is there.
        "fr.lproj/Localizable.strings fr 2/2",
        "de.lproj/Plurals.stringsdict de 0/1",
        "en.lproj/Plurals.stringsdict en 1/1",
        "fr.lproj/Plurals.stringsdict fr 0/1",
      ])
  }

  /// ``TranslationCoverage/copiedValues(_:)`` counts what ``TranslationCoverage/of(_:)`` counts
  /// in ``TranslationCoverage/sameAsReference``, per language: on tables with copies, letterless
  /// values, empty values, plurals on either side, duplicates and keys only one side has, and on
  /// the shared corpus with each of three languages made the reference.
  @Test func copiedValuesAreTheCoverageCopiesPerLanguage() throws {
    func expectSameCounts(_ input: LintInput, _ comment: Comment? = nil) {
      var expected: [String: Int] = [:]
      for row in TranslationCoverage.of(input) where row.sameAsReference > 0 {
        expected[row.language, default: 0] += row.sameAsReference
      }
      #expect(TranslationCoverage.copiedValues(input) == expected, comment)
    }
    let plural = StringsdictExamples.file(
      StringsdictExamples.plural("p", [("one", "%d file"), ("other", "%d files")]))
    let input = try LintInput(
      files: [
        (
          "en.lproj/Localizable.strings",
          "\"a\" = \"Save\";\n\"b\" = \"%d / %d\";\n\"c\" = \"Open\";\n\"p\" = \"%d files\";\n\"e\" = \"\";\n"
        ),
        (
          "de.lproj/Localizable.strings",
          "\"a\" = \"Save\";\n\"a\" = \"Save\";\n\"b\" = \"%d / %d\";\n\"c\" = (\"Open\");\n\"e\" = \"\";\n\"x\" = \"Open\";\n"
        ),
        ("fr.lproj/Localizable.strings", "\"p\" = \"%d files\";\n\"c\" = \"Open\";\n"),
      ].map { StringsFileParser.parse(Data($0.1.utf8), path: $0.0) },
      stringsdicts: [
        StringsdictParser.parse(Data(plural.utf8), path: "fr.lproj/Localizable.stringsdict")
      ])
    #expect(TranslationCoverage.copiedValues(input) == ["de": 1, "fr": 1])
    expectSameCounts(input)

    guard let corpus = Fixtures.sharedCorpus else {
      print("skipping: ../shared/corpus/strings is not there")
      return
    }
    let files = try Fixtures.files(below: corpus, suffix: ".strings").map {
      (path: $0.path, bytes: try [UInt8](Data(contentsOf: $0)))
    }
    for language in ["fr", "ru", "de"] {
      // The corpus has hardly any reference tables: one of its languages stands in as `en`.
      let renamed = files.filter { !$0.path.contains("/en.lproj/") }.map {
        StringsFileParser.parse(
          $0.bytes,
          path: $0.path.replacingOccurrences(of: "/\(language).lproj/", with: "/en.lproj/"))
      }
      expectSameCounts(try LintInput(files: renamed), "\(language) as the reference")
    }
  }
}
