import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-lint` on String Catalogs: found in folders, `--languages` and its configuration
/// key, baselines keyed by catalog key.
@Suite struct LintCatalogCommandTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func catalogsAreFoundInFolders() throws {
    let work = TemporaryDirectory()
    try work.write("App/Resources/Localizable.xcstrings", Self.catalog)
    let result = CommandRunner.run(LintCommand.main, ["App"], in: work.path)
    #expect(result.status == .clean)
    #expect(result.standardError == "strings-lint: 1 file checked, no problems found\n")
  }

  @Test func languagesFromTheOptionAndTheConfiguration() throws {
    let work = TemporaryDirectory()
    try work.write("Localizable.xcstrings", Self.catalog)
    let option = CommandRunner.run(LintCommand.main, ["--languages", "fr, ja"], in: work.path)
    #expect(option.status == .clean)
    #expect(
      option.standardError == """
        Localizable.xcstrings:4:5: warning: missing fr translation for "Hello" [missing-key]
        Localizable.xcstrings:4:5: warning: missing ja translation for "Hello" [missing-key]
        strings-lint: 1 file checked: 2 warnings

        """)
    try work.write(".strings-lint.json", #"{"languages": ["fr"], "strict": true}"#)
    let configured = CommandRunner.run(LintCommand.main, [], in: work.path)
    #expect(configured.status == .findings)
    #expect(configured.standardError.contains("error: missing fr translation for \"Hello\""))
  }

  @Test func baselineHidesCatalogFindingsByKey() throws {
    let work = TemporaryDirectory()
    try work.write("Localizable.xcstrings", Self.catalog)
    let recorded = CommandRunner.run(
      LintCommand.main, ["--languages", "fr", "--write-baseline", "baseline.json"], in: work.path)
    #expect(recorded.status == .clean)
    let baseline = try String(contentsOfFile: work.path + "/baseline.json", encoding: .utf8)
    #expect(baseline.contains("\"key\": \"Hello\""))
    // Lines move: the finding stays hidden.
    try work.write("Localizable.xcstrings", "\n\n" + Self.catalog)
    let hidden = CommandRunner.run(
      LintCommand.main, ["--languages", "fr", "--baseline", "baseline.json"], in: work.path)
    #expect(hidden.status == .clean)
    #expect(
      hidden.standardError
        == "strings-lint: 1 file checked, no problems found (1 hidden by the baseline)\n")
  }
}
