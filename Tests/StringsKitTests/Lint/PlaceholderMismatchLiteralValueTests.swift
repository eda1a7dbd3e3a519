import Testing

@testable import StringsKit

/// Reference values are told apart by their scalars, as the runtime formats them: `%d` followed
/// by U+0307 reads an int, while `%` followed by U+1E0B (the same text, composed) reads nothing.
/// Had the two shared one remembered argument list, the second key's correct translation would be
/// reported as a mismatch.
@Suite struct PlaceholderMismatchLiteralValueTests {
  @Test func canonicallyEquivalentReferenceValuesAreCheckedApart() throws {
    let example = RuleExample([
      "en.lproj/Localizable.strings": "\"a\" = \"%d\u{307}\";\n\"b\" = \"%\u{1E0B}\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"%d\u{307}\";\n\"b\" = \"%\u{1E0B}\";\n",
    ])
    let (input, _) = try RuleExampleHarness.input(for: example)
    let rule = try #require(RuleRegistry.rule(RuleID("placeholder-mismatch")))
    let found = Linter(only: [rule]).run(input).map(\.diagnostic)
    #expect(found.isEmpty, "\(DiagnosticFormatter.text(found))")
    #expect(FormatArgument.lintArguments(in: "%d\u{307}").count == 1)
    #expect(FormatArgument.lintArguments(in: "%\u{1E0B}").isEmpty)
  }
}
