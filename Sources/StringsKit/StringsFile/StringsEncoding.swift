/// The text encoding of a `.strings` file, detected the way CoreFoundation's `encodingForXMLData`
/// does.
///
/// Detection looks only at the first bytes, in this order: a UTF-32 byte order mark, a UTF-8
/// byte order mark, a UTF-16 byte order mark, then "a zero in one of the first two bytes"
/// (BOM-less UTF-16), and otherwise UTF-8:
///
///     StringsEncoding.detect(in: [0xFF, 0xFE, 0x22, 0x00])  // .utf16LittleEndian(bom: true)
///     StringsEncoding.detect(in: Array("\"a\";".utf8))      // .utf8(bom: false)
public enum StringsEncoding: Hashable, Sendable, CustomStringConvertible {
  case utf8(bom: Bool)
  case utf16LittleEndian(bom: Bool)
  case utf16BigEndian(bom: Bool)
  case utf32LittleEndian
  case utf32BigEndian

  /// The number of leading bytes CoreFoundation skips before decoding.
  ///
  /// BOM-less UTF-16 skips 2 bytes too: CoreFoundation drops the file's first character
  /// (a source quirk that `plutil` on Linux reproduces).
  public var skippedByteCount: Int {
    switch self {
    case .utf8(let bom): bom ? 3 : 0
    case .utf16LittleEndian, .utf16BigEndian: 2
    case .utf32LittleEndian, .utf32BigEndian: 4
    }
  }

  /// The byte order mark this encoding writes in front of new files, if any.
  public var byteOrderMark: [UInt8] {
    switch self {
    case .utf8(let bom): bom ? [0xEF, 0xBB, 0xBF] : []
    case .utf16LittleEndian(let bom): bom ? [0xFF, 0xFE] : []
    case .utf16BigEndian(let bom): bom ? [0xFE, 0xFF] : []
    case .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00]
    case .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF]
    }
  }

  public var description: String {
    switch self {
    case .utf8(let bom): bom ? "UTF-8 with BOM" : "UTF-8"
    case .utf16LittleEndian(let bom): bom ? "UTF-16LE with BOM" : "UTF-16LE without BOM"
    case .utf16BigEndian(let bom): bom ? "UTF-16BE with BOM" : "UTF-16BE without BOM"
    case .utf32LittleEndian: "UTF-32LE with BOM"
    case .utf32BigEndian: "UTF-32BE with BOM"
    }
  }

  /// Detects the encoding exactly as CoreFoundation's `encodingForXMLData`.
  ///
  /// BOM-less UTF-16 is reported as `.utf16LittleEndian(bom: false)`, as Linux `plutil` (the
  /// oracle the tests run) decodes it after skipping 2 bytes. CoreFoundation on Apple platforms
  /// skips the same 2 bytes but decodes the rest as big-endian, so such a file reads as
  /// intended on at most one of them; the parser warns about every one.
  public static func detect<Bytes: Collection<UInt8>>(in bytes: Bytes) -> StringsEncoding {
    let head = Array(bytes.prefix(4))
    let count = bytes.count
    if count > 4 && head == [0x00, 0x00, 0xFE, 0xFF] { return .utf32BigEndian }
    if count > 4 && head == [0xFF, 0xFE, 0x00, 0x00] { return .utf32LittleEndian }
    if count > 3 && head[0] == 0xEF && head[1] == 0xBB && head[2] == 0xBF {
      return .utf8(bom: true)
    }
    if count > 2 && head[0] == 0xFF && head[1] == 0xFE { return .utf16LittleEndian(bom: true) }
    if count > 2 && head[0] == 0xFE && head[1] == 0xFF { return .utf16BigEndian(bom: true) }
    if count > 2 && (head[0] == 0 || head[1] == 0) { return .utf16LittleEndian(bom: false) }
    return .utf8(bom: false)
  }

  /// `text` encoded in this encoding, without a byte order mark (for splicing into a file).
  public func encode(_ text: String) -> [UInt8] {
    switch self {
    case .utf8:
      return Array(text.utf8)
    case .utf16LittleEndian:
      return text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
    case .utf16BigEndian:
      return text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    case .utf32LittleEndian:
      return text.unicodeScalars.flatMap { scalar -> [UInt8] in
        let v = scalar.value
        return [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), 0]
      }
    case .utf32BigEndian:
      return text.unicodeScalars.flatMap { scalar -> [UInt8] in
        let v = scalar.value
        return [0, UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
      }
    }
  }
}
