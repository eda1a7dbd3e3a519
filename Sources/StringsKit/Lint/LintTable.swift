/// A parsed table with its keys indexed, so rules compare languages in linear time.
///
/// A class, as it never changes: the rules pass tables around on every core, and copying a
/// struct this size retained each of its references, on counts the other cores were touching.
///
///     let table = LintTable(StringsFileParser.parse(Data("\"a\" = \"1\";\n\"a\" = \"2\";".utf8),
///                                                   path: "en.lproj/Localizable.strings"))
///     table.entry("a")?.value  // "2" (the last one wins, as at runtime)
public final class LintTable: Sendable {
  public let file: StringsFile
  /// Key → index in `file.entries` of its last occurrence, the one in effect at runtime. Keys are
  /// compared literally, as at runtime (``LiteralKey``).
  public let lastIndex: [LiteralKey: Int]
  /// Whether some key occurs more than once.
  public let hasDuplicates: Bool

  public init(_ file: StringsFile) {
    self.file = file
    var index: [LiteralKey: Int] = [:]
    index.reserveCapacity(file.entries.count)
    // Through the buffer, so that only each key is copied, not the whole entry.
    file.entries.withUnsafeBufferPointer { entries in
      for offset in entries.indices { index[LiteralKey(entries[offset].key)] = offset }
    }
    lastIndex = index
    hasDuplicates = index.count != file.entries.count
  }

  /// The entry in effect for `key`: its last occurrence.
  public func entry(_ key: String) -> StringsEntry? {
    lastIndex[LiteralKey(key)].map { file.entries[$0] }
  }

  /// Each key once, at its last occurrence, in file order.
  public var effectiveEntries: [StringsEntry] {
    guard hasDuplicates else { return file.entries }
    return file.entries.enumerated().filter { lastIndex[LiteralKey($0.element.key)] == $0.offset }
      .map(\.element)
  }

  /// Whether the table defines `key`, spelled with exactly the same Unicode scalars.
  public func contains(_ key: String) -> Bool { lastIndex[LiteralKey(key)] != nil }

  /// `path:1:1`, where findings about the file as a whole (or about a key it lacks) go.
  public var start: SourcePosition { SourcePosition(path: file.path, line: 1, column: 1) }
}
