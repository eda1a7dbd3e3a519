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
      for finding in PluralSyntaxRule.check(definition(of: compiled)) {
        findings.append(
          LintFinding(
            .error(
              "the \(language) value of \(quoted(entry.key)) compiles to a .stringsdict "
                + "entry the runtime cannot use: \(finding.diagnostic.message)",
              at: catalog.position(localization?.location ?? entry.keyLocation)),
            key: entry.key))
      }
    }
    return findings
  }

  /// The definition a `.stringsdict` holding `compiled` reads back as, built without writing
  /// and parsing the XML: element for element what ``StringsdictWriter/lines(_:unit:)`` writes,
  /// and every string as the parser reads it back (the writer's escapes are exact). Writing and
  /// parsing every plural of a large catalog took a fifth of its lint.
  static func definition(of compiled: StringsdictWriter.Entry) -> PluralDefinition {
    let here = SourcePosition(path: "compiled.stringsdict", line: 1, column: 1)
    func node(_ value: PropertyListNode.Value) -> PropertyListNode {
      PropertyListNode(value: value, position: here, byteRange: 0..<0, contentRange: 0..<0)
    }
    func pair(_ key: String, _ value: PropertyListNode) -> PropertyListEntry {
      PropertyListEntry(key: key, keyPosition: here, keyByteRange: 0..<0, value: value)
    }
    var entries = [pair(PluralDefinition.formatKey, node(.string(compiled.format)))]
    for variable in compiled.variables {
      var texts: [PropertyListEntry] = []
      if let ruleType = variable.ruleType {
        texts.append(pair("NSStringFormatSpecTypeKey", node(.string(ruleType))))
      }
      if let valueType = variable.valueType {
        texts.append(pair("NSStringFormatValueTypeKey", node(.string(valueType))))
      }
      for (name, text) in variable.texts { texts.append(pair(name, node(.string(text)))) }
      entries.append(pair(variable.name, node(.dictionary(texts))))
    }
    return PluralDefinition(pair(compiled.key, node(.dictionary(entries))))
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
