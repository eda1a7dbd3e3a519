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
    let joined = path.hasPrefix("/") ? path : "\(workingDirectory)/\(path)"
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` relative to the working directory when it lies below it, else its absolute form.
  public func display(_ path: String) -> String {
    let full = absolute(path)
    if full == workingDirectory { return "." }
    let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }
}
