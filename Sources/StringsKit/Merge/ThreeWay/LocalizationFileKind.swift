/// The localization formats a three-way merge, `--diff` and `--textconv` understand, told
/// apart by the file name (git names the temporary files it merges after the real path).
public enum LocalizationFileKind: Sendable, Equatable {
  case catalog
  case strings
  case stringsdict

  /// The kind of the file at `path`, or `nil` for any other file.
  public init?(path: String) {
    if path.hasSuffix(".xcstrings") {
      self = .catalog
    } else if path.hasSuffix(".stringsdict") {
      self = .stringsdict
    } else if path.hasSuffix(".strings") {
      self = .strings
    } else {
      return nil
    }
  }

  /// The kind named by `path`, else guessed from the first bytes (git's text conversion may
  /// hand over a temporary file): `{` is a catalog, `<` a property list, anything else text.
  public init(path: String, bytes: [UInt8]) {
    if let kind = LocalizationFileKind(path: path) {
      self = kind
      return
    }
    let first = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.first
    self =
      first == UInt8(ascii: "{") ? .catalog : first == UInt8(ascii: "<") ? .stringsdict : .strings
  }
}
