import Testing

@testable import StringsKit

/// A refused translation whose placeholders are spelled like the source's but sit at other
/// positions is described with the positions, not as "has %lld, the source %lld".
@Suite struct XLIFFPlaceholderMessageTests {
  @Test func samePlaceholdersAtOtherPositionsAreNamedWithTheirPositions() {
    let message = XLIFFImport.placeholderMismatch("k", "%2$lld", "%1$lld", "the source")
    #expect(
      message == "the translation of \"k\" has the placeholders %2$lld, the source %1$lld; "
        + "not imported")
  }

  @Test func differentPlaceholdersKeepTheirSpelling() {
    let message = XLIFFImport.placeholderMismatch("k", "%@ %d", "%d %@", "the reference")
    #expect(
      message == "the translation of \"k\" has the placeholders %@ %d, the reference %d %@; "
        + "not imported")
    #expect(XLIFFImport.placeholderMismatch("k", "%2$lld %1$lld", "%lld %lld", "x") == nil)
  }
}
