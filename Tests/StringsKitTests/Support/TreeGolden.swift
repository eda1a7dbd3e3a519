import Foundation
import Testing

@testable import StringsCLI

/// The runner of the tree goldens of `strings-merge` (`Fixtures/merge/<case>`,
/// `Fixtures/xliff/<case>`, …): `before/` is copied to a scratch folder, `strings-merge` runs
/// there with the arguments in `args` (one per line), and the resulting tree must equal `after/`
/// byte for byte, every file, and the output (both streams, then the status) must equal
/// `output.txt`. A second run with the same arguments must leave the tree as it is.
///
/// Returns the tree after the first run, for checks of its own.
@discardableResult
func expectTreeGolden(_ group: String, _ name: String) throws -> [String: Data] {
  let folder = try MergeHarness.scratchFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let caseURL = Fixtures.url("\(group)/\(name)")
  let before = MergeHarness.tree(caseURL.appendingPathComponent("before"))
  #expect(!before.isEmpty)
  try MergeHarness.write(before, to: folder)
  let argsText = try String(contentsOf: caseURL.appendingPathComponent("args"), encoding: .utf8)
  let arguments = argsText.split(separator: "\n").map(String.init)

  let (output, status) = MergeHarness.run(arguments, in: folder)
  expectGolden(output + "status: \(status.rawValue)\n", at: "\(group)/\(name)/output.txt")

  let after = MergeHarness.tree(folder)
  for (relative, data) in after.sorted(by: { $0.key < $1.key }) {
    expectGolden(data, at: "\(group)/\(name)/after/\(relative)")
  }
  let expected = MergeHarness.tree(caseURL.appendingPathComponent("after"))
  #expect(Set(expected.keys) == Set(after.keys), "files in after/ differ from the result")

  // Idempotence: the same command again changes nothing.
  _ = MergeHarness.run(arguments, in: folder)
  #expect(MergeHarness.tree(folder) == after, "a second run changed the tree")
  return after
}
