/// The `.lproj` layout of a project: resource folders, each with languages, each with tables.
///
/// `Resources/en.lproj/Localizable.strings` is the table `Localizable` of the language `en` in
/// the resource folder `Resources`. Lint and merge compare each language with the reference
/// language of the same resource folder.
///
///     LocalizationProject(files: ["/p/R/en.lproj/Main.strings", "/p/R/de.lproj/Main.strings"])
///       .resourceFolders[0].languages  // ["de", "en"]
public struct LocalizationProject: Sendable {
  /// A folder that holds `.lproj` folders.
  public struct ResourceFolder: Sendable, Hashable {
    /// Path of the folder that contains the `.lproj` folders, as the input paths spell it (`""`
    /// for `.lproj` folders given as relative paths without a parent).
    public var path: String
    /// Language code → table name → absolute path of the `.strings` file.
    public var tables: [String: [String: String]]
    /// Language code → table name → absolute path of the `.stringsdict` file.
    public var stringsdicts: [String: [String: String]] = [:]

    /// The language codes present (with either kind of file), sorted.
    public var languages: [String] { Set(tables.keys).union(stringsdicts.keys).sorted() }
  }

  /// Sorted by path.
  public var resourceFolders: [ResourceFolder]
  /// `.strings` and `.stringsdict` files that are not inside a `.lproj` folder, sorted.
  public var looseFiles: [String]

  /// Groups `.strings` and `.stringsdict` paths (absolute or relative) by resource folder,
  /// language and table.
  public init(files: [String]) {
    var folders: [String: [String: [String: String]]] = [:]
    var plurals: [String: [String: [String: String]]] = [:]
    var loose: [String] = []
    for file in files {
      let parts = file.split(separator: "/", omittingEmptySubsequences: false)
      let name = parts.last ?? ""
      let suffix = name.hasSuffix(".stringsdict") ? ".stringsdict" : ".strings"
      guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"),
        parts[parts.count - 2].count > ".lproj".count, name.hasSuffix(suffix)
      else {
        loose.append(file)
        continue
      }
      let language = String(parts[parts.count - 2].dropLast(".lproj".count))
      let table = String(name.dropLast(suffix.count))
      let folder = parts[..<(parts.count - 2)].joined(separator: "/")
      if suffix == ".stringsdict" {
        plurals[folder, default: [:]][language, default: [:]][table] = file
        folders[folder, default: [:]][language, default: [:]] = folders[folder]?[language] ?? [:]
      } else {
        folders[folder, default: [:]][language, default: [:]][table] = file
      }
    }
    resourceFolders = folders.keys.sorted().map {
      ResourceFolder(path: $0, tables: folders[$0]!, stringsdicts: plurals[$0] ?? [:])
    }
    looseFiles = loose.sorted()
  }

  /// Every language code in any resource folder, sorted.
  public var languages: [String] {
    Array(Set(resourceFolders.flatMap(\.languages))).sorted()
  }

  /// The reference language: `requested` when given, else `en` when present, else `Base`.
  ///
  /// - Throws: ``StringsError/noReferenceLanguage(found:)`` when none of these exists.
  public func referenceLanguage(requested: String?) throws(StringsError) -> String {
    let found = languages
    if let requested {
      guard found.contains(requested) else {
        throw .unknownReferenceLanguage(requested: requested, found: found)
      }
      return requested
    }
    if found.contains("en") { return "en" }
    if found.contains("Base") { return "Base" }
    throw .noReferenceLanguage(found: found)
  }
}

extension LocalizationProject.ResourceFolder {
  /// The language this folder's tables are compared with: `requested` when given, else `en` when
  /// the folder has it, else `Base` when it has that, else `fallback` (the project's choice,
  /// which this folder then lacks: its tables are only checked one by one).
  public func referenceLanguage(requested: String?, fallback: String) -> String {
    if let requested { return requested }
    if tables["en"] != nil { return "en" }
    if tables["Base"] != nil { return "Base" }
    return fallback
  }
}
