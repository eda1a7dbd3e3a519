import Testing

@testable import StringsKit

/// The word-at-a-time skipping the parser's hot loops use, against byte-by-byte answers.
@Suite struct ByteWordTests {
  @Test func containsAgreesWithTheBytes() {
    var random = SplitMix64(seed: 0xB17E)
    // Bytes near the searched one and around 0x80 are where borrow tricks go wrong.
    let palette: [UInt8] = [
      0x00, 0x01, 0x21, 0x22, 0x23, 0x2A, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2,
      0xE2, 0xFF,
    ]
    for _ in 0..<50_000 {
      let bytes = (0..<8).map { _ in palette[Int(random.next() % UInt64(palette.count))] }
      let word = bytes.withUnsafeBufferPointer { ByteWord.load($0, at: 0) }
      for byte in palette {
        #expect(ByteWord.contains(word, byte) == bytes.contains(byte))
      }
    }
  }

  @Test func skipStopsAtOrBeforeTheFirstStopByte() {
    var random = SplitMix64(seed: 0x5C1B)
    for _ in 0..<5_000 {
      let count = Int(random.next() % 40)
      let bytes = (0..<count).map { _ in
        random.next() % 9 == 0 ? UInt8(ascii: "\"") : UInt8(truncatingIfNeeded: random.next())
      }
      let start = count == 0 ? 0 : Int(random.next() % UInt64(count))
      let first = bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C } ?? count
      let k = bytes.withUnsafeBufferPointer {
        ByteWord.skip($0, from: start, end: count, without: 0x22, 0x5C)
      }
      #expect(k >= start && k <= first)
      #expect(first - k < 8 || k == count)
      // Where a whole word holds a stop byte, the index is exactly the first one's; only the
      // tail past the last whole word is left to the caller.
      if first + 1 <= count && (first - start) / 8 * 8 + start + 8 <= count {
        #expect(k == first)
      }
      let three = bytes.withUnsafeBufferPointer {
        ByteWord.skip($0, from: start, end: count, without: 0x0A, 0x22, 0xE2)
      }
      let firstOfThree =
        bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x22 || $0 == 0xE2 } ?? count
      #expect(three >= start && three <= firstOfThree)
      if firstOfThree < count && (firstOfThree - start) / 8 * 8 + start + 8 <= count {
        #expect(three == firstOfThree)
      }
    }
  }

  @Test func lineSearchFromAHintAgreesWithBinarySearch() {
    var random = SplitMix64(seed: 0x11E5)
    let text = (0..<3_000).map { _ -> [UInt8] in
      let line = Array(repeating: UInt8(ascii: "x"), count: Int(random.next() % 5))
      return line + [random.next() % 4 == 0 ? 0x0D : 0x0A]
    }.flatMap { $0 }
    let lines = LineTable(text)
    var hint = 0
    for _ in 0..<20_000 {
      let index = Int(random.next() % UInt64(text.count + 1))
      let expected = lines.lineIndex(of: index)
      #expect(lines.lineIndex(of: index, from: hint) == expected)
      hint = random.next() % 3 == 0 ? Int(random.next() % 4_000) : expected
    }
  }
}
