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
  ///
  /// Read in place when the string is contiguous (as the parser's strings are): a copy made to
  /// call the mutating `withUTF8` retained and released the string, and the rules read the same
  /// strings on every core at once, so each of those counts moved its cache line between cores.
  func containsByte(_ byte: UInt8) -> Bool {
    func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
    if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
    var string = self
    return string.withUTF8(search)
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
