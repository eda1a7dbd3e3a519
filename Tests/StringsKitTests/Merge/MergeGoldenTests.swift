import Foundation
import Testing

@testable import StringsCLI

/// `Fixtures/merge/<case>`: `before/` is copied to a scratch folder, `strings-merge` runs there
/// with the arguments in `args` (one per line), and the resulting tree must equal `after/` byte
/// for byte, every file, and the output (both streams, then the status) must equal `output.txt`.
/// A second run with the same arguments must leave the tree as it is (``expectTreeGolden``).
@Suite struct MergeGoldenTests {
  @Test(arguments: Fixtures.cases(in: "merge"))
  func mergeMatchesGoldenTree(_ name: String) throws {
    try expectTreeGolden("merge", name)
  }
}
