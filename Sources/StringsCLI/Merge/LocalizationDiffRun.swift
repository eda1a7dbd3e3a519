import Foundation
import StringsKit

/// `strings-merge --diff OLD NEW`: what changed per key and language (``LocalizationDiff``),
/// one line each on standard output; exit status 0 when nothing did, 1 when something did,
/// 2 when a file cannot be read, as `diff` does.
struct LocalizationDiffRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let old: String
  let new: String

  init(positionals: [String], environment: CommandEnvironment) throws(UsageError) {
    guard positionals.count >= 2 else { throw .missingArgument("OLD and NEW files after --diff") }
    if positionals.count > 2 { throw .unexpectedArgument(positionals[2]) }
    self.environment = environment
    display = DisplayPath(workingDirectory: environment.workingDirectory)
    old = positionals[0]
    new = positionals[1]
  }

  func execute() -> ExitStatus {
    var read: [[LocalizationUnitLine]] = []
    var errors = ""
    for file in [old, new] {
      do {
        let bytes = try FileReader.bytes(display.absolute(file), displayPath: file)
        let (lines, diagnostics) = LocalizationUnitReader.lines(bytes, path: file)
        errors += MergeCommand.tool.text(diagnostics)
        read.append(lines)
      } catch {
        errors += "\(MergeCommand.tool.name): error: \(error)\n"
      }
    }
    guard errors.isEmpty, read.count == 2 else {
      environment.standardError(errors)
      return .couldNotRun
    }
    let changes = LocalizationDiff.changes(from: read[0], to: read[1])
    guard !changes.isEmpty else { return .clean }
    environment.standardOutput(changes.map { $0 + "\n" }.joined())
    return .findings
  }
}
