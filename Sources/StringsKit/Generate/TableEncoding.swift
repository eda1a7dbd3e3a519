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
    var bytes: [UInt8] = withByteOrderMark ? byteOrderMark : []
    switch self {
    case .utf8:
      bytes.append(contentsOf: text.utf8)
    case .utf16LittleEndian:
      bytes.reserveCapacity(bytes.count + text.utf16.count * 2)
      for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    case .utf16BigEndian:
      bytes.reserveCapacity(bytes.count + text.utf16.count * 2)
      for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    }
    return Data(bytes)
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
