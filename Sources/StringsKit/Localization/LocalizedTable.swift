/// The neutral view of one table in one language that the translation rules read, whatever the
/// file format: each key with its texts (plain or per variation), their positions, translation
/// states and the flags that exempt a key.
///
/// A String Catalog gives one table per language (see ``Catalog/localizedTables(extraLanguages:)``).
/// Keys are compared literally, by Unicode scalars (``LiteralKey``).
public struct LocalizedTable: Sendable {
  /// The formats a table can come from.
  public enum Format: String, Sendable {
    case strings, stringsdict, catalog
  }

  public var language: String
  public var tableName: String
  /// The file the entries are in, as diagnostics print it.
  public var path: String
  public var format: Format
  /// In file order, each key once.
  public private(set) var entries: [LocalizedEntry]
  private var index: [LiteralKey: Int]

  public init(
    language: String, tableName: String, path: String, format: Format, entries: [LocalizedEntry]
  ) {
    self.language = language
    self.tableName = tableName
    self.path = path
    self.format = format
    var index: [LiteralKey: Int] = [:]
    index.reserveCapacity(entries.count)
    var unique: [LocalizedEntry] = []
    unique.reserveCapacity(entries.count)
    for entry in entries {
      if let existing = index[LiteralKey(entry.key)] {
        unique[existing] = entry
      } else {
        index[LiteralKey(entry.key)] = unique.count
        unique.append(entry)
      }
    }
    self.entries = unique
    self.index = index
  }

  /// The entry for `key`, compared by Unicode scalars.
  public func entry(_ key: String) -> LocalizedEntry? {
    index[LiteralKey(key)].map { entries[$0] }
  }

  /// `path:1:1`.
  public var start: SourcePosition { SourcePosition(path: path, line: 1, column: 1) }
}

/// One key of a ``LocalizedTable``.
public struct LocalizedEntry: Sendable {
  public var key: String
  public var keyPosition: SourcePosition
  /// Every text the key has in this language: one plain text, or one per variation case, and
  /// the texts of its substitutions. Empty when the language has no localization of the key.
  public var texts: [LocalizedText]
  /// The `%#@name@` arguments and how they are formatted.
  public var substitutions: [LocalizedSubstitution]
  /// The plural categories given, per plural variation: variation path (`plural`,
  /// `device.mac.plural`, `substitutions.n.plural`) → categories in file order.
  public var pluralCategories: [(path: String, categories: [String], position: SourcePosition)]
  public var comment: String?
  /// `manual`, `extracted_with_value`, `stale`, …; `nil` for formats without one.
  public var extractionState: String?
  /// `false` exempts the key from every translation rule.
  public var shouldTranslate: Bool

  public init(
    key: String, keyPosition: SourcePosition, texts: [LocalizedText] = [],
    substitutions: [LocalizedSubstitution] = [],
    pluralCategories: [(path: String, categories: [String], position: SourcePosition)] = [],
    comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true
  ) {
    self.key = key
    self.keyPosition = keyPosition
    self.texts = texts
    self.substitutions = substitutions
    self.pluralCategories = pluralCategories
    self.comment = comment
    self.extractionState = extractionState
    self.shouldTranslate = shouldTranslate
  }

  /// Whether the language has any text for the key.
  public var isLocalized: Bool { !texts.isEmpty }

  /// Whether every text still waits for a translator (state `new`).
  public var isNew: Bool { !texts.isEmpty && texts.allSatisfy { $0.state == "new" } }

  public var isStale: Bool { extractionState == "stale" }

  /// The text at `path`, if any.
  public func text(at path: String) -> LocalizedText? {
    texts.first { $0.path == path }
  }
}

/// One text of a key in one language.
public struct LocalizedText: Sendable {
  /// `""` for the plain text; otherwise the variation cases leading to it: `plural.one`,
  /// `device.mac.plural.few`, `substitutions.n.plural.other`.
  public var path: String
  public var value: String
  public var position: SourcePosition
  /// `new`, `translated`, `needs_review`, `stale`; `nil` for formats without states.
  public var state: String?
  /// Whether the text is not written anywhere but implied: a catalog key without a source
  /// localization stands for itself.
  public var isImplicit: Bool

  public init(
    path: String, value: String, position: SourcePosition, state: String? = nil,
    isImplicit: Bool = false
  ) {
    self.path = path
    self.value = value
    self.position = position
    self.state = state
    self.isImplicit = isImplicit
  }

  /// The substitution this text belongs to (`n` in `substitutions.n.plural.one`), if any.
  public var substitutionName: String? {
    guard path.hasPrefix("substitutions.") else { return nil }
    return path.dropFirst("substitutions.".count).split(separator: ".").first.map(String.init)
  }

  /// Whether the text is a case of a variation rather than the key's plain text.
  public var isVariation: Bool { !path.isEmpty }

  /// The last case name: `one` for `plural.one`; `""` for the plain text.
  public var caseName: String {
    path.split(separator: ".").last.map(String.init) ?? ""
  }
}

/// A `%#@name@` argument of a catalog key in one language.
public struct LocalizedSubstitution: Sendable {
  public var name: String
  public var argNum: Int?
  public var formatSpecifier: String?
  public var position: SourcePosition

  public init(name: String, argNum: Int?, formatSpecifier: String?, position: SourcePosition) {
    self.name = name
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.position = position
  }
}
