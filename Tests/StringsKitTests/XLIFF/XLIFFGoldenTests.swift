import Foundation
import Testing

@testable import StringsCLI

/// `Fixtures/xliff/<case>`: `before/` is copied to a scratch folder, `strings-merge` runs there
/// with the arguments in `args` (one per line: an export or an import), and the resulting tree
/// must equal `after/` byte for byte, every file, and the output (both streams, then the status)
/// must equal `output.txt`. A second run with the same arguments must leave the tree as it is
/// (``expectTreeGolden``). Every `.xliff` an export writes must be well-formed for an
/// independent XML parser.
@Suite struct XLIFFGoldenTests {
  @Test(arguments: Fixtures.cases(in: "xliff"))
  func exportOrImportMatchesGoldenTree(_ name: String) throws {
    let after = try expectTreeGolden("xliff", name)
    for relative in after.keys.sorted()
    where name.hasPrefix("export-") && relative.hasSuffix(".xliff") {
      try IndependentXML.expectWellFormed(after[relative]!, name: relative)
    }
  }
}
