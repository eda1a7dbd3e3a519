extension Catalog {
  /// The catalog as the neutral per-language tables the rules read: the source language's
  /// first, then every other language of the catalog and of `extraLanguages` (`--languages`),
  /// sorted; a language lacking a key has an entry without texts.
  ///
  /// A key the source language has no localization for (an extracted key whose text is the key
  /// itself) gets the key as its source text.
  public func localizedTables(extraLanguages: [String] = [])
    -> (reference: LocalizedTable, translations: [LocalizedTable])
  {
    let source = sourceLanguage ?? "en"
    let others = Set(languages + extraLanguages).subtracting([source]).sorted()
    let reference = LocalizedTable(
      language: source, tableName: tableName, path: path, format: .catalog,
      entries: entries.map { entry in
        var localized = localizedEntry(entry, language: source)
        if !localized.isLocalized {
          localized.texts = [
            LocalizedText(
              path: "", value: entry.key, position: localized.keyPosition, isImplicit: true)
          ]
        }
        return localized
      })
    let translations = others.map { language in
      LocalizedTable(
        language: language, tableName: tableName, path: path, format: .catalog,
        entries: entries.map { localizedEntry($0, language: language) })
    }
    return (reference, translations)
  }

  private func localizedEntry(_ entry: CatalogEntry, language: String) -> LocalizedEntry {
    var result = LocalizedEntry(
      key: entry.key, keyPosition: position(entry.keyLocation), comment: entry.comment,
      extractionState: entry.extractionState, shouldTranslate: entry.shouldTranslate)
    guard let content = entry.localization(language)?.content else { return result }
    collect(content, prefix: "", into: &result)
    for substitution in content.substitutions {
      result.substitutions.append(
        LocalizedSubstitution(
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
  private func collect(_ content: CatalogContent, prefix: String, into result: inout LocalizedEntry)
  {
    if let unit = content.stringUnit {
      result.texts.append(
        LocalizedText(
          path: prefix, value: unit.value, position: position(unit.valueLocation),
          state: unit.state))
    }
    if let set = content.stringSet {
      for value in set.values {
        result.texts.append(
          LocalizedText(
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
