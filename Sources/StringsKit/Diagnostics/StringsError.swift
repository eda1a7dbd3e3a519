/// Operational failures: the tool could not do its job (exit status 2), as opposed to findings
/// about the user's files, which are ``Diagnostic`` values.
public enum StringsError: Error, Equatable, Sendable, CustomStringConvertible {
  case fileNotFound(path: String)
  case fileNotReadable(path: String, reason: String)
  case isADirectory(path: String)
  case notADirectory(path: String)
  case fileNotWritable(path: String, reason: String)
  /// A write refused because the file is not inside the folder the command was given.
  case outsideFolder(path: String, folder: String)
  case unsupportedEncoding(name: String)
  case languageAlreadyExists(code: String, path: String)
  case noReferenceLanguage(found: [String])
  case unknownReferenceLanguage(requested: String, found: [String])

  public var description: String {
    switch self {
    case .fileNotFound(let path): "no such file or directory '\(path)'"
    case .fileNotReadable(let path, let reason): "cannot read '\(path)': \(reason)"
    case .isADirectory(let path): "'\(path)' is a directory, not a file"
    case .notADirectory(let path): "'\(path)' is not a directory"
    case .fileNotWritable(let path, let reason): "cannot write '\(path)': \(reason)"
    case .outsideFolder(let path, let folder):
      "refusing to write '\(path)': it is not inside '\(folder)'"
    case .unsupportedEncoding(let name): "unsupported encoding '\(name)'"
    case .languageAlreadyExists(let code, let path):
      "language '\(code)' already exists at '\(path)'"
    case .unknownReferenceLanguage(let requested, let found):
      "reference language '\(requested)' not found; languages found: "
        + (found.isEmpty ? "none" : found.map { "'\($0)'" }.joined(separator: ", "))
    case .noReferenceLanguage(let found):
      found.isEmpty
        ? "no .lproj folders found"
        : "no reference language: neither 'en' nor 'Base' among \(found.map { "'\($0)'" }.joined(separator: ", ")); use --reference LANG"
    }
  }
}
