/// A mistake in the command line: the tool prints it with the usage line and exits with status 2.
///
/// Option handlers throw these without naming the option; ``CommandLineParser`` adds the name.
public enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownOption(String, suggestion: String?)
  case combinedShortFlags(String)
  case missingValue(option: String)
  case unexpectedValue(option: String)
  case invalidValue(option: String, value: String, reason: String)
  case conflictingOptions(String, String)
  case unexpectedArgument(String)
  case missingArgument(String)
  /// A handler's complaint about a value, before the parser knows which option it came from.
  case badValue(String)

  public var description: String {
    switch self {
    case .unknownOption(let name, let suggestion?):
      "unknown option '\(name)' (did you mean '\(suggestion)'?)"
    case .unknownOption(let name, nil): "unknown option '\(name)'"
    case .combinedShortFlags(let name):
      "unknown option '\(name)' (combined short flags are not supported; write "
        + "'\(name.dropFirst().map { "-\($0)" }.joined(separator: " "))')"
    case .missingValue(let option): "option '\(option)' needs a value"
    case .unexpectedValue(let option): "option '\(option)' takes no value"
    case .invalidValue(let option, let value, let reason):
      "invalid value '\(value)' for '\(option)': \(reason)"
    case .conflictingOptions(let a, let b): "'\(a)' and '\(b)' cannot be used together"
    case .unexpectedArgument(let argument): "unexpected argument '\(argument)'"
    case .missingArgument(let what): "missing \(what)"
    case .badValue(let reason): reason
    }
  }
}
