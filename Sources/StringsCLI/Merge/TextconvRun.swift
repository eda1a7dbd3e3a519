import Foundation
import StringsKit

/// `strings-merge --textconv FILE`: the file as one stable line per value
/// (``LocalizationUnitLine/text``), for `git config diff.strings.textconv`, so that `git diff`
/// and `git log -p` show changed translations instead of JSON or XML lines. A file that cannot
/// be read as its format is printed as it is, with a warning, so that the diff still shows.
struct TextconvRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let file: String

  init(file: String, positionals: [String], environment: CommandEnvironment) throws(UsageError) {
    if let extra = positionals.first { throw .unexpectedArgument(extra) }
    self.environment = environment
    display = DisplayPath(workingDirectory: environment.workingDirectory)
    self.file = file
  }

  func execute() -> ExitStatus {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(display.absolute(file), displayPath: file)
    } catch {
      environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
      return .couldNotRun
    }
    let (lines, errors) = LocalizationUnitReader.lines(bytes, path: file)
    guard errors.isEmpty else {
      environment.standardError(
        MergeCommand.tool.text(errors.map { Diagnostic(.warning, $0.message, at: $0.position) }))
      environment.standardOutput(String(decoding: bytes, as: UTF8.self))
      return .clean
    }
    environment.standardOutput(lines.map { $0.text + "\n" }.joined())
    return .clean
  }
}
