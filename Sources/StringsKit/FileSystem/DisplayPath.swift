import Foundation

/// Turns paths into the form diagnostics print: relative to the working directory when the file
/// is below it, absolute otherwise.
public struct DisplayPath: Sendable {
  /// Absolute path of the working directory, without a trailing slash.
  public let workingDirectory: String

  public init(workingDirectory: String) {
    var directory = workingDirectory
    while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
    self.workingDirectory = directory
  }

  /// The absolute, normalised form of `path` (relative paths are taken from the working
  /// directory; `.` and `..` components are resolved textually, links are not followed).
  public func absolute(_ path: String) -> String {
    let joined = path.utf8.first == UInt8(ascii: "/") ? path : "\(workingDirectory)/\(path)"
    // Most paths (every one the file finder produces) are already normal: skip the split.
    if DisplayPath.isNormal(joined) { return joined }
    return Self.normalized(joined)
  }

  /// `path` with empty, `.` and `..` components resolved, on its bytes as the file system
  /// reads it: a shell-expanded list (`./App/…`, thousands of them) took this path, and
  /// splitting by `Character` cost more than reading the files.
  static func normalized(_ path: String) -> String {
    var path = path
    return path.withUTF8 { bytes -> String in
      // Start offsets of the components kept so far in `normal`, to drop the last on `..`.
      var normal: [UInt8] = []
      normal.reserveCapacity(bytes.count)
      var starts: [Int] = []
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "/") {
          index += 1
          continue
        }
        var end = index
        while end < bytes.count && bytes[end] != UInt8(ascii: "/") { end += 1 }
        let length = end - index
        if length == 1 && bytes[index] == UInt8(ascii: ".") {
          // The folder itself.
        } else if length == 2 && bytes[index] == UInt8(ascii: ".")
          && bytes[index + 1] == UInt8(ascii: ".")
        {
          if let last = starts.popLast() { normal.removeSubrange(last...) }
        } else {
          starts.append(normal.count)
          normal.append(UInt8(ascii: "/"))
          normal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
        }
        index = end
      }
      return normal.isEmpty ? "/" : String(decoding: normal, as: UTF8.self)
    }
  }

  /// `path` relative to the working directory when it lies below it, else its absolute form.
  public func display(_ path: String) -> String {
    var full = absolute(path)
    if full == workingDirectory { return "." }
    let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
    // The usual case, decided on bytes: the path holds the prefix's bytes and an ASCII byte
    // follows them, so a character starts there and the prefix is whole characters of it too.
    var prefixBytes = prefix
    let relative = full.withUTF8 { bytes in
      prefixBytes.withUTF8 { start -> String? in
        guard bytes.count > start.count, bytes[start.count] < 0x80,
          memcmp(bytes.baseAddress!, start.baseAddress!, start.count) == 0
        else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start.count...]), as: UTF8.self)
      }
    }
    if let relative { return relative }
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  /// Whether `path` is absolute and has no empty, `.` or `..` component and no trailing slash.
  static func isNormal(_ path: String) -> Bool {
    if let normal = path.utf8.withContiguousStorageIfAvailable(isNormal) { return normal }
    return Array(path.utf8).withUnsafeBufferPointer(isNormal)
  }

  private static func isNormal(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    var count = 0
    for byte in path {
      if byte == UInt8(ascii: "/") {
        // "//", "/./" and "/../" all show up at the second slash.
        if previous == UInt8(ascii: "/") { return false }
        if previous == UInt8(ascii: "."),
          beforePrevious == UInt8(ascii: "/") || beforePrevious == UInt8(ascii: ".")
        {
          return false
        }
      }
      beforePrevious = previous
      previous = byte
      count += 1
    }
    guard count > 0, path.first == UInt8(ascii: "/") else { return false }
    if count == 1 { return true }
    // A trailing "/", "/." or "/.." needs the slow path too.
    return previous != UInt8(ascii: "/")
      && !(previous == UInt8(ascii: ".")
        && (beforePrevious == UInt8(ascii: "/") || beforePrevious == UInt8(ascii: ".")))
  }
}
