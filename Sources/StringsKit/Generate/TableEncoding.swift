import Foundation

/// The bytes a table is written in: genstrings writes UTF-16 with a byte-order mark, in host
/// byte order by default, which is little-endian on every current Mac (§2.1).
public enum TableEncoding: String, Hashable, Sendable, CaseIterable {
  /// `FF FE` then UTF-16LE: genstrings' default and `-littleEndian`.
  case utf16LittleEndian
  /// `FE FF` then UTF-16BE: `-bigEndian`.
  case utf16BigEndian
  /// UTF-8 without a byte-order mark, which Xcode also accepts.
  case utf8

  /// The byte-order mark written at the start of a new file; empty for ``utf8``.
  public var byteOrderMark: [UInt8] {
    switch self {
    case .utf16LittleEndian: [0xFF, 0xFE]
    case .utf16BigEndian: [0xFE, 0xFF]
    case .utf8: []
    }
  }

  /// `text` in this encoding, preceded by ``byteOrderMark`` when `withByteOrderMark` is true.
  public func encode(_ text: String, withByteOrderMark: Bool = true) -> Data {
    encode(utf8: Array(text.utf8), withByteOrderMark: withByteOrderMark)
  }

  /// Text given as valid UTF-8 bytes, in this encoding, preceded by ``byteOrderMark`` when
  /// `withByteOrderMark` is true.
  ///
  /// Tables are assembled as UTF-8 and transcoded once, instead of going through
  /// `String.utf16`. The input must be valid UTF-8 (it comes from `String`s).
  public func encode(utf8 text: [UInt8], withByteOrderMark: Bool = true) -> Data {
    text.withUnsafeBufferPointer { encode(utf8: $0, withByteOrderMark: withByteOrderMark) }
  }

  /// ``encode(utf8:withByteOrderMark:)`` of bytes read in place.
  func encode(utf8 text: UnsafeBufferPointer<UInt8>, withByteOrderMark: Bool = true) -> Data {
    let mark = withByteOrderMark ? byteOrderMark : []
    // Written straight into the memory the `Data` takes over: no zero-filling first and no copy
    // afterwards.
    let capacity = mark.count + encodedCount(utf8: text)
    let out = UnsafeMutableRawPointer.allocate(byteCount: max(capacity, 1), alignment: 8)
    out.copyMemory(from: mark, byteCount: mark.count)
    let count = mark.count + write(utf8: text, to: out + mark.count)
    return Data(
      bytesNoCopy: out, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
  }

  /// How many bytes ``write(utf8:to:)`` writes for `text`, without a byte-order mark: callers
  /// size memory exactly, and place several pieces of one file side by side.
  func encodedCount(utf8 text: UnsafeBufferPointer<UInt8>) -> Int {
    self == .utf8 ? text.count : Self.utf16(text, bigEndian: false, into: nil)
  }

  /// Writes `text` (valid UTF-8) in this encoding, without a byte-order mark, at `out`, which
  /// has room for ``encodedCount(utf8:)`` bytes; returns that count.
  @discardableResult
  func write(utf8 text: UnsafeBufferPointer<UInt8>, to out: UnsafeMutableRawPointer) -> Int {
    if self == .utf8 {
      if let base = text.baseAddress { out.copyMemory(from: base, byteCount: text.count) }
      return text.count
    }
    return Self.utf16(text, bigEndian: self == .utf16BigEndian, into: out)
  }

  /// The bytes of `input` as UTF-16, written at `out` unless it is `nil`; returns their count.
  ///
  /// Counting and writing are one loop, so that the count is the bytes written, exactly, for
  /// any input. The input must be valid UTF-8 (it comes from `String`s), so each scalar is
  /// decoded from its leading byte without further checks; ASCII bytes, almost all of a table,
  /// take one branch.
  @inline(__always)
  private static func utf16(
    _ input: UnsafeBufferPointer<UInt8>, bigEndian: Bool, into out: UnsafeMutableRawPointer?
  ) -> Int {
    guard let source = input.baseAddress else { return 0 }
    var count = 0
    @inline(__always) func put(_ unit: UInt16) {
      if let out {
        out.storeBytes(
          of: UInt8(truncatingIfNeeded: bigEndian ? unit >> 8 : unit), toByteOffset: count,
          as: UInt8.self)
        out.storeBytes(
          of: UInt8(truncatingIfNeeded: bigEndian ? unit : unit >> 8), toByteOffset: count + 1,
          as: UInt8.self)
      }
      count += 2
    }
    let end = input.count
    var index = 0
    while index < end {
      #if _endian(little)
        // Sixteen ASCII bytes at a time, widened to UTF-16 units with shifts and masks in
        // 64-bit words: generic SIMD widening compiled to a lane-by-lane shuffle.
        if index + 16 <= end {
          let raw = UnsafeRawPointer(source + index)
          let first = raw.loadUnaligned(as: UInt64.self)
          let second = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          if (first | second) & 0x8080_8080_8080_8080 == 0 {
            if let out {
              let shift: UInt64 = bigEndian ? 8 : 0
              let target = out + count
              target.storeBytes(of: widened(first & 0xFFFF_FFFF) << shift, as: UInt64.self)
              target.storeBytes(
                of: widened(first >> 32) << shift, toByteOffset: 8, as: UInt64.self)
              target.storeBytes(
                of: widened(second & 0xFFFF_FFFF) << shift, toByteOffset: 16, as: UInt64.self)
              target.storeBytes(
                of: widened(second >> 32) << shift, toByteOffset: 24, as: UInt64.self)
            }
            count += 32
            index += 16
            continue
          }
        }
      #endif
      let lead = source[index]
      if lead < 0x80 {
        put(UInt16(lead))
        index += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      // Cut-off input (not valid UTF-8, which callers must not pass) ends with U+FFFD rather
      // than a read past its end.
      guard index + length <= end else {
        put(0xFFFD)
        break
      }
      var scalar = UInt32(lead) & (0xFF >> (length + 1))
      for offset in 1..<length {
        scalar = scalar << 6 | UInt32(source[index + offset] & 0x3F)
      }
      index += length
      if scalar < 0x10000 {
        put(UInt16(scalar))
      } else {
        let value = scalar - 0x10000
        put(UInt16(0xD800 + (value >> 10)))
        put(UInt16(0xDC00 + (value & 0x3FF)))
      }
    }
    return count
  }

  /// The four bytes in the low half of `word` spread to the low byte of each 16-bit lane:
  /// `0x0000_0000_DDCC_BBAA` becomes `0x00DD_00CC_00BB_00AA`.
  @inline(__always)
  static func widened(_ word: UInt64) -> UInt64 {
    let halves = (word | word << 16) & 0x0000_FFFF_0000_FFFF
    return (halves | halves << 8) & 0x00FF_00FF_00FF_00FF
  }

  /// The encoding of an existing table, told by its byte-order mark: `FF FE` is UTF-16LE,
  /// `FE FF` is UTF-16BE, anything else (including a UTF-8 mark or none) is UTF-8.
  public static func detect(in data: Data) -> TableEncoding {
    let prefix = Array(data.prefix(2))
    if prefix == [0xFF, 0xFE] { return .utf16LittleEndian }
    if prefix == [0xFE, 0xFF] { return .utf16BigEndian }
    return .utf8
  }
}
