import Foundation
import StringsCLI
import Testing

/// `Fixtures/cli/sync-<case>/`: `strings-gen --catalog` before and after, one case per sync rule,
/// laid out like the `gen-` cases (`args`, `input/`, `expected/`, `output.txt`).
///
/// Every case runs twice in the same folder: the second run's transcript is
/// `output-second-run.txt`, and it must change no file, which is what "idempotent" means for a
/// user. A run that changed something is also checked with `--check`, which must then exit 0.
@Suite struct CatalogSyncGoldenTests {
  static let cases = Fixtures.cases(in: "cli").filter { $0.hasPrefix("sync-") }

  @Test(arguments: cases)
  func syncCase(_ name: String) throws {
    let folder = Fixtures.url("cli/\(name)")
    let arguments = try String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let work = TemporaryDirectory()
    try work.copyContents(of: folder.appendingPathComponent("input"))
    let before = work.snapshot()

    let first = CommandRunner.run(GenCommand.main, arguments, in: work.path)
    expectGolden(first.transcript, at: "cli/\(name)/output.txt")
    let afterFirst = work.snapshot()
    let changed = afterFirst.filter { before[$0.key] != $0.value }
    for (path, data) in changed.sorted(by: { $0.key < $1.key }) {
      expectGolden(data, at: "cli/\(name)/expected/\(path)")
    }
    let expected = TemporaryDirectory.files(below: folder.appendingPathComponent("expected").path)
    for path in expected.keys.sorted() where changed[path] == nil {
      Issue.record("Fixtures/cli/\(name)/expected/\(path) was not written by the run")
    }

    let second = CommandRunner.run(GenCommand.main, arguments, in: work.path)
    expectGolden(second.transcript, at: "cli/\(name)/output-second-run.txt")
    #expect(work.snapshot() == afterFirst, "the second run changed a file")
    if !changed.isEmpty {
      #expect(second.standardOutput.isEmpty)
      let check = CommandRunner.run(GenCommand.main, ["--check"] + arguments, in: work.path)
      #expect(check.status == .clean, "\(check.transcript)")
    }
  }
}
