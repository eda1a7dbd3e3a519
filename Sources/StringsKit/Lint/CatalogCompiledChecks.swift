import Foundation

/// What a catalog's compiled tables would draw from the rules that check what the runtime
/// reads (`plural-syntax`, `unresolved-plural`), found on the catalog itself: each localization
/// is compiled as ``CatalogCompiler`` compiles it and checked in that form, so a catalog lints
/// clean exactly when its compiled tables do. What the runtime falls back from by design is
/// not compiled and so draws nothing here: a plural without `other`, an untranslated text.
enum CatalogCompiledChecks {
  /// Each localization's compiled `.stringsdict` entry checked as ``PluralSyntaxRule`` checks
  /// one in a file (a device variation without `other`, a `%#@name@` without a substitution,
  /// a substitution that refers to itself), reported at the localization.
  static func pluralSyntax(_ catalog: Catalog) -> [LintFinding] {
    var findings: [LintFinding] = []
    forEachOutcome(catalog) { entry, language, localization, outcome in
      guard case .stringsdict(let compiled) = outcome else { return }
      let file = StringsdictParser.parse(
        StringsdictWriter.data(for: [compiled]), path: "\(language).lproj/compiled.stringsdict")
      for definition in file.definitions {
        for finding in PluralSyntaxRule.check(definition) {
          findings.append(
            LintFinding(
              .error(
                "the \(language) value of \(quoted(entry.key)) compiles to a .stringsdict "
                  + "entry the runtime cannot use: \(finding.diagnostic.message)",
                at: catalog.position(localization?.location ?? entry.keyLocation)),
              key: entry.key))
        }
      }
    }
    return findings
  }

  /// Each localization compiled to a `.strings` value that holds `%#@name@`: only a
  /// `.stringsdict` entry resolves it, and a localization compiles to one only when it has
  /// substitutions or variations, so the text would be shown as written.
  static func unresolvedPlurals(_ catalog: Catalog) -> [LintFinding] {
    var findings: [LintFinding] = []
    forEachOutcome(catalog) { entry, language, localization, outcome in
      guard case .strings(let value) = outcome,
        let name = FormatSpecifier.scan(value).lazy.compactMap({ specifier -> String? in
          if case .stringsdictReference(let name) = specifier.kind { return name }
          return nil
        }).first
      else { return }
      let whose =
        localization == nil
        ? "(the key itself: the source language has no text) " : ""
      let location =
        localization?.content.stringUnit?.valueLocation ?? localization?.location
        ?? entry.keyLocation
      findings.append(
        LintFinding(
          .error(
            "the \(language) value of \(quoted(entry.key)) \(whose)uses %#@\(name)@ but has no "
              + "substitution \(quoted(name)); compiled, the text is shown as written",
            at: catalog.position(location)),
          key: entry.key))
    }
    return findings
  }

  /// Calls `body` with every compiled localization: the entry, the language, the
  /// localization (`nil` for the source language's stand-in, the key itself) and its outcome.
  private static func forEachOutcome(
    _ catalog: Catalog,
    _ body: (CatalogEntry, String, CatalogLocalization?, CatalogCompiler.Outcome) -> Void
  ) {
    guard catalog.blockingDiagnostics.isEmpty else { return }
    let sourceLanguage = catalog.sourceLanguage ?? "en"
    for entry in catalog.entries {
      if entry.localization(sourceLanguage) == nil {
        body(entry, sourceLanguage, nil, .strings(entry.key))
      }
      for localization in entry.localizations {
        guard
          let outcome = CatalogCompiler.outcome(
            of: localization, in: entry, sourceLanguage: sourceLanguage)
        else { continue }
        body(entry, localization.language, localization, outcome)
      }
    }
  }
}
