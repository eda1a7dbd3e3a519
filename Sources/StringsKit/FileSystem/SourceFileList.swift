/// The Swift files a `strings-gen` command line names, in the order it names them (the first
/// value seen for a key wins, so order matters).
///
/// Each argument is a file (taken as is, whatever its extension), a folder (every `*.swift`
/// below it, sorted), or a glob pattern that the shell passed through (`'Sources/**/*.swift'`).
/// A file named twice is read once, at its first place.
public struct SourceFileList: Sendable {
  /// Absolute paths in command-line order.
  public var files: [String] = []
  /// Arguments that name nothing.
  public var errors: [StringsError] = []

  /// - Parameters:
  ///   - arguments: the positional arguments, after `-` has been replaced by the lines of
  ///     standard input.
  public init(arguments: [String], display: DisplayPath) {
    var seen = Set<String>()
    func add(_ path: String) {
      if seen.insert(path).inserted { files.append(path) }
    }
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
      // FileFinder sorts; keep the order of the expansion for explicitly named files.
      let found = Set(finder.files)
      for path in expanded where found.contains(path) { add(path) }
      for path in finder.files { add(path) }
    }
  }

  /// Splits standard input given with `-` into file names: one per line, blank lines skipped.
  public static func lines(ofStandardInput text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).map(String.init).filter {
      !$0.allSatisfy(\.isWhitespace)
    }
  }
}
