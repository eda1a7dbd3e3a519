import Foundation
import Testing

/// The README shows real output; these checks fail when it drifts from what the tools print.
@Suite struct ReadmeTests {
  let readme: String

  init() throws {
    readme = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test func rulesTableIsTheListRulesOutput() throws {
    let rules = try String(
      contentsOf: Fixtures.url("cli/lint-list-rules/stdout"), encoding: .utf8)
    #expect(readme.contains("```\n\(rules)```\n"))
  }

  @Test func plantedProblemsExampleIsTheGoldenReport() throws {
    let report = try String(
      contentsOf: Fixtures.url("lint/sample-app-planted/expected.txt"), encoding: .utf8)
    #expect(readme.contains("```\n\(report)```\n"))
  }

  @Test func translatorsSectionShowsTheGoldenExport() throws {
    let export = try String(
      contentsOf: Fixtures.url(
        "xliff/export-sample-app/after/Export/es.xcloc/Localized Contents/es.xliff"),
      encoding: .utf8)
    let start = try #require(readme.range(of: "```xml\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```\n"))
    let snippet = readme[start.upperBound..<end.lowerBound]
    #expect(!snippet.isEmpty && export.contains(snippet))
  }

  @Test func demoShowsTheCommittedEnglishTable() throws {
    let table = try String(
      contentsOf: Fixtures.url("sample-app/Resources/en.lproj/Localizable.strings"),
      encoding: .utf8)
    #expect(readme.contains("$ cat Resources/en.lproj/Localizable.strings \n\(table)"))
  }
}
