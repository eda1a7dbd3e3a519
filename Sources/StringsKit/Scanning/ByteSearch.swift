/// Finds the next of a few given bytes eight bytes at a time (64-bit SWAR, the same on every
/// platform), for the stretches the lexer's fast path only needs to step over: string literal
/// text, comment text.
///
/// For each wanted byte `w`, `(v - 0x01…) & ~v & 0x80…` with `v = word ^ w·0x01…` sets the high
/// bit of every byte equal to `w`, plus possibly false ones, but only above a true one (a borrow
/// runs upwards). So the lowest set bit of the union is always a true match, and its byte index is
/// the first wanted byte in the word. `ByteSearchTests` compares every function with a plain loop.
enum ByteSearch {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The high bits of the bytes of `word` equal to `byte` (exact up to the lowest one).
  @inline(__always)
  private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let v = word ^ (ones &* UInt64(byte))
    return (v &- ones) & ~v & highs
  }

  @inline(__always)
  private static func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    // Source bytes are little-endian words on every platform Swift supports here.
    UInt64(
      littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
  }

  /// The first index in `start..<end` holding `"`, `\`, `\n` or `\r`, or `end`.
  @inline(__always)
  static func firstQuoteBackslashOrLineBreak(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int
  ) -> Int {
    var index = start
    while index &+ 8 <= end {
      let word = load(bytes, at: index)
      let hits =
        matches(word, UInt8(ascii: "\"")) | matches(word, UInt8(ascii: "\\"))
        | matches(word, 0x0A) | matches(word, 0x0D)
      if hits != 0 { return index &+ hits.trailingZeroBitCount >> 3 }
      index &+= 8
    }
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x0D {
        return index
      }
      index &+= 1
    }
    return end
  }

  /// The first index in `start..<end` holding `\n` or `\r`, or `end`.
  @inline(__always)
  static func firstLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int)
    -> Int
  {
    var index = start
    while index &+ 8 <= end {
      let word = load(bytes, at: index)
      let hits = matches(word, 0x0A) | matches(word, 0x0D)
      if hits != 0 { return index &+ hits.trailingZeroBitCount >> 3 }
      index &+= 8
    }
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D { return index }
      index &+= 1
    }
    return end
  }
}
