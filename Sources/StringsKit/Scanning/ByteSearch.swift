import Foundation

/// Finds the next of a few given bytes eight bytes at a time (``ByteWord``'s SWAR test), for
/// the stretches the lexer's fast path only needs to step over: string literal text, comment
/// text. The lowest set bit of the union of ``ByteWord/matches(_:_:)`` is always a true match,
/// so its byte index is the first wanted byte in the word. `ByteSearchTests` compares every
/// function with a plain loop.
enum ByteSearch {
  /// The first index in `start..<end` holding `"`, `\`, `\n` or `\r`, or `end`.
  @inline(__always)
  static func firstQuoteBackslashOrLineBreak(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int
  ) -> Int {
    var index = start
    while index &+ 8 <= end {
      let word = ByteWord.load(bytes, at: index)
      let hits =
        ByteWord.matches(word, UInt8(ascii: "\"")) | ByteWord.matches(word, UInt8(ascii: "\\"))
        | ByteWord.matches(word, 0x0A) | ByteWord.matches(word, 0x0D)
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
      let word = ByteWord.load(bytes, at: index)
      let hits = ByteWord.matches(word, 0x0A) | ByteWord.matches(word, 0x0D)
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

  /// Whether `needle` occurs in `haystack`: `memchr` to each place its first byte stands, then
  /// `memcmp`. For a test over a whole file that is nearly always false (a marker comment).
  static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { wanted in
        let base = hay.baseAddress!
        let last = hay.count - wanted.count
        var start = 0
        while start <= last {
          guard let found = memchr(base + start, Int32(first), last - start + 1) else {
            return false
          }
          if memcmp(found, wanted.baseAddress!, wanted.count) == 0 { return true }
          start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return false
      }
    }
  }
}
