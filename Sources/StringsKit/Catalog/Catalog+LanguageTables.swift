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
      languageTable(others[index], isSource: false, reference: reference)
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
  /// as its text. Given the source language's table of this catalog, the new one shares its
  /// index of keys (when no key repeats, every language's table holds the keys in the same
  /// places), and each text records which source text it is compared with.
  func languageTable(
    _ language: String, isSource: Bool, reference other: CatalogLanguageTable? = nil
  ) -> CatalogLanguageTable {
    // The same keys in the same places: each entry shares its key's fields with the source's.
    let sameKeys = other.flatMap { $0.entries.count == self.entries.count ? $0.entries : nil }
    var entries: [CatalogLanguageEntry] = []
    entries.reserveCapacity(self.entries.count)
    for (index, entry) in self.entries.enumerated() {
      var localized = localizedEntry(entry, language: language, sameKeyAs: sameKeys?[index])
      if isSource && !localized.isLocalized {
        localized.appendText(
          CatalogTexts.Compact(
            path: "", value: entry.key, location: entry.keyLocation, state: .absent,
            isImplicit: true))
      }
      if !isSource, let reference = sameKeys?[index] { localized.pairTexts(with: reference) }
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
      appendText(
        path: prefix, value: unit.value, location: unit.valueLocation, state: unit.state,
        to: &result)
    }
    if let set = content.stringSet {
      for value in set.values {
        appendText(
          path: prefix.isEmpty ? "stringSet" : "\(prefix).stringSet", value: value,
          location: set.location, state: set.state, to: &result)
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

  /// Adds a text to `result`: compact when its state is one of Xcode's (nearly always).
  private func appendText(
    path: String, value: String, location: CatalogLocation, state: String?,
    to result: inout CatalogLanguageEntry
  ) {
    if let code = CatalogTexts.State(state) {
      result.appendText(
        CatalogTexts.Compact(path: path, value: value, location: location, state: code))
    } else {
      result.appendText(
        CatalogText(path: path, value: value, position: position(location), state: state))
    }
  }
}
