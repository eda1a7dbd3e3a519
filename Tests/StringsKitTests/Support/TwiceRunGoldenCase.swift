import Foundation
import Testing

/// Runs a `Fixtures/cli/<name>/` case (`args`, `input/`, `expected/`, `output.txt`) twice in the
/// same folder, as the catalog commands are checked: the first run's transcript and every file
/// it creates or changes match the goldens; the second run's transcript is
/// `output-second-run.txt` and it changes no file (what "idempotent" means for a user); a run
/// that changed something is also run with `--check`, which must then exit 0.
///
/// Returns the second run, for checks of a suite's own.
@discardableResult
func runTwiceGoldenCase(
  _ name: String, with main: CommandRunner.Main,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> (changed: Bool, second: CommandOutput) {
  let folder = Fixtures.url("cli/\(name)")
  let arguments = try String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8)
    .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  let work = TemporaryDirectory()
  try work.copyContents(of: folder.appendingPathComponent("input"))
  let before = work.snapshot()

  let first = CommandRunner.run(main, arguments, in: work.path)
  expectGolden(first.transcript, at: "cli/\(name)/output.txt", sourceLocation: sourceLocation)
  let afterFirst = work.snapshot()
  let changed = afterFirst.filter { before[$0.key] != $0.value }
  for (path, data) in changed.sorted(by: { $0.key < $1.key }) {
    expectGolden(data, at: "cli/\(name)/expected/\(path)", sourceLocation: sourceLocation)
  }
  let expected = TemporaryDirectory.files(below: folder.appendingPathComponent("expected").path)
  for path in expected.keys.sorted() where changed[path] == nil {
    Issue.record(
      "Fixtures/cli/\(name)/expected/\(path) was not written by the run",
      sourceLocation: sourceLocation)
  }

  let second = CommandRunner.run(main, arguments, in: work.path)
  expectGolden(
    second.transcript, at: "cli/\(name)/output-second-run.txt", sourceLocation: sourceLocation)
  #expect(
    work.snapshot() == afterFirst, "the second run changed a file", sourceLocation: sourceLocation)
  if !changed.isEmpty {
    let check = CommandRunner.run(main, ["--check"] + arguments, in: work.path)
    #expect(check.status == .clean, "\(check.transcript)", sourceLocation: sourceLocation)
  }
  return (!changed.isEmpty, second)
}
