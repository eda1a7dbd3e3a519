/// One table of one language as the runtime sees it, whatever files it is stored in: the
/// neutral view the cross-language rules read.
///
/// A `.strings` and a `.stringsdict` of the same name and language are one table; a key in both
/// resolves to the `.stringsdict` entry at runtime, so that entry wins here too (`shadowed-key`
/// notices the dead `.strings` one). Keys are compared literally, by Unicode scalars. A class,
/// like ``LintTable``: it never changes, and the rules pass it around on every core.
///
///     let table = LocalizedTable(language: "ru", name: "Localizable", strings: s, stringsdict: d)
///     table.entry("%d files")?.text  // .plural(…) when the stringsdict defines it
public final class LocalizedTable: Sendable {
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

  /// The table's entries, each made from its file's entry when it is read: a table is read by
  /// a few rules only, and a copy of every entry of every table (tens of thousands in a real
  /// project) cost more than the rules that read them.
  public struct Entries: RandomAccessCollection, Sendable {
    fileprivate let table: LocalizedTable
    public var startIndex: Int { 0 }
    public var endIndex: Int { table.stringsCount + table.definitions.count }
    public subscript(position: Int) -> Entry { table.entry(at: position) }
  }

  public let language: String
  public let name: String
  public let strings: StringsFile?
  public let stringsdict: StringsdictFile?
  /// `.strings` entries in file order (each key once, at its last occurrence), then the
  /// `.stringsdict` definitions in file order; a key in both appears once, as its definition.
  public var entries: Entries { Entries(table: self) }
  /// The `.strings` entries a `.stringsdict` definition hides, with that definition.
  public let shadowed: [(strings: StringsEntry, definition: PluralDefinition)]
  /// Key → index in ``entries``.
  private let index: [LiteralKey: Int]
  /// The offset in `strings.entries` of each `.strings` entry in effect; `nil` when that is
  /// every entry of the file, in order (no repeated or hidden keys, the usual case).
  private let stringsOffsets: [Int32]?
  /// How many of ``entries`` are `.strings` entries; the definitions follow them.
  private let stringsCount: Int
  /// `strings?.entries` and `strings?.path`, kept apart so that making an entry does not copy
  /// the whole file value.
  private let fileEntries: [StringsEntry]
  private let stringsPath: String
  private let definitions: [PluralDefinition]

  public convenience init(
    language: String, name: String, strings: StringsFile?, stringsdict: StringsdictFile?
  ) {
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
    self.definitions = definitions
    var definitionIndex: [LiteralKey: Int] = [:]
    definitionIndex.reserveCapacity(definitions.count)
    for (offset, definition) in definitions.enumerated() {
      definitionIndex[LiteralKey(definition.key)] = offset
    }
    var offsets: [Int32]? = nil
    var shadowed: [(StringsEntry, PluralDefinition)] = []
    var index: [LiteralKey: Int] = [:]
    var stringsCount = 0
    if let strings {
      let last = known ?? Self.lastOccurrences(strings.entries)
      if definitions.isEmpty && last.count == strings.entries.count {
        // Every key once and nothing hides it: entry i is file entry i.
        index = last
        stringsCount = last.count
      } else {
        var kept: [Int32] = []
        kept.reserveCapacity(last.count)
        index.reserveCapacity(last.count + definitions.count)
        for (offset, entry) in strings.entries.enumerated()
        where last[LiteralKey(entry.key)] == offset {
          if let hiding = definitionIndex[LiteralKey(entry.key)] {
            shadowed.append((entry, definitions[hiding]))
            continue
          }
          index[LiteralKey(entry.key)] = kept.count
          kept.append(Int32(offset))
        }
        offsets = kept
        stringsCount = kept.count
      }
    }
    for (offset, definition) in definitions.enumerated() {
      index[LiteralKey(definition.key)] = stringsCount + offset
    }
    self.stringsOffsets = offsets
    self.stringsCount = stringsCount
    self.fileEntries = strings?.entries ?? []
    self.stringsPath = strings?.path ?? ""
    self.shadowed = shadowed
    self.index = index
  }

