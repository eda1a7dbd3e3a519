/// Turns argv into a tool's raw options and positional arguments, using its ``OptionSpec`` list.
///
/// This is the first of two phases (ripgrep's `LowArgs`): it only records values. Each command
/// then validates the result and resolves paths.
public struct CommandLineParser<Options>: Sendable {
  /// What the command line asked for.
  public enum Outcome {
    case run(Options, positionals: [String])
    case help
    case version
    /// `--generate-man`: the roff man page (hidden; `make install` uses it).
    case manPage
    /// `--generate-completion SHELL`: the shell's completion script (hidden, as above).
    case completionScript(CompletionShell)
  }

  public let tool: ToolDescription
  public let options: [OptionSpec<Options>]

  public init(tool: ToolDescription, options: [OptionSpec<Options>]) {
    self.tool = tool
    self.options = options
  }

  /// Parses `arguments` (without the program name) on top of `defaults`.
  public func parse(_ arguments: [String], defaults: Options) throws(UsageError) -> Outcome {
    var result = defaults
    var positionals: [String] = []
    let tokens = ArgumentScanner.scan(arguments)
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      let spelling: String
      var attached: String?
      switch token {
      case .positional(let value):
        positionals.append(value)
        continue
      case .long(let name, let value):
        spelling = "--\(name)"
        attached = value
      case .dash(let name):
        spelling = "-\(name)"
      }
      if spelling == "--help" || spelling == "-h" { return .help }
      if spelling == "--version" { return .version }
      if spelling == "--generate-man" { return .manPage }
      if spelling == "--generate-completion" {
        let value = attached ?? (index < tokens.count ? positionalValue(tokens[index]) : nil)
        guard let value else { throw .missingValue(option: spelling) }
        guard let shell = CompletionShell(rawValue: value) else {
          throw .invalidValue(option: spelling, value: value, reason: "expected bash, zsh or fish")
        }
        return .completionScript(shell)
      }
      guard let spec = options.first(where: { $0.names.contains(spelling) }) else {
        throw unknown(spelling)
      }
      var value: String?
      if spec.valueName != nil {
        if let attached {
          value = attached
        } else if index < tokens.count, case .positional(let next) = tokens[index] {
          value = next
          index += 1
        } else if index < tokens.count, case .dash(let next) = tokens[index],
          next.first?.isNumber == true
        {
          value = "-\(next)"
          index += 1
        } else {
          throw .missingValue(option: spelling)
        }
      } else if attached != nil {
        throw .unexpectedValue(option: spelling)
      }
      do {
        try spec.apply(&result, value)
      } catch .badValue(let reason) {
        throw .invalidValue(option: spelling, value: value ?? "", reason: reason)
      }
    }
    return .run(result, positionals: positionals)
  }

  private func positionalValue(_ token: ArgumentScanner.Token) -> String? {
    if case .positional(let value) = token { return value }
    return nil
  }

  /// An unknown option, with a "did you mean" over every spelling (edit distance 2 or less), or
  /// an explanation when it looks like combined one-letter flags.
  private func unknown(_ spelling: String) -> UsageError {
    let all = options.filter { !$0.hidden }.flatMap(\.names) + ["--help", "--version"]
    if spelling.hasPrefix("-") && !spelling.hasPrefix("--") && spelling.count > 2 {
      let letters = spelling.dropFirst().map { "-\($0)" }
      if letters.allSatisfy({ all.contains($0) }) { return .combinedShortFlags(spelling) }
    }
    let candidates = all.map { ($0, EditDistance.between($0, spelling)) }
      .filter { $0.1 <= 2 }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    // `-strict` for `--strict`: a single-dash spelling of a long option is distance 1 too.
    let dashed = all.first { $0 == "-\(spelling)" }
    return .unknownOption(spelling, suggestion: dashed ?? candidates.first?.0)
  }

  /// The three lines printed for a usage error: the error, the usage line, a pointer to help.
  public func render(_ error: UsageError) -> String {
    """
    \(tool.name): error: \(error)
    Usage: \(tool.name) \(tool.usage)
      See '\(tool.name) --help'.

    """
  }
}
