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
  /// What exit status 1 means for this tool: only the tools that have `--check` mention it.
  public let findings: String

  public init(
    name: String, overview: String, usage: String, arguments: [(name: String, help: String)],
    discussion: String,
    findings: String = "errors were found, or --check found something to change"
  ) {
    self.name = name
    self.overview = overview
    self.usage = usage
    self.arguments = arguments
    self.discussion = discussion
    self.findings = findings
  }

  /// Every tool of the package, for the man pages' SEE ALSO and `make install`'s lists.
  public static let allToolNames = ["strings-gen", "strings-lint", "strings-merge"]

  /// The tool's exit statuses, for `--help` and the man page: the same three for every tool.
  public var exitStatuses: [(status: Int, meaning: String)] {
    [
      (0, "clean: no errors found, nothing to change"),
      (1, "findings: \(findings)"),
      (2, "could not run: a usage error, or a file that cannot be read or written"),
    ]
  }

  /// The exit-status paragraph every tool's help ends with.
  public var exitStatusHelp: String {
    "EXIT STATUS:\n" + exitStatuses.map { "  \($0.status)  \($0.meaning)" }.joined(separator: "\n")
  }

  /// The discussion cut into paragraphs at blank lines; a paragraph whose first line is a
  /// heading such as `EXAMPLES:` starts a titled section holding the lines after it.
  public var discussionSections: [(title: String?, paragraphs: [[String]])] {
    var sections: [(title: String?, paragraphs: [[String]])] = [(nil, [])]
    for block in discussion.components(separatedBy: "\n\n") {
      var lines = block.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      guard let first = lines.first else { continue }
      if Self.isHeading(first) {
        sections.append((String(first.dropLast()), []))
        lines.removeFirst()
        if lines.isEmpty { continue }
      }
      sections[sections.count - 1].paragraphs.append(lines)
    }
    return sections.filter { $0.title != nil || !$0.paragraphs.isEmpty }
  }

  /// `EXAMPLES:`: capitals and spaces ending in a colon.
  private static func isHeading(_ line: String) -> Bool {
    line.hasSuffix(":") && line.count > 1
      && line.dropLast().allSatisfy { $0.isUppercase || $0 == " " }
  }
}
