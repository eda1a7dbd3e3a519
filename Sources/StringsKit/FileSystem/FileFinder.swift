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
  /// Whether the folder listing said `files[i]` is a regular file: a reader can then open it
  /// without asking for its type first (``FileReader/bytes(_:displayPath:isRegularFile:)``).
  /// `false` means unknown, not "not regular".
  public var listedRegular: [Bool] = []
  /// Paths that could not be used (missing, or a folder that cannot be listed).
  public var errors: [StringsError] = []

  /// Walks `paths` (absolute) and keeps files whose name ends in one of `suffixes`.
  ///
  /// - Parameters:
  ///   - display: how to name paths in errors.
  ///   - skipping: names of folders (and files) below the paths that are passed over.
  public init(
    paths: [String], suffixes: [String], display: DisplayPath, skipping: Set<String> = []
  ) {
    // One walk cannot find a path twice (each folder is listed once, and a child's path is its
    // folder's plus a name), so a set is only needed to merge several paths' findings; it cost
    // a hash of every path of a large tree.
    var found: [PathOrder.Item] = []
    var visitedDirectories = FolderIdentitySet()
    for path in paths {
      guard let kind = FileFinder.kind(of: path) else {
        errors.append(.fileNotFound(path: display.display(path)))
        continue
      }
      if kind != .directory {
        found.append(PathOrder.Item(path))
        continue
      }
      var pending = [path]
      while let directory = pending.popLast() {
        let entries: [Entry]
        do throws(ListingError) {
          guard
            let listed = try FileFinder.entries(
              of: directory, ifNew: { visitedDirectories.insert($0) })
          else { continue }
          entries = listed
        } catch {
          errors.append(
            .fileNotReadable(
              path: display.display(directory), reason: "cannot list the folder: \(error.reason)"))
          continue
        }
        // Sorted as `String <` sorts names, but by bytes where both are ASCII.
        let names = entries.map { PathOrder.Item($0.name) }
        // Folders hold few names: the plain comparison beats laying them out in a buffer.
        let order = names.indices.sorted { PathOrder.precedes(names[$0], names[$1]) }
        for index in order where skipping.isEmpty || !skipping.contains(entries[index].name) {
          switch FileFinder.child(entries[index], of: directory, suffixes: suffixes) {
          case .folder(let child)?: pending.append(child)
          case .file(let child, let isRegular)?:
            found.append(PathOrder.Item(child, isRegular: isRegular))
          case nil: break
          }
        }
      }
    }
    if paths.count > 1 {
      // Several paths may find a file twice: each is kept once, its listed type forgotten.
      // Told apart by their bytes, as the file system does (not by `String ==`).
      var seen = Set<LiteralKey>()
      found = found.compactMap {
        seen.insert(LiteralKey($0.text)).inserted ? PathOrder.Item($0.text) : nil
      }
    }
    let sorted = PathOrder.sorted(found)
    files = sorted.map(\.text)
    listedRegular = sorted.map(\.isRegular)
  }

  /// `name.hasSuffix(suffix)`, decided on bytes when it can be: a name whose bytes do not end
  /// with an ASCII suffix's bytes cannot end with its characters (no other spelling is
  /// canonically equivalent to ASCII text), and an ASCII name that does, does. Only a non-ASCII
  /// name ending in the suffix's bytes asks `hasSuffix`, where a character before the suffix
  /// may join its first byte into one cluster.
  static func name(_ name: String, hasSuffix suffix: String) -> Bool {
    var name = name
    var suffix = suffix
    let decided = name.withUTF8 { name in
      suffix.withUTF8 { suffix -> Bool? in
        var combined: UInt8 = 0
        for byte in suffix { combined |= byte }
        guard combined < 0x80 else { return nil }
        guard name.count >= suffix.count else { return false }
        let start = name.count - suffix.count
        for offset in 0..<suffix.count where name[start + offset] != suffix[offset] {
          return false
        }
        for byte in name { combined |= byte }
        return combined < 0x80 ? true : nil
      }
    }
    return decided ?? name.hasSuffix(suffix)
  }

  /// What a listed entry is to a walk: a folder to enter, or a file to keep.
  enum Child {
    case folder(String)
    case file(String, isRegular: Bool)
  }

  /// What `entry` of `directory` is to a walk that keeps files ending in one of `suffixes`;
  /// `nil` for a hidden entry, one whose type cannot be found, or another file.
  static func child(_ entry: Entry, of directory: String, suffixes: [String]) -> Child? {
    guard !entry.name.hasPrefix(".") else { return nil }
    let path = PathOrder.child(directory, entry.name)
    // The listing's own type saves a `stat` per entry; links and file systems that do not give
    // a type are asked, following links.
    guard let kind = entry.kind ?? FileFinder.kind(of: path) else { return nil }
    if kind == .directory { return .folder(path) }
    guard suffixes.contains(where: { name(entry.name, hasSuffix: $0) }) else { return nil }
    return .file(path, isRegular: entry.isRegular)
  }

  /// A folder as the file system knows it, whatever path leads there: a folder reached twice
  /// through links (a loop such as `a/loop -> ..`) has the same identity both times. One `stat`
  /// per folder, where resolving the path with `realpath(3)` read every link on the way.
  struct DirectoryIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
  }

  /// The identity `info` (from `stat` or `fstat`) gives.
  private static func identity(_ info: stat) -> DirectoryIdentity {
    DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// The identity of the folder at `path`, following links; `nil` when it cannot be read.
  static func identity(of path: String) -> DirectoryIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return identity(info)
  }

  /// Why a folder could not be listed, as `strerror` words it.
  struct ListingError: Error {
    var reason: String
  }

  /// The names in `directory` (without `.` and `..`), by `opendir`/`readdir`. Foundation's
  /// listing on Linux treats a failing `readdir` as the end of the folder, so a folder that
  /// opens but refuses to be read (`/proc/1/map_files`, some network mounts) looked empty.
  static func list(_ directory: String) throws(ListingError) -> [String] {
    try entries(of: directory).map(\.name)
  }

  /// What a path is, following symbolic links; `nil` when nothing (or a broken link) is there.
  enum Kind {
    case directory
    case other
  }

  /// One name in a folder, with its kind when the listing tells it without a `stat` (not for
  /// links, nor on file systems that leave the type unknown).
  struct Entry {
    var name: String
    var kind: Kind?
    /// Whether the listing said the entry is a regular file (not a link to one).
    var isRegular = false
  }

  /// The entries of `directory` except `.` and `..`, in no particular order.
  ///
  /// Built on opendir/readdir rather than FileManager: a read error in the middle of a
  /// listing must be an error, not a shorter listing.
  static func entries(of directory: String) throws(ListingError) -> [Entry] {
    guard let stream = opendir(directory) else { throw ListingError(reason: lastError()) }
    defer { closedir(stream) }
    return try entries(in: stream)
  }

  /// ``entries(of:)``, or `nil` when `isNew` turns down the folder's identity: a walk that must
  /// not enter a folder twice asks the open folder who it is (`fstat`), where a `stat` of its
  /// path walked every folder on the way again. A folder that cannot be asked is listed; one
  /// that cannot be opened is asked by its path, so that reaching it again is no new error.
  static func entries(
    of directory: String, ifNew isNew: (DirectoryIdentity) -> Bool
  ) throws(ListingError) -> [Entry]? {
    guard let stream = opendir(directory) else {
      let reason = lastError()
      if let identity = identity(of: directory), !isNew(identity) { return nil }
      throw ListingError(reason: reason)
    }
    defer { closedir(stream) }
    var info = stat()
    if fstat(dirfd(stream), &info) == 0, !isNew(identity(info)) { return nil }
    return try entries(in: stream)
  }

  #if canImport(Darwin)
    private typealias FolderStream = UnsafeMutablePointer<DIR>
  #else
    private typealias FolderStream = OpaquePointer
  #endif

  /// The rest of the listing of an open folder.
  private static func entries(in stream: FolderStream) throws(ListingError) -> [Entry] {
    var entries: [Entry] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { throw ListingError(reason: lastError()) }
        return entries
      }
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      guard name != "." && name != ".." else { continue }
      let kind: Kind? =
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG), Int32(DT_FIFO), Int32(DT_CHR), Int32(DT_BLK), Int32(DT_SOCK): .other
        default: nil
        }
      entries.append(
        Entry(name: name, kind: kind, isRegular: Int32(entry.pointee.d_type) == Int32(DT_REG)))
    }
  }

  /// The kind of `path` after following links, through one `stat`.
  static func kind(of path: String) -> Kind? { status(of: path)?.kind }

  /// The kind of `path` after following links and whether it is a regular file, through one
  /// `stat`; `nil` when nothing is there.
  static func status(of path: String) -> (kind: Kind, isRegular: Bool)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let type = info.st_mode & S_IFMT
    return (type == S_IFDIR ? .directory : .other, type == S_IFREG)
  }

  private static func lastError() -> String { String(cString: strerror(errno)).lowercased() }

  /// Whether anything (file, folder or link target) exists at `path`.
  public static func exists(_ path: String) -> Bool {
    kind(of: path) != nil
  }

  /// Whether `path` is a folder (following links).
  public static func isDirectory(_ path: String) -> Bool {
    kind(of: path) == .directory
  }
}
