import Testing

@testable import StringsKit

/// Key identity by Unicode scalars: `memcmp` of the UTF-8 storage must answer exactly as
/// comparing the scalar sequences does, for short (inline) and long strings alike.
@Suite struct LiteralKeyTests {
  @Test func canonicallyEquivalentKeysStayDistinct() {
    #expect(LiteralKey("\u{E1}") != LiteralKey("a\u{301}"))
    #expect("\u{E1}" == "a\u{301}")
    #expect(!"\u{E1}".isLiterallyEqual(to: "a\u{301}"))
    #expect(Set([LiteralKey("\u{E1}"), LiteralKey("a\u{301}")]).count == 2)
  }

  @Test func equalScalarsAreEqual() {
    #expect(LiteralKey("") == LiteralKey(""))
    #expect(LiteralKey("a\u{0}b") == LiteralKey("a\u{0}b"))
    #expect(LiteralKey("a\u{0}b") != LiteralKey("a\u{0}c"))
    let long = String(repeating: "Schlüssel ", count: 20)
    #expect(LiteralKey(long) == LiteralKey(String(long)))
    #expect(LiteralKey(long) != LiteralKey(long + "x"))
    #expect(LiteralKey(long + "x") != LiteralKey(long + "y"))
    // A substring's copy and a bridged-looking construction compare by content.
    #expect(LiteralKey(String(long.dropFirst(10))) == LiteralKey(String(long.dropLast(10))))
  }

  /// Random pairs drawn from a small alphabet (so that equal and nearly equal strings are
  /// common), of lengths around the 15-byte inline limit and beyond, against scalar equality.
  @Test func agreesWithScalarComparisonOnRandomPairs() {
    var random = SplitMix64(seed: 0x11CE)
    let alphabet: [Unicode.Scalar] = ["a", "b", "\u{E1}", "\u{301}", "\u{0}", "\u{1F600}", "é"]
    func draw() -> String {
      let count = Int(random.next() % 40)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<count { scalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
      return String(scalars)
    }
    var equalPairs = 0
    for _ in 0..<20_000 {
      let left = draw()
      let right = random.next() % 3 == 0 ? String(left.unicodeScalars) : draw()
      let expected = Array(left.unicodeScalars) == Array(right.unicodeScalars)
      if expected { equalPairs += 1 }
      #expect(left.isLiterallyEqual(to: right) == expected)
      #expect((LiteralKey(left) == LiteralKey(right)) == expected)
      if expected { #expect(LiteralKey(left).hashValue == LiteralKey(right).hashValue) }
    }
    #expect(equalPairs > 1_000)
  }
}
