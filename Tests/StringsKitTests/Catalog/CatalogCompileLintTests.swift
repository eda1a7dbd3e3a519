import Foundation
import Testing

@testable import StringsKit

/// Every catalog of `../shared/corpus/xcstrings/` compiled, and the compiled tree linted by the
/// real lint engine with the rules `strings-lint` runs by default, as `strings-lint` lints the
/// `.lproj` folders a build bundles (the plural rules over every compiled `.stringsdict`:
/// plural-syntax, plural-categories, placeholder-mismatch, plural-hardcoded-number,
/// unresolved-plural, shadowed-key).
///
/// What the compiled tree may draw, and nothing else:
/// - `missing-key` for exactly the keys a language leaves to fall back, each one the catalog
///   does not ship in that language (no localization, not to be translated, or no text in a
///   shipped state);
/// - the findings the catalog itself draws, rule by rule, key by key and language by language
///   (its plurals lacking categories, its whitespace differences): compiling adds none and
///   hides none;
/// - two defects of the corpus that only show in compiled form, named in ``knownDefects``.
@Suite struct CatalogCompileLintTests {
  /// Findings of compiled corpus catalogs that the catalogs cause and their own lint cannot
  /// show, as `catalog path below the corpus | rule | language | key`.
  static let knownDefects: Set<String> = [
    // NetNewsWire's shared catalog has an entry whose key is empty: its source table gets
    // `"" = ""`, an empty value.
    "netnewswire/Shared/Localizable.xcstrings|empty-value|en|",
    // CotEditor's pt `one` text says "1 erro encontrado." where pt `one` also covers 0.
    "coteditor/CotEditor/Localizables/Settings/SyntaxEditor.xcstrings"
      + "|plural-hardcoded-number|pt|%lld errors found.",
  ]

  /// Catalog-only findings: a compiled table has no states and no extraction, so these have no
  /// counterpart there.
  static let catalogOnlyRules: Set<String> = ["needs-review", "stale-key", "missing-key"]

  /// `rule|language|key` of a finding on a compiled `<lang>.lproj/` file.
  static func compiledSignature(_ finding: LintFinding) -> String {
    let path = finding.path.split(separator: "/")
    let lproj = path.first { $0.hasSuffix(".lproj") } ?? ""
    return "\(finding.diagnostic.ruleID?.description ?? "-")|\(lproj.dropLast(".lproj".count))|"
      + (finding.key ?? "-")
  }

  /// `rule|language|key` of a finding on the catalog: the language its message names ("the fr
  /// plural of", "the ja value of").
  static func catalogSignature(_ finding: LintFinding) -> String {
    let message = finding.diagnostic.message
    let language =
      message.firstMatch(of: /the ([A-Za-z0-9_-]+) (plural|value|translation)/).map {
        String($0.1)
      } ?? "?"
    return "\(finding.diagnostic.ruleID?.description ?? "-")|\(language)|\(finding.key ?? "-")"
  }

  /// Whether the catalog ships any text of `content` in a language that is not the source.
  static func shipsText(_ content: CatalogContent) -> Bool {
    if let unit = content.stringUnit, [nil, "translated", "needs_review"].contains(unit.state) {
      return true
    }
    return content.variations.contains { $0.cases.contains { shipsText($0.content) } }
  }

  @Test func compiledCorpusLintsAsItsCatalogs() throws {
    guard let root = Fixtures.sharedCorpus("xcstrings") else {
      print("skipping: ../shared/corpus/xcstrings is not there")
      return
    }
    let catalogs = Fixtures.files(below: root, suffix: ".xcstrings")
    #expect(catalogs.count >= 65)
    var seenDefects = Set<String>()
    var pluralFiles = 0
    var fallbacks = 0
    for url in catalogs {
      let name = String(url.path.dropFirst(root.path.count + 1))
      let catalog = CatalogReader.read(try [UInt8](Data(contentsOf: url)), path: url.path)
      try #require(catalog.blockingDiagnostics.isEmpty)
      let compiled = CatalogCompiler.compile(catalog)
      var strings: [StringsFile] = []
      var plurals: [StringsdictFile] = []
      var keys: [String: Set<LiteralKey>] = [:]
      for language in compiled.languages {
        let base = "Build/\(language.language).lproj/\(compiled.tableName)"
        if !language.strings.isEmpty {
          strings.append(StringsFileParser.parse(language.stringsData(), path: base + ".strings"))
        }
        if !language.stringsdict.isEmpty {
          plurals.append(
            StringsdictParser.parse(language.stringsdictData(), path: base + ".stringsdict"))
        }
        keys[language.language] = Set(
          (language.strings.map(\.key) + language.stringsdict.map(\.key)).map(LiteralKey.init))
      }
      pluralFiles += plurals.count
      let findings = Linter().run(
        try LintInput(files: strings, stringsdicts: plurals, reference: compiled.sourceLanguage))
      let own = Linter().run(try LintInput(files: [], catalogs: [catalog]))

      // Falling back: exactly the keys a language lacks, each one the catalog does not ship.
      let missing = findings.filter { $0.diagnostic.ruleID == "missing-key" }
      var expectedMissing = Set<String>()
      let source = keys[compiled.sourceLanguage] ?? []
      for (language, present) in keys where language != compiled.sourceLanguage {
        for key in source.subtracting(present) { expectedMissing.insert("\(language)|\(key)") }
      }
      #expect(
        Set(missing.map { Self.compiledSignature($0).split(separator: "|", maxSplits: 1)[1] })
          == Set(expectedMissing.map { Substring($0) }), "\(name)")
      for finding in missing {
        let language = String(Self.compiledSignature(finding).split(separator: "|")[1])
        let entry = try #require(catalog.entries.last { $0.key.isLiterallyEqual(to: finding.key!) })
        let shipped =
          entry.shouldTranslate
          && entry.localization(language).map { Self.shipsText($0.content) }
            == true
        let unsupported = compiled.diagnostics.contains {
          $0.message.hasPrefix("\"\(entry.key)\" in \(language) ")
        }
        #expect(!shipped || unsupported, "\(name): \(language) ships \"\(entry.key)\"")
      }
      fallbacks += missing.count

      // Everything else: the catalog's own findings, and the named defects.
      var compiledRest: [String] = []
      for finding in findings where finding.diagnostic.ruleID != "missing-key" {
        let signature = Self.compiledSignature(finding)
        if Self.knownDefects.contains("\(name)|\(signature)") {
          seenDefects.insert("\(name)|\(signature)")
        } else {
          compiledRest.append(signature)
        }
        #expect(finding.diagnostic.severity != .error, "\(name): \(finding.diagnostic)")
      }
      let catalogRest = own.filter {
        !Self.catalogOnlyRules.contains($0.diagnostic.ruleID?.description ?? "")
      }.map(Self.catalogSignature)
      #expect(compiledRest.sorted() == catalogRest.sorted(), "\(name)")
    }
    #expect(seenDefects == Self.knownDefects)
    #expect(pluralFiles > 50)
    #expect(fallbacks > 100)
  }
}
