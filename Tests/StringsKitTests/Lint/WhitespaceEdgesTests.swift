import Testing

@testable import StringsKit

/// `WhitespaceMismatchRule.edges` looks only at the scalars at a text's edges; it must find what
/// collecting the whitespace prefix and suffix of the whole scalar view finds.
@Suite struct WhitespaceEdgesTests {
  /// The whole-text walk the rule used before: the oracle.
  static func wholeTextEdges(_ text: String) -> (String, String) {
    let scalars = text.unicodeScalars
    let lead = scalars.prefix { $0.properties.isWhitespace }
    if lead.count == scalars.count { return (text, "") }
    let trail = scalars.reversed().prefix { $0.properties.isWhitespace }
    var leading = ""
    leading.unicodeScalars.append(contentsOf: lead)
    var trailing = ""
    trailing.unicodeScalars.append(contentsOf: trail.reversed())
    return (leading, trailing)
  }

  @Test func examples() {
    #expect(WhitespaceMismatchRule.edges("  Привет\n") == ("  ", "\n"))
    #expect(WhitespaceMismatchRule.edges("\u{3000}文件") == ("\u{3000}", ""))
    #expect(WhitespaceMismatchRule.edges("Файл\u{A0}") == ("", "\u{A0}"))
    #expect(WhitespaceMismatchRule.edges(" \n\t") == (" \n\t", ""))
    #expect(WhitespaceMismatchRule.edges("") == ("", ""))
    #expect(WhitespaceMismatchRule.edges("é") == ("", ""))
  }

  @Test func whitespaceIsUnicodesWhiteSpaceProperty() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if WhitespaceMismatchRule.isWhitespace(scalar) != scalar.properties.isWhitespace {
        differing.append(value)
      }
    }
    #expect(differing.isEmpty)
  }

  @Test func sameAsTheWholeTextWalkOnRandomTexts() {
    let pieces: [String] = [
      " ", "\n", "\t", "\u{A0}", "\u{3000}", "\u{2028}", "\u{200B}", "a", "é", "e\u{301}", "Я",
      "文", "👍🏽", "%@", "\r\n",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let (lead, trail) = WhitespaceMismatchRule.edges(text)
      let (expectedLead, expectedTrail) = Self.wholeTextEdges(text)
      #expect(
        lead.unicodeScalars.elementsEqual(expectedLead.unicodeScalars),
        "\(Array(text.unicodeScalars))")
      #expect(
        trail.unicodeScalars.elementsEqual(expectedTrail.unicodeScalars),
        "\(Array(text.unicodeScalars))")
    }
  }
}
