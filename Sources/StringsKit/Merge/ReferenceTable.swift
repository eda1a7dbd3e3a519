/// The entries of a reference file that are in effect, indexed by key: built once per reference
/// table and shared by the merges of every language.
///
/// When the reference repeats a key, the last occurrence is in effect, as at runtime, and it
/// takes the place of the last occurrence in the order. A key the `.stringsdict` of the same
/// table defines is not in effect either: the runtime reads the plural, so the `.strings` entry
/// is dead (`shadowed-key`) and is not merged into other languages.
///
///     let table = ReferenceTable(StringsFileParser.parse(data, path: "en.lproj/Localizable.strings"))
///     table.entries.map(\.key)  // keys in file order, each once
public struct ReferenceTable: Sendable {
  /// The parsed reference file.
  public let file: StringsFile
  /// The entries in effect, in file order.
  public let entries: [StringsEntry]
  /// Key → index into ``entries``.
  /// Keys compare literally, as at runtime (``LiteralKey``).
  let index: [LiteralKey: Int]

  /// - Parameter plurals: the reference's `.stringsdict` of the same table, whose keys hide
  ///   the `.strings` entries of the same key.
  public init(_ file: StringsFile, hiddenBy plurals: StringsdictFile? = nil) {
    self.file = file
    var last: [LiteralKey: Int] = [:]
    last.reserveCapacity(file.entries.count)
    for (offset, entry) in file.entries.enumerated() { last[LiteralKey(entry.key)] = offset }
    for definition in plurals?.definitions ?? [] {
      last.removeValue(forKey: LiteralKey(definition.key))
    }
    var entries: [StringsEntry] = []
    entries.reserveCapacity(last.count)
    var index: [LiteralKey: Int] = [:]
    index.reserveCapacity(last.count)
    for (offset, entry) in file.entries.enumerated() where last[LiteralKey(entry.key)] == offset {
      index[LiteralKey(entry.key)] = entries.count
      entries.append(entry)
    }
    self.entries = entries
    self.index = index
  }

  /// The entry in effect for `key`, if the reference has it.
  public func entry(forKey key: String) -> StringsEntry? {
    index[LiteralKey(key)].map { entries[$0] }
  }
}