  /// The `.stringsdict` definitions among ``entries``: they come last.
  var pluralEntries: Entries.SubSequence { entries[stringsCount...] }

  /// Entry `position` of ``entries``.
  fileprivate func entry(at position: Int) -> Entry {
    guard position < stringsCount else {
      let definition = definitions[position - stringsCount]
      return Entry(
        key: definition.key, keyPosition: definition.keyPosition,
        valuePosition: definition.format?.position, text: .plural(definition),
        path: stringsdict!.path)
    }
    return Entry(fileEntries[fileOffset(position)], path: stringsPath)
  }

  /// The key of entry `position` of ``entries``, read without making the entry: the rules that
  /// look keys up in another table make an entry only for the few keys they report.
  func key(at position: Int) -> String {
    guard position < stringsCount else { return definitions[position - stringsCount].key }
    return fileEntries[fileOffset(position)].key
  }

  /// Where the key of entry `position` of ``entries`` is, read without making the entry.
  func keyPosition(at position: Int) -> SourcePosition {
    guard position < stringsCount else { return definitions[position - stringsCount].keyPosition }
    return fileEntries.withUnsafeBufferPointer { $0[fileOffset(position)].keyPosition }
  }

  /// Calls `body` with a reader of the `.strings` entries' keys and their places: a run of
  /// keys read without touching the table (and retaining its entries) for each.
  func withStringsKeys<R>(_ body: (StringsKeyReader) -> R) -> R {
    fileEntries.withUnsafeBufferPointer { entries in
      guard let stringsOffsets else {
        return body(StringsKeyReader(entries: entries, offsets: nil))
      }
      return stringsOffsets.withUnsafeBufferPointer {
        body(StringsKeyReader(entries: entries, offsets: $0))
      }
    }
  }

  /// ``keyPosition(at:)``'s line and column, read without its path.
  func keyLineAndColumn(at position: Int) -> (line: Int, column: Int) {
    guard position < stringsCount else {
      let at = definitions[position - stringsCount].keyPosition
      return (at.line, at.column)
    }
    return fileEntries.withUnsafeBufferPointer { $0[fileOffset(position)].keyLineAndColumn }
  }

  /// The path of the file entry `position` is read from: the `.strings` file's for its entries,
  /// the `.stringsdict` file's for the definitions after them.
  func entryPath(at position: Int) -> String {
    position < stringsCount ? stringsPath : stringsdict!.path
  }

  /// How many of ``entries`` are read from the `.strings` file: the definitions follow them.
  var stringsEntryCount: Int { stringsCount }

  /// The position in ``entries`` of `key`, or `nil` when the table does not define it.
  func position(of key: String) -> Int? { index[LiteralKey(key)] }

  /// ``position(of:)``, trying `guess` first: tables of one name are mostly written in the same
  /// key order in every language (by the same tool), so walking one beside the other finds
  /// most keys where the last one was found, one byte comparison instead of a hash and a probe.
  /// A key is at one position only, so a key equal at `guess` is the answer.
  func position(of key: String, near guess: Int) -> Int? {
    if guess >= 0 && guess < stringsCount + definitions.count
      && self.key(at: guess).isLiterallyEqual(to: key)
    {
      return guess
    }
    return index[LiteralKey(key)]
  }

  /// The positions in ``entries`` of the keys `other` does not define, in order: the two
  /// tables walked side by side (``position(of:near:)``), an entry made for none of them. Where
  /// both are UTF-8 `.strings` files, a key is first compared with the one at the guess by its
  /// spelling (``SpelledEntries``), no string read; one spelled otherwise is looked up.
  func positionsOfKeys(missingFrom other: LocalizedTable) -> [Int] {
    withSpelledStrings { mine in
      other.withSpelledStrings { theirs in
        var missing: [Int] = []
        var guess = 0
        for position in 0..<(stringsCount + definitions.count) {
          let found: Int?
          if let mine, let theirs, position < stringsCount {
            if guess < other.stringsCount
              && mine.keySpelledAlike(fileOffset(position), theirs, other.fileOffset(guess))
            {
              found = guess
            } else {
              found = other.position(of: key(at: position))
            }
          } else {
            found = other.position(of: key(at: position), near: guess)
          }
          if let found {
            guess = found + 1
          } else {
            missing.append(position)
          }
        }
        return missing
      }
    }
  }

