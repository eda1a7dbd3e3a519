/// Where the formatter's bytes go: counted first (``ByteCounter``), then written into a buffer
/// of that size (``ByteWriter``), by the same code, so the two never disagree; or written into a
/// buffer sized by a guess, which notices when it is full (``BoundedByteWriter``).
protocol ByteSink {
  mutating func put(_ byte: UInt8)
  /// The `count` decimal digits of `value`, which is at least zero.
  mutating func putDigits(of value: Int, count: Int)
  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>)
  /// The UTF-8 bytes of `text`.
  mutating func put(_ text: String)
}

extension ByteSink {
  /// The bytes of `text`, copied at once where it keeps them in one run (what the writers do;
  /// the counter only counts them).
  mutating func put(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { put($0) }
    if copied == nil { for byte in text.utf8 { put(byte) } }
  }

  mutating func put(_ text: StaticString) {
    put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// `value` in decimal digits, as `"\(value)"` writes it.
  mutating func putDecimal(_ value: Int) {
    if value < 0 {
      // Never a line or column; spelled as interpolation would, for any value.
      return put("\(value)")
    }
    putDigits(of: value, count: Self.digitCount(of: value))
  }

  /// How many decimal digits a value of at least zero has.
  static func digitCount(of value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}

/// Counts the bytes put.
struct ByteCounter: ByteSink {
  var count = 0

  mutating func put(_ byte: UInt8) { count += 1 }
  mutating func putDigits(of value: Int, count digits: Int) { count += digits }
  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) { count += bytes.count }
  mutating func put(_ text: String) { count += text.utf8.count }
}

/// Copies the bytes put to consecutive memory the caller sized.
struct ByteWriter: ByteSink {
  var at: UnsafeMutablePointer<UInt8>

  mutating func put(_ byte: UInt8) {
    at.pointee = byte
    at += 1
  }

  /// Written from the last digit back, in place.
  mutating func putDigits(of value: Int, count: Int) {
    var rest = value
    var digit = at + count
    while digit > at {
      digit -= 1
      digit.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    at += count
  }

  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    at.update(from: start, count: bytes.count)
    at += bytes.count
  }

}

/// Copies the bytes put to consecutive memory up to `end`, and notes when they did not fit (the
/// bytes past `end` are dropped): a report written in one pass into a buffer of a guessed size,
/// instead of measured first, and measured only where the guess falls short.
struct BoundedByteWriter: ByteSink {
  var at: UnsafeMutablePointer<UInt8>
  let end: UnsafeMutablePointer<UInt8>
  /// Whether some bytes did not fit.
  var overflowed = false

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    at = buffer.baseAddress!
    end = at + buffer.count
  }

  mutating func put(_ byte: UInt8) {
    guard at < end else {
      overflowed = true
      return
    }
    at.pointee = byte
    at += 1
  }

  mutating func putDigits(of value: Int, count: Int) {
    guard end - at >= count else {
      overflowed = true
      return
    }
    var writer = ByteWriter(at: at)
    writer.putDigits(of: value, count: count)
    at = writer.at
  }

  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard end - at >= bytes.count else {
      overflowed = true
      return
    }
    var writer = ByteWriter(at: at)
    writer.put(bytes)
    at = writer.at
  }

}
