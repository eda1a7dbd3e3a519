import Testing

@testable import StringsKit

@Suite struct UTF8ValidationTests {
  /// The byte-by-byte check the word-at-a-time scan replaces, kept as the reference.
  static func reference(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == 0x0A {
          line += 1
          lineStart = index + 1
        }
        index += 1
        continue
      }
      let length: Int
      let minimum: UInt32
      switch byte {
      case 0xC2...0xDF: (length, minimum) = (2, 0x80)
      case 0xE0...0xEF: (length, minimum) = (3, 0x800)
      case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
      default: return (line, index - lineStart + 1)
      }
      guard index + length <= bytes.count else { return (line, index - lineStart + 1) }
      var scalar = UInt32(byte) & (0xFF >> (length + 1))
      for offset in 1..<length {
        let continuation = bytes[index + offset]
        guard continuation & 0xC0 == 0x80 else { return (line, index - lineStart + 1) }
        scalar = scalar << 6 | UInt32(continuation & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
        return (line, index - lineStart + 1)
      }
      index += length
    }
    return nil
  }

  @Test(
    arguments: [
      ("", nil), ("abc", nil), ("é€😀", nil), ("0123456789abcdef\nxyz", nil),
    ] as [(String, Int?)])
  func validTextPasses(text: String, expected: Int?) {
    #expect(UTF8Validation.firstInvalidOffset(in: Array(text.utf8)) == expected)
  }

  @Test func positionCountsLineFeedsOnly() {
    let bytes = Array("abcdefghij\rklm\nnopqrstuvwxyz".utf8) + [0xC0, 0x80]
    let position = UTF8Validation.firstInvalid(in: bytes)
    #expect(position?.line == 2 && position?.column == 14)
  }

  /// Random mixes of long ASCII runs, valid sequences and broken ones, at every alignment, must
  /// give the reference's answer.
  @Test func agreesWithByteByByteCheck() {
    var generator = SplitMix64(seed: 0x0DF8)
    let pieces: [[UInt8]] = [
      Array("abcdefgh".utf8), Array("x\n".utf8), [0x0A], Array("é".utf8), Array("€".utf8),
      Array("😀".utf8), [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
    ]
    for _ in 0..<5_000 {
      var bytes: [UInt8] = []
      // Up to 40 pieces, so that whole 64-byte ASCII blocks occur too.
      for _ in 0..<Int(generator.next() % 40) {
        let roll = Int(generator.next() % 100)
        // Mostly ASCII, as real sources are, so the eight-byte path is exercised.
        let piece = roll < 70 ? Int(generator.next() % 3) : 3 + Int(generator.next() % 13)
        bytes += pieces[piece]
      }
      let fast = UTF8Validation.firstInvalid(in: bytes)
      let slow = Self.reference(bytes)
      #expect(fast?.line == slow?.line && fast?.column == slow?.column, "\(bytes)")
      let offsets = ScanKernel.available.map {
        UTF8Validation.firstInvalidOffset(in: bytes, kernel: $0)
      }
      #expect(Set(offsets).count == 1, "kernels disagree on \(bytes): \(offsets)")
    }
  }
}
