/// One table of one language as the runtime sees it, whatever files it is stored in: the
/// neutral view the cross-language rules read.
///
/// A `.strings` and a `.stringsdict` of the same name and language are one table; a key in both
/// resolves to the `.stringsdict` entry at runtime, so that entry wins here too (`shadowed-key`
/// notices the dead `.strings` one). Keys are compared literally, by Unicode scalars.
///
///     let table = LocalizedTable(language: "ru", name: "Localizable", strings: s, stringsdict: d)
///     table.entry("%d files")?.text  // .plural(…) when the stringsdict defines it
public struct LocalizedTable: Sendable {
  /// One key's text and where it came from.
  public struct Entry: Sendable {
    public enum Text: Sendable {
      case string(String)
      /// A `.stringsdict` definition: format and variables.
      case plural(PluralDefinition)
      /// A `.strings` value that is not a string (array, dictionary, data).
      case other(StringsValue)
    }

    public var key: String
    public var keyPosition: SourcePosition
    /// Where the value is (`nil` for a `.strings` shorthand entry).
    public var valuePosition: SourcePosition?
    public var text: Text
    /// The file the entry is read from.
    public var path: String

    public var isPlural: Bool {
      if case .plural = text { return true }
      return false
    }
  }

  public let language: String
  public let name: String
  public let strings: StringsFile?
  public let stringsdict: StringsdictFile?
  /// `.strings` entries in file order (each key once, at its last occurrence), then the
  /// `.stringsdict` definitions in file order; a key in both appears once, as its definition.
  public let entries: [Entry]
  /// The `.strings` entries a `.stringsdict` definition hides, with that definition.
  public let shadowed: [(strings: StringsEntry, definition: PluralDefinition)]
  private let index: [LiteralKey: Int]

  public init(language: String, name: String, strings: StringsFile?, stringsdict: StringsdictFile?)
  {
    self.init(
      language: language, name: name, strings: strings, lastIndex: nil, stringsdict: stringsdict)
  }

  /// Like ``init(language:name:strings:stringsdict:)``, reusing the `.strings` keys' index of
  /// last occurrences when the caller already has it (``LintTable/lastIndex``): a table without
  /// duplicates or `.stringsdict` then needs no hashing at all, its index is that one.
  init(
    language: String, name: String, strings: StringsFile?, lastIndex known: [LiteralKey: Int]?,
    stringsdict: StringsdictFile?
  ) {
    self.language = language
    self.name = name
    self.strings = strings
    self.stringsdict = stringsdict
    let definitions = stringsdict?.definitions ?? []
    var definitionIndex: [LiteralKey: Int] = [:]
    definitionIndex.reserveCapacity(definitions.count)
    for (offset, definition) in definitions.enumerated() {
      definitionIndex[LiteralKey(definition.key)] = offset
    }
    var entries: [Entry] = []
    var shadowed: [(StringsEntry, PluralDefinition)] = []
    var index: [LiteralKey: Int] = [:]
    if let strings {
      let last = known ?? Self.lastOccurrences(strings.entries)
      entries.reserveCapacity(last.count + definitions.count)
      if definitions.isEmpty && last.count == strings.entries.count {
        // Every key once and nothing hides it: entry i is file entry i.
        strings.entries.withUnsafeBufferPointer { fileEntries in
          for offset in fileEntries.indices {
            entries.append(Entry(fileEntries[offset], path: strings.path))
          }
        }
        index = last
      } else {
        index.reserveCapacity(last.count + definitions.count)
        for (offset, entry) in strings.entries.enumerated()
        where last[LiteralKey(entry.key)] == offset {
          if let hiding = definitionIndex[LiteralKey(entry.key)] {
            shadowed.append((entry, definitions[hiding]))
            continue
          }
          index[LiteralKey(entry.key)] = entries.count
          entries.append(Entry(entry, path: strings.path))
        }
      }
    }
    for definition in definitions {
      index[LiteralKey(definition.key)] = entries.count
      entries.append(
        Entry(
          key: definition.key, keyPosition: definition.keyPosition,
          valuePosition: definition.format?.position, text: .plural(definition),
          path: stringsdict!.path))
    }
    self.entries = entries
    self.shadowed = shadowed
    self.index = index
  }

  /// Key → offset of its last occurrence.
  private static func lastOccurrences(_ entries: [StringsEntry]) -> [LiteralKey: Int] {
    var last: [LiteralKey: Int] = [:]
    last.reserveCapacity(entries.count)
    entries.withUnsafeBufferPointer { entries in
      for offset in entries.indices { last[LiteralKey(entries[offset].key)] = offset }
    }
    return last
  }

  public func entry(_ key: String) -> Entry? { index[LiteralKey(key)].map { entries[$0] } }

  public func contains(_ key: String) -> Bool { index[LiteralKey(key)] != nil }

  /// The file findings about the table as a whole go to: the `.strings` file when there is
  /// one, else the `.stringsdict`.
  public var path: String { strings?.path ?? stringsdict?.path ?? "" }

  /// `path:1:1`.
  public var start: SourcePosition { SourcePosition(path: path, line: 1, column: 1) }

  /// The CLDR rules of the table's language; `Base` is read as `baseLanguage`.
  public func pluralRules(baseLanguage: String) -> PluralRuleSet? {
    PluralRules.ruleSet(forLanguage: language == "Base" ? baseLanguage : language)
  }
}

extension LocalizedTable.Entry {
  /// A `.strings` entry of the file at `path`.
  init(_ entry: StringsEntry, path: String) {
    let text: Text
    if case .string(let value) = entry.propertyListValue {
      text = .string(value)
    } else {
      text = .other(entry.propertyListValue)
    }
    self.init(
      key: entry.key, keyPosition: entry.keyPosition, valuePosition: entry.valuePosition,
      text: text, path: path)
  }
}
