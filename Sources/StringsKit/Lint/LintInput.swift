/// Everything the rules look at: the parsed tables grouped by resource folder and language, the
/// loose `.strings` files, and (with `--sources`) the keys the Swift code uses.
public struct LintInput: Sendable {
  /// One resource folder's languages and tables.
  public struct Group: Sendable {
    /// The folder holding the `.lproj` folders, as displayed.
    public var path: String
    public var referenceLanguage: String
    /// Language → table name → parsed file.
    public var tables: [String: [String: StringsFile]]

    public init(path: String, referenceLanguage: String, tables: [String: [String: StringsFile]]) {
      self.path = path
      self.referenceLanguage = referenceLanguage
      self.tables = tables
    }

    /// Every language but the reference, sorted.
    public var translations: [String] {
      tables.keys.filter { $0 != referenceLanguage }.sorted()
    }

    /// The reference language's tables, sorted by name.
    public var referenceTables: [(name: String, file: StringsFile)] {
      (tables[referenceLanguage] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
  }

  /// What the Swift sources use, when `--sources` was given.
  public struct Sources: Sendable {
    public var references: [KeyReference]
    /// Glob patterns (`*`, `?`) of keys built at run time, exempt from `unused-key`.
    public var allowUnused: [String]

    public init(references: [KeyReference], allowUnused: [String] = []) {
      self.references = references
      self.allowUnused = allowUnused
    }
  }

  public var groups: [Group]
  /// `.strings` files outside any `.lproj`: checked for syntax and duplicates only.
  public var looseFiles: [StringsFile]
  public var sources: Sources?

  public init(groups: [Group], looseFiles: [StringsFile] = [], sources: Sources? = nil) {
    self.groups = groups
    self.looseFiles = looseFiles
    self.sources = sources
  }

  /// Every parsed file, loose ones included, sorted by path.
  public var allFiles: [StringsFile] {
    (groups.flatMap { $0.tables.values.flatMap(\.values) } + looseFiles).sorted {
      $0.path < $1.path
    }
  }
}
