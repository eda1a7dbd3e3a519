import Foundation
import Testing

@testable import StringsKit

/// `SignificantTokens` steps over blanks without making their tokens (`SwiftLexer.skipBlanks`);
/// what it keeps must be exactly the non-trivia tokens and `///` comments of a full lex.
@Suite struct SignificantTokensTests {
  /// Shared with ``PlainRunTests``.
  static func expectAgreement(_ bytes: [UInt8], _ note: @autoclosure () -> String) {
    let all = SwiftLexer.tokenize(bytes)
    let input = SignificantTokens(bytes: bytes, path: "A.swift")
    #expect(input.tokens == all.filter { !$0.isTrivia }, "\(note())")
    #expect(input.docComments == all.filter { $0.kind == .docLineComment }, "\(note())")
  }

  @Test func keywordLengthsMatchSpellings() {
    for keyword in Keyword.allCases {
      #expect(keyword.length == keyword.bytes.count, "\(keyword)")
    }
  }

  @Test func agreesWithFullLexOnFixtures() throws {
    for area in ["lexer/ok", "lexer/err"] {
      for name in Fixtures.cases(in: area, suffix: ".swift") {
        let data = try #require(
          FileManager.default.contents(atPath: Fixtures.url("\(area)/\(name).swift").path))
        Self.expectAgreement([UInt8](data), name)
      }
    }
  }

  /// Random soup of the pieces where blanks interact with other state: line breaks inside
  /// single-line interpolations, unterminated literals, regexes after a line start.
  @Test func agreesWithFullLexOnRandomInput() {
    var generator = SplitMix64(seed: 0xB1A4)
    let pieces = [
      " ", "  ", "\t", "\u{0B}", "\u{0C}", "\n", "\r", "\r\n", "a", "f(", ")", "\"", "\"\"\"",
      "#\"", "\"#", "\\(", "\\n", "/", "/ ", "/x/", "#/", "/#", "//c", "///d", "/*", "*/", "`",
      "x = ", "return", "1", ".", "\u{FEFF}", "é", "////e", "[", "]", "{", "}", ",", ":", ";",
      "..", "\"k\"", "\"\"", "$0", "+", "_x", "a.b", "\"a b\"",
    ]
    for _ in 0..<6_000 {
      let text = (0..<Int(generator.next() % 24))
        .map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      Self.expectAgreement(Array(text.utf8), text.debugDescription)
    }
  }
}
