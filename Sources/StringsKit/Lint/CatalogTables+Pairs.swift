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
      /// Whether each source entry's key is to be translated, read once.
      let translate: [Bool]
      let translations: [CatalogLanguageTable]
      /// The table being iterated, then the next.
      var table = 0
      var language = ""
      var entries: [CatalogLanguageEntry] = []
      /// The next entry of `entries` to look at.
      var entry = 0
      /// The entry ``advance()`` last stopped at, in `entries` and `reference`.
      var current = 0

      init(reference: [CatalogLanguageEntry], translations: [CatalogLanguageTable]) {
        self.reference = reference
        translate = reference.map(\.shouldTranslate)
        self.translations = translations
        if let first = translations.first {
          language = first.language
          entries = first.entries
        }
      }

      public mutating func next() -> TranslatedEntry? {
        guard advance() else { return nil }
        return TranslatedEntry(
          language: language, entry: entries[current], reference: reference[current])
      }

      /// Moves ``current`` to the next entry to translate; `false` after the last.
      mutating func advance() -> Bool {
        while table < translations.count {
          // Paired by place, as `zip` pairs them: every table holds the keys in one order.
          let count = Swift.min(entries.count, reference.count)
          while entry < count {
            let index = entry
            entry += 1
            if translate[index] {
              current = index
              return true
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
        return false
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
      /// The next text of the current entry to look at, and how many it has.
      var text = 0
      var textCount = 0

      public mutating func next() -> TranslatedText? {
        while true {
          let current = entries.current
          while text < textCount {
            let index = text
            text += 1
            if let referenceIndex = entries.entries[current].referenceTextIndex(
              index, in: entries.reference[current])
            {
              return TranslatedText(
                language: entries.language, entry: entries.entries[current],
                reference: entries.reference[current], place: Int32(current),
                textIndex: Int32(index), referenceIndex: Int32(referenceIndex))
            }
          }
          guard entries.advance() else { return nil }
          text = 0
          textCount = entries.entries[entries.current].textCount
        }
      }
    }
  }
}
