extension String {
  /// Calls `body` with the string's UTF-8 bytes, read in place when they are contiguous (native
  /// and small strings, which is all the parsers make).
  ///
  /// `withUTF8` is mutating, so calling it on a copy retained and released the string; the rules
  /// read the same keys on every core at once, and each of those counts moved the string's cache
  /// line from one core to the other.
  @inline(__always)
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var string = self
    return string.withUTF8(body)
  }
}
