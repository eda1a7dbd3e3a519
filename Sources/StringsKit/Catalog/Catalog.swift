/// A String Catalog (`.xcstrings`): the JSON as read, losslessly, and the keys decoded from it.
///
/// The file name is the table name (`Localizable.xcstrings` is the table `Localizable`), and one
/// file holds every language. Reading never fails: a syntax error or a wrong shape becomes a
/// diagnostic with its line and column, and whatever could be decoded is kept.
///
///     let catalog = CatalogReader.read(bytes, path: "Localizable.xcstrings")
///     catalog.serialized() == bytes  // for every catalog Xcode wrote
public struct Catalog: Sendable {
  /// The path as given to the reader, used in every diagnostic position.
  public let path: String
  /// The whole JSON document; `nil` when it has a syntax error.
  public var root: CatalogNode?
  public var byteOrderMark: Bool
  public var leadingWhitespace: String
  /// What followed the closing brace: Xcode writes nothing, other editors often a line break.
  public var trailingWhitespace: String
  public var sourceLanguage: String?
  public var version: String?
  /// The keys of `strings` in file order; a repeated key appears once, at its last occurrence
  /// (JSON readers keep the last).
  public var entries: [CatalogEntry]
  /// Syntax and shape errors, in print order.
  public var diagnostics: [Diagnostic]
  /// Keys repeated in one JSON object, anywhere in the file.
  public var duplicateKeys: [CatalogJSONReader.DuplicateKey]

  public init(
    path: String, root: CatalogNode?, byteOrderMark: Bool = false, leadingWhitespace: String = "",
    trailingWhitespace: String = "", sourceLanguage: String?, version: String?,
    entries: [CatalogEntry], diagnostics: [Diagnostic],
    duplicateKeys: [CatalogJSONReader.DuplicateKey] = []
  ) {
    self.path = path
    self.root = root
    self.byteOrderMark = byteOrderMark
    self.leadingWhitespace = leadingWhitespace
    self.trailingWhitespace = trailingWhitespace
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.entries = entries
    self.diagnostics = diagnostics.sortedForPrinting()
    self.duplicateKeys = duplicateKeys
  }

  /// Whether the file cannot be used as a catalog (a syntax error or a wrong shape).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The table name: the file name without `.xcstrings`.
  public var tableName: String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
  }

  /// Every language with a localization of some key, sorted.
  public var languages: [String] {
    var seen = Set<String>()
    for entry in entries {
      for localization in entry.localizations { seen.insert(localization.language) }
    }
    return seen.sorted()
  }

  /// `path:1:1`, where findings about the catalog as a whole go.
  public var start: SourcePosition { SourcePosition(path: path, line: 1, column: 1) }

  /// The position of `location` in this file.
  public func position(_ location: CatalogLocation) -> SourcePosition {
    location == .unknown ? start : location.position(in: path)
  }

  /// The catalog as ``CatalogWriter`` writes it; for a file Xcode wrote, its bytes. A catalog
  /// with a syntax error has no document to write: `nil`.
  public func serialized() -> [UInt8]? {
    guard let root else { return nil }
    return CatalogWriter.data(
      for: root, byteOrderMark: byteOrderMark, leadingWhitespace: leadingWhitespace,
      trailingWhitespace: trailingWhitespace)
  }
}

/// Reads `.xcstrings` files: the JSON (``CatalogJSONReader``), then the catalog shape
/// (``CatalogDecoder``).
public enum CatalogReader {
  public static func read(_ bytes: [UInt8], path: String) -> Catalog {
    let json = CatalogJSONReader.read(bytes, path: path)
    guard let root = json.root else {
      return Catalog(
        path: path, root: nil, sourceLanguage: nil, version: nil, entries: [],
        diagnostics: json.error.map { [$0] } ?? [], duplicateKeys: json.duplicateKeys)
    }
    let decoded = CatalogDecoder.decode(
      root, path: path, keysAreUnique: json.duplicateKeys.isEmpty)
    return Catalog(
      path: path, root: root, byteOrderMark: json.byteOrderMark,
      leadingWhitespace: json.leadingWhitespace, trailingWhitespace: json.trailingWhitespace,
      sourceLanguage: decoded.sourceLanguage, version: decoded.version, entries: decoded.entries,
      diagnostics: decoded.diagnostics, duplicateKeys: json.duplicateKeys)
  }
}
