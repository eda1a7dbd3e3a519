// MARK: - The shared start of every tool's main

extension CommandLineParser {
  /// Parses `arguments` (including the program name), answers `--help`, `--version`,
  /// `--generate-man` and `--generate-completion SHELL`, prints
  /// usage errors with exit status 2, and otherwise hands the options to `body`.
  public func run(
    _ arguments: [String], defaults: Options, environment: CommandEnvironment,
    _ body: (Options, [String]) throws(UsageError) -> ExitStatus
  ) -> ExitStatus {
    do {
      switch try parse(Array(arguments.dropFirst()), defaults: defaults) {
      case .help:
        environment.standardOutput(HelpFormatter.help(for: tool, options: options))
        return .clean
      case .version:
        environment.standardOutput("\(tool.name) \(Version.current)\n")
        return .clean
      case .manPage:
        environment.standardOutput(ManPageFormatter.manPage(for: tool, options: options))
        return .clean
      case .completionScript(let shell):
        environment.standardOutput(
          shell.script(toolName: tool.name, options: HelpFormatter.documented(options)))
        return .clean
      case .run(let options, let positionals):
        return try body(options, positionals)
      }
    } catch {
      environment.standardError(render(error))
      return .couldNotRun
    }
  }
}
