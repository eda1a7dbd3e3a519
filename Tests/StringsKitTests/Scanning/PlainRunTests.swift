import Testing

@testable import StringsKit

/// The lexer's fast path (`SwiftLexer.appendPlainRun`, through `SignificantTokens`) against the
/// full lex, on soups of what it reads itself — escapes, `#keyword`s, backticked names, `@`, `\`,
/// numbers, operator runs meeting comments, doc and block comments — next to what it must leave
/// to the full lexer (interpolations, `\u{…}`, invalid escapes, raw strings, `"""`, regexes, a
/// byte order mark, unterminated forms).
@Suite struct PlainRunTests {

  static let pieces = [
    "\"a\\nb\"", "\"\\\"\"", "\"\\\\\"", "\"\\'\\0\\t\\r\"", "\"\\q\"", "\"\\u{41}\"", "\"\\(x)\"",
    "\"a\\", "\\", "\"", "\"\"", "\"\"\"", "#if", "#endif", " DEBUG", "#", "##x", "#!", "#\"",
    "#/", "`a`", "`", "`b", "@", "@objc", "1.5", "0x1F", "1..<2", "1.e", "=/", "+//", "-/*",
    "a/b", "/", "///", "////", "///d", "//c", "/* /* */ */", "/*", "*/", "é", "$0", "\u{FEFF}",
    "\r", "\n", "\r\n", " ", "\t", "\u{0B}", "x", "f(", ")", ".", "..", "[", "]", "{", "}", ",",
    ":", ";", "?", "!", "->", "return", " /x/", "\u{01}", "'",
  ]

  @Test func agreesWithFullLexOnRandomInput() {
    var generator = SplitMix64(seed: 0x9A1B)
    for _ in 0..<8_000 {
      let text = (0..<Int(generator.next() % 28))
        .map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }.joined()
      SignificantTokensTests.expectAgreement(Array(text.utf8), text.debugDescription)
    }
  }

  /// A token per byte or two outgrows the storage reserved for a token per four bytes: the
  /// array is regrown, several times, in the middle of runs and of literals.
  @Test func agreesWhenTheTokenStorageGrows() {
    for unit in ["a,", "\"\",", "(", "\"x\"", "/// d\n;", "#if `a`@\\"] {
      let text = String(repeating: unit, count: 3_000)
      SignificantTokensTests.expectAgreement(Array(text.utf8), "\(unit) × 3000")
    }
  }

  /// Whole words of literal and comment text, with the stopping byte in every lane.
  @Test func agreesOnLongLiteralsAndComments() {
    for length in 0..<40 {
      let filler = String(repeating: "x", count: length)
      for text in [
        "let s = \"\(filler)\"\n", "let s = \"\(filler)\\n\(filler)\"", "// \(filler)\ny",
        "/// \(filler)\r\ny", "let s = \"\(filler)\n\"", "\"\(filler)\\(a)\"",
      ] {
        SignificantTokensTests.expectAgreement(Array(text.utf8), text.debugDescription)
      }
    }
  }

  /// Code inside interpolations is read on the fast path too, which must keep the count of open
  /// `(` that decides which `)` closes the interpolation, and leave to the full lexer the line
  /// break that ends a single-line literal's interpolation (a multi-line literal's may span
  /// lines). Soups of those pieces inside every literal form.
  @Test func agreesInsideInterpolations() {
    let inner = [
      "(", ")", "f(", "a", " ", "\n", "\n", "\r\n", "\"k\"", "\"\\(x)\"", ",", ".", "[", "]",
      "{", "}", "//c\n", "/* c */", "/*\n*/", "#if", "1", "+", "`a`", "@", "\\(", "\"\"\"", "/x/",
    ]
    let frames = [("\"\\(", ")\""), ("\"\"\"\n\\(", ")\n\"\"\""), ("#\"\\#(", ")\"#")]
    var generator = SplitMix64(seed: 0x1A7E)
    for _ in 0..<6_000 {
      let body = (0..<Int(generator.next() % 16))
        .map { _ in inner[Int(generator.next() % UInt64(inner.count))] }.joined()
      let (open, close) = frames[Int(generator.next() % UInt64(frames.count))]
      let text = "x = " + open + body + close + " y"
      SignificantTokensTests.expectAgreement(Array(text.utf8), text.debugDescription)
    }
  }
}
