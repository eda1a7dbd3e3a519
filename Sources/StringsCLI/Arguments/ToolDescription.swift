/// What `--help` says about a tool besides its options.
public struct ToolDescription: Sendable {
  public let name: String
  /// One sentence: what the tool is for.
  public let overview: String
  /// The usage line after the tool name: `[options] [PATH ...]`.
  public let usage: String
  /// Positional arguments and what they mean.
  public let arguments: [(name: String, help: String)]
  /// Extra paragraphs printed after the options (examples, exit status).
  public let discussion: String

  public init(
    name: String, overview: String, usage: String, arguments: [(name: String, help: String)],
    discussion: String
  ) {
    self.name = name
    self.overview = overview
    self.usage = usage
    self.arguments = arguments
    self.discussion = discussion
  }

  /// The exit-status paragraph every tool's help ends with.
  public static let exitStatusHelp = """
    EXIT STATUS:
      0  clean: no errors found, nothing to change
      1  findings: errors were found, or --check found something to change
      2  could not run: a usage error, or a file that cannot be read or written
    """
}
