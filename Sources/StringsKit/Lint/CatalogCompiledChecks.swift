import Foundation

/// What a catalog's compiled tables would draw from the rules that check what the runtime
/// reads (`plural-syntax`, `unresolved-plural`), found on the catalog itself: each localization
/// is compiled as ``CatalogCompiler`` compiles it and checked in that form, so a catalog lints
/// clean exactly when its compiled tables do. What the runtime falls back from by design is
/// not compiled and so draws nothing here: a plural without `other`, an untranslated text.
///
/// Both rules read the same compilation (``CatalogTables/compiledLocalizations``): the catalog
/// is compiled once, by whichever rule gets there first.
enum CatalogCompiledChecks {
  /// One compiled localization that a check reads: the entry (an index into
  /// ``Catalog/entries``), the language, the localization (an index into the entry's
  /// localizations; `nil` for the source language's stand-in, the key itself) and its outcome.
  struct Compiled: Sendable {
    var entry: Int
    var language: String
    var localization: Int?
    var outcome: CatalogCompiler.Outcome
    /// Where the localization and its string unit's value are: the checks report there, and
    /// ``CatalogTables`` keeps no localizations.
    var location: CatalogLocation?
    var valueLocation: CatalogLocation?
  }

  /// Every localization of `catalog` compiled, in catalog order, keeping only what a check
  /// reads: each `.stringsdict` entry, and each `.strings` value that holds a `#` (a
  /// `%#@name@` reference cannot be written without one). Empty for a catalog that cannot be
  /// compiled.
  static func compile(_ catalog: Catalog) -> [Compiled] {
    guard catalog.blockingDiagnostics.isEmpty else { return [] }
    var result: [Compiled] = []
    func keep(_ outcome: CatalogCompiler.Outcome) -> Bool {
      switch outcome {
      case .stringsdict: true
      case .strings(let value): value.containsByte(UInt8(ascii: "#"))
      case .omitted, .unsupported: false
      }
    }
    let sourceLanguage = catalog.sourceLanguage ?? "en"
    for (index, entry) in catalog.entries.enumerated() {
      if entry.localization(sourceLanguage) == nil {
        let outcome = CatalogCompiler.Outcome.strings(entry.key)
        if keep(outcome) {
          result.append(
            Compiled(
              entry: index, language: sourceLanguage, localization: nil, outcome: outcome,
              location: nil, valueLocation: nil))
        }
      }
      for (offset, localization) in entry.localizations.enumerated() {
        guard
          let outcome = CatalogCompiler.outcome(
            of: localization, in: entry, sourceLanguage: sourceLanguage),
          keep(outcome)
        else { continue }
        result.append(
          Compiled(
            entry: index, language: localization.language, localization: offset,
            outcome: outcome, location: localization.location,
            valueLocation: localization.content.stringUnit?.valueLocation))
      }
    }
    return result
  }

  /// Each localization's compiled `.stringsdict` entry checked as ``PluralSyntaxRule`` checks
  /// one in a file (a device variation without `other`, a `%#@name@` without a substitution,
  /// a substitution that refers to itself), reported at the localization.
  static func pluralSyntax(_ tables: CatalogTables) -> [LintFinding] {
    let catalog = tables.catalog
    var findings: [LintFinding] = []
    for compiled in tables.compiledLocalizations {
      guard case .stringsdict(let entryCompiled) = compiled.outcome else { continue }
      let entry = catalog.entries[compiled.entry]
      for finding in PluralSyntaxRule.check(PluralDefinition(compiled: entryCompiled)) {
        findings.append(
          LintFinding(
            .error(
              "the \(compiled.language) value of \(quoted(entry.key)) compiles to a .stringsdict "
                + "entry the runtime cannot use: \(finding.diagnostic.message)",
              at: catalog.position(compiled.location ?? entry.keyLocation)),
            key: entry.key))
      }
    }
    return findings
  }

  /// Each localization compiled to a `.strings` value that holds `%#@name@`: only a
  /// `.stringsdict` entry resolves it, and a localization compiles to one only when it has
  /// substitutions or variations, so the text would be shown as written.
  static func unresolvedPlurals(_ tables: CatalogTables) -> [LintFinding] {
    let catalog = tables.catalog
    var findings: [LintFinding] = []
    for compiled in tables.compiledLocalizations {
      guard case .strings(let value) = compiled.outcome,
        let name = FormatSpecifier.scan(value).lazy.compactMap({ specifier -> String? in
          if case .stringsdictReference(let name) = specifier.kind { return name }
          return nil
        }).first
      else { continue }
      let entry = catalog.entries[compiled.entry]
      let whose =
        compiled.localization == nil
        ? "(the key itself: the source language has no text) " : ""
      let location = compiled.valueLocation ?? compiled.location ?? entry.keyLocation
      findings.append(
        LintFinding(
          .error(
            "the \(compiled.language) value of \(quoted(entry.key)) \(whose)uses %#@\(name)@ but "
              + "has no substitution \(quoted(name)); compiled, the text is shown as written",
            at: catalog.position(location)),
          key: entry.key))
    }
    return findings
  }
}
