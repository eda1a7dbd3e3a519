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
    var data = Data(capacity: Int(info.st_size))
    let chunk = 1 << 16
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress!, chunk) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fileNotReadable(path: shown, reason: lastError())
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
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
