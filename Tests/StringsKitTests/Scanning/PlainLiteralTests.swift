import Testing

@testable import StringsKit

/// The plain-literal shortcut (`SwiftStringLiteral.plainLiteral`) against the assembled literal:
/// wherever it answers, the same table text and the same end; it answers for the common shapes;
/// and its eight-bytes-at-a-time test finds each byte that needs converting at every offset.
@Suite struct PlainLiteralTests {
  static let pieces: [String] = [
    "\"", "\\", "#", "\n", "\r\n", "a", "Z", "é", "%", "%@", "\\(x)", "\\n", "\\u{E9}", "\"\"\"",
    "#\"", "\"#", " ", "key.name", "0123456789abcdef", "*/", "\t",
  ]

  /// Up to eleven of ``pieces`` in a row: the random inputs of the plain-literal tests.
  static func soup(_ generator: inout SplitMix64) -> String {
    (0..<Int(generator.next() % 12)).map { _ in
      pieces[Int(generator.next() % UInt64(pieces.count))]
    }.joined()
  }

  /// Every `stringOpen` of a random soup: the shortcut, when it answers, gives the table text
  /// of the assembled literal (as a key and as a value) and the index after it.
  @Test func agreesWithTheAssembledLiteral() {
    var generator = SplitMix64(seed: 0x5EED_1A7)
    var answered = 0
    for _ in 0..<3_000 {
      let soup = Self.soup(&generator)
      let bytes = Array(soup.utf8)
      let input = SignificantTokens(bytes: bytes, path: "S.swift")
      for index in input.tokens.indices where input.tokens[index].kind == .stringOpen {
        guard
          let plain = SwiftStringLiteral.plainLiteral(
            at: index, tokens: input.tokens, bytes: bytes)
        else { continue }
        answered += 1
        let literal = input.literal(at: index)
        #expect(literal?.endIndex == plain.end, "\(soup.debugDescription)")
        for isKey in [false, true] {
          let text = literal?.tableText(isKey: isKey, tokens: input.tokens)
          #expect(
            text.map { Array($0.utf8) } == Array(plain.text.utf8), "\(soup.debugDescription)")
        }
      }
    }
    #expect(answered > 150)
  }

  /// The shapes the shortcut exists for: it must answer for them, or the speed is gone.
  @Test(arguments: [
    ("\"\"", ""), ("\"k\"", "k"),
    ("\"SettingsGeneralSectionTitle\"", "SettingsGeneralSectionTitle"),
    ("\"Caf\u{E9} %@ — 100%\"", "Caf\u{E9} %@ — 100%"),
  ])
  func answersForPlainLiterals(_ source: String, _ expected: String) {
    let bytes = Array(source.utf8)
    let input = SignificantTokens(bytes: bytes, path: "S.swift")
    let plain = SwiftStringLiteral.plainLiteral(at: 0, tokens: input.tokens, bytes: bytes)
    #expect(plain.map { Array($0.text.utf8) } == Array(expected.utf8))
    #expect(plain?.end == input.tokens.count - 1)
  }

  /// Literals that need the full path: escapes, interpolations, raw and multi-line delimiters.
  @Test(arguments: [
    "\"a\\nb\"", "\"a\\(x)b\"", "#\"raw\"#", "\"\"\"\nml\n\"\"\"", "\"\\u{E9}\"",
  ])
  func declinesOtherLiterals(_ source: String) {
    let bytes = Array(source.utf8)
    let input = SignificantTokens(bytes: bytes, path: "S.swift")
    #expect(SwiftStringLiteral.plainLiteral(at: 0, tokens: input.tokens, bytes: bytes) == nil)
    #expect(input.literal(at: 0)?.tableText(placeholder: "%@", tokens: input.tokens) != nil)
  }

  /// Each byte that needs converting, at every offset of runs up to three words long, in every
  /// sub-range: the word test and a byte-by-byte test agree.
  @Test func findsEveryConvertedByteAtEveryOffset() {
    for special in [UInt8(ascii: "\\"), UInt8(ascii: "\""), 0x0A, 0x0D] {
      for length in 0..<26 {
        for offset in 0..<max(length, 1) {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          // Bytes next to the searched ones (and high bytes) must not count.
          for index in bytes.indices where index % 3 == 1 { bytes[index] = special &+ 1 }
          for index in bytes.indices where index % 5 == 2 { bytes[index] = 0xC3 }
          if length > 0 { bytes[offset] = special }
          for lower in 0...length {
            for upper in lower...length {
              let expected = !bytes[lower..<upper].contains(special)
              let text = SwiftStringLiteral.plainText(lower..<upper, in: bytes)
              #expect((text != nil) == expected, "\(special) at \(offset) in \(lower)..<\(upper)")
            }
          }
        }
      }
    }
  }
}
