import Testing

@testable import StringsKit

/// The lexer's fast path walks names sixteen bytes at a time with the SSE2 kernel and a byte at
/// a time otherwise; both must end every name at the same byte.
@Suite struct NameWalkKernelTests {
  static func tokens(_ bytes: [UInt8], _ kernel: ScanKernel) -> [SwiftToken] {
    SignificantTokens(bytes: bytes, path: "N.swift", kernel: kernel).tokens
  }

  /// Every byte value at every offset of a name longer than one block, and just past it.
  @Test func everyByteEndsANameWhereTheByteLoopEndsIt() {
    for kernel in ScanKernel.available where kernel != .scalar {
      for value in 0...255 {
        for offset in 1..<40 {
          var bytes = Array(repeating: UInt8(ascii: "a"), count: 40)
          bytes[offset] = UInt8(value)
          bytes += Array(" = x".utf8)
          #expect(
            Self.tokens(bytes, kernel) == Self.tokens(bytes, .scalar),
            "\(kernel): byte \(value) at \(offset)")
        }
      }
    }
  }

  /// Names made of the bytes at the edges of each range (`@` `A` `Z` `[` `` ` `` `a` `z` `{`,
  /// `/` `0` `9` `:`, `_`, `$`, non-ASCII) between other tokens.
  @Test func randomNamesAgree() {
    var generator = SplitMix64(seed: 0x9A3E)
    let alphabet = Array("@AZ[`az{/09:_$é x.(-".utf8)
    for round in 0..<3_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 80) {
        bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
      }
      for kernel in ScanKernel.available where kernel != .scalar {
        #expect(
          Self.tokens(bytes, kernel) == Self.tokens(bytes, .scalar),
          "\(kernel), round \(round): \(String(decoding: bytes, as: UTF8.self))")
      }
    }
  }
}
