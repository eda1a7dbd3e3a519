import Foundation
import StringsCLI
import Testing

/// `Fixtures/cli/sync-<case>/`: `strings-gen --catalog` before and after, one case per sync rule,
/// laid out like the `gen-` cases (`args`, `input/`, `expected/`, `output.txt`), each run twice
/// (see ``runTwiceGoldenCase(_:with:sourceLocation:)``): the second run changes no file, which is
/// what "idempotent" means for a user, and prints nothing on standard output.
@Suite struct CatalogSyncGoldenTests {
  static let cases = Fixtures.cases(in: "cli").filter { $0.hasPrefix("sync-") }

  @Test(arguments: cases)
  func syncCase(_ name: String) throws {
    let (changed, second) = try runTwiceGoldenCase(name, with: GenCommand.main)
    if changed { #expect(second.standardOutput.isEmpty) }
  }
}
