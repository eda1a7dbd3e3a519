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
  func containsByte(_ byte: UInt8) -> Bool {
    var string = self
    return string.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
  }
}

extension Data {
  /// Whether the bytes hold `byte`: `memchr` over each contiguous region.
  func containsByte(_ byte: UInt8) -> Bool {
    withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
  }
}
