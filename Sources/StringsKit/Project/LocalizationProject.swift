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
      guard
        let (folder, language, table, suffix) = Self.asciiLocation(of: file)
          ?? Self.location(of: file)
      else {
        loose.append(file)
        continue
      }
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

  /// Where `file` sits: `<folder>/<language>.lproj/<table><suffix>`, or `nil` for a loose file.
  /// Paths are compared by characters, as `String` does.
  static func location(
    of file: String
  ) -> (folder: String, language: String, table: String, suffix: String)? {
    let parts = file.split(separator: "/", omittingEmptySubsequences: false)
    let name = parts.last ?? ""
    let suffix = name.hasSuffix(".stringsdict") ? ".stringsdict" : ".strings"
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"),
      parts[parts.count - 2].count > ".lproj".count, name.hasSuffix(suffix)
    else { return nil }
    let language = String(parts[parts.count - 2].dropLast(".lproj".count))
    let table = String(name.dropLast(suffix.count))
    let folder = parts[..<(parts.count - 2)].joined(separator: "/")
    return (folder, language, table, suffix)
  }

  /// ``location(of:)`` on the bytes of an ASCII path (nearly every path), where each byte is one
  /// character for every test made here, so the answer is the same without walking characters;
  /// `.none` for other paths, `.some(nil)` for a loose ASCII file.
  static func asciiLocation(
    of file: String
  ) -> (folder: String, language: String, table: String, suffix: String)?? {
    var file = file
    return file.withUTF8 { b -> (String, String, String, String)?? in
      guard !b.contains(where: { $0 >= 0x80 }) else { return .none }
      func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
      }
      func hasSuffix(_ range: Range<Int>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard range.count >= count else { return false }
        let tail = UnsafeBufferPointer(rebasing: b[(range.upperBound - count)..<range.upperBound])
        return tail.elementsEqual(
          UnsafeBufferPointer(start: suffix.utf8Start, count: count))
      }
      guard let last = b.lastIndex(of: 0x2F) else { return .some(nil) }
      let name = (last + 1)..<b.count
      let previous = b[..<last].lastIndex(of: 0x2F)
      let lproj = (previous.map { $0 + 1 } ?? 0)..<last
      let suffix = hasSuffix(name, ".stringsdict") ? ".stringsdict" : ".strings"
      guard hasSuffix(lproj, ".lproj"), lproj.count > 6,
        hasSuffix(name, suffix == ".stringsdict" ? ".stringsdict" : ".strings")
      else { return .some(nil) }
      let language = text(lproj.lowerBound..<(lproj.upperBound - 6))
      let table = text(name.lowerBound..<(name.upperBound - suffix.utf8.count))
      let folder = previous.map { text(0..<$0) } ?? ""
      return .some((folder, language, table, suffix))
    }
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
