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
    // Other width differences keep the plain message.
    #expect(
      message(reference: "%d files", translation: "%ld fichiers")
        == "argument 1 is %ld but the reference has %d")
    #expect(PlaceholderMismatchRule.description.rationale.contains("arm64_32"))
  }
}
