/// Where the formatter's bytes go: counted first (``ByteCounter``), then written into a buffer
/// of that size (``ByteWriter``), by the same code, so the two never disagree.
protocol ByteSink {
  mutating func put(_ byte: UInt8)
  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>)
  /// The UTF-8 bytes of `text`.
  mutating func put(_ text: String)
}

extension ByteSink {
  mutating func put(_ text: StaticString) {
    put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// `value` in decimal digits, as `"\(value)"` writes it.
  mutating func putDecimal(_ value: Int) {
    if value < 0 {
      // Never a line or column; spelled as interpolation would, for any value.
      put("\(value)")
      return
    }
    if value < 10 { return put(UInt8(ascii: "0") + UInt8(value)) }
    // Digits from the last, into a buffer on the stack.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var rest = value
      var first = digits.count
      while rest > 0 {
        first -= 1
        digits[first] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      put(UnsafeBufferPointer(rebasing: digits[first...]))
    }
  }
}

/// Counts the bytes put.
struct ByteCounter: ByteSink {
  var count = 0

  mutating func put(_ byte: UInt8) { count += 1 }
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

  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    at.update(from: start, count: bytes.count)
    at += bytes.count
  }

  mutating func put(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { put($0) }
    if copied == nil { for byte in text.utf8 { put(byte) } }
  }
}
