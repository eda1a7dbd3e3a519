import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
        let real = FileFinder.realPath(directory)
        guard visitedDirectories.insert(real).inserted else { continue }
        let names: [String]
        do throws(ListingError) {
          names = try FileFinder.list(directory)
        } catch {
          errors.append(
            .fileNotReadable(
              path: display.display(directory), reason: "cannot list the folder: \(error.reason)"))
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

  /// The canonical path of an existing folder, by `realpath(3)`. Foundation's
  /// `resolvingSymlinksInPath` does not resolve a link to `..` in the middle of a path on Linux,
  /// so a loop such as `a/loop -> ..` was walked until paths grew too long.
  static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Why a folder could not be listed, as `strerror` words it.
  struct ListingError: Error {
    var reason: String
  }

  /// The names in `directory` (without `.` and `..`), by `opendir`/`readdir`. Foundation's
  /// listing on Linux treats a failing `readdir` as the end of the folder, so a folder that
  /// opens but refuses to be read (`/proc/1/map_files`, some network mounts) looked empty.
  static func list(_ directory: String) throws(ListingError) -> [String] {
    guard let stream = opendir(directory) else { throw ListingError(reason: lastError()) }
    defer { closedir(stream) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { throw ListingError(reason: lastError()) }
        return names
      }
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
  }

  private static func lastError() -> String { String(cString: strerror(errno)).lowercased() }

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
