import Foundation
import StringsCLI
import Testing

@testable import StringsKit

/// `strings-lint --dump X.xcstrings` prints the catalog as the writer writes it: a file Xcode
/// wrote comes out unchanged.
@Suite struct CatalogDumpTests {
  @Test func dumpReproducesEveryCorpusCatalog() throws {
    for url in Fixtures.sharedCatalogs.prefix(20) {
      let result = CommandRunner.run(
        LintCommand.main, ["--dump", url.lastPathComponent],
        in: url.deletingLastPathComponent().path)
      #expect(result.status == .clean, "\(url.path): \(result.standardError)")
      #expect(Data(result.standardOutput.utf8) == (try Data(contentsOf: url)), "\(url.path)")
    }
  }

  /// Another layout (one line, `\/`, `\u00e9`, no spaces) comes out in Xcode's.
  @Test func dumpRewritesIntoXcodesLayout() throws {
    let work = TemporaryDirectory()
    try work.write(
      "Main.xcstrings",
      #"{"sourceLanguage":"en","strings":{"a\/b":{"comment":"caf\u00e9","localizations":{}}},"version":"1.0"}"#
    )
    let result = CommandRunner.run(LintCommand.main, ["--dump", "Main.xcstrings"], in: work.path)
    #expect(result.status == .clean)
    #expect(
      result.standardOutput == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a/b" : {
              "comment" : "café",
              "localizations" : {

              }
            }
          },
          "version" : "1.0"
        }
        """)
  }

  @Test func dumpOfABrokenCatalogReportsWhere() throws {
    let work = TemporaryDirectory()
    try work.write("Main.xcstrings", "{\n  \"strings\" : {\n    \"a\" : 1,\n")
    let result = CommandRunner.run(LintCommand.main, ["--dump", "Main.xcstrings"], in: work.path)
    #expect(result.status == .findings)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "Main.xcstrings:4:1: error: unexpected end of file: expected a key in quotes\n"))
  }
}
