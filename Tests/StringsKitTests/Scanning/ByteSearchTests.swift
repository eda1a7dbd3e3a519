import Testing

@testable import StringsKit

/// `ByteSearch` finds the same first byte as a plain loop, wherever the wanted bytes sit in or
/// across its eight-byte words, with a wanted byte repeated in a word (where the trick's false
/// matches appear), and near the end of the range.
@Suite struct ByteSearchTests {
  private static let alphabet: [UInt8] = [
    UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, UInt8(ascii: "a"), UInt8(ascii: " "),
    0x00, 0x01, 0x7F, 0x80, 0xFF, 0x0B, 0x22 ^ 0x01, 0x5C ^ 0x80,
  ]

  private static func firstByLoop(
    _ bytes: [UInt8], from start: Int, end: Int, _ wanted: Set<UInt8>
  ) -> Int {
    var index = start
    while index < end && !wanted.contains(bytes[index]) { index += 1 }
    return index
  }

  @Test func agreesWithAPlainLoop() {
    var generator = SplitMix64(seed: 0x5EA2C4)
    for _ in 0..<20_000 {
      let count = Int(generator.next() % 40)
      // Mostly filler, so that runs without a wanted byte span whole words.
      let bytes = (0..<count).map { _ in
        generator.next() % 4 == 0
          ? Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))]
          : UInt8(ascii: "x")
      }
      let start = count == 0 ? 0 : Int(generator.next() % UInt64(count + 1))
      let end = start + Int(generator.next() % UInt64(count - start + 1))
      let (quoteOrBreak, lineBreak) = bytes.withUnsafeBufferPointer { buffer in
        (
          ByteSearch.firstQuoteBackslashOrLineBreak(in: buffer, from: start, end: end),
          ByteSearch.firstLineBreak(in: buffer, from: start, end: end)
        )
      }
      #expect(
        quoteOrBreak
          == Self.firstByLoop(bytes, from: start, end: end, [0x22, 0x5C, 0x0A, 0x0D]),
        "\(bytes) \(start)..<\(end)")
      #expect(
        lineBreak == Self.firstByLoop(bytes, from: start, end: end, [0x0A, 0x0D]),
        "\(bytes) \(start)..<\(end)")
    }
  }

  @Test func findsEachWantedByteInEachLane() {
    for wanted: UInt8 in [0x22, 0x5C, 0x0A, 0x0D] {
      for lane in 0..<24 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 24)
        bytes[lane] = wanted
        // A second one further on must not hide the first.
        if lane + 1 < bytes.count { bytes[lane + 1] = wanted }
        let found = bytes.withUnsafeBufferPointer {
          ByteSearch.firstQuoteBackslashOrLineBreak(in: $0, from: 0, end: $0.count)
        }
        #expect(found == lane, "byte \(wanted) in lane \(lane)")
        let lineBreak = bytes.withUnsafeBufferPointer {
          ByteSearch.firstLineBreak(in: $0, from: 0, end: $0.count)
        }
        #expect(lineBreak == (wanted == 0x0A || wanted == 0x0D ? lane : 24))
      }
    }
  }

  /// `contains` against a plain search, on random bytes of a small alphabet (many near misses).
  @Test func containsAgreesWithAPlainSearch() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 {
      // Letters, a space and punctuation, so that the byte searched for is anywhere in the
      // needle.
      let alphabet: [UInt8] = [0, 0x61, 0x62, 0x20, 0x3A, 0x2D]
      let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      let plain =
        needle.isEmpty
        || (0..<max(0, haystack.count - needle.count + 1)).contains {
          Array(haystack[$0..<$0 + needle.count]) == needle
        }
      #expect(ByteSearch.contains(needle, in: haystack) == plain, "\(needle) in \(haystack)")
    }
  }
}
