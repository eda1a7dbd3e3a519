extension CatalogTables {
  /// The translated entries of keys to translate, each beside its source entry, in language and
  /// file order: made as they are iterated, not stored. A catalog has an entry per key and
  /// language, and the pairs, stored, took as much memory as the texts they point at.
  public struct TranslatedEntries: Sequence, Sendable {
    let reference: CatalogLanguageTable
    let translations: [CatalogLanguageTable]

    public func makeIterator() -> Iterator {
      Iterator(reference: reference.entries, translations: translations)
    }

    public struct Iterator: IteratorProtocol {
      let reference: [CatalogLanguageEntry]
      let translations: [CatalogLanguageTable]
      /// The table being iterated, then the next.
      var table = 0
      var language = ""
      var entries: [CatalogLanguageEntry] = []
      var entry = 0

      init(reference: [CatalogLanguageEntry], translations: [CatalogLanguageTable]) {
        self.reference = reference
        self.translations = translations
        if let first = translations.first {
          language = first.language
          entries = first.entries
        }
      }

      public mutating func next() -> TranslatedEntry? {
        while table < translations.count {
          // Paired by place, as `zip` pairs them: every table holds the keys in one order.
          while entry < Swift.min(entries.count, reference.count) {
            let index = entry
            entry += 1
            if reference[index].shouldTranslate {
              return TranslatedEntry(
                language: language, entry: entries[index], reference: reference[index])
            }
          }
          table += 1
          entry = 0
          if table < translations.count {
            language = translations[table].language
            entries = translations[table].entries
          } else {
            entries = []
          }
        }
        return nil
      }
    }
  }

  /// Each text of ``TranslatedEntries`` that has a source text to compare with, beside it
  /// (see ``CatalogTables/referenceText(for:in:)``): made as they are iterated, not stored.
  public struct TranslatedTexts: Sequence, Sendable {
    let entries: TranslatedEntries

    public func makeIterator() -> Iterator { Iterator(entries: entries.makeIterator()) }

    public struct Iterator: IteratorProtocol {
      var entries: TranslatedEntries.Iterator
      /// The entry whose texts are being iterated; none before the first.
      var pair: TranslatedEntry?
      var text = 0
      var textCount = 0

      public mutating func next() -> TranslatedText? {
        while true {
          while text < textCount {
            let index = text
            text += 1
            if let referenceIndex = pair!.entry.referenceTextIndex(index, in: pair!.reference) {
              return TranslatedText(
                language: pair!.language, entry: pair!.entry, reference: pair!.reference,
                textIndex: Int32(index), referenceIndex: Int32(referenceIndex))
            }
          }
          pair = entries.next()
          guard let pair else { return nil }
          text = 0
          textCount = pair.entry.textCount
        }
      }
    }
  }
}
