import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

@Suite struct RuleRegistryTests {
  @Test func idsAreUniqueAndKebabCase() {
    let ids = RuleRegistry.ids.map(\.rawValue)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil, "\(id)")
    }
  }

  @Test func everyRuleHasBothKindsOfExamplesAndADescription() {
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(!description.triggering.isEmpty, "\(description.id) has no triggering example")
      #expect(!description.nonTriggering.isEmpty, "\(description.id) has no clean example")
      #expect(!description.summary.hasSuffix("."), "\(description.id)")
      #expect(!description.rationale.isEmpty, "\(description.id)")
    }
  }

  @Test func defaultsMatchTheDocumentedPolicy() {
    #expect(RuleRegistry.rule("untranslated")?.description.enabledByDefault == false)
    #expect(RuleRegistry.rule("placeholder-mismatch")?.description.defaultSeverity == .error)
    #expect(RuleRegistry.rule("undefined-key")?.description.needsSources == true)
    #expect(RuleRegistry.rule("unused-key")?.description.needsSources == true)
  }

  @Test func listRulesIsGolden() {
    let result = CommandRunner.run(LintCommand.main, ["--list-rules"], in: Fixtures.root.path)
    #expect(result.status == .clean)
    #expect(result.standardError == "")
    expectGolden(result.standardOutput, at: "cli/lint-list-rules/stdout")
  }

  @Test func explainShowsTheRationaleAndExamples() {
    let result = CommandRunner.run(
      LintCommand.main, ["--explain", "missing-key"], in: Fixtures.root.path)
    #expect(result.status == .clean)
    #expect(result.standardOutput.hasPrefix("missing-key: Translate every key"))
    #expect(result.standardOutput.contains("Triggering examples"))
  }
}
