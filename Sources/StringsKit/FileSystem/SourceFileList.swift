/// The Swift files a `strings-gen` command line names, in the order it names them (the first
/// value seen for a key wins, so order matters).
///
/// Each argument is a file (taken as is, whatever its extension), a folder (every `*.swift`
/// below it, sorted), or a glob pattern that the shell passed through (`'Sources/**/*.swift'`).
/// A file named twice is read once, at its first place.
public struct SourceFileList: Sendable {
  /// Absolute paths in command-line order.
  public var files: [String] = []
  /// Whether a folder listing said `files[i]` is a regular file (see
  /// ``FileFinder/listedRegular``); `false` means unknown.
  public var listedRegular: [Bool] = []
  /// Arguments that name nothing.
  public var errors: [StringsError] = []

  /// - Parameters:
  ///   - arguments: the positional arguments, after `-` has been replaced by the lines of
  ///     standard input.
  public init(arguments: [String], display: DisplayPath) {
    // The files of each argument, without repeats within it; merged below. The usual command
    // names one folder, whose files need no merging: hashing every path of a large tree to
    // find repeats that cannot occur cost as much as the walk's listing.
    var lists: [(paths: [String], repeats: Bool)] = []
    // The listed types of the last single-path argument: used when it is the only list.
    var regular: [Bool] = []
    for argument in arguments where !argument.isEmpty {
      let absolute = display.absolute(argument)
      var expanded: [String]
      if GlobPattern.isPattern(argument) && !FileFinder.exists(absolute) {
        expanded = GlobPattern(argument).expand(workingDirectory: display.workingDirectory)
          .map(display.absolute)
        if expanded.isEmpty {
          errors.append(.fileNotFound(path: argument))
          continue
        }
      } else {
        // A folder is searched, but one named like a source file was meant as a file.
        if argument.hasSuffix(".swift") && FileFinder.isDirectory(absolute) {
          errors.append(.isADirectory(path: argument))
          continue
        }
        expanded = [absolute]
      }
      let finder = FileFinder(paths: expanded, suffixes: [".swift"], display: display)
      errors += finder.errors
      // FileFinder sorts; keep the order of the expansion for explicitly named files. A single
      // path is a folder (whose files FileFinder lists) or a file (its only file): the order is
      // FileFinder's either way.
      if expanded.count == 1 {
        lists.append((finder.files, repeats: false))
        regular = finder.listedRegular
      } else {
        let found = Set(finder.files.map(LiteralKey.init))
        lists.append(
          (expanded.filter { found.contains(LiteralKey($0)) } + finder.files, repeats: true))
      }
    }
    if lists.count == 1 && !lists[0].repeats {
      files = lists[0].paths
      listedRegular = regular
      return
    }
    // Paths are told apart by their bytes, as the file system does: `é` and `e` + U+0301 name
    // two files.
    var seen = Set<LiteralKey>()
    for list in lists {
      for path in list.paths where seen.insert(LiteralKey(path)).inserted { files.append(path) }
    }
    listedRegular = Array(repeating: false, count: files.count)
  }

  /// The folder (absolute) when `arguments` name exactly one folder and nothing else: its
  /// files are then those of ``OrderedFolderWalk``, which finds them in their final order, so
  /// they can be read while the walk goes on. `nil` for every other command line.
  public static func onlyFolder(in arguments: [String], display: DisplayPath) -> String? {
    let named = arguments.filter { !$0.isEmpty }
    // A folder named like a source file is an error (see `init`).
    guard named.count == 1, !named[0].hasSuffix(".swift") else { return nil }
    let absolute = display.absolute(named[0])
    return FileFinder.isDirectory(absolute) ? absolute : nil
  }

  /// Splits standard input given with `-` into file names: one per line, blank lines skipped.
  public static func lines(ofStandardInput text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).map(String.init).filter {
      !$0.allSatisfy(\.isWhitespace)
    }
  }
}
