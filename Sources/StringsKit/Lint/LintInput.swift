/// Everything the rules look at: the parsed tables grouped by resource folder and language, the
/// loose `.strings` files, and (with `--sources`) the keys the Swift code uses.
///
/// Build one with ``init(files:reference:sources:)`` from parsed files; their paths decide the
/// grouping (`<folder>/<lang>.lproj/<Table>.strings`), as ``LocalizationProject`` describes.
public struct LintInput: Sendable {
  /// One resource folder's languages and tables.
  public struct Group: Sendable {
    /// The folder holding the `.lproj` folders, as displayed (`""` for the current folder).
    public var path: String
    /// The language every other one is compared with. A group may lack it (no table of that
    /// language in this folder); its tables are then checked one by one only.
    public var referenceLanguage: String
    /// Language → table name → parsed `.strings` table.
    public var tables: [String: [String: LintTable]]
    /// Language → table name → parsed `.stringsdict` file.
    public var stringsdicts: [String: [String: StringsdictFile]]
    /// Language → table name → the table as the runtime sees it (`.strings` and `.stringsdict`
    /// of that name together), as of ``init(path:referenceLanguage:tables:stringsdicts:)``.
    /// Built on first use (only the rules that compare languages read it) and then kept.
    public var localized: [String: [String: LocalizedTable]] { view.localized }

    /// The cross-language view, shared by the copies of this group.
    fileprivate let view: LocalizedView

    public init(
      path: String, referenceLanguage: String, tables: [String: [String: LintTable]],
      stringsdicts: [String: [String: StringsdictFile]] = [:]
    ) {
      self.path = path
      self.referenceLanguage = referenceLanguage
      self.tables = tables
      self.stringsdicts = stringsdicts
      view = LocalizedView(tables: tables, stringsdicts: stringsdicts)
    }

    /// Every language but the reference, sorted.
    public var translations: [String] {
      Set(tables.keys).union(stringsdicts.keys).filter { $0 != referenceLanguage }.sorted()
    }

    /// The language whose CLDR rules a `Base` folder follows: the reference language, or `en`
    /// when the reference is `Base` itself.
    public var baseLanguage: String { referenceLanguage == "Base" ? "en" : referenceLanguage }

    /// Each translated table (as the runtime sees it) with the reference table of the same
    /// name, sorted by language and table name; tables the reference lacks are left out.
    public var localizedComparisons:
      [(language: String, reference: LocalizedTable, translation: LocalizedTable)]
    {
      guard let reference = localized[referenceLanguage] else { return [] }
      var result: [(String, LocalizedTable, LocalizedTable)] = []
      for language in translations {
        for (name, table) in (localized[language] ?? [:]).sorted(by: { $0.key < $1.key }) {
          if let referenceTable = reference[name] {
            result.append((language, referenceTable, table))
          }
        }
      }
      return result
    }

