import Foundation

/// The Swift files a `strings-gen` command line names, in the order it names them (the first
/// value seen for a key wins, so order matters).
///
/// Each argument is a file (taken as is, whatever its extension), a folder (every `*.swift`
/// below it, sorted), or a glob pattern that the shell passed through (`'Sources/**/*.swift'`).
/// A file named twice is read once, at its first place.
public struct SourceFileList: Sendable {
  /// Absolute paths in command-line order.
  public var files: [String] = []
  /// Whether a folder listing (see ``FileFinder/listedRegular``) or the argument's own `stat`
  /// said `files[i]` is a regular file; `false` means unknown.
  public var listedRegular: [Bool] = []
  /// Arguments that name nothing.
  public var errors: [StringsError] = []

  /// - Parameters:
  ///   - arguments: the positional arguments, after `-` has been replaced by the lines of
  ///     standard input.
  ///   - jobs: how many cores may take the arguments' `stat`s (all when `nil`), as `--jobs`.
  public init(arguments: [String], display: DisplayPath, jobs: Int? = nil) {
    // The files of each argument, without repeats within it; merged below. The usual command
    // names one folder, whose files need no merging: hashing every path of a large tree to
    // find repeats that cannot occur cost as much as the walk's listing.
    // With each path, whether a listing or the argument's `stat` said it is a regular file:
    // the reader then opens it without a `stat` of its own.
    var lists: [(paths: [String], regular: [Bool], repeats: Bool)] = []
    let named = Self.statuses(of: arguments, display: display, jobs: jobs)
    for (argument, (absolute, status)) in zip(arguments, named) where !argument.isEmpty {
      let kind = status?.kind
      if let status, kind == .other {
        lists.append(([absolute], [status.isRegular], repeats: false))
        continue
      }
      var expanded: [String]
      if kind == nil && GlobPattern.isPattern(argument) {
        let pattern = GlobPattern(argument)
        let matches = pattern.matches(workingDirectory: display.workingDirectory)
        if matches.isEmpty {
          errors.append(.fileNotFound(path: argument))
          continue
        }
        if let files = matchedFiles(matches, of: pattern, display: display) {
          lists.append(files)
          continue
        }
        expanded = matches.map { display.absolute($0.path) }
      } else {
        // A folder is searched, but one named like a source file was meant as a file.
        if kind == .directory && FileFinder.name(argument, hasSuffix: ".swift") {
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
        lists.append((finder.files, finder.listedRegular, repeats: false))
      } else {
        let found = Set(finder.files.map(LiteralKey.init))
        let named = expanded.filter { found.contains(LiteralKey($0)) }
        lists.append(
          (
            named + finder.files,
            Array(repeating: false, count: named.count) + finder.listedRegular, repeats: true
          ))
      }
    }
    if lists.count == 1 && !lists[0].repeats {
      files = lists[0].paths
      listedRegular = lists[0].regular
      return
    }
    // Paths are told apart by their bytes, as the file system does: `é` and `e` + U+0301 name
    // two files.
    let total = lists.reduce(0) { $0 + $1.paths.count }
    var seen = Set<LiteralKey>(minimumCapacity: total)
    files.reserveCapacity(total)
    listedRegular.reserveCapacity(total)
    for list in lists {
      for (index, path) in list.paths.enumerated() where seen.insert(LiteralKey(path)).inserted {
        files.append(path)
        listedRegular.append(index < list.regular.count && list.regular[index])
      }
    }
  }

  /// Each argument's absolute path and what one `stat` of it tells: a file, a folder or
  /// nothing. A shell-expanded list names thousands of files, each of which is its own only
  /// file, so it needs neither a glob test nor a listing; their `stat`s are taken on every core,
  /// since one by one they held up the reading of the first file by a fifth of the run.
  private static func statuses(
    of arguments: [String], display: DisplayPath, jobs: Int?
  ) -> [(absolute: String, status: (kind: FileFinder.Kind, isRegular: Bool)?)] {
    let look = { @Sendable (index: Int) in
      let absolute = display.absolute(arguments[index])
      return (absolute, arguments[index].isEmpty ? nil : FileFinder.status(of: absolute))
    }
    // A few arguments (the usual folder or two) are looked at here: waking the other cores
    // would cost more than their `stat`s.
    if arguments.count < 64 { return arguments.indices.map(look) }
    return Parallel.map(arguments.count, jobs: jobs, look)
  }

  /// The files a pattern matched, in its order, when it matched no folder (`'**/*.swift'`):
  /// each is its own only file, of the kind its folder's listing told, and neither a walk nor
  /// a set of the paths is needed. `nil` when a folder matched (its files are found by a walk).
  private mutating func matchedFiles(
    _ matches: [GlobPattern.Match], of pattern: GlobPattern, display: DisplayPath
  ) -> (paths: [String], regular: [Bool], repeats: Bool)? {
    guard !matches.contains(where: { $0.kind == .directory }) else { return nil }
    var paths: [String] = []
    var regular: [Bool] = []
    var missing: [StringsError] = []
    paths.reserveCapacity(matches.count)
    regular.reserveCapacity(matches.count)
    for match in matches {
      let path = display.absolute(match.path)
      if match.kind != nil {
        paths.append(path)
        regular.append(match.isRegular)
      } else if let status = FileFinder.status(of: path) {
        // A link, asked where it leads; one to a folder is walked like a matched folder.
        guard status.kind != .directory else { return nil }
        paths.append(path)
        regular.append(status.isRegular)
      } else {
        missing.append(.fileNotFound(path: display.display(path)))
      }
    }
    errors += missing
    // `.` and `..` components let two matches name one file.
    let mayRepeat = pattern.components.contains { $0 == "." || $0 == ".." }
    return (paths, regular, mayRepeat)
  }

  /// The folder (absolute) to walk when `arguments` name exactly one folder, or one pattern
  /// that takes every Swift file below a folder (`'**/*.swift'`, `'Sources/**/*.swift'`), and
  /// nothing else: the files are then those of ``OrderedFolderWalk``, found in their final
  /// order, so they can be read while the walk goes on. `isPattern` asks the walk to vouch
  /// for the pattern's matches as well. `nil` for every other command line.
  public static func onlyWalk(
    in arguments: [String], display: DisplayPath
  ) -> (folder: String, isPattern: Bool)? {
    if let folder = onlyFolder(in: arguments, display: display) { return (folder, false) }
    let named = arguments.filter { !$0.isEmpty }
    // A pattern only when it names nothing itself, as in `init`.
    guard named.count == 1, GlobPattern.isPattern(named[0]),
      FileFinder.status(of: display.absolute(named[0])) == nil,
      let folder = GlobPattern(named[0]).walkedFolder(suffix: ".swift")
    else { return nil }
    let absolute = display.absolute(folder)
    return FileFinder.isDirectory(absolute) ? (absolute, true) : nil
  }

  /// The folder (absolute) when `arguments` name exactly one folder and nothing else: its
  /// files are then those of ``OrderedFolderWalk``, which finds them in their final order, so
  /// they can be read while the walk goes on. `nil` for every other command line.
  public static func onlyFolder(in arguments: [String], display: DisplayPath) -> String? {
    let named = arguments.filter { !$0.isEmpty }
    // A folder named like a source file is an error (see `init`).
    guard named.count == 1, !FileFinder.name(named[0], hasSuffix: ".swift") else { return nil }
    let absolute = display.absolute(named[0])
    return FileFinder.isDirectory(absolute) ? absolute : nil
  }

  /// Splits standard input given with `-` into file names: one per line, blank lines skipped.
  public static func lines(ofStandardInput text: String) -> [String] {
    lines(ofStandardInput: Data(text.utf8))
  }

  /// Splits the bytes of standard input given with `-` into file names, as the text's
  /// characters would split: at every newline (LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029), blank
  /// lines skipped, other lines kept whole. Invalid UTF-8 is repaired line by line, which gives
  /// what repairing the whole text does: a newline is never part of a broken sequence.
  ///
  /// On bytes, because a list of thousands of paths split by characters cost more than the
  /// files' listing.
  public static func lines(ofStandardInput data: Data) -> [String] {
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var lines: [String] = []
      var start = 0
      var index = 0
      while index < bytes.count {
        let width = newlineWidth(bytes, at: index)
        if width == 0 {
          index += 1
          continue
        }
        if let line = line(bytes, start..<index) { lines.append(line) }
        index += width
        start = index
      }
      if let line = line(bytes, start..<bytes.count) { lines.append(line) }
      return lines
    }
  }

  /// How many bytes the newline at `index` takes, 0 when none starts there. Each newline is a
  /// character of its own (a combining mark never joins one), so bytes tell them exactly.
  private static func newlineWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte >= 0x0A && byte <= 0x0D { return 1 }  // LF, VT, FF, CR (CRLF: an empty line between)
    if byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0x85 { return 2 }  // NEL
    if byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    {
      return 3  // U+2028, U+2029
    }
    return 0
  }

  /// The file name in `range`, `nil` when the line is empty or blank. A line is blank when
  /// every character is whitespace, which a character is when its first scalar is: ASCII lines
  /// are decided on bytes (only tab and space are left between newlines), others by characters.
  private static func line(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
    guard !range.isEmpty else { return nil }
    var ascii = true
    var blank = true
    for byte in bytes[range] {
      if byte >= 0x80 { ascii = false }
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { blank = false }
    }
    if ascii && blank { return nil }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    if !ascii && text.allSatisfy(\.isWhitespace) { return nil }
    return text
  }
}
