import Foundation

/// Finds the files a tool should read below the paths the user named.
///
/// Folders are walked recursively in sorted order, skipping `.build`, `.git` and every hidden
/// folder; a folder reached twice through symbolic links is walked once, so link loops end.
/// Files the user names explicitly are returned whatever their extension.
public struct FileFinder: Sendable {
  /// Absolute paths of the files found, sorted, without repeats.
  public var files: [String] = []
  /// Paths that could not be used (missing, or a folder that cannot be listed).
  public var errors: [StringsError] = []

  /// Walks `paths` (absolute) and keeps files whose name ends in one of `suffixes`.
  ///
  /// - Parameter display: how to name paths in errors.
  public init(paths: [String], suffixes: [String], display: DisplayPath) {
    var found = Set<String>()
    var visitedDirectories = Set<String>()
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append(.fileNotFound(path: display.display(path)))
        continue
      }
      if !isDirectory.boolValue {
        found.insert(path)
        continue
      }
      var pending = [path]
      while let directory = pending.popLast() {
        let real = (directory as NSString).resolvingSymlinksInPath
        guard visitedDirectories.insert(real).inserted else { continue }
        let names: [String]
        do {
          names = try manager.contentsOfDirectory(atPath: directory)
        } catch {
          errors.append(
            .fileNotReadable(path: display.display(directory), reason: "cannot list the folder"))
          continue
        }
        for name in names.sorted() where !name.hasPrefix(".") {
          let child = directory == "/" ? "/\(name)" : "\(directory)/\(name)"
          var childIsDirectory: ObjCBool = false
          guard manager.fileExists(atPath: child, isDirectory: &childIsDirectory) else { continue }
          if childIsDirectory.boolValue {
            pending.append(child)
          } else if suffixes.contains(where: { name.hasSuffix($0) }) {
            found.insert(child)
          }
        }
      }
    }
    files = found.sorted()
  }

  /// Whether anything (file, folder or link target) exists at `path`.
  public static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Whether `path` is a folder (following links).
  public static func isDirectory(_ path: String) -> Bool {
    var flag: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
  }
}