    /// The reference language's tables, sorted by name.
    public var referenceTables: [(name: String, table: LintTable)] {
      (tables[referenceLanguage] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Each translated table with the reference table of the same name, sorted by language and
    /// table name. Tables the reference lacks are left out: there is nothing to compare them
    /// with.
    public var comparisons: [(language: String, reference: LintTable, translation: LintTable)] {
      guard let reference = tables[referenceLanguage] else { return [] }
      var result: [(String, LintTable, LintTable)] = []
      for language in translations {
        for (name, table) in (tables[language] ?? [:]).sorted(by: { $0.key < $1.key }) {
          if let referenceTable = reference[name] {
            result.append((language, referenceTable, table))
          }
        }
      }
      return result
    }

    /// Every text of every translated table, `.strings` values and `.stringsdict` strings
    /// alike, beside the reference text it stands for (``LocalizedTable/Entry/counterpart(of:)``),
    /// in ``localizedComparisons`` order and file order: what the rules that compare a
    /// translation's text with the reference's look at. Built once per reference language and
    /// kept, since several rules read it.
    public var translatedTexts: [TextPair] {
      view.translatedTexts(referenceLanguage: referenceLanguage) { buildTranslatedTexts() }
    }

    private func buildTranslatedTexts() -> [TextPair] {
      var result: [TextPair] = []
      for (language, reference, translation) in localizedComparisons {
        var guess = 0
        for position in translation.entries.indices {
          let key = translation.key(at: position)
          guard let referencePosition = reference.position(of: key, near: guess) else { continue }
          guess = referencePosition + 1
          // Two `.strings` values (most entries): one text each, in the same slot, read in
          // place without making either entry.
          if let value = translation.stringValue(at: position),
            let referenceValue = reference.stringValue(at: referencePosition)
          {
            result.append(
              TextPair(
                language: language, key: key,
                text: LocalizedText(slot: .value, text: value.text, position: value.position),
                referenceText: LocalizedText(
                  slot: .value, text: referenceValue.text, position: referenceValue.position)))
            continue
          }
          let entry = translation.entries[position]
          let referenceEntry = reference.entries[referencePosition]
          for text in entry.texts {
            guard let referenceText = referenceEntry.counterpart(of: text) else { continue }
            result.append(
              TextPair(
                language: language, key: entry.key, text: text, referenceText: referenceText))
          }
        }
      }
      return result
    }

    /// The string values of the translations whose key also has a string value in the
    /// reference, in ``comparisons`` order and file order, those whose value and reference
    /// value pass `include`: the others are never made, as a rule that looks at few pairs
    /// (those with a `%`) spent more on copying both entries of every pair than on checking
    /// them.
    ///
    /// With `holdingEither`, a pair is kept only when one of its values holds that ASCII
    /// character (`include` is still asked): where both files are UTF-8 and the pair's keys
    /// are spelled alike, their bytes tell, and neither entry's strings are read
    /// (``SpelledEntries``).
    public func translatedValues(
      holdingEither character: UInt8? = nil,
      where include: (_ value: String, _ referenceValue: String) -> Bool
    ) -> [TranslatedValue] {
      var result: [TranslatedValue] = []
      for (language, reference, translation) in comparisons {
        let bytesTell = character != nil && !translation.hasDuplicates && !reference.hasDuplicates
        // Entries read in place through their buffers; only the pairs kept are copied out.
        translation.file.withEntries { entries, mine in
          reference.file.withEntries { referenceEntries, theirs in
            let spelled = bytesTell ? mine.flatMap { mine in theirs.map { (mine, $0) } } : nil
            // Walked beside each other: the reference key after the last one found is tried
            // before hashing (see ``LocalizedTable/position(of:near:)``).
            var guess = 0
            for offset in entries.indices {
              if let (mine, theirs) = spelled, let character, guess < referenceEntries.count,
                mine.keySpelledAlike(offset, theirs, guess),
                !mine.valueMayHold(character, offset), !theirs.valueMayHold(character, guess)
              {
                // The same key, and neither value holds the character.
                guess += 1
                continue
              }
              let key = entries[offset].key
              guard
                !translation.hasDuplicates || translation.lastIndex[LiteralKey(key)] == offset,
                case .string(let value) = entries[offset].propertyListValue
              else { continue }
              let referenceOffset: Int
              // Spelled otherwise than the key at the guess (above), it is looked up.
              if spelled == nil, !reference.hasDuplicates, guess < referenceEntries.count,
                referenceEntries[guess].key.isLiterallyEqual(to: key)
              {
                referenceOffset = guess
              } else if let found = reference.lastIndex[LiteralKey(key)] {
                referenceOffset = found
              } else {
                continue
              }
              guess = referenceOffset + 1
              guard
                case .string(let referenceValue) = referenceEntries[referenceOffset]
                  .propertyListValue,
                include(value, referenceValue)
              else { continue }
              result.append(
                TranslatedValue(
                  language: language, entry: entries[offset], value: value,
                  referenceEntry: referenceEntries[referenceOffset],
                  referenceValue: referenceValue)
              )
            }
          }
        }
      }
      return result
    }
  }

  /// A translation's text beside the reference text it stands for.
  public struct TextPair: Sendable {
    public var language: String
    public var key: String
    public var text: LocalizedText
    public var referenceText: LocalizedText
  }

  /// A translation's string value beside the reference's string value for the same key.
  public struct TranslatedValue: Sendable {
    public var language: String
    public var entry: StringsEntry
    public var value: String
    public var referenceEntry: StringsEntry
    public var referenceValue: String
  }

  /// What the Swift sources use, when `--sources` was given.
  public struct Sources: Sendable {
    public var references: [KeyReference]
    /// Glob patterns (`*`, `?`) of keys built at run time, exempt from `unused-key`.
    public var allowUnused: [String]

    public init(references: [KeyReference], allowUnused: [String] = []) {
      self.references = references
      self.allowUnused = allowUnused
    }
  }

  public var groups: [Group]
  /// `.strings` files outside any `.lproj`: checked for syntax and duplicates only.
  public var looseFiles: [StringsFile]
  /// `.stringsdict` files outside any `.lproj`: checked for syntax only.
  public var looseStringsdicts: [StringsdictFile] = []
  public var sources: Sources?
  /// The String Catalogs, each with its per-language tables.
  public var catalogs: [CatalogTables] = []

  public init(
    groups: [Group], looseFiles: [StringsFile] = [], sources: Sources? = nil,
    catalogs: [CatalogTables] = []
  ) {
    self.groups = groups
    self.looseFiles = looseFiles
    self.sources = sources
    self.catalogs = catalogs
  }

  /// Groups parsed files by resource folder, language and table (from their paths) and picks
  /// each folder's reference language.
  ///
  /// - Parameter reference: `--reference LANG`; `nil` picks `en`, else `Base`, per folder.
  /// - Throws: ``StringsError/unknownReferenceLanguage(requested:found:)`` when no folder has
  ///   the requested language, ``StringsError/noReferenceLanguage(found:)`` when there are
  ///   `.lproj` folders but none holds `en` or `Base`.
  public init(
    files: [StringsFile], stringsdicts: [StringsdictFile] = [], reference: String? = nil,
    sources: Sources? = nil, catalogs: [Catalog] = [], languages: [String] = []
  ) throws(StringsError) {
    try self.init(
      tables: files.map(LintTable.init), stringsdicts: stringsdicts, reference: reference,
      sources: sources, catalogs: catalogs.map { CatalogTables($0, extraLanguages: languages) })
  }

  /// Like ``init(files:reference:sources:)``, for files already indexed (the command indexes
  /// them on the worker threads that parse them).
  public init(
    tables: [LintTable], stringsdicts: [StringsdictFile] = [], reference: String? = nil,
    sources: Sources? = nil, catalogs: [CatalogTables] = []
  ) throws(StringsError) {
    self.catalogs = catalogs.sorted { $0.catalog.path < $1.catalog.path }
    var byPath: [String: LintTable] = [:]
    for table in tables { byPath[table.file.path] = table }
    var plurals: [String: StringsdictFile] = [:]
    for file in stringsdicts { plurals[file.path] = file }
    let project = LocalizationProject(files: tables.map(\.file.path) + stringsdicts.map(\.path))
    // Catalogs carry their own source language: without .lproj folders there is nothing to pick.
    let projectReference =
      project.resourceFolders.isEmpty
      ? (reference ?? "en") : try project.referenceLanguage(requested: reference)
    groups = project.resourceFolders.map { folder in
      Group(
        path: folder.path,
        referenceLanguage: folder.referenceLanguage(
          requested: reference, fallback: projectReference),
        tables: folder.tables.mapValues { $0.mapValues { byPath[$0]! } },
        stringsdicts: folder.stringsdicts.mapValues { $0.mapValues { plurals[$0]! } })
    }
    looseFiles = project.looseFiles.compactMap { byPath[$0]?.file }
    looseStringsdicts = project.looseFiles.compactMap { plurals[$0] }
    self.sources = sources
  }

  /// This input cut into one input per group (with the sources), then one with the catalogs
  /// and the loose files: what a rule that checks groups apart (``LintRule/checksGroupsApart``)
  /// reads part by part. The groups are shared, not copied: their tables are built once.
  func parts() -> [LintInput] {
    var rest = LintInput(groups: [], looseFiles: looseFiles, sources: sources, catalogs: catalogs)
    rest.looseStringsdicts = looseStringsdicts
    return groups.map { LintInput(groups: [$0], sources: sources) } + [rest]
  }

  /// Builds every group's ``Group/localized`` tables now, all of them on every core at once.
  func buildLocalizedTables() { LocalizedView.build(groups.map(\.view)) }

  /// Every table in every group, sorted by path.
  public var allTables: [LintTable] {
    groups.flatMap { $0.tables.values.flatMap(\.values) }.sorted { $0.file.path < $1.file.path }
  }

  /// Every parsed file, loose ones included, sorted by path.
  public var allFiles: [StringsFile] {
    let tables = allTables.map(\.file)
    // The tables come sorted already: only loose files need sorting in.
    if looseFiles.isEmpty { return tables }
    return (tables + looseFiles).sorted { $0.path < $1.path }
  }

  /// Every `.stringsdict` file, loose ones included, sorted by path.
  public var allStringsdicts: [StringsdictFile] {
    (groups.flatMap { $0.stringsdicts.values.flatMap(\.values) } + looseStringsdicts)
      .sorted { $0.path < $1.path }
  }

  /// About how much a rule has to read in this input: its entries, plural definitions and
  /// catalog texts (a catalog's keys times its languages). What the parts of a lint are ordered
  /// by, largest first, so that the last to start are short.
  var size: Int {
    var total = 0
    for group in groups {
      for tables in group.tables.values {
        total += tables.values.reduce(0) { $0 + $1.file.entries.count }
      }
      for files in group.stringsdicts.values {
        total += files.values.reduce(0) { $0 + $1.definitions.count }
      }
    }
    total += looseFiles.reduce(0) { $0 + $1.entries.count }
    total += looseStringsdicts.reduce(0) { $0 + $1.definitions.count }
    total += catalogs.reduce(0) { $0 + $1.reference.entries.count * ($1.translations.count + 1) }
    return total
  }

  /// How many `.strings` and `.stringsdict` files and catalogs the input holds.
  public var fileCount: Int {
    groups.reduce(0) { $0 + $1.tables.values.reduce(0) { $0 + $1.count } } + looseFiles.count
      + allStringsdicts.count + catalogs.count
  }
}
