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
    guard let base = baseAddress else { return false }
    return memchr(base, Int32(byte), count) != nil
  }
}
