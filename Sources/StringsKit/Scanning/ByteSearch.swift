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

  /// Whether `needle` occurs in `haystack`: `memchr` to each place of one of the needle's
  /// bytes, then `memcmp`. For a test over a whole file that is nearly always false (a marker
  /// comment). The byte looked for is the needle's first that is not a letter, a digit, a
  /// space or zero (half of UTF-16), which text holds far less often: stepping from one `n` of
  /// a file to the next (the first byte of `needs-review`) cost more than parsing the file.
  static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    let pivot =
      needle.firstIndex { byte in
        !(byte >= 0x80 || byte == 0x00 || byte == 0x20 || (byte >= 0x30 && byte <= 0x39)
          || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A))
      } ?? 0
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { wanted in
        let base = hay.baseAddress!
        // Where the needle would start, for each place of its pivot byte.
        var start = 0
        let last = hay.count - wanted.count
        while start <= last {
          guard
            let found = memchr(
              base + start + pivot, Int32(wanted[pivot]), last - start + 1)
          else { return false }
          let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - pivot
          if memcmp(base + candidate, wanted.baseAddress!, wanted.count) == 0 { return true }
          start = candidate + 1
        }
        return false
      }
    }
  }
}
