import Foundation

/// One table the generator produced: its name, its entries in final order and the file bytes.
public struct GeneratedTable: Hashable, Sendable {
  /// The table name without extension (`Localizable` for `Localizable.strings`).
  public var name: String
  /// The entries in key order (``KeyOrder``); never empty.
  public var entries: [TableEntry]
  /// The complete file in ``encoding``, byte-order mark included.
  public var data: Data
  /// The encoding ``data`` is in (``GeneratorOptions/outputEncoding``).
  public var encoding: TableEncoding

  public init(name: String, entries: [TableEntry], data: Data, encoding: TableEncoding) {
    self.name = name
    self.entries = entries
    self.data = data
    self.encoding = encoding
  }

  /// The file name, `<name>.strings`.
  public var fileName: String { "\(name).strings" }

  /// The bytes to write for `-a` when `existing` is the current file: the entries appended in
  /// the existing file's encoding (see ``TableWriter/appending(_:to:newFileEncoding:)``).
  public func appended(to existing: Data) -> Data {
    TableWriter.appending(entries, to: existing, newFileEncoding: encoding)
  }
}

/// Everything one generator run produces: the tables and the warnings about the references.
public struct GeneratedTables: Hashable, Sendable {
  /// The tables sorted by name (Unicode scalar order); a table without entries is not listed.
  public var tables: [GeneratedTable]
  /// The "multiple values" warnings in the order the references came, then the "multiple
  /// comments" warnings in table and key order. Callers sort them for printing.
  public var diagnostics: [Diagnostic]

  public init(tables: [GeneratedTable], diagnostics: [Diagnostic]) {
    self.tables = tables
    self.diagnostics = diagnostics
  }

  /// The table named `name`, if one was generated.
  public subscript(name: String) -> GeneratedTable? { tables.first { $0.name == name } }
}
