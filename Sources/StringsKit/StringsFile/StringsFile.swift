import Foundation

/// A parsed `.strings` file: its original bytes, how they are encoded, its entries in file order
/// and what CoreFoundation would think of it.
///
/// This folder owns reading (``StringsFileParser``), lossless editing (``applying(_:)``) and
/// canonical writing (``StringsFileWriter``) of `.strings` tables; lint rules and the merger work
/// on the entries it produces.
///
///     let file = StringsFileParser.parse(Data("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8), path: "x")
///     file.entries.count  // 2 (duplicates are kept)
///     file.dictionary     // ["a": "2"] (the last one wins, as at runtime)
public struct StringsFile: Sendable {
  /// The path as given to the parser, used in every diagnostic position.
  public let path: String
  /// The original bytes, unchanged.
  public let bytes: [UInt8]
  /// ``bytes`` as `Data`, made on each read: the parser and the rules work on ``bytes``, and a
  /// second copy of every file they read cost a tenth of a lint's memory.
  public var data: Data { Data(bytes) }
  public let encoding: StringsEncoding
  public let format: StringsFileFormat
  /// The dominant line terminator (`lf` when the file has none).
  public let lineEnding: LineEnding
  /// Every entry in file order; a repeated key appears once per occurrence.
  public let entries: [StringsEntry]
  /// Parser and decoder findings, sorted in print order.
  public let diagnostics: [Diagnostic]
  /// The byte offset in ``data`` from which CoreFoundation reads nothing more although it
  /// accepts the file: the `/*` of a comment that never closes, the quote of a last key that
  /// never closes, or text where no key can start. `nil` when the whole file is read. Edits put
  /// new entries before it, where the runtime sees them.
  public let ignoredTailOffset: Int?

  /// Whether no escape in the file's strings spells a character by its code (`\U`, octal): an
  /// ASCII character is then in a string only where the string's bytes hold it
  /// (``SpelledEntries``). `false` for files not read as text.
  let spellsASCIIPlainly: Bool

  init(
    path: String, bytes: [UInt8], encoding: StringsEncoding, format: StringsFileFormat,
    lineEnding: LineEnding, entries: [StringsEntry], diagnostics: [Diagnostic],
    ignoredTailOffset: Int? = nil, spellsASCIIPlainly: Bool = false
  ) {
    self.ignoredTailOffset = ignoredTailOffset
    self.spellsASCIIPlainly = format == .text && spellsASCIIPlainly
    self.path = path
    self.bytes = bytes
    self.encoding = encoding
    self.format = format
    self.lineEnding = lineEnding
    self.entries = entries
    self.diagnostics = diagnostics.sortedForPrinting()
  }

  /// `true` exactly when CoreFoundation would reject the file; the runtime then uses an empty
  /// table and every lookup falls back to its key.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The effective string table: the last of repeated keys wins, as at runtime. Non-string values
  /// are left out (see ``values``). For a file with errors this still lists what could be read,
  /// although the runtime would see an empty table.
  public var dictionary: [String: String] {
    var table: [String: String] = [:]
    table.reserveCapacity(entries.count)
    for entry in entries {
      if case .string(let text) = entry.propertyListValue {
        table[entry.key] = text
      } else {
        table[entry.key] = nil
      }
    }
    return table
  }

  /// The effective table including non-string values; the last of repeated keys wins.
  public var values: [String: StringsValue] {
    var table: [String: StringsValue] = [:]
    for entry in entries { table[entry.key] = entry.propertyListValue }
    return table
  }

  /// The file's bytes. With no edits this is the input, byte for byte.
  public func serialized() -> Data { data }
}
