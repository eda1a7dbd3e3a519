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

  @Test func pluralsExampleIsTheGoldenReport() throws {
    let report = try String(
      contentsOf: Fixtures.url("lint/plurals/expected.txt"), encoding: .utf8)
    #expect(readme.contains("```\n\(report)```\n"))
  }

  @Test func stringsdictMergeExampleIsTheGoldenOutput() throws {
    let output = try String(
      contentsOf: Fixtures.url("merge/stringsdict-update/output.txt"), encoding: .utf8)
    let report = try #require(output.range(of: "status:", options: .backwards))
    #expect(readme.contains("```\n\(output[..<report.lowerBound])```\n"))
  }

  @Test func demoShowsTheCommittedEnglishTable() throws {
    let table = try String(
      contentsOf: Fixtures.url("sample-app/Resources/en.lproj/Localizable.strings"),
      encoding: .utf8)
    #expect(readme.contains("$ cat Resources/en.lproj/Localizable.strings \n\(table)"))
  }
}
