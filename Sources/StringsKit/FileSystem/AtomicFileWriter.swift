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
public enum AtomicFileWriter {
  /// Replaces (or creates) the file at `path` with `data`.
  ///
  /// - Parameter displayPath: the path to name in an error (as the user wrote it).
  /// - Throws: ``StringsError/fileNotWritable(path:reason:)``.
  public static func write(
    _ data: Data, to path: String, displayPath: String? = nil
  ) throws(StringsError) {
    let shown = displayPath ?? path
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary =
      "\(directory)/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"

    var mode: mode_t = 0o644
    var existing = stat()
    if stat(path, &existing) == 0 {
      if (existing.st_mode & S_IFMT) == S_IFDIR { throw .isADirectory(path: shown) }
      mode = existing.st_mode & 0o7777
    }

    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard fd >= 0 else { throw .fileNotWritable(path: shown, reason: lastError()) }
    var failure: String?
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = lastError()
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(fd) != 0 { failure = lastError() }
    // The umask may have narrowed the mode given to open(2); set it exactly.
    if failure == nil, fchmod(fd, mode) != 0 { failure = lastError() }
    if close(fd) != 0, failure == nil { failure = lastError() }
    if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
    if let failure {
      unlink(temporary)
      throw .fileNotWritable(path: shown, reason: failure)
    }
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }
}

/// `write(2)`, named apart from Foundation's overloads.
@inline(__always)
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
  #else
    return Darwin.write(fd, buffer, count)
  #endif
}
