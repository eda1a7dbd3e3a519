import Testing

@testable import StringsKit

/// The UTF-16 encoder against the standard library's `utf16` view, on text whose ASCII runs
/// start and end at every offset of the sixteen-byte fast path.
@Suite struct TableEncodingTests {
  static let pieces = ["a", "Z", "%@", " ", "\n", "é", "\u{1F600}", "ß", "0123456", "\""]

  @Test(arguments: [TableEncoding.utf16LittleEndian, .utf16BigEndian])
  func agreesWithTheStandardLibrary(_ encoding: TableEncoding) {
    var generator = SplitMix64(seed: 0x7E4C)
    for _ in 0..<500 {
      let text = (0..<Int(generator.next() % 30)).map { _ in
        Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
      }.joined()
      var expected = encoding.byteOrderMark
      for unit in text.utf16 {
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        expected += encoding == .utf16BigEndian ? [high, low] : [low, high]
      }
      #expect(Array(encoding.encode(text)) == expected, "\(text.debugDescription)")
      // What callers size memory by, before writing several pieces side by side.
      var utf8 = text
      #expect(
        utf8.withUTF8 { encoding.encodedCount(utf8: $0) } == expected.count - 2,
        "\(text.debugDescription)")
    }
  }

  /// Long ASCII runs around a multi-byte character at every offset, and cut-off input, which
  /// ends with U+FFFD instead of reading past the end.
  @Test(arguments: [TableEncoding.utf16LittleEndian, .utf16BigEndian])
  func longRunsAndCutOffInput(_ encoding: TableEncoding) {
    for offset in 0..<40 {
      let text =
        String(repeating: "a", count: offset) + "\u{1F600}é"
        + String(repeating: "b", count: 40 - offset)
      let units = Array(text.utf16)
      let data = Array(encoding.encode(text, withByteOrderMark: false))
      #expect(data.count == units.count * 2)
      for (index, unit) in units.enumerated() {
        let pair =
          encoding == .utf16BigEndian
          ? (UInt8(unit >> 8), UInt8(unit & 0xFF)) : (UInt8(unit & 0xFF), UInt8(unit >> 8))
        #expect(data[2 * index] == pair.0 && data[2 * index + 1] == pair.1)
      }
    }
    let cut = Array(
      encoding.encode(utf8: Array("ab".utf8) + [0xE2, 0x82], withByteOrderMark: false))
    let expected: [UInt16] = [0x61, 0x62, 0xFFFD]
    #expect(
      cut
        == expected.flatMap {
          encoding == .utf16BigEndian
            ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        })
  }

  @Test func widensFourBytesToFourUnits() {
    #expect(TableEncoding.widened(0x0000_0000_4443_4241) == 0x0044_0043_0042_0041)
    #expect(TableEncoding.widened(0x0000_0000_7F00_017F) == 0x007F_0000_0001_007F)
  }
}
