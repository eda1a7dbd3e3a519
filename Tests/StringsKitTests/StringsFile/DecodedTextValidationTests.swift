import Testing

@testable import StringsKit

/// The UTF-8 check of `.strings` text skips ASCII words and checks the common two- and
/// three-byte sequences in place; it must find exactly what a walk byte by byte with the full
/// sequence table finds.
@Suite struct DecodedTextValidationTests {
  /// The invalid indices and whether all bytes are ASCII, one byte or sequence at a time.
  static func reference(_ bytes: [UInt8]) -> (invalid: [Int], isASCII: Bool) {
    var invalid: [Int] = []
    var isASCII = true
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        if buffer[index] < 0x80 {
          index += 1
          continue
        }
        isASCII = false
        let length = DecodedText.utf8SequenceLength(buffer, at: index)
        if length == 0 {
          invalid.append(index)
          index += 1
        } else {
          index += length
        }
      }
    }
    return (invalid, isASCII)
  }

  /// Long ASCII runs (several words), valid sequences of every length, and damaged
  /// ones (truncated, overlong, surrogates, stray continuation bytes), at random offsets.
  static func soup(_ random: inout SplitMix64) -> [UInt8] {
    let pieces: [[UInt8]] = [
      Array("\"key\" = \"value\";\n".utf8), Array(repeating: 0x61, count: 70),
      Array("é".utf8), Array("Ж".utf8), Array("中".utf8), Array("\u{1F600}".utf8),
      Array("\u{E000}".utf8), Array("\u{800}".utf8), Array("\u{D7FF}".utf8),
      [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x98], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF],
      [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], [0xA9],
      [0xE1, 0x41, 0x80], [0xEE, 0x80],
    ]
    var bytes: [UInt8] = []
    for _ in 0..<Int(random.next() % 40) {
      bytes += pieces[Int(random.next() % UInt64(pieces.count))]
    }
    return bytes
  }

  @Test func agreesWithByteByByteCheck() {
    var random = SplitMix64(seed: 0x5EED_0008)
    var sawInvalid = 0
    var sawValidNonASCII = 0
    for _ in 0..<5_000 {
      let bytes = Self.soup(&random)
      let decoded = DecodedText(bytes, encoding: .utf8(bom: false))
      let (invalid, isASCII) = Self.reference(bytes)
      #expect(decoded.isValidUTF8 == invalid.isEmpty)
      #expect(decoded.isASCII == isASCII)
      // At most ten problems are reported one by one, then one saying more follow.
      #expect(decoded.problems.map(\.index) == Array(invalid.prefix(11)))
      if !invalid.isEmpty { sawInvalid += 1 } else if !isASCII { sawValidNonASCII += 1 }
    }
    #expect(sawInvalid > 1_000)
    #expect(sawValidNonASCII > 30)
  }
}
