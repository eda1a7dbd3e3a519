import Foundation
import Testing

@testable import StringsKit

/// `.lproj` → catalog on the shared `.strings` and `.stringsdict` corpora, linted: the catalog a
/// migration writes is in Xcode's layout (``CatalogWriter``'s bytes, unchanged when read and
/// written again) and draws no finding its `.lproj` sources did not already have.
///
/// The sources are linted as `strings-lint` lints the table's `.lproj` folders, the catalog as
/// it lints a catalog, both with the default rules, and each finding is reduced to
/// `rule|language|key`. A source finding carries over as:
/// - `missing-key`, `empty-value`, `whitespace-mismatch`, `placeholder-mismatch`: the same
///   finding;
/// - `stale-key` (a key only translations have): the catalog holds the key, so every language
///   without it draws `missing-key` for it, and the translations are compared with the key
///   itself (the source has no text), which may draw `whitespace-mismatch` or
///   `placeholder-mismatch`;
/// - an empty `.stringsdict` format or category text, which the `.lproj` rules pass over (the
///   NHS corpus has 602, its README's first defect): `empty-value`, and `placeholder-mismatch`
///   for the argument the empty text does not print.
///
/// What the catalog draws beyond that is the golden `Fixtures/catalog/migration-lint.txt`, one
/// line per finding, all `placeholder-mismatch`: defects of the corpus that the `.lproj` rules
/// do not see. They compare a `.stringsdict` entry only with the reference's `.stringsdict`
/// entry, and accept a category text that leaves the number out, where the catalog's check
/// compares every text with the source's. Corona-Warn-App: pt and pt_PT have plurals for two
/// keys the reference has as plain strings, and pl renames the nested `%2$#@seconds@` variable
/// of `Home_Risk_Status_Counter_Label`. NHS: three ar `other` texts do not print the number,
/// and pl prints it in `isolation_days_subtitle %ld`, whose English text leaves it out.
@Suite struct CatalogMigrationLintTests {
  /// `rule|language|key`: the language is the `.lproj`'s, or the one a catalog finding names
  /// ("missing fr translation", "the de value", "empty ar value"; the source language when it
  /// names none).
  static func signature(_ finding: LintFinding, sourceLanguage: String) -> String {
    let rule = finding.diagnostic.ruleID?.description ?? "-"
    var language = finding.path.split(separator: "/").first { $0.hasSuffix(".lproj") }.map {
      String($0.dropLast(".lproj".count))
    }
    if finding.path.hasSuffix(".xcstrings") {
      language =
        finding.diagnostic.message.firstMatch(
          of: /^(?:.* )?(?:the|missing|empty) ([A-Za-z0-9_-]+) (?:plural|value|translation)/
        ).map { String($0.1) } ?? sourceLanguage
    }
    return "\(rule)|\(language ?? "?")|\(finding.key ?? "-")"
  }

  /// What a key only translations have draws in the catalog: languages without it miss it, and
  /// the key itself stands in for the source text the translations are compared with.
  static let staleKeyRules: Set<String> = [
    "missing-key", "whitespace-mismatch", "placeholder-mismatch",
  ]

  static let carriedRules: Set<String> = [
    "missing-key", "empty-value", "whitespace-mismatch", "placeholder-mismatch",
  ]

  @Test func migratedCatalogsLintAsTheirSources() throws {
    let tables = CatalogMigrationRoundTripTests.tables()
    guard let corpus = Fixtures.sharedCorpus("strings")?.deletingLastPathComponent() else {
      print("skipping: ../shared/corpus/strings and stringsdict are not there")
      return
    }
    var residue: [String] = []
    var migrated = 0
    var carried = 0
    var emptyPluralTexts = 0
    tableLoop: for table in tables {
      let codes = table.files.keys.sorted()
      // As in the round trip: a folder of translations only uses one of them as the source.
      guard let source = codes.contains("en") ? "en" : codes.contains("Base") ? "Base" : codes.first
      else { continue }
      var languages: [CatalogMigration.Language] = []
      var strings: [StringsFile] = []
      var plurals: [StringsdictFile] = []
      for code in codes {
        let files = table.files[code]!
        var language = CatalogMigration.Language(language: code, strings: nil)
        if let url = files.strings {
          let file = StringsFileParser.parse(try Data(contentsOf: url), path: url.path)
          if file.hasErrors { continue tableLoop }  // the tools refuse it
          language.strings = file
          strings.append(file)
        }
        if let url = files.stringsdict {
          let parsed = StringsdictParser.parse(try Data(contentsOf: url), path: url.path)
          if StringsdictContent.read(parsed).hasErrors { continue tableLoop }
          language = CatalogMigration.Language(
            language: code, strings: language.strings, stringsdict: parsed)
          plurals.append(parsed)
        }
        languages.append(language)
      }
      let path = "\(table.folder)/\(table.name).xcstrings"
      let shown = String(path.dropFirst(corpus.path.count + 1))
      let catalog = CatalogMigration.catalog(
        path: path, sourceLanguage: source, languages: languages
      ).catalog
      migrated += 1
      // Xcode's layout: what the writer writes, stable when read and written again.
      let bytes = try #require(catalog.serialized())
      #expect(CatalogReader.read(bytes, path: path).serialized() == bytes, "\(shown)")

      let sourceFindings = Linter().run(
        try LintInput(files: strings, stringsdicts: plurals, reference: source))
      let catalogFindings = Linter().run(try LintInput(files: [], catalogs: [catalog]))
      var allowed = Set<String>()
      var staleKeys = Set<LiteralKey>()
      for finding in sourceFindings {
        let signature = Self.signature(finding, sourceLanguage: source)
        let rule = finding.diagnostic.ruleID?.description ?? ""
        if Self.carriedRules.contains(rule) { allowed.insert(signature) }
        if rule == "stale-key", let key = finding.key { staleKeys.insert(LiteralKey(key)) }
      }
      // Empty .stringsdict texts, which the .lproj rules pass over (NHS corpus README, defect 1).
      for language in languages {
        for entry in language.stringsdict
        where entry.format.isEmpty
          || entry.variables.contains(where: { $0.texts.contains { $0.text.isEmpty } })
        {
          // An empty text also lacks the argument its variable stands for.
          allowed.insert("empty-value|\(language.language)|\(entry.key)")
          allowed.insert("placeholder-mismatch|\(language.language)|\(entry.key)")
          emptyPluralTexts +=
            (entry.format.isEmpty ? 1 : 0)
            + entry.variables.reduce(0) { $0 + $1.texts.filter { $0.text.isEmpty }.count }
        }
      }
      for finding in catalogFindings {
        let signature = Self.signature(finding, sourceLanguage: source)
        if allowed.contains(signature)
          || (Self.staleKeyRules.contains(finding.diagnostic.ruleID?.description ?? "")
            && finding.key.map { staleKeys.contains(LiteralKey($0)) } == true)
        {
          carried += 1
          continue
        }
        let position = finding.diagnostic.position.map { ":\($0.line):\($0.column)" } ?? ""
        residue.append(
          "\(shown)\(position): \(signature): \(finding.diagnostic.message)")
      }
    }
    print("migration lint: \(migrated) tables, \(carried) findings carried from the sources")
    #expect(migrated > 20)
    #expect(carried > 1000)
    // 99 empty format keys and 503 empty category strings, as the NHS corpus README counts them.
    #expect(emptyPluralTexts == 602)
    expectGolden(residue.joined(separator: "\n") + "\n", at: "catalog/migration-lint.txt")
  }
}
