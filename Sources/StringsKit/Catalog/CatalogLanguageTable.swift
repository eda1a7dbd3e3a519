/// One language of a String Catalog, as the translation rules read it: each key with its texts
/// (plain or per variation case, substitutions included), their positions and translation
/// states, and the flags that exempt a key.
///
/// The catalog counterpart of `LocalizedTable`, whose entries (a string or a `.stringsdict`
/// definition) cannot yet hold states, device variations or string sets. Built by
/// ``Catalog/languageTables(extraLanguages:)``; keys compare by Unicode scalars.
public struct CatalogLanguageTable: Sendable {
  public var language: String
  public var tableName: String
  /// The catalog, as diagnostics print its path.
  public var path: String
  /// In file order, each key once.
  public private(set) var entries: [CatalogLanguageEntry]
  private var index: [LiteralKey: Int]

  public init(
    language: String, tableName: String, path: String, entries: [CatalogLanguageEntry]
  ) {
    self.language = language
    self.tableName = tableName
    self.path = path
    var index: [LiteralKey: Int] = [:]
    index.reserveCapacity(entries.count)
    var unique: [CatalogLanguageEntry] = []
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

  /// A table whose `entries` hold each key once and in the order of `other`'s, whose index is
  /// shared rather than built again (a catalog's languages all have the same keys).
  init(
    language: String, tableName: String, path: String, entries: [CatalogLanguageEntry],
    sameKeysAs other: CatalogLanguageTable
  ) {
    self.language = language
    self.tableName = tableName
    self.path = path
    self.entries = entries
    self.index = other.index
  }

  /// The entry for `key`, compared by Unicode scalars.
  public func entry(_ key: String) -> CatalogLanguageEntry? {
    index[LiteralKey(key)].map { entries[$0] }
  }

  /// `path:1:1`.
  public var start: SourcePosition { SourcePosition(path: path, line: 1, column: 1) }
}

/// One key of a ``CatalogLanguageTable``.
///
/// What is the same in every language (the key, its comment, …) is in a box that the key's
/// entries of all languages share; a change to a copy copies the box first. The texts are held
/// in place, compact (``CatalogTexts``): a catalog has an entry per key and language, and a box
/// of its own for each took more memory than its text.
public struct CatalogLanguageEntry: Sendable {
  private final class Key: @unchecked Sendable {
    // Safe: never changed while shared (``CatalogLanguageEntry/makeKeyUnique()``).
    var key: String
    var keyPosition: SourcePosition
    var comment: String?
    var extractionState: String?
    var shouldTranslate: Bool

    init(
      key: String, keyPosition: SourcePosition, comment: String?, extractionState: String?,
      shouldTranslate: Bool
    ) {
      self.key = key
      self.keyPosition = keyPosition
      self.comment = comment
      self.extractionState = extractionState
      self.shouldTranslate = shouldTranslate
    }

    func copy() -> Key {
      Key(
        key: key, keyPosition: keyPosition, comment: comment, extractionState: extractionState,
        shouldTranslate: shouldTranslate)
    }
  }

  private var shared: Key
  private var storedTexts: CatalogTexts.Storage

  /// Copies the key's box first when another value shares it.
  private mutating func makeKeyUnique() {
    if !isKnownUniquelyReferenced(&shared) { shared = shared.copy() }
  }

  public var key: String {
    get { shared.key }
    _modify {
      makeKeyUnique()
      yield &shared.key
    }
  }
  public var keyPosition: SourcePosition {
    get { shared.keyPosition }
    _modify {
      makeKeyUnique()
      // Compact texts are in the key's file: they keep their own positions first.
      storedTexts.keepPositions(file: shared.keyPosition.path)
      yield &shared.keyPosition
    }
  }
  /// Every text the key has in this language: one plain text, or one per variation case, and
  /// the texts of its substitutions. Empty when the language has no localization of the key.
  public var texts: CatalogTexts {
    CatalogTexts(storage: storedTexts, file: shared.keyPosition.path)
  }

  /// Adds a text at the end of ``texts``, its position in the key's file.
  mutating func appendText(_ text: CatalogTexts.Compact) {
    storedTexts.append(text, file: shared.keyPosition.path)
  }

  /// Adds a text at the end of ``texts``.
  mutating func appendText(_ text: CatalogText) {
    storedTexts.append(text, file: shared.keyPosition.path)
  }

  /// Records, for each text, where in `reference`'s texts the source text it is compared with
  /// is (``CatalogTables/referenceTextIndex(for:in:)``), so that pairing the texts again and
  /// again costs nothing.
  mutating func pairTexts(with reference: CatalogLanguageEntry) {
    storedTexts.setReferenceIndices(file: shared.keyPosition.path) {
      CatalogTables.referenceTextIndex(for: $0, in: reference)
    }
  }

