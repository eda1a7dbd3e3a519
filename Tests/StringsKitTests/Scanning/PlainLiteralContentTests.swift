import Testing

@testable import StringsKit

/// `SwiftStringLiteral.plainLiteralContent` (what matching uses) against the assembled literal:
/// where it answers, the same table text and end, and its one-pass ASCII flag against a
/// byte-by-byte test.
@Suite struct PlainLiteralContentTests {
  @Test func agreesWithTheAssembledLiteral() {
    var generator = SplitMix64(seed: 0xA5C11)
    var answered = 0
    for _ in 0..<3_000 {
      let soup = PlainLiteralTests.soup(&generator)
      let bytes = Array(soup.utf8)
      let input = SignificantTokens(bytes: bytes, path: "S.swift")
      for index in -1...input.tokens.count {
        let buffer = input.tokens.withUnsafeBufferPointer { tokens in
          bytes.withUnsafeBufferPointer { bytes in
            SwiftStringLiteral.plainLiteralContent(at: index, tokens: tokens, bytes: bytes)
          }
        }
        if let buffer {
          answered += 1
          let literal = input.literal(at: index)
          #expect(literal?.endIndex == buffer.end, "\(soup.debugDescription)")
          for isKey in [false, true] {
            let text = literal?.tableText(isKey: isKey, tokens: input.tokens)
            #expect(
              text.map { Array($0.utf8) } == Array(bytes[buffer.content]),
              "\(soup.debugDescription)")
          }
          #expect(
            buffer.isASCII == bytes[buffer.content].allSatisfy { $0 < 0x80 },
            "\(soup.debugDescription)")
        }
      }
    }
    #expect(answered > 300)
  }

  /// A non-ASCII byte (or a byte that needs converting) at every offset of contents up to three
  /// words long, at the end of the file and with more code after it (the last bytes are then
  /// read as one word).
  @Test(arguments: ["", "; let x = 12345678"])
  func findsEveryHighByteAtEveryOffset(_ after: String) {
    for length in 1..<26 {
      for offset in 0..<length {
        for special: UInt8 in [0xC3, 0x80, 0xFF, UInt8(ascii: "\\"), 0x0A, 0x0D] {
          var content = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          content[offset] = special
          let bytes = [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")] + Array(after.utf8)
          let input = SignificantTokens(bytes: bytes, path: "S.swift")
          let answer = input.tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
              SwiftStringLiteral.plainLiteralContent(at: 0, tokens: tokens, bytes: bytes)
            }
          }
          if special < 0x80 {
            #expect(answer == nil, "\(length) \(offset)")
          } else {
            #expect(answer?.isASCII == false, "\(length) \(offset) \(special)")
            #expect(answer?.content == 1..<(1 + length))
          }
        }
      }
    }
  }
}
