import Testing

@testable import StringsKit

/// Grouping hashes keys with its own SipHash-1-3 over 8-byte words: it must be SipHash-1-3
/// (published values), read every byte of any length exactly once whatever the alignment, and
/// be seeded per run.
@Suite struct KeyHashTests {
  /// Key 00…0F and message 00…(n-1), the layout of SipHash's reference vectors. The value for
  /// the empty message is the first of the SipHash-1-3 vectors other implementations publish;
  /// the others were computed with a plain implementation written from the paper (whose round
  /// function reproduces the paper's SipHash-2-4 example).
  @Test func matchesPublishedValues() {
    let key = (UInt64(0x0706_0504_0302_0100), UInt64(0x0F0E_0D0C_0B0A_0908))
    let expected: [(Int, UInt64)] = [
      (0, 0xABAC_0158_050F_C4DC), (1, 0xC9F4_9BF3_7D57_CA93), (7, 0xD392_7D98_9BB1_1140),
      (8, 0x3690_9511_8D29_9A8E), (9, 0x25A4_8EB3_6C06_3DE4), (15, 0xD320_D86D_2A51_9956),
      (16, 0xCC4F_DD1A_7D90_8B66), (17, 0x9CF2_6890_63DB_D80C), (63, 0x9D19_9062_B7BB_B3A8),
    ]
    for (count, value) in expected {
      let message = (0..<count).map { UInt8($0) }
      #expect(message.withUnsafeBufferPointer { KeyHash.sipHash13($0, key: key) } == value)
    }
  }

  /// Every length up to 80 and every start offset within a word, against the byte-at-a-time
  /// definition: the word-wise tail read must take exactly the bytes not yet taken.
  @Test func agreesWithByteWiseDefinition() {
    var generator = SplitMix64(seed: 0x5195)
    for count in 0...80 {
      for offset in 0..<8 {
        let key = (generator.next(), generator.next())
        let buffer = (0..<(count + offset)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let message = Array(buffer[offset...])
        let fast = buffer.withUnsafeBufferPointer {
          KeyHash.sipHash13(UnsafeBufferPointer(rebasing: $0[offset...]), key: key)
        }
        #expect(fast == Self.byteWise(message, key: key))
      }
    }
  }

  @Test func differentKeysGiveDifferentHashes() {
    let message = Array("settings.title".utf8)
    let hashes = Set(
      (0..<64).map { seed in
        message.withUnsafeBufferPointer { KeyHash.sipHash13($0, key: (UInt64(seed), 0)) }
      })
    #expect(hashes.count == 64)
    // The run's key is fixed for the run: equal bytes, equal hash.
    let again = Array("settings.title".utf8)
    #expect(
      message.withUnsafeBufferPointer(KeyHash.hash) == again.withUnsafeBufferPointer(KeyHash.hash))
  }

  /// SipHash-1-3 as the paper states it: the message padded with zeros to a multiple of eight
  /// bytes less one, then the length's low byte.
  private static func byteWise(_ message: [UInt8], key: (UInt64, UInt64)) -> UInt64 {
    var padded = message
    while padded.count % 8 != 7 { padded.append(0) }
    padded.append(UInt8(truncatingIfNeeded: message.count))
    var v = [
      key.0 ^ 0x736F_6D65_7073_6575, key.1 ^ 0x646F_7261_6E64_6F6D,
      key.0 ^ 0x6C79_6765_6E65_7261, key.1 ^ 0x7465_6462_7974_6573,
    ]
    func rotate(_ x: UInt64, _ b: UInt64) -> UInt64 { x << b | x >> (64 - b) }
    func round() {
      v[0] = v[0] &+ v[1]
      v[1] = rotate(v[1], 13) ^ v[0]
      v[0] = rotate(v[0], 32)
      v[2] = v[2] &+ v[3]
      v[3] = rotate(v[3], 16) ^ v[2]
      v[0] = v[0] &+ v[3]
      v[3] = rotate(v[3], 21) ^ v[0]
      v[2] = v[2] &+ v[1]
      v[1] = rotate(v[1], 17) ^ v[2]
      v[2] = rotate(v[2], 32)
    }
    for start in stride(from: 0, to: padded.count, by: 8) {
      var word: UInt64 = 0
      for index in 0..<8 { word |= UInt64(padded[start + index]) << UInt64(8 * index) }
      v[3] ^= word
      round()
      v[0] ^= word
    }
    v[2] ^= 0xFF
    round()
    round()
    round()
    return v[0] ^ v[1] ^ v[2] ^ v[3]
  }
}
