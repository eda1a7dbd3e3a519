/// Eight bytes of text at once, for skipping runs that hold none of the bytes a loop stops at
/// (quotes, backslashes, `*`, line breaks) without looking at each byte: plain 64-bit SWAR,
/// the same on every platform. The `.strings` parser, the Swift lexer (``ByteSearch``) and the
/// literal reader (``SwiftStringLiteral``) all skip with it.
enum ByteWord {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `index` (which must have eight bytes after it), the first in the lowest
  /// byte of the word on every platform, so that ``matches(_:_:)``'s lowest bit is the first.
  @inline(__always) static func load(_ b: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(b.baseAddress! + index).loadUnaligned(as: UInt64.self))
  }

  /// The high bits of the bytes of `word` equal to `byte`: exact up to the lowest one set.
  /// `v - 0x01…` borrows into a byte's high bit only past a zero byte (so a false bit can only
  /// appear above a true one), and `& ~v` discards bytes that had it set already.
  @inline(__always) static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let v = word ^ (ones &* UInt64(byte))
    return (v &- ones) & ~v & highs
  }

  /// Whether some byte of `word` is below `limit`, which is at most 0x80: the same borrow as
  /// ``matches(_:_:)``, with `limit` in place of one.
  @inline(__always) static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & highs != 0
  }

  /// Whether any of the eight bytes of `word` equals `byte` (exact: see ``matches(_:_:)``).
  @inline(__always) static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
    matches(word, byte) != 0
  }

  /// The first index from `start` (at most `end`) whose byte may be `first` or `second`:
  /// whole words holding neither are skipped, and in the word holding one the index is that
  /// byte's (the lowest bit of each mask is exact); the caller examines the bytes from there on,
  /// which past the last whole word are not looked at.
  @inline(__always) static func skip(
    _ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int, without first: UInt8,
    _ second: UInt8
  ) -> Int {
    var k = start
    while k &+ 8 <= end {
      let word = load(b, at: k)
      let found = matches(word, first) | matches(word, second)
      if found != 0 { return k &+ found.trailingZeroBitCount &>> 3 }
      k &+= 8
    }
    return k
  }

  /// Like ``skip(_:from:end:without:_:)`` for three bytes.
  @inline(__always) static func skip(
    _ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int, without first: UInt8,
    _ second: UInt8, _ third: UInt8
  ) -> Int {
    var k = start
    while k &+ 8 <= end {
      let word = load(b, at: k)
      let found = matches(word, first) | matches(word, second) | matches(word, third)
      if found != 0 { return k &+ found.trailingZeroBitCount &>> 3 }
      k &+= 8
    }
    return k
  }
}
