import Testing

@testable import StringsKit

/// `%ld` against `%lld` stays a finding, and its message and the rule's rationale say why, so
/// that nobody "fixes" the rule: both read 64 bits on 64-bit iOS and macOS, not on watchOS.
@Suite struct PlaceholderMismatchMessageTests {
  func message(reference: String, translation: String) -> String {
    PlaceholderMismatchRule.difference(
      expected: FormatArgument.lintArguments(in: reference),
      actual: FormatArgument.lintArguments(in: translation))
  }

  @Test func longVersusLongLongSaysWhyItMatters() {
    #expect(
      message(reference: "%lld files", translation: "%ld Dateien")
        == "argument 1 is %ld but the reference has %lld (both 64 bits on 64-bit iOS and macOS, "
        + "but not on watchOS's arm64_32, where long is 32 bits)")
    #expect(
      message(reference: "%lu of %@", translation: "%llu von %@")
        == "argument 1 is %llu but the reference has %lu (both 64 bits on 64-bit iOS and macOS, "
        + "but not on watchOS's arm64_32, where long is 32 bits)")
    // The argument after another: its group is not the first of the list.
    #expect(
      message(reference: "%@: %lld files", translation: "%@: %ld Dateien")
        == "argument 2 is %ld but the reference has %lld (both 64 bits on 64-bit iOS and macOS, "
        + "but not on watchOS's arm64_32, where long is 32 bits)")
    // Other width differences keep the plain message.
    #expect(
      message(reference: "%d files", translation: "%ld fichiers")
        == "argument 1 is %ld but the reference has %d")
    #expect(PlaceholderMismatchRule.description.rationale.contains("arm64_32"))
  }

  /// The message walks both lists by index, whatever order they come in, each index's
  /// arguments in the list's order: what grouping them by index into a dictionary gave.
  @Test func differencesAreListedByIndexWhateverTheOrderOfTheLists() {
    let expected = [
      FormatArgument(index: 3, conversion: "@"), FormatArgument(index: 1, conversion: "d"),
      FormatArgument(index: 1, conversion: "f"),
    ]
    let actual = [
      FormatArgument(index: 2, conversion: "@"), FormatArgument(index: 1, conversion: "f"),
      FormatArgument(index: 1, conversion: "d"),
    ]
    #expect(
      PlaceholderMismatchRule.difference(expected: expected, actual: actual)
        == "argument 1 is %f or %d but the reference has %d or %f; extra argument 2 (%@); "
        + "argument 3 (%@) is missing")
    #expect(
      PlaceholderMismatchRule.difference(expected: actual, actual: actual)
        == "format specifiers differ from the reference")
    // A substitution's variation: one argument, index 0.
    #expect(
      PlaceholderMismatchRule.difference(
        expected: [], actual: [FormatArgument(index: 0, conversion: "d")])
        == "the substituted argument (%d) is not in the reference")
  }
}
