import Foundation

/// One table the generator produced: its name, its entries in final order and the file bytes.
public struct GeneratedTable: Hashable, Sendable {
  /// The table name without extension (`Localizable` for `Localizable.strings`).
  public var name: String
  /// The entries in key order (``KeyOrder``); never empty.
  ///
  /// The generator writes ``data`` straight from bytes; the entries' strings are made when
  /// this is read, as most runs never read them.
  public var entries: [TableEntry] {
    get { storedEntries ?? makeEntries?() ?? [] }
    set {
      storedEntries = newValue
      makeEntries = nil
    }
  }
  /// The complete file in ``encoding``, byte-order mark included.
  ///
  /// Joined from ``pieces`` when those are several.
  public var data: Data {
    get {
      guard pieces.count != 1 else { return pieces[0] }
      var joined = Data(capacity: pieces.reduce(0) { $0 + $1.count })
      for piece in pieces { joined.append(piece) }
      return joined
    }
    set { pieces = [newValue] }
  }
  /// The file's bytes in pieces that follow each other, as laid out: a UTF-8 table made on
  /// several cores is its slices' texts, told apart from the file on disk piece by piece
  /// (``FileReader/holds(_:exactly:)``) without being joined first.
  public private(set) var pieces: [Data]
  /// The encoding ``data`` is in (``GeneratorOptions/outputEncoding``).
  public var encoding: TableEncoding

  /// The entries when given as such; `nil` when ``makeEntries`` makes them.
  private var storedEntries: [TableEntry]?
  /// Lays the generator's entries out again, their texts made into strings.
  private var makeEntries: (@Sendable () -> [TableEntry])?

  public init(name: String, entries: [TableEntry], data: Data, encoding: TableEncoding) {
    self.name = name
    self.storedEntries = entries
    self.pieces = [data]
    self.encoding = encoding
  }

  /// A table whose entries `makeEntries` makes when they are read.
  init(
    name: String, pieces: [Data], encoding: TableEncoding,
    makeEntries: @escaping @Sendable () -> [TableEntry]
  ) {
    self.name = name
    self.makeEntries = makeEntries
    self.pieces = pieces
    self.encoding = encoding
  }

  /// Equal when name, entries, bytes and encoding are.
  public static func == (lhs: GeneratedTable, rhs: GeneratedTable) -> Bool {
    lhs.name == rhs.name && lhs.data == rhs.data && lhs.encoding == rhs.encoding
      && lhs.entries == rhs.entries
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(entries)
    hasher.combine(data)
    hasher.combine(encoding)
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
