extension Catalog {
  /// The catalog as the per-language tables the rules read: the source language's
  /// first, then every other language of the catalog and of `extraLanguages` (`--languages`),
  /// sorted; a language lacking a key has an entry without texts.
  ///
  /// A key the source language has no localization for (an extracted key whose text is the key
  /// itself) gets the key as its source text.
  public func languageTables(extraLanguages: [String] = [])
    -> (reference: CatalogLanguageTable, translations: [CatalogLanguageTable])
  {
    let (source, others) = tableLanguages(extraLanguages: extraLanguages)
    let reference = languageTable(source, isSource: true)
    // Each other language's table is built apart from the others: on every core.
    let translations = Parallel.map(others.count) { index in
      languageTable(others[index], isSource: false, sameKeysAs: reference)
    }
    return (reference, translations)
  }

  /// The languages of ``languageTables(extraLanguages:)``: the source language, and the others
  /// sorted.
  func tableLanguages(extraLanguages: [String]) -> (source: String, others: [String]) {
    let source = sourceLanguage ?? "en"
    return (source, Set(languages + extraLanguages).subtracting([source]).sorted())
  }

  /// One language's table; the source language's gives a key without a localization the key
  /// as its text. Given another language's table of this catalog, the new one shares its index
  /// of keys (when no key repeats, every language's table holds the keys in the same places).
  func languageTable(
    _ language: String, isSource: Bool, sameKeysAs other: CatalogLanguageTable? = nil
  ) -> CatalogLanguageTable {
    // The same keys in the same places: each entry shares its key's fields with the other's.
    let sameKeys = other.flatMap { $0.entries.count == self.entries.count ? $0.entries : nil }
    var entries: [CatalogLanguageEntry] = []
    entries.reserveCapacity(self.entries.count)
    for (index, entry) in self.entries.enumerated() {
      var localized = localizedEntry(entry, language: language, sameKeyAs: sameKeys?[index])
      if isSource && !localized.isLocalized {
        localized.texts = [
          CatalogText(
            path: "", value: entry.key, position: localized.keyPosition, isImplicit: true)
        ]
      }
      entries.append(localized)
    }
    if let other, other.entries.count == entries.count {
      return CatalogLanguageTable(
        language: language, tableName: tableName, path: path, entries: entries, sameKeysAs: other)
    }
    return CatalogLanguageTable(
      language: language, tableName: tableName, path: path, entries: entries)
  }

  private func localizedEntry(
    _ entry: CatalogEntry, language: String, sameKeyAs other: CatalogLanguageEntry?
  ) -> CatalogLanguageEntry {
    var result =
      other.map(CatalogLanguageEntry.init(sameKeyAs:))
      ?? CatalogLanguageEntry(
        key: entry.key, keyPosition: position(entry.keyLocation), comment: entry.comment,
        extractionState: entry.extractionState, shouldTranslate: entry.shouldTranslate)
    guard let content = entry.localization(language)?.content else { return result }
    collect(content, prefix: "", into: &result)
    for substitution in content.substitutions {
      result.substitutions.append(
        CatalogLanguageSubstitution(
          name: substitution.name, argNum: substitution.argNum,
          formatSpecifier: substitution.formatSpecifier, position: position(substitution.location)))
      let prefix = "substitutions.\(substitution.name)"
      collect(
        CatalogContent(variations: substitution.variations, location: substitution.location),
        prefix: prefix, into: &result)
    }
    return result
  }

  /// The texts and plural categories of `content` and its variations, depth first.
  private func collect(
    _ content: CatalogContent, prefix: String, into result: inout CatalogLanguageEntry
  ) {
    if let unit = content.stringUnit {
      result.texts.append(
        CatalogText(
          path: prefix, value: unit.value, position: position(unit.valueLocation),
          state: unit.state))
    }
    if let set = content.stringSet {
      for value in set.values {
        result.texts.append(
          CatalogText(
            path: prefix.isEmpty ? "stringSet" : "\(prefix).stringSet", value: value,
            position: position(set.location), state: set.state))
      }
    }
    for variations in content.variations {
      let selectorPath = prefix.isEmpty ? variations.selector : "\(prefix).\(variations.selector)"
      if variations.selector == "plural" {
        result.pluralCategories.append(
          (selectorPath, variations.cases.map(\.name), position(variations.location)))
      }
      for variationCase in variations.cases {
        collect(
          variationCase.content, prefix: "\(selectorPath).\(variationCase.name)", into: &result)
      }
    }
  }
}
