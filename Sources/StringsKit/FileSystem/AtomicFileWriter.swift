import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that readers only ever see the old bytes or the new bytes.
///
/// The data goes to a temporary file in the same folder (so the final `rename(2)` never crosses
/// a file system), is flushed with `fsync`, takes the permissions of the file it replaces, and is
/// then renamed over the target. On any failure the temporary file is removed and the target is
/// untouched, so an interrupted or failing run never leaves a truncated or half-written file.
/// A symbolic link is followed and the file it names replaced, keeping the link; a device or
/// pipe (`/dev/full`, `/dev/stdout`) is written directly, so its errors (`ENOSPC`) surface.
public enum AtomicFileWriter {
  /// Replaces (or creates) the file at `path` with `data`.
  ///
  /// - Parameter displayPath: the path to name in an error (as the user wrote it).
  /// - Throws: ``StringsError/fileNotWritable(path:reason:)``.
  public static func write(
    _ data: Data, to path: String, displayPath: String? = nil
  ) throws(StringsError) {
    let shown = displayPath ?? path
    // One `lstat` tells a link, and for anything else what `stat` would.
    var existing = stat()
    var exists = lstat(path, &existing) == 0
    var target = path
    // A link is kept and the file it points to replaced, as editors do; replacing the link
    // itself would silently cut the table off from where it really lives.
    if exists, existing.st_mode & S_IFMT == S_IFLNK {
      target = resolvedLink(path) ?? path
      exists = stat(target, &existing) == 0
    }
    // Split by hand: going through `URL` made the runtime look up conformances, which in a
    // static binary means a scan of every conformance record, for each run.
    let (directory, name) = AtomicFileWriter.split(target)
    let temporary =
      "\(directory)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"

    var mode: mode_t = 0o644
    if exists {
      switch existing.st_mode & S_IFMT {
      case S_IFDIR: throw .isADirectory(path: shown)
      case S_IFREG: mode = existing.st_mode & 0o7777
      // A device or pipe has no contents to lose and cannot be renamed over; write to it.
      default: return try writeInPlace(data, to: target, shown: shown)
      }
    }

    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard fd >= 0 else { throw .fileNotWritable(path: shown, reason: lastError()) }
    var failure = writeAll(data, to: fd)
    if failure == nil, fsync(fd) != 0 { failure = lastError() }
    // The umask may have narrowed the mode given to open(2); set it exactly.
    if failure == nil, fchmod(fd, mode) != 0 { failure = lastError() }
    if close(fd) != 0, failure == nil { failure = lastError() }
    if failure == nil, rename(temporary, target) != 0 { failure = lastError() }
    if let failure {
      unlink(temporary)
      throw .fileNotWritable(path: shown, reason: failure)
    }
  }

  /// Where the symbolic link at `path` finally points, or `nil` when the link dangles (then the
  /// link itself is replaced).
  private static func resolvedLink(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder and the name of the file at `path`, as `URL`'s `deletingLastPathComponent` and
  /// `lastPathComponent` give them for a file's path: `.` is the folder of a bare name.
  static func split(_ path: String) -> (directory: String, name: String) {
    // By bytes: a `/` followed by a combining mark is one `Character`, but still a separator.
    let slash = UInt8(ascii: "/")
    var bytes = path.utf8[...]
    while bytes.count > 1 && bytes.last == slash { bytes.removeLast() }
    guard let last = bytes.lastIndex(of: slash) else { return (".", String(bytes)!) }
    let directory = bytes[..<last]
    return (
      directory.isEmpty ? "/" : String(directory)!, String(bytes[bytes.index(after: last)...])!
    )
  }

  /// Writes to a device or FIFO directly. `O_NONBLOCK` makes opening a pipe that nobody reads
  /// fail at once instead of hanging; writes then block normally.
  private static func writeInPlace(_ data: Data, to path: String, shown: String)
    throws(StringsError)
  {
    let fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { throw .fileNotWritable(path: shown, reason: lastError()) }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    var failure = writeAll(data, to: fd)
    if close(fd) != 0, failure == nil { failure = lastError() }
    if let failure { throw .fileNotWritable(path: shown, reason: failure) }
  }

  /// Writes every byte, retrying after signals; returns the error text of a failed write.
  private static func writeAll(_ data: Data, to fd: Int32) -> String? {
    data.withUnsafeBytes { DescriptorWriting.writeAll($0, to: fd) }
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }
}
