import Foundation

/// One table the generator produced: its name, its entries in final order and the file bytes.
public struct GeneratedTable: Hashable, Sendable {
  /// The table name without extension (`Localizable` for `Localizable.strings`).
  public var name: String
  /// The entries in key order (``KeyOrder``); never empty.
  public var entries: [TableEntry]
  /// The complete file in the requested ``TableEncoding``, byte-order mark included.
  public var data: Data

  public init(name: String, entries: [TableEntry], data: Data) {
    self.name = name
    self.entries = entries
    self.data = data
  }

  /// The file name, `<name>.strings`.
  public var fileName: String { "\(name).strings" }
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
