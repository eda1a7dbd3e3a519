import Foundation
import StringsCLI
import Testing

/// `Fixtures/cli/gen-<case>/`: `args` (one per line), optional `stdin`, optional `input/` (the
/// working folder before the run) or `input-from` (naming a shared folder under
/// `Fixtures/cli/`, such as `inputs/app`), `expected/` (every file the run creates or changes, byte for
/// byte) and `output.txt` (exit status, stdout, stderr).
@Suite struct GenCommandGoldenTests {
  static let cases = Fixtures.cases(in: "cli").filter { $0.hasPrefix("gen-") }

  @Test(arguments: cases)
  func genCase(_ name: String) throws {
    let folder = Fixtures.url("cli/\(name)")
    let arguments = try String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let standardInput =
      (try? String(contentsOf: folder.appendingPathComponent("stdin"), encoding: .utf8)) ?? ""

    let work = TemporaryDirectory()
    var input = folder.appendingPathComponent("input")
    if let shared = try? String(
      contentsOf: folder.appendingPathComponent("input-from"), encoding: .utf8)
    {
      input = Fixtures.url("cli/\(shared.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    if FileManager.default.fileExists(atPath: input.path) { try work.copyContents(of: input) }
    let before = work.snapshot()

    let output = CommandRunner.run(
      GenCommand.main, arguments, in: work.path, standardInput: standardInput)
    expectGolden(output.transcript, at: "cli/\(name)/output.txt")

    let after = work.snapshot()
    let changed = after.filter { before[$0.key] != $0.value }
    for (path, data) in changed.sorted(by: { $0.key < $1.key }) {
      expectGolden(data, at: "cli/\(name)/expected/\(path)")
    }
    let expected = TemporaryDirectory.files(below: folder.appendingPathComponent("expected").path)
    for path in expected.keys.sorted() where changed[path] == nil {
      Issue.record("Fixtures/cli/\(name)/expected/\(path) was not written by the run")
    }
  }
}