  /// Where in the source entry's texts the source text of `texts[index]` is (`nil` for
  /// none), when ``pairTexts(with:)`` recorded it; otherwise found in `reference`.
  func referenceTextIndex(_ index: Int, in reference: CatalogLanguageEntry) -> Int? {
    if let recorded = storedTexts.referenceIndex(index) { return recorded < 0 ? nil : recorded }
    return CatalogTables.referenceTextIndex(for: text(index), in: reference)
  }
  /// The `%#@name@` arguments and how they are formatted.
  public var substitutions: [CatalogLanguageSubstitution]
  /// The plural categories given, per plural variation: variation path (`plural`,
  /// `device.mac.plural`, `substitutions.n.plural`) → categories in file order.
  public var pluralCategories: [(path: String, categories: [String], position: SourcePosition)]
  public var comment: String? {
    get { shared.comment }
    _modify {
      makeKeyUnique()
      yield &shared.comment
    }
  }
  /// `manual`, `extracted_with_value`, `stale`, …; `nil` when absent (extracted).
  public var extractionState: String? {
    get { shared.extractionState }
    _modify {
      makeKeyUnique()
      yield &shared.extractionState
    }
  }
  /// `false` exempts the key from every translation rule.
  public var shouldTranslate: Bool {
    get { shared.shouldTranslate }
    _modify {
      makeKeyUnique()
      yield &shared.shouldTranslate
    }
  }

  public init(
    key: String, keyPosition: SourcePosition, texts: [CatalogText] = [],
    substitutions: [CatalogLanguageSubstitution] = [],
    pluralCategories: [(path: String, categories: [String], position: SourcePosition)] = [],
    comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true
  ) {
    shared = Key(
      key: key, keyPosition: keyPosition, comment: comment, extractionState: extractionState,
      shouldTranslate: shouldTranslate)
    storedTexts = CatalogTexts.Storage(texts, file: keyPosition.path)
    self.substitutions = substitutions
    self.pluralCategories = pluralCategories
  }

  /// An entry of the same key in another language, without texts: the key, its position,
  /// comment and flags are shared with `other`, not copied.
  init(sameKeyAs other: CatalogLanguageEntry) {
    shared = other.shared
    storedTexts = .none
    substitutions = []
    pluralCategories = []
  }

  /// Whether the language has any text for the key.
  public var isLocalized: Bool { storedTexts.count > 0 }

  /// `texts.count`.
  var textCount: Int { storedTexts.count }

  /// Whether every text still waits for a translator (state `new`).
  public var isNew: Bool {
    let texts = storedTexts
    return texts.count > 0 && (0..<texts.count).allSatisfy { texts.state($0) == "new" }
  }

  public var isStale: Bool { shared.extractionState == "stale" }

  /// The text at `path`, if any.
  public func text(at path: String) -> CatalogText? {
    textIndex(at: path).map(text)
  }

  /// Where in ``texts`` the text at `path` is, if any.
  public func textIndex(at path: String) -> Int? {
    let texts = storedTexts
    return (0..<texts.count).first { texts.path($0) == path }
  }

  /// `texts[index]`.
  public func text(_ index: Int) -> CatalogText {
    storedTexts.text(index, file: shared.keyPosition.path)
  }

  /// `texts[index].value`, read without making the whole text: the rules compare values of
  /// every text.
  public func value(_ index: Int) -> String {
    storedTexts.value(index)
  }

  /// Where in ``texts`` the first text whose state is `state` is, if any.
  public func textIndex(state: String) -> Int? {
    let texts = storedTexts
    return (0..<texts.count).first { texts.state($0) == state }
  }
}

/// One text of a key in one language.
public struct CatalogText: Sendable {
  /// `""` for the plain text; otherwise the variation cases leading to it: `plural.one`,
  /// `device.mac.plural.few`, `substitutions.n.plural.other`.
  public var path: String
  public var value: String
  public var position: SourcePosition
  /// `new`, `translated`, `needs_review`, `stale`; `nil` when absent or implicit.
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
    let bytes = path.utf8
    if UTF8Text.isASCII(path) {
      // ASCII (every path a catalog of this world holds): the name is read byte by byte, up to
      // the next '.' after any empty names.
      var start = bytes.index(bytes.startIndex, offsetBy: "substitutions.".utf8.count)
      while start < bytes.endIndex && bytes[start] == UInt8(ascii: ".") {
        start = bytes.index(after: start)
      }
      guard start < bytes.endIndex else { return nil }
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
      return String(path[start..<end])
    }
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
public struct CatalogLanguageSubstitution: Sendable {
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
