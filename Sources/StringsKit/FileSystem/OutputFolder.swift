/// The check every command makes before it writes: the path must lie inside the folder the
/// command was given (its `-o DIR`, project or export folder). Language codes are validated
/// where they enter (``LanguageCode``); this is the second line, so that a code or table name
/// that slipped through still cannot write outside.
///
/// The comparison is on the paths' components with `.` and `..` resolved as written, not on
/// the file system: a symbolic link inside the folder is the user's own choice and is followed.
public enum OutputFolder {
  /// Throws ``StringsError/outsideFolder(path:folder:)`` when `path` is not below `folder`.
  public static func check(
    _ path: String, inside folder: String, displayPath: String? = nil
  ) throws(StringsError) {
    guard contains(path, inside: folder) else {
      throw .outsideFolder(path: displayPath ?? path, folder: folder)
    }
  }

  /// Whether `path` names something strictly below `folder` (both absolute, or both relative
  /// to the same folder).
  public static func contains(_ path: String, inside folder: String) -> Bool {
    guard let inner = components(path), let outer = components(folder),
      path.hasPrefix("/") == folder.hasPrefix("/")
    else { return false }
    return inner.count > outer.count && Array(inner.prefix(outer.count)) == outer
  }

  /// The components with `.` dropped and `..` resolved; `nil` when a `..` climbs above the
  /// start.
  static func components(_ path: String) -> [Substring]? {
    var result: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." {
        guard result.popLast() != nil else { return nil }
      } else {
        result.append(part)
      }
    }
    return result
  }
}
