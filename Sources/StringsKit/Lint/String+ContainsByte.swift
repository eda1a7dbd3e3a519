import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

extension String {
  /// Whether the UTF-8 encoding holds `byte`: `memchr` over the contiguous storage, where the
  /// generic `utf8.contains` steps through the view one byte at a time.
  /// Read in place (``withUTF8Bytes(_:)``).
  func containsByte(_ byte: UInt8) -> Bool {
    func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
    return withUTF8Bytes(search)
  }
}

extension [UInt8] {
  /// Whether the bytes hold `byte`: `memchr`, where `contains` compares one byte at a time.
  func containsByte(_ byte: UInt8) -> Bool {
    withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
  }
}
