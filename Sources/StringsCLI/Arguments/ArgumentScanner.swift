/// Splits argv into tokens before any meaning is attached (swift-argument-parser's
/// `SplitArguments`).
///
/// `--name` and `--name=value` become ``Token/long(_:value:)``; `-x` and `-name` become
/// ``Token/dash(_:)``, one name matched whole against the declared names, so `-skipTable` can
/// never be read as `-s kipTable` and `-aq` is never `-a -q`. A lone `-` is positional (standard
/// input) and everything after `--` is positional.
///
///     ArgumentScanner.scan(["-o", "out", "--utf8", "--", "-x.swift"])
///     // [.dash("o"), .positional("out"), .long("utf8", value: nil), .positional("-x.swift")]
public enum ArgumentScanner {
  public enum Token: Equatable, Sendable {
    case long(String, value: String?)
    case dash(String)
    case positional(String)
  }

  public static func scan(_ arguments: [String]) -> [Token] {
    var tokens: [Token] = []
    var afterTerminator = false
    for argument in arguments {
      if afterTerminator || argument == "-" || !argument.hasPrefix("-") {
        tokens.append(.positional(argument))
      } else if argument == "--" {
        afterTerminator = true
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        if let equals = body.firstIndex(of: "=") {
          tokens.append(
            .long(String(body[..<equals]), value: String(body[body.index(after: equals)...])))
        } else {
          tokens.append(.long(String(body), value: nil))
        }
      } else {
        tokens.append(.dash(String(argument.dropFirst())))
      }
    }
    return tokens
  }
}
