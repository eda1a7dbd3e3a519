import Foundation
import StringsCLI
import Testing

/// `Fixtures/cli/catalog-<case>/`: `strings-merge --compile`, `--migrate-from-catalog` and
/// `--migrate-to-catalog` before and after, laid out like the `gen-` cases (`args`, `input/`,
/// `expected/`, `output.txt`), each run twice (see ``runTwiceGoldenCase(_:with:sourceLocation:)``):
/// the second run reports nothing written and changes no file.
@Suite struct CatalogMergeGoldenTests {
  static let cases = Fixtures.cases(in: "cli").filter { $0.hasPrefix("catalog-") }

  @Test(arguments: cases)
  func catalogCase(_ name: String) throws {
    try runTwiceGoldenCase(name, with: MergeCommand.main)
  }
}
