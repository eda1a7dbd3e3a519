/// What an option's value can be, for the shell completion scripts: a fixed list, a file, a
/// folder, or free text (nothing to offer).
public enum ValueCompletion: Sendable, Equatable {
  case text
  case file
  case directory
  case choices([String])

  /// The completion a value placeholder implies, so that most specs need not say it:
  /// `big|little` lists its choices, `FILE`, `PATH` and `LANG|FILE` complete files, `DIR`
  /// folders; anything else (`LANG`, `NAME`, `N`) is free text.
  public static func implied(by valueName: String) -> ValueCompletion {
    let parts = valueName.split(separator: "|").map(String.init)
    if parts.count > 1, parts.allSatisfy({ $0 == $0.lowercased() }) { return .choices(parts) }
    if parts.contains("FILE") || parts.contains("PATH") { return .file }
    if parts.contains("DIR") { return .directory }
    return .text
  }
}
