import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

extension String {
  /// Whether the UTF-8 encoding holds `byte`, read in place (``withUTF8Bytes(_:)``).
  func containsByte(_ byte: UInt8) -> Bool {
    withUTF8Bytes { $0.containsByte(byte) }
  }
}

extension [UInt8] {
  /// Whether the bytes hold `byte`.
  func containsByte(_ byte: UInt8) -> Bool {
    withUnsafeBufferPointer { $0.containsByte(byte) }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the bytes hold `byte`: `memchr`, where `contains` compares one byte at a time.
  func containsByte(_ byte: UInt8) -> Bool {
    firstIndex(ofByte: byte, from: 0) != nil
  }

  /// The first index at or after `start` that holds `byte` (`memchr`); `nil` when none does.
  /// Stepping from one place of a byte to the next this way passes over the bytes between
  /// many at a time.
  func firstIndex(ofByte byte: UInt8, from start: Int) -> Int? {
    guard let base = baseAddress, start < count,
      let found = memchr(base + start, Int32(byte), count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
