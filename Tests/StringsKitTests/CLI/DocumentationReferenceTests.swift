import Foundation
import StringsKit
import Testing

@testable import StringsCLI

/// `Documentation/rules.md` and `Documentation/reference/<tool>.md` are generated from the rules'
/// descriptions and the tools' option specs. These tests fail when a checked-in page differs
/// from what the code generates; `make docs` (UPDATE_GOLDEN=1 on this suite) re-records them.
@Suite struct DocumentationReferenceTests {
  /// The page's path from Fixtures/, as the golden helper takes it.
  static func golden(_ page: String) -> String { "../Documentation/\(page)" }

  @Test func rulesPageIsGenerated() {
    expectGolden(RuleReferenceFormatter.page(), at: Self.golden("rules.md"))
  }

  @Test func optionReferencesAreGenerated() {
    expectGolden(
      MarkdownReferenceFormatter.reference(for: GenCommand.tool, options: GenCommand.options),
      at: Self.golden("reference/strings-gen.md"))
    expectGolden(
      MarkdownReferenceFormatter.reference(for: LintCommand.tool, options: LintCommand.options),
      at: Self.golden("reference/strings-lint.md"))
    expectGolden(
      MarkdownReferenceFormatter.reference(for: MergeCommand.tool, options: MergeCommand.options),
      at: Self.golden("reference/strings-merge.md"))
  }

  /// Every rule has its section, reached by its ID as an anchor, with its examples.
  @Test func everyRuleHasASectionWithItsExamples() {
    let page = RuleReferenceFormatter.page()
    let anchors = DocumentationPage(path: "rules.md", text: page).anchors
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(anchors.contains(description.id.rawValue), "\(description.id)")
      let section = RuleReferenceFormatter.section(description)
      #expect(section.contains(MarkdownReferenceFormatter.escape(description.summary)))
      for example in description.triggering + description.nonTriggering {
        for text in example.files.values { #expect(section.contains(text)) }
      }
    }
  }

  /// Every spelling of every visible option reaches the reference, as it reaches the man page.
  @Test(arguments: GeneratedDocumentationTests.tools)
  func everyOptionReachesTheReference(tool: GeneratedDocumentationTests.Tool) {
    let reference: String
    switch tool.name {
    case "strings-gen":
      reference = MarkdownReferenceFormatter.reference(
        for: GenCommand.tool, options: GenCommand.options)
    case "strings-lint":
      reference = MarkdownReferenceFormatter.reference(
        for: LintCommand.tool, options: LintCommand.options)
    default:
      reference = MarkdownReferenceFormatter.reference(
        for: MergeCommand.tool, options: MergeCommand.options)
    }
    for option in tool.options {
      for name in option.names {
        #expect(reference.contains("`\(name)"), "\(name) in the reference of \(tool.name)")
      }
    }
    #expect(!reference.contains("--generate-man"), "a hidden option in the reference")
  }

  /// Markup in help text is shown as it is, not read as Markdown.
  @Test func helpTextIsEscaped() {
    let page = MarkdownReferenceFormatter.reference(
      for: GeneratedDocumentationTests.sampleTool,
      options: GeneratedDocumentationTests.sampleOptions)
    #expect(page.contains("Choose \\[a\\] or b-c"))
    #expect(page.contains("- `--kind a|b-c`: "))
    #expect(page.contains("```text\nsample-tool --kind a -o out 'x y'     one example\n```"))
    #expect(!page.contains("secret"))
    #expect(MarkdownReferenceFormatter.fence(for: "a ```` b") == "`````")
  }
}
