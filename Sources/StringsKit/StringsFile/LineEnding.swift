/// The line terminator a file mostly uses, so that inserted text matches its neighbours.
public enum LineEnding: Hashable, Sendable {
  case lf
  case crlf
  case cr

  /// The terminator's characters.
  public var text: String {
    switch self {
    case .lf: "\n"
    case .crlf: "\r\n"
    case .cr: "\r"
    }
  }
}