  /// The indices in `positions` of the positions whose keys may hold a non-ASCII character:
  /// each told from its spelling in a UTF-8 `.strings` file where it can be, no string read.
  func indicesOfKeysThatMayBeNonASCII(among positions: [Int]) -> [Int] {
    withSpelledStrings { spelled in
      positions.indices.filter { index in
        let position = positions[index]
        guard let spelled, position < stringsCount else {
          return !UTF8Text.isASCII(key(at: position))
        }
        return spelled.keyMayBeNonASCII(fileOffset(position))
      }
    }
  }

  /// Calls `body` with the `.strings` entries as their file spells them (``SpelledEntries``),
  /// `nil` when the table has no UTF-8 `.strings` file.
  private func withSpelledStrings<R>(_ body: (SpelledEntries?) -> R) -> R {
    guard let strings else { return body(nil) }
    return strings.withSpelledEntries(body)
  }

  /// The string value of entry `position` and where it is, when the entry is a `.strings`
  /// string (most entries), read without making the entry.
  func stringValue(at position: Int) -> (text: String, position: SourcePosition)? {
    guard position < stringsCount else { return nil }
    let offset = fileOffset(position)
    return fileEntries.withUnsafeBufferPointer { entries in
      guard case .string(let value) = entries[offset].propertyListValue else { return nil }
      return (value, entries[offset].valuePosition ?? entries[offset].keyPosition)
    }
  }

  /// Whether entry `position` may hold an empty text: it is an empty `.strings` string, or a
  /// definition (whose texts must be looked at one by one). Read in place, taking no reference
  /// to the entry's strings: the rules run side by side on the same entries, and each count
  /// taken moved the string's cache line between cores.
  func mayHaveEmptyText(at position: Int) -> Bool {
    guard position < stringsCount else { return true }
    let offset = fileOffset(position)
    return fileEntries.withUnsafeBufferPointer { entries in
      if case .string(let value) = entries[offset].propertyListValue { return value.isEmpty }
      return false
    }
  }

  private func fileOffset(_ position: Int) -> Int {
    if let stringsOffsets { return Int(stringsOffsets[position]) }
    return position
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

  public func entry(_ key: String) -> Entry? { index[LiteralKey(key)].map(entry(at:)) }

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

/// The keys of a table's `.strings` entries (``LocalizedTable/withStringsKeys(_:)``), by their
/// positions in its entries.
struct StringsKeyReader {
  let entries: UnsafeBufferPointer<StringsEntry>
  /// Each position's offset in `entries`; `nil` when they are the same.
  let offsets: UnsafeBufferPointer<Int32>?

  func key(at position: Int) -> String { entries[offset(position)].key }

  func keyLineAndColumn(at position: Int) -> (line: Int, column: Int) {
    entries[offset(position)].keyLineAndColumn
  }

  private func offset(_ position: Int) -> Int {
    guard let offsets else { return position }
    return Int(offsets[position])
  }
}

extension LocalizedTable.Entry {
  /// A `.strings` entry of the file at `path`.
  init(_ entry: StringsEntry, path: String) {
    self.init(
      key: entry.key, keyPosition: entry.keyPosition, valuePosition: entry.valuePosition,
      text: Text(entry.propertyListValue), path: path)
  }
}

extension LocalizedTable.Entry.Text {
  /// A `.strings` value: a string, or any other kind of value.
  init(_ value: StringsValue) {
    if case .string(let text) = value {
      self = .string(text)
    } else {
      self = .other(value)
    }
  }
}
