import Foundation

/// Expands shell glob patterns (`*`, `?`, `[abc]`, and `**` for any number of folders) itself,
/// for shells that pass them through unexpanded: `strings-gen 'Sources/**/*.swift'`.
///
/// `*`, `?` and classes never match `/`; `**` as a whole path component matches zero or more
/// folders. Hidden files and folders are only matched by a pattern component that starts
/// with `.`, as in the shell. Results are sorted.
public struct GlobPattern: Sendable {
  public let pattern: String
  /// The pattern's parts between slashes, empty ones left out: split once, for the expansion,
  /// the walk that may stand for it and the check for `.` and `..`.
  let components: [String]

  public init(_ pattern: String) {
    self.pattern = pattern
    components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// Whether `text` holds any glob metacharacter: a `*`, `?` or `[` character.
  ///
  /// Decided on bytes: text without those bytes holds none, and ASCII text that has one holds
  /// it as a character of its own. Only non-ASCII text with one asks its characters, since a
  /// combining mark after it (`*` + U+0301) makes another character, not a metacharacter.
  public static func isPattern(_ text: String) -> Bool {
    let decided = text.withUTF8Bytes { bytes -> Bool? in
      var found = false
      var combined: UInt8 = 0
      for byte in bytes {
        combined |= byte
        if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") {
          found = true
        }
      }
      return !found || combined < 0x80 ? found : nil
    }
    return decided ?? text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  /// The existing paths that match, sorted. Relative patterns are taken from
  /// `workingDirectory`, and the results are relative too.
  public func expand(workingDirectory: String) -> [String] {
    matches(workingDirectory: workingDirectory).map(\.path)
  }

  /// A path the pattern matched, with what the folder listing told of it: a command line that
  /// names `'**/*.swift'` then reads each file without asking its type again.
  struct Match {
    var path: String
    /// `nil` when the listing did not tell (a link, or a file system without types).
    var kind: FileFinder.Kind?
    var isRegular: Bool
  }

  /// ``expand(workingDirectory:)`` with each match's kind as its folder's listing gave it.
  func matches(workingDirectory: String) -> [Match] {
    let absolute = pattern.utf8.first == UInt8(ascii: "/")
    // One `**` reaches each folder by one path, and each other component adds a distinct name:
    // only a second `**` can match a path twice.
    let mayRepeat = components.lazy.filter { $0 == "**" }.count > 1
    var results: [Match] = []
    // Each state is a match so far and the index of the next component; an explicit stack
    // keeps deep trees from recursing.
    var stack = [(Match(path: absolute ? "/" : "", kind: .directory, isRegular: false), 0)]
    // Told apart by their bytes, as the file system does (not by `String ==`).
    var seen = Set<LiteralKey>()
    // Each folder is listed once, with the kinds its listing tells: `**` and the component
    // after it (`**/*.swift`) read the same folders, and a `stat` of every entry to tell
    // folders apart cost more than extracting from the files found. Listings stay unsorted:
    // the matches are sorted once at the end.
    var listings: [LiteralKey: [FileFinder.Entry]] = [:]
    func list(_ directory: String) -> [FileFinder.Entry] {
      if let listed = listings[LiteralKey(directory)] { return listed }
      let listed = (try? FileFinder.entries(of: directory)) ?? []
      listings[LiteralKey(directory)] = listed
      return listed
    }
    while let (match, index) = stack.popLast() {
      let prefix = match.path
      if index == components.count {
        if !mayRepeat || seen.insert(LiteralKey(prefix)).inserted { results.append(match) }
        continue
      }
      let component = components[index]
      let directory = resolve(prefix, workingDirectory)
      if component == "**" {
        stack.append((match, index + 1))
        for entry in list(directory) where !entry.name.hasPrefix(".") {
          if let kind = entry.kind, kind != .directory { continue }
          let child = join(prefix, entry.name)
          // A link (or an entry of a file system without types) is followed, unless it leads
          // back to a folder on its own path: `a/loop -> ..` would repeat forever.
          if entry.kind == nil {
            let resolved = resolve(child, workingDirectory)
            guard FileFinder.kind(of: resolved) == .directory, !Self.leadsToAncestor(resolved)
            else { continue }
          }
          stack.append((Match(path: child, kind: .directory, isRegular: false), index))
        }
      } else if GlobPattern.isPattern(component) {
        let matches = Self.matcher(component)
        for entry in list(directory)
        where (!entry.name.hasPrefix(".") || component.hasPrefix(".")) && matches(entry.name) {
          let child = Match(
            path: join(prefix, entry.name), kind: entry.kind, isRegular: entry.isRegular)
          stack.append((child, index + 1))
        }
      } else {
        let child = join(prefix, component)
        if let status = FileFinder.status(of: resolve(child, workingDirectory)) {
          stack.append(
            (Match(path: child, kind: status.kind, isRegular: status.isRegular), index + 1))
        }
      }
    }
    let order = PathOrder.sortedIndices(results.map { PathOrder.Item($0.path) })
    return order.map { results[$0] }
  }

  /// Whether the folder at `path` (absolute) is one of the folders `path` passes through, as
  /// the file system knows them (one `stat` each, following links).
  static func leadsToAncestor(_ path: String) -> Bool {
    guard let target = FileFinder.identity(of: path) else { return false }
    var ancestor = path
    while let slash = ancestor.utf8.lastIndex(of: UInt8(ascii: "/")) {
      ancestor = slash == ancestor.utf8.startIndex ? "/" : String(ancestor[..<slash])
      if FileFinder.identity(of: ancestor) == target { return true }
      if ancestor == "/" { return false }
    }
    return false
  }

  /// The folder below which the pattern takes every file whose name ends in `suffix`, when it
  /// is literal folders then `**/*<suffix>` (`Sources/**/*.swift`), as text to resolve against
  /// the working directory; `nil` for any other pattern.
  func walkedFolder(suffix: String) -> String? {
    guard components.count >= 2, components[components.count - 2] == "**",
      components[components.count - 1] == "*" + suffix, !GlobPattern.isPattern(suffix)
    else { return nil }
    let folders = components.dropLast(2)
    guard folders.allSatisfy({ !GlobPattern.isPattern($0) && $0 != "." && $0 != ".." })
    else { return nil }
    return (pattern.utf8.first == UInt8(ascii: "/") ? "/" : "") + folders.joined(separator: "/")
  }

  /// Whether a name matches the pattern component `component`. A `*` followed by plain text
  /// (`*.swift`, the usual case) is a test of the name's last bytes, which is the same as
  /// comparing its last scalars (a UTF-8 sequence never starts inside another); any other
  /// component goes through ``match(_:_:)``.
  static func matcher(_ component: String) -> (String) -> Bool {
    let bytes = Array(component.utf8)
    if bytes.first == UInt8(ascii: "*"),
      !bytes.dropFirst().contains(where: {
        $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[")
      })
    {
      let suffix = bytes.dropFirst()
      return { name in
        let utf8 = name.utf8
        return utf8.count >= suffix.count && utf8.suffix(suffix.count).elementsEqual(suffix)
      }
    }
    let pattern = Array(component.unicodeScalars)
    return { name in GlobPattern.match(pattern[...], Array(name.unicodeScalars)[...]) }
  }

  private func resolve(_ path: String, _ workingDirectory: String) -> String {
    path.utf8.first == UInt8(ascii: "/")
      ? path : (path.isEmpty ? workingDirectory : PathOrder.child(workingDirectory, path))
  }

  private func join(_ prefix: String, _ name: String) -> String {
    prefix.isEmpty ? name : PathOrder.child(prefix, name)
  }

  /// Matches one path component against one pattern component, iteratively with backtracking
  /// to the last `*` only, so the time is linear in practice and never exponential.
  static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>)
    -> Bool
  {
    var p = pattern.startIndex
    var n = name.startIndex
    var starP: Int?
    var starN = 0
    while n < name.endIndex {
      if p < pattern.endIndex {
        let c = pattern[p]
        if c == "*" {
          starP = p
          starN = n
          p += 1
          continue
        }
        if c == "?" {
          p += 1
          n += 1
          continue
        }
        if c == "[", let (matched, next) = matchClass(pattern, p, name[n]) {
          if matched {
            p = next
            n += 1
            continue
          }
        } else if c == name[n] {
          p += 1
          n += 1
          continue
        }
      }
      guard let star = starP else { return false }
      p = star + 1
      starN += 1
      n = starN
    }
    while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
    return p == pattern.endIndex
  }

  /// `[abc]`, `[a-z]`, `[!x]` / `[^x]` at `start`: whether `scalar` matches and where the class
  /// ends; `nil` when the bracket is not closed (then it is an ordinary character).
  private static func matchClass(
    _ pattern: ArraySlice<Unicode.Scalar>, _ start: Int, _ scalar: Unicode.Scalar
  ) -> (Bool, Int)? {
    var i = start + 1
    var negate = false
    if i < pattern.endIndex && (pattern[i] == "!" || pattern[i] == "^") {
      negate = true
      i += 1
    }
    var matched = false
    var first = true
    while i < pattern.endIndex && (pattern[i] != "]" || first) {
      first = false
      if i + 2 < pattern.endIndex && pattern[i + 1] == "-" && pattern[i + 2] != "]" {
        if pattern[i] <= scalar && scalar <= pattern[i + 2] { matched = true }
        i += 3
      } else {
        if pattern[i] == scalar { matched = true }
        i += 1
      }
    }
    guard i < pattern.endIndex else { return nil }
    return (matched != negate, i + 1)
  }
}
