import Foundation

/// A parsed `.stringsdict` file: its original bytes, its top-level entries with positions, and
/// what CoreFoundation would think of it.
///
/// XML in UTF-8 (what Xcode writes) is read by ``XMLPropertyListParser`` with the line and column
/// of every `<key>` and `<string>`; binary ones by ``BinaryPropertyListReader``; old-style and
/// other encodings by Foundation's `PropertyListSerialization` (CoreFoundation itself). Entries
/// of the last two sit at 1:1 and cannot be edited in place.
///
///     let file = StringsdictParser.parse(data, path: "ru.lproj/Localizable.stringsdict")
///     file.entries.first?.keyPosition  // ru.lproj/Localizable.stringsdict:5:3
public struct StringsdictFile: Sendable {
  /// How the bytes were stored.
  public enum Format: Sendable, Equatable {
    /// UTF-8 XML read with positions: the only format merge edits.
    case xml
    /// Binary, old-style (OpenStep) or non-UTF-8 XML, read without positions.
    case foreign
  }

  public let path: String
  /// The original bytes, unchanged.
  public let data: Data
  public let format: Format
  /// The dominant line terminator (`lf` when the file has none).
  public let lineEnding: LineEnding
  /// The top-level element (`nil` when the file could not be read).
  public let root: PropertyListNode?
  /// Parser findings, sorted in print order.
  public let diagnostics: [Diagnostic]
  /// Each top-level key once (the last occurrence, as at runtime), read as a definition. Read
  /// once here: every plural rule and the merge look at them.
  public let definitions: [PluralDefinition]

  init(
    path: String, data: Data, format: Format, lineEnding: LineEnding, root: PropertyListNode?,
    diagnostics: [Diagnostic]
  ) {
    self.path = path
    self.data = data
    self.format = format
    self.lineEnding = lineEnding
    self.root = root
    self.diagnostics = diagnostics.sortedForPrinting()
    definitions = PluralDefinition.effective(root?.entries ?? []).map(PluralDefinition.init)
  }

  /// `true` when the runtime would not use the file: it does not parse, or its top level is not a
  /// dictionary.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The top-level entries (localized key → its plural definition) in file order; a repeated
  /// key appears once per occurrence. Empty when the top level is not a dictionary.
  public var entries: [PropertyListEntry] { root?.entries ?? [] }

  /// What a file merge cannot edit is, in words: `a binary property list`, `an old-style
  /// (OpenStep) property list`, `XML in UTF-16`; `nil` for UTF-8 XML.
  public var foreignFormatDescription: String? {
    guard format == .foreign else { return nil }
    let bytes = [UInt8](data.prefix(512))
    if bytes.starts(with: "bplist".utf8) { return "a binary property list" }
    if bytes.starts(with: [0, 0, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0, 0]) {
      return "XML in UTF-32"
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || (bytes.count > 1 && (bytes[0] == 0 || bytes[1] == 0))
    {
      return "XML in UTF-16"
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).hasPrefix("<"),
      let range = text.range(of: "encoding=")
    {
      let rest = text[range.upperBound...].dropFirst()
      return "XML in \(rest.prefix { $0 != "\"" && $0 != "'" })"
    }
    return "an old-style (OpenStep) property list"
  }

  /// `path:1:1`, where findings about the file as a whole go.
  public var start: SourcePosition { SourcePosition(path: path, line: 1, column: 1) }
}
