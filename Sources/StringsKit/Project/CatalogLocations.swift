/// Where a project's String Catalogs are: every `*.xcstrings` below a root folder, by table.
///
/// A project built by Xcode keeps one catalog per table wherever it likes
/// (`Localizables/Settings/Panes/GeneralSettings.xcstrings`), and two catalogs of one name in
/// one target compile to one table at build time. So a sync looks for a table's catalog in the
/// whole project before it creates one, and refuses to choose between two.
///
/// The walk skips hidden folders (`.build`, `.git`) and ``skippedFolders`` (build products and
/// other people's code). A catalog inside a `*.lproj` folder belongs to a storyboard or a XIB:
/// it holds that table, but Swift code does not feed it.
///
///     let found = CatalogLocations(root: "/p")
///     found.destination(ofTable: "Settings", named: "/p/App/Localizable.xcstrings")
///     // .existing("/p/App/Settings/Settings.xcstrings"), or .new("/p/App/Settings.xcstrings")
public struct CatalogLocations: Sendable {
  /// One catalog found below the root.
  public struct Location: Sendable, Hashable {
    /// The file name without `.xcstrings`.
    public var table: String
    /// Absolute path.
    public var path: String
    /// Whether the catalog is in a `*.lproj` folder (a storyboard's or a XIB's strings).
    public var isStoryboard: Bool

    public init(path: String) {
      self.path = path
      let parts = path.split(separator: "/", omittingEmptySubsequences: true)
      let name = parts.last.map(String.init) ?? path
      table = name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
      isStoryboard = parts.count >= 2 && parts[parts.count - 2].hasSuffix(".lproj")
    }
  }

  /// Where the catalog of a table is, for a sync.
  public enum Destination: Sendable, Equatable {
    /// The table's one catalog: sync into it.
    case existing(String)
    /// No catalog holds the table: create this one.
    case new(String)
    /// Only a storyboard's catalog holds the table: Swift does not feed it, so it is left alone.
    case storyboard(String)
    /// Two or more catalogs hold the table; a sync cannot choose. Sorted.
    case ambiguous([String])
  }

  /// Folders never walked, besides hidden ones: Xcode's build products and CocoaPods' copies.
  public static let skippedFolders: Set<String> = ["DerivedData", "Pods"]

  /// The folder walked (absolute).
  public let root: String
  /// Every catalog found, sorted by path.
  public let catalogs: [Location]
  /// Folders that could not be listed: a catalog in them may have been missed.
  public let errors: [StringsError]

  /// Finds every catalog below `root` (absolute). A folder reached twice through links is
  /// walked once.
  public init(root: String, display: DisplayPath = DisplayPath(workingDirectory: "/")) {
    self.root = root
    let finder = FileFinder(
      paths: [root], suffixes: [".xcstrings"], display: display, skipping: Self.skippedFolders)
    catalogs = finder.files.map { Location(path: $0) }
    errors = finder.errors
  }

  /// The catalogs given, as if found below `root` (for callers that list them themselves).
  public init(root: String, catalogs: [String]) {
    self.root = root
    self.catalogs = PathOrder.sorted(catalogs.map { PathOrder.Item($0) }).map {
      Location(path: $0.text)
    }
    errors = []
  }

  /// The catalogs whose table is `table`, compared literally.
  public func catalogs(ofTable table: String) -> [Location] {
    catalogs.filter { $0.table.isLiterallyEqual(to: table) }
  }

  /// Where a sync puts the strings of `table`, given the catalog the user named:
  ///
  /// 1. the named catalog, when it exists and is of that table (the user chose it);
  /// 2. else the one catalog of the table below the root, not in a `*.lproj` folder;
  ///    two or more: ``Destination/ambiguous(_:)``;
  /// 3. else, when a storyboard's catalog holds the table, ``Destination/storyboard(_:)``;
  /// 4. else a new `<table>.xcstrings` in the folder of the named catalog.
  ///
  /// - Parameter namedExists: whether the named catalog is on disk.
  public func destination(ofTable table: String, named: String, namedExists: Bool) -> Destination {
    if namedExists, Location(path: named).table.isLiterallyEqual(to: table) {
      return .existing(named)
    }
    let holders = catalogs(ofTable: table)
    let swiftFed = holders.filter { !$0.isStoryboard }
    if swiftFed.count == 1 { return .existing(swiftFed[0].path) }
    if swiftFed.count > 1 { return .ambiguous(swiftFed.map(\.path)) }
    if let storyboard = holders.first { return .storyboard(storyboard.path) }
    return .new(PathOrder.child(Self.folder(of: named), "\(table).xcstrings"))
  }

  /// The default root: the deepest folder that holds every source and the named catalog.
  /// A source spelled as a glob pattern counts from the folder before its first wildcard.
  /// When that folder is `/`, the named catalog's folder: the whole disk is never walked.
  ///
  /// - Parameters:
  ///   - sources: absolute paths of source files, folders or patterns.
  ///   - catalog: absolute path of the named catalog.
  ///   - isFolder: whether a path is a folder (a file's own folder is used otherwise).
  public static func defaultRoot(
    sources: [String], catalog: String, isFolder: (String) -> Bool = FileFinder.isDirectory
  ) -> String {
    let catalogFolder = folder(of: catalog)
    var common = components(catalogFolder)
    for source in sources {
      var parts = components(source)
      if let wildcard = parts.firstIndex(where: { $0.contains(where: "*?[{".contains) }) {
        parts = Array(parts[..<wildcard])
      } else if !isFolder(source) {
        parts = Array(parts.dropLast())
      }
      var shared = 0
      while shared < min(common.count, parts.count)
        && common[shared].utf8.elementsEqual(parts[shared].utf8)
      {
        shared += 1
      }
      common = Array(common[..<shared])
    }
    return common.isEmpty ? catalogFolder : "/" + common.joined(separator: "/")
  }

  /// The folder of an absolute path (`/` for a file at the top).
  static func folder(of path: String) -> String {
    let parts = components(path)
    return parts.count <= 1 ? "/" : "/" + parts.dropLast().joined(separator: "/")
  }

  /// The names of an absolute path, without empty ones; compared by their bytes, as the file
  /// system compares names.
  private static func components(_ path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }
}
