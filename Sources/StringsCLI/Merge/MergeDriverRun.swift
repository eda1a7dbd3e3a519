import Foundation
import StringsKit

/// `strings-merge --merge-driver BASE OURS THEIRS PATH`: git's merge driver (`%O %A %B %P`).
///
/// Merges the three versions key by key (``ThreeWayMerge``) and replaces OURS, atomically,
/// with the result, which is what git takes as the merged file. Conflicts are listed on
/// standard error, one `path: key [lang]: ours "…" / theirs "…"` line each, and make the exit
/// status 1 so git keeps the file conflicted; the file itself always parses. A side that cannot
/// be read leaves OURS untouched and exits 2, and git falls back to its own conflict.
struct MergeDriverRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let base: String
  let ours: String
  let theirs: String
  let path: String
  let writer: MergeRun.Writer

  init(
    positionals: [String], environment: CommandEnvironment, writer: @escaping MergeRun.Writer
  ) throws(UsageError) {
    guard positionals.count >= 3 else {
      throw .missingArgument("BASE OURS THEIRS [PATH] after --merge-driver (git's %O %A %B %P)")
    }
    if positionals.count > 4 { throw .unexpectedArgument(positionals[4]) }
    self.environment = environment
    self.writer = writer
    display = DisplayPath(workingDirectory: environment.workingDirectory)
    base = positionals[0]
    ours = positionals[1]
    theirs = positionals[2]
    path = positionals.count == 4 ? positionals[3] : positionals[1]
  }

  func execute() -> ExitStatus {
    let sides: [[UInt8]]
    do {
      sides = try [base, ours, theirs].map { (file: String) throws(StringsError) -> [UInt8] in
        try FileReader.bytes(display.absolute(file), displayPath: file)
      }
    } catch {
      environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
      return .couldNotRun
    }
    let result = ThreeWayMerge.merge(base: sides[0], ours: sides[1], theirs: sides[2], path: path)
    guard let merged = result.bytes else {
      environment.standardError(
        MergeCommand.tool.text(result.diagnostics)
          + "\(MergeCommand.tool.name): error: \(path) not merged; the file is left as it was\n")
      return .couldNotRun
    }
    if merged != sides[1] {
      do {
        try writer(Data(merged), display.absolute(ours), ours)
      } catch {
        environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
        return .couldNotRun
      }
    }
    guard !result.conflicts.isEmpty else { return .clean }
    var report = result.conflicts.map { $0.line(path: path) + "\n" }.joined()
    let count = result.conflicts.count
    report +=
      "\(path): \(count) conflict\(count == 1 ? "" : "s"): ours kept, theirs recorded "
      + "(\(LocalizationFileKind(path: path) == .catalog ? "state needs_review" : "in a comment above each"))\n"
    environment.standardError(report)
    return .findings
  }
}
