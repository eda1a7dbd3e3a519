/// The one release executable that is all three tools: it runs the tool named by the last path
/// component of the program name, so that `bin/strings-gen`, `bin/strings-lint` and
/// `bin/strings-merge` can be links to one file. The three share nearly all their code, and the
/// Swift runtime and Foundation are the bulk of each static executable; one copy instead of three
/// is what makes the release download small.
public enum MultiCallCommand {
  /// The name of the file the links point to; run under it, the program says how to call it.
  public static let name = "strings-tools"

  /// A tool's entry point, as the tool's own executable calls it.
  typealias Main =
    @Sendable (_ arguments: [String], _ environment: CommandEnvironment) -> ExitStatus

  /// The tools, by the names they answer to.
  static let tools: [(name: String, main: Main)] = [
    (GenCommand.tool.name, GenCommand.main(arguments:environment:)),
    (LintCommand.tool.name, LintCommand.main(arguments:environment:)),
    (MergeCommand.tool.name, MergeCommand.main(arguments:environment:)),
  ]

  /// Runs the tool named by `arguments[0]`. Under its own name, `--help` and `--version` say what
  /// it is; any other name is a usage error (exit 2) that lists the names it answers to.
  public static func main(arguments: [String], environment: CommandEnvironment) -> ExitStatus {
    let programName = arguments.first.map(lastPathComponent) ?? ""
    if let tool = tools.first(where: { $0.name == programName }) {
      return tool.main(arguments, environment)
    }
    let names = tools.map(\.name).joined(separator: ", ")
    if programName == name {
      switch arguments.dropFirst().first {
      case "--version":
        environment.standardOutput("\(name) \(Version.current)\n")
        return .clean
      case "--help", "-h":
        environment.standardOutput(
          """
          \(name) \(Version.current): one executable for \(names).
          It runs the tool it is called as: install it under those names (links to this file),
          then run `strings-gen --help`, `strings-lint --help` or `strings-merge --help`.

          """)
        return .clean
      default:
        break
      }
    }
    environment.standardError(
      "\(name): called as '\(programName)'; it runs only as one of \(names)"
        + " (a link to this file under that name)\n")
    return .couldNotRun
  }

  /// `strings-gen` from `/usr/local/bin/strings-gen` or `./strings-gen`.
  private static func lastPathComponent(_ path: String) -> String {
    String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
  }
}
