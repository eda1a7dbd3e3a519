import Foundation
import StringsKit

/// The git integrations of `strings-merge`: each takes over the whole run.
enum GitTask: Sendable, Equatable {
  /// `--merge-driver BASE OURS THEIRS PATH`.
  case mergeDriver
  /// `--diff OLD NEW`.
  case diff
  /// `--textconv FILE`.
  case textconv(String)
  /// `--install-git-driver`.
  case installDriver

  var spelling: String {
    switch self {
    case .mergeDriver: "--merge-driver"
    case .diff: "--diff"
    case .textconv: "--textconv"
    case .installDriver: "--install-git-driver"
    }
  }

  /// Runs the task; `given` is every git task on the command line (more than one is an error).
  static func run(
    _ given: [GitTask], global: Bool, positionals: [String], environment: CommandEnvironment,
    writer: @escaping MergeRun.Writer
  ) throws(UsageError) -> ExitStatus {
    guard let task = given.first else { throw .missingArgument("a git task") }
    if given.count > 1 { throw .conflictingOptions(task.spelling, given[1].spelling) }
    if global && task != .installDriver { throw .conflictingOptions("--global", task.spelling) }
    switch task {
    case .mergeDriver:
      return try MergeDriverRun(positionals: positionals, environment: environment, writer: writer)
        .execute()
    case .diff:
      return try LocalizationDiffRun(positionals: positionals, environment: environment).execute()
    case .textconv(let file):
      return try TextconvRun(file: file, positionals: positionals, environment: environment)
        .execute()
    case .installDriver:
      return try GitDriverInstallRun(
        global: global, positionals: positionals, environment: environment, writer: writer
      ).execute()
    }
  }
}
