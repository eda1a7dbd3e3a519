import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with errors a person understands, instead of Foundation's generic ones.
///
/// Every tool reads through here, so "is a directory", "no such file" and "permission denied"
/// are worded the same way everywhere and always end in exit status 2. Only regular files are
/// read: a FIFO or device named by mistake would otherwise block or never end.
public enum FileReader {
  /// The bytes of the file at `path`.
  ///
  /// - Parameter displayPath: the path to name in an error (as the user wrote it).
  /// - Throws: ``StringsError/fileNotFound(path:)``, ``StringsError/isADirectory(path:)`` or
  ///   ``StringsError/fileNotReadable(path:reason:)``.
  public static func read(_ path: String, displayPath: String? = nil) throws(StringsError) -> Data {
    Data(try bytes(path, displayPath: displayPath))
  }

  /// The bytes of the file at `path`, as an array: what the scanners work on.
  ///
  /// The buffer is sized from `stat` and filled by `read(2)` directly, with no intermediate
  /// chunk: reading thousands of sources used to clear and copy a 64 KiB buffer per file. A file
  /// that grows while it is read is still read to its end.
  ///
  /// - Throws: as ``read(_:displayPath:)``.
  public static func bytes(
    _ path: String, displayPath: String? = nil
  ) throws(StringsError) -> [UInt8] {
    let shown = displayPath ?? path
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { throw .fileNotFound(path: shown) }
      throw .fileNotReadable(path: shown, reason: lastError())
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw .isADirectory(path: shown)
    case S_IFREG: break
    default: throw .fileNotReadable(path: shown, reason: "not a regular file")
    }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw .fileNotReadable(path: shown, reason: lastError()) }
    defer { close(fd) }
    // One byte more than the size, so that reaching the end normally takes no second buffer.
    var capacity = max(Int(info.st_size), 0) + 1
    var bytes: [UInt8] = []
    var failure: Int32?
    while failure == nil {
      let filled = bytes.count
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        var total = 0
        if filled > 0 {
          bytes.withUnsafeBufferPointer { old in
            _ = buffer.initialize(fromContentsOf: old)
          }
          total = filled
        }
        while total < capacity {
          let got = posixRead(fd, buffer.baseAddress! + total, capacity - total)
          if got < 0 {
            if errno == EINTR { continue }
            failure = errno
            break
          }
          if got == 0 { break }
          total += got
        }
        count = total
      }
      if bytes.count < capacity { break }
      capacity *= 2
    }
    if let failure {
      errno = failure
      throw .fileNotReadable(path: shown, reason: lastError())
    }
    return bytes
  }

  private static func lastError() -> String { String(cString: strerror(errno)).lowercased() }
}

/// `read(2)`, named apart from Foundation's overloads.
@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
  #else
    return Darwin.read(fd, buffer, count)
  #endif
}
